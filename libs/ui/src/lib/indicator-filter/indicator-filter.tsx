// Numeric indicator filter (widgets spec §2, §3, §4, §5, §9): a select-like control, INDICATOR.SELECT_WIDTH
// (184 px) wide, showing the condition (大于10.00); it opens a panel with the operators on the left and one
// number, or a range for BETWEEN, on the right. 确定 emits the indicator value and closes the panel.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import InputNumber from '@douyinfe/semi-ui-19/lib/es/inputNumber';
import Popover from '@douyinfe/semi-ui-19/lib/es/popover';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import { IconChevronDown, IconClose } from '@douyinfe/semi-icons';
import { DEFAULT_TEXTS, INDICATOR, UI_TEXTS } from '@toufang/domain';
import {
  EMPTY_INDICATOR_VALUE,
  canConfirmIndicator,
  formatIndicatorValue,
  indicatorValueError,
  isRangeRule,
  operatorOptions,
  ruleTypeOf,
  toIndicatorValue,
  toNumberOrNull,
  withOperator,
  type IndicatorBounds,
  type IndicatorDraft,
  type IndicatorOperator,
  type IndicatorValue,
} from './indicator-filter-rules';
import './indicator-filter.css';

/** The filter's own texts (the spec's messages are in INDICATOR_MESSAGES). */
export const INDICATOR_FILTER_TEXTS = {
  NAME: '指标筛选',
  OPERATOR: '条件',
  VALUE: '数值',
  START: '起始值',
  END: '结束值',
  INPUT_PLACEHOLDER: '请输入',
  CLEAR: UI_TEXTS.CLEAR,
} as const;

interface NumberFormatProps {
  /** Shown after each number, e.g. % for a percentage metric. */
  unit?: string;
  /** Arrow and ↑/↓ step; default INDICATOR.STEP (1). */
  step?: number;
  /** Decimal places; default INDICATOR.PRECISION (2). */
  precision?: number;
}

export interface IndicatorFilterPanelProps extends IndicatorBounds, NumberFormatProps {
  /** The condition the panel opens with; an empty one starts on the first operator. */
  initial?: IndicatorValue;
  /** 确定: the confirmed indicator value. */
  onConfirm: (value: IndicatorValue) => void;
  /** Default INDICATOR.OPERATORS, in the spec's order. */
  operators?: readonly IndicatorOperator[];
  /** The accessible name of the panel. */
  label?: string;
  /** Focus the chosen operator on mount (the popover opening). */
  autoFocus?: boolean;
}

function startDraft(initial: IndicatorValue, operators: readonly IndicatorOperator[]): IndicatorDraft {
  const symbol = initial.symbol && operators.includes(initial.symbol) ? initial.symbol : (operators[0] ?? '');
  const draft: IndicatorDraft = { symbol: '', value: initial.value, startValue: initial.startValue, endValue: initial.endValue };
  return symbol ? withOperator(draft, symbol) : draft;
}

/** The panel on its own: operators, the value or range, the messages and 确定. */
export function IndicatorFilterPanel({
  initial = EMPTY_INDICATOR_VALUE,
  onConfirm,
  operators = INDICATOR.OPERATORS,
  label = INDICATOR_FILTER_TEXTS.NAME,
  min,
  max,
  unit,
  step = INDICATOR.STEP,
  precision = INDICATOR.PRECISION,
  autoFocus,
}: IndicatorFilterPanelProps) {
  const [draft, setDraft] = useState<IndicatorDraft>(() => startDraft(initial, operators));
  // The single value is checked on blur (widgets spec §5); from then on the message follows the value.
  const [blurred, setBlurred] = useState(false);
  const id = useId();
  const group = useRef<HTMLDivElement>(null);
  const bounds = { min, max };
  const range = isRangeRule(ruleTypeOf(draft.symbol));
  const error = indicatorValueError(draft, bounds);
  // A range is checked as it is typed (it starts at the valid 0-100); a single value once it was left.
  const shownError = error && (range || blurred) ? error : undefined;
  const enabled = canConfirmIndicator(draft, bounds);
  const errorId = `${id}-error`;

  useEffect(() => {
    if (!autoFocus) return;
    // Semi marks the chosen radio on its label; its native input carries no checked attribute.
    const chosen = group.current?.querySelector<HTMLInputElement>('.semi-radio-checked input') ?? group.current?.querySelector<HTMLInputElement>('input');
    chosen?.focus();
  }, [autoFocus]);

  const confirm = () => {
    if (!enabled) return;
    // 确定 is only disabled for an empty or too small value (widgets spec §5); a value over the maximum is refused here.
    if (error) {
      setBlurred(true);
      return;
    }
    onConfirm(toIndicatorValue(draft));
  };

  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') confirm();
  };

  const numberInput = (field: 'value' | 'startValue' | 'endValue', name: string) => (
    <InputNumber
      className={range ? 'tf-indicator-filter__range-input' : 'tf-indicator-filter__input'}
      aria-label={name}
      placeholder={INDICATOR_FILTER_TEXTS.INPUT_PLACEHOLDER}
      step={step}
      precision={precision}
      suffix={unit || undefined}
      value={draft[field] ?? undefined}
      onChange={(next) => setDraft((d) => ({ ...d, [field]: toNumberOrNull(next) }))}
      onBlur={field === 'value' ? () => setBlurred(true) : undefined}
      onKeyDown={onEnter}
      aria-invalid={shownError ? true : undefined}
      aria-describedby={shownError ? errorId : undefined}
      validateStatus={shownError ? 'error' : 'default'}
    />
  );

  return (
    <div className="tf-indicator-filter__panel" role="group" aria-label={label}>
      <div ref={group} className="tf-indicator-filter__operators" role="radiogroup" aria-label={INDICATOR_FILTER_TEXTS.OPERATOR}>
        <RadioGroup
          direction="vertical"
          // Each panel's radios are their own group, however many filters a page holds.
          name={`${id}-operator`}
          value={draft.symbol || undefined}
          onChange={(e) => {
            setDraft((d) => withOperator(d, e.target.value as IndicatorOperator));
            setBlurred(false);
          }}
        >
          {operatorOptions(operators).map((o) => (
            <Radio key={o.value} value={o.value} className="tf-indicator-filter__operator">
              {o.label}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      <div className="tf-indicator-filter__body">
        <div className="tf-indicator-filter__values">
          {range ? (
            <>
              {numberInput('startValue', INDICATOR_FILTER_TEXTS.START)}
              <span className="tf-indicator-filter__connector" aria-hidden="true">
                -
              </span>
              {numberInput('endValue', INDICATOR_FILTER_TEXTS.END)}
            </>
          ) : (
            numberInput('value', INDICATOR_FILTER_TEXTS.VALUE)
          )}
        </div>
        {shownError ? (
          <div id={errorId} className="tf-indicator-filter__error" role="alert">
            {shownError.message}
          </div>
        ) : null}
        <div className="tf-indicator-filter__footer">
          <Button theme="solid" type="primary" disabled={!enabled} onClick={confirm}>
            {UI_TEXTS.CONFIRM}
          </Button>
        </div>
      </div>
    </div>
  );
}

export interface IndicatorFilterProps extends IndicatorBounds, NumberFormatProps {
  /** Controlled value; leave undefined and use defaultValue for an uncontrolled filter. */
  value?: IndicatorValue;
  defaultValue?: IndicatorValue;
  /** Emitted on 确定 (and on 清空) with the whole indicator value. */
  onChange?: (value: IndicatorValue) => void;
  /** The metric's name, shown before the condition and naming the control. */
  label?: string;
  /** Default INDICATOR.OPERATORS. */
  operators?: readonly IndicatorOperator[];
  /** px; default INDICATOR.SELECT_WIDTH (184). */
  width?: number;
  /** Default 请选择. */
  placeholder?: string;
  /** Shows a clear button while a condition is set; default on. */
  showClear?: boolean;
  disabled?: boolean;
  /** Opens the panel on mount. */
  defaultOpen?: boolean;
  className?: string;
}

export function IndicatorFilter({
  value,
  defaultValue,
  onChange,
  label,
  operators = INDICATOR.OPERATORS,
  width = INDICATOR.SELECT_WIDTH,
  placeholder = DEFAULT_TEXTS.PLACEHOLDER,
  showClear = true,
  disabled,
  defaultOpen = false,
  className,
  min,
  max,
  unit,
  step = INDICATOR.STEP,
  precision = INDICATOR.PRECISION,
}: IndicatorFilterProps) {
  const [inner, setInner] = useState<IndicatorValue>(defaultValue ?? EMPTY_INDICATOR_VALUE);
  const current = value ?? inner;
  const [open, setOpen] = useState(defaultOpen && !disabled);
  const wrapper = useRef<HTMLDivElement>(null);
  const summary = formatIndicatorValue(current, { precision, unit });
  const name = label ?? INDICATOR_FILTER_TEXTS.NAME;

  const emit = (next: IndicatorValue) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    // Semi's Popover sets its own ref on the trigger, so the button is found through the wrapper.
    if (refocus) wrapper.current?.querySelector<HTMLButtonElement>('.tf-indicator-filter__trigger')?.focus();
  };

  return (
    <div
      ref={wrapper}
      className={['tf-indicator-filter', open ? 'tf-indicator-filter--open' : '', className ?? ''].filter(Boolean).join(' ')}
      style={{ width }}
    >
      <Popover
        visible={open}
        trigger="custom"
        position="bottomLeft"
        showArrow={false}
        motion={false}
        // Inside the wrapper, so the panel's own clicks are not "outside".
        getPopupContainer={() => wrapper.current ?? document.body}
        onClickOutSide={() => close(false)}
        closeOnEsc
        onEscKeyDown={() => close(true)}
        content={
          open ? (
            <IndicatorFilterPanel
              initial={current}
              operators={operators}
              label={name}
              min={min}
              max={max}
              unit={unit}
              step={step}
              precision={precision}
              autoFocus
              onConfirm={(next) => {
                emit(next);
                close(true);
              }}
            />
          ) : null
        }
      >
        <button
          type="button"
          className="tf-indicator-filter__trigger"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={`${name}：${summary || placeholder}`}
          disabled={disabled}
          onClick={() => setOpen((o) => !o)}
        >
          {label ? <span className="tf-indicator-filter__label">{label}</span> : null}
          <span className={summary ? 'tf-indicator-filter__summary' : 'tf-indicator-filter__placeholder'}>{summary || placeholder}</span>
          <IconChevronDown className="tf-indicator-filter__arrow" aria-hidden="true" />
        </button>
      </Popover>
      {showClear && summary && !disabled ? (
        <button
          type="button"
          className="tf-indicator-filter__clear"
          aria-label={`${INDICATOR_FILTER_TEXTS.CLEAR}${name}`}
          onClick={() => emit({ ...EMPTY_INDICATOR_VALUE })}
        >
          <IconClose size="small" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
