import { defineMutation } from '@toufang/api';

/** POST /api/material/label/remove: Delete a label. The variables are the request body. Silent: the refusal is shown in the dialog. */
export const labelRemoveMutation = defineMutation('/api/material/label/remove', { silent: true });
