import { defineMutation } from '@toufang/api';

/** POST /api/user/user_manage/status {id, enabled}. Refusal: 1301 (oneself, the last ADMIN). Silent: the confirmation shows it. */
export const setManagedUserStatusMutation = defineMutation('/api/user/user_manage/status', { silent: true });
