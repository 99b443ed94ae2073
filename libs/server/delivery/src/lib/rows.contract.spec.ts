// Contract tests of the delivery tables' reads over the real server: rows with metrics computed from the
// range's sums, the 合计 row, sort, paging, filters, drill-down, the trend and the saved columns; and every
// malformed filter, unknown metric, over-long range and foreign id answered in Chinese.
import { chinaDate, chinaDay, DELIVERY, roundMetric } from '@toufang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@toufang/server-testing';
import { mirrorDims, objectsOf, sums, syncedAccounts, testStore, testStoreOptions } from '../testing/fixture';
import type { MetricsStore } from '@toufang/server-context';

interface Row {
  id: string;
  accountId: number;
  name: string;
  parentId: string | null;
  statusClass: string;
  bid: number | null;
  metrics: Record<string, number | null>;
}
interface Page {
  records: Row[];
  total: number;
  page: number;
  size: number;
  totals: Record<string, number | null>;
  path: { level: string; id: string; name: string }[];
  syncedAt: string | null;
}

let server: TestServer;
let store: MetricsStore;
const tokens: Record<string, string> = {};
const today = chinaDate(chinaDay(Date.now()));
const yesterday = chinaDate(chinaDay(Date.now()) - 1);
const range = { from: yesterday, to: today };
let accounts: { id: number; accountId: string; name: string }[];
let plans: Awaited<ReturnType<typeof objectsOf>>;
/** Sums per plan over the two days, by plan id. */
const expected = new Map<string, { cost: number; show: number; click: number; convert: number }>();

const db = () => server.app.toufang.db;
const call = <T>(path: string, body: unknown, as = 'manager') => server.call<T>(`/api/delivery/${path}`, { token: tokens[as], body });
interface GroupPage {
  ruleName: string;
  fieldLabel: string;
  groups: { value: string | null; label: string; objects: number; metrics: Record<string, number | null> }[];
  total: number;
  page: number;
  size: number;
  totals: Record<string, number | null>;
}
const groupByName = (body: Record<string, unknown>) => call<GroupPage>('group-by-name', { media: 'toutiao', level: 'plan', dateRange: range, ...body });
const list = (body: Record<string, unknown>, as = 'manager') =>
  call<Page>('list', { media: 'toutiao', level: 'plan', dateRange: range, page: 1, size: 50, ...body }, as);

beforeAll(async () => {
  server = await startTestServer(testStoreOptions());
  for (const user of ['manager', 'operator', 'yuanhang']) tokens[user] = await server.login(user);
  store = testStore(server);
  accounts = await syncedAccounts(server.app.toufang, 'toutiao');
  plans = (await objectsOf(db(), 'toutiao', 'plan', accounts.map((a) => a.id))).filter((p) => p.opt_status !== 'deleted');
  await mirrorDims(store, db(), 'toutiao', 'plan', plans.map((p) => p.object_id));
  await mirrorDims(store, db(), 'toutiao', 'delivery-group', (await objectsOf(db(), 'toutiao', 'delivery-group', accounts.map((a) => a.id))).map((g) => g.object_id));
  // Every plan spends on both days; the i-th plan's figures grow with i, and every third shows nothing (a
  // ratio over 0 is null and passes no rule).
  const rows = plans.flatMap((plan, i) => {
    const show = i % 3 === 0 ? 0 : 1000 * (i + 1);
    const day = (time: string, share: number) => ({
      media: 'toutiao' as const,
      level: 'plan',
      objectId: plan.object_id,
      customerId: 1,
      accountId: plan.account_id,
      time,
      sums: sums({ cost: Math.round(10.5 * (i + 1) * share * 100) / 100, show: show * share, click: 3 * (i + 1) * share, convert: i % 2 }),
    });
    const both = [day(yesterday, 1), day(today, 2)];
    expected.set(plan.object_id, {
      cost: both.reduce((s, r) => s + r.sums.cost, 0),
      show: both.reduce((s, r) => s + r.sums.show, 0),
      click: both.reduce((s, r) => s + r.sums.click, 0),
      convert: both.reduce((s, r) => s + r.sums.convert, 0),
    });
    return both;
  });
  await store.writeDaily(rows);
});
afterAll(async () => {
  await server?.close();
});

describe('listDeliveryRows', () => {
  it('answers a page sorted by cost with every metric computed from the range\'s sums, and the 合计 of the whole set', async () => {
    expect(plans.length).toBeGreaterThan(5);
    const answer = await list({ size: 5, sort: { key: 'cost', order: 'desc' } });
    expect(answer.body.code).toBe(200);
    const page = answer.body.data;
    expect(page.total).toBe(plans.length);
    expect(page.records).toHaveLength(5);
    const costs = page.records.map((r) => r.metrics.cost ?? 0);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    for (const row of page.records) {
      const e = expected.get(row.id)!;
      expect(row.metrics.cost).toBe(roundMetric('cost', e.cost));
      expect(row.metrics.ctr).toBe(e.show === 0 ? null : roundMetric('ctr', (e.click / e.show) * 100));
      expect(row.metrics.convertCost).toBe(e.convert === 0 ? null : roundMetric('convertCost', e.cost / e.convert));
      expect(row.metrics).not.toHaveProperty('payRoi');
      expect(accounts.map((a) => a.id)).toContain(row.accountId);
    }
    const all = [...expected.values()];
    const cost = all.reduce((s, e) => s + e.cost, 0);
    const show = all.reduce((s, e) => s + e.show, 0);
    const click = all.reduce((s, e) => s + e.click, 0);
    expect(page.totals.cost).toBe(roundMetric('cost', cost));
    expect(page.totals.ctr).toBe(roundMetric('ctr', (click / show) * 100));
    expect(page.totals.avgShowCost).toBe(roundMetric('avgShowCost', (cost / show) * 1000));
    expect(page.path).toEqual([]);
  });

  it('pages through the set without losing or repeating a row', async () => {
    const seen: string[] = [];
    for (let p = 1; p <= Math.ceil(plans.length / 4); p++) {
      const page = (await list({ page: p, size: 4, sort: { key: 'name', order: 'asc' } })).body.data;
      seen.push(...page.records.map((r) => r.id));
    }
    expect(seen.sort()).toEqual(plans.map((p) => p.object_id).sort());
  });

  it('filters by indicator rules on the server: 交集 and 并集, a null ratio passing none', async () => {
    const threshold = [...expected.values()].map((e) => e.cost).sort((a, b) => a - b)[Math.floor(plans.length / 2)];
    const rules = [
      { metric: 'cost', operator: '>=', value: threshold },
      { metric: 'ctr', operator: 'BETWEEN', startValue: 0, endValue: 1000 },
    ];
    const both = (await list({ indicators: { union: 0, rules } })).body.data;
    const either = (await list({ indicators: { union: 1, rules } })).body.data;
    const passCost = (e: { cost: number }) => roundMetric('cost', e.cost) >= threshold;
    const passCtr = (e: { show: number }) => e.show > 0;
    expect(both.total).toBe([...expected.values()].filter((e) => passCost(e) && passCtr(e)).length);
    expect(either.total).toBe([...expected.values()].filter((e) => passCost(e) || passCtr(e)).length);
    expect(both.total).toBeLessThan(either.total);
  });

  it('searches by name (模糊, 精确) and by id', async () => {
    const target = plans[1];
    const like = (await list({ search: { field: 'name', method: 'LIKE', value: target.name.slice(-4) } })).body.data;
    expect(like.records.map((r) => r.id)).toContain(target.object_id);
    const exact = (await list({ search: { field: 'name', method: 'IN', value: `${target.name},不存在的名字` } })).body.data;
    expect(exact.records.every((r) => r.name === target.name)).toBe(true);
    const byId = (await list({ search: { field: 'id', method: 'IN', value: `${plans[0].object_id},${plans[2].object_id}` } })).body.data;
    expect(byId.records.map((r) => r.id).sort()).toEqual([plans[0].object_id, plans[2].object_id].sort());
  });

  it('filters by a field the seeded naming rule parses from names (命名解析), the 合计 over exactly those', async () => {
    const rule = await db().query<{ id: number }>("SELECT id FROM name_rules WHERE customer_id = 1 AND name = '投放命名规范'");
    const ruleId = rule[0]?.id as number;
    const theme = plans[0]?.name.split('_')[0] as string;
    const wanted = plans.filter((p) => {
      const parts = p.name.split('_');
      return parts.length === 4 && parts[0] === theme;
    });
    expect(wanted.length).toBeGreaterThan(0);
    const answer = await list({ nameField: { ruleId, field: 'theme', values: [theme] } });
    const page = answer.body.data;
    expect(page.total, answer.text).toBe(wanted.length);
    expect(page.records.map((r) => r.id).sort()).toEqual(wanted.map((p) => p.object_id).sort());
    const cost = wanted.reduce((sum, p) => sum + (expected.get(p.object_id)?.cost ?? 0), 0);
    expect(page.totals.cost).toBeCloseTo(cost, 2);
    expect((await list({ nameField: { ruleId, field: 'nothing', values: ['x'] } })).body).toMatchObject({ code: 404, message: '命名规则中没有字段「nothing」' });
    expect((await list({ nameField: { ruleId, field: 'theme', values: [theme] } }, 'yuanhang')).body).toMatchObject({ code: 404, message: '命名规则不存在或未启用' });
  });

  it('groups the filtered rows by a parsed field, the unmatched names together, the groups summing to the list\'s 合计', async () => {
    const rule = await db().query<{ id: number }>("SELECT id FROM name_rules WHERE customer_id = 1 AND name = '投放命名规范'");
    const ruleId = rule[0]?.id as number;
    const answer = await groupByName({ groupBy: { ruleId, field: 'theme' }, page: 1, size: 200 });
    const grouped = answer.body.data;
    expect(grouped, answer.text).toMatchObject({ ruleName: '投放命名规范', fieldLabel: '主题', page: 1, size: 200 });
    expect(grouped.total).toBe(grouped.groups.length);
    const all = (await list({})).body.data;
    expect(grouped.groups.reduce((n, g) => n + g.objects, 0)).toBe(all.total);
    expect(grouped.totals.cost).toBeCloseTo(all.totals.cost as number, 2);
    for (const g of grouped.groups) {
      const members = plans.filter((p) => {
        const parts = p.name.split('_');
        return g.value === null ? parts.length !== 4 : parts.length === 4 && parts[0] === g.value;
      });
      expect(g.objects).toBe(members.length);
      expect(g.metrics.cost).toBeCloseTo(members.reduce((sum, p) => sum + (expected.get(p.object_id)?.cost ?? 0), 0), 2);
      if (g.value === null) expect(g.label).toBe('（未匹配）');
    }
    expect(grouped.groups.filter((g) => g.value !== null).map((g) => g.metrics.cost)).toEqual(
      [...grouped.groups.filter((g) => g.value !== null).map((g) => g.metrics.cost)].sort((a, b) => (b ?? 0) - (a ?? 0)),
    );
  });

  it('pages the groups: the same order across pages, （未匹配） last on the last page, the total and the 合计 over every group', async () => {
    const rule = await db().query<{ id: number }>("SELECT id FROM name_rules WHERE customer_id = 1 AND name = '投放命名规范'");
    const groupBy = { ruleId: rule[0]?.id as number, field: 'theme' };
    const whole = (await groupByName({ groupBy, page: 1, size: 200 })).body.data;
    // The seeded plans have several themes and names the rule does not split: both ends of the order are seen.
    expect(whole.total).toBeGreaterThan(2);
    expect(whole.groups.at(-1)?.value).toBeNull();
    const size = 2;
    const pages: GroupPage[] = [];
    for (let page = 1; page <= Math.ceil(whole.total / size); page++) pages.push((await groupByName({ groupBy, page, size })).body.data);
    for (const [i, page] of pages.entries()) {
      expect(page).toMatchObject({ total: whole.total, page: i + 1, size, totals: whole.totals });
      expect(page.groups.length).toBe(Math.min(size, whole.total - i * size));
      if (i < pages.length - 1) expect(page.groups.map((g) => g.value)).not.toContain(null);
    }
    expect(pages.flatMap((p) => p.groups)).toEqual(whole.groups);
    expect(pages.at(-1)?.groups.at(-1)).toMatchObject({ value: null, label: '（未匹配）' });
    // Past the last page: no groups, the same total and 合计.
    const past = (await groupByName({ groupBy, page: pages.length + 1, size })).body.data;
    expect(past).toMatchObject({ groups: [], total: whole.total, totals: whole.totals });
    // A filter narrows the groups and the 合计 alike.
    const account = accounts[0] as { id: number };
    const one = (await groupByName({ groupBy, page: 1, size: 200, accountIds: [account.id] })).body.data;
    const listed = (await list({ accountIds: [account.id] })).body.data;
    expect(one.groups.reduce((n, g) => n + g.objects, 0)).toBe(listed.total);
    expect(one.totals.cost).toBeCloseTo(listed.totals.cost as number, 2);
  });

  it('refuses a group page or size out of bounds in Chinese', async () => {
    const rule = await db().query<{ id: number }>("SELECT id FROM name_rules WHERE customer_id = 1 AND name = '投放命名规范'");
    const groupBy = { ruleId: rule[0]?.id as number, field: 'theme' };
    expect((await groupByName({ groupBy, page: 1, size: 201 })).body).toMatchObject({ code: 400, message: '每页条数不能大于200' });
    expect((await groupByName({ groupBy, page: 1, size: 0 })).body).toMatchObject({ code: 400, message: '每页条数不能小于1' });
    expect((await groupByName({ groupBy, page: 0, size: 10 })).body).toMatchObject({ code: 400, message: '页码不能小于1' });
    expect((await groupByName({ groupBy, size: 10 })).body).toMatchObject({ code: 400, message: '缺少必填字段：页码' });
  });

  it('drills down from an account and from a parent, with the path', async () => {
    const account = accounts[0];
    const fromAccount = (await list({ parentId: String(account.id) })).body.data;
    expect(fromAccount.total).toBe(plans.filter((p) => p.account_id === account.id).length);
    expect(fromAccount.path).toEqual([{ level: 'account', id: String(account.id), name: account.name }]);
    const parent = plans.find((p) => p.parent_id !== null)!;
    const fromGroup = (await list({ parentId: parent.parent_id })).body.data;
    expect(fromGroup.records.map((r) => r.id).sort()).toEqual(plans.filter((p) => p.parent_id === parent.parent_id).map((p) => p.object_id).sort());
    expect(fromGroup.path.map((p) => p.level)).toEqual(['account', 'delivery-group']);
  });

  it('refuses unknown metrics, malformed rules, bad dates and ranges in Chinese', async () => {
    const refusal = async (body: Record<string, unknown>) => {
      const answer = await list(body);
      expect(answer.status).toBe(400);
      return answer.body.message;
    };
    expect(await refusal({ indicators: { union: 0, rules: [{ metric: 'roas', operator: '>', value: 1 }] } })).toBe('未知指标：roas');
    // A metric the media does not report is unknown on its tables.
    expect(await refusal({ indicators: { union: 0, rules: [{ metric: 'payRoi', operator: '>', value: 1 }] } })).toBe('未知指标：payRoi');
    expect(await refusal({ sort: { key: 'roas', order: 'desc' } })).toBe('未知排序字段：roas');
    expect(await refusal({ indicators: { union: 0, rules: [{ metric: 'ctr', operator: 'BETWEEN', startValue: 1 }] } })).toBe('指标条件不完整：点击率');
    expect(await refusal({ indicators: { union: 0, rules: [{ metric: 'cost', operator: '>' }] } })).toBe('指标条件不完整：总消耗');
    expect(await refusal({ indicators: { union: 2, rules: [] } })).toMatch(/条件关系|指标条件/);
    expect(await refusal({ indicators: { union: 0, rules: [{ metric: 'cost', operator: '~', value: 1 }] } })).toBe('条件的取值不在允许范围内');
    const long = chinaDate(chinaDay(Date.now()) - DELIVERY.MAX_RANGE_DAYS);
    expect(await refusal({ dateRange: { from: long, to: today } })).toBe(`日期范围不能超过${DELIVERY.MAX_RANGE_DAYS}天`);
    expect(await refusal({ dateRange: { from: today, to: yesterday } })).toBe('结束日期不能早于开始日期');
    expect(await refusal({ dateRange: { from: '2026-02-30', to: today } })).toBe('日期格式不正确，应为YYYY-MM-DD');
    expect(await refusal({ dateRange: { from: '2026/01/01', to: today } })).toBe('开始日期格式不正确');
    expect(await refusal({ level: 'unit' })).toBe('该媒体没有此层级');
    expect(await refusal({ foo: 1 })).toMatch(/foo/);
  });

  it('answers another company\'s accounts, parents and ids like missing ones, and never shows them', async () => {
    const foreign = await list({ accountIds: [accounts[0].id] }, 'yuanhang');
    expect(foreign.body).toMatchObject({ code: 404, message: '账户不存在或无权访问' });
    expect(foreign.text).not.toContain(accounts[0].accountId);
    const parent = await list({ parentId: plans[0].parent_id }, 'yuanhang');
    expect(parent.body).toMatchObject({ code: 404, message: '上级对象不存在或无权访问' });
    const own = (await list({}, 'yuanhang')).body.data;
    expect(own.records.map((r) => r.id)).not.toContain(plans[0].object_id);
    const byId = (await list({ search: { field: 'id', method: 'IN', value: plans[0].object_id } }, 'yuanhang')).body.data;
    expect(byId.total).toBe(0);
  });
});

describe('deliveryTrend', () => {
  it('answers every day of the range for the total and per row', async () => {
    const total = await call<{ series: { id: string | null; name: string; points: { time: string; values: Record<string, number | null> }[] }[] }>('trend', {
      media: 'toutiao',
      level: 'plan',
      dateRange: range,
      metrics: ['cost', 'ctr'],
      granularity: 'day',
    });
    expect(total.body.code).toBe(200);
    const [series] = total.body.data.series;
    expect(series).toMatchObject({ id: null, name: '合计' });
    expect(series.points.map((p) => p.time)).toEqual([yesterday, today]);
    const cost = [...expected.values()].reduce((s, e) => s + e.cost, 0);
    expect(roundMetric('cost', series.points.reduce((s, p) => s + (p.values.cost ?? 0), 0))).toBe(roundMetric('cost', cost));

    const rows = await call<{ series: { id: string; name: string }[] }>('trend', {
      media: 'toutiao',
      level: 'plan',
      dateRange: range,
      metrics: ['cost'],
      ids: [plans[0].object_id, plans[1].object_id],
      granularity: 'day',
    });
    expect(rows.body.data.series.map((s) => [s.id, s.name])).toEqual([
      [plans[0].object_id, plans[0].name],
      [plans[1].object_id, plans[1].name],
    ]);
  });

  it('refuses more metrics than the chart draws, unknown metrics, old hourly ranges and foreign rows', async () => {
    const base = { media: 'toutiao', level: 'plan', dateRange: range, granularity: 'day' };
    expect((await call('trend', { ...base, metrics: ['cost', 'show', 'click', 'ctr', 'convert'] })).status).toBe(400);
    expect((await call('trend', { ...base, metrics: ['nope'] })).body.message).toBe('未知指标：nope');
    const old = chinaDate(chinaDay(Date.now()) - DELIVERY.HOURLY_DAYS);
    expect((await call('trend', { ...base, granularity: 'hour', dateRange: { from: old, to: today }, metrics: ['cost'] })).body.message).toBe(
      `按小时的趋势只支持最近${DELIVERY.HOURLY_DAYS}天`,
    );
    const foreign = await call('trend', { ...base, metrics: ['cost'], ids: [plans[0].object_id] }, 'yuanhang');
    expect(foreign.body).toMatchObject({ code: 404 });
  });
});

describe('the chosen columns', () => {
  it('are kept per user, media and level, and follow the user to another session', async () => {
    const columns = ['name', 'status', 'cost', 'ctr'];
    const saved = await call('columns/save', { media: 'toutiao', level: 'plan', columns });
    expect(saved.body).toMatchObject({ code: 200, data: { columns } });
    const again = await server.login('operator');
    expect((await server.call('/api/delivery/columns/get', { token: again, body: { media: 'toutiao', level: 'plan' } })).body.data).toEqual({ columns: null });
    const other = await server.login('manager');
    expect((await server.call('/api/delivery/columns/get', { token: other, body: { media: 'toutiao', level: 'plan' } })).body.data).toEqual({ columns });
    expect((await server.call('/api/delivery/columns/get', { token: other, body: { media: 'toutiao', level: 'ad' } })).body.data).toEqual({ columns: null });
    const refused = await server.call('/api/delivery/columns/save', { token: other, body: { media: 'toutiao', level: 'plan', columns: ['name', 'payRoi'] } });
    expect(refused.body).toMatchObject({ code: 400, message: '未知指标：payRoi' });
    await server.call('/api/delivery/columns/save', { token: other, body: { media: 'toutiao', level: 'plan', columns: null } });
    expect((await server.call('/api/delivery/columns/get', { token: other, body: { media: 'toutiao', level: 'plan' } })).body.data).toEqual({ columns: null });
  });
});

describe('a media\'s own fields', () => {
  it('answer 巨量千川\'s plans with their marketing goal, and the live room\'s 抖音号 where they promote one', async () => {
    // A login of its own: the columns' test above logged the manager in again, which ended the first session.
    tokens.manager = await server.login('manager');
    const qianchuan = await syncedAccounts(server.app.toufang, 'qianchuan');
    const ids = (await objectsOf(db(), 'qianchuan', 'plan', qianchuan.map((a) => a.id))).filter((p) => p.opt_status !== 'deleted').map((p) => p.object_id);
    await mirrorDims(store, db(), 'qianchuan', 'plan', ids);
    const page = await call<{ records: { id: string; attributes?: Record<string, string> }[] }>('list', {
      media: 'qianchuan',
      level: 'plan',
      dateRange: range,
      page: 1,
      size: 100,
    });
    const records = page.body.data?.records ?? [];
    expect(records.length).toBeGreaterThan(10);
    for (const row of records) {
      expect(['LIVE_PROM_GOODS', 'VIDEO_PROM_GOODS']).toContain(row.attributes?.marketing_goal);
      if (row.attributes?.marketing_goal === 'LIVE_PROM_GOODS') expect(row.attributes).toMatchObject({ aweme_id: expect.stringMatching(/^\d{16}$/), aweme_name: expect.any(String) });
      else expect(row.attributes?.aweme_id).toBeUndefined();
    }
    expect(records.some((row) => row.attributes?.marketing_goal === 'LIVE_PROM_GOODS')).toBe(true);
    // toutiao's plans report the creative title a delivering ad carries (the sandbox's demo-titles.ts, which the
    // title library's figures follow), the packs it uses (port-bindings.ts) and the settings of its creation form
    // (the sandbox's seeded history answers them as the media would: seededAttributes), nothing else.
    const plain = (await list({ size: 5 })).body.data?.records ?? [];
    expect(plain.length).toBeGreaterThan(0);
    const keys = plain.flatMap((row) => Object.keys((row as { attributes?: Record<string, string> }).attributes ?? {}));
    expect(keys).toEqual(expect.arrayContaining(['title', 'bid_type', 'external_action']));
    // None of 巨量千川's own fields.
    expect(keys.filter((key) => ['marketing_goal', 'aweme_id', 'aweme_name'].includes(key))).toEqual([]);
  });
});
