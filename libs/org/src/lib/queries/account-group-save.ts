import { defineMutation } from '@toufang/api';

/** POST /api/user/media_account/group/save {id?, name} → the saved group (a new one without id). */
export const saveAccountGroupMutation = defineMutation('/api/user/media_account/group/save');
