// Contract tests of the accounts' schedules against the real server's database and sandbox media: the
// hourly sync reaches every account of an active authorisation, monitors become account messages once a
// day, and token renewal keeps authorisations alive or marks them 授权失效.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOn } from '@toufang/server-db';
import { createWorker, enqueue, manualClock } from '@toufang/server-jobs';
import { startTestServer, type TestServer } from '@toufang/server-testing';
import { accountsByIds } from './account-sync';
import { syncDeliveryObjects } from './delivery-objects';
import { ACCOUNT_SCHEDULE, hourlySyncJob, raiseMonitorAlerts, tokenRefreshJob } from './schedules';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.app.toufang.db;
const SYSTEM = { kind: 'system', name: '定时任务' } as const;

/** Runs queued jobs of the given kinds until none is left. */
async function drain(jobs: NonNullable<Parameters<typeof createWorker>[1]>['jobs'], now: Date) {
  const worker = createWorker(server.app.toufang, { jobs, schedules: [], clock: manualClock(now) });
  while ((await worker.runOnce()) > 0) {
    // Another round: a job may leave work for the next claim.
  }
}

describe('the hourly sync', () => {
  it('syncs every account of an active authorisation and none of a lapsed one', async () => {
    const q = sqlOn(db());
    const accounts = await q.selectFrom('media_accounts').select(['id', 'authorization_id']).where('authorization_id', 'is not', null).orderBy('id').execute();
    expect(accounts.length).toBeGreaterThan(ACCOUNT_SCHEDULE.SYNC_CHUNK);
    const lapsedAuth = accounts[0].authorization_id as number;
    await q.updateTable('media_authorizations').set({ status: 'expired' }).where('id', '=', lapsedAuth).execute();
    await q.updateTable('media_accounts').set({ last_synced_at: null }).execute();

    await enqueue(db(), hourlySyncJob, {}, { companyId: null, actor: SYSTEM });
    await drain([hourlySyncJob], new Date(Date.now() + 1_000));

    const after = await q.selectFrom('media_accounts').select(['authorization_id', 'last_synced_at']).where('authorization_id', 'is not', null).execute();
    expect(after.filter((a) => a.authorization_id !== lapsedAuth).every((a) => a.last_synced_at !== null)).toBe(true);
    expect(after.filter((a) => a.authorization_id === lapsedAuth).every((a) => a.last_synced_at === null)).toBe(true);
    await q.updateTable('media_authorizations').set({ status: 'active' }).where('id', '=', lapsedAuth).execute();
  });

  it('keeps the desk\'s copy of the delivery objects, level by level, asking only for what changed', async () => {
    const q = sqlOn(db());
    const gdt = await q
      .selectFrom('media_accounts')
      .select(['id', 'account_id', 'authorization_id'])
      .where('media_code', '=', 'gdt')
      .where('customer_id', '=', 1)
      .where('authorization_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const copied = await q.selectFrom('delivery_objects').select(['object_id', 'level', 'name']).where('account_id', '=', gdt.id).execute();
    // gdt's levels: 广告 (group) → 创意 (creative), both copied by the sync above.
    expect(new Set(copied.map((o) => o.level))).toEqual(new Set(['group', 'creative']));
    const cursors = await q.selectFrom('delivery_sync_cursors').select('level').where('account_id', '=', gdt.id).execute();
    expect(cursors.map((c) => c.level).sort()).toEqual(['creative', 'group']);

    // A rename on the media reaches the desk with the next sync, and only the changed object is read again.
    const group = copied.find((o) => o.level === 'group');
    if (!group) throw new Error('no gdt group copied');
    const gateway = server.app.toufang.media.gateway('gdt', gdt.authorization_id as number);
    const [renamed] = await gateway.updateObjects({ advertiserId: gdt.account_id, level: 'group', field: 'name', items: [{ id: group.object_id, value: '改名后的广告' }] });
    expect(renamed).toMatchObject({ ok: true });
    const rows = await accountsByIds(db(), [gdt.id]);
    const again = await syncDeliveryObjects(db(), server.app.toufang.media, rows, new Date());
    expect(again).toEqual({ objects: 1, refused: [] });
    const after = await q.selectFrom('delivery_objects').select('name').where('media_code', '=', 'gdt').where('object_id', '=', group.object_id).executeTakeFirstOrThrow();
    expect(after.name).toBe('改名后的广告');
  });
});

describe('monitors', () => {
  it('send one account message a day to the admins, managers and operators of a low balance', async () => {
    const q = sqlOn(db());
    const account = await q.selectFrom('media_accounts').select(['id', 'customer_id', 'account_name']).where('customer_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await q.updateTable('media_accounts').set({ balance_fen: 5_000, today_cost_fen: 90_000, last_synced_at: new Date() }).where('id', '=', account.id).execute();
    await q
      .insertInto('media_account_monitors')
      .values({ account_id: account.id, balance_below_fen: 10_000, cost_above_fen: 100_000, enabled: true })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ balance_below_fen: 10_000, cost_above_fen: 100_000, enabled: true }))
      .execute();
    const now = new Date('2026-11-25T02:00:00Z');
    expect(await raiseMonitorAlerts(db(), [account.id], now)).toBe(1);
    // The same day again: nothing new. Spending past the threshold later that day raises the cost alert.
    expect(await raiseMonitorAlerts(db(), [account.id], new Date('2026-11-25T10:00:00Z'))).toBe(0);
    await q.updateTable('media_accounts').set({ today_cost_fen: 150_000 }).where('id', '=', account.id).execute();
    expect(await raiseMonitorAlerts(db(), [account.id], new Date('2026-11-25T11:00:00Z'))).toBe(1);
    // The next China day the low balance is told again.
    expect(await raiseMonitorAlerts(db(), [account.id], new Date('2026-11-25T16:30:00Z'))).toBe(2);

    const title = `账户余额不足：${account.account_name}`;
    const token = await server.login('manager');
    const lists = await server.call<{ unread: { title: string }[] }>('/api/user/message/init', { method: 'GET', token });
    expect(lists.body.data.unread.filter((m) => m.title === title)).toHaveLength(2);
    // agent1 holds none of the company's accounts (the demo optimisers and designers are assigned them all).
    const outsider = await server.login('agent1');
    const none = await server.call<{ unread: { title: string }[] }>('/api/user/message/init', { method: 'GET', token: outsider });
    expect(none.body.data.unread.some((m) => m.title === title)).toBe(false);
  });
});

describe('token renewal', () => {
  it('renews a token about to expire and marks an authorisation whose refresh token lapsed as 授权失效', async () => {
    const q = sqlOn(db());
    const [soon, lapsed] = await q.selectFrom('media_authorizations').select(['id', 'access_token']).orderBy('id').limit(2).execute();
    const now = new Date();
    await q.updateTable('media_authorizations').set({ access_expires_at: new Date(now.getTime() + 60_000) }).where('id', '=', soon.id).execute();
    await q
      .updateTable('media_authorizations')
      .set({ access_expires_at: new Date(now.getTime() - 60_000), refresh_expires_at: new Date(now.getTime() - 1_000) })
      .where('id', '=', lapsed.id)
      .execute();

    await enqueue(db(), tokenRefreshJob, {}, { companyId: null, actor: SYSTEM });
    // The worker's clock a moment after the enqueue, so the job is due.
    await drain([tokenRefreshJob], new Date(Date.now() + 1_000));

    const renewed = await q.selectFrom('media_authorizations').select(['access_token', 'access_expires_at', 'status']).where('id', '=', soon.id).executeTakeFirstOrThrow();
    expect(renewed.status).toBe('active');
    expect(renewed.access_token).not.toBe(soon.access_token);
    expect(new Date(renewed.access_expires_at).getTime()).toBeGreaterThan(now.getTime() + ACCOUNT_SCHEDULE.REFRESH_AHEAD_MS);
    const gone = await q.selectFrom('media_authorizations').select('status').where('id', '=', lapsed.id).executeTakeFirstOrThrow();
    expect(gone.status).toBe('expired');
  });
});
