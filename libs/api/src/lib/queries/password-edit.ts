import { defineMutation } from '../query-helpers';

/** POST /api/user/password/edit {username, oldPassword, newPassword, syncAccountCenter}; refusals show the server's text. */
export const passwordEditMutation = defineMutation('/api/user/password/edit', { loading: true, cancellable: true });
