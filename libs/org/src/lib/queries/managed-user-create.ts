import { defineMutation } from '@toufang/api';

/**
 * POST /api/user/user_manage/create → the user and the one-time password (null when a password was given).
 * Refusals: 409 username taken, 400 role missing, 1301 not allowed. Silent: the form shows them in place.
 */
export const createManagedUserMutation = defineMutation('/api/user/user_manage/create', { silent: true });
