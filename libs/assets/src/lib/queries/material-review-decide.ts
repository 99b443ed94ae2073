import { defineMutation } from '@toufang/api';

/** POST /api/material/review/decide: 通过 or 驳回 (with a reason) for one or more materials. The variables are the request body. */
export const materialReviewDecideMutation = defineMutation('/api/material/review/decide');
