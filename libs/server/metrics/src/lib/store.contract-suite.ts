// The one suite every metrics engine answers (DuckDB and ClickHouse, store.contract.spec.ts): the same
// data, the same queries, the same expected answers. Expected pages come from a small reference written
// here in plain JS over the same rows (sum the days, compute each metric with metricValue, filter, sort,
// page), so the engines are checked against the vocabulary's meaning, not against each other.
import {
  BASE_METRICS,
  DELIVERY_STATUS_FILTERS,
  INDICATOR,
  METRIC_KEYS,
  METRICS,
  metricValue,
  ZERO_SUMS,
  type BaseMetric,
  type BaseSums,
  type DeliveryStatusClass,
  type IndicatorOperator,
  type MetricKey,
} from '@toufang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { random } from '../testing/seeded-random';
import { describeMaterialFigures } from './store.material-suite';
import { describeToolReads } from './store.tool-suite';
import type { IndicatorRule, MetricRow, MetricsQuery, MetricsStore, NamePartGroup, ObjectDim, SortKey, TrendQuery } from '@toufang/server-context';

const CUSTOMER = 1;
const OTHER_CUSTOMER = 2;
const MEDIA = 'toutiao' as const;
const LEVEL = 'plan';
const DAYS = Array.from({ length: 20 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
const STATUSES = DELIVERY_STATUS_FILTERS.map((f) => f.value).filter((v): v is DeliveryStatusClass => v !== 'all');
const NAMES = ['春季上新-计划', '品牌曝光 Plan', "O'Brien 计划", '100%_折扣', 'back\\slash', 'plan ALPHA', 'Plan alpha', '拉新促活'];


interface World {
  objects: ObjectDim[];
  daily: MetricRow[];
  hourly: MetricRow[];
}

function sumsOf(values: Partial<Record<BaseMetric, number>>): BaseSums {
  return { ...ZERO_SUMS, ...values };
}

/** 40 plans of customer 1 over two accounts and three groups, a look-alike of customer 2, 20 days of figures. */
function buildWorld(): World {
  const next = random(20260312);
  const int = (max: number) => Math.floor(next() * (max + 1));
  const objects: ObjectDim[] = [];
  for (let i = 1; i <= 40; i++) {
    objects.push({
      media: MEDIA,
      level: LEVEL,
      objectId: `p${String(i).padStart(2, '0')}`,
      customerId: CUSTOMER,
      accountId: i % 2 === 0 ? 10 : 11,
      parentId: `g${(i % 3) + 1}`,
      name: `${NAMES[i % NAMES.length]}${i % 5 === 0 ? '' : ` ${i}`}`,
      status: STATUSES[i % STATUSES.length],
      budgetFen: i % 4 === 0 ? null : 30_000 + (i % 6) * 10_000,
      bidFen: i % 7 === 0 ? null : 100 + (i % 5) * 50,
      createdAt: Date.UTC(2026, 1, 1) + (i % 9) * 86_400_000,
    });
  }
  // Same id and level in another company: never part of customer 1's answers.
  objects.push({ ...objects[0], customerId: OTHER_CUSTOMER, accountId: 90, name: '他司计划' });
  // Another level of customer 1 with the same id: a level never mixes with another.
  objects.push({ ...objects[1], level: 'creative', name: '创意' });

  const daily: MetricRow[] = [];
  const hourly: MetricRow[] = [];
  // Objects that never delivered, and one with impressions but never a click or an activation.
  const silent = new Set(['p13', 'p26', 'p39']);
  for (const o of objects) {
    if (silent.has(o.objectId)) continue;
    for (const d of DAYS) {
      if (next() < 0.35) continue;
      // Small numbers on purpose: ties, zero denominators and equal rounded values are the interesting cases.
      const show = o.objectId === 'p33' ? 1 : int(8);
      const click = show === 0 || o.objectId === 'p33' ? 0 : int(Math.min(show, 3));
      const active = o.objectId === 'p33' ? 0 : click === 0 ? int(1) : int(click);
      const sums = sumsOf({
        cost: int(400) / 100,
        show,
        click,
        convert: int(2),
        active,
        register: int(active),
        pay: int(1),
        payAmount: int(9000) / 100,
      });
      daily.push({ media: o.media, level: o.level, objectId: o.objectId, customerId: o.customerId, accountId: o.accountId, time: d, sums });
    }
    for (const d of DAYS.slice(-2)) {
      for (const h of [0, 9, 23]) {
        if (next() < 0.3) continue;
        hourly.push({
          media: o.media,
          level: o.level,
          objectId: o.objectId,
          customerId: o.customerId,
          accountId: o.accountId,
          time: `${d} ${String(h).padStart(2, '0')}:00`,
          sums: sumsOf({ cost: int(90) / 100, show: int(5), click: int(2) }),
        });
      }
    }
  }
  return { objects, daily, hourly };
}

// ---------- the reference ----------

const STATUS_RANK = new Map(STATUSES.map((s, i) => [s, i]));

function addSums(a: BaseSums, b: BaseSums): BaseSums {
  // Money is added in 分 and divided once, as the stores keep it.
  return Object.fromEntries(
    BASE_METRICS.map((m) => [m, m === 'cost' || m === 'payAmount' ? (Math.round(a[m] * 100) + Math.round(b[m] * 100)) / 100 : a[m] + b[m]]),
  ) as Record<BaseMetric, number>;
}

function rangeSums(rows: readonly MetricRow[], from: string, to: string): Map<string, BaseSums> {
  const out = new Map<string, BaseSums>();
  for (const r of rows) {
    const d = r.time.slice(0, 10);
    if (d < from || d > to) continue;
    const key = `${r.customerId}|${r.level}|${r.objectId}`;
    out.set(key, addSums(out.get(key) ?? ZERO_SUMS, r.sums));
  }
  return out;
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

function referencePasses(rule: IndicatorRule, sums: BaseSums): boolean {
  const value = metricValue(rule.metric, sums);
  if (value === null) return false;
  const factor = 10 ** METRICS[rule.metric].precision;
  const shown = Math.round(value * factor);
  const v = (x: number | undefined) => round6((x as number) * factor);
  switch (rule.operator) {
    case '=':
      return shown === v(rule.value);
    case '!=':
      return shown !== v(rule.value);
    case '<':
      return shown < v(rule.value);
    case '>':
      return shown > v(rule.value);
    case '>=':
      return shown >= v(rule.value);
    case '<=':
      return shown <= v(rule.value);
    case 'BETWEEN':
      return shown >= v(rule.startValue) && shown <= v(rule.endValue);
  }
}

function compareBy(key: SortKey, order: 'asc' | 'desc') {
  const dir = order === 'asc' ? 1 : -1;
  type Row = { dim: ObjectDim; sums: BaseSums };
  const valueOf = (r: Row): number | string | null => {
    switch (key) {
      case 'name':
        return r.dim.name;
      case 'status':
        return STATUS_RANK.get(r.dim.status) ?? STATUSES.length;
      case 'budget':
        return r.dim.budgetFen;
      case 'bid':
        return r.dim.bidFen;
      case 'createdAt':
        return r.dim.createdAt;
      default:
        return metricValue(key, r.sums);
    }
  };
  return (a: Row, b: Row) => {
    const va = valueOf(a);
    const vb = valueOf(b);
    if (va === null && vb !== null) return 1;
    if (vb === null && va !== null) return -1;
    if (va !== null && vb !== null && va !== vb) return (va < vb ? -1 : 1) * dir;
    return a.dim.objectId < b.dim.objectId ? -1 : a.dim.objectId > b.dim.objectId ? 1 : 0;
  };
}

function reference(world: World, q: MetricsQuery, prunedBefore?: string) {
  const sums = rangeSums(world.daily, prunedBefore && prunedBefore > q.from ? prunedBefore : q.from, q.to);
  const lower = (s: string) => s.toLowerCase();
  const passing = world.objects
    .filter((o) => o.customerId === q.customerId && o.media === q.media && o.level === q.level)
    .filter((o) => !q.accountIds || q.accountIds.includes(o.accountId))
    .filter((o) => q.parentId === undefined || o.parentId === q.parentId)
    .filter((o) => !q.objectIds || q.objectIds.includes(o.objectId))
    .filter((o) => !q.nameLike || lower(o.name).includes(lower(q.nameLike)))
    .filter((o) => !q.nameIn || q.nameIn.includes(o.name))
    .filter((o) => {
      if (!q.nameParts) return true;
      const parts = o.name.split(q.nameParts.separator);
      return parts.length === q.nameParts.parts && q.nameParts.equals.every((e) => e.values.includes(parts[e.index] as string));
    })
    .filter((o) => (q.statuses ? q.statuses.includes(o.status) : o.status !== 'deleted'))
    .map((dim) => ({ dim, sums: sums.get(`${dim.customerId}|${dim.level}|${dim.objectId}`) ?? ZERO_SUMS }))
    .filter(({ sums: s }) => {
      if (!q.indicators || q.indicators.rules.length === 0) return true;
      const results = q.indicators.rules.map((rule) => referencePasses(rule, s));
      return q.indicators.union ? results.some(Boolean) : results.every(Boolean);
    })
    .sort(compareBy(q.sort.key, q.sort.order));
  return {
    rows: passing.slice(q.offset, q.offset + q.limit).map((r) => ({ objectId: r.dim.objectId, sums: r.sums })),
    total: passing.length,
    totals: passing.reduce((acc, r) => addSums(acc, r.sums), ZERO_SUMS),
  };
}

const base = (over: Partial<MetricsQuery> = {}): MetricsQuery => ({
  customerId: CUSTOMER,
  media: MEDIA,
  level: LEVEL,
  from: DAYS[2],
  to: DAYS[16],
  sort: { key: 'cost', order: 'desc' },
  offset: 0,
  limit: 100,
  ...over,
});

const rule = (metric: MetricKey, operator: IndicatorOperator, value: number, endValue?: number): IndicatorRule =>
  operator === 'BETWEEN' ? { metric, operator, startValue: value, endValue } : { metric, operator, value };

/** The suite; `open` answers a fresh, empty, migrated store each time it is called. */
export function describeMetricsStore(name: string, open: () => Promise<MetricsStore>): void {
  describe(name, () => {
    let store: MetricsStore;
    const world = buildWorld();
    const expectQuery = async (q: MetricsQuery, prunedBefore?: string) => {
      const answer = await store.query(q);
      expect(answer).toEqual(reference(world, q, prunedBefore));
      return answer;
    };

    beforeAll(async () => {
      store = await open();
      await store.upsertObjects(world.objects);
      await store.writeDaily(world.daily);
      await store.writeHourly(world.hourly);
    });
    afterAll(async () => {
      await store?.close();
    });

    describe('ranges and sums', () => {
      it('sums each object over the range only, zeros for an object that did not deliver, rates from the sums', async () => {
        const answer = await expectQuery(base({ sort: { key: 'name', order: 'asc' } }));
        expect(answer.total).toBeGreaterThan(20);
        expect(answer.rows.some((r) => r.sums.cost === 0)).toBe(true);
      });

      it('answers ranges before the first and after the last figure, and a range of one day', async () => {
        await expectQuery(base({ from: '2026-02-01', to: '2026-02-28' }));
        await expectQuery(base({ from: DAYS[18], to: '2026-04-30' }));
        await expectQuery(base({ from: '2026-01-01', to: '2026-06-30' }));
        await expectQuery(base({ from: DAYS[7], to: DAYS[7] }));
        await expectQuery(base({ from: DAYS[0], to: DAYS[0] }));
      });

      it('computes a rate from the range’s sums, never as an average of daily rates', async () => {
        const o: ObjectDim = { ...world.objects[0], objectId: 'ratio-check', name: 'ratio-check', status: 'enabled' };
        const local = await open();
        try {
          await local.upsertObjects([o]);
          const row = (time: string, click: number, show: number): MetricRow => ({ ...o, time, sums: sumsOf({ click, show, cost: 3 }) });
          await local.writeDaily([row('2026-03-01', 1, 2), row('2026-03-02', 0, 8)]);
          const page = await local.query(base({ from: '2026-03-01', to: '2026-03-02', indicators: { union: false, rules: [rule('ctr', '=', 10)] } }));
          expect(page.rows).toEqual([{ objectId: 'ratio-check', sums: sumsOf({ click: 1, show: 10, cost: 6 }) }]);
          expect(metricValue('ctr', page.totals)).toBe(10);
        } finally {
          await local.close();
        }
      });
    });

    describe('filters', () => {
      it('by account, parent, ids, status', async () => {
        await expectQuery(base({ accountIds: [10] }));
        await expectQuery(base({ accountIds: [10, 11, 99] }));
        await expectQuery(base({ accountIds: [] }));
        await expectQuery(base({ parentId: 'g2' }));
        await expectQuery(base({ parentId: 'nobody' }));
        await expectQuery(base({ objectIds: ['p03', 'p07', 'p08', 'nope'] }));
        await expectQuery(base({ objectIds: [] }));
        for (const status of STATUSES) await expectQuery(base({ statuses: [status] }));
        await expectQuery(base({ statuses: ['enabled', 'deleted'] }));
        await expectQuery(base({ statuses: [] }));
      });

      it('never answers another company’s objects or another level’s', async () => {
        const answer = await expectQuery(base({ objectIds: ['p01', 'p02'], statuses: STATUSES }));
        expect(answer.rows.map((r) => r.objectId).sort()).toEqual(['p01', 'p02']);
        const other = await store.query(base({ customerId: OTHER_CUSTOMER, statuses: STATUSES }));
        expect(other.rows.map((r) => r.objectId)).toEqual(['p01']);
        expect(other.totals).toEqual(reference(world, base({ customerId: OTHER_CUSTOMER, statuses: STATUSES })).totals);
        await expectQuery(base({ level: 'creative', statuses: STATUSES }));
      });

      it('by name: contains ignoring case (模糊), and exact names (精确), with quotes, backslashes, % and _ taken literally', async () => {
        for (const text of ['alpha', 'ALPHA', '计划', "O'Brien", 'back\\slash', '100%', '%', '_', "'", '\\', 'nothing like it']) {
          await expectQuery(base({ nameLike: text, statuses: STATUSES }));
        }
        await expectQuery(base({ nameIn: [world.objects[4].name, world.objects[9].name, "O'Brien 计划 3", 'back\\slash'], statuses: STATUSES }));
        await expectQuery(base({ nameIn: [], statuses: STATUSES }));
      });

      it('combines every filter', async () => {
        await expectQuery(
          base({
            accountIds: [10],
            parentId: 'g1',
            nameLike: 'plan',
            statuses: ['enabled', 'paused', 'rejected'],
            indicators: { union: true, rules: [rule('show', '>', 10), rule('cost', '<', 5)] },
          }),
        );
      });
    });

    describe('indicator rules', () => {
      it('every operator on a money sum, a count and each kind of ratio', async () => {
        const cases: [MetricKey, number, number][] = [
          ['cost', 12.34, 20],
          ['show', 40, 55],
          ['click', 9, 12],
          ['ctr', 20, 35.5],
          ['avgShowCost', 300, 700],
          ['avgClickCost', 1.5, 3],
          ['convertRate', 50, 100],
          ['payRate', 10, 60],
          ['payRoi', 15, 25],
          ['convertCost', 1.8, 2.2],
        ];
        const operators = INDICATOR.OPERATORS.filter((op) => op !== 'BETWEEN');
        const all = reference(world, base()).total;
        for (const [metric, value, end] of cases) {
          for (const operator of operators) await expectQuery(base({ indicators: { union: false, rules: [rule(metric, operator, value)] } }));
          const between = await expectQuery(base({ indicators: { union: false, rules: [rule(metric, 'BETWEEN', value, end)] } }));
          // The values cut the set: each case tells passing rows from failing ones.
          expect([metric, between.total > 0 && between.total < all]).toEqual([metric, true]);
        }
      });

      it('matches a value as the desk shows it (rounded to the metric’s precision)', async () => {
        const sums = reference(world, base({ statuses: STATUSES })).rows.map((r) => metricValue('ctr', r.sums)).filter((v): v is number => v !== null);
        const shown = Math.round(sums[0] * 100) / 100;
        const answer = await expectQuery(base({ statuses: STATUSES, indicators: { union: false, rules: [rule('ctr', '=', shown)] } }));
        expect(answer.total).toBeGreaterThan(0);
      });

      it('交集 needs every rule, 并集 any rule', async () => {
        const rules = [rule('cost', '>=', 15), rule('ctr', '>', 25), rule('convert', '<=', 8)];
        const all = await expectQuery(base({ indicators: { union: false, rules } }));
        const any = await expectQuery(base({ indicators: { union: true, rules } }));
        expect(any.total).toBeGreaterThan(all.total);
      });

      it('a ratio whose denominator is 0 passes no rule, not even != or a wide BETWEEN; zero sums pass what they meet', async () => {
        const q = (rules: IndicatorRule[], union = false) => base({ statuses: STATUSES, indicators: { union, rules } });
        for (const r of [rule('ctr', '!=', 12), rule('ctr', '<', 1e9), rule('ctr', 'BETWEEN', 0, 1e9), rule('payRate', '>=', 0)]) {
          const answer = await expectQuery(q([r]));
          const noValue = reference(world, q([])).rows.filter((row) => metricValue(r.metric, row.sums) === null);
          expect(noValue.length).toBeGreaterThan(0);
          expect(answer.rows.map((row) => row.objectId)).not.toContain(noValue[0].objectId);
        }
        await expectQuery(q([rule('ctr', '>', 1e9), rule('cost', '=', 0)], true));
        await expectQuery(q([rule('cost', '<', 1), rule('show', '=', 0)]));
      });
    });

    describe('sort and paging', () => {
      const keys: SortKey[] = ['name', 'status', 'budget', 'bid', 'createdAt', ...METRIC_KEYS];
      it('sorts by every key in both orders, missing values last, ties by id', async () => {
        for (const key of keys) {
          for (const order of ['asc', 'desc'] as const) await expectQuery(base({ statuses: STATUSES, sort: { key, order } }));
        }
      });

      it('pages through the whole filtered set without gaps or overlaps; totals and count cover every page', async () => {
        const full = reference(world, base({ sort: { key: 'ctr', order: 'desc' } }));
        const seen: string[] = [];
        for (let offset = 0; offset < full.total + 7; offset += 7) {
          const page = await expectQuery(base({ sort: { key: 'ctr', order: 'desc' }, offset, limit: 7 }));
          expect(page.total).toBe(full.total);
          expect(page.totals).toEqual(full.totals);
          seen.push(...page.rows.map((r) => r.objectId));
        }
        expect(seen).toEqual(full.rows.map((r) => r.objectId));
      });

      it('a page past the end is empty but still counts and totals the filtered set', async () => {
        const answer = await expectQuery(base({ offset: 500, limit: 50 }));
        expect(answer.rows).toEqual([]);
        expect(answer.total).toBeGreaterThan(0);
      });
    });

    describe('trend', () => {
      const trendQuery = (over: Partial<TrendQuery> = {}): TrendQuery => {
        const { sort: _sort, offset: _offset, limit: _limit, ...rest } = base();
        return { ...rest, granularity: 'day', ...over };
      };

      it('by day: one point per day of the range, zeros on quiet days, per object and for the whole filtered set', async () => {
        const q = trendQuery({ from: DAYS[5], to: DAYS[9], seriesIds: ['p04', 'p05', 'missing'] });
        const series = await store.trend(q);
        expect(series.map((s) => s.objectId)).toEqual(['p04', 'p05']);
        for (const s of series) {
          expect(s.points.map((p) => p.time)).toEqual(DAYS.slice(5, 10));
          for (const p of s.points) {
            const row = world.daily.find((r) => r.customerId === CUSTOMER && r.level === LEVEL && r.objectId === s.objectId && r.time === p.time);
            expect(p.sums).toEqual(row?.sums ?? ZERO_SUMS);
          }
        }
        const filters = { accountIds: [11], indicators: { union: false, rules: [rule('cost', '>', 10)] } };
        const [total] = await store.trend(trendQuery({ from: DAYS[5], to: DAYS[9], ...filters }));
        expect(total.objectId).toBeNull();
        const members = reference(world, base({ from: DAYS[5], to: DAYS[9], ...filters }))
          .rows.map((r) => r.objectId);
        expect(members.length).toBeGreaterThan(1);
        for (const p of total.points) {
          const dayRows = world.daily.filter((r) => r.customerId === CUSTOMER && r.level === LEVEL && r.time === p.time && members.includes(r.objectId));
          expect(p.sums).toEqual(dayRows.reduce((acc, r) => addSums(acc, r.sums), ZERO_SUMS));
        }
      });

      it('by hour: 24 points a day, per object and total', async () => {
        const q = trendQuery({ from: DAYS[18], to: DAYS[19], granularity: 'hour', seriesIds: ['p06'] });
        const [one] = await store.trend(q);
        expect(one.points).toHaveLength(48);
        expect(one.points[0].time).toBe(`${DAYS[18]} 00:00`);
        for (const p of one.points) {
          const row = world.hourly.find((r) => r.customerId === CUSTOMER && r.level === LEVEL && r.objectId === 'p06' && r.time === p.time);
          expect(p.sums).toEqual(row?.sums ?? ZERO_SUMS);
        }
        const [total] = await store.trend(trendQuery({ from: DAYS[19], to: DAYS[19], granularity: 'hour', statuses: STATUSES }));
        const members = new Set(world.objects.filter((o) => o.customerId === CUSTOMER && o.level === LEVEL).map((o) => o.objectId));
        for (const p of total.points) {
          const rows = world.hourly.filter((r) => r.customerId === CUSTOMER && r.level === LEVEL && r.time === p.time && members.has(r.objectId));
          expect(p.sums).toEqual(rows.reduce((acc, r) => addSums(acc, r.sums), ZERO_SUMS));
        }
      });
    });

    describe('by name parts (命名解析, design §4.2)', () => {
      // The same world with names a naming rule writes: 主题_层级_MMDD_序号, some with a part too many or too few,
      // quotes and backslashes in a theme, and a separator of two characters in a few.
      const themes = ['节日大促', "O'Brien", 'back\\slash', '春季上新'];
      const named: World = {
        ...world,
        objects: world.objects.map((o, i) => {
          const name = `${themes[i % themes.length]}_计划_03${String(10 + (i % 5))}_${i}`;
          return { ...o, name: i % 7 === 0 ? `${name}_b` : i % 11 === 0 ? name.replace(/_\d+$/, '') : i % 13 === 0 ? name.replace(/_/g, '__') : name };
        }),
      };
      let local: MetricsStore;
      beforeAll(async () => {
        local = await open();
        await local.upsertObjects(named.objects);
        await local.writeDaily(named.daily);
      });
      afterAll(async () => {
        await local?.close();
      });
      const expectNamed = async (nameParts: MetricsQuery['nameParts']) => {
        const q = base({ nameParts, statuses: STATUSES, sort: { key: 'name', order: 'asc' } });
        const answer = await local.query(q);
        expect(answer).toEqual(reference(named, q));
        return answer;
      };

      it('keeps the names that split into the rule’s parts with each listed part among its values, as a JS split does', async () => {
        const one = await expectNamed({ separator: '_', parts: 4, equals: [{ index: 0, values: ['节日大促'] }] });
        expect(one.total).toBeGreaterThan(0);
        await expectNamed({ separator: '_', parts: 4, equals: [{ index: 0, values: ["O'Brien", 'back\\slash'] }, { index: 2, values: ['0311', '0312'] }] });
        await expectNamed({ separator: '_', parts: 5, equals: [] });
        await expectNamed({ separator: '__', parts: 4, equals: [{ index: 1, values: ['计划'] }] });
        await expectNamed({ separator: '_', parts: 4, equals: [{ index: 3, values: [] }] });
      });

      /** What the store answers, from the reference rows: cost desc, then value by code point, the unmatched group last. */
      const expectedGroups = (q: MetricsQuery, groupBy: { separator: string; parts: number; index: number }) => {
        const expected = new Map<string | null, { value: string | null; objects: number; sums: BaseSums }>();
        for (const row of reference(named, q).rows) {
          const name = named.objects.find((o) => o.customerId === q.customerId && o.level === q.level && o.objectId === row.objectId)?.name ?? '';
          const parts = name.split(groupBy.separator);
          const value = parts.length === groupBy.parts ? (parts[groupBy.index] as string) : null;
          const group = expected.get(value) ?? { value, objects: 0, sums: ZERO_SUMS };
          expected.set(value, { value, objects: group.objects + 1, sums: addSums(group.sums, row.sums) });
        }
        return [...expected.values()].sort(
          (a, b) => (a.value === null ? 1 : 0) - (b.value === null ? 1 : 0) || b.sums.cost - a.sums.cost || ((a.value ?? '') < (b.value ?? '') ? -1 : 1),
        );
      };

      it('groups the filtered objects by a part, the names that do not split into the parts together, sums equal to the rows’', async () => {
        for (const [groupBy, extra] of [
          [{ separator: '_', parts: 4, index: 0 }, {}],
          [{ separator: '_', parts: 4, index: 2 }, { nameParts: { separator: '_', parts: 4, equals: [{ index: 0, values: ['节日大促', "O'Brien"] }] } }],
          [{ separator: '__', parts: 4, index: 1 }, { accountIds: [10] }],
        ] as const) {
          const q = base({ statuses: STATUSES, offset: 0, limit: 1000, ...extra });
          const expected = expectedGroups(q, groupBy);
          const answer = await local.groupByNamePart({ ...q, groupBy });
          expect(answer.groups).toEqual(expected);
          expect(answer.total).toBe(expected.length);
          expect(answer.totals).toEqual(reference(named, q).totals);
        }
      });

      it('pages the groups in SQL: cost desc with the value breaking ties, the unmatched group last, the count and sums over every group', async () => {
        // The serial part (index 3) gives a group per object, many with the same cost (nothing spent in a short
        // range): the tie-break decides their order, and pages must neither repeat nor skip one.
        for (const [groupBy, extra] of [
          [{ separator: '_', parts: 4, index: 3 }, { from: DAYS[19], to: DAYS[19] }],
          [{ separator: '_', parts: 4, index: 0 }, {}],
        ] as const) {
          const q = base({ statuses: STATUSES, offset: 0, limit: 1000, ...extra });
          const expected = expectedGroups(q, groupBy);
          expect(expected.length).toBeGreaterThan(3);
          expect(expected.at(-1)?.value).toBeNull();
          const limit = 3;
          const seen: NamePartGroup[] = [];
          for (let offset = 0; offset < expected.length + limit; offset += limit) {
            const page = await local.groupByNamePart({ ...q, groupBy, offset, limit });
            expect(page.total).toBe(expected.length);
            expect(page.totals).toEqual(reference(named, q).totals);
            seen.push(...page.groups);
          }
          expect(seen).toEqual(expected);
        }
        const ties = expectedGroups(base({ statuses: STATUSES, offset: 0, limit: 1000, from: DAYS[19], to: DAYS[19] }), { separator: '_', parts: 4, index: 3 });
        expect(new Set(ties.map((g) => g.sums.cost)).size).toBeLessThan(ties.length);
      });
    });

    describe('writes', () => {
      let local: MetricsStore;
      const dim: ObjectDim = { ...world.objects[2], objectId: 'w1', name: '写入测试', status: 'enabled' };
      const row = (time: string, cost: number, show = 1): MetricRow => ({ ...dim, time, sums: sumsOf({ cost, show }) });
      const page = (from: string, to: string) => local.query(base({ from, to, objectIds: ['w1'], statuses: STATUSES }));
      beforeAll(async () => {
        local = await open();
      });
      afterAll(async () => {
        await local?.close();
      });

      it('an upsert replaces an object’s attributes and a day’s figures', async () => {
        await local.upsertObjects([dim]);
        await local.writeDaily([row('2026-03-01', 1), row('2026-03-02', 2), row('2026-03-03', 4)]);
        expect((await page('2026-03-01', '2026-03-03')).totals.cost).toBe(7);
        await local.writeDaily([row('2026-03-02', 10)]);
        expect((await page('2026-03-01', '2026-03-03')).totals.cost).toBe(15);
        expect((await page('2026-03-03', '2026-03-03')).totals.cost).toBe(4);
        await local.upsertObjects([{ ...dim, name: '改名后', status: 'paused' }]);
        const renamed = await local.query(base({ from: '2026-03-01', to: '2026-03-03', nameLike: '改名', statuses: ['paused'] }));
        expect(renamed.rows).toEqual([{ objectId: 'w1', sums: sumsOf({ cost: 15, show: 3 }) }]);
      });

      it('a write with a scope replaces every figure of its objects and days (a day the media no longer reports goes)', async () => {
        await local.writeDaily([row('2026-03-02', 5)], { customerId: CUSTOMER, media: MEDIA, level: LEVEL, objectIds: ['w1'], from: '2026-03-02', to: '2026-03-03' });
        expect((await page('2026-03-01', '2026-03-03')).totals).toEqual(sumsOf({ cost: 6, show: 2 }));
        await local.writeDaily([], { customerId: CUSTOMER, media: MEDIA, level: LEVEL, objectIds: ['w1'], from: '2026-03-01', to: '2026-03-01' });
        expect((await page('2026-03-01', '2026-03-03')).totals).toEqual(sumsOf({ cost: 5, show: 1 }));
      });

      it('figures written for earlier days and for later days both count', async () => {
        await local.writeDaily([row('2026-03-10', 3)]);
        await local.writeDaily([row('2026-02-20', 2)]);
        expect((await page('2026-02-01', '2026-03-31')).totals.cost).toBe(10);
        expect((await page('2026-02-21', '2026-03-09')).totals.cost).toBe(5);
        expect((await page('2026-03-04', '2026-03-10')).totals.cost).toBe(3);
      });

      it('prune drops days before the kept range (they count as empty) and hours before the kept hour', async () => {
        const hour = (time: string, cost: number): MetricRow => ({ ...dim, time, sums: sumsOf({ cost }) });
        await local.writeHourly([hour('2026-03-09 22:00', 1), hour('2026-03-10 05:00', 2), hour('2026-03-10 06:00', 4)]);
        await local.prune('2026-03-02', '2026-03-10 06:00');
        expect((await page('2026-02-01', '2026-03-31')).totals.cost).toBe(8);
        expect((await page('2026-02-01', '2026-03-02')).totals.cost).toBe(5);
        const trendOf = async (granularity: 'day' | 'hour', from: string, to: string) => {
          const [series] = await local.trend({ ...base({ from, to }), granularity, seriesIds: ['w1'] });
          return series.points.filter((p) => p.sums.cost > 0).map((p) => [p.time, p.sums.cost]);
        };
        expect(await trendOf('day', '2026-02-15', '2026-03-12')).toEqual([
          ['2026-03-02', 5],
          ['2026-03-10', 3],
        ]);
        expect(await trendOf('hour', '2026-03-09', '2026-03-10')).toEqual([['2026-03-10 06:00', 4]]);
        await local.writeDaily([row('2026-03-11', 1)]);
        expect((await page('2026-02-01', '2026-03-31')).totals.cost).toBe(9);
      });

      it('forgets the accounts removed from the desk; clear empties the store', async () => {
        const other: ObjectDim = { ...dim, objectId: 'w2', accountId: 77 };
        await local.upsertObjects([other]);
        await local.writeDaily([{ ...other, time: '2026-03-05', sums: sumsOf({ cost: 1 }) }]);
        expect(await local.accountIds()).toEqual([dim.accountId, 77].sort((a, b) => a - b));
        await local.forgetAccounts([77]);
        expect(await local.accountIds()).toEqual([dim.accountId]);
        expect((await local.query(base({ objectIds: ['w2'], statuses: STATUSES }))).total).toBe(0);
        await local.clear();
        expect(await local.accountIds()).toEqual([]);
        expect((await page('2026-02-01', '2026-03-31')).total).toBe(0);
      });
    });

    describeMaterialFigures(open);
    describeToolReads(open);
  });
}
