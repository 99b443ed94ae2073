// The comment port contract against toutiao's sandbox with its own 评论管理 declaration (its actions and reply length).
import type { PropertyAction } from '@toufang/server-media';
import { describeCommentContract } from '@toufang/server-media/testing';
import { lazyTestDb, sandboxHarness } from '@toufang/server-sandbox/testing';
import { TOUTIAO_PROPERTY_LIMITS } from '@toufang/media-toutiao-limits';
import { TOUTIAO } from './lib/config';

const LIMITS = TOUTIAO_PROPERTY_LIMITS['comment-management'];
const lazyDb = lazyTestDb();

describeCommentContract('toutiao sandbox', () => sandboxHarness(lazyDb, TOUTIAO), {
  type: 'comment-management',
  actions: LIMITS.ACTIONS as readonly PropertyAction[],
  replyMaxLength: LIMITS.REPLY_MAX_LENGTH,
});
