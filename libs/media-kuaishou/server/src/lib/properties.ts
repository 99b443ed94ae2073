// How 磁力智投's sandbox holds each of its property types (docs/design/properties.md §2.2 (c), §2.7): ids,
// review, lifecycle, the checks of its values, the list's summary and the seed. 'pending' until built.
import { KUAISHOU_PROPERTY_PAGES } from '@toufang/media-kuaishou-limits';
import type { SandboxPropertiesOf } from '@toufang/server-sandbox';
import { COMMENT_MANAGEMENT } from './properties/comment-management';

export const KUAISHOU_PROPERTIES = {
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
} as const satisfies SandboxPropertiesOf<typeof KUAISHOU_PROPERTY_PAGES>;
