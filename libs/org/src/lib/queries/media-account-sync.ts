import { defineMutation } from '@toufang/api';

/** POST /api/user/media_account/sync {ids}: reads balance, budget, today's cost and status from the media now. */
export const syncMediaAccountsMutation = defineMutation('/api/user/media_account/sync');
