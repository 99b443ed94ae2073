// 评论管理 on the sandbox media (docs/design/properties.md §2.7, §3): comments derived from the account's
// delivering ads, with the actions and the reply length of this media's limits.
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import { commentPropertyType } from '@toufang/server-sandbox';

const LIMITS = KUAISHOU_PROPERTY_LIMITS['comment-management'];

export const COMMENT_MANAGEMENT = commentPropertyType({
  limits: LIMITS,
  actions: LIMITS.ACTIONS,
  replyMaxLength: LIMITS.REPLY_MAX_LENGTH,
  actBatch: LIMITS.ACT_BATCH,
});
