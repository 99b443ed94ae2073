// Contract tests of the operation log: the audit trail of the caller's company, filtered and paged, with
// optimisers limited to the accounts they see, designers to their own writes, and agents refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatChinaTime } from '@toufang/domain';
import { recordAudit, ruleActor } from '@toufang/server-audit';
import { sqlOn } from '@toufang/server-db';
import { DEMO_USERS } from '@toufang/server-http';
import { SEED_HISTORY } from '../seed/history';
import { startTestServer, type TestServer, seededUsers } from '@toufang/server-testing';

interface LogPage {
  records: { mediaCode: string | null; accountName: string | null; objectLevel: string | null; objectId: string | null; action: string; operator: string; operatorKind: string; actionName: string; accountId: string | null; objectName: string | null; before: unknown; after: unknown; outcome: string; outcomeMessage: string | null; time: string }[];
  total: number;
  current: number;
  size: number;
}

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.toufang.db;
  const users = await seededUsers(db);
  const user = (name: string) => {
    const found = users[name];
    if (!found) throw new Error(`no demo user ${name}`);
    return found;
  };
  const write = (username: string, at: string, extra: Partial<Parameters<typeof recordAudit>[1]> = {}) =>
    recordAudit(db, {
      companyId: user(username).company,
      actor: { kind: 'user', userId: user(username).id, name: user(username).name },
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
  await write('admin', '2025-03-20T02:00:00Z');
  await write('manager', '2025-03-21T02:00:00Z', { media: 'baidu', account: { id: '40000009', name: '百度-09' }, answer: { outcome: 'refused', code: '4001', message: '预算修改次数已达今日上限' } });
  await write('designer', '2025-03-22T02:00:00Z', { object: { level: 'material', id: '77', name: '春季海报' }, actionName: '上传素材' });
  await write('yuanhang', '2025-03-22T03:00:00Z');
  await recordAudit(db, {
    companyId: user('admin').company,
    actor: { kind: 'job', jobId: 'job-1', name: '账户同步' },
    at: new Date('2025-03-23T02:00:00Z'),
    media: 'gdt',
    account: { id: '30000002', name: '青柠互娱-腾讯-02' },
    action: 'account.sync',
    actionName: '同步账户',
  });
  for (const name of ['admin', 'manager', 'designer', 'agent1', 'yuanhang', 'operator']) tokens[name] = await server.login(name);
});
afterAll(async () => {
  await server?.close();
});

// The writes above are dated in March 2025, long before the seeded history of a fresh desk (the weeks
// before today, see the last describe): each search here looks at that month unless it names its own days.
const FIXTURE_MONTH = { from: '2025-03-01', to: '2025-03-31' };
const search = (as: string, body: Record<string, unknown> = {}) =>
  server.call<LogPage>('/api/user/operation_log/search', { token: tokens[as], body: { current: 1, size: 20, ...FIXTURE_MONTH, ...body } });

describe('operation log', () => {
  it('lists the company\'s writes newest first, people and jobs alike, with before, after and the media\'s answer', async () => {
    const answer = await search('admin');
    expect(answer.status).toBe(200);
    const { records, total } = answer.body.data;
    expect(total).toBe(4);
    expect(records.map((r) => r.operator)).toEqual(['账户同步', records[1].operator, records[2].operator, records[3].operator]);
    expect(records[0]).toMatchObject({ operatorKind: 'job', actionName: '同步账户', time: '2025-03-23 10:00:00' });
    const refused = records.find((r) => r.outcome === 'refused');
    expect(refused).toMatchObject({ accountId: '40000009', outcomeMessage: '预算修改次数已达今日上限', before: { dailyBudget: 500 }, after: { dailyBudget: 800 } });
  });

  it('filters by media, account, operator, object and China dates', async () => {
    expect((await search('admin', { mediaCode: 'baidu' })).body.data.total).toBe(1);
    expect((await search('admin', { accountId: '30000002' })).body.data.records.map((r) => r.actionName)).toEqual(['同步账户']);
    expect((await search('admin', { operator: '账户同步' })).body.data.total).toBe(1);
    expect((await search('admin', { object: '春季' })).body.data.records.map((r) => r.objectName)).toEqual(['春季海报']);
    expect((await search('admin', { object: '77' })).body.data.total).toBe(1);
    // 2025-03-21 China time holds the manager's write at 10:00 and nothing else.
    expect((await search('admin', { from: '2025-03-21', to: '2025-03-21' })).body.data.records.map((r) => r.accountId)).toEqual(['40000009']);
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
        at: new Date('2025-03-24T02:00:00Z'),
        ...(account ? { media: 'gdt', account: { id: account.account_id, name: account.account_name } } : {}),
        action: 'test.scope',
        actionName,
      });
    await write('manager', hidden, '经理改了看不见的账户');
    await write('manager', seen, '经理改了看得见的账户');
    await write('manager', null, '经理改了分组');
    await write('operator', null, '优化师自己的操作');
    const names = async (as: string) => (await search(as, { from: '2025-03-24', to: '2025-03-24' })).body.data.records.map((r) => r.actionName).sort();
    expect(await names('operator')).toEqual(['优化师自己的操作', '经理改了看得见的账户'].sort());
    expect(await names('admin')).toEqual(['优化师自己的操作', '经理改了分组', '经理改了看不见的账户', '经理改了看得见的账户'].sort());
  });

  it('names an AI助手 rule as the writer, filters by that kind, and shows an optimiser its writes on accounts they see', async () => {
    const db = server.app.toufang.db;
    const [, seen] = await sqlOn(db).selectFrom('media_accounts').select(['account_id', 'account_name']).where('customer_id', '=', 1).where('media_code', '=', 'gdt').orderBy('id').limit(2).execute();
    await recordAudit(db, {
      companyId: 1,
      actor: ruleActor({ id: 5, name: '超成本暂停' }),
      at: new Date('2025-03-25T02:00:00Z'),
      media: 'gdt',
      account: { id: seen.account_id, name: seen.account_name },
      object: { level: 'group', id: '880001', name: '教育广告组' },
      action: 'delivery.status',
      actionName: '修改状态',
    });
    const day = { from: '2025-03-25', to: '2025-03-25' };
    const [record] = (await search('admin', day)).body.data.records;
    expect(record).toMatchObject({ operator: 'AI助手规则：超成本暂停', operatorKind: 'rule', objectId: '880001' });
    expect((await search('admin', { operatorKind: 'rule' })).body.data.records.map((r) => r.objectId)).toEqual(['880001']);
    expect((await search('admin', { operatorKind: 'user', ...day })).body.data.total).toBe(0);
    expect((await search('admin', { operator: 'AI助手规则' })).body.data.total).toBe(1);
    expect((await search('operator', day)).body.data.records.map((r) => r.operator)).toEqual(['AI助手规则：超成本暂停']);
    expect((await search('admin', { operatorKind: 'robot' })).status).toBe(400);
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

describe('a fresh desk\'s history', () => {
  const nameOf = (username: string) => DEMO_USERS.find((u) => u.username === username)?.displayName;
  const DAY_MS = 24 * 3_600_000;

  it('lists weeks of imports and edits by the demo users for a manager, newest first, each on an account and object that exist', async () => {
    // The seed's weeks, without the March 2025 writes of the tests above.
    const from = formatChinaTime(new Date(Date.now() - 60 * DAY_MS)).slice(0, 10);
    const records: LogPage['records'] = [];
    let total = 0;
    for (let current = 1; current === 1 || records.length < total; current += 1) {
      const answer = await search('manager', { from, to: formatChinaTime(new Date()).slice(0, 10), current, size: 200 });
      expect(answer.status).toBe(200);
      total = answer.body.data.total;
      records.push(...answer.body.data.records);
    }
    expect(records.map((r) => r.time)).toEqual([...records.map((r) => r.time)].sort().reverse());
    // Weeks of it, all before today (China day): the media's daily budget-edit caps count only today's.
    const today = formatChinaTime(new Date()).slice(0, 10);
    expect(records[0].time < today).toBe(true);
    const spanDays = (Date.parse(`${records[0].time.slice(0, 10)}T00:00:00Z`) - Date.parse(`${records.at(-1)!.time.slice(0, 10)}T00:00:00Z`)) / DAY_MS;
    expect(spanDays).toBeGreaterThanOrEqual(SEED_HISTORY.importedDaysAgo - 2);

    // The administrator added every authorised account of the company; the manager sorted them into their groups.
    const db = server.app.toufang.db;
    const accounts = await sqlOn(db)
      .selectFrom('media_accounts as a')
      .leftJoin('account_groups as g', 'g.id', 'a.group_id')
      .select(['a.media_code', 'a.account_id', 'a.account_name', 'g.name as group_name'])
      .where('a.customer_id', '=', 1)
      .where('a.authorization_id', 'is not', null)
      .execute();
    const imports = records.filter((r) => r.action === 'media-account.import');
    expect(imports.map((r) => `${r.mediaCode}:${r.accountId}`).sort()).toEqual(accounts.map((a) => `${a.media_code}:${a.account_id}`).sort());
    expect(new Set(imports.map((r) => `${r.operator} ${r.actionName}`))).toEqual(new Set([`${nameOf('admin')} 添加账户`]));
    const grouped = records.filter((r) => r.action === 'media-account.group');
    expect(grouped.map((r) => `${r.accountId} ${r.actionName}`).sort()).toEqual(
      accounts.filter((a) => a.group_name !== null).map((a) => `${a.account_id} 移入分组「${a.group_name}」`).sort(),
    );
    expect(new Set(grouped.map((r) => r.operator))).toEqual(new Set([nameOf('manager')]));
    // Every record names an account of the company, by its name.
    const accountName = new Map(accounts.map((a) => [`${a.media_code}:${a.account_id}`, a.account_name]));
    for (const r of records) expect(r.accountName, `${r.mediaCode}:${r.accountId}`).toBe(accountName.get(`${r.mediaCode}:${r.accountId}`));

    // Budgets, bids, states and names, edited by the manager and both optimisers, a few refused by the media.
    const edits = records.filter((r) => r.action.startsWith('delivery.'));
    expect(new Set(edits.map((r) => r.actionName))).toEqual(new Set(['修改预算', '修改出价', '修改状态', '修改名称']));
    expect(new Set(edits.map((r) => r.operator))).toEqual(new Set(['manager', 'operator', 'rbac'].map(nameOf)));
    expect(edits.filter((r) => r.outcome === 'refused').length).toBeGreaterThan(0);
    for (const r of edits.filter((e) => e.outcome === 'refused')) expect(r.outcomeMessage).toMatch(/^(预算低于媒体最低值|出价超出媒体允许范围)$/);
    // The rbac user's 2.0 menu opens the delivery tables of toutiao, gdt and baidu only.
    expect(edits.filter((r) => r.operator === nameOf('rbac') && !['toutiao', 'gdt', 'baidu'].includes(r.mediaCode ?? ''))).toEqual([]);
    // An accepted edit left the object as it is today on the media; a refused one changed nothing.
    const objects = await sqlOn(db).selectFrom('sandbox_objects').select(['media_code', 'object_id', 'name', 'opt_status', 'budget_fen', 'bid_fen']).execute();
    const objectOf = new Map(objects.map((o) => [`${o.media_code}:${o.object_id}`, o]));
    const advertisers = await sqlOn(db).selectFrom('sandbox_advertisers').select(['media_code', 'advertiser_id', 'daily_budget_fen']).execute();
    const budgetOf = new Map(advertisers.map((a) => [`${a.media_code}:${a.advertiser_id}`, a.daily_budget_fen]));
    const yuan = (fen: unknown) => (fen === null ? null : Math.round(Number(fen)) / 100);
    for (const r of edits) {
      const key = `${r.mediaCode}:${r.objectId}`;
      const field = r.action.slice('delivery.'.length);
      const today = r.objectLevel === 'account' ? { dailyBudget: yuan(budgetOf.get(key)) } : (() => {
        const o = objectOf.get(key);
        expect(o, key).toBeDefined();
        expect(r.objectName).toBe(o!.name);
        return { status: o!.opt_status, name: o!.name, budget: yuan(o!.budget_fen), bid: yuan(o!.bid_fen) }[field];
      })();
      const now = r.objectLevel === 'account' ? today : { [field]: today };
      expect(r.outcome === 'ok' ? r.after : r.before, `${r.actionName} ${key}`).toEqual(now);
    }
  });
});
