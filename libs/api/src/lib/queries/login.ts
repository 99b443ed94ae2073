import { defineMutation } from '../query-helpers';

/**
 * POST /api/user/user/login {username, password} → {token, role}; then `useSessionStore.getState().login(...)`.
 * Silent: the login page shows the server's message beside the form, not as a toast too.
 */
export const loginMutation = defineMutation('/api/user/user/login', { loading: true, silent: true });
