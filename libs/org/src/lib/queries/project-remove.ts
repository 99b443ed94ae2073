import { defineMutation } from '@toufang/api';

/** POST /api/user/project/remove {id}: its accounts stay, outside any project. */
export const removeProjectMutation = defineMutation('/api/user/project/remove');
