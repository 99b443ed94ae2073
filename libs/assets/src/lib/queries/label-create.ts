import { defineMutation } from '@toufang/api';

/** POST /api/material/label/create: Add a label to a group. The variables are the request body. Silent: the refusal is shown in the dialog. */
export const labelCreateMutation = defineMutation('/api/material/label/create', { silent: true });
