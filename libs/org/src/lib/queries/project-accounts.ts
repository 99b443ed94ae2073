import { defineMutation } from '@toufang/api';

/** POST /api/user/project/accounts {projectId, accountIds} → the project holding exactly those accounts. */
export const setProjectAccountsMutation = defineMutation('/api/user/project/accounts');
