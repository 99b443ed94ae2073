import { defineMutation } from '@toufang/api';

/** POST /api/material/label/update: Rename a label or move it to another group. The variables are the request body. Silent: the refusal is shown in the dialog. */
export const labelUpdateMutation = defineMutation('/api/material/label/update', { silent: true });
