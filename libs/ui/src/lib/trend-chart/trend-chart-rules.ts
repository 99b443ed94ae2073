// The trend chart's rules, without the DOM or the chart library: the lines to draw from the series and the
// chosen metrics, their axes and how each value is written. trend-chart.tsx hands the result to ECharts.
import { DEFAULT_TEXTS } from '@toufang/domain';

/** A metric the chart can draw: its key in the points' values, its label, unit and decimals. */
export interface TrendMetric {
  key: string;
  label: string;
  /** 元, 个, % (or any other unit); one y axis per unit. */
  unit: string;
  precision: number;
}

export interface TrendPoint {
  /** The x value as the server writes it: a day (YYYY-MM-DD) or an hour (YYYY-MM-DD HH:00). */
  time: string;
  values: Readonly<Record<string, number | null | undefined>>;
}

/** One object's (or the total's) points. */
export interface TrendSeries {
  /** null: the total of the filtered set. */
  id: string | null;
  name: string;
  points: readonly TrendPoint[];
}

/** One line: a metric of a series. */
export interface TrendLine {
  name: string;
  metric: TrendMetric;
  /** Index of the y axis of the metric's unit. */
  yAxisIndex: number;
  /** Aligned with the x axis; null where the series has no point or the value is empty (a ratio over 0). */
  data: (number | null)[];
}

export interface TrendModel {
  times: string[];
  units: string[];
  lines: TrendLine[];
}

export const TREND_CHART_TEXTS = {
  LABEL: '趋势图',
  LOADING: '趋势图加载中',
  EMPTY: DEFAULT_TEXTS.EMPTY_DATA,
  LOAD_FAILED: '趋势图加载失败',
  RETRY: '重试',
  TABLE: '趋势数据',
  TIME: '时间',
  /** Where one line's value is missing. */
  NONE: '-',
} as const;

/** Fixed sizes of the chart, px: not spec numbers, the room the axes' labels need. */
export const TREND_CHART_SIZES = {
  HEIGHT: 320,
  /** Each further y axis on the right sits this far out from the last. */
  AXIS_OFFSET: 56,
  GRID_LEFT: 64,
  GRID_RIGHT: 24,
  GRID_TOP: 48,
  GRID_BOTTOM: 32,
} as const;

/** The line's name: the metric alone for one series, the series and the metric for several. */
export function lineName(series: TrendSeries, metric: TrendMetric, seriesCount: number): string {
  return seriesCount > 1 ? `${series.name} · ${metric.label}` : metric.label;
}

/** The times of every series, in order: a missing point in one series is a gap, not a shifted line. */
export function trendTimes(series: readonly TrendSeries[]): string[] {
  return [...new Set(series.flatMap((s) => s.points.map((p) => p.time)))].sort();
}

/** The lines to draw: every chosen metric of every series, one y axis per unit in the metrics' order. */
export function trendModel(series: readonly TrendSeries[], metrics: readonly TrendMetric[]): TrendModel {
  const times = trendTimes(series);
  const units = [...new Set(metrics.map((m) => m.unit))];
  const lines: TrendLine[] = [];
  for (const s of series) {
    const byTime = new Map(s.points.map((p) => [p.time, p.values]));
    for (const metric of metrics) {
      lines.push({
        name: lineName(s, metric, series.length),
        metric,
        yAxisIndex: units.indexOf(metric.unit),
        data: times.map((time) => {
          const value = byTime.get(time)?.[metric.key];
          return typeof value === 'number' && Number.isFinite(value) ? value : null;
        }),
      });
    }
  }
  return { times, units, lines };
}

/** A value as the chart's tooltip and its data table write it: the metric's decimals, its unit, - when empty. */
export function formatTrendValue(value: number | null | undefined, metric: TrendMetric): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return TREND_CHART_TEXTS.NONE;
  const text = value.toLocaleString('zh-CN', { minimumFractionDigits: metric.precision, maximumFractionDigits: metric.precision });
  return metric.unit === '%' ? `${text}%` : text;
}

/** Whether there is anything to draw. */
export function hasTrendData(model: TrendModel): boolean {
  return model.times.length > 0 && model.lines.some((line) => line.data.some((v) => v !== null));
}

/**
 * The ECharts option of a model: a category x axis of the times, one value axis per unit (the first on the
 * left, the others to the right), a legend, a tooltip over all lines at a time, and a line per metric and
 * series. A plain object, so it is tested without the chart library.
 */
export function trendOption(model: TrendModel) {
  return {
    animation: false,
    grid: {
      left: TREND_CHART_SIZES.GRID_LEFT,
      right: TREND_CHART_SIZES.GRID_RIGHT + Math.max(0, model.units.length - 1) * TREND_CHART_SIZES.AXIS_OFFSET,
      top: TREND_CHART_SIZES.GRID_TOP,
      bottom: TREND_CHART_SIZES.GRID_BOTTOM,
    },
    legend: { type: 'scroll', top: 0 },
    tooltip: { trigger: 'axis', confine: true },
    xAxis: { type: 'category', boundaryGap: false, data: model.times },
    yAxis: model.units.map((unit, index) => ({
      type: 'value',
      name: unit,
      position: index === 0 ? 'left' : 'right',
      offset: index <= 1 ? 0 : (index - 1) * TREND_CHART_SIZES.AXIS_OFFSET,
      splitLine: { show: index === 0 },
    })),
    series: model.lines.map((line) => ({
      type: 'line',
      name: line.name,
      yAxisIndex: line.yAxisIndex,
      data: line.data,
      showSymbol: model.times.length <= 31,
      connectNulls: false,
      tooltip: { valueFormatter: (value: unknown) => formatTrendValue(typeof value === 'number' ? value : null, line.metric) },
    })),
  };
}

export type TrendOption = ReturnType<typeof trendOption>;
