import { defineQuery, type InitOf } from '@toufang/api';

const PATH = '/api/material/summary/trend';

/** POST /api/material/summary/trend: The summed figures of the same materials per China day of the range. */
export const materialSummaryTrendQuery = (init: InitOf<'post', typeof PATH>) => defineQuery('post', PATH, init);
