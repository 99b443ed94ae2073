// A robot's sends counted per minute (and Feishu's per second) in notify_rate (docs/design/tools.md §4.4): one
// upsert per window that adds one only while the window has room, in one transaction, so every server process
// keeps the same limit. Over it, the answer is the start of the next window with room (pace of
// @toufang/server-notify for the arithmetic).
import { sqlOn, type Db, type NotifyChannelKind, type Queryable } from '@toufang/server-db';
import { CHANNEL_LIMITS, MINUTE_MS, SECOND_MS, windowOf, type PaceDecision } from '@toufang/server-notify';
import { sql } from 'kysely';

class Full extends Error {
  constructor(readonly notBefore: number) {
    super('window full');
  }
}

async function take(tx: Queryable, key: string, kind: 'minute' | 'second', start: number, limit: number): Promise<boolean> {
  const row = await sqlOn(tx)
    .insertInto('notify_rate')
    .values({ channel_key: key, kind, window_start: new Date(start), n: 1 })
    .onConflict((oc) =>
      oc
        .columns(['channel_key', 'kind', 'window_start'])
        .doUpdateSet({ n: sql<number>`notify_rate.n + 1` })
        .where('notify_rate.n', '<', limit),
    )
    .returning('n')
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts one send of the robot now when its windows have room; otherwise when it may go. */
export async function reserveSend(db: Db, kind: NotifyChannelKind, key: string, nowMs: number): Promise<PaceDecision> {
  const limit = CHANNEL_LIMITS[kind];
  const minute = windowOf(nowMs, MINUTE_MS);
  const second = windowOf(nowMs, SECOND_MS);
  try {
    await db.transaction(async (tx) => {
      if (limit.perSecond !== undefined && !(await take(tx, key, 'second', second.start, limit.perSecond))) throw new Full(second.end);
      if (limit.perMinute !== undefined && !(await take(tx, key, 'minute', minute.start, limit.perMinute))) throw new Full(minute.end);
      // Windows that have passed are of no use to anyone.
      await sqlOn(tx).deleteFrom('notify_rate').where('channel_key', '=', key).where('window_start', '<', new Date(minute.start - MINUTE_MS)).execute();
    });
  } catch (error) {
    if (error instanceof Full) return { send: false, notBefore: error.notBefore };
    throw error;
  }
  return { send: true };
}
