import { defineMutation } from '@toufang/api';

/** POST /api/user/user_manage/reset_password {id} → the one-time password, answered once. Silent: the confirmation shows refusals. */
export const resetManagedUserPasswordMutation = defineMutation('/api/user/user_manage/reset_password', { silent: true });
