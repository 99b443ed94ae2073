import { defineMutation, defineQuery } from '../query-helpers';

/** POST /api/user/list_columns/get {listId} → {listId, columns}: the caller's saved columns of a list (null: the defaults). */
export const listColumnsQuery = (listId: string) => defineQuery('post', '/api/user/list_columns/get', { body: { listId } });

/** POST /api/user/list_columns/save {listId, columns}; after it, invalidate `listColumnsQuery(listId).queryKey`. */
export const saveListColumnsMutation = defineMutation('/api/user/list_columns/save');

/** POST /api/list/export {listId, query} → the export: ready with a single-use url, or queued (a TASK message follows). */
export const exportListMutation = defineMutation('/api/list/export');
