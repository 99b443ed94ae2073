// Contract tests of the 防出错 rules and their check (issue 22 "防出错"; shell spec §3, §5) over the real server:
// ADMIN and MANAGER keep the rules (an optimiser, a designer and the 2.0 OPERATE user are refused with 403), a goal
// rule allows the media's goal values and a money rule a range, each refused in Chinese when wrong; another
// company's rule is missing; the check answers the modal's list for the rows that break an enabled rule whose scope
// (every account, accounts, account groups) holds the row's account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import type { CreationRow } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type TestServer } from '@toufang/server-testing';
import { MEDIA_CODES } from '@toufang/domain';
import { KUAISHOU_CREATION } from '@toufang/media-kuaishou-limits';
import { TOUTIAO_CREATION } from '@toufang/media-toutiao-limits';
import { checkErrorPrevention } from './check';
import { bodyOf, caller, creationFixture, expectOk, expectRefusal, type CreationFixture } from './testing/fixtures';

type Item = components['schemas']['ErrorPreventionRuleItem'];
type Page = components['schemas']['ErrorPreventionRulePage'];
type Result = components['schemas']['ErrorPreventionCheckResult'];
type GoalOptions = components['schemas']['ErrorPreventionGoalOptions'];

let server: TestServer;
let f: CreationFixture;
let post: ReturnType<typeof caller>;
const tokens: Record<string, string> = {};
const db = () => server.app.toufang.db;
/** An account group of the demo company that holds the fixture's `mine` account. */
let group: number;

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['admin', 'manager', 'operator', 'rbac', 'designer', 'yuanhang']) tokens[username] = await server.login(username);
  post = caller(server, tokens);
  f = await creationFixture(db());
  const q = sqlOn(db());
  ({ id: group } = await q.insertInto('account_groups').values({ customer_id: 1, name: '防出错测试组' }).returning('id').executeTakeFirstOrThrow());
  await q.updateTable('media_accounts').set({ group_id: group }).where('id', '=', f.mine.id).execute();
  await q.updateTable('media_accounts').set({ group_id: null }).where('id', '=', f.notMine.id).execute();
  // The seeded demo rules would break rows of their own; each test here starts from the rules it makes.
  await q.updateTable('error_prevention_rules').set({ enabled: false }).where('customer_id', '=', 1).execute();
});
afterAll(async () => {
  await server?.close();
});

const save = (username: string, request: Record<string, unknown>) => post<Item>('/api/creation/error-prevention/rule/save', username, { enabled: true, media: 'toutiao', ...request });
const list = (username: string, query: Record<string, unknown> = {}) => post<Page>('/api/creation/error-prevention/rule/list', username, { current: 1, size: 200, ...query });

describe('rules', () => {
  it('keeps a goal rule and a money rule, with their scope’s names', async () => {
    const goal = expectOk(await save('manager', { name: '头条只投激活注册', field: 'goal', values: ['AD_CONVERT_TYPE_ACTIVE', 'AD_CONVERT_TYPE_ACTIVE_REGISTER'], accountIds: [f.mine.id], accountGroupIds: [group] }));
    expect(goal).toMatchObject({ name: '头条只投激活注册', enabled: true, media: 'toutiao', field: 'goal', values: ['AD_CONVERT_TYPE_ACTIVE', 'AD_CONVERT_TYPE_ACTIVE_REGISTER'], min: null, max: null, createdBy: '钱芳', updatedBy: '钱芳' });
    expect(goal.accounts).toEqual([{ id: f.mine.id, name: f.mine.name }]);
    expect(goal.accountGroups).toEqual([{ id: group, name: '防出错测试组' }]);
    const bid = expectOk(await save('admin', { name: '头条出价0.5-300元', field: 'bid', min: 0.5, max: 300 }));
    expect(bid).toMatchObject({ field: 'bid', values: [], min: 0.5, max: 300, accounts: [], accountGroups: [], createdBy: '赵磊' });
    const changed = expectOk(await save('manager', { id: bid.id, name: '头条出价0.5-200元', field: 'bid', min: 0.5, max: 200 }));
    expect(changed).toMatchObject({ id: bid.id, name: '头条出价0.5-200元', max: 200, createdBy: '赵磊', updatedBy: '钱芳' });
    const found = expectOk(await list('admin', { media: 'toutiao', field: 'bid', keyword: '头条出价0.5-200' }));
    expect(found.records.map((r) => r.id)).toEqual([bid.id]);
    expect(expectOk(await post<Item>('/api/creation/error-prevention/rule/get', 'admin', { id: goal.id })).values).toHaveLength(2);
    const audit = await sqlOn(db()).selectFrom('audit_records').select(['action_name', 'before', 'after']).where('object_level', '=', 'errorPreventionRule').where('object_id', '=', String(bid.id)).orderBy('at').orderBy('id').execute();
    expect(audit.map((a) => a.action_name)).toEqual(['新建防出错规则', '修改防出错规则']);
    expect(audit[1]).toMatchObject({ before: { max_value: 300 }, after: { max_value: 200 } });
  });

  it('refuses what a rule cannot hold, in Chinese', async () => {
    const refused = async (request: Record<string, unknown>, message: string) => {
      const answer = await save('manager', { name: '坏规则', ...request });
      expect(answer.status).toBe(400);
      expectRefusal(answer, 400, message);
    };
    await refused({ field: 'goal', values: [] }, '请选择允许的值');
    await refused({ field: 'goal', values: ['AD_CONVERT_TYPE_ACTIVE'], min: 1 }, '目标转化类规则只填允许的值，不填范围');
    await refused({ field: 'goal', values: ['付费'] }, '"付费"不是该媒体的目标转化取值');
    await refused({ field: 'budgetPlan', values: ['300'] }, '金额类规则只填范围，不填允许的值');
    await refused({ field: 'budgetPlan' }, '请填写最小值或最大值');
    await refused({ field: 'deepBid', min: 10, max: 5 }, '最小值不能大于最大值');
    await refused({ field: 'bid', min: 1, accountIds: [f.gdt.id] }, `账户${f.gdt.id}不存在或不是本媒体的账户`);
    await refused({ field: 'bid', min: 1, accountIds: [f.foreignAccount.id] }, `账户${f.foreignAccount.id}不存在或不是本媒体的账户`);
    const foreignGroup = await sqlOn(db()).insertInto('account_groups').values({ customer_id: 2, name: '外公司组' }).returning('id').executeTakeFirstOrThrow();
    await refused({ field: 'bid', min: 1, accountGroupIds: [foreignGroup.id] }, `账户组${foreignGroup.id}不存在`);
    expect((await save('manager', { name: '长'.repeat(31), field: 'bid', min: 1 })).status).toBe(400);
    expect((await save('manager', { name: '负数', field: 'bid', min: -1 })).status).toBe(400);
    expect(await sqlOn(db()).selectFrom('error_prevention_rules').select('id').where('name', '=', '坏规则').execute()).toEqual([]);
  });

  it('lets ADMIN and MANAGER alone read and write them; another company’s rule is missing', async () => {
    const rule = expectOk(await save('manager', { name: '快手计划预算至少300', media: 'kuaishou', field: 'budgetPlan', min: 300 }));
    for (const username of ['operator', 'rbac', 'designer']) {
      expect((await list(username)).status, username).toBe(403);
      expect((await post('/api/creation/error-prevention/rule/get', username, { id: rule.id })).status, username).toBe(403);
      expect((await save(username, { name: '越权规则', field: 'bid', min: 1 })).status, username).toBe(403);
      expect((await post('/api/creation/error-prevention/rule/toggle', username, { id: rule.id, enabled: false })).status, username).toBe(403);
      expect((await post('/api/creation/error-prevention/rule/remove', username, { id: rule.id })).status, username).toBe(403);
    }
    expectRefusal(await post('/api/creation/error-prevention/rule/get', 'yuanhang', { id: rule.id }), 404, '防出错规则不存在或已删除');
    expectRefusal(await save('yuanhang', { id: rule.id, name: '借来的', media: 'kuaishou', field: 'budgetPlan', min: 1 }), 404, '防出错规则不存在或已删除');
    expect(expectOk(await list('yuanhang')).records.map((r) => r.id)).not.toContain(rule.id);
  });

  it('answers each media’s goal and deep-goal options from its creation rules, to ADMIN and MANAGER alone, and saves only those', async () => {
    const options = (media: string, username = 'manager') => post<GoalOptions>('/api/creation/error-prevention/goal-options', username, { media });
    const toutiao = expectOk(await options('toutiao'));
    // Every variant's goal field together, each value once, in the spec's order.
    const declared = (field: 'goal' | 'deepGoal') => [...new Set(TOUTIAO_CREATION.flatMap((s) => s.levels.flatMap((l) => l.fields.filter((x) => x.errorPrevention === field).flatMap((x) => (x.options ?? []).map((o) => o.value)))))];
    expect(toutiao.goal.map((o) => o.value)).toEqual(declared('goal'));
    expect(toutiao.deepGoal.map((o) => o.value)).toEqual(declared('deepGoal'));
    expect(toutiao.goal).toContainEqual({ value: 'AD_CONVERT_TYPE_ACTIVE', label: '激活' });
    const kuaishouGoal = KUAISHOU_CREATION[0]?.levels.flatMap((l) => l.fields).find((x) => x.errorPrevention === 'goal');
    expect(expectOk(await options('kuaishou')).goal[0]).toEqual(kuaishouGoal?.options?.[0]);
    for (const media of MEDIA_CODES) expect(expectOk(await options(media, 'admin')).goal.length, media).toBeGreaterThan(0);
    for (const username of ['operator', 'rbac', 'designer']) expect((await options('toutiao', username)).status, username).toBe(403);
    expectRefusal(await options('weibo'), 400, undefined);
    // A value of the list is saved; a label, or another media's value, is not.
    expectOk(await save('manager', { name: '深度只投付费ROI', field: 'deepGoal', values: [toutiao.deepGoal[0]?.value] }));
    expectRefusal(await save('manager', { name: '深度用中文', field: 'deepGoal', values: [toutiao.deepGoal[0]?.label] }), 400, `"${toutiao.deepGoal[0]?.label}"不是该媒体的深度转化取值`);
    expectRefusal(await save('manager', { name: '快手的目标', field: 'goal', values: [kuaishouGoal?.options?.[0]?.value] }), 400, `"${kuaishouGoal?.options?.[0]?.value}"不是该媒体的目标转化取值`);
  });

  it('switches a rule off and on, and removes it', async () => {
    const rule = expectOk(await save('manager', { name: '头条广告预算100-5000', field: 'budgetAd', min: 100, max: 5000 }));
    expect(expectOk(await post<Item>('/api/creation/error-prevention/rule/toggle', 'admin', { id: rule.id, enabled: false })).enabled).toBe(false);
    expect(expectOk(await list('manager', { enabled: false, keyword: '头条广告预算' })).records.map((r) => r.id)).toEqual([rule.id]);
    expect(expectOk(await post<Item>('/api/creation/error-prevention/rule/toggle', 'admin', { id: rule.id, enabled: true })).enabled).toBe(true);
    expectOk(await post('/api/creation/error-prevention/rule/remove', 'manager', { id: rule.id }));
    expectRefusal(await post('/api/creation/error-prevention/rule/get', 'manager', { id: rule.id }), 404, '防出错规则不存在或已删除');
    expectRefusal(await post('/api/creation/error-prevention/rule/toggle', 'manager', { id: rule.id, enabled: false }), 404, '防出错规则不存在或已删除');
    const audit = await sqlOn(db()).selectFrom('audit_records').select('action_name').where('object_level', '=', 'errorPreventionRule').where('object_id', '=', String(rule.id)).orderBy('at').orderBy('id').execute();
    expect(audit.map((a) => a.action_name)).toEqual(['新建防出错规则', '停用防出错规则', '启用防出错规则', '删除防出错规则']);
  });
});

describe('the check', () => {
  /** A 广告组 and two 广告计划 under it per account of the body (toutiao 1.0), with these plan bids and goals. */
  function rowsOf(accounts: number, plans: { bid: number; goal: string }[]): CreationRow[] {
    const rows: CreationRow[] = [];
    for (let a = 0; a < accounts; a += 1) {
      const group = `${a}:delivery-group:1`;
      rows.push({ key: group, level: 'delivery-group', parentKey: null, account: a, name: `广告组${a}`, targeting: null, materialGroups: null, titleGroups: null, settings: { landing_type: 'LINK', budget_mode: 'BUDGET_MODE_DAY', budget: 1000 }, repeat: 1 });
      plans.forEach((p, i) =>
        rows.push({ key: `${a}:plan:${i + 1}`, level: 'plan', parentKey: group, account: a, name: `计划${a}-${i + 1}`, targeting: [0], materialGroups: null, titleGroups: null, settings: { external_action: p.goal, bid_type: 'CUSTOM', cpa_bid: p.bid, budget_mode: 'BUDGET_MODE_DAY', budget: 500 }, repeat: 1 }),
      );
    }
    return rows;
  }
  const check = (username: string, body: unknown, rows: CreationRow[]) => post<Result>('/api/creation/error-prevention/check', username, { media: 'toutiao', body, rows });

  it('answers the rows that break each enabled rule of the row’s account, in the modal’s shape', async () => {
    const q = sqlOn(db());
    await q.updateTable('error_prevention_rules').set({ enabled: false }).where('customer_id', '=', 1).execute();
    const bid = expectOk(await save('manager', { name: '出价不超过300元', field: 'bid', min: 0.5, max: 300 }));
    const goal = expectOk(await save('manager', { name: '本组只投激活', field: 'goal', values: ['AD_CONVERT_TYPE_ACTIVE'], accountGroupIds: [group] }));
    const elsewhere = expectOk(await save('manager', { name: '别的账户出价不超过1元', field: 'bid', max: 1, accountIds: [f.notMine.id] }));
    const off = expectOk(await save('manager', { name: '停用的规则', field: 'bid', max: 1, enabled: false }));
    const body = bodyOf(f);
    const rows = rowsOf(1, [
      { bid: 500, goal: 'AD_CONVERT_TYPE_ACTIVE' },
      { bid: 2, goal: 'AD_CONVERT_TYPE_PAY' },
    ]);
    const result = expectOk(await check('operator', body, rows));
    expect(result.rules.map((r) => [r.ruleId, r.ruleName, r.rows.length])).toEqual([
      [bid.id, '出价不超过300元', 1],
      [goal.id, '本组只投激活', 1],
    ]);
    const [bidRow] = result.rules[0]?.rows ?? [];
    expect(bidRow).toMatchObject({ objectLabel: { message: '广告计划：计划0-1', error: false }, accountLabel: { message: f.mine.name, error: false }, bid: { message: '500元（允许：0.5元-300元）', error: true }, goal: { message: '激活', error: false } });
    expect(result.rules[1]?.rows[0]).toMatchObject({ objectLabel: { message: '广告计划：计划0-2' }, goal: { message: '付费（允许：激活）', error: true } });
    expect(result.rules.map((r) => r.ruleId)).not.toContain(elsewhere.id);
    expect(result.rules.map((r) => r.ruleId)).not.toContain(off.id);
    // Nothing broken: the submission may proceed.
    expect(expectOk(await check('manager', body, rowsOf(1, [{ bid: 3, goal: 'AD_CONVERT_TYPE_ACTIVE' }]))).rules).toEqual([]);
    // The submission's own call gives the same answer.
    expect((await checkErrorPrevention({ db: db(), session: { customerId: 1 } }, 'toutiao', body, rows)).map((r) => r.ruleId)).toEqual([bid.id, goal.id]);
    expect(await checkErrorPrevention({ db: db(), session: { customerId: 2 } }, 'toutiao', body, rows)).toEqual([]);
  });

  it('refuses a designer, and a media other than the body’s', async () => {
    expect((await check('designer', bodyOf(f), rowsOf(1, [{ bid: 1, goal: 'AD_CONVERT_TYPE_ACTIVE' }]))).status).toBe(403);
    const answer = await post('/api/creation/error-prevention/check', 'operator', { media: 'gdt', body: bodyOf(f), rows: [] });
    expectRefusal(answer, 400, '模板的媒体与所选媒体不一致');
  });
});
