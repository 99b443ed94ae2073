import { defineQuery, type InitOf } from '@toufang/api';

const PATH = '/api/material/push/detail';

/** POST /api/material/push/detail: A push: its progress and each material × account result. */
export const materialPushQuery = (init: InitOf<'post', typeof PATH>) => defineQuery('post', PATH, init);
