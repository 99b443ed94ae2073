import { defineQuery, type InitOf } from '@toufang/api';

const PATH = '/api/material/review/detail';

/** POST /api/material/review/detail: One material of the queue with its comments and the history of its verdicts. */
export const materialReviewQuery = (init: InitOf<'post', typeof PATH>) => defineQuery('post', PATH, init);
