import { defineMutation } from '../query-helpers';

/** POST /api/user/user/logout: revokes the token on the server; silent, the desk logs out locally anyway. */
export const logoutMutation = defineMutation('/api/user/user/logout', { silent: true });
