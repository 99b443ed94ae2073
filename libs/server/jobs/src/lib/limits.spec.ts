import { describe, expect, it } from 'vitest';
import { periodStart } from './schedule';
import { JOB_LIMITS, retryDelayMs } from './limits';

describe('retry back-off', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(50)).toBe(JOB_LIMITS.BACKOFF_CAP_MS);
  });
});

describe('schedule periods', () => {
  it('starts hourly periods on the hour and daily ones at midnight China time with an offset', () => {
    const hour = 60 * 60_000;
    expect(periodStart(new Date('2026-11-25T08:59:59.999Z'), hour).toISOString()).toBe('2026-11-25T08:00:00.000Z');
    // 00:00 China time is 16:00 UTC of the day before.
    expect(periodStart(new Date('2026-11-25T15:59:59Z'), 24 * hour, 16 * hour).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(periodStart(new Date('2026-11-25T16:00:00Z'), 24 * hour, 16 * hour).toISOString()).toBe('2026-11-25T16:00:00.000Z');
  });
});
