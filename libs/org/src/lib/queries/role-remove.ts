import { defineMutation } from '@toufang/api';

/** POST /api/user-pro/role/remove {id}. Refused (1301, the reason in Chinese) while users hold it; the dialog shows it. */
export const removeRoleMutation = defineMutation('/api/user-pro/role/remove', { silent: true });
