// How 巨量引擎's sandbox holds each of its property types (docs/design/properties.md §2.2 (c), §2.7): ids,
// review, lifecycle, the checks of its values, the list's summary and the seed. 'pending' until built.
import { TOUTIAO_PROPERTY_PAGES } from '@toufang/media-toutiao-limits';
import type { SandboxPropertiesOf } from '@toufang/server-sandbox';
import { COMMENT_MANAGEMENT } from './properties/comment-management';

export const TOUTIAO_PROPERTIES = {
  target: 'pending',
  'custom-audience': 'pending',
  'landing-page': 'pending',
  'native-anchor': 'pending',
  applet: 'pending',
  'conversion-config': 'pending',
  'event-management': 'pending',
  'monitor-activity': 'pending',
  'pangolin-media-pack': 'pending',
  'union-traffic-package': 'pending',
  application: 'pending',
  'application-subcontracting': 'pending',
  'quick-app': 'pending',
  'creative-component': 'pending',
  'open-url': 'pending',
  'graphic-material': 'pending',
  'comment-management': COMMENT_MANAGEMENT,
} as const satisfies SandboxPropertiesOf<typeof TOUTIAO_PROPERTY_PAGES>;
