import { defineQuery, type InitOf } from '@toufang/api';

const PATH = '/api/material/title/list';

/** POST /api/material/title/list: The company's titles, a page at a time, with labels, groups and figures. */
export const titlesQuery = (init: InitOf<'post', typeof PATH>) => defineQuery('post', PATH, init);
