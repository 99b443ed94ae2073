import { defineQuery, type InitOf } from '@toufang/api';

const PATH = '/api/material/push/targets';

/** POST /api/material/push/targets: Where the chosen materials may be pushed: the accounts, and what each media refuses of them. */
export const materialPushTargetsQuery = (init: InitOf<'post', typeof PATH>) => defineQuery('post', PATH, init);
