// 刷新: a person asks the media now for the accounts on screen: their figures, what changed in their
// delivery objects, and their metrics. Each account at most once per DELIVERY.REFRESH_MIN_INTERVAL_MS,
// counted in the database so that every server process shares the count.
import { DELIVERY, type MediaCode } from '@toufang/domain';
import { sql } from 'kysely';
import { accountsByIds, refreshAccounts } from '../accounts/accounts';
import { syncDeliveryObjects } from '../accounts/delivery-objects';
import type { Actor } from '../audit/actor';
import type { Db } from '../db/db';
import { sqlOn } from '../db/kysely';
import { defineJob, enqueue, JobFailure } from '../jobs';
import { scopedAccounts, type Scope } from './filters';
import { deliveryPorts } from './ports';
import { DELIVERY_TEXTS } from './texts';

export interface RefreshPayload {
  accountIds: number[];
}

type MetricsSync = (db: Db, accountIds: readonly number[], now: Date) => Promise<void>;
let metricsSync: MetricsSync | null = null;

/** The metrics store's sync of some accounts (the metrics area provides it; without one only objects sync). */
export function provideDeliveryMetricsSync(sync: MetricsSync | null): void {
  metricsSync = sync;
}

export const deliveryRefreshJob = defineJob<RefreshPayload, { accounts: number; objects: number }>(
  'delivery.refresh',
  {
    title: '刷新投放数据',
    parsePayload(raw) {
      const ids = (raw as { accountIds?: unknown } | null)?.accountIds;
      if (!Array.isArray(ids) || !ids.every(Number.isInteger)) throw new JobFailure('刷新任务的账户列表无效');
      return { accountIds: ids as number[] };
    },
  },
  async (job) => {
    const ports = deliveryPorts(job.db);
    const rows = (await accountsByIds(job.db, job.payload.accountIds)).filter((r) => job.companyId === null || r.customer_id === job.companyId);
    await refreshAccounts(job.db, ports, job.requestedBy, rows, job.now());
    const { objects } = await syncDeliveryObjects(job.db, ports, rows, job.now());
    await job.progress({ done: 1, total: 2, step: '同步投放对象' });
    if (metricsSync) await metricsSync(job.db, rows.map((r) => r.id), job.now());
    await job.progress({ done: 2, total: 2, step: '同步指标数据' });
    return { accounts: rows.length, objects };
  },
);

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
    if (queued.length > 0) await enqueue(tx, deliveryRefreshJob, { accountIds: queued }, { companyId: scope.customerId, actor, now });
    skipped.sort((a, b) => a.id - b.id);
    return { queued, skipped };
  });
}
