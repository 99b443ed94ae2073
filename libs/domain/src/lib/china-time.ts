// China time (Asia/Shanghai: UTC+8 all year, no daylight saving), the one clock face of the desk: the
// server's days and metric days, the times it shows, and the browser's "today" whatever its own zone.
// Day numbers are plain arithmetic (the sandbox's metrics model counts millions of them); texts use dayjs.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export const CHINA_TIME_ZONE = 'Asia/Shanghai';
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** China's offset from UTC, in minutes (dayjs's utcOffset). */
const CHINA_OFFSET_MINUTES = 8 * 60;
const CHINA_OFFSET_MS = CHINA_OFFSET_MINUTES * MINUTE_MS;
/** 10000-01-01T00:00:00Z: from here on toISOString writes a six-digit year. */
const YEAR_10000_MS = Date.UTC(10000, 0, 1);

/** Whole China days since 1970-01-01 (China time). */
export function chinaDay(epochMs: number): number {
  return Math.floor((epochMs + CHINA_OFFSET_MS) / DAY_MS);
}

/** Epoch ms of 00:00 China time of a China day. */
export function chinaDayStart(day: number): number {
  return day * DAY_MS - CHINA_OFFSET_MS;
}

/** 0 = Monday … 6 = Sunday, of a China day. */
export function chinaWeekday(day: number): number {
  // 1970-01-01 was a Thursday (3 when Monday is 0).
  return (((day + 3) % 7) + 7) % 7;
}

/** YYYY-MM-DD of a China day. */
export function chinaDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The China day of a YYYY-MM-DD date. */
export function dayOfDate(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(ms)) throw new RangeError(`not a date: ${date}`);
  return Math.round(ms / DAY_MS);
}

/** Every YYYY-MM-DD date from `from` to `to`, both included (none when `to` is earlier). */
export function chinaDatesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = dayOfDate(from), last = dayOfDate(to); day <= last; day++) out.push(chinaDate(day));
  return out;
}

/** An instant as China time, `YYYY-MM-DD HH:mm:ss` (the desk's way of writing a time). */
export function formatChinaTime(at: Date | number | string): string {
  // An instant as arithmetic: a list of 50 materials writes about a hundred times, and dayjs costs ~30 µs each.
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Number.NaN;
  const shifted = ms + CHINA_OFFSET_MS;
  if (shifted >= 0 && shifted < YEAR_10000_MS) return new Date(shifted).toISOString().slice(0, 19).replace('T', ' ');
  return dayjs(at).utcOffset(CHINA_OFFSET_MINUTES).format('YYYY-MM-DD HH:mm:ss');
}

/** Today's China date, YYYY-MM-DD. */
export function chinaToday(now: Date | number = new Date()): string {
  return dayjs(now).utcOffset(CHINA_OFFSET_MINUTES).format('YYYY-MM-DD');
}

/**
 * The instant a China date's day starts (00:00 China time), `plusDays` later: `chinaDateStart(to, 1)` is the
 * exclusive end of a range that includes `to`.
 */
export function chinaDateStart(date: string, plusDays = 0): Date {
  return new Date(chinaDayStart(dayOfDate(date) + plusDays));
}
