// Contract tests of the list kit's calls: saved columns per user and list, and the export of a list, which
// re-runs the list's own operation as the caller (their rows only, refused where the list is), writes its
// Chinese headers, and is downloaded once through the delivery exports' single-use link; a larger list is
// written by a job that leaves a TASK message.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOn } from '@toufang/server-db';
import { drainJobs } from '@toufang/server-delivery/testing';
import { enqueue } from '@toufang/server-jobs';
import { storeProperties } from '@toufang/server-properties';
import { startTestServer, type TestServer } from '@toufang/server-testing';
import { listExportJob } from './export';

interface ExportAnswer {
  exportId: number;
  state: string;
  fileName: string;
  rows: number | null;
  url: string | null;
  reason: string | null;
}

let server: TestServer;
const tokens: Record<string, string> = {};
const db = () => server.app.toufang.db;
const post = <T>(path: string, body: unknown, as = 'manager') => server.call<T>(path, { token: tokens[as], body });

async function readSheet(url: string) {
  const answer = await fetch(server.baseUrl + url);
  expect(answer.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await answer.arrayBuffer());
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: workbook.worksheets[0].name, rows };
}

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['manager', 'agent1', 'admin']) tokens[user] = await server.login(user);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('getListColumns / saveListColumns', () => {
  it('keeps each user their own columns per list, and null goes back to the defaults', async () => {
    const get = (listId: string, as?: string) => post<{ listId: string; columns: string[] | null }>('/api/user/list_columns/get', { listId }, as);
    expect((await get('org.users')).body.data).toEqual({ listId: 'org.users', columns: null });
    const saved = await post('/api/user/list_columns/save', { listId: 'org.users', columns: ['name', 'username', 'roleName'] });
    expect(saved.body).toMatchObject({ code: 200, data: { listId: 'org.users', columns: ['name', 'username', 'roleName'] } });
    expect((await get('org.users')).body.data?.columns).toEqual(['name', 'username', 'roleName']);
    // Another list of the same user, and the same list of another user, are untouched.
    expect((await get('operation-log')).body.data?.columns).toBeNull();
    expect((await get('org.users', 'admin')).body.data?.columns).toBeNull();
    await post('/api/user/list_columns/save', { listId: 'org.users', columns: ['name'] });
    expect((await get('org.users')).body.data?.columns).toEqual(['name']);
    const cleared = await post('/api/user/list_columns/save', { listId: 'org.users', columns: null });
    expect(cleared.body).toMatchObject({ code: 200, data: { listId: 'org.users', columns: null } });
    expect((await get('org.users')).body.data?.columns).toBeNull();
  });

  it('refuses a malformed list id or column in Chinese', async () => {
    const bad = await post<null>('/api/user/list_columns/save', { listId: '列表 ', columns: ['name'] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/列表/);
    const twice = await post<null>('/api/user/list_columns/save', { listId: 'org.users', columns: ['name', 'name'] });
    expect(twice.status).toBe(400);
  });
});

describe('exportList', () => {
  it('writes the users the caller manages, under the list headers, behind a single-use link', async () => {
    const listed = await post<{ total: number }>('/api/user/user_manage/page', { current: 1, size: 10 });
    expect(listed.body.code).toBe(200);
    const answer = await post<ExportAnswer>('/api/list/export', { listId: 'org.users', query: {} });
    expect(answer.body.code, answer.body.message).toBe(200);
    const file = answer.body.data;
    expect(file).toMatchObject({ state: 'ready', rows: listed.body.data?.total, reason: null });
    expect(file.fileName).toMatch(/^用户_\d{12}\.xlsx$/);
    const sheet = await readSheet(file.url as string);
    expect(sheet.name).toBe('用户');
    expect(sheet.rows[0]).toEqual(['用户名', '姓名', '角色', '部门', '状态', '有效期至', '邮箱', '手机号', '账户数', '项目数', '最近登录']);
    expect(sheet.rows).toHaveLength((listed.body.data?.total ?? 0) + 1);
    // The link works once.
    expect((await fetch(server.baseUrl + (file.url as string))).status).toBe(404);
  });

  it('passes the page query on: a filtered operation log exports only its rows', async () => {
    const query = { operator: '不存在的操作人' };
    const answer = await post<ExportAnswer>('/api/list/export', { listId: 'operation-log', query });
    expect(answer.body.data).toMatchObject({ state: 'ready', rows: 0 });
    const sheet = await readSheet(answer.body.data.url as string);
    expect(sheet.rows).toEqual([['操作时间', '操作人', '媒体', '账户', '操作对象', '操作', '修改前', '修改后', '结果']]);
  });

  it('exports the department tree and the roles, lists that are not paged', async () => {
    const departments = await post<ExportAnswer>('/api/list/export', { listId: 'org.departments', query: {} });
    expect(departments.body.data.state).toBe('ready');
    expect((await readSheet(departments.body.data.url as string)).rows[0]).toEqual(['部门', '人数']);
    const roles = await post<ExportAnswer>('/api/list/export', { listId: 'org.roles', query: {} }, 'admin');
    expect(roles.body.data.state).toBe('ready');
    const sheet = await readSheet(roles.body.data.url as string);
    expect(sheet.rows[0]).toEqual(['角色名称', '类型', '说明', '用户数']);
    expect(sheet.rows.slice(1).some((row) => row[1] === '内置角色')).toBe(true);
  });

  it('refuses a list the caller may not see, and a query the list itself would refuse', async () => {
    // An agent may not read the operation log, so may not export it either.
    const refused = await post<null>('/api/list/export', { listId: 'operation-log', query: {} }, 'agent1');
    expect(refused.body).toMatchObject({ code: 403, message: '无权限访问该功能，请联系管理员开通' });
    const bad = await post<null>('/api/list/export', { listId: 'org.users', query: { status: '很多' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/状态|请求体/);
    const noBody = await post<null>('/api/list/export', { listId: 'org.roles', query: { keyword: 'x' } }, 'admin');
    expect(noBody.status).toBe(400);
    const unknown = await post<null>('/api/list/export', { listId: 'delivery', query: {} });
    expect(unknown.status).toBe(400);
  });

  it('answers its own list exports only', async () => {
    const mine = await post<ExportAnswer>('/api/list/export', { listId: 'org.projects', query: {} });
    const again = await post<ExportAnswer>('/api/list/export/get', { exportId: mine.body.data.exportId });
    expect(again.body.data).toMatchObject({ exportId: mine.body.data.exportId, state: 'ready' });
    const other = await post<null>('/api/list/export/get', { exportId: mine.body.data.exportId }, 'admin');
    expect(other.body).toMatchObject({ code: 404, message: '导出记录不存在' });
  });

  it('a larger list is written by a job, which leaves a TASK message offering the file', async () => {
    const manager = await sqlOn(db()).selectFrom('users').select(['id', 'customer_id', 'display_name']).where('username', '=', 'manager').executeTakeFirstOrThrow();
    const now = new Date();
    const row = await sqlOn(db())
      .insertInto('delivery_exports')
      .values({ customer_id: manager.customer_id, user_id: manager.id, list_id: 'org.users', media_code: null, level: null, state: 'queued', file_name: '用户_202611270000.xlsx', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueue(db(), listExportJob, { exportId: row.id, listId: 'org.users', query: { roleCode: 'OPERATE' } }, { companyId: manager.customer_id, actor: { kind: 'user', userId: manager.id, name: manager.display_name }, now });
    await drainJobs(server.app.toufang, [listExportJob]);
    const done = await post<ExportAnswer>('/api/list/export/get', { exportId: row.id });
    expect(done.body.data).toMatchObject({ state: 'ready' });
    const sheet = await readSheet(done.body.data.url as string);
    expect(sheet.rows.slice(1).length).toBe(done.body.data.rows);
    expect(sheet.rows.slice(1).every((r) => r[2] === '优化师')).toBe(true);
    const messages = await sqlOn(db())
      .selectFrom('messages as m')
      .innerJoin('user_messages as u', 'u.message_id', 'm.id')
      .select(['m.title', 'm.type', 'm.action'])
      .where('u.user_id', '=', manager.id)
      .where('m.title', 'like', '导出完成：用户_%')
      .execute();
    expect(messages).toHaveLength(1);
    expect(messages[0].type).toBe('TASK');
    // Its 下载文件 asks the list operations for the file (a list export's reader may lack the promote section).
    const action = typeof messages[0].action === 'string' ? JSON.parse(messages[0].action) : messages[0].action;
    expect(action).toEqual({ kind: 'download', exportId: row.id, list: true });
  });

  it('exports a property list as filtered: one media type, the chosen account and the keyword, under its own headers', async () => {
    const manager = await sqlOn(db()).selectFrom('users').select(['customer_id']).where('username', '=', 'manager').executeTakeFirstOrThrow();
    const accounts = await sqlOn(db())
      .selectFrom('media_accounts')
      .select(['id', 'account_id', 'account_name'])
      .where('customer_id', '=', manager.customer_id)
      .where('media_code', '=', 'toutiao')
      .orderBy('id')
      .limit(2)
      .execute();
    expect(accounts).toHaveLength(2);
    const at = new Date('2026-11-20T02:00:00Z');
    const pack = (id: string, name: string, advertiserId: string) => ({
      id,
      type: 'target',
      advertiserId,
      parentId: null,
      name,
      values: { district: 'CITY', city: [110000, 310000] },
      state: 'enabled' as const,
      review: 'approved' as const,
      rejectReason: null,
      statusText: '审核通过',
      lifecycle: null,
      size: null,
      summary: { 地域: '北京市、上海市', 年龄: '不限' },
      sourceId: null,
      createdAt: at.toISOString(),
      modifiedAt: at.toISOString(),
    });
    const [first, second] = accounts;
    const account = (a: (typeof accounts)[number]) => ({ id: a.id, customerId: manager.customer_id, media: 'toutiao' as const, advertiserId: a.account_id, name: a.account_name });
    await storeProperties(db(), account(first), [pack('9100000000000001', '导出京沪_1', first.account_id), pack('9100000000000002', '导出京沪_2', first.account_id), pack('9100000000000003', '其他定向', first.account_id)], at);
    // The same keyword on another account: left out by the account filter.
    await storeProperties(db(), account(second), [pack('9100000000000004', '导出京沪_3', second.account_id)], at);

    const query = { media: 'toutiao', type: 'target', keyword: '导出京沪', accountIds: [first.id], sort: { field: 'name', order: 'asc' } };
    const answer = await post<ExportAnswer>('/api/list/export', { listId: 'property', query });
    expect(answer.body.code, answer.body.message).toBe(200);
    expect(answer.body.data).toMatchObject({ state: 'ready', rows: 2, reason: null });
    expect(answer.body.data.fileName).toMatch(/^巨量引擎定向包_\d{12}\.xlsx$/);
    const sheet = await readSheet(answer.body.data.url as string);
    expect(sheet.name).toBe('巨量引擎定向包');
    expect(sheet.rows).toEqual([
      ['名称', '媒体ID', '账户', '状态', '属性', '覆盖人数', '创建时间', '更新时间'],
      ['导出京沪_1', '9100000000000001', `${first.account_name}（${first.account_id}）`, '审核通过', '地域：北京市、上海市；年龄：不限', '-', '2026-11-20 10:00:00', '2026-11-20 10:00:00'],
      ['导出京沪_2', '9100000000000002', `${first.account_name}（${first.account_id}）`, '审核通过', '地域：北京市、上海市；年龄：不限', '-', '2026-11-20 10:00:00', '2026-11-20 10:00:00'],
    ]);

    // Whoever may not open the media's property pages may not export them; a query listProperties refuses is refused.
    const agent = await post<null>('/api/list/export', { listId: 'property', query }, 'agent1');
    expect(agent.body).toMatchObject({ code: 403, message: '无权限访问该功能，请联系管理员开通' });
    const noType = await post<null>('/api/list/export', { listId: 'property', query: { media: 'toutiao' } });
    expect(noType.status).toBe(400);
  });
});
