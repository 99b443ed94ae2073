// The delivery tables' date range: the widget's shortcuts (widgets spec §9), offered only where the kept
// history (DELIVERY.METRICS_DAYS) covers them, and the default range (docs/decisions.md).
import dayjs from 'dayjs';
import { DATE_RANGE, DELIVERY } from '@toufang/domain';
import { shortcutRange, type DateRangeValue, type DateShortcutKey } from '@toufang/ui';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** The days a table may show: the last METRICS_DAYS days, today included. */
export function deliveryDateBounds(today: Date | string = new Date()): { min: string; max: string } {
  const t = dayjs(today).startOf('day');
  return { min: t.subtract(DELIVERY.METRICS_DAYS - 1, 'day').format(DATE_FORMAT), max: t.format(DATE_FORMAT) };
}

/** Whether a range lies inside the kept history and spans at most MAX_RANGE_DAYS. */
export function isDeliveryRange([from, to]: DateRangeValue, today: Date | string = new Date()): boolean {
  const { min, max } = deliveryDateBounds(today);
  const days = dayjs(to).diff(dayjs(from), 'day') + 1;
  return from >= min && to <= max && from <= to && days <= DELIVERY.MAX_RANGE_DAYS;
}

/** The widget's shortcuts whose range, today, the kept history covers (上季度, 去年, 今年, 过去一年 mostly not). */
export function deliveryShortcuts(today: Date | string = new Date()): DateShortcutKey[] {
  return DATE_RANGE.SHORTCUTS.filter((key) => isDeliveryRange(shortcutRange(key, today), today));
}

/** The range a table opens with: the past 7 days, today included (docs/decisions.md). */
export const DEFAULT_DELIVERY_SHORTCUT: DateShortcutKey = 'past7';

export function defaultDeliveryRange(today: Date | string = new Date()): DateRangeValue {
  return shortcutRange(DEFAULT_DELIVERY_SHORTCUT, today);
}

/** A range read from the URL: two days inside the kept history, else the default (an old or hand-edited link). */
export function readDeliveryRange(value: unknown, today: Date | string = new Date()): DateRangeValue {
  const ok = Array.isArray(value) && value.length === 2 && value.every((d) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) && dayjs(d).format(DATE_FORMAT) === d);
  return ok && isDeliveryRange(value as DateRangeValue, today) ? (value as DateRangeValue) : defaultDeliveryRange(today);
}
