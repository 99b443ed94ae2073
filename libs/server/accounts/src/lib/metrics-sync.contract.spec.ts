// The metrics sync against the real server's database, sandbox media and metrics store (DuckDB, or
// ClickHouse on the PostgreSQL run): what it reads from the media lands in the store as the media reported
// it, the account rows are the sum of the delivering levels, a second sync reads only from the last synced
// day, an interrupted sync goes on from the chunk it reached, two syncs never run one account together,
// and the durable jobs fill the store and tidy it.
import { addSums, type BaseSums, chinaDate, chinaDay, DELIVERY, DELIVERY_STATUS_FILTERS, type DeliveryStatusClass, type MediaCode, ZERO_SUMS } from '@toufang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsByIds, type AccountRow } from './account-sync';
import { syncDeliveryObjects } from './delivery-objects';
import type { MediaPorts, MetricsStore } from '@toufang/server-context';
import { sqlOn, type MetricsSyncTables } from '@toufang/server-db';
import { createWorker, manualClock } from '@toufang/server-jobs';
import { MediaError, type ReportQuery } from '@toufang/server-media';
import { startTestServer, type TestServer } from '@toufang/server-testing';
import { enqueueMetricsSync, METRICS_SCHEDULE, metricsHourlyJob, metricsSyncJob, tidyMetricsStore } from './metrics-jobs';
import { metricsSchedules } from './metrics-schedules';
import { addDays, sumsOfReport, syncMetrics } from '@toufang/server-metrics';

let server: TestServer;
const db = () => server.app.toufang.db;
const store = (): MetricsStore => server.app.toufang.metrics;
const SYSTEM = { kind: 'system', name: '测试' } as const;
const ALL: DeliveryStatusClass[] = DELIVERY_STATUS_FILTERS.map((f) => f.value).filter((v): v is DeliveryStatusClass => v !== 'all');
const today = () => chinaDate(chinaDay(Date.now()));

/** The sandbox ports with every report call recorded. */
function recording(): { ports: MediaPorts; calls: ReportQuery[] } {
  const base = server.app.toufang.media;
  const calls: ReportQuery[] = [];
  return {
    calls,
    ports: {
      ...base,
      gateway(media, authorizationId) {
        const gateway = base.gateway(media, authorizationId);
        const report = gateway.report.bind(gateway);
        gateway.report = async (query) => {
          calls.push(query);
          return report(query);
        };
        return gateway;
      },
    },
  };
}

async function accountOf(media: MediaCode, nth = 0): Promise<AccountRow> {
  const row = await sqlOn(db())
    .selectFrom('media_accounts')
    .select('id')
    .where('media_code', '=', media)
    .where('customer_id', '=', 1)
    .where('authorization_id', 'is not', null)
    .orderBy('id')
    .offset(nth)
    .limit(1)
    .executeTakeFirstOrThrow();
  const [account] = await accountsByIds(db(), [row.id]);
  await syncDeliveryObjects(db(), server.app.toufang.media, [account], new Date());
  return account;
}

const cursorOf = (accountId: number) =>
  sqlOn(db()).withTables<MetricsSyncTables>().selectFrom('metrics_sync_cursors').selectAll().where('account_id', '=', accountId).executeTakeFirst();

/** The store's figures of one object over a range. */
async function stored(account: AccountRow, level: string, objectId: string, from: string, to: string): Promise<BaseSums> {
  const page = await store().query({
    customerId: account.customer_id,
    media: account.media_code as MediaCode,
    level,
    from,
    to,
    objectIds: [objectId],
    statuses: ALL,
    sort: { key: 'cost', order: 'desc' },
    offset: 0,
    limit: 1,
  });
  return page.rows[0]?.sums ?? ZERO_SUMS;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the metrics sync', () => {
  let toutiao: AccountRow;
  let qianchuan: AccountRow;
  const first = () => addDays(today(), -(DELIVERY.METRICS_DAYS - 1));
  const yesterday = () => addDays(today(), -1);

  beforeAll(async () => {
    toutiao = await accountOf('toutiao');
    qianchuan = await accountOf('qianchuan');
  });

  it('reads every level by day from METRICS_DAYS back and by hour for HOURLY_DAYS, and stores it as the media reported it', async () => {
    const { ports, calls } = recording();
    const result = await syncMetrics(db(), store(), ports, [toutiao, qianchuan], new Date());
    expect(result).toMatchObject({ accounts: 2, refused: [], busy: [] });
    expect(result.rows).toBeGreaterThan(0);

    const levels = new Set(calls.filter((c) => c.advertiserId === toutiao.account_id).map((c) => `${c.level}/${c.granularity}`));
    expect(levels).toEqual(new Set(['project', 'ad', 'delivery-group', 'plan', 'creative'].flatMap((l) => [`${l}/day`, `${l}/hour`])));
    for (const call of calls) {
      expect(call.to).toBe(today());
      expect(call.from).toBe(call.granularity === 'day' ? first() : addDays(today(), -(DELIVERY.HOURLY_DAYS - 1)));
      expect(call.ids.length).toBeLessThanOrEqual(100);
    }

    // Every object's past days in the store are what the media answers for them.
    const gateway = server.app.toufang.media.gateway('qianchuan', qianchuan.authorization_id as number);
    const plans = await sqlOn(db()).selectFrom('delivery_objects').select('object_id').where('account_id', '=', qianchuan.id).where('level', '=', 'plan').orderBy('object_id').execute();
    const ids = plans.map((p) => p.object_id);
    const reported = await gateway.report({ advertiserId: qianchuan.account_id, level: 'plan', ids, granularity: 'day', from: first(), to: yesterday() });
    let total = ZERO_SUMS;
    for (const id of ids) {
      const expected = reported.filter((r) => r.id === id).reduce((acc, r) => addSums(acc, sumsOfReport(r)), ZERO_SUMS);
      expect(await stored(qianchuan, 'plan', id, first(), yesterday())).toEqual(expected);
      total = addSums(total, expected);
    }
    expect(total.cost).toBeGreaterThan(0);
    // qianchuan counts order value (成交金额).
    expect(total.payAmount).toBeGreaterThan(0);

    // The account's own row is the sum of its delivering levels (toutiao: 广告 under 项目, and 广告计划).
    const page = await store().query({
      customerId: 1,
      media: 'toutiao',
      level: 'account',
      from: first(),
      to: today(),
      objectIds: [String(toutiao.id)],
      sort: { key: 'name', order: 'asc' },
      offset: 0,
      limit: 10,
    });
    let delivering = ZERO_SUMS;
    for (const level of ['ad', 'plan']) {
      const all = await store().query({ customerId: 1, media: 'toutiao', level, from: first(), to: today(), accountIds: [toutiao.id], statuses: ALL, sort: { key: 'cost', order: 'desc' }, offset: 0, limit: 1 });
      delivering = addSums(delivering, all.totals);
    }
    expect(page.rows).toEqual([{ objectId: String(toutiao.id), sums: delivering }]);
    expect(delivering.cost).toBeGreaterThan(0);

    // Hours of the last days, per object and for the account.
    const [hours] = await store().trend({ customerId: 1, media: 'toutiao', level: 'account', from: yesterday(), to: yesterday(), objectIds: [String(toutiao.id)], granularity: 'hour' });
    expect(hours.points).toHaveLength(24);
    expect(hours.points.reduce((sum, p) => sum + p.sums.cost, 0)).toBeGreaterThan(0);

    // The objects' table attributes are mirrored: a top level sits under the account, status classes.
    const top = await store().query({ customerId: 1, media: 'toutiao', level: 'project', from: first(), to: today(), parentId: String(toutiao.id), statuses: ALL, sort: { key: 'name', order: 'asc' }, offset: 0, limit: 100 });
    const projects = await sqlOn(db()).selectFrom('delivery_objects').select('object_id').where('account_id', '=', toutiao.id).where('level', '=', 'project').execute();
    expect(top.total).toBe(projects.length);
    expect(await cursorOf(toutiao.id)).toMatchObject({ synced_day: today(), run: null, owner: null });
  });

  it('reads again only from the last synced day, and writing the same figures twice changes nothing', async () => {
    const before = await stored(toutiao, 'account', String(toutiao.id), first(), yesterday());
    const { ports, calls } = recording();
    await syncMetrics(db(), store(), ports, [toutiao], new Date());
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.from === today() && c.to === today())).toBe(true);
    expect(await stored(toutiao, 'account', String(toutiao.id), first(), yesterday())).toEqual(before);
  });

  it('goes on after an interruption from the chunk it reached, reading that chunk at most once more', async () => {
    const account = await accountOf('baidu');
    const full = recording();
    const reference = await syncMetrics(db(), store(), full.ports, [account], new Date(), { owner: 'reference' });
    expect(reference.accounts).toBe(1);
    await sqlOn(db()).withTables<MetricsSyncTables>().deleteFrom('metrics_sync_cursors').where('account_id', '=', account.id).execute();

    // Stopped after the third report call: the cursor keeps the place.
    const stop = new AbortController();
    const first3 = recording();
    const inner = first3.ports.gateway;
    first3.ports.gateway = (media, auth) => {
      const gateway = inner(media, auth);
      const report = gateway.report.bind(gateway);
      gateway.report = async (query) => {
        const rows = await report(query);
        if (first3.calls.length >= 3) stop.abort();
        return rows;
      };
      return gateway;
    };
    const interrupted = await syncMetrics(db(), store(), first3.ports, [account], new Date(), { owner: 'job-1', signal: stop.signal });
    expect(interrupted.accounts).toBe(0);
    const kept = await cursorOf(account.id);
    expect(kept?.run).toMatchObject({ from: first(), to: today() });
    expect(kept?.owner).toBeNull();

    const rest = recording();
    const resumed = await syncMetrics(db(), store(), rest.ports, [account], new Date(), { owner: 'job-2' });
    expect(resumed.accounts).toBe(1);
    const key = (c: ReportQuery) => `${c.level}/${c.granularity}/${c.ids[0]}`;
    const done = first3.calls.map(key);
    // Nothing before the interrupted chunk is read again, and that chunk at most once.
    expect(rest.calls.filter((c) => done.includes(key(c))).length).toBeLessThanOrEqual(1);
    expect(first3.calls.length + rest.calls.length).toBeLessThanOrEqual(full.calls.length + 1);
    expect(new Set([...done, ...rest.calls.map(key)])).toEqual(new Set(full.calls.map(key)));
    expect(await cursorOf(account.id)).toMatchObject({ synced_day: today(), run: null });
  });

  it('leaves an account another sync holds, and takes it over once that claim lapsed', async () => {
    const account = await accountOf('gdt');
    const now = new Date();
    await sqlOn(db())
      .withTables<MetricsSyncTables>()
      .insertInto('metrics_sync_cursors')
      .values({ account_id: account.id, owner: 'someone', owned_until: new Date(now.getTime() + 60_000) })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ owner: 'someone', owned_until: new Date(now.getTime() + 60_000) }))
      .execute();
    const { ports, calls } = recording();
    expect(await syncMetrics(db(), store(), ports, [account], now)).toMatchObject({ accounts: 0, busy: [account.id] });
    expect(calls).toEqual([]);
    const later = await syncMetrics(db(), store(), ports, [account], new Date(now.getTime() + 120_000));
    expect(later).toMatchObject({ accounts: 1, busy: [] });
  });

  it('keeps the place of an account its media refuses, with the media’s reason, and carries on with the others', async () => {
    const account = await accountOf('bilibili');
    const other = await accountOf('bilibili', 1);
    const { ports } = recording();
    const inner = ports.gateway;
    let asked = 0;
    ports.gateway = (media, auth) => {
      const gateway = inner(media, auth);
      const report = gateway.report.bind(gateway);
      gateway.report = async (query) => {
        // The first call answers; the media locks the account out from the second.
        if (query.advertiserId === account.account_id && ++asked > 1) {
          throw new MediaError({ kind: 'locked_out', message: '账户调用频次超限，已被临时限制调用', mediaCode: 'x', mediaMessage: 'locked' });
        }
        return report(query);
      };
      return gateway;
    };
    const result = await syncMetrics(db(), store(), ports, [account, other], new Date());
    expect(result.refused).toEqual([{ accountId: account.id, reason: '账户调用频次超限，已被临时限制调用' }]);
    expect(result.accounts).toBe(1);
    expect(await cursorOf(account.id)).toMatchObject({ synced_day: null, owner: null });
    expect((await cursorOf(account.id))?.run).toMatchObject({ step: 1, from: addDays(today(), -(DELIVERY.METRICS_DAYS - 1)) });
  });
});

describe('the metrics jobs', () => {
  /** Runs queued jobs of the given kinds until none is left. */
  async function drain(jobs: NonNullable<Parameters<typeof createWorker>[1]>['jobs'], now: Date) {
    const worker = createWorker(server.app.toufang, { jobs, schedules: [], clock: manualClock(now) });
    while ((await worker.runOnce()) > 0) {
      // Another round: a job may leave work for the next claim.
    }
  }

  it('the demo seed queues the first fill of every account it authorised', async () => {
    const queued = await sqlOn(db()).selectFrom('jobs').select(['payload', 'company_id']).where('name', '=', 'metrics.sync').where('state', '=', 'queued').execute();
    const ids = queued.flatMap((j) => (j.payload as { accountIds: number[] }).accountIds).sort((a, b) => a - b);
    const bound = (await sqlOn(db()).selectFrom('media_accounts').select('id').where('authorization_id', 'is not', null).orderBy('id').execute()).map((r) => r.id);
    expect(ids).toEqual(bound);
    expect(new Set(queued.map((j) => j.company_id))).toEqual(new Set([1, 2]));
    // The rest of this file runs its own jobs only.
    await sqlOn(db()).deleteFrom('jobs').where('name', '=', 'metrics.sync').execute();
  });

  it('metrics.sync fills the store for its accounts, syncing their objects first when they never were', async () => {
    const [account] = await accountsByIds(
      db(),
      [
        (
          await sqlOn(db())
            .selectFrom('media_accounts')
            .select('id')
            .where('media_code', '=', 'kuaishou')
            .where('authorization_id', 'is not', null)
            .where('id', 'not in', sqlOn(db()).selectFrom('delivery_sync_cursors').select('account_id'))
            .orderBy('id')
            .executeTakeFirstOrThrow()
        ).id,
      ],
    );
    await enqueueMetricsSync(db(), [account.id], { companyId: account.customer_id, actor: SYSTEM });
    await drain([metricsSyncJob], new Date(Date.now() + 1_000));
    expect(await cursorOf(account.id)).toMatchObject({ synced_day: today() });
    const page = await store().query({
      customerId: account.customer_id,
      media: 'kuaishou',
      level: 'account',
      from: addDays(today(), -30),
      to: today(),
      objectIds: [String(account.id)],
      sort: { key: 'cost', order: 'desc' },
      offset: 0,
      limit: 1,
    });
    expect(page.totals.cost).toBeGreaterThan(0);
  });

  it('runs hourly, ten minutes past the hour, after the accounts’ own sync', () => {
    expect(metricsSchedules.map((s) => [s.name, s.everyMs, s.offsetMs])).toEqual([['metrics.sync-hourly', METRICS_SCHEDULE.EVERY_MS, METRICS_SCHEDULE.OFFSET_MS]]);
    expect(metricsHourlyJob.name).toBe('metrics.sync-hourly');
  });

  it('tidies the store: figures older than kept go, so do accounts removed from the desk', async () => {
    const [one] = await sqlOn(db()).selectFrom('media_accounts').select(['id', 'customer_id', 'media_code']).where('media_code', '=', 'toutiao').orderBy('id').limit(1).execute();
    const ghost = { media: 'toutiao' as const, level: 'plan', objectId: 'ghost', customerId: one.customer_id, accountId: 999_999 };
    await store().upsertObjects([{ ...ghost, parentId: '999999', name: '已移除账户的计划', status: 'enabled', budgetFen: null, bidFen: null, createdAt: 0 }]);
    const old = addDays(today(), -DELIVERY.METRICS_DAYS - 5);
    await store().writeDaily([{ ...ghost, accountId: 999_999, time: old, sums: { ...ZERO_SUMS, cost: 5 } }]);
    expect(await store().accountIds()).toContain(999_999);
    await tidyMetricsStore(db(), store(), new Date());
    expect(await store().accountIds()).not.toContain(999_999);
    expect(await store().accountIds()).toContain(one.id);
  });
});
