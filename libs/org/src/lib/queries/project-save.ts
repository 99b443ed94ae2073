import { defineMutation } from '@toufang/api';

/** POST /api/user/project/save {id?, name} → the saved project. Refusal: 409 name taken. Silent: the dialog shows it. */
export const saveProjectMutation = defineMutation('/api/user/project/save', { silent: true });
