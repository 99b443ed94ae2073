import { defineMutation } from '@toufang/api';

/** POST /api/material/update: Rename one material, or set the designer, sharing or labels of several. The variables are the request body. */
export const materialUpdateMutation = defineMutation('/api/material/update');
