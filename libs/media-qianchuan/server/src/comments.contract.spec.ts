// The comment port contract against qianchuan's sandbox with its own 评论管理 declaration (its actions and reply length).
import type { PropertyAction } from '@toufang/server-media';
import { describeCommentContract } from '@toufang/server-media/testing';
import { lazyTestDb, sandboxHarness } from '@toufang/server-sandbox/testing';
import { QIANCHUAN_PROPERTY_LIMITS } from '@toufang/media-qianchuan-limits';
import { QIANCHUAN } from './lib/config';

const LIMITS = QIANCHUAN_PROPERTY_LIMITS['comment-management'];
const lazyDb = lazyTestDb();

describeCommentContract('qianchuan sandbox', () => sandboxHarness(lazyDb, QIANCHUAN), {
  type: 'comment-management',
  actions: LIMITS.ACTIONS as readonly PropertyAction[],
  replyMaxLength: LIMITS.REPLY_MAX_LENGTH,
});
