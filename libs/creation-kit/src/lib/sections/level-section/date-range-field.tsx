// A level's date range (投放时间 …): the date-range picker of libs/ui in a form row, in a module of its own so
// Semi's DatePicker loads with the first field that needs it.
import { FormRow } from '@toufang/form-kit';
import { DateRangePicker, type DateRangeValue } from '@toufang/ui';

export interface DateRangeFieldProps {
  id: string;
  label: string;
  ariaLabel: string;
  error?: string;
  value: unknown;
  onChange: (value: DateRangeValue) => void;
}

export function DateRangeField({ id, label, ariaLabel, error, value, onChange }: DateRangeFieldProps) {
  return (
    <FormRow id={id} label={label} error={error}>
      <DateRangePicker aria-label={ariaLabel} value={Array.isArray(value) && value.length === 2 ? (value as DateRangeValue) : undefined} shortcuts={[]} onChange={onChange} />
    </FormRow>
  );
}
