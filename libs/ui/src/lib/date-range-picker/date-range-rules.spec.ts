import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { DATE_RANGE } from '@toufang/domain';
import {
  DATE_RANGE_TEXTS,
  DATE_SHORTCUT_LABELS,
  clampRange,
  defaultDateRange,
  isDayOutside,
  isRangeWithin,
  pastDaysOf,
  shortcutRange,
  type DateShortcutKey,
} from './date-range-rules';

// Thursday 15 May 2025, mid-quarter (Q2).
const TODAY = new Date(2025, 4, 15, 16, 30);

describe('date range constants (widgets spec §5, §9)', () => {
  it('has the 16 shortcuts in order with their Chinese labels', () => {
    expect(DATE_RANGE.SHORTCUTS).toHaveLength(16);
    expect(DATE_RANGE.SHORTCUTS.map((k) => DATE_SHORTCUT_LABELS[k])).toEqual([
      '昨天',
      '今天',
      '上周',
      '本周',
      '上月',
      '本月',
      '上季度',
      '本季度',
      '去年',
      '今年',
      '过去3天',
      '过去7天',
      '过去14天',
      '过去30天',
      '过去93天',
      '过去一年',
    ]);
  });

  it('warns with the spec text', () => {
    expect(DATE_RANGE_TEXTS.OUT_OF_RANGE).toBe('选择日期超出范围');
  });

  it('defaults to one year ago to today', () => {
    expect(DATE_RANGE.DEFAULT_START_YEARS_AGO).toBe(1);
    expect(defaultDateRange(TODAY)).toEqual(['2024-05-15', '2025-05-15']);
    expect(defaultDateRange(new Date(2024, 1, 29))).toEqual(['2023-02-28', '2024-02-29']);
  });

  it('ends the default on the China day, as the server filters, whatever the browser\'s time zone', () => {
    // 20:00 UTC is 04:00 the next day in China: a material uploaded then is on the 16th, and must be in the range.
    vi.useFakeTimers({ now: new Date('2025-05-15T20:00:00Z'), toFake: ['Date'] });
    try {
      expect(defaultDateRange()).toEqual(['2024-05-16', '2025-05-16']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('shortcutRange with a fixed today', () => {
  it.each<[DateShortcutKey, string, string]>([
    ['yesterday', '2025-05-14', '2025-05-14'],
    ['today', '2025-05-15', '2025-05-15'],
    ['lastWeek', '2025-05-05', '2025-05-11'],
    ['thisWeek', '2025-05-12', '2025-05-15'],
    ['lastMonth', '2025-04-01', '2025-04-30'],
    ['thisMonth', '2025-05-01', '2025-05-15'],
    ['lastQuarter', '2025-01-01', '2025-03-31'],
    ['thisQuarter', '2025-04-01', '2025-05-15'],
    ['lastYear', '2024-01-01', '2024-12-31'],
    ['thisYear', '2025-01-01', '2025-05-15'],
    ['past3', '2025-05-13', '2025-05-15'],
    ['past7', '2025-05-09', '2025-05-15'],
    ['past14', '2025-05-02', '2025-05-15'],
    ['past30', '2025-04-16', '2025-05-15'],
    ['past93', '2025-02-12', '2025-05-15'],
    ['pastYear', '2024-05-15', '2025-05-15'],
  ])('%s is %s ~ %s', (key, start, end) => {
    expect(shortcutRange(key, TODAY)).toEqual([start, end]);
  });

  it('starts weeks on Monday, also when today is Sunday or Monday', () => {
    const sunday = new Date(2025, 4, 18);
    expect(shortcutRange('thisWeek', sunday)).toEqual(['2025-05-12', '2025-05-18']);
    expect(shortcutRange('lastWeek', sunday)).toEqual(['2025-05-05', '2025-05-11']);
    const monday = new Date(2025, 4, 12);
    expect(shortcutRange('thisWeek', monday)).toEqual(['2025-05-12', '2025-05-12']);
    expect(shortcutRange('lastWeek', monday)).toEqual(['2025-05-05', '2025-05-11']);
  });

  it('crosses year boundaries for quarters, months and weeks', () => {
    const jan = new Date(2025, 0, 2); // a Thursday
    expect(shortcutRange('lastQuarter', jan)).toEqual(['2024-10-01', '2024-12-31']);
    expect(shortcutRange('thisQuarter', jan)).toEqual(['2025-01-01', '2025-01-02']);
    expect(shortcutRange('lastMonth', jan)).toEqual(['2024-12-01', '2024-12-31']);
    expect(shortcutRange('thisWeek', jan)).toEqual(['2024-12-30', '2025-01-02']);
    expect(shortcutRange('lastMonth', new Date(2024, 2, 31))).toEqual(['2024-02-01', '2024-02-29']);
    expect(shortcutRange('lastQuarter', new Date(2025, 11, 31))).toEqual(['2025-07-01', '2025-09-30']);
  });

  it('reads the day count of past-N shortcuts from the key', () => {
    expect(pastDaysOf('past3')).toBe(3);
    expect(pastDaysOf('past93')).toBe(93);
    expect(pastDaysOf('pastYear')).toBeNull();
    expect(pastDaysOf('today')).toBeNull();
  });

  it('every shortcut is ordered and ends no later than today; past N days span N days ending today', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }), fc.constantFrom(...DATE_RANGE.SHORTCUTS), (today, key) => {
        const [start, end] = shortcutRange(key, today).map((d) => dayjs(d));
        const t = dayjs(today).startOf('day');
        expect(start.isAfter(end)).toBe(false);
        expect(end.isAfter(t)).toBe(false);
        const n = pastDaysOf(key);
        if (n !== null) {
          expect(end.isSame(t, 'day')).toBe(true);
          expect(end.diff(start, 'day') + 1).toBe(n);
        }
        if (key === 'thisWeek' || key === 'lastWeek') expect(start.day()).toBe(1);
        if (key === 'lastWeek') expect(end.day()).toBe(0);
      }),
    );
  });
});

describe('allowed range', () => {
  it('a range is within when both days are inside min/max, compared by day', () => {
    expect(isRangeWithin(['2025-03-01', '2025-03-31'], '2025-03-01', '2025-03-31')).toBe(true);
    expect(isRangeWithin(['2025-02-28', '2025-03-31'], '2025-03-01', '2025-03-31')).toBe(false);
    expect(isRangeWithin(['2025-03-01', '2025-04-01'], '2025-03-01', '2025-03-31')).toBe(false);
    expect(isRangeWithin(['2000-01-01', '2099-01-01'])).toBe(true);
    expect(isRangeWithin(['2000-01-01', '2025-03-01'], undefined, '2025-03-01')).toBe(true);
    expect(isDayOutside(new Date(2025, 2, 1, 23, 59), '2025-03-01', '2025-03-01')).toBe(false);
  });

  it('clamps a range into min/max (for the default range)', () => {
    expect(clampRange(['2024-05-15', '2025-05-15'], '2025-02-01', '2025-05-10')).toEqual(['2025-02-01', '2025-05-10']);
    expect(clampRange(['2024-05-15', '2025-05-15'])).toEqual(['2024-05-15', '2025-05-15']);
  });
});
