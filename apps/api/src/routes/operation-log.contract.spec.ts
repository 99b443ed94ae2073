// Contract tests of the operation log: the audit trail of the caller's company, filtered and paged, with
// optimisers limited to the accounts they see, designers to their own writes, and agents refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../audit';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type TestServer } from '../testing/harness';

interface LogPage {
  records: { operator: string; operatorKind: string; actionName: string; accountId: string | null; objectName: string | null; before: unknown; after: unknown; outcome: string; outcomeMessage: string | null; time: string }[];
  total: number;
  current: number;
  size: number;
}

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.toufang.db;
  const users = await sqlOn(db).selectFrom('users').select(['id', 'username', 'display_name', 'customer_id']).execute();
  const user = (name: string) => {
    const found = users.find((u) => u.username === name);
    if (!found) throw new Error(`no demo user ${name}`);
    return found;
  };
  const write = (username: string, at: string, extra: Partial<Parameters<typeof recordAudit>[1]> = {}) =>
    recordAudit(db, {
      companyId: user(username).customer_id,
      actor: { kind: 'user', userId: user(username).id, name: user(username).display_name },
      at: new Date(at),
      media: 'gdt',
      account: { id: '30000001', name: '青柠互娱-腾讯-01' },
      object: { level: 'account', id: '30000001', name: '青柠互娱-腾讯-01' },
      action: 'account.budget.update',
      actionName: '修改日预算',
      before: { dailyBudget: 500 },
      after: { dailyBudget: 800 },
      ...extra,
    });
  await write('admin', '2026-11-20T02:00:00Z');
  await write('manager', '2026-11-21T02:00:00Z', { media: 'baidu', account: { id: '40000009', name: '百度-09' }, answer: { outcome: 'refused', code: '4001', message: '预算修改次数已达今日上限' } });
  await write('designer', '2026-11-22T02:00:00Z', { object: { level: 'material', id: '77', name: '春季海报' }, actionName: '上传素材' });
  await write('yuanhang', '2026-11-22T03:00:00Z');
  await recordAudit(db, {
    companyId: user('admin').customer_id,
    actor: { kind: 'job', jobId: 'job-1', name: '账户同步' },
    at: new Date('2026-11-23T02:00:00Z'),
    media: 'gdt',
    account: { id: '30000002', name: '青柠互娱-腾讯-02' },
    action: 'account.sync',
    actionName: '同步账户',
  });
  for (const name of ['admin', 'designer', 'agent1', 'yuanhang', 'operator']) tokens[name] = await server.login(name);
});
afterAll(async () => {
  await server?.close();
});

const search = (as: string, body: Record<string, unknown> = {}) =>
  server.call<LogPage>('/api/user/operation_log/search', { token: tokens[as], body: { current: 1, size: 20, ...body } });

describe('operation log', () => {
  it('lists the company\'s writes newest first, people and jobs alike, with before, after and the media\'s answer', async () => {
    const answer = await search('admin');
    expect(answer.status).toBe(200);
    const { records, total } = answer.body.data;
    expect(total).toBe(4);
    expect(records.map((r) => r.operator)).toEqual(['账户同步', records[1].operator, records[2].operator, records[3].operator]);
    expect(records[0]).toMatchObject({ operatorKind: 'job', actionName: '同步账户', time: '2026-11-23 10:00:00' });
    const refused = records.find((r) => r.outcome === 'refused');
    expect(refused).toMatchObject({ accountId: '40000009', outcomeMessage: '预算修改次数已达今日上限', before: { dailyBudget: 500 }, after: { dailyBudget: 800 } });
  });

  it('filters by media, account, operator, object and China dates', async () => {
    expect((await search('admin', { mediaCode: 'baidu' })).body.data.total).toBe(1);
    expect((await search('admin', { accountId: '30000002' })).body.data.records.map((r) => r.actionName)).toEqual(['同步账户']);
    expect((await search('admin', { operator: '账户同步' })).body.data.total).toBe(1);
    expect((await search('admin', { object: '春季' })).body.data.records.map((r) => r.objectName)).toEqual(['春季海报']);
    expect((await search('admin', { object: '77' })).body.data.total).toBe(1);
    // 2026-11-21 China time holds the manager's write at 10:00 and nothing else.
    expect((await search('admin', { from: '2026-11-21', to: '2026-11-21' })).body.data.records.map((r) => r.accountId)).toEqual(['40000009']);
  });

  it('pages with the total of the whole filtered set', async () => {
    const page2 = (await search('admin', { size: 3, current: 2 })).body.data;
    expect(page2).toMatchObject({ total: 4, current: 2, size: 3 });
    expect(page2.records).toHaveLength(1);
  });

  it('shows a designer only their own writes, and another company only its own', async () => {
    expect((await search('designer')).body.data.records.map((r) => r.actionName)).toEqual(['上传素材']);
    const other = (await search('yuanhang')).body.data;
    expect(other.total).toBe(1);
  });

  it('shows an optimiser their own writes and the records on accounts they see, and nothing else of the company', async () => {
    const db = server.app.toufang.db;
    const people = await sqlOn(db).selectFrom('users').select(['id', 'username', 'display_name']).where('username', 'in', ['manager', 'operator']).execute();
    const person = (name: string) => people.find((p) => p.username === name) ?? { id: 0, display_name: '' };
    const [hidden, seen] = await sqlOn(db).selectFrom('media_accounts').select(['id', 'account_id', 'account_name']).where('customer_id', '=', 1).where('media_code', '=', 'gdt').orderBy('id').limit(2).execute();
    // The optimiser no longer sees the first account (no project holds it either).
    await sqlOn(db).deleteFrom('media_account_operators').where('account_id', '=', hidden.id).where('user_id', '=', person('operator').id).execute();
    await sqlOn(db).updateTable('media_accounts').set({ project_id: null }).where('id', '=', hidden.id).execute();
    const write = (as: 'manager' | 'operator', account: { account_id: string; account_name: string } | null, actionName: string) =>
      recordAudit(db, {
        companyId: 1,
        actor: { kind: 'user', userId: person(as).id, name: person(as).display_name },
        at: new Date('2026-11-24T02:00:00Z'),
        ...(account ? { media: 'gdt', account: { id: account.account_id, name: account.account_name } } : {}),
        action: 'test.scope',
        actionName,
      });
    await write('manager', hidden, '经理改了看不见的账户');
    await write('manager', seen, '经理改了看得见的账户');
    await write('manager', null, '经理改了分组');
    await write('operator', null, '优化师自己的操作');
    const names = async (as: string) => (await search(as, { from: '2026-11-24', to: '2026-11-24' })).body.data.records.map((r) => r.actionName).sort();
    expect(await names('operator')).toEqual(['优化师自己的操作', '经理改了看得见的账户'].sort());
    expect(await names('admin')).toEqual(['优化师自己的操作', '经理改了分组', '经理改了看不见的账户', '经理改了看得见的账户'].sort());
  });

  it('refuses agents, who have no tools section (shell spec §2.3), and bad input in Chinese', async () => {
    const refused = await search('agent1');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('无权限访问该功能，请联系管理员开通');
    const bad = await search('admin', { from: '2026-13-40' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
