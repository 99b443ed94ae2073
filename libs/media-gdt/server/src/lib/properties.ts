// How 腾讯广告's sandbox holds each of its property types (docs/design/properties.md §2.2 (c), §2.7): ids,
// review, lifecycle, the checks of its values, the list's summary and the seed. 'pending' until built.
import { GDT_PROPERTY_PAGES } from '@toufang/media-gdt-limits';
import type { SandboxPropertiesOf } from '@toufang/server-sandbox';
import { GDT_TARGET } from './properties/target';
import { GDT_CONVERSION_ATTRIBUTION } from './properties/conversion-attribution';
import { GDT_CUSTOM_AUDIENCE } from './properties/custom-audience';
import { GDT_MINI_GAME_MONITOR } from './properties/mini-game-monitor';
import { GDT_LANDING_PAGE } from './properties/landing-page';
import { GDT_APPLET } from './properties/applet';
import { GDT_MATERIAL_TAG } from './properties/material-tag';
import { GDT_WECHAT_MINI_GAME_CHANNEL } from './properties/wechat-mini-game-channel';
import { GDT_VIDEO_ACCOUNT_AUTHORIZATION } from './properties/video-account-authorization';
import { GDT_FRIENDS_CIRCLE_AVATAR } from './properties/friends-circle-avatar';

export const GDT_PROPERTIES = {
  target: GDT_TARGET,
  'custom-audience': GDT_CUSTOM_AUDIENCE,
  'landing-page': GDT_LANDING_PAGE,
  applet: GDT_APPLET,
  'conversion-attribution': GDT_CONVERSION_ATTRIBUTION,
  'friends-circle-avatar': GDT_FRIENDS_CIRCLE_AVATAR,
  'material-tag': GDT_MATERIAL_TAG,
  'mini-game-monitor': GDT_MINI_GAME_MONITOR,
  'wechat-mini-game-channel': GDT_WECHAT_MINI_GAME_CHANNEL,
  'video-account-authorization': GDT_VIDEO_ACCOUNT_AUTHORIZATION,
} as const satisfies SandboxPropertiesOf<typeof GDT_PROPERTY_PAGES>;
