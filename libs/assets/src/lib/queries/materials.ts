import { defineQuery, type InitOf } from '@toufang/api';

const PATH = '/api/material/list';

/** POST /api/material/list: The materials the caller sees, a page at a time, with their labels, pushes and signed links. */
export const materialsQuery = (init: InitOf<'post', typeof PATH>) => defineQuery('post', PATH, init);
