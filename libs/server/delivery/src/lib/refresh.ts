// 刷新: a person asks the media now for the accounts on screen: their figures, what changed in their
// delivery objects, and their metrics (the metrics area's sync job, full). Each account at most once per
// DELIVERY.REFRESH_MIN_INTERVAL_MS, counted in the database so that every server process shares the count.
import { DELIVERY, type MediaCode } from '@toufang/domain';
import { sql } from 'kysely';
import type { Actor } from '@toufang/server-audit';
import { sqlOn, type Db } from '@toufang/server-db';
import { enqueueMetricsSync } from '@toufang/server-accounts';
import { scopedAccounts, type Scope } from './filters';
import { DELIVERY_TEXTS } from './texts';

export interface RefreshAnswer {
  queued: number[];
  skipped: { id: number; reason: string }[];
}

export async function refreshDelivery(db: Db, scope: Scope, actor: Actor, media: MediaCode, ids: readonly number[], now: Date): Promise<RefreshAnswer> {
  const accounts = await scopedAccounts(db, scope, media, ids);
  const auth = new Map(
    (
      await sqlOn(db)
        .selectFrom('media_authorizations')
        .select(['id', 'status'])
        .where('id', 'in', [...[...accounts.values()].map((a) => a.authorizationId ?? 0), 0])
        .execute()
    ).map((a) => [a.id, a.status]),
  );
  const skipped: RefreshAnswer['skipped'] = [];
  const askable = [...accounts.values()].filter((a) => {
    const ok = a.authorizationId !== null && auth.get(a.authorizationId) === 'active';
    if (!ok) skipped.push({ id: a.id, reason: DELIVERY_TEXTS.REFRESH_NO_AUTH });
    return ok;
  });
  const since = new Date(now.getTime() - DELIVERY.REFRESH_MIN_INTERVAL_MS);
  return db.transaction(async (tx) => {
    const q = sqlOn(tx);
    let queued: number[] = [];
    if (askable.length > 0) {
      // One statement decides for every account: a row older than the interval is taken, a newer one is not.
      const taken = await q
        .insertInto('delivery_refreshes')
        .values(askable.map((a) => ({ account_id: a.id, refreshed_at: now })))
        .onConflict((oc) =>
          oc
            .column('account_id')
            .doUpdateSet({ refreshed_at: sql<Date>`excluded.refreshed_at` })
            .where('delivery_refreshes.refreshed_at', '<=', since),
        )
        .returning('account_id')
        .execute();
      queued = taken.map((t) => t.account_id).sort((a, b) => a - b);
    }
    const waiting = askable.filter((a) => !queued.includes(a.id));
    if (waiting.length > 0) {
      const last = new Map(
        (await q.selectFrom('delivery_refreshes').select(['account_id', 'refreshed_at']).where('account_id', 'in', waiting.map((a) => a.id)).execute()).map((r) => [
          r.account_id,
          new Date(r.refreshed_at).getTime(),
        ]),
      );
      for (const a of waiting) {
        const seconds = Math.max(1, Math.ceil(((last.get(a.id) ?? now.getTime()) + DELIVERY.REFRESH_MIN_INTERVAL_MS - now.getTime()) / 1000));
        skipped.push({ id: a.id, reason: DELIVERY_TEXTS.REFRESH_TOO_SOON(seconds) });
      }
    }
    // The metrics area's sync, full: the accounts' figures, then what changed in their objects, then the metrics.
    if (queued.length > 0) await enqueueMetricsSync(tx, queued, { companyId: scope.customerId, actor, now, full: true });
    skipped.sort((a, b) => a.id - b.id);
    return { queued, skipped };
  });
}
