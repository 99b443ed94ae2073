// How 磁力智投's sandbox holds each of its property types (docs/design/properties.md §2.2 (c), §2.7): ids,
// review, lifecycle, the checks of its values, the list's summary and the seed. 'pending' until built.
import { KUAISHOU_PROPERTY_PAGES } from '@toufang/media-kuaishou-limits';
import type { SandboxPropertiesOf } from '@toufang/server-sandbox';
import { TARGET } from './properties/target';
import { CUSTOM_AUDIENCE } from './properties/custom-audience';
import { CONVERSION_CONFIG } from './properties/conversion-config';
import { LANDING_PAGE } from './properties/landing-page';
import { APPLICATION } from './properties/application';
import { APPLICATION_SUBCONTRACTING } from './properties/application-subcontracting';
import { QUICK_APP } from './properties/quick-app';
import { DIRECT_LINK } from './properties/direct-link';
import { ADVANCED_CREATIVE_LIBRARY } from './properties/advanced-creative-library';
import { PROMOTION_CARD } from './properties/promotion-card';
import { COMMENT_MANAGEMENT } from './properties/comment-management';

export const KUAISHOU_PROPERTIES = {
  target: TARGET,
  'custom-audience': CUSTOM_AUDIENCE,
  'landing-page': LANDING_PAGE,
  'conversion-config': CONVERSION_CONFIG,
  application: APPLICATION,
  'application-subcontracting': APPLICATION_SUBCONTRACTING,
  'quick-app': QUICK_APP,
  'direct-link': DIRECT_LINK,
  'advanced-creative-library': ADVANCED_CREATIVE_LIBRARY,
  'comment-management': COMMENT_MANAGEMENT,
  'promotion-card': PROMOTION_CARD,
} as const satisfies SandboxPropertiesOf<typeof KUAISHOU_PROPERTY_PAGES>;
