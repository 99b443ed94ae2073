import { defineMutation } from '@toufang/api';

/** POST /api/material/label-group/remove: Delete an empty label group. The variables are the request body. Silent: the refusal is shown in the dialog. */
export const labelGroupRemoveMutation = defineMutation('/api/material/label-group/remove', { silent: true });
