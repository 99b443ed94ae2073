import { defineQuery } from '../query-helpers';

/** The client name the desk sends as `source` for the 2.0 menu tree. */
export const MENU_SOURCE = 'web';

/** POST /api/user-pro/permission/my-tree {source} → MenuNode[] (empty under the legacy model). */
export const menuTreeQuery = (source: string = MENU_SOURCE) =>
  defineQuery('post', '/api/user-pro/permission/my-tree', { body: { source } });
