import { defineMutation } from '@toufang/api';

/**
 * POST /api/user/department/save {id?, name, parentId?} → the saved department. Refusal: 409 a sibling has
 * the name. Silent: the dialog shows it in place.
 */
export const saveDepartmentMutation = defineMutation('/api/user/department/save', { silent: true });
