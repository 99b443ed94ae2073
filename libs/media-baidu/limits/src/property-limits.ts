// 百度营销's property pages and the figures of each property type (docs/design/properties.md §2.2, §3): the
// route table, the web declarations (libs/media-baidu/web, properties.ts) and the sandbox media
// (libs/media-baidu/server) read this one list. A type not built yet holds PENDING_PROPERTY_LIMITS (nothing offered).
import { PENDING_PROPERTY_LIMITS, type PropertyLimitsOf } from '@toufang/domain';

/** The property pages of the 百度营销 console, in menu order (the `-add` pages are a type's create page). */
export const BAIDU_PROPERTY_PAGES = [
  'target',
  'target-add',
  'custom-audience',
  'landing-page',
  'applet',
  'conversion-config',
  'brand-management',
  'text-summary',
  'excellent-words',
] as const;

export const BAIDU_PROPERTY_LIMITS = {
  target: PENDING_PROPERTY_LIMITS,
  'custom-audience': PENDING_PROPERTY_LIMITS,
  'landing-page': PENDING_PROPERTY_LIMITS,
  applet: PENDING_PROPERTY_LIMITS,
  'conversion-config': PENDING_PROPERTY_LIMITS,
  'brand-management': PENDING_PROPERTY_LIMITS,
  'text-summary': PENDING_PROPERTY_LIMITS,
  'excellent-words': PENDING_PROPERTY_LIMITS,
} as const satisfies PropertyLimitsOf<typeof BAIDU_PROPERTY_PAGES>;
