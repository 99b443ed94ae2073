// What the notifier sends and what one attempt comes to (docs/design/tools.md §4.1). A delivery's job stores
// the outcome on its notify_deliveries row: state, HTTP status, the channel's code, the first 2 KB of the answer.

/** A table a message carries: the robots show it as text or columns, the mail as HTML and an xlsx. */
export interface NotifyTable {
  columns: string[];
  rows: Array<Array<string | number>>;
}

/** One message, whatever the channel. */
export interface NotifyContent {
  title: string;
  /** Plain text, one paragraph per line. */
  text?: string;
  table?: NotifyTable;
}

export type RobotKind = 'wecom' | 'feishu' | 'dingtalk';
export type ChannelKind = RobotKind | 'email';

/**
 * How an attempt ended. `retry`: `no` (fails for good, fails-for-good.ts), `backoff` (the job's own back-off),
 * `window` (a robot's rate limit: again once the window has passed, `retryAfterMs` from now).
 */
export interface DeliveryOutcome {
  state: 'sent' | 'failed';
  /** The Chinese line the delivery log shows. */
  message: string;
  httpStatus?: number;
  /** The channel's own code: a robot's errcode / code, an SMTP reply code, or the guard's refusal. */
  code?: string;
  /** The first 2 KB of the answer as received. */
  answer?: string;
  retry: 'no' | 'backoff' | 'window';
  retryAfterMs?: number;
}

/** The stored answer is cut here (§4.1: the first 2 KB). */
export const ANSWER_KEPT_BYTES = 2048;

export function keepAnswer(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= ANSWER_KEPT_BYTES) return text;
  // Cut on a character boundary: decoding a partial sequence would leave a replacement character.
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, ANSWER_KEPT_BYTES)).replace(/\uFFFD$/, '');
}
