// How 百度营销's sandbox holds each of its property types (docs/design/properties.md §2.2 (c), §2.7): ids,
// review, lifecycle, the checks of its values, the list's summary and the seed (lib/properties/<type>.ts).
// 'pending' until built.
import { BAIDU_PROPERTY_PAGES } from '@toufang/media-baidu-limits';
import type { SandboxPropertiesOf } from '@toufang/server-sandbox';
import { BAIDU_TARGET } from './properties/target';
import { BAIDU_APPLET } from './properties/applet';
import { BAIDU_BRAND_MANAGEMENT } from './properties/brand-management';
import { BAIDU_CONVERSION_CONFIG } from './properties/conversion-config';
import { BAIDU_CUSTOM_AUDIENCE } from './properties/custom-audience';
import { BAIDU_LANDING_PAGE } from './properties/landing-page';
import { BAIDU_EXCELLENT_WORDS, BAIDU_TEXT_SUMMARY } from './properties/lines';

export const BAIDU_PROPERTIES = {
  target: BAIDU_TARGET,
  'custom-audience': BAIDU_CUSTOM_AUDIENCE,
  'landing-page': BAIDU_LANDING_PAGE,
  applet: BAIDU_APPLET,
  'conversion-config': BAIDU_CONVERSION_CONFIG,
  'brand-management': BAIDU_BRAND_MANAGEMENT,
  'text-summary': BAIDU_TEXT_SUMMARY,
  'excellent-words': BAIDU_EXCELLENT_WORDS,
} as const satisfies SandboxPropertiesOf<typeof BAIDU_PROPERTY_PAGES>;
