import { useMemo, useState } from 'react';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import dayjs from 'dayjs';
import { DATE_RANGE, NOTICE } from '@toufang/domain';
import {
  DATE_RANGE_TEXTS,
  DATE_SHORTCUT_LABELS,
  clampRange,
  defaultDateRange,
  isDayOutside,
  isRangeWithin,
  shortcutRange,
  toRangeValue,
  type DateInput,
  type DateRangeValue,
  type DateShortcutKey,
} from './date-range-rules';

type PresetItem = { start?: DateInput | (() => DateInput); end?: DateInput | (() => DateInput) };

export interface DateRangePickerProps {
  /** ['YYYY-MM-DD', 'YYYY-MM-DD'], both days inclusive. Controlled when given. */
  value?: DateRangeValue;
  /** Start value when uncontrolled; default one year ago to today (widgets spec §9), pulled inside min/max. */
  defaultValue?: DateRangeValue;
  /** Emitted only for a range within the allowed min/max. */
  onChange?: (value: DateRangeValue) => void;
  /** Earliest allowed start day. */
  min?: DateInput;
  /** Latest allowed end day. */
  max?: DateInput;
  /** Which shortcuts to show, in this order (default all of widgets spec §9); an empty list hides them. */
  shortcuts?: readonly DateShortcutKey[];
  /** A selection outside min/max was rejected (after the warning 选择日期超出范围). */
  onOutOfRange?: (value: DateRangeValue) => void;
  disabled?: boolean;
  /** Accessible name of the picker (default 日期范围). */
  'aria-label'?: string;
  className?: string;
}

/**
 * Date range picker on Semi's DatePicker (type dateRange) with the shortcuts of widgets spec §9. Days outside
 * min/max are disabled in the calendar; anything that still lands outside (a shortcut, a typed date) is
 * rejected with the warning 选择日期超出范围 and not emitted (widgets spec §5).
 */
export function DateRangePicker({
  value,
  defaultValue,
  onChange,
  min,
  max,
  shortcuts = DATE_RANGE.SHORTCUTS,
  onOutOfRange,
  disabled,
  'aria-label': ariaLabel = DATE_RANGE_TEXTS.LABEL,
  className,
}: DateRangePickerProps) {
  const [inner, setInner] = useState<DateRangeValue>(() => defaultValue ?? clampRange(defaultDateRange(), min, max));
  const current = value ?? inner;
  const pickerValue = useMemo(() => [dayjs(current[0]).toDate(), dayjs(current[1]).toDate()], [current]);

  // Functions, so a shortcut is computed against the day it is clicked, not the day the page was opened.
  const presets = useMemo(
    () =>
      shortcuts.map((key) => ({
        text: DATE_SHORTCUT_LABELS[key],
        start: () => dayjs(shortcutRange(key)[0]).toDate(),
        end: () => dayjs(shortcutRange(key)[1]).toDate(),
      })),
    [shortcuts],
  );

  const rejectIfOutside = (range: DateRangeValue): boolean => {
    if (isRangeWithin(range, min, max)) return false;
    Toast.warning({ content: DATE_RANGE_TEXTS.OUT_OF_RANGE, duration: NOTICE.TOAST_DURATION_S });
    onOutOfRange?.(range);
    return true;
  };

  const handleChange = (dates?: Date | Date[] | string | string[]) => {
    if (!Array.isArray(dates) || dates.length !== 2 || !dates[0] || !dates[1]) return;
    const next = toRangeValue([dates[0], dates[1]]);
    // Semi already drops selections with disabled days; this guards the rest (e.g. min/max changed meanwhile).
    if (rejectIfOutside(next)) return;
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  // Semi silently ignores a shortcut whose days are disabled; the spec wants the warning instead.
  const handlePresetClick = (item: PresetItem) => {
    const start = typeof item.start === 'function' ? item.start() : item.start;
    const end = typeof item.end === 'function' ? item.end() : item.end;
    if (start != null && end != null) rejectIfOutside(toRangeValue([start, end]));
  };

  return (
    <div role="group" aria-label={ariaLabel} className={['tf-date-range-picker', className ?? ''].filter(Boolean).join(' ')}>
      <DatePicker
        type="dateRange"
        value={pickerValue}
        onChange={handleChange}
        presets={presets}
        presetPosition="left"
        onPresetClick={handlePresetClick}
        disabledDate={(date) => date !== undefined && isDayOutside(date, min, max)}
        placeholder={[DATE_RANGE_TEXTS.START_PLACEHOLDER, DATE_RANGE_TEXTS.END_PLACEHOLDER]}
        showClear={false}
        disabled={disabled}
      />
    </div>
  );
}
