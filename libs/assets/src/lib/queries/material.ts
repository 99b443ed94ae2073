import { defineQuery, type InitOf } from '@toufang/api';

const PATH = '/api/material/detail';

/** POST /api/material/detail: One material the caller sees. */
export const materialQuery = (init: InitOf<'post', typeof PATH>) => defineQuery('post', PATH, init);
