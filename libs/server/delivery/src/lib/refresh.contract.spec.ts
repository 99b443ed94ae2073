// Contract tests of 刷新: the accounts on screen are synced from the media now (their figures and what
// changed in their objects), each at most once a minute; accounts without a live authorisation are
// skipped with the reason, another company's are refused like missing ones.
import { chinaDate, chinaDay, DELIVERY } from '@toufang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type TestServer } from '@toufang/server-testing';
import { cancelJob } from '@toufang/server-jobs';
import { metricsSyncJob } from '@toufang/server-accounts';
import type { MetricsStore } from '@toufang/server-context';
import { drainJobs, objectsOf, syncedAccounts } from '../testing/fixture';

interface RefreshAnswer {
  queued: number[];
  skipped: { id: number; reason: string }[];
}

let server: TestServer;
const tokens: Record<string, string> = {};
let gdt: { id: number; accountId: string; name: string }[];
let store: MetricsStore;

const db = () => server.app.toufang.db;
const refresh = (accountIds: number[], as = 'manager', media = 'gdt') => server.call<RefreshAnswer>('/api/delivery/refresh', { token: tokens[as], body: { media, accountIds } });

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['manager', 'yuanhang']) tokens[user] = await server.login(user);
  store = server.app.toufang.metrics;
  gdt = await syncedAccounts(server.app.toufang, 'gdt');
  // The demo seed's background fill of every account's metrics is not this test's work.
  const seedJobs = await sqlOn(db()).selectFrom('jobs').select(['id', 'company_id']).where('name', '=', 'metrics.sync').where('state', '=', 'queued').execute();
  for (const job of seedJobs) await cancelJob(db(), job.id, { companyId: job.company_id });
});
afterAll(async () => {
  await server?.close();
});

describe('refreshDelivery', () => {
  it('syncs the accounts\' objects and metrics now, and each account at most once a minute', async () => {
    const [first, second] = gdt;
    // A rename on the media that the desk has not seen yet.
    const [group] = await objectsOf(db(), 'gdt', 'group', [first.id]);
    const { authorization_id } = await sqlOn(db()).selectFrom('media_accounts').select('authorization_id').where('id', '=', first.id).executeTakeFirstOrThrow();
    const renamed = await server.app.toufang.media
      .gateway('gdt', authorization_id!)
      .updateObjects({ advertiserId: first.accountId, level: 'group', field: 'name', items: [{ id: group.object_id, value: '刷新后的名字' }] });
    expect(renamed[0].ok).toBe(true);

    const answer = await refresh([first.id, second.id]);
    expect(answer.body).toMatchObject({ code: 200, data: { queued: [first.id, second.id], skipped: [] } });
    await drainJobs(server.app.toufang, [metricsSyncJob]);
    const [copy] = await objectsOf(db(), 'gdt', 'group', [first.id]).then((rows) => rows.filter((r) => r.object_id === group.object_id));
    expect(copy.name).toBe('刷新后的名字');
    // The metrics followed: the store mirrors both accounts now.
    expect(await store.accountIds()).toEqual(expect.arrayContaining([first.id, second.id]));
    // … and the table lists the refreshed account's groups with the figures the media reported.
    const groups = (await objectsOf(db(), 'gdt', 'group', [first.id])).filter((g) => g.opt_status !== 'deleted');
    const today = chinaDate(chinaDay(Date.now()));
    const table = await server.call<{ total: number; records: { id: string; name: string; metrics: { cost: number | null } }[]; totals: { cost: number | null } }>(
      '/api/delivery/list',
      { token: tokens.manager, body: { media: 'gdt', level: 'group', dateRange: { from: today, to: today }, accountIds: [first.id], page: 1, size: 50 } },
    );
    expect(table.body.code, table.body.message).toBe(200);
    expect(table.body.data.total).toBe(groups.length);
    expect(table.body.data.records.find((r) => r.id === group.object_id)?.name).toBe('刷新后的名字');
    const summed = table.body.data.records.reduce((s, r) => s + (r.metrics.cost ?? 0), 0);
    expect(table.body.data.totals.cost).toBeCloseTo(summed, 1);
    const synced = await sqlOn(db()).selectFrom('media_accounts').select(['id', 'last_synced_at']).where('id', 'in', [first.id, second.id]).execute();
    expect(synced.every((s) => s.last_synced_at !== null)).toBe(true);

    const soon = await refresh([first.id, gdt[2].id]);
    expect(soon.body.data.queued).toEqual([gdt[2].id]);
    expect(soon.body.data.skipped).toEqual([{ id: first.id, reason: expect.stringMatching(/^刚刚刷新过，请\d+秒后再试$/) }]);
    const seconds = Number(/请(\d+)秒/.exec(soon.body.data.skipped[0].reason)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(DELIVERY.REFRESH_MIN_INTERVAL_MS / 1000);

    // A minute later it may be asked again.
    await sqlOn(db()).updateTable('delivery_refreshes').set({ refreshed_at: new Date(Date.now() - DELIVERY.REFRESH_MIN_INTERVAL_MS - 1) }).where('account_id', '=', first.id).execute();
    expect((await refresh([first.id])).body.data).toEqual({ queued: [first.id], skipped: [] });
  });

  it('skips accounts whose authorisation lapsed, with the reason', async () => {
    const account = gdt[3];
    const { authorization_id } = await sqlOn(db()).selectFrom('media_accounts').select('authorization_id').where('id', '=', account.id).executeTakeFirstOrThrow();
    await sqlOn(db()).updateTable('media_authorizations').set({ status: 'expired' }).where('id', '=', authorization_id!).execute();
    expect((await refresh([account.id])).body.data).toEqual({ queued: [], skipped: [{ id: account.id, reason: '授权失效，请重新授权该账户' }] });
    await sqlOn(db()).updateTable('media_authorizations').set({ status: 'active' }).where('id', '=', authorization_id!).execute();
  });

  it('refuses another company\'s accounts and another media\'s like missing ones, queuing nothing', async () => {
    const jobs = async () => Number((await sqlOn(db()).selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('name', '=', 'metrics.sync').executeTakeFirstOrThrow()).n);
    const before = await jobs();
    expect((await refresh([gdt[4].id], 'yuanhang')).body).toMatchObject({ code: 404, message: '账户不存在或无权访问' });
    expect((await refresh([gdt[4].id], 'manager', 'toutiao')).body).toMatchObject({ code: 404, message: '账户不存在或无权访问' });
    expect(await jobs()).toBe(before);
  });
});
