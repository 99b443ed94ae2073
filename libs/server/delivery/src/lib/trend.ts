// The trend of a delivery table: chosen metrics per day (or hour) of the range, one line per selected row
// or one for the filtered set's total. Every point of the axis is answered, zeros where nothing was spent.
import type { components } from '@toufang/api/contract';
import { type BaseSums, chinaDate, chinaDay, chinaDayStart, dayOfDate, DELIVERY, HOUR_MS, type MetricKey, ZERO_SUMS } from '@toufang/domain';
import { badRequest } from '@toufang/server-http';
import type { TrendSeries } from '@toufang/server-context';
import { metricValues } from './rows';
import { DELIVERY_TEXTS } from './texts';

type Schemas = components['schemas'];

const pad = (n: number) => String(n).padStart(2, '0');

/** Every time of the axis: the range's days, or its hours up to the current one (China time). */
export function trendAxis(from: string, to: string, granularity: 'day' | 'hour', now: Date): string[] {
  const first = dayOfDate(from);
  const last = dayOfDate(to);
  const times: string[] = [];
  if (granularity === 'day') {
    for (let day = first; day <= last; day++) times.push(chinaDate(day));
    return times;
  }
  const end = Math.min(chinaDayStart(last + 1), now.getTime() + 1);
  for (let t = chinaDayStart(first); t < end; t += HOUR_MS) {
    const day = chinaDay(t);
    times.push(`${chinaDate(day)} ${pad(Math.floor((t - chinaDayStart(day)) / HOUR_MS))}:00`);
  }
  return times;
}

export function checkHourly(from: string, now: Date): void {
  if (dayOfDate(from) < chinaDay(now.getTime()) - DELIVERY.HOURLY_DAYS + 1) throw badRequest(DELIVERY_TEXTS.HOURLY_TOO_OLD);
}

export function trendSeries(
  series: readonly TrendSeries[],
  axis: readonly string[],
  metrics: readonly MetricKey[],
  nameOf: (id: string) => string,
): Schemas['DeliveryTrendSeries'][] {
  return series.map((s) => {
    const byTime = new Map<string, BaseSums>(s.points.map((p) => [p.time, p.sums]));
    return {
      id: s.objectId,
      name: s.objectId === null ? DELIVERY_TEXTS.TOTAL_ROW : nameOf(s.objectId),
      points: axis.map((time) => ({ time, values: metricValues(metrics, byTime.get(time) ?? ZERO_SUMS) })),
    };
  });
}
