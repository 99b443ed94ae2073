import { defineQuery, type InitOf } from '@toufang/api';

const PATH = '/api/material/title-group/list';

/** POST /api/material/title-group/list: The company's title groups, a page at a time, each with its titles in order and figures. */
export const titleGroupsQuery = (init: InitOf<'post', typeof PATH>) => defineQuery('post', PATH, init);
