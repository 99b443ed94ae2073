// How 巨量引擎's sandbox holds each of its property types (docs/design/properties.md §2.2 (c), §2.7): ids,
// review, lifecycle, the checks of its values, the list's summary and the seed. 'pending' until built: 评论管理
// waits for the kit's comment page.
import { TOUTIAO_PROPERTY_PAGES } from '@toufang/media-toutiao-limits';
import type { SandboxPropertiesOf } from '@toufang/server-sandbox';
import { APPLICATION, APPLICATION_SUBCONTRACTING } from './properties/apps';
import { CUSTOM_AUDIENCE } from './properties/audiences';
import { CONVERSION_CONFIG, EVENT_MANAGEMENT } from './properties/conversion';
import { CREATIVE_COMPONENT, GRAPHIC_MATERIAL, PANGOLIN_MEDIA_PACK, UNION_TRAFFIC_PACKAGE } from './properties/creatives-and-flow';
import { APPLET_PROPERTY, LANDING_PAGE, NATIVE_ANCHOR, OPEN_URL, QUICK_APP } from './properties/pages-and-apps';
import { MONITOR_ACTIVITY } from './properties/monitoring';
import { COMMENT_MANAGEMENT } from './properties/comment-management';
import { TARGET } from './properties/target';

export const TOUTIAO_PROPERTIES = {
  target: TARGET,
  'custom-audience': CUSTOM_AUDIENCE,
  'landing-page': LANDING_PAGE,
  'native-anchor': NATIVE_ANCHOR,
  applet: APPLET_PROPERTY,
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
} as const satisfies SandboxPropertiesOf<typeof TOUTIAO_PROPERTY_PAGES>;
