import { defineQuery, type InitOf } from '@toufang/api';

const PATH = '/api/material/summary';

/** POST /api/material/summary: Figures per material (by MD5, across accounts and media) and per designer over a range, with the top materials. */
export const materialSummaryQuery = (init: InitOf<'post', typeof PATH>) => defineQuery('post', PATH, init);
