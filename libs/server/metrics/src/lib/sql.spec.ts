import { METRIC_KEYS, METRICS, ZERO_SUMS } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { objectKey } from './okey';
import { day, hourParts, indicatorsSql, metricSql, MONEY_BASES, num, orderBySql, ruleSql, sortTermsSql, SUM_COLUMN, zeroPasses, type Dialect } from './sql';

const dialect: Dialect = { str: (v) => `'${v.replace(/'/g, "''")}'`, containsIgnoringCase: (h, n) => `contains(lower(${h}), lower(${n}))`, partCount: (n, s) => `len(string_split(${n}, ${s}))`, part: (n, s, i) => `split_part(${n}, ${s}, ${i})` };

describe('the shared SQL of the metrics store', () => {
  it('keeps money in 分: the bases whose metric is counted in 元', () => {
    expect([...MONEY_BASES].sort()).toEqual(['cost', 'payAmount']);
    expect(SUM_COLUMN.payAmount).toBe('m_pay_amount');
  });

  it('writes every metric of the vocabulary from the sums, ratios in the order metricValue computes them', () => {
    for (const key of METRIC_KEYS) expect(metricSql(key)).toBeTruthy();
    expect(metricSql('cost')).toBe('(m_cost / 100)');
    expect(metricSql('avgShowCost')).toBe('(((m_cost / 100) / m_show) * 1000)');
    expect(metricSql('payRoi')).toBe('(((m_pay_amount / 100) / (m_cost / 100)) * 1)');
    expect(METRICS.avgShowCost.kind).toBe('ratio');
  });

  it('compares a ratio as shown (rounded) and only when it has a value; a sum exactly in its stored unit', () => {
    expect(ruleSql({ metric: 'ctr', operator: '>', value: 2.5 })).toBe('((m_show <> 0) AND (floor(((m_click / m_show) * 100) * 100 + 0.5) > 250))');
    expect(ruleSql({ metric: 'cost', operator: 'BETWEEN', startValue: 1.1, endValue: 2.55 })).toBe('(m_cost >= 110 AND m_cost <= 255)');
    expect(indicatorsSql({ union: true, rules: [{ metric: 'show', operator: '=', value: 3 }, { metric: 'click', operator: '!=', value: 1 }] })).toBe('((m_show = 3) OR (m_click != 1))');
    expect(indicatorsSql({ union: false, rules: [] })).toBeNull();
  });

  it('refuses what is not a number, an unknown metric or operator', () => {
    expect(() => ruleSql({ metric: 'cost', operator: '>', value: Number.NaN })).toThrow();
    expect(() => ruleSql({ metric: 'cost', operator: 'BETWEEN', startValue: 1 })).toThrow();
    expect(() => ruleSql({ metric: 'nope' as 'cost', operator: '>', value: 1 })).toThrow();
    expect(() => ruleSql({ metric: 'cost', operator: 'LIKE' as '>', value: 1 })).toThrow();
    expect(() => num(Number.POSITIVE_INFINITY)).toThrow();
    expect(() => day("2026-01-01' OR 1=1")).toThrow();
    expect(() => hourParts('2026-01-01 24:00')).toThrow();
  });

  it('knows whether an object without figures passes the rules', () => {
    expect(zeroPasses(undefined)).toBe(true);
    expect(zeroPasses({ union: false, rules: [{ metric: 'cost', operator: '<', value: 1 }] })).toBe(true);
    expect(zeroPasses({ union: false, rules: [{ metric: 'cost', operator: '>', value: 1 }] })).toBe(false);
    // A ratio over nothing has no value and passes nothing, not even "≠".
    expect(zeroPasses({ union: false, rules: [{ metric: 'ctr', operator: '!=', value: 1 }] })).toBe(false);
    expect(zeroPasses({ union: true, rules: [{ metric: 'ctr', operator: '!=', value: 1 }, { metric: 'show', operator: '=', value: 0 }] })).toBe(true);
    expect(ZERO_SUMS.cost).toBe(0);
  });

  it('sorts rows without a value last and breaks ties by id', () => {
    expect(orderBySql(dialect, { key: 'ctr', order: 'asc' })).toBe('(m_show <> 0) DESC, CASE WHEN (m_show <> 0) THEN ((m_click / m_show) * 100) ELSE 0 END ASC, object_id ASC');
    expect(orderBySql(dialect, { key: 'budget', order: 'desc' })).toBe('(budget_fen = -1) ASC, budget_fen DESC, object_id ASC');
    // The same terms without the tie-break, for ranking a page's candidates before their ids are read.
    expect(sortTermsSql(dialect, { key: 'budget', order: 'desc' })).toBe('(budget_fen = -1) ASC, budget_fen DESC');
  });

  it('keys an object by company, media, level and id', () => {
    const key = objectKey(1, 'toutiao', 'plan', '1700000000000001');
    expect(key).toBe(objectKey(1, 'toutiao', 'plan', '1700000000000001'));
    expect(key).not.toBe(objectKey(2, 'toutiao', 'plan', '1700000000000001'));
    expect(key).not.toBe(objectKey(1, 'toutiao', 'creative', '1700000000000001'));
    expect(key >= 0n && key < 2n ** 63n).toBe(true);
  });
});
