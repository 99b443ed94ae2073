// 磁力智投's property pages on the property kit (docs/design/properties.md §2.2 (b)): one declaration per type of
// its page list (fields, columns, form, actions; lib/properties/<type>.ts), 'pending' until built, when its
// route keeps 暂未开放.
import { defineMediaProperties } from '@toufang/property-kit';
import { COMMENT_MANAGEMENT } from './properties/comment-management';
import { KUAISHOU_PROPERTY_PAGES } from '@toufang/media-kuaishou-limits';

export const PROPERTIES = defineMediaProperties('kuaishou', KUAISHOU_PROPERTY_PAGES, {
  target: 'pending',
  'custom-audience': 'pending',
  'landing-page': 'pending',
  'conversion-config': 'pending',
  application: 'pending',
  'application-subcontracting': 'pending',
  'quick-app': 'pending',
  'direct-link': 'pending',
  'advanced-creative-library': 'pending',
  'comment-management': COMMENT_MANAGEMENT,
  'promotion-card': 'pending',
});
