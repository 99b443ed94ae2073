// A room's source for its producer (docs/design/live-home.md §4.3): the 抖音号's streams and figures through the
// account's gateway (paced like any media call), and the stream's closed minutes in live_room_minutes, upserted by
// (stream, minute) so two writers (a second process, the alerts job) write the same rows. A stream the rooms job has
// not listed yet gets its live_rooms row here.
import { chinaDate, chinaDay } from '@toufang/domain';
import { isMediaError, type MediaGateway } from '@toufang/server-media';
import type { Db } from '@toufang/server-db';
import { LIVE_STREAM_TEXTS as T, type LiveStreamInfo } from './events';
import { storedMinutes, storeMinutes } from '../minutes';
import type { RoomSource } from './producer';

export interface SourceAccount {
  /** media_accounts.id */
  id: number;
  customerId: number;
  /** The account's media id (巨量千川's advertiser id). */
  advertiserId: string;
}

/** The media's words for a failed fetch, as the `late` event carries them (§4.3, §7). */
export function lateOf(error: unknown): ReturnType<RoomSource['lateOf']> {
  if (isMediaError(error)) {
    if (error.kind === 'rate_limited' || error.kind === 'locked_out') {
      return { reason: 'rate_limited', message: `${T.LATE_RATE_LIMITED}：${error.mediaMessage}`, retryAfterMs: error.retryAfterMs ?? (error.until ? error.until - Date.now() : undefined) };
    }
    if (error.kind === 'auth_expired' || error.kind === 'auth_revoked') return { reason: 'auth', message: T.AUTH_EXPIRED };
    return { reason: 'unavailable', message: `${T.LATE_UNAVAILABLE}：${error.mediaMessage}` };
  }
  return { reason: 'unavailable', message: T.LATE_UNAVAILABLE };
}

export function roomSource(db: Db, gateway: () => MediaGateway, account: SourceAccount, awemeId: string, mediaNow: () => number): RoomSource {
  const advertiserId = account.advertiserId;
  /** live_rooms.id by the media's roomId. */
  const rowIds = new Map<string, number>();

  async function rowIdOf(stream: LiveStreamInfo): Promise<number> {
    const known = rowIds.get(stream.roomId);
    if (known !== undefined) return known;
    const rows = await db.query<{ id: number }>(
      `INSERT INTO live_rooms (company_id, account_id, aweme_id, room_id, title, started_at, ended_at, state)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (account_id, room_id) DO UPDATE SET title = EXCLUDED.title, ended_at = EXCLUDED.ended_at, state = EXCLUDED.state
       RETURNING id`,
      [account.customerId, account.id, awemeId, stream.roomId, stream.title, stream.startedAt, stream.endedAt, stream.state],
    );
    rowIds.set(stream.roomId, rows[0].id);
    return rows[0].id;
  }

  return {
    async stream() {
      // Today and yesterday by the media's clock: a 24-hour stream began yesterday at 06:00.
      const today = chinaDay(mediaNow());
      const rooms = await gateway().live(advertiserId, (live, token) =>
        live.listRooms(token, { advertiserId, from: chinaDate(today - 1), to: chinaDate(today), awemeIds: [awemeId] }),
      );
      const mine = rooms.filter((room) => room.awemeId === awemeId);
      const pick = mine.find((room) => room.state === 'living') ?? mine.sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt))[0];
      if (!pick) return null;
      const stream: LiveStreamInfo = { roomId: pick.roomId, title: pick.title, startedAt: pick.startedAt, endedAt: pick.endedAt, state: pick.state };
      rowIds.delete(stream.roomId);
      await rowIdOf(stream);
      return stream;
    },
    figures: (roomId, sinceMinute, limit) => gateway().live(advertiserId, (live, token) => live.roomFigures(token, { advertiserId, roomId, sinceMinute, limit })),
    products: (roomId) => gateway().live(advertiserId, (live, token) => live.roomProducts(token, { advertiserId, roomId })),
    traffic: (roomId) => gateway().live(advertiserId, (live, token) => live.roomTraffic(token, { advertiserId, roomId })),
    storedMinutes: async (stream, sinceMinute) => storedMinutes(db, await rowIdOf(stream), sinceMinute),
    storeMinutes: async (stream, minutes) => storeMinutes(db, await rowIdOf(stream), minutes),
    lateOf,
  };
}
