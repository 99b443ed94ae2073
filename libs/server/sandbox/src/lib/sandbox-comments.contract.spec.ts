// The comment port contract against the sandbox engine: the kit's test media with 评论管理 declared twice over,
// once offering every comment action (as 巨量引擎) and once without pinning (as 磁力智投).
import { PENDING_PROPERTY_LIMITS } from '@toufang/domain';
import { describeCommentContract } from '@toufang/server-media/testing';
import type { PropertyAction } from '@toufang/server-media';
import { lazyTestDb } from '../testing/sandbox-contract';
import { sandboxHarness } from '../testing/sandbox-harness';
import { PROPERTY_TEST_CONFIG } from '../testing/property-test-config';
import { commentPropertyType } from './sandbox-comments';

const lazyDb = lazyTestDb();
const LIMITS = { ...PENDING_PROPERTY_LIMITS, OPERATIONS: { ...PENDING_PROPERTY_LIMITS.OPERATIONS, sync: true } };

const withComments = (actions: readonly PropertyAction[], replyMaxLength: number) => ({
  ...PROPERTY_TEST_CONFIG,
  properties: { ...PROPERTY_TEST_CONFIG.properties, 'comment-management': commentPropertyType({ limits: LIMITS, actions, replyMaxLength, actBatch: 20 }) },
});

describeCommentContract('every action', () => sandboxHarness(lazyDb, withComments(['reply', 'hide', 'pin', 'unpin', 'block'], 100)), {
  type: 'comment-management',
  actions: ['reply', 'hide', 'pin', 'unpin', 'block'],
  replyMaxLength: 100,
});

describeCommentContract('no pinning', () => sandboxHarness(lazyDb, withComments(['reply', 'hide', 'block'], 150)), {
  type: 'comment-management',
  actions: ['reply', 'hide', 'block'],
  replyMaxLength: 150,
});
