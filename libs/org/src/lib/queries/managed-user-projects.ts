import { defineMutation } from '@toufang/api';

/** POST /api/user/user_manage/projects {userId, projectIds} (replaces the set; ADMIN and MANAGER). Silent: shown in place. */
export const setManagedUserProjectsMutation = defineMutation('/api/user/user_manage/projects', { silent: true });
