import { defineMutation } from '@toufang/api';

/** POST /api/material/review/share/revoke: Revoke one of the callers share links. The variables are the request body. */
export const materialReviewShareRevokeMutation = defineMutation('/api/material/review/share/revoke');
