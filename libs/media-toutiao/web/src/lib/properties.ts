// 巨量引擎's property pages on the property kit (docs/design/properties.md §2.2 (b)): one declaration per type of
// its page list (fields, columns, form, actions; lib/properties/<type>.ts), 'pending' until built, when its
// route keeps 暂未开放.
import { defineMediaProperties } from '@toufang/property-kit';
import { COMMENT_MANAGEMENT } from './properties/comment-management';
import { TOUTIAO_PROPERTY_PAGES } from '@toufang/media-toutiao-limits';

export const PROPERTIES = defineMediaProperties('toutiao', TOUTIAO_PROPERTY_PAGES, {
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
});
