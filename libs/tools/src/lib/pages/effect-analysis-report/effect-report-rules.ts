// The pure rules of 效果分析报告: the default report, each dimension's cell text, the table's columns model, and the
// chart's series (by day, one series per group of the other dimensions, the costliest first).
import {
  EFFECT_REPORT_DIMENSION_LABELS,
  MEDIA_CODES,
  MEDIA_DISPLAY_NAMES,
  METRICS,
  chinaToday,
  planLevels,
  type EffectReportBody,
  type EffectReportDimension,
  type MetricKey,
} from '@toufang/domain';
import type { TrendMetric, TrendSeries } from '@toufang/ui';
import dayjs from 'dayjs';
import type { EffectReportAnswer, EffectReportRow } from '../../queries/effect-report';
import { EFFECT_REPORT_PAGE_TEXTS as T } from '../../texts';

/** The page opens on the last 7 days ending yesterday (today's figures are still arriving). */
export const DEFAULT_DAYS = 7;
/** Series the chart draws at most (the costliest groups), as the delivery trend draws 10 rows. */
export const CHART_MAX_SERIES = 10;
/** Metrics the chart draws at most (the first chosen). */
export const CHART_MAX_METRICS = 4;
/** The metrics a new report shows. */
export const DEFAULT_METRICS: MetricKey[] = ['cost', 'show', 'click', 'ctr', 'convert', 'convertCost'];

/** [from, to]: the `days` China days ending yesterday. */
export function lastDays(days: number, today = chinaToday()): [string, string] {
  const end = dayjs(today).subtract(1, 'day');
  return [end.subtract(days - 1, 'day').format('YYYY-MM-DD'), end.format('YYYY-MM-DD')];
}

export function defaultBody(today = chinaToday()): EffectReportBody {
  const [from, to] = lastDays(DEFAULT_DAYS, today);
  return { dimensions: ['media', 'date'], metrics: [...DEFAULT_METRICS], from, to, filters: {} };
}

/** The earliest day the picker offers: the store keeps 93 days of daily figures. */
export function earliestDay(today = chinaToday()): string {
  return dayjs(today).subtract(92, 'day').format('YYYY-MM-DD');
}

/** The picker's note of what 计划 means in each media (toutiao 项目, gdt 广告 …). */
export function planLevelsText(): string {
  const levels = planLevels();
  return T.PLAN_LEVELS(MEDIA_CODES.map((m) => `${MEDIA_DISPLAY_NAMES[m]}-${levels[m].label}`).join('、'));
}

/** A dimension's column title (namePart: its field's title). */
export function dimensionTitle(dimension: EffectReportDimension, namePartLabel: string | null): string {
  return dimension === 'namePart' && namePartLabel ? namePartLabel : EFFECT_REPORT_DIMENSION_LABELS[dimension];
}

/** A group's text for one dimension. */
export function dimensionText(dimension: EffectReportDimension, row: EffectReportRow): string {
  const k = row.key;
  switch (dimension) {
    case 'media':
      return k.media ? MEDIA_DISPLAY_NAMES[k.media] : T.NONE;
    case 'account':
      return k.account ? k.account.name : T.NONE;
    case 'project':
      return k.project ? k.project.name : T.NO_PROJECT;
    case 'date':
      return k.date ?? T.NONE;
    case 'plan':
      return k.plan ? k.plan.name : T.NONE;
    case 'namePart':
      return k.namePart?.label ?? T.NONE;
    default:
      return T.NONE;
  }
}

const GROUPED = new Map<number, Intl.NumberFormat>();

/** A metric's value as the desk writes it: its decimals and thousands separators (as formatYuan), - for a ratio over 0. */
export function metricText(metric: MetricKey, value: number | null | undefined): string {
  if (value === null || value === undefined) return T.NONE;
  const digits = METRICS[metric].precision;
  let format = GROUPED.get(digits);
  if (!format) GROUPED.set(digits, (format = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: digits, maximumFractionDigits: digits })));
  return format.format(value);
}

/** A metric's column title with its unit. */
export const metricTitle = (metric: MetricKey) => `${METRICS[metric].label}(${METRICS[metric].unit})`;

/** A row's key for the table: its dimensions' values. */
export function rowKeyOf(row: EffectReportRow): string {
  const k = row.key;
  return JSON.stringify([k.media, k.account?.id, k.project === undefined ? undefined : (k.project?.id ?? null), k.date, k.plan ? `${k.plan.media}:${k.plan.objectId}` : undefined, k.namePart?.value]);
}

export interface ChartModel {
  series: TrendSeries[];
  metrics: TrendMetric[];
  /** Groups left out (more than CHART_MAX_SERIES). */
  clipped: boolean;
}

/**
 * The chart of a report with a date dimension: one series per group of its other dimensions (the report's totals
 * per day when it has none), the costliest CHART_MAX_SERIES, with the first CHART_MAX_METRICS metrics. null without
 * the date dimension: the chart is over days.
 */
export function chartModel(answer: EffectReportAnswer): ChartModel | null {
  if (!answer.dimensions.includes('date')) return null;
  const others = answer.dimensions.filter((d) => d !== 'date');
  const metrics = (answer.metrics as MetricKey[]).slice(0, CHART_MAX_METRICS);
  const groups = new Map<string, { name: string; cost: number; points: TrendSeries['points'][number][] }>();
  for (const row of answer.rows) {
    const name = others.length === 0 ? T.TOTAL : others.map((d) => dimensionText(d, row)).join(' / ');
    const group = groups.get(name) ?? { name, cost: 0, points: [] };
    group.cost += Number(row.values.cost ?? 0);
    group.points.push({ time: row.key.date ?? '', values: row.values });
    groups.set(name, group);
  }
  const ranked = [...groups.values()].sort((a, b) => b.cost - a.cost);
  return {
    series: ranked.slice(0, CHART_MAX_SERIES).map((g) => ({ id: g.name, name: g.name, points: g.points })),
    metrics: metrics.map((m) => ({ key: m, label: METRICS[m].label, unit: METRICS[m].unit, precision: METRICS[m].precision })),
    clipped: ranked.length > CHART_MAX_SERIES,
  };
}
