import { defineMutation } from '@toufang/api';

/** POST /api/user/media_account/group/assign {groupId | null, accountIds} → {count}. */
export const assignAccountGroupMutation = defineMutation('/api/user/media_account/group/assign');
