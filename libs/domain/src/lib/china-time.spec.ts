import { describe, expect, it } from 'vitest';
import { chinaDate, chinaDatesBetween, chinaDateStart, chinaDay, chinaDayStart, chinaToday, chinaWeekday, dayOfDate, formatChinaTime } from './china-time';

describe('China time', () => {
  it('starts the day at 16:00 UTC of the day before', () => {
    expect(chinaToday(new Date('2026-05-19T15:59:59.999Z'))).toBe('2026-05-19');
    expect(chinaToday(new Date('2026-05-19T16:00:00.000Z'))).toBe('2026-05-20');
    expect(chinaDateStart('2026-05-20').toISOString()).toBe('2026-05-19T16:00:00.000Z');
    expect(chinaDateStart('2026-05-20', 1).toISOString()).toBe('2026-05-20T16:00:00.000Z');
  });

  it('writes an instant as YYYY-MM-DD HH:mm:ss in China time, whatever the process zone', () => {
    expect(formatChinaTime(new Date('2026-12-31T16:30:05.000Z'))).toBe('2027-01-01 00:30:05');
    expect(formatChinaTime('2026-03-01T01:02:03Z')).toBe('2026-03-01 09:02:03');
    // The arithmetic path and dayjs write the same text for instants, epoch ms and the edges.
    for (const at of [0, 1_764_442_800_999, Date.UTC(2024, 1, 29, 15, 59, 59, 999), -1, Date.UTC(9999, 11, 31, 15, 59, 59)]) {
      expect(formatChinaTime(at)).toBe(formatChinaTime(new Date(at).toISOString()));
      expect(formatChinaTime(new Date(at))).toBe(formatChinaTime(at));
    }
    expect(formatChinaTime(Number.NaN)).toBe('Invalid Date');
  });

  it('numbers China days both ways', () => {
    const at = Date.parse('2026-11-02T10:00:00+08:00');
    const day = chinaDay(at);
    expect(chinaDate(day)).toBe('2026-11-02');
    expect(dayOfDate('2026-11-02')).toBe(day);
    expect(new Date(chinaDayStart(day)).toISOString()).toBe('2026-11-01T16:00:00.000Z');
    // 2026-11-02 is a Monday.
    expect(chinaWeekday(day)).toBe(0);
    expect(() => dayOfDate('2026-11-2')).toThrow(RangeError);
  });

  it('lists the dates of a range, both ends included, across a month and a leap day', () => {
    expect(chinaDatesBetween('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(chinaDatesBetween('2026-11-30', '2026-11-30')).toEqual(['2026-11-30']);
    expect(chinaDatesBetween('2026-12-01', '2026-11-30')).toEqual([]);
    expect(() => chinaDatesBetween('2026-11-31x', '2026-12-01')).toThrow(RangeError);
  });
});
