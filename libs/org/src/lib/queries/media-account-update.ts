import { defineMutation } from '@toufang/api';

/** POST /api/user/media_account/update {id, accountName?, remark?, product?, groupId?, projectId?, operatorIds?}. */
export const updateMediaAccountMutation = defineMutation('/api/user/media_account/update');
