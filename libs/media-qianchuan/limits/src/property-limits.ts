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
  // 评论管理: comments come from the media's users (listed, synced, acted on; never created here). Reply length chosen.
  'comment-management': {
    OPERATIONS: { create: false, edit: false, push: false, delete: false, sync: true },
    NAME_MAX_LENGTH: 200,
    PER_ACCOUNT: null,
    PUSH: { ACCOUNTS: 1 },
    CREATE_BATCH: 1,
    DELETE_BATCH: 1,
    ACTIONS: ['reply', 'hide', 'pin', 'unpin', 'block'],
    REPLY_MAX_LENGTH: 100,
    ACT_BATCH: 20,
  },
} as const satisfies PropertyLimitsOf<typeof QIANCHUAN_PROPERTY_PAGES>;
