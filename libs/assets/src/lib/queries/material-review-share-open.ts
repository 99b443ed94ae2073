import { defineMutation } from '@toufang/api';

/** POST /api/open_api/material-review-share/open: A guest opens a share link (with its password when it has one) and sees its materials. The variables are the request body. Silent: the guest page shows each failure once itself. */
export const materialReviewShareOpenMutation = defineMutation('/api/open_api/material-review-share/open', { silent: true });
