// 哔哩哔哩's property pages and the figures of each property type (docs/design/properties.md §2.2, §3): the
// route table, the web declarations (libs/media-bilibili/web, properties.ts) and the sandbox media
// (libs/media-bilibili/server) read this one list. A type not built yet holds PENDING_PROPERTY_LIMITS (nothing offered).
import { PENDING_PROPERTY_LIMITS, type PropertyLimitsOf } from '@toufang/domain';

/** The property pages of the 哔哩哔哩 console, in menu order (the `-add` pages are a type's create page). */
export const BILIBILI_PROPERTY_PAGES = [
  'target',
  'target-add',
  'custom-audience',
  'landing-page',
  'conversion-config',
  'monitor',
  'activate-link',
] as const;

export const BILIBILI_PROPERTY_LIMITS = {
  target: PENDING_PROPERTY_LIMITS,
  'custom-audience': PENDING_PROPERTY_LIMITS,
  'landing-page': PENDING_PROPERTY_LIMITS,
  'conversion-config': PENDING_PROPERTY_LIMITS,
  monitor: PENDING_PROPERTY_LIMITS,
  'activate-link': PENDING_PROPERTY_LIMITS,
} as const satisfies PropertyLimitsOf<typeof BILIBILI_PROPERTY_PAGES>;
