// A date range field of the title pages' filter areas (创建时间, 数据日期).
import { DateRangePicker, type FilterFieldConfig } from '@toufang/ui';

/** `defaultValue`: what the picker shows when empty, which the page's default filters must also use. */
export const dateField = (key: string, label: string, defaultValue?: [string, string]): FilterFieldConfig => ({
  key,
  label,
  type: 'custom',
  ...(defaultValue ? { defaultValue } : {}),
  render: ({ value, onChange, label: name }) => <DateRangePicker aria-label={name} value={(value as [string, string] | null) ?? undefined} onChange={onChange} />,
});
