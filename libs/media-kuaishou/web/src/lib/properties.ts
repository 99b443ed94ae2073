// 磁力智投's property pages on the property kit (docs/design/properties.md §2.2 (b)): one declaration per type of
// its page list (fields, columns, form, actions; lib/properties/<type>.ts), 'pending' until built, when its
// route has no page (the shell's route walk refuses that, so every type here is built).
import { defineMediaProperties } from '@toufang/property-kit';
import { COMMENT_MANAGEMENT } from './properties/comment-management';
import { KUAISHOU_PROPERTY_PAGES } from '@toufang/media-kuaishou-limits';
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

export const PROPERTIES = defineMediaProperties('kuaishou', KUAISHOU_PROPERTY_PAGES, {
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
});
