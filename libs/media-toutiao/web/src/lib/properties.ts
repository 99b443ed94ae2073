// 巨量引擎's property pages on the property kit (docs/design/properties.md §2.2 (b)): one declaration per type of
// its page list (fields, columns, form, actions; lib/properties/<type>.ts), 'pending' until built, when its
// route has no page (the shell's route walk refuses that, so every type here is built).
import { defineMediaProperties } from '@toufang/property-kit';
import { COMMENT_MANAGEMENT } from './properties/comment-management';
import { TOUTIAO_PROPERTY_PAGES } from '@toufang/media-toutiao-limits';
import { APPLICATION, APPLICATION_SUBCONTRACTING } from './properties/application';
import { APPLET, OPEN_URL, QUICK_APP } from './properties/apps-light';
import { CONVERSION_CONFIG } from './properties/conversion-config';
import { CREATIVE_COMPONENT, GRAPHIC_MATERIAL } from './properties/creative-assets';
import { CUSTOM_AUDIENCE } from './properties/custom-audience';
import { EVENT_MANAGEMENT } from './properties/event-management';
import { PANGOLIN_MEDIA_PACK, UNION_TRAFFIC_PACKAGE } from './properties/flow-packages';
import { LANDING_PAGE } from './properties/landing-page';
import { NATIVE_ANCHOR } from './properties/native-anchor';
import { MONITOR_ACTIVITY } from './properties/monitor-activity';
import { TARGET } from './properties/target';

export const PROPERTIES = defineMediaProperties('toutiao', TOUTIAO_PROPERTY_PAGES, {
  target: TARGET,
  'custom-audience': CUSTOM_AUDIENCE,
  'landing-page': LANDING_PAGE,
  'native-anchor': NATIVE_ANCHOR,
  applet: APPLET,
  'conversion-config': CONVERSION_CONFIG,
  'event-management': EVENT_MANAGEMENT,
  'monitor-activity': MONITOR_ACTIVITY,
  'pangolin-media-pack': PANGOLIN_MEDIA_PACK,
  'union-traffic-package': UNION_TRAFFIC_PACKAGE,
  application: APPLICATION,
  'application-subcontracting': APPLICATION_SUBCONTRACTING,
  'quick-app': QUICK_APP,
  'creative-component': CREATIVE_COMPONENT,
  'open-url': OPEN_URL,
  'graphic-material': GRAPHIC_MATERIAL,
  'comment-management': COMMENT_MANAGEMENT,
});
