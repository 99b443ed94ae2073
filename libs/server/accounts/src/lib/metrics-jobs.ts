// The metrics sync as durable jobs: `metrics.sync` for some accounts (the demo seed's first fill, 刷新),
// and `metrics.sync-hourly` for every account of an active authorisation, ten minutes after the hourly
// account and object sync (its schedule is in schedules.ts, which only main.ts imports). Each runs syncMetrics in steps of accounts with a checkpoint after each step;
// inside an account the cursor table keeps the chunk it reached (sync.ts).
import type { Actor } from '@toufang/server-audit';
import { accountsByIds, refreshAccounts, type AccountRow } from './account-sync';
import { syncDeliveryObjects } from './delivery-objects';
import { raiseMonitorAlerts } from './monitor-alerts';
import type { MediaPorts, MetricsStore } from '@toufang/server-context';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { defineJob, enqueue, JobFailure, presentJobs, syncPresenter, type JobContext } from '@toufang/server-jobs';
import { chinaDate, chinaDay, DELIVERY } from '@toufang/domain';
import { addDays, syncMetrics, type MetricsSyncResult } from '@toufang/server-metrics';

export const METRICS_SCHEDULE = {
  /** Hourly, like the figures of today the media give. */
  EVERY_MS: 60 * 60_000,
  /** Ten minutes past the hour: after the account and object sync at the hour has stored what changed. */
  OFFSET_MS: 10 * 60_000,
  /** Accounts per step of a job (a checkpoint after each). */
  CHUNK: 20,
} as const;

export interface MetricsSyncPayload {
  /** Desk ids of the accounts; limited to the job's company when it has one. */
  accountIds: number[];
  /** Read the accounts and their delivery objects from the media first (刷新). */
  full?: boolean;
}

function isPayload(raw: unknown): raw is MetricsSyncPayload {
  if (typeof raw !== 'object' || raw === null || !('accountIds' in raw)) return false;
  const { accountIds, full } = raw as { accountIds: unknown; full?: unknown };
  return Array.isArray(accountIds) && accountIds.every(Number.isInteger) && (full === undefined || typeof full === 'boolean');
}

type Totals = Omit<MetricsSyncResult, 'busy'> & { busy: number };
const empty = (): Totals => ({ accounts: 0, rows: 0, refused: [], busy: 0 });

/** Sets of accounts, one step each, with the media's refusals recorded per account. */
async function runSteps(
  job: JobContext<unknown, { done: number; totals: Totals }>,
  rows: readonly AccountRow[],
  step: (chunk: readonly AccountRow[], ports: MediaPorts, store: MetricsStore) => Promise<MetricsSyncResult>,
): Promise<Totals> {
  const { metrics: store, media: ports } = job.server;
  let done = job.checkpoint?.done ?? 0;
  const totals = job.checkpoint?.totals ?? empty();
  while (done < rows.length && !job.signal.aborted) {
    const chunk = rows.slice(done, done + METRICS_SCHEDULE.CHUNK);
    const result = await step(chunk, ports, store);
    for (const refused of result.refused) {
      const account = chunk.find((r) => r.id === refused.accountId);
      await job.itemFailed(account ? `${account.account_name}（${account.account_id}）` : String(refused.accountId), refused.reason);
    }
    totals.accounts += result.accounts;
    totals.rows += result.rows;
    totals.refused.push(...result.refused);
    totals.busy += result.busy.length;
    done += chunk.length;
    await job.saveCheckpoint({ done, totals });
    await job.progress({ done, total: rows.length, step: '同步投放数据' });
  }
  return totals;
}

/** Accounts whose delivery objects were never synced (the metrics sync reads figures per object). */
async function withoutObjects(db: Db, rows: readonly AccountRow[]): Promise<AccountRow[]> {
  if (rows.length === 0) return [];
  const synced = new Set(
    (await sqlOn(db).selectFrom('delivery_sync_cursors').select('account_id').distinct().where('account_id', 'in', rows.map((r) => r.id)).execute()).map(
      (r) => r.account_id,
    ),
  );
  return rows.filter((r) => !synced.has(r.id));
}

/** Drops the figures the store no longer keeps, and everything of accounts removed from the desk. */
export async function tidyMetricsStore(db: Db, store: MetricsStore, now: Date): Promise<void> {
  const today = chinaDate(chinaDay(now.getTime()));
  const hoursFrom = (days: number) => `${addDays(today, -(days - 1))} 00:00`;
  await store.prune(addDays(today, -(DELIVERY.METRICS_DAYS - 1)), hoursFrom(DELIVERY.HOURLY_DAYS), hoursFrom(DELIVERY.ACCOUNT_HOURLY_DAYS));
  const held = await store.accountIds();
  if (held.length === 0) return;
  const present = new Set((await sqlOn(db).selectFrom('media_accounts').select('id').where('id', 'in', held).execute()).map((r) => r.id));
  const gone = held.filter((id) => !present.has(id));
  if (gone.length > 0) await store.forgetAccounts(gone);
}

export const metricsSyncJob = defineJob<MetricsSyncPayload, Totals, { done: number; totals: Totals }>(
  'metrics.sync',
  {
    title: '同步投放数据',
    background: true,
    parsePayload(raw) {
      if (!isPayload(raw)) throw new JobFailure('同步任务的账户列表无效');
      return raw;
    },
  },
  async (job) => {
    const rows = (await accountsByIds(job.db, job.payload.accountIds)).filter((r) => job.companyId === null || r.customer_id === job.companyId);
    return runSteps(job as JobContext<unknown, { done: number; totals: Totals }>, rows, async (chunk, ports, store) => {
      if (job.payload.full) {
        await refreshAccounts(job.db, ports, job.requestedBy, chunk, job.now());
        await syncDeliveryObjects(job.db, ports, await accountsByIds(job.db, chunk.map((r) => r.id)), job.now());
      } else {
        await syncDeliveryObjects(job.db, ports, await withoutObjects(job.db, chunk), job.now());
      }
      return syncMetrics(job.db, store, ports, await accountsByIds(job.db, chunk.map((r) => r.id)), job.now(), { owner: job.jobId, signal: job.signal });
    });
  },
);

presentJobs([metricsSyncJob.name], syncPresenter(metricsSyncJob, (totals) => `已同步${totals.accounts}个账户，${totals.rows}行数据`));

export const metricsHourlyJob = defineJob<Record<string, never>, Totals, { done: number; totals: Totals }>(
  'metrics.sync-hourly',
  { title: '每小时同步投放数据', background: true },
  async (job) => {
    const ids = await sqlOn(job.db)
      .selectFrom('media_accounts as a')
      .innerJoin('media_authorizations as z', 'z.id', 'a.authorization_id')
      .select('a.id')
      .where('z.status', '=', 'active')
      .orderBy('a.id')
      .execute();
    const rows = await accountsByIds(job.db, ids.map((r) => r.id));
    const totals = await runSteps(job as JobContext<unknown, { done: number; totals: Totals }>, rows, async (chunk, ports, store) => {
      await syncDeliveryObjects(job.db, ports, await withoutObjects(job.db, chunk), job.now());
      const result = await syncMetrics(job.db, store, ports, chunk, job.now(), { owner: job.jobId, signal: job.signal });
      // The rate monitors (点击率, 转化成本) read today's sums: checked again once the hour's figures are in.
      await raiseMonitorAlerts(job.db, chunk.map((r) => r.id), job.now(), store);
      return result;
    });
    if (!job.signal.aborted) await tidyMetricsStore(job.db, job.server.metrics, job.now());
    return totals;
  },
);

/**
 * Enqueues a metrics sync of some accounts (刷新: `full` reads the accounts and their objects from the media
 * first). Pass the caller's transaction to enqueue with its other writes.
 */
export function enqueueMetricsSync(
  target: Queryable,
  accountIds: readonly number[],
  options: { companyId: number | null; actor: Actor; now?: Date; full?: boolean; dedupeKey?: string },
) {
  return enqueue(target, metricsSyncJob, { accountIds: [...accountIds], ...(options.full ? { full: true } : {}) }, {
    companyId: options.companyId,
    actor: options.actor,
    now: options.now,
    dedupeKey: options.dedupeKey,
  });
}
