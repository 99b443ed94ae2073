// How the delivery tables write figures: a metric to its precision with thousands separators, a rate with
// %, an empty value (a ratio over 0, a level without the field) as -.
import { formatChinaTime, METRICS, type MetricKey } from '@toufang/domain';
import { DELIVERY_TEXTS as T } from '../texts';

const formatters = new Map<number, Intl.NumberFormat>();

/** One formatter per precision: building one per cell costs a second for 10,000 cells. */
function formatter(precision: number): Intl.NumberFormat {
  let found = formatters.get(precision);
  if (!found) {
    found = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: precision, maximumFractionDigits: precision });
    formatters.set(precision, found);
  }
  return found;
}

export function formatNumber(value: number, precision: number): string {
  return formatter(precision).format(value);
}

/** A metric's value as a cell shows it: 1,234.50 · 1,234 · 1.25% · -. */
export function formatMetric(key: MetricKey, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return T.NONE;
  const def = METRICS[key];
  const text = formatNumber(value, def.precision);
  return def.unit === '%' ? `${text}%` : text;
}

/** Money in 元 (budget, bid): two decimals; null is 不限 for a budget, - for a bid. */
export function formatMoney(value: number | null | undefined, empty: string = T.NONE): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return empty;
  return formatNumber(value, 2);
}

/** A date-time of the server as the desk writes it (China time): 2026-01-02 09:30. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatChinaTime(date).slice(0, 16);
}
