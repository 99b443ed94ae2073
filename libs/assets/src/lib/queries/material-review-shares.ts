import { defineQuery, type InitOf } from '@toufang/api';

const PATH = '/api/material/review/share/list';

/** POST /api/material/review/share/list: The callers live share links (not expired, not revoked), newest first. */
export const materialReviewSharesQuery = (init: InitOf<'post', typeof PATH>) => defineQuery('post', PATH, init);
