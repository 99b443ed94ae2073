// Contract tests of 监测账户 (docs/design/tools.md §5.2, D7) over the real server: the five internal roles read and
// only ADMIN and MANAGER write (an optimiser's save is refused with 403); a save checks its lines and recipients and
// an add refuses an account already watched; every read and write stays in the caller's account scope; crossing
// lines raises one alert per kind and China day (rates from today's sums in the store), shown in the history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { chinaToday, ZERO_SUMS } from '@toufang/domain';
import { raiseMonitorAlerts } from '@toufang/server-accounts';
import type { MetricsStore } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';

type MonitorAccount = components['schemas']['MonitorAccount'];
type Page = components['schemas']['MonitorAccountPage'];
type AlertPage = components['schemas']['MonitorAlertPage'];

let server: TestServer;
const tokens: Record<string, string> = {};
const db = () => server.app.toufang.db;
const store = (): MetricsStore => server.app.toufang.metrics;
/** A toutiao account of company 1 the operator sees, one taken out of their reach, and the manager's id. */
let mine: { id: number; account_id: string; account_name: string };
let notMine: number;
let managerId: number;
let operatorId: number;

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['admin', 'manager', 'operator', 'designer', 'agent1', 'yuanhang']) tokens[username] = await server.login(username);
  const q = sqlOn(db());
  managerId = (await q.selectFrom('users').select('id').where('username', '=', 'manager').executeTakeFirstOrThrow()).id;
  operatorId = (await q.selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow()).id;
  // The last two toutiao accounts: away from the ones the seed watches and other suites set by hand.
  const accounts = await q.selectFrom('media_accounts').select(['id', 'account_id', 'account_name']).where('customer_id', '=', 1).where('media_code', '=', 'toutiao').orderBy('id', 'desc').limit(2).execute();
  [mine, { id: notMine }] = accounts as [typeof mine, typeof mine];
  await q.deleteFrom('media_account_operators').where('account_id', '=', notMine).where('user_id', '=', operatorId).execute();
  await q.updateTable('media_accounts').set({ project_id: null }).where('id', '=', notMine).execute();
  const exists = await q.selectFrom('media_account_operators').select('account_id').where('account_id', '=', mine.id).where('user_id', '=', operatorId).executeTakeFirst();
  if (!exists) await q.insertInto('media_account_operators').values({ account_id: mine.id, user_id: operatorId }).execute();
});
afterAll(async () => {
  await server?.close();
});

const post = <T>(urlPath: string, username: string, body: unknown) => server.call<T>(`/api/tools/monitor/account/${urlPath}`, { body, token: tokens[username] });
function expectOk<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}
const lines = { balanceBelow: 100, costAbove: 500, ctrBelow: 1, ctrAbove: null, convertCostAbove: 80, notifyStopped: true };
const saveBody = (accountId: number, extra: Record<string, unknown> = {}) => ({ accountId, enabled: true, ...lines, recipientUserIds: [], recipientEmails: [], ...extra });

describe('who may read and write', () => {
  it('lets the holders of 监测 (ADMIN, MANAGER, OPERATE) write, refuses a designer\'s write with 403, and lets the internal roles read', async () => {
    expect((await post('save', 'designer', saveBody(mine.id, { create: true }))).status).toBe(403);
    expect((await post('options', 'designer', {})).status).toBe(403);
    expect((await post('options', 'operator', {})).status).toBe(200);
    const saved = expectOk(await post<MonitorAccount>('save', 'manager', saveBody(mine.id, { create: true, recipientUserIds: [managerId, operatorId], recipientEmails: [' ops@example.com '] })));
    expect(saved).toMatchObject({
      accountId: mine.id,
      media: 'toutiao',
      enabled: true,
      thresholds: lines,
      recipients: { users: [{ id: managerId }, { id: operatorId }], emails: ['ops@example.com'] },
      createdBy: expect.any(String),
    });
    for (const reader of ['operator', 'designer', 'admin']) {
      const page = expectOk(await post<Page>('list', reader, { current: 1, size: 100 }));
      expect(page.records.some((r) => r.accountId === mine.id), reader).toBe(true);
    }
    expect((await post('list', 'agent1', { current: 1, size: 10 })).status).toBe(403);
    expect((await post('remove', 'designer', { accountId: mine.id })).status).toBe(403);
  });

  it('checks lines, recipients and addresses, and refuses adding an account already watched', async () => {
    const refusal = async (username: string, body: unknown) => (await post('save', username, body)).body;
    expect(await refusal('manager', saveBody(mine.id, { create: true }))).toMatchObject({ code: 409, message: '该账户已在监测中，请在列表中编辑' });
    const none = { balanceBelow: null, costAbove: null, ctrBelow: null, ctrAbove: null, convertCostAbove: null, notifyStopped: false };
    expect(await refusal('manager', saveBody(mine.id, none))).toMatchObject({ code: 400, message: '启用监测时至少设置一项监测条件' });
    expect(await refusal('manager', saveBody(mine.id, { ctrBelow: 3, ctrAbove: 2 }))).toMatchObject({ code: 400 });
    expect(await refusal('manager', saveBody(mine.id, { recipientEmails: ['not-an-address'] }))).toMatchObject({ code: 400, message: '邮箱地址格式不正确：not-an-address' });
    const yuanhang = await sqlOn(db()).selectFrom('users').select('id').where('username', '=', 'yuanhang').executeTakeFirstOrThrow();
    expect(await refusal('manager', saveBody(mine.id, { recipientUserIds: [yuanhang.id] }))).toMatchObject({ code: 400 });
    // The operator does not see notMine: they cannot receive its alerts.
    expect(await refusal('admin', saveBody(notMine, { recipientUserIds: [operatorId] }))).toMatchObject({ code: 400, message: expect.stringContaining('看不到该账户') });
    // Switched off, a monitor may hold no line.
    expectOk(await post('save', 'admin', saveBody(notMine, { ...none, enabled: false })));
  });
});

describe('scope', () => {
  it('keeps an optimiser to the accounts they see and another company out', async () => {
    const operatorIds = expectOk(await post<Page>('list', 'operator', { current: 1, size: 100 })).records.map((r) => r.accountId);
    expect(operatorIds).not.toContain(notMine);
    expect((await post('get', 'operator', { accountId: notMine })).body.code).toBe(404);
    expect((await post('alerts', 'operator', { accountId: notMine, current: 1, size: 10 })).body.code).toBe(404);
    expect(expectOk(await post<Page>('list', 'manager', { current: 1, size: 100, state: 'disabled' })).records.map((r) => r.accountId)).toContain(notMine);
    const other = expectOk(await post<Page>('list', 'yuanhang', { current: 1, size: 100 }));
    expect(other.records.map((r) => r.accountId)).not.toContain(mine.id);
    expect((await post('get', 'yuanhang', { accountId: mine.id })).body.code).toBe(404);
    expect((await post('remove', 'yuanhang', { accountId: mine.id })).body.code).toBe(404);
  });
});

describe('alerts', () => {
  it('raises each crossed line once per China day, rates from today\'s sums, with the history and the list showing them', async () => {
    const q = sqlOn(db());
    const now = new Date();
    const today = chinaToday(now);
    await q.deleteFrom('media_account_alerts').where('account_id', '=', mine.id).execute();
    // Balance 80 < 100, cost 600 > 500, frozen by the media; today's sums: CTR 0.5 % < 1 %, conversion cost 150 > 80.
    await q.updateTable('media_accounts').set({ balance_fen: 8_000, today_cost_fen: 60_000, status: 'frozen', last_synced_at: now }).where('id', '=', mine.id).execute();
    await store().upsertObjects([{ media: 'toutiao', level: 'account', objectId: String(mine.id), customerId: 1, accountId: mine.id, parentId: null, name: mine.account_name, status: 'enabled', budgetFen: null, bidFen: null, createdAt: 0 }]);
    const scope = { customerId: 1, media: 'toutiao' as const, level: 'account', objectIds: [String(mine.id)], from: today, to: today };
    await store().writeDaily([{ media: 'toutiao', level: 'account', objectId: String(mine.id), customerId: 1, accountId: mine.id, time: today, sums: { ...ZERO_SUMS, cost: 600, show: 20_000, click: 100, convert: 4 } }], scope);

    const listed = expectOk(await post<MonitorAccount>('get', 'operator', { accountId: mine.id }));
    expect(listed.today).toMatchObject({ balance: 80, cost: 600, show: 20_000, ctr: 0.5, convertCost: 150, stopped: 'frozen', alerted: [] });
    expect(listed.today.breaches).toEqual(['balance', 'cost', 'ctr_low', 'convert_cost', 'stopped']);

    expect(await raiseMonitorAlerts(db(), [mine.id], now, store())).toBe(5);
    expect(await raiseMonitorAlerts(db(), [mine.id], now, store())).toBe(0);
    const history = expectOk(await post<AlertPage>('alerts', 'operator', { accountId: mine.id, current: 1, size: 20 }));
    expect(history.total).toBe(5);
    expect(history.records.find((r) => r.kind === 'ctr_low')).toMatchObject({ day: today, value: 0.5, threshold: 1, title: `账户点击率过低：${mine.account_name}` });
    expect(history.records.find((r) => r.kind === 'stopped')).toMatchObject({ value: null, title: `账户已停投：${mine.account_name}` });
    const after = expectOk(await post<MonitorAccount>('get', 'manager', { accountId: mine.id }));
    expect([...after.today.alerted].sort()).toEqual(['balance', 'convert_cost', 'cost', 'ctr_low', 'stopped']);
    expect(after.lastAlert).not.toBeNull();

    // The monitor names the manager and the operator: the admin, not named, gets none of these messages.
    const unread = async (username: string) =>
      (await server.call<{ unread: { title: string }[] }>('/api/user/message/init', { method: 'GET', token: tokens[username] })).body.data.unread.map((m) => m.title);
    expect(await unread('operator')).toContain(`账户点击率过低：${mine.account_name}`);
    expect(await unread('admin')).not.toContain(`账户点击率过低：${mine.account_name}`);

    // The next China day the lines still crossed are told again (no sums yet for that day: no rate alerts).
    const tomorrow = new Date(now.getTime() + 24 * 3600_000);
    expect(await raiseMonitorAlerts(db(), [mine.id], tomorrow, store())).toBe(3);

    // Alerting now, so the list's state filter puts it there and not among the normal ones.
    expect(expectOk(await post<Page>('list', 'manager', { current: 1, size: 100, state: 'alerting' })).records.map((r) => r.accountId)).toContain(mine.id);
    expect(expectOk(await post<Page>('list', 'manager', { current: 1, size: 100, state: 'normal' })).records.map((r) => r.accountId)).not.toContain(mine.id);
    await q.updateTable('media_accounts').set({ status: 'active' }).where('id', '=', mine.id).execute();
  });

  it('removes a monitor and keeps its history', async () => {
    expect(expectOk(await post('remove', 'admin', { accountId: mine.id }))).toBeNull();
    expect((await post('get', 'manager', { accountId: mine.id })).body.code).toBe(404);
    expect((await post('remove', 'admin', { accountId: mine.id })).body.code).toBe(404);
    expect(expectOk(await post<AlertPage>('alerts', 'manager', { accountId: mine.id, current: 1, size: 1 })).total).toBe(8);
  });
});
