import { defineQuery, type Schemas } from '@toufang/api';

export type LiveRoom = Schemas['LiveRoom'];
export type LiveAwemeRef = Schemas['LiveAwemeRef'];

/** POST /api/live/room/get {accountId (media id), awemeId} → the room's header and its current or latest stream. */
export const liveRoomGetQuery = (ref: LiveAwemeRef) => defineQuery('post', '/api/live/room/get', { body: ref });
