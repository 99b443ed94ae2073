// Which monitoring activity an hour of a delivering object's figures reports through (docs/design/tools.md §3,
// 推广活动): an ad names one of its account's monitoring-link groups, chosen as its packs are (bindings.ts):
// rendezvous hashing of the object id over the activities that existed at that hour. So a new activity takes
// about one object in n+1 from its first hour on and never rewrites an hour before it; the figures themselves
// are the metrics model's (clicks and conversions of the hour), never stored row by row.
import { HOUR_MS } from '@toufang/server-media';
import { rendezvous } from './bindings';

/** One monitoring activity of an account and when it was made (epoch ms). */
export interface DatedActivity {
  readonly id: string;
  readonly createdAt: number;
}

/** The activity an object's hour (hours since the epoch) reports through, or null before the account had any. */
export function activityOfHour(objectId: string, activities: readonly DatedActivity[], hour: number): string | null {
  const start = hour * HOUR_MS;
  const open = activities.filter((a) => a.createdAt <= start).map((a) => a.id);
  return rendezvous('monitor', objectId, open, 1)[0] ?? null;
}

/** An hour of a delivering object's figures (the metrics model's HourFigures carry more). */
export interface MonitoredHour {
  readonly hour: number;
  readonly clicks: number;
  readonly conversions: number;
}

/**
 * Adds one object's hours to the sums by activity and China date (`dateOf` maps an hour to its China date):
 * each hour to the activity it reports through, when that activity is one of `wanted`.
 */
export function addMonitoredHours(
  sums: Map<string, { clicks: number; conversions: number }>,
  objectId: string,
  hours: readonly MonitoredHour[],
  activities: readonly DatedActivity[],
  wanted: ReadonlySet<string>,
  dateOf: (hour: number) => string,
): void {
  for (const h of hours) {
    if (h.clicks === 0 && h.conversions === 0) continue;
    const id = activityOfHour(objectId, activities, h.hour);
    if (id === null || !wanted.has(id)) continue;
    const key = `${id}|${dateOf(h.hour)}`;
    const sum = sums.get(key) ?? { clicks: 0, conversions: 0 };
    sum.clicks += h.clicks;
    sum.conversions += h.conversions;
    sums.set(key, sum);
  }
}
