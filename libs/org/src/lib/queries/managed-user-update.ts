import { defineMutation } from '@toufang/api';

/** POST /api/user/user_manage/update → the changed user. A new role ends their sessions. Silent: the form shows refusals. */
export const updateManagedUserMutation = defineMutation('/api/user/user_manage/update', { silent: true });
