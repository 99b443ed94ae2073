import { defineQuery, type Schemas } from '@toufang/api';

export type LiveAlertRow = Schemas['LiveAlert'];

/** POST /api/live/alert/list → 预警记录: the alerts raised for rooms in scope, newest first, paged. */
export const liveAlertListQuery = (query: Schemas['LiveAlertQuery']) => defineQuery('post', '/api/live/alert/list', { body: query });
