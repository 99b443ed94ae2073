// The one metric vocabulary of the desk: the delivery tables' columns, their indicator filters, the trend
// chart and (later) the rules' conditions all read their keys, names, units and formulas from here. The keys
// of shell spec §9's condition list are ALERT_CONDITIONS' values, so a rule and a table speak of the same
// metric by the same key.
//
// Only sums are stored. Every rate and unit cost is computed from the sums of the whole range (never an
// average of daily rates), by the same formula on the server (SQL) and in the browser (the 合计 row check).
import { INDICATOR } from './constants';
import type { MediaCode } from './media';

/** What the metrics store keeps per object and day (or hour): sums only. */
export const BASE_METRICS = ['cost', 'show', 'click', 'convert', 'active', 'register', 'pay', 'payAmount'] as const;
export type BaseMetric = (typeof BASE_METRICS)[number];

export type MetricUnit = '元' | '个' | '%';

interface MetricCommon {
  readonly label: string;
  readonly unit: MetricUnit;
  /** Decimals shown (and kept by the server when it rounds the answer). */
  readonly precision: number;
  /** Column chooser group. */
  readonly group: MetricGroup;
}

export interface SumMetricDef extends MetricCommon {
  readonly kind: 'sum';
  readonly base: BaseMetric;
}

/** numerator / denominator × scale, both sums of the range; null when the denominator is 0. */
export interface RatioMetricDef extends MetricCommon {
  readonly kind: 'ratio';
  readonly numerator: BaseMetric;
  readonly denominator: BaseMetric;
  readonly scale: number;
}

export type MetricDef = SumMetricDef | RatioMetricDef;

export const METRIC_GROUPS = [
  { key: 'spend', label: '消耗与展现' },
  { key: 'convert', label: '转化' },
  { key: 'app', label: '应用' },
  { key: 'media', label: '媒体特有' },
] as const;
export type MetricGroup = (typeof METRIC_GROUPS)[number]['key'];

const sum = (base: BaseMetric, label: string, unit: MetricUnit, group: MetricGroup): SumMetricDef => ({
  kind: 'sum',
  base,
  label,
  unit,
  precision: unit === '元' ? 2 : 0,
  group,
});

const ratio = (
  numerator: BaseMetric,
  denominator: BaseMetric,
  scale: number,
  label: string,
  unit: MetricUnit,
  group: MetricGroup,
): RatioMetricDef => ({ kind: 'ratio', numerator, denominator, scale, label, unit, precision: 2, group });

/**
 * Every metric, in the order the column chooser lists them. The first thirteen keys and labels are shell
 * spec §9's condition list (ALERT_CONDITIONS); 转化 and its cost and rate are the issue's; the last two are
 * media-specific (MEDIA_OWN_METRICS says who has them).
 */
export const METRICS = {
  cost: sum('cost', '总消耗', '元', 'spend'),
  show: sum('show', '展示数', '个', 'spend'),
  click: sum('click', '点击数', '个', 'spend'),
  ctr: ratio('click', 'show', 100, '点击率', '%', 'spend'),
  avgShowCost: ratio('cost', 'show', 1000, '平均千次展现费用', '元', 'spend'),
  avgClickCost: ratio('cost', 'click', 1, '平均点击单价', '元', 'spend'),
  convert: sum('convert', '转化数', '个', 'convert'),
  convertCost: ratio('cost', 'convert', 1, '转化成本', '元', 'convert'),
  convertRate: ratio('convert', 'click', 100, '转化率', '%', 'convert'),
  active: sum('active', '激活数', '个', 'app'),
  activeCost: ratio('cost', 'active', 1, '激活成本', '元', 'app'),
  activeRate: ratio('active', 'click', 100, '点击激活率', '%', 'app'),
  register: sum('register', '注册数', '个', 'app'),
  registerCost: ratio('cost', 'register', 1, '注册成本', '元', 'app'),
  pay: sum('pay', '付费数', '个', 'app'),
  payRate: ratio('pay', 'active', 100, '付费率', '%', 'app'),
  payCost: ratio('cost', 'pay', 1, '付费成本', '元', 'app'),
  payAmount: sum('payAmount', '成交金额', '元', 'media'),
  payRoi: ratio('payAmount', 'cost', 1, '支付ROI', '个', 'media'),
} as const satisfies Record<string, MetricDef>;

export type MetricKey = keyof typeof METRICS;
export const METRIC_KEYS = Object.keys(METRICS) as MetricKey[];

/** Metrics every media reports. */
export const COMMON_METRICS = METRIC_KEYS.filter((key) => METRICS[key].group !== 'media');

/**
 * What a media reports beyond the common set (issue 12: "plus what a media has of its own"): the
 * live-commerce media counts order value and ROI, and so does kuaishou's commerce delivery (decisions.md).
 */
export const MEDIA_OWN_METRICS: Readonly<Record<MediaCode, readonly MetricKey[]>> = {
  toutiao: [],
  gdt: [],
  kuaishou: ['payAmount', 'payRoi'],
  baidu: [],
  qianchuan: ['payAmount', 'payRoi'],
  bilibili: [],
};

/** The metrics a media's tables offer, in the chooser's order. */
export function mediaMetrics(media: MediaCode): readonly MetricKey[] {
  const own = new Set(MEDIA_OWN_METRICS[media]);
  return METRIC_KEYS.filter((key) => METRICS[key].group !== 'media' || own.has(key));
}

export function isMetricKey(x: unknown): x is MetricKey {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(METRICS, x);
}

export type BaseSums = Readonly<Record<BaseMetric, number>>;

/** A metric's value from the sums of a range; null when a ratio's denominator is 0. Not rounded. */
export function metricValue(key: MetricKey, sums: BaseSums): number | null {
  const def: MetricDef = METRICS[key];
  if (def.kind === 'sum') return sums[def.base];
  const denominator = sums[def.denominator];
  return denominator === 0 ? null : (sums[def.numerator] / denominator) * def.scale;
}

/** Rounded the way the desk shows it (to the metric's precision). */
export function roundMetric(key: MetricKey, value: number): number {
  const factor = 10 ** METRICS[key].precision;
  return Math.round(value * factor) / factor;
}

export const ZERO_SUMS: BaseSums = Object.freeze(Object.fromEntries(BASE_METRICS.map((m) => [m, 0])) as Record<BaseMetric, number>);

/** The money sums, added in 分 so that a sum of many rows stays exact to the 分. */
const MONEY_METRICS: ReadonlySet<BaseMetric> = new Set<BaseMetric>(['cost', 'payAmount']);

/** `a + b` metric by metric; `b` may carry only some metrics (a material's four). */
export function addSums(a: BaseSums, b: Partial<BaseSums>): BaseSums {
  return Object.fromEntries(
    BASE_METRICS.map((m) => {
      const x = a[m];
      const y = b[m] ?? 0;
      return [m, MONEY_METRICS.has(m) ? (Math.round(x * 100) + Math.round(y * 100)) / 100 : x + y];
    }),
  ) as Record<BaseMetric, number>;
}

/** Indicator filter operators (widgets spec §9, INDICATOR.OPERATORS), the same codes on the wire. */
export type IndicatorOperator = (typeof INDICATOR.OPERATORS)[number];

/** The delivery tables' limits (issue 12; docs/decisions.md). */
export const DELIVERY = {
  /** Daily metrics kept per object: the past 93 days, so that widgets spec §9's 过去93天 shortcut has data. */
  METRICS_DAYS: 93,
  /** Hourly metrics kept for today and the two days before it (the hourly trend). */
  HOURLY_DAYS: 3,
  /**
   * The accounts' own hourly rows are kept for today and the seven days before it: 首页 compares today to the same
   * weekday last week to the same hour (issue 24, docs/design/live-home.md §4.6, decision D6). A few rows per account.
   */
  ACCOUNT_HOURLY_DAYS: 8,
  /** The longest date range a table, a trend or an export may ask for, in days. */
  MAX_RANGE_DAYS: 93,
  /** 撤销 is offered this long after a bulk edit ends. */
  UNDO_WINDOW_MS: 10 * 60_000,
  /** Up to this many rows an export is written at once; more become a job linked from a message. */
  EXPORT_INLINE_MAX_ROWS: 2000,
  /** 刷新 asks the media about an account at most this often. */
  REFRESH_MIN_INTERVAL_MS: 60_000,
  /** Metrics one trend chart draws at once. */
  TREND_MAX_METRICS: 4,
  /** Rows one trend chart draws as separate lines (the rest: choose the total). */
  TREND_MAX_ROWS: 10,
} as const;

/**
 * The status filter of a delivery table: one value per state a user filters by, derived from the media's
 * switch (opt status) and its review. 'all' leaves deleted objects out, as the media's consoles do.
 */
export const DELIVERY_STATUS_FILTERS = [
  { value: 'all', label: '全部（不含已删除）' },
  { value: 'enabled', label: '投放中' },
  { value: 'paused', label: '已暂停' },
  { value: 'reviewing', label: '审核中' },
  { value: 'rejected', label: '审核不通过' },
  { value: 'deleted', label: '已删除' },
] as const;
export type DeliveryStatusFilter = (typeof DELIVERY_STATUS_FILTERS)[number]['value'];
/** The status class of one object (every filter value but 'all'). */
export type DeliveryStatusClass = Exclude<DeliveryStatusFilter, 'all'>;

/** An object's status class: deleted beats everything, then review, then the switch. */
export function deliveryStatusClass(opt: 'enabled' | 'paused' | 'deleted', review: 'reviewing' | 'approved' | 'rejected'): DeliveryStatusClass {
  if (opt === 'deleted') return 'deleted';
  if (review === 'rejected') return 'rejected';
  if (review === 'reviewing') return 'reviewing';
  return opt;
}
