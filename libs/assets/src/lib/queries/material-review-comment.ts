import { defineMutation } from '@toufang/api';

/** POST /api/material/review/comment: Comment on a material of the queue. The variables are the request body. */
export const materialReviewCommentMutation = defineMutation('/api/material/review/comment');
