// POST /api/material/title-group/list: the title library's groups, newest first (标题组 from the library).
import { defineQuery } from '@toufang/api';

export const TITLE_GROUPS_PAGE = 100;

export const titleGroupsQuery = (keyword: string) =>
  defineQuery('post', '/api/material/title-group/list', {
    body: { current: 1, size: TITLE_GROUPS_PAGE, sort: 'createTime', order: 'desc', ...(keyword ? { keyword } : {}) },
  });
