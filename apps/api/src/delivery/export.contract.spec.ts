// Contract tests of the export to xlsx: the filtered table written at once with Chinese headers and a 合计
// row, downloaded through a short-lived signed link without a token; a link altered or too old, another
// user's export and unknown columns are refused in Chinese.
import ExcelJS from 'exceljs';
import { roundMetric } from '@toufang/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chinaDate, chinaDay } from '../media/clock';
import { startTestServer, type TestServer } from '../testing/harness';
import { downloadUrl } from './export';
import { provideDeliveryMetrics } from './metrics-source';
import { testStore, mirrorDims, objectsOf, sums, syncedAccounts } from './testing/fixture';

interface ExportAnswer {
  exportId: number;
  state: string;
  fileName: string;
  rows: number | null;
  url: string | null;
  expiresAt: string | null;
  reason: string | null;
}

let server: TestServer;
const tokens: Record<string, string> = {};
const today = chinaDate(chinaDay(Date.now()));
let plans: Awaited<ReturnType<typeof objectsOf>>;
let cost = 0;

const db = () => server.app.toufang.db;
const call = <T>(path: string, body: unknown, as = 'manager') => server.call<T>(`/api/delivery/${path}`, { token: tokens[as], body });
const exportPlans = (body: Record<string, unknown> = {}, as = 'manager') =>
  call<ExportAnswer>('export', { media: 'toutiao', level: 'plan', dateRange: { from: today, to: today }, columns: ['name', 'accountName', 'status', 'bid', 'cost', 'ctr'], ...body }, as);

async function readSheet(url: string) {
  const answer = await fetch(server.baseUrl + url);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(answer.headers.get('content-disposition')).toContain("filename*=UTF-8''");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await answer.arrayBuffer());
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['manager', 'operator', 'yuanhang']) tokens[user] = await server.login(user);
  const store = testStore(server);
  const accounts = await syncedAccounts(db(), 'toutiao');
  plans = (await objectsOf(db(), 'toutiao', 'plan', accounts.map((a) => a.id))).filter((p) => p.opt_status !== 'deleted');
  await mirrorDims(store, db(), 'toutiao', 'plan', plans.map((p) => p.object_id));
  await store.writeDaily(
    plans.map((p, i) => ({
      media: 'toutiao',
      level: 'plan',
      objectId: p.object_id,
      customerId: 1,
      accountId: p.account_id,
      time: today,
      sums: sums({ cost: 10 + i, show: 1000, click: 10 + (i % 5) }),
    })),
  );
  cost = plans.reduce((s, _p, i) => s + 10 + i, 0);
}, 120_000);
afterAll(async () => {
  provideDeliveryMetrics(null);
  await server?.close();
});

describe('exportDeliveryRows', () => {
  it('writes every row of the filtered set at once, with Chinese headers and a 合计 row, behind a signed link', async () => {
    const answer = await exportPlans({ sort: { key: 'cost', order: 'desc' } });
    expect(answer.body.code, answer.body.message).toBe(200);
    const file = answer.body.data;
    expect(file).toMatchObject({ state: 'ready', rows: plans.length, reason: null });
    expect(file.fileName).toMatch(/^广告计划数据_\d{12}\.xlsx$/);
    expect(new Date(file.expiresAt!).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const rows = await readSheet(file.url!);
    expect(rows[0]).toEqual(['广告计划名称', '账户名称', '状态', '出价（元）', '总消耗（元）', '点击率（%）']);
    expect(rows).toHaveLength(plans.length + 2);
    const body = rows.slice(1, -1);
    const costs = body.map((r) => r[4] as number);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    expect(rows[rows.length - 1].slice(0, 5)).toEqual(['合计', undefined, undefined, undefined, roundMetric('cost', cost)]);

    // A fresh link for the same file later.
    const again = await call<ExportAnswer>('export/get', { exportId: file.exportId });
    expect(again.body.data).toMatchObject({ state: 'ready', exportId: file.exportId });
    expect((await readSheet(again.body.data.url!)).length).toBe(plans.length + 2);
  });

  it('answers the file through the contract wrapper: a valid xlsx, and the server logs no warning or error', async () => {
    // The test server logs nowhere (logger off); its logger, shared by every request's child, is spied on.
    const warn = vi.spyOn(server.app.log, 'warn');
    const error = vi.spyOn(server.app.log, 'error');
    try {
      const file = (await exportPlans()).body.data;
      const rows = await readSheet(file.url!);
      expect(rows.length).toBe(plans.length + 2);
      expect(warn.mock.calls).toEqual([]);
      expect(error.mock.calls).toEqual([]);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('honours the filters: only the rows the table shows', async () => {
    const answer = await exportPlans({ search: { field: 'id', method: 'IN', value: plans.slice(0, 3).map((p) => p.object_id).join(',') } });
    expect(answer.body.data.rows).toBe(3);
  });

  it('refuses an altered or old link, another user\'s export and unknown columns', async () => {
    const file = (await exportPlans()).body.data;
    const altered = file.url!.replace(/[0-9a-f](?=[0-9a-f]{10}$)/, (c) => (c === '0' ? '1' : '0'));
    const refused = await server.call(altered);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 404, message: '下载链接已失效，请重新下载' });
    const old = downloadUrl('contract-test-secret', file.exportId, 0, new Date(Date.now() - 6 * 60_000));
    expect(await server.call(old.url)).toMatchObject({ status: 404, body: { code: 404 } });
    expect((await server.call('/files/delivery-export?ticket=nonsense')).status).toBe(404);
    expect((await call('export/get', { exportId: file.exportId }, 'operator')).body).toMatchObject({ code: 404, message: '导出记录不存在' });
    expect((await call('export/get', { exportId: file.exportId }, 'yuanhang')).body).toMatchObject({ code: 404, message: '导出记录不存在' });
    expect((await exportPlans({ columns: ['name', 'roas'] })).body).toMatchObject({ code: 400, message: '未知列：roas' });
    expect((await exportPlans({ columns: ['payRoi'] })).body).toMatchObject({ code: 400, message: '未知指标：payRoi' });
  });
});
