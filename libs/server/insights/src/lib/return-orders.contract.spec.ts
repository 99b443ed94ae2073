// Contract tests of 退货日志 (docs/design/tools.md §5.2) over the real server and the seeded template: the seed's
// orders came through the sandbox's port; the list filters by day, media, account, product, plan and state with
// totals over every match; an operator sees only their accounts' orders and an agent none; syncing a range again
// replaces rather than doubles; a media without orders answers 该媒体暂不支持; the list exports as a list kit file.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { chinaToday, DAY_MS } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { createWorker, enqueue, manualClock } from '@toufang/server-jobs';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';
import { dailyRange, ORDER_MEDIA } from './return-orders';
import { returnOrdersDailyJob } from './schedules';

type Page = components['schemas']['ReturnOrderPage'];
type Synced = components['schemas']['ReturnOrderSyncResult'];
type ExportFile = components['schemas']['DeliveryExport'];

let server: TestServer;
const tokens: Record<string, string> = {};
const db = () => server.app.toufang.db;
const post = <T>(path: string, body: unknown, as = 'manager') => server.call<T>(path, { method: 'POST', token: tokens[as], body });
/** A year back: the template may have been seeded some days before this run. */
const RANGE = { from: chinaToday(Date.now() - 300 * DAY_MS), to: chinaToday() };
const list = (query: Record<string, unknown>, as = 'manager') => post<Page>('/api/tools/return-orders/list', { ...RANGE, current: 1, size: 200, ...query }, as);
function ok<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}
/** The seeded account of each order media the operator no longer sees (taken out of their reach below). */
let hidden: number;
let toutiao: number;

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['manager', 'operator', 'agent1']) tokens[username] = await server.login(username);
  const q = sqlOn(db());
  const seeded = await q.selectFrom('return_orders').select('account_id').distinct().orderBy('account_id').execute();
  hidden = seeded[0].account_id;
  const operator = await q.selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow();
  await q.deleteFrom('media_account_operators').where('account_id', '=', hidden).where('user_id', '=', operator.id).execute();
  await q.updateTable('media_accounts').set({ project_id: null }).where('id', '=', hidden).execute();
  toutiao = (await q.selectFrom('media_accounts').select('id').where('customer_id', '=', 1).where('media_code', '=', 'toutiao').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await server?.close();
});

describe('the list', () => {
  it('shows the seeded sandbox orders of qianchuan and kuaishou, newest refund first, with totals of every match', async () => {
    const page = ok(await list({}));
    expect(page.total).toBeGreaterThan(0);
    expect(new Set(page.records.map((r) => r.media))).toEqual(new Set(['qianchuan', 'kuaishou']));
    expect(page.records.every((r) => r.sandbox && r.amount > 0 && r.reason !== '' && r.orderedAt < r.refundedAt)).toBe(true);
    expect(page.records.map((r) => r.refundedAt)).toEqual([...page.records.map((r) => r.refundedAt)].sort().reverse());
    expect(page.totals.orders).toBe(page.total);
    expect(page.totals.refunded + page.totals.returned).toBe(page.total);
    expect(page.syncedAt).not.toBeNull();
    if (page.total <= 200) expect(page.totals.amount).toBeCloseTo(page.records.reduce((sum, r) => sum + r.amount, 0), 2);
  });

  it('filters by state, media, account, product and plan', async () => {
    const all = ok(await list({}));
    const returned = ok(await list({ state: 'returned' }));
    expect(returned.total).toBe(all.totals.returned);
    expect(returned.records.every((r) => r.state === 'returned')).toBe(true);
    const kuaishou = ok(await list({ media: 'kuaishou' }));
    expect(kuaishou.total).toBeGreaterThan(0);
    expect(kuaishou.records.every((r) => r.media === 'kuaishou')).toBe(true);
    const sample = all.records[0];
    const account = ok(await list({ accountIds: [sample.accountId] }));
    expect(account.records.every((r) => r.accountId === sample.accountId)).toBe(true);
    const product = ok(await list({ product: sample.productName.slice(1, 4) }));
    expect(product.records.every((r) => r.productName.includes(sample.productName.slice(1, 4)))).toBe(true);
    expect(ok(await list({ product: sample.productId })).records.every((r) => r.productId === sample.productId)).toBe(true);
    const plan = ok(await list({ plan: sample.planId }));
    expect(plan.total).toBeGreaterThan(0);
    expect(plan.records.every((r) => r.planId === sample.planId)).toBe(true);
    expect(ok(await list({ from: '2020-01-01', to: '2020-01-31' })).total).toBe(0);
  });

  it('keeps to the caller\'s accounts: an operator sees none of an account taken from them, an agent is refused', async () => {
    const manager = ok(await list({ accountIds: [hidden] }));
    expect(manager.total).toBeGreaterThan(0);
    expect(ok(await list({ accountIds: [hidden] }, 'operator')).total).toBe(0);
    const operator = ok(await list({}, 'operator'));
    expect(operator.total).toBe(ok(await list({})).total - manager.total);
    expect((await list({}, 'agent1')).status).toBe(403);
    // The 账户 filter offers the same accounts: the order media's, in scope.
    type Accounts = components['schemas']['ReturnOrderAccount'][];
    const offered = ok(await post<Accounts>('/api/tools/return-orders/accounts', undefined));
    expect(new Set(offered.map((a) => a.media))).toEqual(new Set(['qianchuan', 'kuaishou']));
    expect(offered.some((a) => a.id === hidden)).toBe(true);
    expect(ok(await post<Accounts>('/api/tools/return-orders/accounts', undefined, 'operator')).some((a) => a.id === hidden)).toBe(false);
  });

  it('answers 该媒体暂不支持 for a media without orders, and refuses a reversed range', async () => {
    const toutiaoList = await list({ media: 'toutiao' });
    expect(toutiaoList.status).toBe(400);
    expect(toutiaoList.body.message).toBe('巨量引擎：该媒体暂不支持退货日志（仅巨量千川、快手有订单）');
    expect((await list({ from: RANGE.to, to: RANGE.from })).body.message).toBe('结束日期不能早于开始日期');
  });
});

describe('the sync', () => {
  it('replaces an account\'s orders of a range: syncing it again never doubles one', async () => {
    const range = { from: chinaToday(Date.now() - 30 * DAY_MS), to: chinaToday() };
    const count = async () => Number((await sqlOn(db()).selectFrom('return_orders').select((eb) => eb.fn.countAll().as('n')).where('account_id', '=', hidden).executeTakeFirstOrThrow()).n);
    const first = ok(await post<Synced>('/api/tools/return-orders/sync', { ...range, accountIds: [hidden] }));
    expect(first).toMatchObject({ accounts: 1, failed: [] });
    const held = await count();
    const again = ok(await post<Synced>('/api/tools/return-orders/sync', { ...range, accountIds: [hidden] }));
    expect(again.orders).toBe(first.orders);
    expect(await count()).toBe(held);
  });

  it('the daily job fetches the last 8 days of every authorised account, replacing what the desk held for them', async () => {
    const q = sqlOn(db());
    const now = new Date();
    await enqueue(db(), returnOrdersDailyJob, {}, { companyId: null, actor: { kind: 'system', name: '定时任务' }, now });
    const worker = createWorker(server.app.toufang, { jobs: [returnOrdersDailyJob], schedules: [], clock: manualClock(now), heartbeatMs: false });
    while ((await worker.runOnce()) > 0) {
      // A job may leave work for the next claim.
    }
    const job = await q.selectFrom('jobs').select(['state', 'result']).where('name', '=', 'return-orders.sync-daily').executeTakeFirstOrThrow();
    const authorised = await q.selectFrom('media_accounts').select('id').where('media_code', 'in', [...ORDER_MEDIA]).where('authorization_id', 'is not', null).execute();
    const { from } = dailyRange(now);
    const held = await q.selectFrom('return_orders').select((eb) => eb.fn.countAll<number>().as('n')).where('refunded_at', '>=', new Date(`${from}T00:00:00+08:00`)).executeTakeFirstOrThrow();
    expect(job.state).toBe('succeeded');
    expect(job.result).toEqual({ accounts: authorised.length, orders: Number(held.n) });
  });

  it('refuses a media without orders, an account outside the caller\'s scope and a range over 31 days', async () => {
    const range = { from: chinaToday(Date.now() - 3 * DAY_MS), to: chinaToday() };
    const other = await post<null>('/api/tools/return-orders/sync', { ...range, accountIds: [toutiao] });
    expect(other.body.message).toBe('巨量引擎：该媒体暂不支持退货日志（仅巨量千川、快手有订单）');
    const notMine = await post<null>('/api/tools/return-orders/sync', { ...range, accountIds: [hidden] }, 'operator');
    expect(notMine.body).toMatchObject({ code: 400, message: '账户不存在或无权查看' });
    const wide = await post<null>('/api/tools/return-orders/sync', { from: chinaToday(Date.now() - 40 * DAY_MS), to: chinaToday() });
    expect(wide.body.message).toBe('一次最多同步31天的订单');
  });
});

describe('the export', () => {
  it('writes the filtered list under the page\'s headers, marked 沙箱', async () => {
    const query = { ...RANGE, state: 'refunded' };
    const listed = ok(await list(query));
    const file = ok(await post<ExportFile>('/api/list/export', { listId: 'tools.return-orders', query }));
    expect(file).toMatchObject({ state: 'ready', rows: listed.total });
    const answer = await fetch(server.baseUrl + String(file.url));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await answer.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(workbook.worksheets[0].name).toBe('退货日志');
    expect(rows[0]).toEqual(['订单号', '商品', '计划', '账户', '媒体', '金额（元）', '下单时间', '退款/退货时间', '原因', '状态']);
    expect(rows).toHaveLength(listed.total + 1);
    expect(rows.slice(1).every((row) => row[9] === '退款' && String(row[3]).endsWith('【沙箱】'))).toBe(true);
  });
});
