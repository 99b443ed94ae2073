// A stream's closed minutes in live_room_minutes (docs/design/live-home.md §4.1): the one writer and reader that
// the alerts job and the screen's producer share. Rows are upserted by (stream, minute), so two writers (the job, a
// producer, a second process) write the same rows.
import { DAY_MS, LIVE_LIMITS, type LiveMinute } from '@toufang/domain';
import { sqlOn, type Queryable } from '@toufang/server-db';

/** Stores closed minutes, a page per statement (well under PostgreSQL's parameter limit). */
export async function storeMinutes(db: Queryable, liveRoomId: number, minutes: readonly LiveMinute[]): Promise<void> {
  for (let start = 0; start < minutes.length; start += LIVE_LIMITS.FIGURES_PAGE_MINUTES) {
    const page = minutes.slice(start, start + LIVE_LIMITS.FIGURES_PAGE_MINUTES);
    await sqlOn(db)
      .insertInto('live_room_minutes')
      .values(
        page.map((m) => ({
          live_room_id: liveRoomId,
          minute: m.minute,
          at: m.at,
          online: m.online,
          entries: m.entries,
          watch: m.watch,
          orders: m.orders,
          gmv_fen: m.gmvFen,
          refunds: m.refunds,
          refund_fen: m.refundFen,
          cost_fen: m.costFen,
          ad_orders: m.adOrders,
          ad_gmv_fen: m.adGmvFen,
          ad_entries: m.adEntries,
        })),
      )
      .onConflict((oc) => oc.columns(['live_room_id', 'minute']).doNothing())
      .execute();
  }
}

/** The stored minutes after `sinceMinute`, oldest first; at most the latest `limit` (a screen's replay). */
export async function storedMinutes(db: Queryable, liveRoomId: number, sinceMinute = -1, limit = LIVE_LIMITS.REPLAY_MAX_MINUTES): Promise<LiveMinute[]> {
  const rows = await sqlOn(db)
    .selectFrom('live_room_minutes')
    .selectAll()
    .where('live_room_id', '=', liveRoomId)
    .where('minute', '>', sinceMinute)
    .orderBy('minute', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((r) => ({
    minute: r.minute,
    at: new Date(r.at).toISOString(),
    online: r.online,
    entries: r.entries,
    watch: r.watch,
    orders: r.orders,
    gmvFen: Number(r.gmv_fen),
    refunds: r.refunds,
    refundFen: Number(r.refund_fen),
    costFen: Number(r.cost_fen),
    adOrders: r.ad_orders,
    adGmvFen: Number(r.ad_gmv_fen),
    adEntries: r.ad_entries,
  }));
}

/**
 * Deletes the minute rows older than LIVE_LIMITS.MINUTES_KEPT_DAYS (design §4.1), by stream: streams that began
 * before the line lose every row of theirs older than it. Answers the rows deleted.
 */
export async function pruneMinutes(db: Queryable, mediaNow: number): Promise<number> {
  const line = new Date(mediaNow - LIVE_LIMITS.MINUTES_KEPT_DAYS * DAY_MS);
  const result = await sqlOn(db)
    .deleteFrom('live_room_minutes')
    .where('live_room_id', 'in', (eb) => eb.selectFrom('live_rooms').select('id').where('started_at', '<', line))
    .where('at', '<', line)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
