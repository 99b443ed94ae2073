import { defineMutation } from '@toufang/api';

/** POST /api/material/title/remove: Remove titles. The variables are the request body. */
export const titleRemoveMutation = defineMutation('/api/material/title/remove');
