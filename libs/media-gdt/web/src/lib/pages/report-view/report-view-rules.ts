// The pure rules of 报表查看: the date range (7 days by default, at most the 93 days the desk keeps), the
// figures as the table writes them, and the daily trend as the chart reads it.
import { chinaDate, dayOfDate, DELIVERY, formatYuan } from '@toufang/domain';
import type { TrendMetric, TrendSeries } from '@toufang/ui';
import type { ReportView, ReportViewFigures } from '../../queries/report-view';
import { REPORT_VIEW_TEXTS as T } from '../../terms';

/** The range a first visit shows: the last 7 days, today included. */
export const DEFAULT_DAYS = 7;

/** The default range, from a China date (YYYY-MM-DD) of today. */
export function defaultRange(today: string): [string, string] {
  return [chinaDate(dayOfDate(today) - (DEFAULT_DAYS - 1)), today];
}

/** The days the picker offers: the kept 93 days up to today, so no range can pass 93 days. */
export function rangeBounds(today: string): { min: string; max: string } {
  return { min: chinaDate(dayOfDate(today) - (DELIVERY.MAX_RANGE_DAYS - 1)), max: today };
}

const count = (value: number) => value.toLocaleString('zh-CN');

/** The six figures as the table shows them; a rate over 0 is -. */
export function figureCells(f: ReportViewFigures): Record<'cost' | 'show' | 'click' | 'ctr' | 'convert' | 'convertCost', string> {
  return {
    cost: formatYuan(f.cost),
    show: count(f.show),
    click: count(f.click),
    ctr: f.ctr === null ? T.NONE : `${f.ctr.toFixed(2)}%`,
    convert: count(f.convert),
    convertCost: f.convertCost === null ? T.NONE : formatYuan(f.convertCost),
  };
}

/** The trend's lines: spend in 元, clicks and conversions in 个. */
export const TREND_METRICS: readonly TrendMetric[] = [
  { key: 'cost', label: T.COST, unit: '元', precision: 2 },
  { key: 'click', label: T.CLICK, unit: '个', precision: 0 },
  { key: 'convert', label: T.CONVERT, unit: '个', precision: 0 },
];

/** The accounts' daily sums as one series (合计). */
export function trendSeries(days: ReportView['days']): TrendSeries[] {
  return [{ id: null, name: T.TOTAL, points: days.map(({ date, figures }) => ({ time: date, values: { cost: figures.cost, click: figures.click, convert: figures.convert } })) }];
}
