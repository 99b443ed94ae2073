import { defineMutation } from '@toufang/api';

/** POST /api/open_api/material-review-share/comment: A guest comments on a material of the link, under the links guest name. The variables are the request body. Silent: the guest page shows each failure once itself. */
export const materialReviewShareCommentMutation = defineMutation('/api/open_api/material-review-share/comment', { silent: true });
