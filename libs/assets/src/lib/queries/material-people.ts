import { defineQuery, type InitOf } from '@toufang/api';

const PATH = '/api/material/people';

/** POST /api/material/people: The designers and uploaders the material filters and the designer choice offer. */
export const materialPeopleQuery = (init: InitOf<'post', typeof PATH>) => defineQuery('post', PATH, init);
