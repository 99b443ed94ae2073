import { describe, expect, it } from 'vitest';
import { formatTrendValue, hasTrendData, lineName, trendModel, trendOption, trendTimes, type TrendMetric, type TrendSeries } from './trend-chart-rules';

const cost: TrendMetric = { key: 'cost', label: '总消耗', unit: '元', precision: 2 };
const ctr: TrendMetric = { key: 'ctr', label: '点击率', unit: '%', precision: 2 };
const click: TrendMetric = { key: 'click', label: '点击数', unit: '个', precision: 0 };

const total: TrendSeries = {
  id: null,
  name: '合计',
  points: [
    { time: '2026-01-02', values: { cost: 20, ctr: null, click: 3 } },
    { time: '2026-01-01', values: { cost: 10.5, ctr: 1.25, click: 2 } },
  ],
};
const planA: TrendSeries = { id: '11', name: '计划A', points: [{ time: '2026-01-03', values: { cost: 5 } }] };

describe('trend chart rules', () => {
  it('puts every series on one time axis, in order, a missing point a gap', () => {
    expect(trendTimes([total, planA])).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
    const model = trendModel([total, planA], [cost]);
    expect(model.lines.map((l) => l.data)).toEqual([
      [10.5, 20, null],
      [null, null, 5],
    ]);
  });

  it('draws a line per metric and series, names them by metric alone for one series', () => {
    expect(trendModel([total], [cost, ctr]).lines.map((l) => l.name)).toEqual(['总消耗', '点击率']);
    expect(trendModel([total, planA], [cost, ctr]).lines.map((l) => l.name)).toEqual(['合计 · 总消耗', '合计 · 点击率', '计划A · 总消耗', '计划A · 点击率']);
    expect(lineName(planA, click, 2)).toBe('计划A · 点击数');
  });

  it('gives each unit its own y axis, the first on the left, and keeps an empty ratio empty', () => {
    const model = trendModel([total], [cost, ctr, click]);
    expect(model.units).toEqual(['元', '%', '个']);
    expect(model.lines.map((l) => l.yAxisIndex)).toEqual([0, 1, 2]);
    expect(model.lines[1].data).toEqual([1.25, null]);
    const option = trendOption(model);
    expect(option.yAxis.map((a) => [a.name, a.position, a.offset])).toEqual([
      ['元', 'left', 0],
      ['%', 'right', 0],
      ['个', 'right', 56],
    ]);
    expect(option.xAxis.data).toEqual(['2026-01-01', '2026-01-02']);
    expect(option.series.map((s) => [s.type, s.name, s.yAxisIndex])).toEqual([
      ['line', '总消耗', 0],
      ['line', '点击率', 1],
      ['line', '点击数', 2],
    ]);
    expect(option.series[1].tooltip.valueFormatter(1.25)).toBe('1.25%');
    expect(option.series[0].tooltip.valueFormatter(1234.5)).toBe('1,234.50');
    expect(option.series[0].tooltip.valueFormatter(null)).toBe('-');
  });

  it('writes values with the metric\'s decimals and unit, - when empty', () => {
    expect(formatTrendValue(1234.567, cost)).toBe('1,234.57');
    expect(formatTrendValue(3, click)).toBe('3');
    expect(formatTrendValue(0.5, ctr)).toBe('0.50%');
    expect(formatTrendValue(null, ctr)).toBe('-');
    expect(formatTrendValue(Number.NaN, ctr)).toBe('-');
  });

  it('has nothing to draw without points or with only empty values', () => {
    expect(hasTrendData(trendModel([], [cost]))).toBe(false);
    expect(hasTrendData(trendModel([{ id: null, name: '合计', points: [{ time: '2026-01-01', values: { ctr: null } }] }], [ctr]))).toBe(false);
    expect(hasTrendData(trendModel([total], [cost]))).toBe(true);
  });
});
