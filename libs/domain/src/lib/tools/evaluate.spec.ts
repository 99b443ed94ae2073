// Windows and conditions (docs/design/tools.md §6.3, §11): examples, and properties against a plain reference that
// picks an object's hourly rows by their China date and hour, sums them and divides.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chinaDayStart, chinaToday, DAY_MS, dayOfDate, formatChinaTime, HOUR_MS, MINUTE_MS } from '../china-time';
import { addSums, METRICS, roundMetric, ZERO_SUMS, type BaseSums } from '../delivery-metrics';
import { conditionHolds, conditionValue, evaluateConditions, objectPassesFilters, previousWindowOf, ruleMatches, windowOf, type WindowRange } from './evaluate';
import { AI_RULE_METRICS, type AiRuleCondition, type AiRuleMetric, type AiRuleWindow } from './rule-types';

const DAY = dayOfDate('2026-11-30');
/** 2026-11-30 hh:mm China time. */
const at = (hhmm: string, dayShift = 0) => chinaDayStart(DAY + dayShift) + Number(hhmm.slice(0, 2)) * HOUR_MS + Number(hhmm.slice(3, 5)) * MINUTE_MS;
const sums = (s: Partial<BaseSums>): BaseSums => ({ ...ZERO_SUMS, ...s });
const cond = (over: Partial<AiRuleCondition>): AiRuleCondition => ({ metric: 'cost', operator: 'MORE', value: 500, window: { kind: 'today' }, ...over });

describe('windowOf', () => {
  it('reads today so far by the hour, yesterday and whole days by the day, and whole hours before the hour in progress', () => {
    const asOf = at('10:03');
    expect(windowOf({ kind: 'today' }, asOf)).toEqual({ granularity: 'hour', from: '2026-11-30 00:00', to: '2026-11-30 10:00' });
    expect(windowOf({ kind: 'yesterday' }, asOf)).toEqual({ granularity: 'day', from: '2026-11-29', to: '2026-11-29' });
    expect(windowOf({ kind: 'lastHours', n: 1 }, asOf)).toEqual({ granularity: 'hour', from: '2026-11-30 09:00', to: '2026-11-30 09:00' });
    expect(windowOf({ kind: 'lastHours', n: 48 }, asOf)).toEqual({ granularity: 'hour', from: '2026-11-28 10:00', to: '2026-11-30 09:00' });
    expect(windowOf({ kind: 'lastDays', n: 3, includeToday: false }, asOf)).toEqual({ granularity: 'day', from: '2026-11-27', to: '2026-11-29' });
    expect(windowOf({ kind: 'lastDays', n: 3, includeToday: true }, asOf)).toEqual({ granularity: 'day', from: '2026-11-27', to: '2026-11-30' });
  });

  it('counts days in China time at the edges of a day (00:00 China is 16:00 UTC the day before)', () => {
    const midnight = at('00:00');
    expect(new Date(midnight).toISOString()).toBe('2026-11-29T16:00:00.000Z');
    expect(windowOf({ kind: 'today' }, midnight)).toEqual({ granularity: 'hour', from: '2026-11-30 00:00', to: '2026-11-30 00:00' });
    expect(windowOf({ kind: 'lastHours', n: 1 }, midnight)).toEqual({ granularity: 'hour', from: '2026-11-29 23:00', to: '2026-11-29 23:00' });
    expect(windowOf({ kind: 'yesterday' }, midnight - 1)).toEqual({ granularity: 'day', from: '2026-11-28', to: '2026-11-28' });
    expect(windowOf({ kind: 'today' }, midnight - 1)).toEqual({ granularity: 'hour', from: '2026-11-29 00:00', to: '2026-11-29 23:00' });
  });

  it('compares HITLINE with the same window at the previous evaluation, but not today with another day', () => {
    expect(previousWindowOf({ kind: 'today' }, at('10:03'), null)).toBeNull();
    expect(previousWindowOf({ kind: 'today' }, at('00:05'), at('23:55', -1))).toBeNull();
    expect(previousWindowOf({ kind: 'today' }, at('10:03'), at('09:33'))).toEqual(windowOf({ kind: 'today' }, at('09:33')));
    expect(previousWindowOf({ kind: 'lastHours', n: 2 }, at('00:05'), at('23:55', -1))).toEqual({ granularity: 'hour', from: '2026-11-29 21:00', to: '2026-11-29 22:00' });
  });
});

describe('conditions', () => {
  it('takes a rate from the window sums, never a mean of hourly rates', () => {
    // 1,000 shows with 10 clicks (1 %) and 10 shows with 5 clicks (50 %): 15 / 1,010 = 1.49 %, the mean 25.5 %.
    const window = addSums(sums({ show: 1000, click: 10 }), sums({ show: 10, click: 5 }));
    expect(conditionValue('ctr', window)).toBe(1.49);
    expect(conditionHolds(cond({ metric: 'ctr', operator: 'LESS', value: 2 }), window)).toBe(true);
  });

  it('compares at the shown precision and strictly', () => {
    expect(conditionHolds(cond({ metric: 'ctr', operator: 'MORE', value: 1.49 }), sums({ show: 1010, click: 15 }))).toBe(false);
    expect(conditionHolds(cond({ metric: 'cost', operator: 'MORE', value: 500 }), sums({ cost: 500 }))).toBe(false);
    expect(conditionHolds(cond({ metric: 'cost', operator: 'MORE', value: 500 }), sums({ cost: 500.01 }))).toBe(true);
    expect(conditionHolds(cond({ metric: 'convert', operator: 'LESS', value: 1 }), ZERO_SUMS)).toBe(true);
  });

  it('lets a ratio over 0 satisfy nothing, 转化成本 included', () => {
    for (const operator of ['MORE', 'LESS', 'HITLINE'] as const) {
      expect(conditionHolds(cond({ metric: 'convertCost', operator, value: 0 }), sums({ cost: 800 }))).toBe(false);
      expect(conditionHolds(cond({ metric: 'ctr', operator, value: 0 }), ZERO_SUMS)).toBe(false);
    }
  });

  it("HITLINE is an edge: reached now and below before; the budget is 总消耗's line when it has no value", () => {
    const line = cond({ operator: 'HITLINE', value: 500 });
    expect(conditionHolds(line, sums({ cost: 500 }), sums({ cost: 499.99 }))).toBe(true);
    expect(conditionHolds(line, sums({ cost: 600 }), sums({ cost: 500 }))).toBe(false);
    expect(conditionHolds(line, sums({ cost: 499.99 }), ZERO_SUMS)).toBe(false);
    expect(conditionHolds(line, sums({ cost: 500 }), null)).toBe(true);
    const budget = cond({ operator: 'HITLINE', value: null });
    expect(conditionHolds(budget, sums({ cost: 300 }), sums({ cost: 250 }), 300)).toBe(true);
    expect(conditionHolds(budget, sums({ cost: 300 }), sums({ cost: 250 }), null)).toBe(false);
    // A ratio's previous value over 0 counts as below the line.
    expect(conditionHolds(cond({ metric: 'ctr', operator: 'HITLINE', value: 2 }), sums({ show: 100, click: 2 }), ZERO_SUMS)).toBe(true);
  });

  it('joins by ALL or ANY and matches nothing without conditions', () => {
    const two = [cond({ value: 100 }), cond({ metric: 'convert', operator: 'LESS', value: 1 })];
    const figures = [{ sums: sums({ cost: 200, convert: 2 }) }, { sums: sums({ cost: 200, convert: 2 }) }];
    expect(evaluateConditions({ conditions: two, join: 'ALL' }, figures)).toEqual({
      matched: false,
      conditions: [
        { value: 200, holds: true },
        { value: 2, holds: false },
      ],
    });
    expect(ruleMatches({ conditions: two, join: 'ANY' }, figures)).toBe(true);
    expect(ruleMatches({ conditions: [], join: 'ANY' }, [])).toBe(false);
    expect(() => ruleMatches({ conditions: two, join: 'ANY' }, figures.slice(1))).toThrow(RangeError);
  });

  it('filters on platform, bid type and count label, an object that reports none passing only no filter', () => {
    expect(objectPassesFilters({ platform: 'UNLIMIT' }, {})).toBe(true);
    expect(objectPassesFilters({ platform: 'IOS' }, {})).toBe(false);
    expect(objectPassesFilters({ platform: 'IOS', bidTypes: ['OCPM', 'CPC'], countLabel: 'ONCE' }, { platform: 'IOS', bidType: 'OCPM', countLabel: 'ONCE' })).toBe(true);
    expect(objectPassesFilters({ bidTypes: ['CPC'] }, { bidType: 'OCPM' })).toBe(false);
    expect(objectPassesFilters({ bidTypes: [] }, {})).toBe(true);
    expect(objectPassesFilters({ countLabel: 'MORE' }, { countLabel: 'ONCE' })).toBe(false);
  });
});

// ---------- properties ----------

interface Row {
  at: number;
  sums: BaseSums;
}

/** The store as windowSums answers: rows whose China hour or date falls in the range (strings, inclusive). */
function storeSums(rows: readonly Row[], range: WindowRange): BaseSums {
  const width = range.granularity === 'hour' ? 13 : 10;
  const keyOf = (row: Row) => formatChinaTime(row.at).slice(0, width) + (range.granularity === 'hour' ? ':00' : '');
  return rows.filter((r) => keyOf(r) >= range.from && keyOf(r) <= range.to).reduce((acc, r) => addSums(acc, r.sums), ZERO_SUMS);
}

/** The plain reference: which rows a window holds, said from the row's instant and China date alone. */
function inWindow(window: AiRuleWindow, asOf: number, row: Row): boolean {
  const date = chinaToday(row.at);
  const hourStart = asOf - (asOf % HOUR_MS);
  switch (window.kind) {
    case 'today':
      return date === chinaToday(asOf) && row.at <= asOf;
    case 'yesterday':
      return date === chinaToday(asOf - DAY_MS);
    case 'lastHours':
      return row.at >= hourStart - window.n * HOUR_MS && row.at < hourStart;
    case 'lastDays': {
      const dates = Array.from({ length: window.n }, (_, k) => chinaToday(asOf - (k + 1) * DAY_MS));
      return dates.includes(date) || (window.includeToday && date === chinaToday(asOf));
    }
  }
}

/** Σ of the rows (money in 分), then the metric: a sum, or Σnumerator / Σdenominator × scale, null over 0. */
function referenceValue(metric: AiRuleMetric, rows: readonly Row[]): number | null {
  const total = (m: keyof BaseSums) => (m === 'cost' || m === 'payAmount' ? rows.reduce((s, r) => s + Math.round(r.sums[m] * 100), 0) / 100 : rows.reduce((s, r) => s + r.sums[m], 0));
  const def = METRICS[metric];
  if (def.kind === 'sum') return total(def.base);
  const den = total(def.denominator);
  return den === 0 ? null : roundMetric(metric, (total(def.numerator) / den) * def.scale);
}

function referenceHolds(c: AiRuleCondition, value: number | null, previous: number | null | 'none', budget: number | null): boolean {
  if (value === null) return false;
  if (c.operator === 'MORE') return c.value !== null && value > c.value;
  if (c.operator === 'LESS') return c.value !== null && value < c.value;
  const line = c.value ?? (c.metric === 'cost' ? budget : null);
  if (line === null || value < line) return false;
  return previous === 'none' || previous === null || previous < line;
}

const countArb = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 40 }));
const rowSumsArb = fc.record({
  cost: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100_000 }).map((f) => f / 100)),
  show: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2000 })),
  click: countArb,
  convert: countArb,
  active: countArb,
  register: countArb,
  pay: countArb,
  payAmount: fc.constant(0),
});

/** An instant on DAY or the day after, often at an hour's or a day's first or last moment. */
const asOfArb = fc
  .record({
    day: fc.integer({ min: 0, max: 1 }),
    hour: fc.oneof(fc.constant(0), fc.constant(23), fc.integer({ min: 0, max: 23 })),
    ms: fc.oneof(fc.constant(0), fc.constant(HOUR_MS - 1), fc.integer({ min: 0, max: HOUR_MS - 1 })),
  })
  .map(({ day, hour, ms }) => chinaDayStart(DAY + day) + hour * HOUR_MS + ms);

/** Hourly rows from three days before the instant's day up to its hour in progress (an hour has one row). */
const rowsArb = (asOf: number) => {
  const first = chinaDayStart(DAY - 3) / HOUR_MS;
  const last = Math.floor(asOf / HOUR_MS);
  return fc
    .uniqueArray(fc.record({ hour: fc.integer({ min: first, max: last }), sums: rowSumsArb }), { selector: (r) => r.hour, maxLength: 40 })
    .map((rs) => rs.map((r): Row => ({ at: r.hour * HOUR_MS, sums: r.sums })));
};

const windowArb: fc.Arbitrary<AiRuleWindow> = fc.oneof(
  fc.constant({ kind: 'today' as const }),
  fc.constant({ kind: 'yesterday' as const }),
  fc.integer({ min: 1, max: 60 }).map((n) => ({ kind: 'lastHours' as const, n })),
  fc.record({ n: fc.integer({ min: 1, max: 3 }), includeToday: fc.boolean() }).map((w) => ({ kind: 'lastDays' as const, ...w })),
);

/** A figure to compare with, often the value itself or a step beside it (the edges of MORE, LESS and HITLINE). */
const pickArb = fc.oneof(fc.constant('same'), fc.constant('above'), fc.constant('below'), fc.constant('null'), fc.integer({ min: 0, max: 2000 }));
const pickValue = (pick: string | number, around: number | null, metric: AiRuleMetric): number | null => {
  if (typeof pick === 'number') return pick;
  if (pick === 'null') return null;
  const step = 1 / 10 ** METRICS[metric].precision;
  const base = around ?? 1;
  return Math.max(0, roundMetric(metric, pick === 'same' ? base : pick === 'above' ? base + step : base - step));
};

const scenarioArb = asOfArb.chain((asOf) =>
  fc.record({
    asOf: fc.constant(asOf),
    rows: rowsArb(asOf),
    window: windowArb,
    metric: fc.constantFrom(...AI_RULE_METRICS),
    operator: fc.constantFrom('MORE' as const, 'LESS' as const, 'HITLINE' as const),
    pick: pickArb,
    everyMinutes: fc.constantFrom(null, 10, 15, 30, 60, 120),
    budget: fc.oneof(fc.constant(null), fc.integer({ min: 300, max: 2000 })),
  }),
);

describe('conditions against the plain reference (properties)', () => {
  it('the window read through windowOf gives the reference value, and the condition holds as the reference says', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const held = s.rows.filter((r) => inWindow(s.window, s.asOf, r));
        const refValue = referenceValue(s.metric, held);
        const value = pickValue(s.pick, refValue, s.metric);
        const c: AiRuleCondition = { metric: s.metric, operator: s.operator, value, window: s.window };

        const now = storeSums(s.rows, windowOf(s.window, s.asOf));
        expect(conditionValue(s.metric, now)).toBe(refValue);

        const previousAsOf = s.everyMinutes === null ? null : s.asOf - s.everyMinutes * MINUTE_MS;
        const range = previousWindowOf(s.window, s.asOf, previousAsOf);
        const previous = range === null ? null : storeSums(s.rows.filter((r) => r.at <= (previousAsOf as number)), range);
        const refPrevious =
          previousAsOf === null || (s.window.kind === 'today' && chinaToday(previousAsOf) !== chinaToday(s.asOf))
            ? 'none'
            : referenceValue(s.metric, s.rows.filter((r) => r.at <= previousAsOf && inWindow(s.window, previousAsOf, r)));
        expect(conditionHolds(c, now, previous, s.budget)).toBe(referenceHolds(c, refValue, refPrevious, s.budget));
      }),
      { numRuns: 300 },
    );
  });

  it('a ratio whose denominator sums to 0 satisfies no condition', () => {
    const ratios = AI_RULE_METRICS.filter((m) => METRICS[m].kind === 'ratio');
    fc.assert(
      fc.property(fc.constantFrom(...ratios), rowSumsArb, fc.constantFrom('MORE' as const, 'LESS' as const, 'HITLINE' as const), fc.integer({ min: 0, max: 1000 }), (metric, raw, operator, value) => {
        const def = METRICS[metric];
        if (def.kind !== 'ratio') return;
        const zeroed = { ...raw, [def.denominator]: 0 };
        expect(conditionHolds({ metric, operator, value, window: { kind: 'today' } }, zeroed, null, 500)).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('ALL is every condition holding and ANY is one, whatever the windows', () => {
    fc.assert(
      fc.property(
        asOfArb.chain((asOf) =>
          fc.record({
            asOf: fc.constant(asOf),
            rows: rowsArb(asOf),
            join: fc.constantFrom('ALL' as const, 'ANY' as const),
            conditions: fc.array(fc.record({ window: windowArb, metric: fc.constantFrom(...AI_RULE_METRICS), operator: fc.constantFrom('MORE' as const, 'LESS' as const), value: fc.integer({ min: 0, max: 300 }) }), { minLength: 1, maxLength: 4 }),
          }),
        ),
        (s) => {
          const figures = s.conditions.map((c) => ({ sums: storeSums(s.rows, windowOf(c.window, s.asOf)) }));
          const each = s.conditions.map((c) => referenceHolds(c, referenceValue(c.metric, s.rows.filter((r) => inWindow(c.window, s.asOf, r))), 'none', null));
          expect(ruleMatches({ conditions: s.conditions, join: s.join }, figures)).toBe(s.join === 'ALL' ? each.every(Boolean) : each.some(Boolean));
        },
      ),
      { numRuns: 100 },
    );
  });
});
