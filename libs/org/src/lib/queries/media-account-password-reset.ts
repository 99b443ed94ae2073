import { defineMutation } from '@toufang/api';

/** POST /api/user/media_account/password/reset {id} → {password}, shown once: the desk keeps only its hash. */
export const resetMediaAccountPasswordMutation = defineMutation('/api/user/media_account/password/reset');
