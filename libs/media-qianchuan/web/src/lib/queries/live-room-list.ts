import { defineQuery, type Schemas } from '@toufang/api';

export type LiveRoomQuery = Schemas['LiveRoomQuery'];
export type LiveRoomRow = Schemas['LiveRoomRow'];
export type LiveRoomPage = Schemas['LiveRoomPage'];

/** POST /api/live/room/list → 工作台's streams of today in scope: state, start, online, 成交金额, orders, spend, ROI. */
export const liveRoomListQuery = (query: LiveRoomQuery) => defineQuery('post', '/api/live/room/list', { body: query });
