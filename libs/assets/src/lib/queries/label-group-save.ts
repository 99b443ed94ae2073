import { defineMutation } from '@toufang/api';

/** POST /api/material/label-group/save: Create a label group, or rename one (with id). The variables are the request body. Silent: the refusal is shown in the dialog. */
export const labelGroupSaveMutation = defineMutation('/api/material/label-group/save', { silent: true });
