// The indicator filter rows' rules, without the DOM (widgets spec §3, §4, §5, §9). A row's value is checked
// with the single indicator filter's rules (indicator-filter-rules.ts).
import { INDICATOR } from '@toufang/domain';
import {
  EMPTY_INDICATOR_VALUE,
  indicatorValueError,
  withOperator,
  type IndicatorBounds,
  type IndicatorOperator,
  type IndicatorValue,
} from '../indicator-filter/indicator-filter-rules';

/** indexIsUnion.value: 0 intersection (交集), 1 union (并集) (widgets spec §3). */
export const INDEX_UNION = { INTERSECTION: 0, UNION: 1 } as const;
export type IndexUnionValue = (typeof INDEX_UNION)[keyof typeof INDEX_UNION];

export const INDEX_UNION_OPTIONS: readonly { value: IndexUnionValue; label: string; help: string }[] = [
  { value: INDEX_UNION.INTERSECTION, label: '交集', help: '须同时满足所有筛选条件' },
  { value: INDEX_UNION.UNION, label: '并集', help: '满足任一筛选条件即可' },
];

/** How the rows combine (widgets spec §3): check and disabled drive the 数据筛选方式 checkbox. */
export interface IndexIsUnion {
  check: boolean;
  disabled: boolean;
  value: IndexUnionValue;
}

/** Checked and locked on (the way rows combine always applies), intersection. */
export const DEFAULT_INDEX_IS_UNION: IndexIsUnion = { check: true, disabled: true, value: INDEX_UNION.INTERSECTION };

/** Indicator filter entry (widgets spec §3): the indicator value plus the metric's label, type (its value) and dataType. */
export interface IndicatorFilterEntry extends IndicatorValue {
  label: string;
  type: string;
  dataType: string;
}

/** Indicator data (widgets spec §3): the rows, the metric chosen in each row (selectData), and indexIsUnion. */
export interface IndicatorData {
  data: IndicatorFilterEntry[];
  selectData: string[];
  indexIsUnion: IndexIsUnion;
}

/** A metric the rows may filter on. min/max bound its single value (the minimum defaults to 0). */
export interface IndicatorMetric extends IndicatorBounds {
  value: string;
  label: string;
  /** e.g. 'percent': a percentage metric shows %. */
  dataType?: string;
  disabled?: boolean;
}

/** The data types that are percentages: 'percent', and the media reports' TYPE_PERCENTAGE. */
export const PERCENT_DATA_TYPES: readonly string[] = ['percent', 'TYPE_PERCENTAGE'];
export const PERCENT_UNIT = '%';

/** The rows' own messages (widgets spec §5 gives the value messages; these are the desk's, docs/decisions.md). */
export const INDICATOR_ROWS_MESSAGES = {
  METRIC_REQUIRED: '请选择指标',
  OPERATOR_REQUIRED: '请选择条件',
  /** 'each metric may be chosen only once across rows' */
  METRIC_DUPLICATE: '指标不能重复选择',
} as const;

export function isPercentDataType(dataType: string | null | undefined): boolean {
  return !!dataType && PERCENT_DATA_TYPES.includes(dataType);
}

/** % for a percentage metric, nothing otherwise (widgets spec §9). */
export function rowUnit(entry: Pick<IndicatorFilterEntry, 'dataType'>): string {
  return isPercentDataType(entry.dataType) ? PERCENT_UNIT : '';
}

export function emptyEntry(): IndicatorFilterEntry {
  return { ...EMPTY_INDICATOR_VALUE, label: '', type: '', dataType: '' };
}

/** The data filter switched off: no rows, intersection. */
export function emptyIndicatorData(): IndicatorData {
  return { data: [], selectData: [], indexIsUnion: { ...DEFAULT_INDEX_IS_UNION } };
}

/** Fills what a caller left out, and keeps selectData one entry per row, equal to the row's metric. */
export function normaliseIndicatorData(value: Partial<IndicatorData> | null | undefined): IndicatorData {
  const data = (value?.data ?? []).map((entry, i) => {
    const full = { ...emptyEntry(), ...entry };
    return full.type ? full : { ...full, type: value?.selectData?.[i] ?? '' };
  });
  return {
    data,
    selectData: data.map((entry) => entry.type),
    indexIsUnion: { ...DEFAULT_INDEX_IS_UNION, ...value?.indexIsUnion },
  };
}

/** Whether the rows show: with the switch they show while there are rows; without it, always. */
export function isDataFilterOn(value: IndicatorData, hasSwitch: boolean): boolean {
  return !hasSwitch || value.data.length > 0;
}

/** The rows on screen: at least INDICATOR.MIN_ROWS while the filter is on. */
export function visibleRows(value: IndicatorData): IndicatorData {
  if (value.data.length >= INDICATOR.MIN_ROWS) return value;
  const data = [...value.data];
  while (data.length < INDICATOR.MIN_ROWS) data.push(emptyEntry());
  return { ...value, data, selectData: data.map((entry) => entry.type) };
}

/** 添加行 is disabled at INDICATOR.MAX_ROWS (10) rows. */
export function canAddRow(count: number): boolean {
  return count < INDICATOR.MAX_ROWS;
}

/** Deleting is disabled at INDICATOR.MIN_ROWS (1) row. */
export function canDeleteRow(count: number): boolean {
  return count > INDICATOR.MIN_ROWS;
}

function withData(value: IndicatorData, data: IndicatorFilterEntry[]): IndicatorData {
  return { ...value, data, selectData: data.map((entry) => entry.type) };
}

/** Appends an empty row; unchanged at the maximum. */
export function addRow(value: IndicatorData): IndicatorData {
  if (!canAddRow(value.data.length)) return value;
  return withData(value, [...value.data, emptyEntry()]);
}

/** Removes a row; unchanged at the minimum. */
export function deleteRow(value: IndicatorData, index: number): IndicatorData {
  if (!canDeleteRow(value.data.length) || index < 0 || index >= value.data.length) return value;
  return withData(
    value,
    value.data.filter((_, i) => i !== index),
  );
}

function updateRow(value: IndicatorData, index: number, change: (entry: IndicatorFilterEntry) => IndicatorFilterEntry): IndicatorData {
  return withData(
    value,
    value.data.map((entry, i) => (i === index ? change(entry) : entry)),
  );
}

/** Choosing a row's metric: its label, type and dataType; the operator and value stay. */
export function chooseMetric(value: IndicatorData, index: number, metric: IndicatorMetric | undefined): IndicatorData {
  return updateRow(value, index, (entry) => ({ ...entry, label: metric?.label ?? '', type: metric?.value ?? '', dataType: metric?.dataType ?? '' }));
}

/**
 * Choosing a row's operator: BETWEEN shows the range (starting at 0-100 when empty) and drops the single
 * value; any other operator keeps the single value and drops the range.
 */
export function chooseOperator(value: IndicatorData, index: number, symbol: IndicatorOperator): IndicatorData {
  return updateRow(value, index, (entry) => {
    const next = withOperator(entry, symbol);
    return symbol === 'BETWEEN' ? { ...next, value: null } : { ...next, startValue: null, endValue: null };
  });
}

export function setRowNumbers(value: IndicatorData, index: number, patch: Partial<Pick<IndicatorFilterEntry, 'value' | 'startValue' | 'endValue'>>): IndicatorData {
  return updateRow(value, index, (entry) => ({ ...entry, ...patch }));
}

export function setIndexIsUnion(value: IndicatorData, patch: Partial<IndexIsUnion>): IndicatorData {
  return { ...value, indexIsUnion: { ...value.indexIsUnion, ...patch } };
}

/**
 * The data filter switch (widgets spec §4): off clears every row and resets to intersection; on starts with
 * one empty row.
 */
export function switchDataFilter(value: IndicatorData, on: boolean): IndicatorData {
  if (!on) return { data: [], selectData: [], indexIsUnion: { ...value.indexIsUnion, value: INDEX_UNION.INTERSECTION } };
  return value.data.length ? value : withData(value, [emptyEntry()]);
}

/** Metrics chosen in rows other than this one: they are disabled in this row's select (widgets spec §5). */
export function metricsTakenElsewhere(selectData: readonly string[], index: number): Set<string> {
  return new Set(selectData.filter((metric, i) => i !== index && metric !== ''));
}

/** This row's metric options: each metric another row holds is disabled. */
export function metricOptions(metrics: readonly IndicatorMetric[], selectData: readonly string[], index: number): (IndicatorMetric & { disabled: boolean })[] {
  const taken = metricsTakenElsewhere(selectData, index);
  return metrics.map((metric) => ({ ...metric, disabled: !!metric.disabled || taken.has(metric.value) }));
}

/** Whether 数据筛选方式 (intersection or union) shows: only when there are rows to combine. */
export function showsIndexIsUnion(rowCount: number): boolean {
  return rowCount > 1;
}

export interface IndicatorRowError {
  /** 0-based row. */
  row: number;
  field: 'metric' | 'symbol' | 'value' | 'range';
  message: string;
}

/** The bounds of a row's single value: the metric's own, else a minimum of 0 and no maximum. */
export function rowBounds(metrics: readonly IndicatorMetric[], type: string): IndicatorBounds {
  const metric = metrics.find((m) => m.value === type);
  return { min: metric?.min, max: metric?.max };
}

/** The first problem of one row, given the metrics chosen in the rows above it. */
export function validateRow(entry: IndicatorFilterEntry, row: number, above: readonly string[], metrics: readonly IndicatorMetric[]): IndicatorRowError | undefined {
  if (!entry.type) return { row, field: 'metric', message: INDICATOR_ROWS_MESSAGES.METRIC_REQUIRED };
  if (above.includes(entry.type)) return { row, field: 'metric', message: INDICATOR_ROWS_MESSAGES.METRIC_DUPLICATE };
  if (!entry.symbol) return { row, field: 'symbol', message: INDICATOR_ROWS_MESSAGES.OPERATOR_REQUIRED };
  const error = indicatorValueError(entry, rowBounds(metrics, entry.type));
  return error ? { row, ...error } : undefined;
}

/**
 * Every row's first problem (the page's 查询 calls this through validate()). With the switch off there are
 * no rows and nothing to check.
 */
export function validateIndicatorRows(value: IndicatorData, metrics: readonly IndicatorMetric[] = []): IndicatorRowError[] {
  const errors: IndicatorRowError[] = [];
  value.data.forEach((entry, row) => {
    const error = validateRow(
      entry,
      row,
      value.data.slice(0, row).map((e) => e.type),
      metrics,
    );
    if (error) errors.push(error);
  });
  return errors;
}
