// 磁力智投's property pages and the figures of each property type (docs/design/properties.md §2.2, §3): the
// route table, the web declarations (libs/media-kuaishou/web, properties.ts) and the sandbox media
// (libs/media-kuaishou/server) read this one list. A type not built yet holds PENDING_PROPERTY_LIMITS (nothing offered).
import { PENDING_PROPERTY_LIMITS, type PropertyLimitsOf } from '@toufang/domain';

/** The property pages of the 磁力智投 console, in menu order (the `-add` pages are a type's create page). */
export const KUAISHOU_PROPERTY_PAGES = [
  'target',
  'target-add',
  'custom-audience',
  'landing-page',
  'conversion-config',
  'application',
  'application-subcontracting',
  'quick-app',
  'direct-link',
  'advanced-creative-library',
  'comment-management',
  'promotion-card',
] as const;

export const KUAISHOU_PROPERTY_LIMITS = {
  target: PENDING_PROPERTY_LIMITS,
  'custom-audience': PENDING_PROPERTY_LIMITS,
  'landing-page': PENDING_PROPERTY_LIMITS,
  'conversion-config': PENDING_PROPERTY_LIMITS,
  application: PENDING_PROPERTY_LIMITS,
  'application-subcontracting': PENDING_PROPERTY_LIMITS,
  'quick-app': PENDING_PROPERTY_LIMITS,
  'direct-link': PENDING_PROPERTY_LIMITS,
  'advanced-creative-library': PENDING_PROPERTY_LIMITS,
  // 评论管理: comments come from the media's users (listed, synced, acted on; never created here). Reply length chosen.
  'comment-management': {
    OPERATIONS: { create: false, edit: false, push: false, delete: false, sync: true },
    NAME_MAX_LENGTH: 200,
    PER_ACCOUNT: null,
    PUSH: { ACCOUNTS: 1 },
    CREATE_BATCH: 1,
    DELETE_BATCH: 1,
    ACTIONS: ['reply', 'hide', 'block'],
    REPLY_MAX_LENGTH: 150,
    ACT_BATCH: 20,
  },
  'promotion-card': PENDING_PROPERTY_LIMITS,
} as const satisfies PropertyLimitsOf<typeof KUAISHOU_PROPERTY_PAGES>;
