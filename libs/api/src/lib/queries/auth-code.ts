import { defineMutation } from '../query-helpers';

/** POST /api/open_api/user/auth_code {authCode} → {token, role}; silent: a failure goes to error-authorization. */
export const authCodeMutation = defineMutation('/api/open_api/user/auth_code', { silent: true });
