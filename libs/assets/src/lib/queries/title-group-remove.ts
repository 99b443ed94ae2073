import { defineMutation } from '@toufang/api';

/** POST /api/material/title-group/remove: Remove title groups. The variables are the request body. */
export const titleGroupRemoveMutation = defineMutation('/api/material/title-group/remove');
