// Contract tests of 广告诊断 (docs/design/tools.md §5.2, §7) over the real server and the sandbox media: a diagnosis of
// an account at the plan level and of one plan inside the caller's scope (the five internal roles read; 一键优化 is
// the promote area's), a budget that binds before 20:00 found with its hours lost and raised 20 % through the
// delivery edit path (origin diagnosis, diagnosis_fixes, the audit row), and a raise the media's daily cap refuses in
// the media's words with nothing recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { BASE_METRICS, chinaDate, chinaDay, type BaseSums } from '@toufang/domain';
import { accountsByIds, syncDeliveryObjects } from '@toufang/server-accounts';
import type { MetricsStore } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { deliveryEditJob } from '@toufang/server-delivery';
import { createWorker, manualClock } from '@toufang/server-jobs';
import { sql } from 'kysely';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';

type Result = components['schemas']['DiagnosisResult'];
type EditStart = components['schemas']['DeliveryEditStart'];
type Plan = { object_id: string; name: string; budget_fen: string | number | null; bid_fen: string | number | null; parent_id: string | null };

let server: TestServer;
const tokens: Record<string, string> = {};
const db = () => server.app.toufang.db;
const store = (): MetricsStore => server.app.toufang.metrics;
let account: { id: number; account_name: string };
let plans: Plan[];

const sums = (partial: Partial<BaseSums>): BaseSums => Object.fromEntries(BASE_METRICS.map((m) => [m, partial[m] ?? 0])) as BaseSums;
const post = <T>(path: string, username: string, body: unknown) => server.call<T>(`/api/tools/diagnosis/${path}`, { body, token: tokens[username] });
function ok<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}

/** Yesterday the plan spent a tenth of its budget an hour from 0:00 to 10:00, then nothing: 14 hours lost. */
async function bindsBeforeTen(plan: Plan) {
  const budget = Number(plan.budget_fen) / 100;
  const yesterday = chinaDate(chinaDay(Date.now()) - 1);
  const base = { media: 'toutiao' as const, level: 'plan', objectId: plan.object_id, customerId: 1, accountId: account.id };
  await store().upsertObjects([{ ...base, parentId: plan.parent_id, name: plan.name, status: 'enabled', budgetFen: Number(plan.budget_fen), bidFen: Number(plan.bid_fen), createdAt: 0 }]);
  const hour = sums({ cost: budget / 10, show: 5000, click: 100, convert: 4 });
  const hours = Array.from({ length: 10 }, (_, h) => ({ ...base, time: `${yesterday} ${String(h).padStart(2, '0')}:00`, sums: hour }));
  const scope = { customerId: 1, media: 'toutiao' as const, level: 'plan', objectIds: [plan.object_id], from: yesterday, to: yesterday };
  await store().writeHourly(hours, scope);
  await store().writeDaily([{ ...base, time: yesterday, sums: sums({ cost: budget, show: 50_000, click: 1000, convert: 40 }) }], scope);
}

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['admin', 'manager', 'operator', 'designer', 'agent1', 'rbac', 'yuanhang']) tokens[username] = await server.login(username);
  const q = sqlOn(db());
  const operator = await q.selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow();
  // The operator's toutiao account with a live authorisation, its plans copied from the sandbox.
  account = await q
    .selectFrom('media_accounts as a')
    .innerJoin('media_account_operators as o', 'o.account_id', 'a.id')
    .select(['a.id', 'a.account_name'])
    .where('a.customer_id', '=', 1)
    .where('a.media_code', '=', 'toutiao')
    .where('a.authorization_id', 'is not', null)
    .where('o.user_id', '=', operator.id)
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
  await syncDeliveryObjects(db(), server.app.toufang.media, await accountsByIds(db(), [account.id]), new Date());
  plans = (await q
    .selectFrom('delivery_objects')
    .select(['object_id', 'name', 'budget_fen', 'bid_fen', 'parent_id'])
    .where('account_id', '=', account.id)
    .where('level', '=', 'plan')
    .where('opt_status', '=', 'enabled')
    .where('budget_fen', 'is not', null)
    .where('bid_fen', 'is not', null)
    .orderBy('object_id')
    .execute()) as Plan[];
  expect(plans.length).toBeGreaterThanOrEqual(2);
  await bindsBeforeTen(plans[0]);
  await bindsBeforeTen(plans[1]);
});
afterAll(async () => {
  await server?.close();
});

describe('who may diagnose and apply', () => {
  it('lets the five internal roles diagnose their accounts and keeps others out', async () => {
    const accounts = ok(await post<components['schemas']['DiagnosisAccounts']>('accounts', 'operator', { keyword: account.account_name }));
    expect(accounts.accounts.map((a) => a.accountId)).toContain(account.id);
    for (const reader of ['admin', 'manager', 'operator', 'designer']) expect((await post('run', reader, { accountId: account.id, level: 'plan', objectId: plans[0].object_id })).status, reader).toBe(200);
    expect((await post('run', 'agent1', { accountId: account.id, level: 'plan' })).status).toBe(403);
    // The 2.0 user's tree holds 广告诊断: the page's code, not the role, decides.
    expect((await post('accounts', 'rbac', {})).status).toBe(200);
    expect((await post('apply', 'designer', { accountId: account.id, level: 'plan', objectId: plans[0].object_id, code: 'budget_limited' })).status).toBe(403);
    // Another company's caller: the account is not theirs.
    expect((await post('run', 'yuanhang', { accountId: account.id, level: 'plan' })).body.code).toBe(404);
    expect((await post('run', 'operator', { accountId: account.id, level: 'account' })).body.code).toBe(400);
    expect((await post('run', 'operator', { accountId: account.id, level: 'plan', objectId: 'no-such-plan' })).body.code).toBe(404);
  });
});

describe('a diagnosis', () => {
  it('of the account finds the budget that binds before 20:00, most severe first, with the raise it proposes', async () => {
    const result = ok(await post<Result>('run', 'operator', { accountId: account.id, level: 'plan' }));
    expect(result).toMatchObject({ accountId: account.id, media: 'toutiao', level: 'plan', levelLabel: '广告计划', mediaVerdicts: 'answered' });
    expect(result.objects).toBeGreaterThanOrEqual(2);
    const ranks = result.findings.map((f) => ({ high: 0, medium: 1, low: 2 })[f.severity]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const budget = Number(plans[0].budget_fen) / 100;
    const found = result.findings.find((f) => f.code === 'budget_limited' && f.objectId === plans[0].object_id);
    expect(found).toMatchObject({
      source: 'desk',
      severity: 'high',
      title: '预算受限，每天损失14小时',
      fix: { kind: 'edit', field: 'budget', before: budget, after: Math.max(Math.ceil(budget * 1.2), budget + 100) },
    });
    expect(found?.figures).toContainEqual({ label: '昨天达到95%预算', value: '10:00', unit: '' });
  });

  it('of one plan reads only it, the media\'s verdicts included', async () => {
    const result = ok(await post<Result>('run', 'operator', { accountId: account.id, level: 'plan', objectId: plans[0].object_id }));
    expect(result.objects).toBe(1);
    expect(result.mediaVerdicts).toBe('answered');
    expect(result.findings.every((f) => f.objectId === plans[0].object_id)).toBe(true);
  });
});

describe('the seeded plan (design §9)', () => {
  it('delivers fast, spends its budget before 20:00 in the sandbox\'s own figures, and is diagnosed budget-limited', async () => {
    const q = sqlOn(db());
    const seeded = await q
      .selectFrom('sandbox_objects as o')
      .innerJoin('media_accounts as a', (j) => j.onRef('a.account_id', '=', 'o.advertiser_id').onRef('a.media_code', '=', 'o.media_code'))
      .select(['o.object_id', 'o.budget_fen', 'a.id as accountId', 'a.account_id as advertiserId', 'a.authorization_id'])
      .where('o.media_code', '=', 'toutiao')
      .where('a.customer_id', '=', 1)
      .where(sql<boolean>`o.created_with->'settings'->>'flow_control_mode' = 'FLOW_CONTROL_MODE_FAST'`)
      .execute();
    expect(seeded).toHaveLength(1);
    const [plan] = seeded;
    const yesterday = chinaDate(chinaDay(Date.now()) - 1);
    const gateway = server.app.toufang.media.gateway('toutiao', Number(plan.authorization_id));
    const hours = await gateway.report({ advertiserId: plan.advertiserId, level: 'plan', ids: [plan.object_id], granularity: 'hour', from: yesterday, to: yesterday });
    const budget = Number(plan.budget_fen) / 100;
    const before20 = hours.filter((h) => Number(h.time.slice(11, 13)) < 20).reduce((sum, h) => sum + h.cost, 0);
    expect(before20).toBeGreaterThanOrEqual(budget * 0.95);

    // Its figures in the store as the sync writes them, then the diagnosis.
    await syncDeliveryObjects(db(), server.app.toufang.media, await accountsByIds(db(), [plan.accountId]), new Date());
    const row = await q.selectFrom('delivery_objects').select(['name', 'parent_id', 'bid_fen']).where('object_id', '=', plan.object_id).executeTakeFirstOrThrow();
    const base = { media: 'toutiao' as const, level: 'plan', objectId: plan.object_id, customerId: 1, accountId: plan.accountId };
    await store().upsertObjects([{ ...base, parentId: row.parent_id, name: row.name, status: 'enabled', budgetFen: Number(plan.budget_fen), bidFen: Number(row.bid_fen), createdAt: 0 }]);
    const toSums = (h: (typeof hours)[number]) => sums({ cost: h.cost, show: h.impressions, click: h.clicks, convert: h.conversions });
    const scope = { customerId: 1, media: 'toutiao' as const, level: 'plan', objectIds: [plan.object_id], from: yesterday, to: yesterday };
    await store().writeHourly(hours.map((h) => ({ ...base, time: h.time, sums: toSums(h) })), scope);
    const day = hours.reduce((total, h) => sums({ cost: total.cost + h.cost, show: total.show + h.impressions, click: total.click + h.clicks, convert: total.convert + h.conversions }), sums({}));
    await store().writeDaily([{ ...base, time: yesterday, sums: day }], scope);
    const result = ok(await post<Result>('run', 'manager', { accountId: plan.accountId, level: 'plan', objectId: plan.object_id }));
    expect(result.findings.find((f) => f.code === 'budget_limited')).toMatchObject({ fix: { field: 'budget', before: budget } });
  });
});

describe('一键优化', () => {
  it('raises the budget through the edit path: a diagnosis fix, the edit with its origin, the media\'s value and the audit row', async () => {
    const plan = plans[0];
    const before = Number(plan.budget_fen) / 100;
    const after = Math.max(Math.ceil(before * 1.2), before + 100);
    const started = ok(await post<EditStart>('apply', 'operator', { accountId: account.id, level: 'plan', objectId: plan.object_id, code: 'budget_limited' }));
    expect(started).toMatchObject({ state: 'queued', refusals: [], message: null });
    const q = sqlOn(db());
    const fix = await q.selectFrom('diagnosis_fixes').selectAll().where('object_id', '=', plan.object_id).executeTakeFirstOrThrow();
    expect(fix).toMatchObject({ company_id: 1, media: 'toutiao', account_id: account.id, level: 'plan', finding_code: 'budget_limited', edit_id: started.editId });
    expect(await q.selectFrom('delivery_edits').select(['origin_kind', 'origin_id', 'field']).where('id', '=', Number(started.editId)).executeTakeFirst()).toEqual({ origin_kind: 'diagnosis', origin_id: fix.id, field: 'budget' });

    const worker = createWorker(server.app.toufang, { jobs: [deliveryEditJob], schedules: [], clock: manualClock(new Date()), heartbeatMs: false });
    while ((await worker.runOnce()) > 0) {
      // until the edit's job is done
    }
    const sandbox = await q.selectFrom('sandbox_objects').select('budget_fen').where('media_code', '=', 'toutiao').where('object_id', '=', plan.object_id).executeTakeFirstOrThrow();
    expect(Number(sandbox.budget_fen) / 100).toBe(after);
    const audit = await q.selectFrom('audit_records').select(['action', 'outcome', 'before', 'after', 'actor_name']).where('object_id', '=', plan.object_id).where('action', '=', 'delivery.budget').where('job_id', 'is not', null).execute();
    expect(audit).toEqual([{ action: 'delivery.budget', outcome: 'ok', before: { budget: before }, after: { budget: after }, actor_name: '孙浩' }]);
    // The finding answered is gone on the desk's copy (the budget is the new one): applying again is refused.
    expect((await post('apply', 'operator', { accountId: account.id, level: 'plan', objectId: plan.object_id, code: 'schedule_gap' })).body.code).toBe(409);
  });

  it('answers the media\'s refusal (its daily cap on budget edits) in its words, sending and recording nothing', async () => {
    const plan = plans[1];
    const q = sqlOn(db());
    const edit = { company_id: 1, actor_kind: 'user' as const, actor_id: '0', actor_name: '测试', media_code: 'toutiao', object_level: 'plan', object_id: plan.object_id, action: 'delivery.budget', action_name: '修改预算', before: null, after: null, outcome: 'ok' as const };
    await q.insertInto('audit_records').values(Array.from({ length: 20 }, () => edit)).execute();
    const answer = ok(await post<EditStart>('apply', 'operator', { accountId: account.id, level: 'plan', objectId: plan.object_id, code: 'budget_limited' }));
    expect(answer).toMatchObject({ state: 'refused', editId: null, refusals: [{ id: plan.object_id, rule: 'budget_edit_cap' }] });
    expect(answer.message).toContain('20');
    expect(await q.selectFrom('diagnosis_fixes').select('id').where('object_id', '=', plan.object_id).execute()).toEqual([]);
  });
});
