import { describe, expect, it } from 'vitest';
import { isDue, nextDue, slotOf } from './schedule';

// 2026-12-01 is a Tuesday; 10:02 China time is 02:02 UTC.
const china = (hhmm: string, date = '2026-12-01') => new Date(`${date}T${hhmm}:00+08:00`);

describe('the rules\' slots', () => {
  it('puts a time in its 5-minute tick slot, 2 minutes past', () => {
    expect(slotOf(china('10:06').getTime())).toEqual(china('10:02'));
    expect(slotOf(china('10:07').getTime())).toEqual(china('10:07'));
    expect(slotOf(china('10:01').getTime())).toEqual(china('09:57'));
  });

  it('is due on its minutes, hours and weekdays (China time)', () => {
    const schedule = { everyMinutes: 30 as const, hours: [10], weekdays: [2] };
    expect(isDue(schedule, china('10:02'))).toBe(true);
    expect(isDue(schedule, china('10:32'))).toBe(true);
    expect(isDue(schedule, china('10:07'))).toBe(false);
    expect(isDue(schedule, china('11:02'))).toBe(false);
    expect(isDue(schedule, china('10:02', '2026-12-02'))).toBe(false);
    expect(isDue({ ...schedule, everyMinutes: 120, hours: [0, 1, 2, 3] }, china('02:02'))).toBe(true);
    expect(isDue({ ...schedule, everyMinutes: 120, hours: [0, 1, 2, 3] }, china('01:02'))).toBe(false);
  });

  it('answers the next due slot, the next week\'s when the days are past', () => {
    const schedule = { everyMinutes: 60 as const, hours: [9], weekdays: [2] };
    expect(nextDue(schedule, china('08:00'))).toEqual(china('09:02'));
    expect(nextDue(schedule, china('09:02'))).toEqual(china('09:02', '2026-12-08'));
    expect(nextDue({ ...schedule, hours: [] }, china('08:00'))).toBeNull();
  });
});
