import { defineMutation } from '@toufang/api';

/** POST /api/user/user_manage/accounts {userId, accountIds} (replaces the set). Refusal: 1301 an agent's account not theirs. Silent: shown in place. */
export const setManagedUserAccountsMutation = defineMutation('/api/user/user_manage/accounts', { silent: true });
