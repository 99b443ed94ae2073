import { defineQuery, type InitOf } from '@toufang/api';

const PATH = '/api/material/limits';

/** POST /api/material/limits: Each media's format limits on a material file, for the upload page's checks before any byte is sent. */
export const materialLimitsQuery = (init: InitOf<'post', typeof PATH>) => defineQuery('post', PATH, init);
