import { defineMutation } from '@toufang/api';

/** POST /api/material/remove: Remove materials, warning first about those that delivering ads use. The variables are the request body. */
export const materialRemoveMutation = defineMutation('/api/material/remove');
