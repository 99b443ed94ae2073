import { defineMutation } from '@toufang/api';

/** POST /api/user/department/remove {id}. Refusal: 1301 while it holds users or children (the message says which). Silent: shown in place. */
export const removeDepartmentMutation = defineMutation('/api/user/department/remove', { silent: true });
