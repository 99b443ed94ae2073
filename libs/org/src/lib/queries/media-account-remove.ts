import { defineMutation } from '@toufang/api';

/** POST /api/user/media_account/remove {ids} → {count}. */
export const removeMediaAccountsMutation = defineMutation('/api/user/media_account/remove');
