import { defineMutation } from '@toufang/api';

/** POST /api/material/review/share/create: A share link for a set of materials: a random token, an expiry, an optional password, a guest name and rights. The variables are the request body. */
export const materialReviewShareCreateMutation = defineMutation('/api/material/review/share/create');
