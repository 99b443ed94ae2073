import { useEffect, useMemo, useRef, useState } from 'react';
import SemiRadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import type { RadioChangeEvent } from '@douyinfe/semi-ui-19/lib/es/radio';
import { autoSelectOption, radioOptionErrors, validRadioOptions, type RadioOption, type RadioValue } from './radio-group-rules';

export interface RadioGroupProps<V extends RadioValue = RadioValue> {
  /** Must be non-empty, each option with name and value (widgets spec §5); a bad list is logged with console.error. */
  options: readonly RadioOption<V>[];
  /** Controlled when given (null = nothing chosen). */
  value?: V | null;
  /** Start value when uncontrolled. */
  defaultValue?: V;
  onChange?: (value: V, option: RadioOption<V>) => void;
  /**
   * Dynamic enumeration (widgets spec §2): when the value is not an enabled option (it disappeared, became
   * disabled, or there is none), the first enabled option is chosen and onChange is emitted.
   */
  dynamicEnum?: boolean;
  /** Semi's look: radio dots (default), buttons, or cards. */
  type?: 'default' | 'button' | 'card' | 'pureCard';
  direction?: 'horizontal' | 'vertical';
  disabled?: boolean;
  /** Accessible name of the group. */
  'aria-label'?: string;
  className?: string;
}

/** Radio group on Semi's RadioGroup with options {name, value, disabled} (widgets spec §2, §3, §5). */
export function RadioGroup<V extends RadioValue = RadioValue>({
  options,
  value,
  defaultValue,
  onChange,
  dynamicEnum = false,
  type = 'default',
  direction = 'horizontal',
  disabled,
  'aria-label': ariaLabel,
  className,
}: RadioGroupProps<V>) {
  const controlled = value !== undefined;
  const [inner, setInner] = useState<V | null>(defaultValue ?? null);
  const current = controlled ? value : inner;

  const errors = useMemo(() => radioOptionErrors(options), [options]);
  useEffect(() => {
    for (const message of errors) console.error(`[RadioGroup] ${message}`);
  }, [errors]);
  const shown = useMemo(() => validRadioOptions(options), [options]);

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const choose = (option: RadioOption<V>) => {
    if (!controlled) setInner(option.value);
    onChangeRef.current?.(option.value, option);
  };

  // Dynamic enumeration: keep the value on an enabled option as the list changes.
  const pending = dynamicEnum ? autoSelectOption(current, shown) : null;
  useEffect(() => {
    if (!pending) return;
    if (!controlled) setInner(pending.value);
    onChangeRef.current?.(pending.value, pending);
  }, [pending, controlled]);

  const semiOptions = useMemo(() => shown.map((o) => ({ label: o.name, value: o.value, disabled: o.disabled })), [shown]);

  // Semi's group is a plain div; the radiogroup role carries the group's accessible name.
  return (
    <div role="radiogroup" aria-label={ariaLabel} aria-disabled={disabled || undefined} className={['tf-radio-group', className ?? ''].filter(Boolean).join(' ')}>
      <SemiRadioGroup
        options={semiOptions}
        // Semi counts a present `value` prop as controlled, even undefined (nothing checked).
        value={current ?? undefined}
        onChange={(e: RadioChangeEvent) => {
          const option = shown.find((o) => o.value === e.target.value);
          if (option) choose(option);
        }}
        type={type}
        direction={direction}
        disabled={disabled}
      />
    </div>
  );
}
