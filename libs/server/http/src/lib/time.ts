// Durations the desk counts (China time itself: libs/domain's china-time.ts).
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from now until the given time (negative once it has passed). */
export function daysUntil(date: Date, now = new Date()): number {
  return Math.floor((date.getTime() - now.getTime()) / DAY_MS);
}
