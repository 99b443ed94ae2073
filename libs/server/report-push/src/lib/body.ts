// A push rule's body as kept (push_rules.body: libs/domain PushRuleBody less its name and channels) and the
// minutes it really sends at (sendMinuteOf, decision D6): what the list shows (约09:07发送) and what the schedule
// looks for (next_send_at).
import { chinaDay, chinaDayStart, METRIC_KEYS, minuteOfText, minuteText, sendMinuteOf, type MetricKey, type PushScope, type PushSend } from '@toufang/domain';

/** The dimensions the metrics store can answer today (material and designer cannot: docs/decisions.md). */
export const PUSH_DIMENSIONS_OFFERED = ['media', 'account', 'plan'] as const;
export type OfferedDimension = (typeof PUSH_DIMENSIONS_OFFERED)[number];

export interface StoredPushBody {
  scope: PushScope;
  metrics: MetricKey[];
  dimensions: OfferedDimension[];
  compare: 'today_so_far_vs_yesterday_same_hour' | null;
  send: PushSend;
}

export const isMetricKey = (code: string): code is MetricKey => (METRIC_KEYS as readonly string[]).includes(code);
export const isOfferedDimension = (code: string): code is OfferedDimension => (PUSH_DIMENSIONS_OFFERED as readonly string[]).includes(code);

/** The requested minutes of the China day (0–1439) of a send setting; empty when it has none. */
export function requestedMinutes(send: PushSend): number[] {
  if (send.kind === 'hours') return [...new Set(send.hours)].sort((a, b) => a - b).map((h) => h * 60);
  const minute = minuteOfText(send.time);
  return minute === null ? [] : [minute];
}

/** The real send times of a rule (HH:mm, China time, in order of the day). */
export function sendTimesOf(ruleId: number, send: PushSend): string[] {
  return requestedMinutes(send)
    .map((m) => sendMinuteOf(ruleId, m) % 1440)
    .sort((a, b) => a - b)
    .map(minuteText);
}

/** The first real send of the rule strictly after `after`. */
export function nextSendAfter(ruleId: number, send: PushSend, after: Date): Date | null {
  const minutes = requestedMinutes(send).map((m) => sendMinuteOf(ruleId, m));
  if (minutes.length === 0) return null;
  const today = chinaDay(after.getTime());
  let best: number | null = null;
  for (let day = today - 1; day <= today + 1; day++) {
    for (const minute of minutes) {
      const at = chinaDayStart(day) + minute * 60_000;
      if (at > after.getTime() && (best === null || at < best)) best = at;
    }
  }
  return best === null ? null : new Date(best);
}
