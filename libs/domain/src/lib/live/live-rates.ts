// The live room's figures and rates (issue 24; docs/design/live-home.md §2 live-rates.ts), in the style of the desk's
// metric vocabulary (delivery-metrics.ts): every rate is computed from the sums of its whole span, never as a mean of
// minute rates (docs/decisions.md, issue 23's domain decision 3), and a ratio over 0 is null (shown -).
import type { LiveRateSums, LiveSumField, LiveTotals } from './live-types';

export type LiveMetricUnit = '元' | '人' | '次' | '单' | '%' | '秒' | '';

interface LiveMetricCommon {
  readonly label: string;
  /** '' for ROI, a plain ratio as 巨量千川 shows it. */
  readonly unit: LiveMetricUnit;
  /** Decimals shown. */
  readonly precision: number;
}

/** A figure read as it is: a sum, or one of the totals' own (在线人数 now, 峰值, 新增粉丝); money from 分 to 元. */
export interface LiveSumMetricDef extends LiveMetricCommon {
  readonly kind: 'sum';
  readonly field: LiveSumField | 'online' | 'peakOnline' | 'newFollowers';
  /** The field is in 分 and is shown in 元. */
  readonly fen: boolean;
}

/** numerator / denominator × scale, both sums of the span; null when the denominator is 0. */
export interface LiveRatioMetricDef extends LiveMetricCommon {
  readonly kind: 'ratio';
  readonly numerator: keyof LiveRateSums;
  readonly denominator: keyof LiveRateSums;
  /** Includes 分 → 元 where only the numerator is money. */
  readonly scale: number;
}

export type LiveMetricDef = LiveSumMetricDef | LiveRatioMetricDef;

const sum = (field: LiveSumMetricDef['field'], label: string, unit: LiveMetricUnit): LiveSumMetricDef => ({
  kind: 'sum',
  field,
  label,
  unit,
  fen: unit === '元',
  precision: unit === '元' ? 2 : 0,
});

const ratio = (numerator: keyof LiveRateSums, denominator: keyof LiveRateSums, scale: number, label: string, unit: LiveMetricUnit, precision = 2): LiveRatioMetricDef => ({
  kind: 'ratio',
  numerator,
  denominator,
  scale,
  label,
  unit,
  precision,
});

/** Every figure of the screen, in its headline order (design §5.1), then the rest. */
export const LIVE_METRICS = {
  online: sum('online', '在线人数', '人'),
  entries: sum('entries', '进入人数', '人'),
  watch: sum('watch', '观看次数', '次'),
  gmv: sum('gmvFen', '成交金额', '元'),
  orders: sum('orders', '订单数', '单'),
  conversionRate: ratio('orders', 'entries', 100, '成交转化率', '%'),
  /** 千次观看成交金额: 元 per 1,000 views; the 分 of GMV make 1000 / 100. */
  gpm: ratio('gmvFen', 'watch', 10, '千次观看成交金额', '元'),
  cost: sum('costFen', '消耗', '元'),
  /** 支付ROI: the plans' 成交金额 per 元 of their spend (both in 分). */
  roi: ratio('adGmvFen', 'costFen', 1, '支付ROI', ''),
  /** 平均停留: viewer-minutes per entry, in seconds. */
  avgStay: ratio('onlineMinutes', 'entries', 60, '平均停留时长', '秒', 0),
  peakOnline: sum('peakOnline', '最高在线人数', '人'),
  newFollowers: sum('newFollowers', '新增粉丝', '人'),
  refunds: sum('refunds', '退款订单数', '单'),
  refund: sum('refundFen', '退款金额', '元'),
  adEntries: sum('adEntries', '千川广告进入人数', '人'),
  adOrders: sum('adOrders', '广告成交订单数', '单'),
  adGmv: sum('adGmvFen', '广告成交金额', '元'),
  unitPrice: ratio('gmvFen', 'orders', 0.01, '客单价', '元'),
} as const satisfies Record<string, LiveMetricDef>;

export type LiveMetricKey = keyof typeof LIVE_METRICS;
export const LIVE_METRIC_KEYS = Object.keys(LIVE_METRICS) as LiveMetricKey[];

/** The keys that are rates: their value needs only sums, so a window of minutes has them too. */
export type LiveRateKey = { [K in LiveMetricKey]: (typeof LIVE_METRICS)[K] extends LiveRatioMetricDef ? K : never }[LiveMetricKey];
export const LIVE_RATE_KEYS = LIVE_METRIC_KEYS.filter((key) => LIVE_METRICS[key].kind === 'ratio') as LiveRateKey[];

export function isLiveMetricKey(x: unknown): x is LiveMetricKey {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(LIVE_METRICS, x);
}

function ratioValue(def: LiveRatioMetricDef, sums: LiveRateSums): number | null {
  const denominator = sums[def.denominator];
  return denominator === 0 ? null : (sums[def.numerator] / denominator) * def.scale;
}

/** A rate from the sums of any span (a window of minutes, the stream so far); null for a ratio over 0. Not rounded. */
export function liveRate(key: LiveRateKey, sums: LiveRateSums): number | null {
  return ratioValue(LIVE_METRICS[key], sums);
}

/** Any figure of the stream so far, in its unit (元 for money); null for a ratio over 0. Not rounded. */
export function liveMetricValue(key: LiveMetricKey, totals: LiveTotals): number | null {
  const def: LiveMetricDef = LIVE_METRICS[key];
  if (def.kind === 'ratio') return ratioValue(def, totals);
  const value = totals[def.field];
  return def.fen ? value / 100 : value;
}

/** Rounded the way the screen shows it (to the metric's precision). */
export function roundLiveMetric(key: LiveMetricKey, value: number): number {
  const factor = 10 ** LIVE_METRICS[key].precision;
  return Math.round(value * factor) / factor;
}
