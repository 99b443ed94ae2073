import { useEffect, useMemo, useState } from 'react';
import CheckboxGroup from '@douyinfe/semi-ui-19/lib/es/checkbox/checkboxGroup';
import { radioOptionErrors, validRadioOptions, type RadioOption, type RadioValue } from '../radio-group/radio-group-rules';
import './multi-radio.css';

export interface MultiRadioProps<V extends RadioValue = RadioValue> {
  /** Same shape and rule as the radio group's: non-empty, each with name and value (widgets spec §3, §5). */
  options: readonly RadioOption<V>[];
  /** The chosen values; controlled when given. */
  value?: readonly V[];
  defaultValue?: readonly V[];
  /** Emitted with the chosen values in option order. */
  onChange?: (value: V[]) => void;
  disabled?: boolean;
  /** Accessible name of the group. */
  'aria-label'?: string;
  className?: string;
}

/** The chosen values in the options' order, without values that are not options. */
export function orderMultiRadioValue<V extends RadioValue>(chosen: readonly V[], options: readonly RadioOption<V>[]): V[] {
  return options.filter((o) => chosen.includes(o.value)).map((o) => o.value);
}

/**
 * Multi-radio button: a row of button-look choices with checkbox semantics, so several can be on at once
 * (widgets spec §2). Built on Semi's CheckboxGroup type="pureCard" (real checkboxes for keyboard and screen
 * readers, no tick box), styled down to button size.
 */
export function MultiRadio<V extends RadioValue = RadioValue>({
  options,
  value,
  defaultValue,
  onChange,
  disabled,
  'aria-label': ariaLabel,
  className,
}: MultiRadioProps<V>) {
  const controlled = value !== undefined;
  const [inner, setInner] = useState<readonly V[]>(defaultValue ?? []);
  const current = controlled ? value : inner;

  const errors = useMemo(() => radioOptionErrors(options), [options]);
  useEffect(() => {
    for (const message of errors) console.error(`[MultiRadio] ${message}`);
  }, [errors]);
  const shown = useMemo(() => validRadioOptions(options), [options]);
  const semiOptions = useMemo(() => shown.map((o) => ({ label: o.name, value: o.value, disabled: o.disabled })), [shown]);

  return (
    <div role="group" aria-label={ariaLabel} className={['tf-multi-radio', className ?? ''].filter(Boolean).join(' ')}>
      <CheckboxGroup
        type="pureCard"
        direction="horizontal"
        options={semiOptions}
        value={current as V[]}
        disabled={disabled}
        onChange={(next: V[]) => {
          const ordered = orderMultiRadioValue(next, shown);
          if (!controlled) setInner(ordered);
          onChange?.(ordered);
        }}
      />
    </div>
  );
}
