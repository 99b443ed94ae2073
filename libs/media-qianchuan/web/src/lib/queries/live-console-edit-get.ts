import { defineQuery } from '@toufang/api';

/** POST /api/live/console/edit/get {editId} → a console edit's progress and rows (as the delivery edit's). */
export const liveConsoleEditQuery = (editId: number) => defineQuery('post', '/api/live/console/edit/get', { body: { editId } });
