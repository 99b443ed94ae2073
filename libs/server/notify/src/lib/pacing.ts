// The channels' limits (docs/design/tools.md §4.4) as pure arithmetic: which window a send falls in, whether
// the window has room, when the next one opens, the send minute of a scheduled push (D6) and the cutting of a
// table into bodies under Feishu's 20 KB. The counts themselves are kept in the database (notify_rate, with
// the push rules' migration); these functions are what the job asks of them.
import type { ChannelKind, NotifyContent } from './types';
import { NOTIFY_TEXTS } from './texts';

export interface ChannelLimit {
  perMinute?: number;
  perSecond?: number;
  /** A body's size limit in bytes (Feishu). */
  bodyBytes?: number;
  /** Recipients of one mail; more are refused at save. */
  recipients?: number;
}

/**
 * §4.4. Feishu's documented limit is 20 KB a body; 20,000 bytes keeps clear of whether a KB is 1,000 or 1,024.
 * SMTP: one connection per job and 20 recipients a mail.
 */
export const CHANNEL_LIMITS: Readonly<Record<ChannelKind, ChannelLimit>> = {
  wecom: { perMinute: 20 },
  dingtalk: { perMinute: 20 },
  feishu: { perMinute: 100, perSecond: 5, bodyBytes: 20_000 },
  email: { recipients: 20 },
};

export const MINUTE_MS = 60_000;
export const SECOND_MS = 1_000;

/** The window of `sizeMs` that `nowMs` falls in, aligned to the epoch (so every process agrees). */
export function windowOf(nowMs: number, sizeMs: number): { start: number; end: number } {
  const start = Math.floor(nowMs / sizeMs) * sizeMs;
  return { start, end: start + sizeMs };
}

/** Sends already counted in the current minute (and second) of one robot. */
export interface WindowCounts {
  minute: number;
  second?: number;
}

export type PaceDecision = { send: true } | { send: false; notBefore: number };

/**
 * Whether one more send fits the channel's windows now; if not, the earliest time it may go (the start of the
 * next window that has room). The caller counts the send in the same transaction it decides in.
 */
export function pace(kind: ChannelKind, counts: WindowCounts, nowMs: number): PaceDecision {
  const limit = CHANNEL_LIMITS[kind];
  if (limit.perMinute !== undefined && counts.minute >= limit.perMinute) return { send: false, notBefore: windowOf(nowMs, MINUTE_MS).end };
  if (limit.perSecond !== undefined && (counts.second ?? 0) >= limit.perSecond) return { send: false, notBefore: windowOf(nowMs, SECOND_MS).end };
  return { send: true };
}

/** Milliseconds until a rate-limited robot's minute has passed (its answer says only that it is over). */
export function msUntilNextMinute(nowMs: number): number {
  return windowOf(nowMs, MINUTE_MS).end - nowMs;
}

// --- Send minutes (D6): never on :00 or :30 exactly, where every scheduler in the country fires. ---

/** Minutes of the hour no scheduled send or retry uses: 29–31 and 59–01. */
export function isBusyMinute(minute: number): boolean {
  return minute === 59 || minute <= 1 || (minute >= 29 && minute <= 31);
}

/** A stable number from an id (FNV-1a), so a rule keeps its minute across restarts and processes. */
function hashOf(id: string | number): number {
  let hash = 0x811c9dc5;
  for (const char of String(id)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export const SEND_OFFSET = { MIN: 2, MAX: 13 } as const;

/**
 * The minute a push rule sends: its requested time plus 2–13 minutes from its id, moved past 29–31 and 59–01
 * if it lands there. Minutes of the day; `dayShift` 1 when the offset crosses midnight.
 */
export function sendMinuteOf(id: string | number, requested: { hour: number; minute: number }): { hour: number; minute: number; dayShift: 0 | 1 } {
  const span = SEND_OFFSET.MAX - SEND_OFFSET.MIN + 1;
  let total = requested.hour * 60 + requested.minute + SEND_OFFSET.MIN + (hashOf(id) % span);
  while (isBusyMinute(total % 60)) total += 1;
  return { hour: Math.floor(total / 60) % 24, minute: total % 60, dayShift: total >= 24 * 60 ? 1 : 0 };
}

/** A retry's time moved out of the busy minutes: to :32 or :02 of the same or the next hour. */
export function keepOffBusyMinutes(atMs: number): number {
  let at = atMs;
  while (isBusyMinute(new Date(at).getUTCMinutes())) at = windowOf(at, MINUTE_MS).end;
  return at;
}

// --- Feishu's 20 KB: a table cut into several bodies, rows kept whole. ---

/** The longest title suffix a part can get, so adding the real one never pushes a part over. */
const LONGEST_SUFFIX = NOTIFY_TEXTS.CONTINUED(999, 999);

function shrinkRow(row: Array<string | number>): Array<string | number> | null {
  let longest = -1;
  row.forEach((value, index) => {
    if (String(value).length > 2 && (longest < 0 || String(value).length > String(row[longest]).length)) longest = index;
  });
  if (longest < 0) return null;
  const text = String(row[longest]);
  return row.map((value, index) => (index === longest ? `${text.slice(0, Math.ceil(text.length / 2) - 1)}${NOTIFY_TEXTS.CELL_CUT}` : value));
}

/**
 * A message whose body (as `measure` counts it, in bytes) exceeds `maxBytes`, cut into messages that each fit:
 * rows kept whole and in order, the text on the first only, titles "（1/3）", "（续 2/3）", "（续 3/3）". A row
 * that alone does not fit has its longest cells cut ("…") until it does. A message that fits is returned as is.
 */
export function splitForLimit(content: NotifyContent, maxBytes: number, measure: (part: NotifyContent) => number): NotifyContent[] {
  if (measure(content) <= maxBytes || !content.table || content.table.rows.length === 0) return [content];
  const { table } = content;
  const partOf = (rows: Array<Array<string | number>>, first: boolean): NotifyContent => ({
    title: `${content.title}${LONGEST_SUFFIX}`,
    ...(first && content.text ? { text: content.text } : {}),
    table: { columns: table.columns, rows },
  });
  const parts: Array<Array<Array<string | number>>> = [];
  let next = 0;
  while (next < table.rows.length) {
    const first = parts.length === 0;
    const fits = (count: number) => measure(partOf(table.rows.slice(next, next + count), first)) <= maxBytes;
    if (!fits(1)) {
      let row: Array<string | number> | null = table.rows[next];
      while (row && measure(partOf([row], first)) > maxBytes) row = shrinkRow(row);
      parts.push([row ?? table.rows[next]]);
      next += 1;
      continue;
    }
    // The most rows that fit: a body grows with each row, so a binary search finds it in a few measures.
    let low = 1;
    let high = table.rows.length - next;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (fits(middle)) low = middle;
      else high = middle - 1;
    }
    parts.push(table.rows.slice(next, next + low));
    next += low;
  }
  const count = parts.length;
  return parts.map((rows, index) => ({
    title: `${content.title}${count === 1 ? '' : index === 0 ? NOTIFY_TEXTS.FIRST_OF(count) : NOTIFY_TEXTS.CONTINUED(index + 1, count)}`,
    ...(index === 0 && content.text ? { text: content.text } : {}),
    table: { columns: table.columns, rows },
  }));
}
