// From what the page holds (the filter area's values, the date range, the sort, the page, the drill-down)
// to the calls' bodies: pure, so the mapping is tested without a DOM.
import { DELIVERY_STATUS_FILTERS, isMetricKey, type DeliveryLevel, type DeliveryStatusFilter, type MediaCode } from '@toufang/domain';
import type { DataTableSort, DateRangeValue, FilterValues, IndicatorData } from '@toufang/ui';
import type { DeliveryFilter, DeliveryIndicators, DeliveryListQuery, DeliverySearch, DeliverySort } from '../queries/delivery-types';

/** What the search field holds: which field, how it matches (模糊 LIKE / 精确 IN), and the text. */
export interface DeliverySearchValue {
  field: 'name' | 'id';
  method: 'LIKE' | 'IN';
  value: string;
}

/** What the 命名解析 filter holds: a naming rule, one of its fields and the values wanted (design §4.2). */
export interface DeliveryNameFieldValue {
  ruleId: number;
  field: string;
  values: string[];
}

/** The filter area's fields: what a saved filter template keeps. */
export interface DeliveryFilterValues {
  accountIds?: number[];
  search?: DeliverySearchValue | null;
  status?: DeliveryStatusFilter;
  indicators?: IndicatorData | null;
  nameField?: DeliveryNameFieldValue | null;
}

/** The filter area's field keys. */
export const FILTER_KEYS = { ACCOUNTS: 'accountIds', SEARCH: 'search', STATUS: 'status', INDICATORS: 'indicators', NAME_FIELD: 'nameField' } as const;

/** The most values one 命名解析 filter names (DeliveryNameFieldFilter). */
export const NAME_FIELD_VALUES_MAX = 50;

/** A 命名解析 filter that asks something (a rule, a field and at least one value), or null. */
export function readNameField(raw: unknown): DeliveryNameFieldValue | null {
  if (!raw || typeof raw !== 'object') return null;
  const { ruleId, field, values } = raw as Partial<DeliveryNameFieldValue>;
  if (!Number.isInteger(ruleId) || (ruleId as number) <= 0 || typeof field !== 'string' || !field || !Array.isArray(values)) return null;
  const kept = [...new Set(values.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim()))].slice(0, NAME_FIELD_VALUES_MAX);
  return kept.length > 0 ? { ruleId: ruleId as number, field, values: kept } : null;
}

export const DEFAULT_STATUS: DeliveryStatusFilter = 'all';

/**
 * The date range's key among the filters the URL holds (the list kit's `filters` param). It is not one of
 * the filter area's fields: a saved template of fixed dates would go stale, so the area never sees it.
 */
export const DATE_RANGE_KEY = 'dateRange';

/** Filter values without the date range (what the filter area shows and a template keeps). */
export function withoutRange(values: FilterValues): FilterValues {
  const rest = { ...values };
  delete rest[DATE_RANGE_KEY];
  return rest;
}

/**
 * The filters as the URL keeps them: the area's values less those that ask nothing (status 全部, indicator
 * rows without a complete rule), so an untouched table keeps a clean address; a slot filter's value as is.
 */
export function toUrlFilters(values: FilterValues, range: DateRangeValue): FilterValues {
  const kept: FilterValues = { ...withoutRange(values), [DATE_RANGE_KEY]: range };
  const status = Array.isArray(kept[FILTER_KEYS.STATUS]) ? (kept[FILTER_KEYS.STATUS] as unknown[])[0] : kept[FILTER_KEYS.STATUS];
  if (status === undefined || status === DEFAULT_STATUS) delete kept[FILTER_KEYS.STATUS];
  if (!toIndicators(kept[FILTER_KEYS.INDICATORS] as IndicatorData | null | undefined)) delete kept[FILTER_KEYS.INDICATORS];
  if (!readNameField(kept[FILTER_KEYS.NAME_FIELD])) delete kept[FILTER_KEYS.NAME_FIELD];
  return kept;
}

/** The indicator filter switched off (the widget's own empty value): no rows, 交集. */
export const NO_INDICATORS: IndicatorData = { data: [], selectData: [], indexIsUnion: { check: true, disabled: true, value: 0 } };

/** Everything that decides which rows a table shows, besides paging and sort. */
export interface DeliveryScope {
  media: MediaCode;
  level: DeliveryLevel;
  dateRange: DateRangeValue;
  filters: DeliveryFilterValues;
  /** Drill-down: the children of this object. */
  parentId?: string | null;
  /** The objects one edit touched (the link of an edit's message). */
  editId?: number | null;
}

const isStatus = (value: unknown): value is DeliveryStatusFilter => DELIVERY_STATUS_FILTERS.some((s) => s.value === value);

/** The filter area's raw values, as the page's typed filters; anything malformed (an old template) is dropped. */
export function readFilterValues(values: FilterValues): DeliveryFilterValues {
  const accountIds = Array.isArray(values[FILTER_KEYS.ACCOUNTS])
    ? (values[FILTER_KEYS.ACCOUNTS] as unknown[]).filter((id): id is number => Number.isInteger(id) && (id as number) > 0)
    : [];
  const raw = values[FILTER_KEYS.SEARCH] as Partial<DeliverySearchValue> | null | undefined;
  const search =
    raw && typeof raw === 'object' && typeof raw.value === 'string'
      ? { field: raw.field === 'id' ? 'id' : 'name', method: raw.method === 'IN' ? 'IN' : 'LIKE', value: raw.value } as DeliverySearchValue
      : null;
  // The list selector holds a list even when it picks one.
  const rawStatus = Array.isArray(values[FILTER_KEYS.STATUS]) ? (values[FILTER_KEYS.STATUS] as unknown[])[0] : values[FILTER_KEYS.STATUS];
  const status = isStatus(rawStatus) ? rawStatus : DEFAULT_STATUS;
  const indicators = (values[FILTER_KEYS.INDICATORS] as IndicatorData | null | undefined) ?? null;
  const nameField = readNameField(values[FILTER_KEYS.NAME_FIELD]);
  return { accountIds, search, status, indicators, ...(nameField ? { nameField } : {}) };
}

/** The search as the call takes it; none when empty. */
export function toSearch(search: DeliverySearchValue | null | undefined): DeliverySearch | undefined {
  const value = search?.value.trim() ?? '';
  if (!search || !value) return undefined;
  return { field: search.field, method: search.method, value };
}

/**
 * The indicator rows as the call takes them: every row with a metric and an operator, with its value (or
 * both ends of BETWEEN), combined by 交集 (0) or 并集 (1); none when no row is complete or the filter is off.
 */
export function toIndicators(data: IndicatorData | null | undefined): DeliveryIndicators | undefined {
  if (!data) return undefined;
  const rules: DeliveryIndicators['rules'] = [];
  for (const entry of data.data) {
    if (!entry.type || !entry.symbol) continue;
    if (entry.symbol === 'BETWEEN') {
      if (entry.startValue === null || entry.endValue === null) continue;
      rules.push({ metric: entry.type, operator: 'BETWEEN', startValue: entry.startValue, endValue: entry.endValue });
    } else {
      if (entry.value === null) continue;
      rules.push({ metric: entry.type, operator: entry.symbol, value: entry.value });
    }
  }
  if (rules.length === 0) return undefined;
  return { union: data.indexIsUnion.value === 1 ? 1 : 0, rules };
}

/** The table's sort as the call takes it: asc / desc. */
export function toSort(sort: DataTableSort | null | undefined): DeliverySort | undefined {
  if (!sort) return undefined;
  return { key: sort.key, order: sort.order === 'ascend' ? 'asc' : 'desc' };
}

/** The filter every call of a table shares (list, trend, export). */
export function toDeliveryFilter(scope: DeliveryScope): DeliveryFilter {
  const { media, level, dateRange, filters, parentId, editId } = scope;
  const search = toSearch(filters.search);
  const indicators = toIndicators(filters.indicators);
  return {
    media,
    level,
    dateRange: { from: dateRange[0], to: dateRange[1] },
    ...(filters.accountIds && filters.accountIds.length > 0 ? { accountIds: filters.accountIds } : {}),
    ...(parentId ? { parentId } : {}),
    ...(search ? { search } : {}),
    ...(filters.status && filters.status !== DEFAULT_STATUS ? { status: filters.status } : {}),
    ...(indicators ? { indicators } : {}),
    ...(editId ? { editId } : {}),
    ...(filters.nameField ? { nameField: filters.nameField } : {}),
  };
}

export function toListQuery(scope: DeliveryScope, sort: DataTableSort | null | undefined, page: { current: number; size: number }): DeliveryListQuery {
  const sorted = toSort(sort);
  return { ...toDeliveryFilter(scope), ...(sorted ? { sort: sorted } : {}), page: page.current, size: page.size };
}

/** Whether any filter narrows the rows (for the empty state's wording). */
export function isFiltered(scope: DeliveryScope): boolean {
  const filter = toDeliveryFilter(scope);
  return Boolean(filter.accountIds || filter.search || filter.status || filter.indicators || filter.editId || filter.nameField);
}

/** The indicator filter's metrics: the level's metric columns (the server refuses any other with 未知指标). */
export function indicatorMetricKeys(columns: readonly { key: string; kind: string }[]): string[] {
  return columns.filter((c) => c.kind === 'metric' && isMetricKey(c.key)).map((c) => c.key);
}

/** Attribute columns the export writes under another key (the review's words are its reason). */
const EXPORT_KEY: Readonly<Record<string, string>> = { review: 'rejectReason' };

/** The export's columns: the id, then the columns shown, in order. */
export function toExportColumns(shown: readonly { key: string }[]): string[] {
  return [...new Set(['id', ...shown.map((c) => EXPORT_KEY[c.key] ?? c.key)])];
}
