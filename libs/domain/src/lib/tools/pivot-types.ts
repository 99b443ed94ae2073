// 效果分析报告 (issue 23; docs/design/tools.md §2 pivot-types.ts): the report's body (dimensions, metrics, range,
// filters), its check in Chinese (shared by the page and the server), the level each media's 计划 dimension reads,
// and the totals of a pivot with every rate from the summed sums (never a mean of the groups' rates).
import { chinaDateStart, DAY_MS } from '../china-time';
import { addSums, DELIVERY, isMetricKey, metricValue, roundMetric, ZERO_SUMS, type BaseSums, type MetricKey } from '../delivery-metrics';
import type { DeliveryLevel } from '../delivery-hierarchy';
import { MEDIA_CODES, type MediaCode } from '../media';
import { MEDIA_REGISTRY } from '../media-registry';
import { MEDIA_TERM_LEVELS } from '../media-terms';

/** Every dimension the issue names, in the pickers' order. */
export const EFFECT_REPORT_DIMENSIONS = ['media', 'account', 'project', 'date', 'plan', 'namePart', 'material', 'designer'] as const;
export type EffectReportDimension = (typeof EFFECT_REPORT_DIMENSIONS)[number];

/** Each dimension's title (the pickers, the table's and the file's headers; namePart shows its field's title). */
export const EFFECT_REPORT_DIMENSION_LABELS: Readonly<Record<EffectReportDimension, string>> = {
  media: '媒体',
  account: '账户',
  project: '项目',
  date: '日期',
  plan: '计划',
  namePart: '命名字段',
  material: '素材',
  designer: '设计师',
};

/**
 * The dimensions the metrics store cannot answer beside the others: it keeps material figures only per account
 * and day with four of the eight sums, and no material per object (docs/decisions.md, "What the pivot can group
 * by"). The pickers show them disabled with this reason; the check refuses them.
 */
export const UNANSWERED_DIMENSIONS: ReadonlySet<EffectReportDimension> = new Set(['material', 'designer']);

export const EFFECT_REPORT_LIMITS = {
  /** The longest range, in days (the store keeps 93 days of daily figures). */
  MAX_DAYS: DELIVERY.METRICS_DAYS,
  MAX_DIMENSIONS: 4,
  MAX_METRICS: 12,
  /** Groups one answer carries at most; more is refused rather than cut (a cut table's totals would not add up). */
  MAX_GROUPS: 5000,
  NAME_MAX: 30,
  /** Saved reports a person keeps. */
  SAVED_MAX: 50,
  FILTER_IDS_MAX: 1000,
} as const;

export interface EffectReportFilters {
  /** Only these media; absent: every media. */
  media?: MediaCode[];
  /** Only these accounts (desk ids, inside the caller's scope); absent: every account the caller sees. */
  accountIds?: number[];
  /** Only the accounts of these projects (项目管理). */
  projectIds?: number[];
}

export interface EffectReportBody {
  /** Rows are grouped by these, in this order. */
  dimensions: EffectReportDimension[];
  /** The 命名解析 field the namePart dimension groups by. */
  namePart?: { ruleId: number; field: string };
  metrics: MetricKey[];
  /** China dates, inclusive. */
  from: string;
  to: string;
  filters: EffectReportFilters;
}

export const EFFECT_REPORT_TEXTS = {
  NO_DIMENSION: '请至少选择一个维度',
  TOO_MANY_DIMENSIONS: `最多选择${EFFECT_REPORT_LIMITS.MAX_DIMENSIONS}个维度`,
  DUPLICATE_DIMENSION: '维度不能重复',
  UNKNOWN_DIMENSION: (code: string) => `不支持的维度：${code}`,
  UNANSWERED_DIMENSION: '素材、设计师维度暂不支持：素材数据只按账户和天保存（消耗、展示、点击、转化四项），不能与计划、命名字段和其他指标组合',
  NAME_PART_MISSING: '请选择命名解析规则和字段',
  NO_METRIC: '请至少选择一个指标',
  TOO_MANY_METRICS: `最多选择${EFFECT_REPORT_LIMITS.MAX_METRICS}个指标`,
  UNKNOWN_METRIC: (code: string) => `不支持的指标：${code}`,
  BAD_DATE: '请选择日期范围',
  RANGE_REVERSED: '结束日期不能早于开始日期',
  RANGE_TOO_LONG: `日期范围不能超过${EFFECT_REPORT_LIMITS.MAX_DAYS}天`,
  RANGE_BEFORE_KEPT: `开始日期早于已保存的数据：按天数据只保留最近${EFFECT_REPORT_LIMITS.MAX_DAYS}天，请重新选择日期`,
  TOO_MANY_IDS: `筛选的账户或项目不能超过${EFFECT_REPORT_LIMITS.FILTER_IDS_MAX}个`,
  TOO_MANY_GROUPS: `分组过多（超过${EFFECT_REPORT_LIMITS.MAX_GROUPS}行），请减少维度或缩短时间范围`,
  NAME_REQUIRED: '请输入报告名称',
  NAME_TOO_LONG: `报告名称不能超过${EFFECT_REPORT_LIMITS.NAME_MAX}个字`,
} as const;

export interface EffectReportError {
  field: 'dimensions' | 'namePart' | 'metrics' | 'range' | 'filters';
  message: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Days of an inclusive range of China dates (0 when either is not a date). */
export function rangeDays(from: string, to: string): number {
  if (!DATE.test(from) || !DATE.test(to)) return 0;
  return Math.round((chinaDateStart(to).getTime() - chinaDateStart(from).getTime()) / DAY_MS) + 1;
}

/**
 * The body's errors, first per field, in Chinese; empty when it may be asked. Given today (a China date), a range
 * starting before the kept daily figures is refused too: the store would count those days as empty, and a saved
 * report's old dates would show a partial sum as if it were the whole.
 */
export function checkEffectReportBody(body: EffectReportBody, today?: string): EffectReportError[] {
  const errors: EffectReportError[] = [];
  const dims = body.dimensions;
  if (dims.length === 0) errors.push({ field: 'dimensions', message: EFFECT_REPORT_TEXTS.NO_DIMENSION });
  else if (dims.length > EFFECT_REPORT_LIMITS.MAX_DIMENSIONS) errors.push({ field: 'dimensions', message: EFFECT_REPORT_TEXTS.TOO_MANY_DIMENSIONS });
  else if (new Set(dims).size !== dims.length) errors.push({ field: 'dimensions', message: EFFECT_REPORT_TEXTS.DUPLICATE_DIMENSION });
  else {
    const unknown = dims.find((d) => !(EFFECT_REPORT_DIMENSIONS as readonly string[]).includes(d));
    if (unknown !== undefined) errors.push({ field: 'dimensions', message: EFFECT_REPORT_TEXTS.UNKNOWN_DIMENSION(unknown) });
    else if (dims.some((d) => UNANSWERED_DIMENSIONS.has(d))) errors.push({ field: 'dimensions', message: EFFECT_REPORT_TEXTS.UNANSWERED_DIMENSION });
  }
  if (dims.includes('namePart') && (!body.namePart || !Number.isInteger(body.namePart.ruleId) || body.namePart.field === '')) {
    errors.push({ field: 'namePart', message: EFFECT_REPORT_TEXTS.NAME_PART_MISSING });
  }
  const metrics = body.metrics as readonly string[];
  if (metrics.length === 0) errors.push({ field: 'metrics', message: EFFECT_REPORT_TEXTS.NO_METRIC });
  else if (metrics.length > EFFECT_REPORT_LIMITS.MAX_METRICS) errors.push({ field: 'metrics', message: EFFECT_REPORT_TEXTS.TOO_MANY_METRICS });
  else {
    const unknown = metrics.find((m) => !isMetricKey(m));
    if (unknown !== undefined) errors.push({ field: 'metrics', message: EFFECT_REPORT_TEXTS.UNKNOWN_METRIC(unknown) });
  }
  const days = rangeDays(body.from, body.to);
  if (!DATE.test(body.from) || !DATE.test(body.to)) errors.push({ field: 'range', message: EFFECT_REPORT_TEXTS.BAD_DATE });
  else if (days < 1) errors.push({ field: 'range', message: EFFECT_REPORT_TEXTS.RANGE_REVERSED });
  else if (days > EFFECT_REPORT_LIMITS.MAX_DAYS) errors.push({ field: 'range', message: EFFECT_REPORT_TEXTS.RANGE_TOO_LONG });
  else if (today !== undefined && DATE.test(today) && rangeDays(body.from, today) > EFFECT_REPORT_LIMITS.MAX_DAYS) {
    errors.push({ field: 'range', message: EFFECT_REPORT_TEXTS.RANGE_BEFORE_KEPT });
  }
  const { accountIds = [], projectIds = [] } = body.filters;
  if (accountIds.length > EFFECT_REPORT_LIMITS.FILTER_IDS_MAX || projectIds.length > EFFECT_REPORT_LIMITS.FILTER_IDS_MAX) {
    errors.push({ field: 'filters', message: EFFECT_REPORT_TEXTS.TOO_MANY_IDS });
  }
  return errors;
}

/** A saved report's name, checked ('' when it may be saved). */
export function checkEffectReportName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return EFFECT_REPORT_TEXTS.NAME_REQUIRED;
  return [...trimmed].length > EFFECT_REPORT_LIMITS.NAME_MAX ? EFFECT_REPORT_TEXTS.NAME_TOO_LONG : '';
}

/**
 * The level the 计划 dimension reads in each media (design §13 O5): of the two levels the media's terms name, the one
 * it calls 计划 (kuaishou, baidu, qianchuan, bilibili), else the upper one (toutiao's 项目, gdt's 广告), which carries
 * the budget there.
 */
export function planLevelOf(media: MediaCode): DeliveryLevel {
  const { upper, lower } = MEDIA_TERM_LEVELS[media];
  const labels = MEDIA_REGISTRY[media].levels as Readonly<Partial<Record<DeliveryLevel, string>>>;
  if (labels[upper]?.includes('计划')) return upper;
  if (labels[lower]?.includes('计划')) return lower;
  return upper;
}

/** planLevelOf of every media, and what each calls that level (the page's note under the picker). */
export function planLevels(): Readonly<Record<MediaCode, { level: DeliveryLevel; label: string }>> {
  return Object.fromEntries(
    MEDIA_CODES.map((media) => {
      const level = planLevelOf(media);
      return [media, { level, label: (MEDIA_REGISTRY[media].levels as Readonly<Partial<Record<DeliveryLevel, string>>>)[level] ?? level }];
    }),
  ) as Record<MediaCode, { level: DeliveryLevel; label: string }>;
}

/** The metrics' values from a group's (or the totals') sums, rounded as the desk shows them; null: a ratio over 0. */
export function pivotValues(metrics: readonly MetricKey[], sums: BaseSums): Partial<Record<MetricKey, number | null>> {
  return Object.fromEntries(
    metrics.map((key) => {
      const value = metricValue(key, sums);
      return [key, value === null ? null : roundMetric(key, value)];
    }),
  );
}

/** The totals of a pivot: the groups' sums added (money in 分), the rates then taken from them. */
export function pivotTotals(metrics: readonly MetricKey[], rows: readonly { sums: BaseSums }[]): { sums: BaseSums; values: Partial<Record<MetricKey, number | null>> } {
  const sums = rows.reduce<BaseSums>((acc, row) => addSums(acc, row.sums), ZERO_SUMS);
  return { sums, values: pivotValues(metrics, sums) };
}
