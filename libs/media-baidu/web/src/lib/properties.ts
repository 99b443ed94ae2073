// 百度营销's property pages on the property kit (docs/design/properties.md §2.2 (b)): one declaration per type of
// its page list (fields, columns, form, actions; lib/properties/<type>.ts), 'pending' until built, when its
// route has no page (the shell's route walk refuses that, so every type here is built).
import { defineMediaProperties } from '@toufang/property-kit';
import { BAIDU_PROPERTY_PAGES } from '@toufang/media-baidu-limits';
import { TARGET } from './properties/target';
import { APPLET } from './properties/applet';
import { BRAND_MANAGEMENT } from './properties/brand-management';
import { CONVERSION_CONFIG } from './properties/conversion-config';
import { CUSTOM_AUDIENCE } from './properties/custom-audience';
import { EXCELLENT_WORDS } from './properties/excellent-words';
import { LANDING_PAGE } from './properties/landing-page';
import { TEXT_SUMMARY } from './properties/text-summary';

export const PROPERTIES = defineMediaProperties('baidu', BAIDU_PROPERTY_PAGES, {
  target: TARGET,
  'custom-audience': CUSTOM_AUDIENCE,
  'landing-page': LANDING_PAGE,
  applet: APPLET,
  'conversion-config': CONVERSION_CONFIG,
  'brand-management': BRAND_MANAGEMENT,
  'text-summary': TEXT_SUMMARY,
  'excellent-words': EXCELLENT_WORDS,
});
