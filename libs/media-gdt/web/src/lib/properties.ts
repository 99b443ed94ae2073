// 腾讯广告's property pages on the property kit (docs/design/properties.md §2.2 (b)): one declaration per type of
// its page list (fields, columns, form, actions; lib/properties/<type>.ts), 'pending' until built, when its
// route has no page (the shell's route walk refuses that, so every type here is built).
import { defineMediaProperties } from '@toufang/property-kit';
import { GDT_PROPERTY_PAGES } from '@toufang/media-gdt-limits';
import { TARGET } from './properties/target';
import { CONVERSION_ATTRIBUTION } from './properties/conversion-attribution';
import { CUSTOM_AUDIENCE } from './properties/custom-audience';
import { MINI_GAME_MONITOR } from './properties/mini-game-monitor';
import { LANDING_PAGE } from './properties/landing-page';
import { APPLET } from './properties/applet';
import { MATERIAL_TAG } from './properties/material-tag';
import { WECHAT_MINI_GAME_CHANNEL } from './properties/wechat-mini-game-channel';
import { VIDEO_ACCOUNT_AUTHORIZATION } from './properties/video-account-authorization';
import { FRIENDS_CIRCLE_AVATAR } from './properties/friends-circle-avatar';

export const PROPERTIES = defineMediaProperties('gdt', GDT_PROPERTY_PAGES, {
  target: TARGET,
  'custom-audience': CUSTOM_AUDIENCE,
  'landing-page': LANDING_PAGE,
  applet: APPLET,
  'conversion-attribution': CONVERSION_ATTRIBUTION,
  'friends-circle-avatar': FRIENDS_CIRCLE_AVATAR,
  'material-tag': MATERIAL_TAG,
  'mini-game-monitor': MINI_GAME_MONITOR,
  'wechat-mini-game-channel': WECHAT_MINI_GAME_CHANNEL,
  'video-account-authorization': VIDEO_ACCOUNT_AUTHORIZATION,
});
