// Contract tests of the export to xlsx: the filtered table written at once with Chinese headers and a 合计
// row, downloaded through a single-use link of its user without the session header; a link used, altered,
// old, of another user or company, of an expired file or of an account its user no longer sees, another
// user's export and unknown columns are refused in Chinese.
import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import { chinaDate, chinaDay, roundMetric } from '@toufang/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '@toufang/server-testing';
import { sqlOn } from '@toufang/server-db';
import { mirrorDims, objectsOf, sums, syncedAccounts, testStore, testStoreOptions } from '../testing/fixture';

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
  server = await startTestServer(testStoreOptions());
  for (const user of ['manager', 'operator', 'yuanhang']) tokens[user] = await server.login(user);
  const store = testStore(server);
  const accounts = await syncedAccounts(server.app.toufang, 'toutiao');
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
});
afterAll(async () => {
  await server?.close();
});

describe('exportDeliveryRows', () => {
  it('writes every row of the filtered set at once, with Chinese headers and a 合计 row, behind a single-use link', async () => {
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

    // A link works once; a fresh link for the same file later.
    expect(await fetch(server.baseUrl + file.url!).then((r) => r.status)).toBe(404);
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

  it('refuses another user\'s export and unknown columns', async () => {
    const file = (await exportPlans()).body.data;
    expect((await call('export/get', { exportId: file.exportId }, 'operator')).body).toMatchObject({ code: 404, message: '导出记录不存在' });
    expect((await call('export/get', { exportId: file.exportId }, 'yuanhang')).body).toMatchObject({ code: 404, message: '导出记录不存在' });
    expect((await exportPlans({ columns: ['name', 'roas'] })).body).toMatchObject({ code: 400, message: '未知列：roas' });
    expect((await exportPlans({ columns: ['payRoi'] })).body).toMatchObject({ code: 400, message: '未知指标：payRoi' });
  });
});

describe('downloadDeliveryExport', () => {
  const INVALID = { status: 404, body: { code: 404, message: '下载链接已失效，请重新下载', data: null } };
  const get = (exportId: number, as = 'manager') => call<ExportAnswer>('export/get', { exportId }, as);
  const linkOf = async (exportId: number, as = 'manager') => {
    const answer = (await get(exportId, as)).body.data;
    expect(answer, JSON.stringify(answer)).toMatchObject({ state: 'ready', reason: null });
    return answer.url!;
  };
  const parts = (url: string) => Object.fromEntries(new URL(url, server.baseUrl).searchParams) as { exportId: string; token: string };
  const refusal = async (url: string) => {
    const answer = await server.call(url);
    return { status: answer.status, body: answer.body };
  };

  it('answers the file once for a link of 256 random bits bound to its user and export, stored only as its SHA-256', async () => {
    const file = (await exportPlans()).body.data;
    const { exportId, token } = parts(file.url!);
    expect(Number(exportId)).toBe(file.exportId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await sqlOn(db()).selectFrom('delivery_export_tokens').selectAll().where('export_id', '=', file.exportId).execute();
    expect(stored.map((t) => t.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await readSheet(file.url!)).length).toBe(plans.length + 2);
    expect(await refusal(file.url!)).toMatchObject(INVALID);
    // Each ask issues another link, each working once.
    const [a, b] = [await linkOf(file.exportId), await linkOf(file.exportId)];
    expect(a).not.toBe(b);
    expect((await readSheet(b)).length).toBe(plans.length + 2);
    expect((await readSheet(a)).length).toBe(plans.length + 2);
  });

  it('refuses no token, an unknown or altered one, and one past its 5 minutes', async () => {
    const file = (await exportPlans()).body.data;
    const { exportId, token } = parts(file.url!);
    expect(await refusal(`/files/delivery-export?exportId=${exportId}`)).toMatchObject({ status: 400, body: { code: 400 } });
    expect(await refusal('/files/delivery-export')).toMatchObject({ status: 400, body: { code: 400 } });
    expect(await refusal(`/files/delivery-export?exportId=${exportId}&token=${'A'.repeat(43)}`)).toMatchObject(INVALID);
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(await refusal(`/files/delivery-export?exportId=${exportId}&token=${altered}`)).toMatchObject(INVALID);
    // The old signed form of link opens nothing.
    expect((await server.call(`/files/delivery-export?ticket=${exportId}.2.${Date.now()}.${'0'.repeat(64)}`)).status).toBe(400);
    await sqlOn(db()).updateTable('delivery_export_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('export_id', '=', file.exportId).execute();
    expect(await refusal(file.url!)).toMatchObject(INVALID);
  });

  it('refuses a link of another user or company for an export it was not issued for', async () => {
    const mine = (await exportPlans()).body.data;
    const operators = (await exportPlans({}, 'operator')).body.data;
    const otherCompany = (await exportPlans({}, 'yuanhang')).body.data;
    expect(operators.state).toBe('ready');
    expect(otherCompany.state).toBe('ready');
    const token = (url: string) => parts(url).token;
    expect(await refusal(`/files/delivery-export?exportId=${mine.exportId}&token=${token(operators.url!)}`)).toMatchObject(INVALID);
    expect(await refusal(`/files/delivery-export?exportId=${mine.exportId}&token=${token(otherCompany.url!)}`)).toMatchObject(INVALID);
    expect(await refusal(`/files/delivery-export?exportId=${otherCompany.exportId}&token=${token(mine.url!)}`)).toMatchObject(INVALID);
    // Nobody else is issued a link to a file.
    expect((await get(mine.exportId, 'operator')).body).toMatchObject({ code: 404, message: '导出记录不存在' });
    expect((await get(mine.exportId, 'yuanhang')).body).toMatchObject({ code: 404, message: '导出记录不存在' });
  });

  it('refuses the file of an expired export, with a link issued before it expired too', async () => {
    const file = (await exportPlans()).body.data;
    await sqlOn(db()).updateTable('delivery_exports').set({ finished_at: new Date(Date.now() - 8 * 24 * 3_600_000) }).where('id', '=', file.exportId).execute();
    expect(await refusal(file.url!)).toMatchObject({ status: 404, body: { code: 404, message: '导出文件已过期，请重新导出', data: null } });
    expect((await get(file.exportId)).body.data).toMatchObject({ state: 'failed', url: null, reason: '导出文件已过期，请重新导出' });
  });

  it('refuses the file to a user who no longer sees an account whose rows it holds', async () => {
    const operatorId = (await sqlOn(db()).selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow()).id;
    const file = (await exportPlans({}, 'operator')).body.data;
    expect(file.rows).toBeGreaterThan(0);
    const q = sqlOn(db());
    const assigned = await q.selectFrom('media_account_operators').selectAll().where('user_id', '=', operatorId).execute();
    const member = await q.selectFrom('project_members').selectAll().where('user_id', '=', operatorId).execute();
    await q.deleteFrom('media_account_operators').where('user_id', '=', operatorId).execute();
    await q.deleteFrom('project_members').where('user_id', '=', operatorId).execute();
    try {
      expect(await refusal(file.url!)).toMatchObject({ status: 403, body: { code: 403, message: '文件中有你已无权查看的账户，不能下载', data: null } });
      expect((await get(file.exportId, 'operator')).body.data).toMatchObject({ state: 'failed', url: null, reason: '文件中有你已无权查看的账户，不能下载' });
    } finally {
      if (assigned.length > 0) await q.insertInto('media_account_operators').values(assigned).execute();
      if (member.length > 0) await q.insertInto('project_members').values(member).execute();
    }
    expect((await readSheet(await linkOf(file.exportId, 'operator'))).length).toBe(file.rows! + 2);
  });

  it('refuses a link whose user was disabled after it was issued', async () => {
    const file = (await exportPlans({}, 'operator')).body.data;
    const q = sqlOn(db());
    await q.updateTable('users').set({ disabled_at: new Date() }).where('username', '=', 'operator').execute();
    try {
      expect(await refusal(file.url!)).toMatchObject(INVALID);
    } finally {
      await q.updateTable('users').set({ disabled_at: null }).where('username', '=', 'operator').execute();
    }
  });
});
