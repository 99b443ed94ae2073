import { defineMutation } from '../query-helpers';

/** POST /api/user/user/login {username, password} → {token, role}; then `useSessionStore.getState().login(...)`. */
export const loginMutation = defineMutation('/api/user/user/login', { loading: true });
