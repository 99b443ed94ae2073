// Contract tests of 效果分析报告 (docs/design/tools.md §5.2) over the real server and the seeded template: figures of a
// few accounts of three media are written to the store; the pivot groups them by each answerable dimension with totals
// equal to the sum of the groups and rates from the summed sums; an operator sees only their accounts, an agent and a
// designer without showPerformance are refused; a range over 93 days and the material dimension are refused; saved
// reports are each person's own (the seed left one per optimiser); the export writes the table and its 合计 row.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { chinaToday, DAY_MS, EFFECT_REPORT_TEXTS, ZERO_SUMS, type BaseSums, type EffectReportBody, type MediaCode } from '@toufang/domain';
import type { MetricRow, ObjectDim } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { SANDBOX_THEMES } from '@toufang/server-sandbox';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';

type Report = components['schemas']['EffectReportAnswer'];
type Saved = components['schemas']['EffectReportSaved'];
type ExportFile = components['schemas']['DeliveryExport'];

let server: TestServer;
const tokens: Record<string, string> = {};
const db = () => server.app.toufang.db;
const post = <T>(path: string, body: unknown, as = 'manager') => server.call<T>(`/api/tools/effect-report/${path}`, { method: 'POST', token: tokens[as], body });
function ok<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}
const DAYS = [3, 2, 1].map((n) => chinaToday(Date.now() - n * DAY_MS));
const METRICS = ['cost', 'show', 'click', 'ctr', 'convertCost'] as const;
const body = (over: Partial<EffectReportBody> = {}): EffectReportBody => ({ dimensions: ['media'], metrics: [...METRICS], from: DAYS[0], to: DAYS[2], filters: {}, ...over });
const query = (over: Partial<EffectReportBody> = {}, as = 'manager') => post<Report>('query', body(over), as);

/** The plan level each media reads (toutiao 项目, gdt 广告, kuaishou 广告计划). */
const PLAN_LEVEL: Partial<Record<MediaCode, string>> = { toutiao: 'project', gdt: 'group', kuaishou: 'plan' };
interface Written {
  accountId: number;
  media: MediaCode;
  sums: BaseSums;
}
/** Every account's sums over the three days, as written. */
const written: Written[] = [];
/** The toutiao account the operator no longer sees. */
let hidden: number;

function sumsOf(seed: number): BaseSums {
  return { ...ZERO_SUMS, cost: 100 + seed * 13.37, show: 10_000 + seed * 911, click: 150 + seed * 17, convert: 3 + (seed % 5) };
}
const add = (a: BaseSums, b: BaseSums): BaseSums => ({ ...a, cost: Math.round(a.cost * 100 + b.cost * 100) / 100, show: a.show + b.show, click: a.click + b.click, convert: a.convert + b.convert });

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['manager', 'operator', 'agent1', 'designer']) tokens[username] = await server.login(username);
  const q = sqlOn(db());
  const accounts = [
    ...(await q.selectFrom('media_accounts').select(['id', 'media_code', 'account_name']).where('customer_id', '=', 1).where('media_code', '=', 'toutiao').orderBy('id').limit(2).execute()),
    ...(await q.selectFrom('media_accounts').select(['id', 'media_code', 'account_name']).where('customer_id', '=', 1).where('media_code', '=', 'gdt').orderBy('id').limit(1).execute()),
    ...(await q.selectFrom('media_accounts').select(['id', 'media_code', 'account_name']).where('customer_id', '=', 1).where('media_code', '=', 'kuaishou').orderBy('id').limit(1).execute()),
  ];
  hidden = accounts[0].id;
  const operator = await q.selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow();
  await q.deleteFrom('media_account_operators').where('account_id', '=', hidden).where('user_id', '=', operator.id).execute();
  await q.updateTable('media_accounts').set({ project_id: null }).where('id', '=', hidden).execute();
  const store = server.app.toufang.metrics;
  const objects: ObjectDim[] = [];
  const rows: MetricRow[] = [];
  accounts.forEach((a, i) => {
    const media = a.media_code as MediaCode;
    const level = PLAN_LEVEL[media] as string;
    objects.push({ media, level: 'account', objectId: String(a.id), customerId: 1, accountId: a.id, parentId: null, name: a.account_name, status: 'enabled', budgetFen: null, bidFen: null, createdAt: 0 });
    // Two plans per account: one named by 投放命名规范, one it does not split.
    const plans = [`${SANDBOX_THEMES[i % 2]}_计划_1201_0${i}`, `未按规范命名${i}`].map((name, j) => ({ id: `er${a.id}p${j}`, name }));
    for (const p of plans) objects.push({ media, level, objectId: p.id, customerId: 1, accountId: a.id, parentId: String(a.id), name: p.name, status: 'enabled', budgetFen: null, bidFen: null, createdAt: 0 });
    let total = ZERO_SUMS;
    DAYS.forEach((day, d) => {
      let accountDay = ZERO_SUMS;
      plans.forEach((p, j) => {
        const sums = sumsOf(i * 7 + d * 3 + j);
        accountDay = add(accountDay, sums);
        rows.push({ media, level, objectId: p.id, customerId: 1, accountId: a.id, time: day, sums });
      });
      rows.push({ media, level: 'account', objectId: String(a.id), customerId: 1, accountId: a.id, time: day, sums: accountDay });
      total = add(total, accountDay);
    });
    written.push({ accountId: a.id, media, sums: total });
  });
  await store.upsertObjects(objects);
  await store.writeDaily(rows);
});
afterAll(async () => {
  await server?.close();
});

/** The answer's totals are the groups' sums added, the rates from those sums. */
function expectTotals(report: Report) {
  const sum = (m: 'cost' | 'show' | 'click') => report.rows.reduce((acc, r) => acc + Math.round(Number(r.values[m]) * 100), 0) / 100;
  expect(report.totals.cost).toBeCloseTo(sum('cost'), 2);
  expect(report.totals.show).toBe(sum('show'));
  expect(report.totals.click).toBe(sum('click'));
  expect(report.totals.ctr).toBe(Math.round((Number(report.totals.click) / Number(report.totals.show)) * 100 * 100) / 100);
}

describe('the pivot', () => {
  it('groups by media with totals of every group, rates from the summed sums', async () => {
    const report = ok(await query());
    const expected = new Map<string, BaseSums>();
    for (const w of written) expected.set(w.media, add(expected.get(w.media) ?? ZERO_SUMS, w.sums));
    expect(report.rows.map((r) => r.key.media)).toEqual(['gdt', 'kuaishou', 'toutiao']);
    for (const row of report.rows) {
      const sums = expected.get(row.key.media as string) as BaseSums;
      expect(row.values.cost).toBeCloseTo(sums.cost, 2);
      expect(row.values.click).toBe(sums.click);
      expect(row.values.convertCost).toBe(Math.round((sums.cost / sums.convert) * 100) / 100);
    }
    expectTotals(report);
  });

  it('answers each other dimension: account, project, date, plan (the level each media calls 计划) and a parsed-name field', async () => {
    const all = ok(await query()).totals;
    const byAccount = ok(await query({ dimensions: ['account'] }));
    expect(byAccount.rows.map((r) => r.key.account?.id).sort()).toEqual(written.map((w) => w.accountId).sort());
    expect(byAccount.rows.every((r) => r.key.account?.sandbox === true && r.key.account.name !== '')).toBe(true);
    const byProject = ok(await query({ dimensions: ['project', 'media'] }));
    expect(byProject.rows.some((r) => r.key.project === null)).toBe(true);
    const byDate = ok(await query({ dimensions: ['date'] }));
    expect(byDate.rows.map((r) => r.key.date)).toEqual(DAYS);
    const byPlan = ok(await query({ dimensions: ['media', 'plan'] }));
    expect(byPlan.rows).toHaveLength(written.length * 2);
    expect(new Set(byPlan.rows.map((r) => `${r.key.plan?.media}:${r.key.plan?.level}:${r.key.plan?.levelLabel}`))).toEqual(new Set(['gdt:group:广告', 'kuaishou:plan:广告计划', 'toutiao:project:项目']));
    const rule = await sqlOn(db()).selectFrom('name_rules').select('id').where('customer_id', '=', 1).where('name', '=', '投放命名规范').executeTakeFirstOrThrow();
    const byTheme = ok(await query({ dimensions: ['namePart'], namePart: { ruleId: rule.id, field: 'theme' } }));
    expect(byTheme.namePartLabel).toBe('主题');
    // Groups come in the order of their values, the names the rule does not split last.
    expect(byTheme.rows.map((r) => r.key.namePart?.label)).toEqual([...[SANDBOX_THEMES[0], SANDBOX_THEMES[1]].sort(), '（未匹配）']);
    for (const report of [byAccount, byProject, byDate, byPlan, byTheme]) {
      expectTotals(report);
      expect(report.totals).toEqual(all);
    }
    const missing = await query({ dimensions: ['namePart'], namePart: { ruleId: rule.id, field: 'nope' } });
    expect(missing.body).toMatchObject({ code: 404, message: '命名解析规则中没有字段：nope' });
  });

  it('keeps to the caller\'s accounts: the operator\'s totals lack the account taken from them; an agent and a designer without 显示效果数据 are refused', async () => {
    const manager = ok(await query({ dimensions: ['account'] }));
    const operator = ok(await query({ dimensions: ['account'] }, 'operator'));
    expect(operator.rows.map((r) => r.key.account?.id)).not.toContain(hidden);
    const hiddenCost = written.find((w) => w.accountId === hidden)?.sums.cost ?? 0;
    expect(Number(operator.totals.cost)).toBeCloseTo(Number(manager.totals.cost) - hiddenCost, 2);
    expect(ok(await query({ filters: { accountIds: [hidden] } }, 'operator')).rows).toEqual([]);
    expect((await query({}, 'agent1')).status).toBe(403);
    expect((await query({}, 'designer')).status).toBe(403);
  });

  it('refuses a range over 93 days or before the kept days, and the material and designer dimensions, in Chinese', async () => {
    const wide = await query({ from: chinaToday(Date.now() - 95 * DAY_MS), to: chinaToday(Date.now() - DAY_MS) });
    expect(wide.status).toBe(400);
    expect(wide.body.message).toBe(EFFECT_REPORT_TEXTS.RANGE_TOO_LONG);
    const old = await query({ from: chinaToday(Date.now() - 100 * DAY_MS), to: chinaToday(Date.now() - 95 * DAY_MS) });
    expect(old.body.message).toBe(EFFECT_REPORT_TEXTS.RANGE_BEFORE_KEPT);
    expect((await query({ dimensions: ['material'] })).body.message).toBe(EFFECT_REPORT_TEXTS.UNANSWERED_DIMENSION);
    expect((await query({ metrics: [] })).body.message).toBe(EFFECT_REPORT_TEXTS.NO_METRIC);
  });
});

describe('saved reports', () => {
  it('are each person\'s own: the seed left one per optimiser; another\'s cannot be listed, overwritten or removed', async () => {
    const seeded = ok(await post<Saved[]>('saved/list', undefined, 'operator'));
    expect(seeded.map((r) => r.name)).toEqual(['近30天分媒体日报']);
    const saved = ok(await post<Saved>('saved/save', { name: '分账户', body: body({ dimensions: ['account', 'date'] }) }));
    expect(saved.body.dimensions).toEqual(['account', 'date']);
    expect(ok(await post<Saved[]>('saved/list', undefined)).map((r) => r.id)).toContain(saved.id);
    expect(ok(await post<Saved[]>('saved/list', undefined, 'operator')).map((r) => r.id)).not.toContain(saved.id);
    expect((await post<null>('saved/save', { id: saved.id, name: '改名', body: body() }, 'operator')).body).toMatchObject({ code: 404, message: '报告不存在' });
    expect((await post<null>('saved/remove', { id: saved.id }, 'operator')).body).toMatchObject({ code: 404, message: '报告不存在' });
    const renamed = ok(await post<Saved>('saved/save', { id: saved.id, name: '分账户日报', body: body({ dimensions: ['account'] }) }));
    expect(renamed).toMatchObject({ id: saved.id, name: '分账户日报' });
    expect((await post<null>('saved/save', { name: '太长', body: body({ from: '2020-01-01' }) })).body.message).toBe(EFFECT_REPORT_TEXTS.RANGE_TOO_LONG);
    ok(await post<null>('saved/remove', { id: saved.id }));
    expect(ok(await post<Saved[]>('saved/list', undefined)).map((r) => r.id)).not.toContain(saved.id);
  });
});

describe('the export', () => {
  it('writes the pivot under the page\'s headers with the 合计 row last', async () => {
    const report = ok(await query({ dimensions: ['media', 'date'] }));
    const file = ok(await post<ExportFile>('export', body({ dimensions: ['media', 'date'] })));
    expect(file).toMatchObject({ state: 'ready', rows: report.rows.length });
    const answer = await fetch(server.baseUrl + String(file.url));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await answer.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(workbook.worksheets[0].name).toBe('效果分析报告');
    expect(rows[0]).toEqual(['媒体', '日期', '总消耗(元)', '展示数(个)', '点击数(个)', '点击率(%)', '转化成本(元)']);
    expect(rows).toHaveLength(report.rows.length + 2);
    expect(rows[1].slice(0, 2)).toEqual(['腾讯广告3.0', DAYS[0]]);
    expect(rows[rows.length - 1]).toEqual(['合计', '', ...METRICS.map((m) => report.totals[m])]);
  });
});
