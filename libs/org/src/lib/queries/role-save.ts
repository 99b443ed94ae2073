import { defineMutation } from '@toufang/api';

/**
 * POST /api/user-pro/role/save {id?, name, baseRole, description, menuTree, actions} → the saved role. Refusals
 * (409 name taken, 400) are silent: the editor shows them in place and keeps what was typed.
 */
export const saveRoleMutation = defineMutation('/api/user-pro/role/save', { silent: true });
