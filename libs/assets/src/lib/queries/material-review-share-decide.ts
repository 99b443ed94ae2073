import { defineMutation } from '@toufang/api';

/** POST /api/open_api/material-review-share/decide: A guest gives 通过 or 驳回 to a material of the link, when the link has approve rights. The variables are the request body. Silent: the guest page shows each failure once itself. */
export const materialReviewShareDecideMutation = defineMutation('/api/open_api/material-review-share/decide', { silent: true });
