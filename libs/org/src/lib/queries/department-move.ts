import { defineMutation } from '@toufang/api';

/** POST /api/user/department/move {id, parentId} (null: top level). Refusal: 1301 under itself or below. Silent: shown in place. */
export const moveDepartmentMutation = defineMutation('/api/user/department/move', { silent: true });
