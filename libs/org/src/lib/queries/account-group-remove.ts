import { defineMutation } from '@toufang/api';

/** POST /api/user/media_account/group/remove {id}: its accounts stay, outside any group. */
export const removeAccountGroupMutation = defineMutation('/api/user/media_account/group/remove');
