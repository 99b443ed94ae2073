import { defineMutation } from '../query-helpers';

/**
 * POST /api/user/password/edit {username, oldPassword, newPassword, syncAccountCenter}. Silent: the password
 * dialog shows the server's refusal inside itself, not as a toast too.
 */
export const passwordEditMutation = defineMutation('/api/user/password/edit', { loading: true, cancellable: true, silent: true });
