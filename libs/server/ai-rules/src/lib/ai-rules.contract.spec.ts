// Contract tests of AI助手 (docs/design/tools.md §5.2, §6, §10) over the real server and the sandbox media on a fake
// clock: rules in the caller's scope (an optimiser's only on accounts they see, their own rules only), the save
// check's bad-input answers, a dry run that calls no media, a round through the delivery edit path (the media's
// limits first, an edit job, each row audited with its rule, a pause superseding a budget change, nothing acted on
// twice when the round runs again), EMAIL actions told once, a rule removed while its round runs, and undo only while
// the value is the rule's; a round syncs an account's figures first unless synced in the last 5 minutes. Objects
// chosen by a 命名解析 field, the editor's calls (the media's limits, the naming fields, the users a rule may mail),
// and the mail of an EMAIL action and of a failed run arriving at the local SMTP receiver.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { formatChinaTime, HOUR_MS, MINUTE_MS, ZERO_SUMS, type AiRuleBody } from '@toufang/domain';
import { recordAudit } from '@toufang/server-audit';
import { sqlOn, type MetricsSyncTables } from '@toufang/server-db';
import { deliveryEditJob } from '@toufang/server-delivery';
import { drainJobs, mirrorDims, objectsOf, syncedAccounts, testPorts, testStore, testStoreOptions, type TestPorts } from '@toufang/server-delivery/testing';
import { notifyDeliverJob } from '@toufang/server-notify-jobs';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';
import { aiRulesRoundJob, enqueueRound, runRound } from './round';
import { isDue, slotOf, TICK } from './schedule';

type Schemas = components['schemas'];

let server: TestServer;
let ports: TestPorts;
const tokens: Record<string, string> = {};
const db = () => server.app.toufang.db;
let mine: number;
let notMine: number;
let plans: { object_id: string; name: string; budget_fen: string | number | null }[];

const post = <T>(path: string, username: string, body: unknown) => server.call<T>(`/api/tools/ai-rule/${path}`, { body, token: tokens[username] });
function ok<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}

const EVERY_SLOT = { everyMinutes: 10 as const, hours: Array.from({ length: 24 }, (_, h) => h), weekdays: [1, 2, 3, 4, 5, 6, 7] };
function body(over: Partial<AiRuleBody> = {}): AiRuleBody {
  return {
    name: '消耗过高且无转化暂停',
    media: 'toutiao',
    level: 'plan',
    scope: { accountIds: [mine], objects: { kind: 'all' } },
    conditions: [
      { metric: 'cost', operator: 'MORE', value: 500, window: { kind: 'today' } },
      { metric: 'convert', operator: 'LESS', value: 1, window: { kind: 'today' } },
    ],
    join: 'ALL',
    actions: [{ type: 'PAUSE', action: 'PAUSE' }],
    triggerCount: 1,
    finalOptimisation: 'NONE',
    schedule: EVERY_SLOT,
    cooldownMinutes: 0,
    caps: {},
    priority: 20,
    ...over,
  };
}
const save = (username: string, b: AiRuleBody, extra: Record<string, unknown> = {}) => post<Schemas['AiRule']>('save', username, { body: b, ...extra });

/** The latest slot at or before `at` in which a rule of EVERY_SLOT is due. */
function dueSlot(at: number): Date {
  let slot = slotOf(at);
  while (!isDue(EVERY_SLOT, slot)) slot = new Date(slot.getTime() - TICK.EVERY_MS);
  return slot;
}

/** The seeded delivery naming rule (投放命名规范) as the editor's call lists it for toutiao plans. */
async function deliveryNaming(): Promise<Schemas['NameRuleFields']> {
  const found = ok(await post<Schemas['NameRuleFields'][]>('name-fields', 'manager', { media: 'toutiao', level: 'plan' })).find((f) => f.ruleName === '投放命名规范');
  if (!found) throw new Error('投放命名规范 is not listed');
  return found;
}

/** Delivers the notifier's queued mail (its jobs run at the server's time or later) and answers the local inbox. */
async function mailbox() {
  await drainJobs(server.app.toufang, [notifyDeliverJob], new Date(Date.now() + 10 * MINUTE_MS));
  return (await server.receivers?.inbox('email')) ?? [];
}

beforeAll(async () => {
  server = await startTestServer({ ...testStoreOptions(), media: (d) => (ports = testPorts(d)) }, { receivers: true });
  for (const username of ['admin', 'manager', 'operator', 'designer']) tokens[username] = await server.login(username);
  const q = sqlOn(db());
  const operatorId = (await q.selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow()).id;
  // Known addresses for the mail the rounds send (the local SMTP receiver takes any).
  for (const username of ['manager', 'operator']) await q.updateTable('users').set({ email: `${username}@mail.example.com` }).where('username', '=', username).execute();
  // The seeded rules stay out of this file's rounds (they would share its slots and objects).
  await q.updateTable('ai_rules').set({ enabled: false }).execute();
  const toutiao = await syncedAccounts(server.app.toufang, 'toutiao');
  [mine, notMine] = [toutiao[0].id, toutiao[1].id];
  await q.deleteFrom('media_account_operators').where('account_id', '=', notMine).where('user_id', '=', operatorId).execute();
  await q.updateTable('media_accounts').set({ project_id: null }).where('id', '=', notMine).execute();
  await q.insertInto('media_account_operators').values({ account_id: mine, user_id: operatorId }).onConflict((oc) => oc.doNothing()).execute();
  plans = (await objectsOf(db(), 'toutiao', 'plan', [mine])).filter((p) => p.opt_status === 'enabled' && p.budget_fen !== null && Number(p.budget_fen) >= 100_000).slice(0, 3);
  expect(plans).toHaveLength(3);
  // The account's figures count as just synced, so the rounds read the figures written here (the last test syncs).
  await q.withTables<MetricsSyncTables>().insertInto('metrics_sync_cursors').values({ account_id: mine, synced_at: new Date() }).onConflict((oc) => oc.column('account_id').doUpdateSet({ synced_at: new Date() })).execute();
  // This hour and the two before: the first two plans spent 600 元 each hour without converting, the third 100 元.
  const store = testStore(server);
  const ids = plans.map((p) => p.object_id);
  await mirrorDims(store, db(), 'toutiao', 'plan', ids);
  const hours = [0, 1, 2].map((k) => `${formatChinaTime(Date.now() - k * HOUR_MS).slice(0, 13)}:00`);
  await store.writeHourly(
    hours.flatMap((time) => plans.map((p, i) => ({ media: 'toutiao' as const, level: 'plan' as const, objectId: p.object_id, customerId: 1, accountId: mine, time, sums: { ...ZERO_SUMS, cost: i < 2 ? 600 : 100, show: 10_000, click: 100 } }))),
  );
});
afterAll(async () => {
  await server?.close();
});

describe('rules in scope', () => {
  it('lets the optimisers write rules on the accounts they see, refuses a designer, and keeps an optimiser to their own rules', async () => {
    expect((await post('list', 'designer', { current: 1, size: 10 })).status).toBe(403);
    expect((await save('operator', body({ scope: { accountIds: [notMine], objects: { kind: 'all' } } }))).body).toMatchObject({ code: 400, message: '所选账户不存在或不在您的数据范围内' });
    const own = ok(await save('operator', body({ name: '优化师的规则' })));
    expect(own).toMatchObject({ version: 1, enabled: true, removed: false, lastRun: null, todayActions: 0, body: { name: '优化师的规则' } });
    expect(own.nextDueTime).not.toBeNull();
    const managers = ok(await save('manager', body({ name: '主管的规则', scope: { accountIds: [notMine], objects: { kind: 'all' } } })));
    const listed = (username: string) => post<Schemas['AiRulePage']>('list', username, { current: 1, size: 100 }).then((a) => ok(a).records.map((r) => r.id));
    expect(await listed('manager')).toEqual(expect.arrayContaining([own.id, managers.id]));
    expect(await listed('operator')).toContain(own.id);
    expect(await listed('operator')).not.toContain(managers.id);
    expect((await post('get', 'operator', { id: managers.id })).body.code).toBe(404);
    expect(ok(await post<Schemas['AiRule']>('get', 'admin', { id: own.id })).owner.name).not.toBe('');

    // Version checked: the second save of version 1 is refused; toggle, copy and remove.
    ok(await save('operator', body({ name: '优化师的规则（改）' }), { id: own.id, version: 1 }));
    expect((await save('manager', body({ name: '覆盖' }), { id: own.id, version: 1 })).body).toMatchObject({ code: 409, message: '规则已被他人修改，请刷新后重试' });
    expect(ok(await post<Schemas['AiRule']>('toggle', 'operator', { id: own.id, enabled: false }))).toMatchObject({ enabled: false, version: 3, nextDueTime: null });
    expect(ok(await post<Schemas['AiRule']>('copy', 'operator', { id: own.id }))).toMatchObject({ enabled: false, body: { name: '优化师的规则（改）-副本' } });
    expect(ok(await post('remove', 'manager', { id: managers.id }))).toBeNull();
    expect(await listed('manager')).not.toContain(managers.id);
  });

  it('opens on the seeded rules and their record, a media cap among the skips', async () => {
    const names = ok(await post<Schemas['AiRulePage']>('list', 'manager', { current: 1, size: 100 })).records.map((r) => r.body.name);
    expect(names).toEqual(expect.arrayContaining(['头条计划消耗高无转化暂停', '广点通激活成本低加预算', '快手点击率低降出价', '头条预算撞线提醒']));
    const skipped = ok(await post<Schemas['AiRuleActionPage']>('actions', 'manager', { current: 1, size: 100, media: 'gdt', outcome: 'skipped' }));
    expect(skipped.records[0]).toMatchObject({ reasonCode: 'media_limit', reason: expect.stringContaining('预算每天最多修改'), undo: { undoable: false } });
    expect(ok(await post<Schemas['AiRuleRunPage']>('runs', 'operator', { current: 1, size: 100 })).records.every((r) => r.ruleName === '快手点击率低降出价')).toBe(true);
  });

  it('answers bad input with the domain\'s Chinese messages', async () => {
    const refusal = async (b: AiRuleBody) => (await save('manager', b)).body;
    expect(await refusal(body({ conditions: [{ metric: 'bounce' as never, operator: 'MORE', value: 1, window: { kind: 'today' } }] }))).toMatchObject({ code: 400, message: '不支持的条件指标：bounce' });
    expect(await refusal(body({ conditions: [{ metric: 'cost', operator: 'MORE', value: 1, window: { kind: 'lastDays', n: 120, includeToday: false } }] }))).toMatchObject({
      code: 400,
      message: '统计时段超出已保存的数据范围：小时数据保留3天，按天数据保留93天',
    });
    expect(await refusal(body({ actions: [{ type: 'BUDGET', action: 'UP', unit: 'SCALE', value: 20 }], caps: { maxBudget: 20_000_000 } }))).toMatchObject({
      code: 400,
      message: '预算上限超过媒体允许的最大值9999999.99元',
    });
  });
});

describe('the editor\'s calls', () => {
  it('answers the media\'s limits as the save check takes them', async () => {
    const limits = ok(await server.call<Schemas['AiRuleLimits']>('/api/tools/ai-rule/limits', { body: { media: 'toutiao' }, token: tokens.operator }));
    const port = server.app.toufang.media.port('toutiao');
    expect(limits).toMatchObject({ media: 'toutiao', bidRange: port.limits.bidRange, budgetMinStep: port.limits.budgetMinStep, maxBudget: 9_999_999.99 });
    expect(limits.levels).toEqual(port.levels.map((l) => ({ level: l.level, budget: l.has.budget, bid: l.has.bid })));
    expect(limits.minBudget).toEqual(port.limits.minBudget);
    expect((await post('limits', 'operator', { media: 'myspace' })).body).toMatchObject({ code: 400, message: '不支持的媒体' });
    expect((await post('limits', 'designer', { media: 'toutiao' })).status).toBe(403);
  });

  it('lists the naming rules\' fields for the media and level', async () => {
    const fields = ok(await post<Schemas['NameRuleFields'][]>('name-fields', 'operator', { media: 'toutiao', level: 'plan' }));
    const delivery = fields.find((f) => f.ruleName === '投放命名规范');
    expect(delivery?.fields.map((f) => [f.key, f.label])).toEqual([
      ['theme', '主题'],
      ['level', '层级'],
      ['date', '日期'],
      ['seq', '序号'],
    ]);
    expect(delivery?.fields[0].values.length).toBeGreaterThan(0);
    // Material rules never name delivery objects.
    expect(fields.map((f) => f.ruleName)).not.toContain('素材命名规范');
  });

  it('lists the users a rule may mail within what the caller sees, and refuses a rule naming another', async () => {
    const managerSees = ok(await post<Schemas['AiRuleMailUser'][]>('mail-users', 'manager', {}));
    const operator = managerSees.find((u) => u.email === 'operator@mail.example.com');
    const manager = managerSees.find((u) => u.email === 'manager@mail.example.com');
    if (!operator || !manager) throw new Error('the manager does not see both users');
    expect(operator).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    const operatorSees = ok(await post<Schemas['AiRuleMailUser'][]>('mail-users', 'operator', {}));
    expect(operatorSees).toEqual([operator]);
    expect(ok(await post<Schemas['AiRuleMailUser'][]>('mail-users', 'manager', { keyword: 'operator@mail' }))).toEqual([operator]);
    const mailing = (userId: number) => body({ name: '邮件接收人', actions: [{ type: 'EMAIL', recipients: [{ kind: 'user', userId }] }] });
    expect((await save('operator', mailing(manager.id))).body).toMatchObject({ code: 400, message: '邮件接收人中有不存在或不在您的数据范围内的平台用户' });
    expect(ok(await save('operator', mailing(operator.id), { enabled: false })).body.actions).toEqual([{ type: 'EMAIL', recipients: [{ kind: 'user', userId: operator.id }] }]);
  });

  it('saves a rule choosing objects by a 命名解析 field, and refuses a field or a naming rule that is not there', async () => {
    const naming = await deliveryNaming();
    const byTheme = (field: string, ruleId = naming.ruleId) => body({ name: '按主题', scope: { accountIds: [mine], objects: { kind: 'nameParts', ruleId, equals: [{ field, values: ['春季'] }] } } });
    expect(ok(await save('manager', byTheme('theme'), { enabled: false })).body.scope.objects).toEqual({ kind: 'nameParts', ruleId: naming.ruleId, equals: [{ field: 'theme', values: ['春季'] }] });
    expect((await save('manager', byTheme('colour'))).body).toMatchObject({ code: 400, message: '命名规则中没有字段「colour」' });
    expect((await save('manager', byTheme('theme', 999_999))).body).toMatchObject({ code: 400, message: '命名规则不存在、未启用或不适用于该媒体和层级' });
  });
});

describe('run now', () => {
  it('runs a rule by hand as a job, at most once a minute', async () => {
    const quiet = ok(await save('manager', body({ name: '立即执行', conditions: [{ metric: 'cost', operator: 'MORE', value: 1_000_000, window: { kind: 'today' } }] }), { enabled: false }));
    const started = ok(await post<Schemas['AiRuleRunStart']>('run-now', 'manager', { id: quiet.id }));
    expect((await post('run-now', 'manager', { id: quiet.id })).body).toMatchObject({ code: 429, message: '每分钟最多立即执行一次，请稍后再试' });
    await drainJobs(server.app.toufang, [aiRulesRoundJob], new Date(Date.now() + MINUTE_MS));
    const runs = ok(await post<Schemas['AiRuleRunPage']>('runs', 'manager', { current: 1, size: 10, ruleId: quiet.id }));
    expect(runs.records).toEqual([expect.objectContaining({ id: started.runId, kind: 'manual', state: 'done', matched: 0, acted: 0 })]);
    expect(ok(await post<Schemas['AiRule']>('get', 'manager', { id: quiet.id })).lastRun).toMatchObject({ id: started.runId });
  });
});

describe('dry run', () => {
  it('replays the past 7 days object by object without calling a media', async () => {
    const calls = { ...ports.calls };
    const windows = await sqlOn(db()).selectFrom('media_gateway_windows').selectAll().execute();
    const result = ok(await post<Schemas['AiRuleDryRun']>('dry-run', 'manager', { body: body() }));
    expect(result.slots).toBeGreaterThan(0);
    expect(result.objects.map((o) => o.objectId).sort()).toEqual(plans.slice(0, 2).map((p) => p.object_id).sort());
    for (const o of result.objects) expect(o.steps[0]).toMatchObject({ type: 'PAUSE', before: 'enabled', after: 'paused', outcome: 'planned' });
    expect(result.summary).toMatchObject({ objectsMatched: 2, actions: 2 });
    expect(result.limits.length).toBeGreaterThan(0);
    expect(ports.calls).toEqual(calls);
    expect(await sqlOn(db()).selectFrom('media_gateway_windows').selectAll().execute()).toEqual(windows);
  });
});

describe('objects by a 命名解析 field', () => {
  it('dry-runs only the objects whose name\'s field equals (IN) or contains (LIKE) a value', async () => {
    const naming = await deliveryNaming();
    const q = sqlOn(db());
    // The two plans that spent: one named for spring, one for summer (the desk's copy; restored after).
    const names = ['春季_计划_1201_01', '夏季大促_计划_1201_02'];
    for (const [i, name] of names.entries()) await q.updateTable('delivery_objects').set({ name }).where('media_code', '=', 'toutiao').where('object_id', '=', plans[i].object_id).execute();
    try {
      const dry = async (match: 'IN' | 'LIKE', values: string[]) =>
        ok(await post<Schemas['AiRuleDryRun']>('dry-run', 'manager', { body: body({ scope: { accountIds: [mine], objects: { kind: 'nameParts', ruleId: naming.ruleId, match, equals: [{ field: 'theme', values }] } } }) })).objects.map((o) => o.objectId);
      expect(await dry('IN', ['春季'])).toEqual([plans[0].object_id]);
      expect(await dry('IN', ['夏季'])).toEqual([]);
      expect((await dry('LIKE', ['季'])).sort()).toEqual([plans[0].object_id, plans[1].object_id].sort());
      // Another field of the same rule: the 4th part.
      const bySeq = ok(await post<Schemas['AiRuleDryRun']>('dry-run', 'manager', { body: body({ scope: { accountIds: [mine], objects: { kind: 'nameParts', ruleId: naming.ruleId, equals: [{ field: 'seq', values: ['02'] }] } } }) }));
      expect(bySeq.objects.map((o) => o.objectId)).toEqual([plans[1].object_id]);
    } finally {
      for (const [i] of names.entries()) await q.updateTable('delivery_objects').set({ name: plans[i].name }).where('media_code', '=', 'toutiao').where('object_id', '=', plans[i].object_id).execute();
    }
  });
});

describe('a round', () => {
  let pauseRule: number;
  let budgetRule: number;
  const now = Date.now();
  const slot = dueSlot(now);

  it('checks the media\'s limits first, acts through an edit job with each row audited as its rule, and records a pause winning over a budget change', async () => {
    pauseRule = ok(await save('manager', body({ name: '暂停规则' }))).id;
    budgetRule = ok(await save('manager', body({ name: '加预算规则', priority: 10, conditions: [{ metric: 'cost', operator: 'MORE', value: 50, window: { kind: 'today' } }], actions: [{ type: 'BUDGET', action: 'UP', unit: 'SCALE', value: 20 }] }))).id;
    // The third plan's budget edits of the day are spent (people's edits): the media's cap refuses the rule's raise.
    const cap = server.app.toufang.media.port('toutiao').limits.budgetEditsPerDay ?? 0;
    const third = plans[2];
    for (let i = 0; i < cap; i++) {
      await recordAudit(db(), { companyId: 1, actor: { kind: 'system', name: '测试' }, at: new Date(now), media: 'toutiao', object: { level: 'plan', id: third.object_id, name: third.name }, action: 'delivery.budget', actionName: '修改预算' });
    }
    const first = await enqueueRound(db(), { companyId: 1, slot: slot.toISOString(), kind: 'scheduled' }, { kind: 'system', name: '定时任务' }, new Date(now));
    expect(first.created).toBe(true);
    expect((await enqueueRound(db(), { companyId: 1, slot: slot.toISOString(), kind: 'scheduled' }, { kind: 'system', name: '定时任务' }, new Date(now))).created).toBe(false);
    await drainJobs(server.app.toufang, [aiRulesRoundJob], new Date(now));

    const actions = await sqlOn(db()).selectFrom('ai_rule_actions').select(['rule_id', 'object_id', 'type', 'outcome', 'reason_code', 'reason', 'edit_id']).where('rule_id', 'in', [pauseRule, budgetRule]).execute();
    const of = (rule: number, objectId: string) => actions.find((a) => a.rule_id === rule && a.object_id === objectId);
    for (const p of plans.slice(0, 2)) {
      expect(of(pauseRule, p.object_id)).toMatchObject({ type: 'PAUSE', outcome: 'planned', edit_id: expect.any(Number) });
      expect(of(budgetRule, p.object_id)).toMatchObject({ type: 'BUDGET', outcome: 'superseded', reason: '被规则「暂停规则」的暂停覆盖' });
    }
    expect(of(budgetRule, third.object_id)).toMatchObject({ outcome: 'skipped', reason_code: 'media_limit', reason: expect.stringContaining('今日已达上限') });
    expect(of(pauseRule, third.object_id)).toBeUndefined();
    expect(ports.calls.updateObjects ?? 0).toBe(0);

    await drainJobs(server.app.toufang, [deliveryEditJob], new Date(now));
    const sandbox = await sqlOn(db()).selectFrom('sandbox_objects').select(['object_id', 'opt_status as status']).where('media_code', '=', 'toutiao').where('object_id', 'in', plans.map((p) => p.object_id)).execute();
    expect(sandbox.filter((s) => s.status === 'paused').map((s) => s.object_id).sort()).toEqual(plans.slice(0, 2).map((p) => p.object_id).sort());
    const audit = await sqlOn(db()).selectFrom('audit_records').select(['object_id', 'actor_kind', 'actor_id', 'actor_name']).where('action', '=', 'delivery.status').where('object_id', 'in', plans.map((p) => p.object_id)).execute();
    expect(audit.map((a) => [a.actor_kind, a.actor_id, a.actor_name])).toEqual([0, 1].map(() => ['rule', String(pauseRule), 'AI助手规则：暂停规则']));

    const record = ok(await post<Schemas['AiRuleActionPage']>('actions', 'manager', { current: 1, size: 50, ruleId: pauseRule }));
    expect(record.records.map((r) => [r.outcome, r.undo.undoable])).toEqual([
      ['applied', true],
      ['applied', true],
    ]);
    expect(record.records[0].conditions.map((c) => c.holds)).toEqual([true, true]);
    const runs = ok(await post<Schemas['AiRuleRunPage']>('runs', 'manager', { current: 1, size: 10, ruleId: pauseRule }));
    expect(runs.records[0]).toMatchObject({ state: 'done', acted: 2, kind: 'scheduled' });
    const unread = (await server.call<{ unread: { title: string }[] }>('/api/user/message/init', { method: 'GET', token: tokens.manager })).body.data.unread.map((m) => m.title);
    expect(unread).toContain('AI助手规则「暂停规则」已执行');
  });

  it('acts on nothing twice when the round runs again', async () => {
    const count = async () => Number((await sqlOn(db()).selectFrom('ai_rule_actions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const edits = async () => Number((await sqlOn(db()).selectFrom('delivery_edits').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const [before, editsBefore] = [await count(), await edits()];
    // The same slot again (a retried job finds its runs done) …
    await runRound(server.app.toufang, { companyId: 1, slot: slot.toISOString(), kind: 'scheduled' }, new Date(now));
    // … and a retry that lost its checkpoint: the runs set back to running find their actions recorded, not added.
    await sqlOn(db()).updateTable('ai_rule_runs').set({ state: 'running' }).where('rule_id', 'in', [pauseRule, budgetRule]).execute();
    await runRound(server.app.toufang, { companyId: 1, slot: slot.toISOString(), kind: 'scheduled' }, new Date(now));
    expect(await count()).toBe(before);
    expect(await edits()).toBe(editsBefore);
  });

  it('tells an EMAIL action\'s recipients in the message centre, once', async () => {
    const operatorId = (await sqlOn(db()).selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow()).id;
    const mailRule = ok(await save('manager', body({ name: '邮件提醒规则', scope: { accountIds: [mine], objects: { kind: 'ids', ids: [plans[2].object_id] } }, conditions: [{ metric: 'cost', operator: 'MORE', value: 50, window: { kind: 'today' } }], actions: [{ type: 'EMAIL', recipients: [{ kind: 'user', userId: operatorId }, { kind: 'address', address: 'ops@example.com' }] }] }))).id;
    const at = new Date(now + 2 * MINUTE_MS);
    const payload = { companyId: 1, slot: at.toISOString(), kind: 'manual' as const, ruleIds: [mailRule] };
    await runRound(server.app.toufang, payload, at);
    await sqlOn(db()).updateTable('ai_rule_runs').set({ state: 'running' }).where('rule_id', '=', mailRule).execute();
    await runRound(server.app.toufang, payload, at);
    expect(await sqlOn(db()).selectFrom('ai_rule_actions').select(['object_id', 'outcome']).where('rule_id', '=', mailRule).execute()).toEqual([{ object_id: plans[2].object_id, outcome: 'applied' }]);
    for (const username of ['manager', 'operator']) {
      const titles = (await server.call<{ unread: { title: string }[] }>('/api/user/message/init', { method: 'GET', token: tokens[username] })).body.data.unread.map((m) => m.title);
      expect(titles.filter((t) => t === 'AI助手规则「邮件提醒规则」提醒'), username).toHaveLength(1);
    }
    // One mail for the rule and run, to the typed address and the named user's, through the notifier.
    const deliveries = await sqlOn(db()).selectFrom('notify_deliveries').select(['channel', 'target']).where('origin_kind', '=', 'rule').where('origin_id', '=', mailRule).execute();
    expect(deliveries).toEqual([{ channel: 'email', target: 'ops@example.com,operator@mail.example.com' }]);
    const mails = (await mailbox()).filter((m) => m.mail?.subject === 'AI助手规则「邮件提醒规则」提醒');
    expect(mails).toHaveLength(1);
    expect(mails[0].mail?.to.sort()).toEqual(['operator@mail.example.com', 'ops@example.com']);
  });

  it('mails a run whose actions failed to the owner, once', async () => {
    const failing = ok(await save('manager', body({ name: '失败提醒规则', scope: { accountIds: [mine], objects: { kind: 'ids', ids: [plans[2].object_id] } }, conditions: [{ metric: 'cost', operator: 'MORE', value: 50, window: { kind: 'today' } }], actions: [{ type: 'BID', action: 'DOWN', unit: 'NUM', value: 0.1 }] }))).id;
    const at = new Date(now + 3 * MINUTE_MS);
    const q = sqlOn(db());
    const gone = `${plans[2].object_id}-gone`;
    // The object leaves the desk's copy once the round has recorded its plan: its edit cannot be planned, the row fails.
    try {
      await runRound(server.app.toufang, { companyId: 1, slot: at.toISOString(), kind: 'manual', ruleIds: [failing] }, at, {
        actor: { kind: 'system', name: '测试' },
        saveCheckpoint: async (_c, tx) => {
          await sqlOn(tx!).updateTable('delivery_objects').set({ object_id: gone }).where('media_code', '=', 'toutiao').where('object_id', '=', plans[2].object_id).execute();
        },
      });
    } finally {
      await q.updateTable('delivery_objects').set({ object_id: plans[2].object_id }).where('media_code', '=', 'toutiao').where('object_id', '=', gone).execute();
    }
    const run = await q.selectFrom('ai_rule_runs').select(['state', 'acted', 'failed']).where('rule_id', '=', failing).executeTakeFirstOrThrow();
    expect(run).toEqual({ state: 'done', acted: 0, failed: 1 });
    // A retried close finds the run closed: no second mail.
    await runRound(server.app.toufang, { companyId: 1, slot: at.toISOString(), kind: 'manual', ruleIds: [failing] }, at);
    expect(await q.selectFrom('notify_deliveries').select('target').where('origin_kind', '=', 'rule').where('origin_id', '=', failing).execute()).toEqual([{ target: 'manager@mail.example.com' }]);
    const mails = (await mailbox()).filter((m) => m.mail?.subject === 'AI助手规则「失败提醒规则」执行失败');
    expect(mails.map((m) => m.mail?.to)).toEqual([['manager@mail.example.com']]);
  });

  it('skips the unsent actions of a rule removed while its round runs', async () => {
    const bidRule = ok(await save('manager', body({ name: '降出价规则', scope: { accountIds: [mine], objects: { kind: 'ids', ids: [plans[2].object_id] } }, conditions: [{ metric: 'cost', operator: 'MORE', value: 50, window: { kind: 'today' } }], actions: [{ type: 'BID', action: 'DOWN', unit: 'NUM', value: 0.1 }] }))).id;
    const at = new Date(now + MINUTE_MS);
    // Removed right after the round recorded its plan (in the same transaction as its checkpoint).
    await runRound(server.app.toufang, { companyId: 1, slot: at.toISOString(), kind: 'manual', ruleIds: [bidRule] }, at, {
      actor: { kind: 'system', name: '测试' },
      saveCheckpoint: async (_c, tx) => {
        await sqlOn(tx!).updateTable('ai_rules').set((eb) => ({ removed_at: at, version: eb('version', '+', 1) })).where('id', '=', bidRule).execute();
      },
    });
    const action = await sqlOn(db()).selectFrom('ai_rule_actions').select(['outcome', 'reason_code', 'reason', 'edit_id']).where('rule_id', '=', bidRule).executeTakeFirstOrThrow();
    expect(action).toEqual({ outcome: 'skipped', reason_code: 'rule_removed', reason: '规则已删除或已修改，本次未执行', edit_id: null });
  });

  it('leaves nothing of a round that fails after acting (its edits, messages and record are one transaction), and its retry acts once', async () => {
    const retried = ok(await save('manager', body({ name: '重试规则', scope: { accountIds: [mine], objects: { kind: 'ids', ids: [plans[2].object_id] } }, conditions: [{ metric: 'cost', operator: 'MORE', value: 50, window: { kind: 'today' } }], actions: [{ type: 'BID', action: 'DOWN', unit: 'NUM', value: 0.1 }] }))).id;
    const at = new Date(now + 4 * MINUTE_MS);
    const payload = { companyId: 1, slot: at.toISOString(), kind: 'manual' as const, ruleIds: [retried] };
    const q = sqlOn(db());
    const runId = async () => (await q.selectFrom('ai_rule_runs').select('id').where('rule_id', '=', retried).executeTakeFirstOrThrow()).id;
    const state = async () => ({
      actions: await q.selectFrom('ai_rule_actions').select(['outcome', 'edit_id']).where('rule_id', '=', retried).execute(),
      edits: (await q.selectFrom('delivery_edits').select('id').where('origin_kind', '=', 'rule_run').where('origin_id', '=', await runId()).execute()).length,
    });
    // Another run records the same action meanwhile (inside the round's transaction here): the record cannot hold the
    // round's row, so the edit it created goes too.
    const attempt = runRound(server.app.toufang, payload, at, {
      actor: { kind: 'system', name: '测试' },
      saveCheckpoint: async (_c, tx) => {
        const run = await sqlOn(tx!).selectFrom('ai_rule_runs').select('id').where('rule_id', '=', retried).executeTakeFirstOrThrow();
        await sqlOn(tx!)
          .insertInto('ai_rule_actions')
          .values({ run_id: run.id, seq: 99, company_id: 1, rule_id: retried, media_code: 'toutiao', level: 'plan', object_id: plans[2].object_id, account_id: mine, object_name: plans[2].name, slot: at, type: 'BID', figures: JSON.stringify({ conditions: [] }), outcome: 'skipped', china_day: '2000-01-01' })
          .execute();
      },
    });
    await expect(attempt).rejects.toThrow('本轮的部分操作已由同一时段的另一次执行记录，本轮将重试');
    expect(await state()).toEqual({ actions: [], edits: 0 });
    await runRound(server.app.toufang, payload, at);
    expect(await state()).toEqual({ actions: [{ outcome: 'planned', edit_id: expect.any(Number) }], edits: 1 });
  });

  it('undoes an applied action, and refuses one whose value changed since', async () => {
    const record = ok(await post<Schemas['AiRuleActionPage']>('actions', 'manager', { current: 1, size: 50, ruleId: pauseRule, outcome: 'applied' }));
    const [a, b] = record.records;
    expect((await post('action/undo', 'designer', { actionIds: [a.id] })).status).toBe(403);
    expect(ok(await post<Schemas['DeliveryEditStart']>('action/undo', 'manager', { actionIds: [a.id] }))).toMatchObject({ state: 'queued' });
    // The undo was asked now (the server's clock), after the round's time.
    await drainJobs(server.app.toufang, [deliveryEditJob], new Date(Date.now() + MINUTE_MS));
    const status = await sqlOn(db()).selectFrom('sandbox_objects').select('opt_status as status').where('media_code', '=', 'toutiao').where('object_id', '=', a.objectId).executeTakeFirstOrThrow();
    expect(status.status).toBe('enabled');
    const after = ok(await post<Schemas['AiRuleActionPage']>('actions', 'manager', { current: 1, size: 50, ruleId: pauseRule, outcome: 'applied' }));
    expect(after.records.find((r) => r.id === a.id)?.undo).toMatchObject({ undone: true, undoable: false, undoneBy: expect.any(String) });

    // Someone enabled the other plan since: the rule's pause is no longer the value, so its undo is refused.
    await sqlOn(db()).updateTable('delivery_objects').set({ opt_status: 'enabled' }).where('media_code', '=', 'toutiao').where('object_id', '=', b.objectId).execute();
    expect((await post('action/undo', 'manager', { actionIds: [b.id] })).body).toMatchObject({ code: 1201, message: '对象已被修改，无法撤销' });
  });
  it('syncs today\'s figures first when the account was not synced in the last 5 minutes', async () => {
    const quiet = ok(await save('manager', body({ name: '同步后执行', conditions: [{ metric: 'cost', operator: 'MORE', value: 1_000_000, window: { kind: 'today' } }] }), { enabled: false })).id;
    const cursors = () => sqlOn(db()).withTables<MetricsSyncTables>().selectFrom('metrics_sync_cursors').select('synced_at').where('account_id', '=', mine).executeTakeFirstOrThrow();
    await sqlOn(db()).withTables<MetricsSyncTables>().updateTable('metrics_sync_cursors').set({ synced_at: new Date(now - 10 * MINUTE_MS) }).where('account_id', '=', mine).execute();
    const reports = ports.calls.report ?? 0;
    const at = new Date(Date.now());
    await runRound(server.app.toufang, { companyId: 1, slot: at.toISOString(), kind: 'manual', ruleIds: [quiet] }, at);
    expect(ports.calls.report ?? 0).toBeGreaterThan(reports);
    expect(new Date((await cursors()).synced_at!).getTime()).toBeGreaterThan(now - 5 * MINUTE_MS);
    // Synced now: the next round reads the store as it is.
    const again = ports.calls.report;
    await runRound(server.app.toufang, { companyId: 1, slot: new Date(at.getTime() + MINUTE_MS).toISOString(), kind: 'manual', ruleIds: [quiet] }, new Date(at.getTime() + MINUTE_MS));
    expect(ports.calls.report).toBe(again);
  });
});
