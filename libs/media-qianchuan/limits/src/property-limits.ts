// 巨量千川's property pages and the figures of each property type (docs/design/properties.md §2.2, §3): the
// route table, the web declarations (libs/media-qianchuan/web, properties.ts) and the sandbox media
// (libs/media-qianchuan/server) read this one list. A type not built yet holds PENDING_PROPERTY_LIMITS (nothing offered).
import { PENDING_PROPERTY_LIMITS, type PropertyLimitsOf } from '@toufang/domain';

/** The property pages of the 巨量千川 console, in menu order (the `-add` pages are a type's create page). */
export const QIANCHUAN_PROPERTY_PAGES = [
  'target',
  'target-add',
  'custom-audience',
  'graphic-material',
  'comment-management',
] as const;

export const QIANCHUAN_PROPERTY_LIMITS = {
  target: PENDING_PROPERTY_LIMITS,
  'custom-audience': PENDING_PROPERTY_LIMITS,
  'graphic-material': PENDING_PROPERTY_LIMITS,
  'comment-management': PENDING_PROPERTY_LIMITS,
} as const satisfies PropertyLimitsOf<typeof QIANCHUAN_PROPERTY_PAGES>;
