// Times shown to the desk: `YYYY-MM-DD HH:mm:ss` in China Standard Time (UTC+8, no daylight saving),
// whatever the server's own time zone is.
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function formatChinaTime(date: Date): string {
  return new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Whole days from now until the given time (negative once it has passed). */
export function daysUntil(date: Date, now = new Date()): number {
  return Math.floor((date.getTime() - now.getTime()) / DAY_MS);
}
