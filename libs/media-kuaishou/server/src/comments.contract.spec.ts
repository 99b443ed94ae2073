// The comment port contract against kuaishou's sandbox with its own 评论管理 declaration (its actions and reply length).
import type { PropertyAction } from '@toufang/server-media';
import { describeCommentContract } from '@toufang/server-media/testing';
import { lazyTestDb, sandboxHarness } from '@toufang/server-sandbox/testing';
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import { KUAISHOU } from './lib/config';

const LIMITS = KUAISHOU_PROPERTY_LIMITS['comment-management'];
const lazyDb = lazyTestDb();

describeCommentContract('kuaishou sandbox', () => sandboxHarness(lazyDb, KUAISHOU), {
  type: 'comment-management',
  actions: LIMITS.ACTIONS as readonly PropertyAction[],
  replyMaxLength: LIMITS.REPLY_MAX_LENGTH,
});
