// 定时报表推送 rules (issue 23; docs/design/tools.md §2 push-types.ts, §4.4): the body the desk keeps, and the minute a
// rule really sends at. Robots' body builders and splitForLimit come with the notifier's channels.
import type { MetricKey } from '../delivery-metrics';

export type PushScope =
  | { kind: 'accounts'; accountIds: number[] }
  /** The desk's projects (项目管理), each standing for its accounts at send time. */
  | { kind: 'projects'; projectIds: number[] };

export const PUSH_DIMENSIONS = ['media', 'account', 'plan', 'material', 'designer'] as const;
export type PushDimension = (typeof PUSH_DIMENSIONS)[number];

/** When a rule sends, in China time: on the hour at each listed hour, or once a day at HH:mm. */
export type PushSend = { kind: 'hours'; hours: number[] } | { kind: 'daily'; time: string };

export type PushChannel =
  | { kind: 'wecom' | 'feishu' | 'dingtalk'; webhook: string; /** The robot's signing secret, when it has one. */ secret?: string }
  | { kind: 'email'; recipients: string[] };

export interface PushRuleBody {
  name: string;
  scope: PushScope;
  /** Columns of the table, from the desk's one metric vocabulary. */
  metrics: MetricKey[];
  /** Rows are grouped by these, in order. */
  dimensions: PushDimension[];
  /** Today so far beside yesterday up to the same hour; null: today's figures alone. */
  compare: 'today_so_far_vs_yesterday_same_hour' | null;
  send: PushSend;
  channels: PushChannel[];
}

/** The offsets a send may take after the requested minute (decision D6). */
export const PUSH_SEND_OFFSET = { MIN: 2, MAX: 13 } as const;

/** Minutes of the hour a send never falls on: about :00 and :30 every chat robot is at its busiest. */
const BUSY_MINUTES: ReadonlySet<number> = new Set([29, 30, 31, 59, 0, 1]);

/** FNV-1a over the id's decimal text: a stable spread of rules over the offsets. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The minute a rule sends at for a requested minute of the China day (0–1439): 2–13 minutes after it, an offset
 * taken from the rule's id, moved on (wrapping within 2–13) past minutes :29–:31 and :59–:01. Twelve consecutive
 * minutes hold at most one of those three-minute stretches, so an offset always remains. The answer may pass 1439
 * (the send is then on the next China day).
 */
export function sendMinuteOf(ruleId: number | string, requested: number): number {
  if (!Number.isInteger(requested) || requested < 0 || requested > 1439) throw new RangeError(`not a minute of the day: ${requested}`);
  const span = PUSH_SEND_OFFSET.MAX - PUSH_SEND_OFFSET.MIN + 1;
  const first = hashOf(String(ruleId)) % span;
  for (let i = 0; i < span; i++) {
    const minute = requested + PUSH_SEND_OFFSET.MIN + ((first + i) % span);
    if (!BUSY_MINUTES.has(minute % 60)) return minute;
  }
  throw new Error('unreachable: twelve minutes always hold a free one');
}

/** HH:mm of a minute of the day (wrapping past midnight), e.g. for the form's 约09:07发送. */
export function minuteText(minute: number): string {
  const m = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The minute of the day of HH:mm, or null when it is not one. */
export function minuteOfText(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
