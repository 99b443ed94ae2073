// 评论管理 (docs/design/properties.md §1.2, §3): the comments on this media's ads, on the kit's comment page,
// with the actions and reply length of its limits.
import type { Schemas } from '@toufang/api';
import { defineCommentType } from '@toufang/property-kit';
import { QIANCHUAN_PROPERTY_LIMITS } from '@toufang/media-qianchuan-limits';

export const COMMENT_MANAGEMENT = defineCommentType<'qianchuan', Schemas['QianchuanCommentManagementValues']>('qianchuan', QIANCHUAN_PROPERTY_LIMITS['comment-management']);
