// The metrics sync: brings the store's figures of some accounts up to date from their media, through the
// gateway (so within each media's pacing and report size).
//
// Per account: mirror the table attributes of what changed in delivery_objects (and of the account
// itself), then for every level of its media read report(day) from the last synced day (the first time:
// DELIVERY.METRICS_DAYS back) to today and report(hour) for the last DELIVERY.HOURLY_DAYS days, one chunk
// of limits.reportIds objects per call, each chunk written as a replace of those objects' days; then the
// account's own rows, the sum of its delivering levels; last, the figures of the desk's materials pushed
// to the account (material-sync.ts). The cursor row (009_metrics_sync.sql) records each
// chunk done, so a restart reads again at most the chunk it was in; a claim on the row keeps two syncs of
// one account from running side by side. Every write replaces, so reading anything twice changes nothing.
import { randomUUID } from 'node:crypto';
import { type BaseSums, chinaDate, chinaDateStart, chinaDay, DELIVERY, DELIVERY_STATUS_FILTERS, deliveryStatusClass, type DeliveryStatusClass, type MediaCode, ZERO_SUMS } from '@toufang/domain';
import type { MediaPorts, MetricRow, MetricsStore, ObjectDim } from '@toufang/server-context';
import { sqlOn, type Database, type Db, type MetricsSyncTables, type SyncRun } from '@toufang/server-db';
import type { Selectable } from 'kysely';
import { isMediaError, type ObjectLevel, type ReportRow } from '@toufang/server-media';
import { addDays, day as checkDay, MONEY_BASES } from './sql';
import { pushedCopies, syncMaterialChunk } from './material-sync';

/** A media account as its table stores it (the accounts area reads them, in the caller's scope). */
export type AccountRow = Selectable<Database['media_accounts']>;

/** The sync's own figures (this project's choices, docs/decisions.md). */
export const METRICS_SYNC = {
  /**
   * Accounts synced side by side. The gateway spaces the calls to one account (a tenth to a fifth of a
   * second, and a per-minute budget), so the sync of many small accounts waits mostly on that spacing.
   */
  CONCURRENCY: 16,
  /** A claim on an account's sync lasts this long unless renewed (every chunk renews it). */
  CLAIM_MS: 10 * 60_000,
  /** Objects' attributes written to the store per call. */
  DIMS_CHUNK: 5_000,
} as const;

/** The account level's status class of a media account's status. */
export const ACCOUNT_STATUS_CLASS: Readonly<Record<'active' | 'frozen' | 'pending', DeliveryStatusClass>> = {
  active: 'enabled',
  frozen: 'paused',
  pending: 'reviewing',
};

const ALL_CLASSES = DELIVERY_STATUS_FILTERS.map((f) => f.value).filter((v): v is DeliveryStatusClass => v !== 'all');

/** The port's report names to the vocabulary's base sums. */
export function sumsOfReport(row: ReportRow): BaseSums {
  return {
    cost: row.cost,
    show: row.impressions,
    click: row.clicks,
    convert: row.conversions,
    active: row.activations,
    register: row.registrations,
    pay: row.pays,
    payAmount: row.payAmount,
  };
}

export interface MetricsSyncResult {
  /** Accounts brought up to date. */
  accounts: number;
  /** Figure rows written (daily and hourly). */
  rows: number;
  /** Accounts the media refused, with its Chinese reason (synced again next time, from where they stopped). */
  refused: { accountId: number; reason: string }[];
  /** Accounts another sync was already running. */
  busy: number[];
}

export interface MetricsSyncOptions {
  /** Who claims the accounts (a job id, so that a restarted job takes its own claims back); default a new id. */
  owner?: string;
  /** Stops between chunks (the job was cancelled or lost its lease). */
  signal?: AbortSignal;
}

type Step = { kind: 'level'; level: ObjectLevel; granularity: 'day' | 'hour' } | { kind: 'account' } | { kind: 'materials' };

const cursors = (db: Db) => sqlOn(db).withTables<MetricsSyncTables>();

/** Runs `work` on every item, at most `limit` at a time. */
async function forEachConcurrently<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** 00:00 China time of a China date, as an instant. */
const dayStart = (date: string) => chinaDateStart(checkDay(date));

/** Brings the metrics of these accounts up to date; accounts without an active authorisation are skipped. */
export async function syncMetrics(
  db: Db,
  store: MetricsStore,
  ports: MediaPorts,
  accounts: readonly AccountRow[],
  now: Date,
  options: MetricsSyncOptions = {},
): Promise<MetricsSyncResult> {
  const owner = options.owner ?? randomUUID();
  const started = performance.now();
  // Claims are timed on the caller's clock, moved on by the time the sync itself has taken.
  const clock = () => new Date(now.getTime() + (performance.now() - started));
  const today = chinaDate(chinaDay(now.getTime()));
  const result: MetricsSyncResult = { accounts: 0, rows: 0, refused: [], busy: [] };

  const claim = async (accountId: number) => {
    await cursors(db).insertInto('metrics_sync_cursors').values({ account_id: accountId }).onConflict((oc) => oc.column('account_id').doNothing()).execute();
    const at = clock();
    return cursors(db)
      .updateTable('metrics_sync_cursors')
      .set({ owner, owned_until: new Date(at.getTime() + METRICS_SYNC.CLAIM_MS) })
      .where('account_id', '=', accountId)
      .where((eb) => eb.or([eb('owner', 'is', null), eb('owner', '=', owner), eb('owned_until', '<', at)]))
      .returningAll()
      .executeTakeFirst();
  };

  /** Saves the run's progress and renews the claim; false when the claim was lost (another sync took over). */
  const save = async (accountId: number, run: SyncRun): Promise<boolean> => {
    const saved = await cursors(db)
      .updateTable('metrics_sync_cursors')
      .set({ run: JSON.stringify(run), owned_until: new Date(clock().getTime() + METRICS_SYNC.CLAIM_MS) })
      .where('account_id', '=', accountId)
      .where('owner', '=', owner)
      .executeTakeFirst();
    return Number(saved.numUpdatedRows) > 0;
  };

  const release = (accountId: number) =>
    cursors(db).updateTable('metrics_sync_cursors').set({ owner: null, owned_until: null }).where('account_id', '=', accountId).where('owner', '=', owner).execute();

  await forEachConcurrently(accounts, METRICS_SYNC.CONCURRENCY, async (row) => {
    if (options.signal?.aborted || row.authorization_id === null) return;
    const auth = await sqlOn(db).selectFrom('media_authorizations').select('status').where('id', '=', row.authorization_id).executeTakeFirst();
    if (auth?.status !== 'active') return;
    const cursor = await claim(row.id);
    if (!cursor) {
      result.busy.push(row.id);
      return;
    }
    const media = row.media_code as MediaCode;
    const port = ports.port(media);
    const gateway = ports.gateway(media, row.authorization_id);
    try {
      await mirrorDims(db, store, row, cursor.objects_seen_at);
      const from = cursor.synced_day ?? addDays(today, -(DELIVERY.METRICS_DAYS - 1));
      const hoursFrom = addDays(today, -(DELIVERY.HOURLY_DAYS - 1));
      let run: SyncRun = cursor.run ?? { from, to: today, hourFrom: from > hoursFrom ? from : hoursFrom, step: 0, afterId: '' };
      const steps: Step[] = [
        ...port.levels.flatMap((spec) => (['day', 'hour'] as const).map((granularity) => ({ kind: 'level' as const, level: spec.level, granularity }))),
        { kind: 'account' },
        // Last, so a run saved before this step existed keeps its place.
        { kind: 'materials' },
      ];
      const delivering = port.levels.filter((spec) => spec.delivers).map((spec) => spec.level);
      for (; run.step < steps.length; run = { ...run, step: run.step + 1, afterId: '' }) {
        const step = steps[run.step];
        if (step.kind === 'account') {
          const written = await writeAccountRows(store, row, delivering, run);
          result.rows += written;
          continue;
        }
        if (step.kind === 'materials') {
          // The desk's pushed materials in this account, a report chunk at a time (material-sync.ts).
          for (;;) {
            if (options.signal?.aborted) return;
            const copies = await pushedCopies(db, row.id, run.afterId, port.limits.reportIds);
            if (copies.length === 0) break;
            result.rows += await syncMaterialChunk(db, store, gateway, row, copies, run.from, run.to);
            run = { ...run, afterId: copies[copies.length - 1].mediaMaterialId };
            const last = copies.length < port.limits.reportIds;
            if (!(await save(row.id, last ? { ...run, step: run.step + 1, afterId: '' } : run))) return;
            if (last) break;
          }
          continue;
        }
        const rangeFrom = step.granularity === 'day' ? run.from : run.hourFrom;
        for (;;) {
          if (options.signal?.aborted) return;
          const ids = await objectIds(db, row.id, step.level, run.afterId, dayStart(rangeFrom), port.limits.reportIds);
          if (ids.length === 0) break;
          const reports = await gateway.report({ advertiserId: row.account_id, level: step.level, ids, granularity: step.granularity, from: rangeFrom, to: run.to });
          const rows: MetricRow[] = reports.map((r) => ({
            media,
            level: step.level,
            objectId: r.id,
            customerId: row.customer_id,
            accountId: row.id,
            time: r.time,
            sums: sumsOfReport(r),
          }));
          const scope = { customerId: row.customer_id, media, level: step.level, objectIds: ids, from: rangeFrom, to: run.to };
          if (step.granularity === 'day') await store.writeDaily(rows, scope);
          else await store.writeHourly(rows, scope);
          result.rows += rows.length;
          run = { ...run, afterId: ids[ids.length - 1] };
          // A short chunk is the step's last: the saved place is then the next step.
          const last = ids.length < port.limits.reportIds;
          if (!(await save(row.id, last ? { ...run, step: run.step + 1, afterId: '' } : run))) return;
          if (last) break;
        }
      }
      await cursors(db)
        .updateTable('metrics_sync_cursors')
        .set({ synced_day: run.to, synced_at: now, run: null, owner: null, owned_until: null })
        .where('account_id', '=', row.id)
        .where('owner', '=', owner)
        .execute();
      result.accounts += 1;
    } catch (error) {
      if (!isMediaError(error)) throw error;
      result.refused.push({ accountId: row.id, reason: error.message });
    } finally {
      await release(row.id);
    }
  });
  return result;
}

/** The account's objects of a level after `afterId`, in id order: those that may have figures since `since`. */
async function objectIds(db: Db, accountId: number, level: ObjectLevel, afterId: string, since: Date, limit: number): Promise<string[]> {
  const rows = await sqlOn(db)
    .selectFrom('delivery_objects')
    .select('object_id')
    .where('account_id', '=', accountId)
    .where('level', '=', level)
    .where('object_id', '>', afterId)
    // Deleted before the range began: nothing to read.
    .where((eb) => eb.or([eb('opt_status', '<>', 'deleted'), eb('modified_at', '>=', since)]))
    .orderBy('object_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.object_id);
}

const fen = (value: string | number | null) => (value === null ? null : Number(value));

/** Writes the attributes of the account and of its objects stored since `seenAt` (all of them the first time). */
async function mirrorDims(db: Db, store: MetricsStore, row: AccountRow, seenAt: Date | null): Promise<void> {
  const media = row.media_code as MediaCode;
  const account: ObjectDim = {
    media,
    level: 'account',
    objectId: String(row.id),
    customerId: row.customer_id,
    accountId: row.id,
    parentId: null,
    name: row.account_name,
    status: ACCOUNT_STATUS_CLASS[row.status],
    budgetFen: fen(row.daily_budget_fen),
    bidFen: null,
    createdAt: new Date(row.created_at).getTime(),
  };
  let query = sqlOn(db)
    .selectFrom('delivery_objects')
    .select(['object_id', 'level', 'parent_id', 'name', 'opt_status', 'review', 'budget_fen', 'bid_fen', 'created_at', 'synced_at'])
    .where('account_id', '=', row.id);
  // The same instant again (>=): the object sync stamps a whole run with one time.
  if (seenAt) query = query.where('synced_at', '>=', seenAt);
  const objects = await query.orderBy('object_id').execute();
  for (let i = 0; i === 0 || i < objects.length; i += METRICS_SYNC.DIMS_CHUNK) {
    await store.upsertObjects([
      ...(i === 0 ? [account] : []),
      ...objects.slice(i, i + METRICS_SYNC.DIMS_CHUNK).map((o) => ({
        media,
        level: o.level,
        objectId: o.object_id,
        customerId: row.customer_id,
        accountId: row.id,
        // A top level sits under its account: the drill-down from an account is a parentId like any other.
        parentId: o.parent_id ?? String(row.id),
        name: o.name,
        status: deliveryStatusClass(o.opt_status, o.review),
        budgetFen: fen(o.budget_fen),
        bidFen: fen(o.bid_fen),
        createdAt: new Date(o.created_at).getTime(),
      })),
    ]);
  }
  if (objects.length > 0) {
    const latest = objects.reduce((max, o) => (new Date(o.synced_at) > max ? new Date(o.synced_at) : max), new Date(0));
    await cursors(db).updateTable('metrics_sync_cursors').set({ objects_seen_at: latest }).where('account_id', '=', row.id).execute();
  }
}

/** The account's own rows over the run's days and hours: the sums of its delivering levels, from the store. */
async function writeAccountRows(store: MetricsStore, row: AccountRow, delivering: readonly ObjectLevel[], run: SyncRun): Promise<number> {
  const media = row.media_code as MediaCode;
  let written = 0;
  for (const granularity of ['day', 'hour'] as const) {
    const from = granularity === 'day' ? run.from : run.hourFrom;
    const totals = new Map<string, BaseSums>();
    for (const level of delivering) {
      const [series] = await store.trend({ customerId: row.customer_id, media, level, from, to: run.to, accountIds: [row.id], statuses: ALL_CLASSES, granularity });
      for (const point of series?.points ?? []) totals.set(point.time, addSums(totals.get(point.time) ?? ZERO_SUMS, point.sums));
    }
    const rows: MetricRow[] = [...totals]
      .filter(([, sums]) => Object.values(sums).some((v) => v !== 0))
      .map(([time, sums]) => ({ media, level: 'account', objectId: String(row.id), customerId: row.customer_id, accountId: row.id, time, sums }));
    const scope = { customerId: row.customer_id, media, level: 'account', objectIds: [String(row.id)], from, to: run.to };
    if (granularity === 'day') await store.writeDaily(rows, scope);
    else await store.writeHourly(rows, scope);
    written += rows.length;
  }
  return written;
}

/** Money added in 分, so sums of many rows stay exact to the 分. */
function addSums(a: BaseSums, b: BaseSums): BaseSums {
  const out = {} as Record<keyof BaseSums, number>;
  for (const key of Object.keys(a) as (keyof BaseSums)[]) {
    out[key] = MONEY_BASES.has(key) ? (Math.round(a[key] * 100) + Math.round(b[key] * 100)) / 100 : a[key] + b[key];
  }
  return out;
}
