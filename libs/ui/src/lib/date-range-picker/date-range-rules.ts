// Date-range shortcuts and the allowed-range check, pure so they can be tested with a fixed 'today'
// (widgets spec §5, §9). Weeks start on Monday (ISO weeks), as the desk's reports count them.
import dayjs, { type Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import quarterOfYear from 'dayjs/plugin/quarterOfYear';
import { chinaToday, DATE_RANGE } from '@toufang/domain';

dayjs.extend(isoWeek);
dayjs.extend(quarterOfYear);

/** The value: start and end day, both inclusive, as 'YYYY-MM-DD'. */
export type DateRangeValue = [string, string];

/** Anything dayjs reads as a day. */
export type DateInput = string | number | Date | Dayjs;

export type DateShortcutKey = (typeof DATE_RANGE.SHORTCUTS)[number];

export const DATE_RANGE_FORMAT = 'YYYY-MM-DD';

/** The picker's texts. OUT_OF_RANGE is the spec's (widgets spec §5); the others are this widget's choice. */
export const DATE_RANGE_TEXTS = {
  OUT_OF_RANGE: '选择日期超出范围', // widgets spec §5
  START_PLACEHOLDER: '开始日期',
  END_PLACEHOLDER: '结束日期',
  LABEL: '日期范围',
} as const;

/** Shortcut labels (widgets spec §9: yesterday, today, last/this week, month, quarter, year, past 3/7/14/30/93 days, past year). */
export const DATE_SHORTCUT_LABELS: Record<DateShortcutKey, string> = {
  yesterday: '昨天',
  today: '今天',
  lastWeek: '上周',
  thisWeek: '本周',
  lastMonth: '上月',
  thisMonth: '本月',
  lastQuarter: '上季度',
  thisQuarter: '本季度',
  lastYear: '去年',
  thisYear: '今年',
  past3: '过去3天',
  past7: '过去7天',
  past14: '过去14天',
  past30: '过去30天',
  past93: '过去93天',
  pastYear: '过去一年',
};

const PAST_DAYS_PREFIX = 'past';

function fmt(start: Dayjs, end: Dayjs): DateRangeValue {
  return [start.format(DATE_RANGE_FORMAT), end.format(DATE_RANGE_FORMAT)];
}

/** The number of days of a 'pastN' shortcut, read from its key (past93 → 93), or null for other keys. */
export function pastDaysOf(key: DateShortcutKey): number | null {
  if (!key.startsWith(PAST_DAYS_PREFIX)) return null;
  const n = Number(key.slice(PAST_DAYS_PREFIX.length));
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The range of a shortcut relative to `today`. 'This week/month/quarter/year' run from their first day up
 * to today (no future days); 'past N days' are the N days ending today, today included; 'past year' is
 * one year ago to today, the same as the default range.
 */
export function shortcutRange(key: DateShortcutKey, today: DateInput = new Date()): DateRangeValue {
  const t = dayjs(today).startOf('day');
  switch (key) {
    case 'yesterday':
      return fmt(t.subtract(1, 'day'), t.subtract(1, 'day'));
    case 'today':
      return fmt(t, t);
    case 'lastWeek': {
      const last = t.subtract(1, 'week');
      return fmt(last.startOf('isoWeek'), last.endOf('isoWeek'));
    }
    case 'thisWeek':
      return fmt(t.startOf('isoWeek'), t);
    case 'lastMonth': {
      const last = t.subtract(1, 'month');
      return fmt(last.startOf('month'), last.endOf('month'));
    }
    case 'thisMonth':
      return fmt(t.startOf('month'), t);
    case 'lastQuarter': {
      const last = t.subtract(1, 'quarter');
      return fmt(last.startOf('quarter'), last.endOf('quarter'));
    }
    case 'thisQuarter':
      return fmt(t.startOf('quarter'), t);
    case 'lastYear': {
      const last = t.subtract(1, 'year');
      return fmt(last.startOf('year'), last.endOf('year'));
    }
    case 'thisYear':
      return fmt(t.startOf('year'), t);
    case 'pastYear':
      return defaultDateRange(t);
    default: {
      const days = pastDaysOf(key);
      if (days === null) throw new Error(`未知的日期快捷项：${String(key)}`);
      return fmt(t.subtract(days - 1, 'day'), t);
    }
  }
}

/** Default range: one year ago to today (widgets spec §9). */
export function defaultDateRange(today: DateInput = chinaToday()): DateRangeValue {
  const t = dayjs(today).startOf('day');
  return fmt(t.subtract(DATE_RANGE.DEFAULT_START_YEARS_AGO, 'year'), t);
}

/** Whether a single day lies outside [min, max] (either bound optional), compared by day. */
export function isDayOutside(day: DateInput, min?: DateInput | null, max?: DateInput | null): boolean {
  const d = dayjs(day);
  return (min != null && d.isBefore(dayjs(min), 'day')) || (max != null && d.isAfter(dayjs(max), 'day'));
}

/** Whether a range lies within the allowed start/end (widgets spec §5); otherwise warn 选择日期超出范围. */
export function isRangeWithin(range: readonly [DateInput, DateInput], min?: DateInput | null, max?: DateInput | null): boolean {
  return !isDayOutside(range[0], min, max) && !isDayOutside(range[1], min, max);
}

/** Any day-like pair as the 'YYYY-MM-DD' value. */
export function toRangeValue(range: readonly [DateInput, DateInput]): DateRangeValue {
  return fmt(dayjs(range[0]), dayjs(range[1]));
}

/**
 * The range pulled inside [min, max]: a start before min moves to min, an end after max moves to max
 * (used for the default range when the allowed window is narrower than a year).
 */
export function clampRange(range: readonly [DateInput, DateInput], min?: DateInput | null, max?: DateInput | null): DateRangeValue {
  let start = dayjs(range[0]).startOf('day');
  let end = dayjs(range[1]).startOf('day');
  if (min != null && start.isBefore(dayjs(min), 'day')) start = dayjs(min).startOf('day');
  if (max != null && end.isAfter(dayjs(max), 'day')) end = dayjs(max).startOf('day');
  if (end.isBefore(start)) end = start;
  return fmt(start, end);
}
