// 素材汇总's rules without React: the filters as the summary call's query (and the trend's and the export's),
// the sort choices and the trend's metrics.
import type { Schemas } from '@toufang/api';
import { isMediaCode, METRICS, type MetricKey } from '@toufang/domain';
import type { TrendMetric, TrendSeries } from '@toufang/ui';
import { asIds, dateRange, lastSevenDays, sortOf } from '../../list-values/list-values';

export type MaterialSummary = Schemas['MaterialSummary'];
export type MaterialSummaryRow = Schemas['MaterialSummaryRow'];
export type MaterialDesignerFigures = Schemas['MaterialDesignerFigures'];
export type MaterialSummaryQuery = Schemas['MaterialSummaryQuery'];
export type MaterialSummaryTrend = Schemas['MaterialSummaryTrend'];

/** The filter area's values as the URL and saved templates keep them; anything unexpected is ignored. */
export type SummaryFilters = {
  dates?: unknown;
  mediaCodes?: unknown;
  designerIds?: unknown;
  kind?: unknown;
  sort?: unknown;
};

/** The keys the materials' table sorts by (the server sorts). */
export const SUMMARY_SORT_KEYS = ['cost', 'show', 'click', 'ctr', 'convert', 'convertCost', 'ads'] as const;
const DEFAULT_SORT = 'cost.desc';

/** The trend's metrics, drawn two at first (消耗 and 点击数). */
export const SUMMARY_TREND_METRICS: readonly MetricKey[] = ['cost', 'show', 'click', 'ctr', 'convert', 'convertCost'];
export const SUMMARY_TREND_FIRST: readonly MetricKey[] = ['cost', 'click'];
/** At most this many metrics at once (the delivery trend's rule). */
export const SUMMARY_TREND_MAX = 2;

const mediaCodes = (value: unknown) => {
  const list = (Array.isArray(value) ? value : value ? [value] : []).filter(isMediaCode);
  return list.length > 0 ? [...new Set(list)] : undefined;
};

/** The summary's filters (without page and sort): the trend's query too. */
export function toSummaryFilter(filters: SummaryFilters, now?: number): Omit<MaterialSummaryQuery, 'current' | 'size' | 'sort' | 'order'> {
  const [from, to] = dateRange(filters.dates) ?? lastSevenDays(now);
  return {
    from,
    to,
    ...(mediaCodes(filters.mediaCodes) ? { mediaCodes: mediaCodes(filters.mediaCodes) } : {}),
    ...(asIds(filters.designerIds) ? { designerIds: asIds(filters.designerIds) } : {}),
    ...(filters.kind === 'image' || filters.kind === 'video' ? { kind: filters.kind } : {}),
  };
}

/** The summary call's query without the page (the export's request). */
export function toSummaryExport(filters: SummaryFilters, now?: number): Omit<MaterialSummaryQuery, 'current' | 'size'> {
  const { sort, order } = sortOf(filters.sort, SUMMARY_SORT_KEYS, DEFAULT_SORT);
  return { ...toSummaryFilter(filters, now), sort: sort as MaterialSummaryQuery['sort'], order };
}

export function toSummaryQuery(filters: SummaryFilters, page: { current: number; size: number }, now?: number): MaterialSummaryQuery {
  return { current: page.current, size: page.size, ...toSummaryExport(filters, now) };
}

/** The table's header sort for a filter value, and back. */
export const summaryTableSort = (value: unknown) => {
  const { sort, order } = sortOf(value, SUMMARY_SORT_KEYS, DEFAULT_SORT);
  return { key: sort, order: order === 'asc' ? ('ascend' as const) : ('descend' as const) };
};
export const summarySortValue = (sort: { key: string; order: 'ascend' | 'descend' } | null) => (sort ? `${sort.key}.${sort.order === 'ascend' ? 'asc' : 'desc'}` : DEFAULT_SORT);

/** A metric as the trend chart draws it. */
export function trendMetricOf(key: MetricKey): TrendMetric {
  const def = METRICS[key];
  return { key, label: def.label, unit: def.unit, precision: def.precision };
}

/** The trend's one series (the materials' total). */
export function summarySeries(trend: MaterialSummaryTrend | undefined, name: string): TrendSeries[] {
  if (!trend) return [];
  return [{ id: null, name, points: trend.points.map(({ time, ...values }) => ({ time, values })) }];
}
