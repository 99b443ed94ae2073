import { defineQuery, type InitOf } from '@toufang/api';

const PATH = '/api/material/review/list';

/** POST /api/material/review/list: The review queue: the materials the caller sees with their verdict, a page at a time, and the count per state. */
export const materialReviewsQuery = (init: InitOf<'post', typeof PATH>) => defineQuery('post', PATH, init);
