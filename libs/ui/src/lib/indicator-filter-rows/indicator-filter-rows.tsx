// Indicator filter rows (widgets spec §3, §4, §5, §9): 1 to 10 rows of metric, operator and value, each metric
// once; intersection or union of the rows; and a data-filter switch that, turned off, clears every row and goes
// back to intersection. The whole value is emitted on each change; validate() is for the page's 查询 button.
import { useId, useImperativeHandle, useState, type Ref } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import InputNumber from '@douyinfe/semi-ui-19/lib/es/inputNumber';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import Switch from '@douyinfe/semi-ui-19/lib/es/switch';
import { IconDeleteStroked, IconPlus } from '@douyinfe/semi-icons';
import { DEFAULT_TEXTS, INDICATOR } from '@toufang/domain';
import { CharCounter } from '../char-counter/char-counter';
import { isRangeRule, operatorOptions, ruleTypeOf, toNumberOrNull, type IndicatorOperator } from '../indicator-filter/indicator-filter-rules';
import {
  INDEX_UNION_OPTIONS,
  addRow,
  canAddRow,
  canDeleteRow,
  chooseMetric,
  chooseOperator,
  deleteRow,
  emptyIndicatorData,
  isDataFilterOn,
  metricOptions,
  normaliseIndicatorData,
  rowUnit,
  setIndexIsUnion,
  setRowNumbers,
  showsIndexIsUnion,
  switchDataFilter,
  validateIndicatorRows,
  visibleRows,
  type IndexUnionValue,
  type IndicatorData,
  type IndicatorMetric,
  type IndicatorRowError,
} from './indicator-filter-rows-rules';
import './indicator-filter-rows.css';

/** The rows' own texts (the messages are in INDICATOR_ROWS_MESSAGES and INDICATOR_MESSAGES). */
export const INDICATOR_ROWS_TEXTS = {
  SWITCH: '数据筛选',
  UNION: '数据筛选方式',
  ADD_ROW: '添加行',
  ROW_COUNT: '行数',
  METRIC_PLACEHOLDER: '请选择指标',
  INPUT_PLACEHOLDER: '请输入',
  row: (n: number) => `第${n}行`,
  metric: (n: number) => `第${n}行指标`,
  operator: (n: number) => `第${n}行条件`,
  value: (n: number) => `第${n}行数值`,
  start: (n: number) => `第${n}行起始值`,
  end: (n: number) => `第${n}行结束值`,
  remove: (n: number) => `删除第${n}行`,
} as const;

export interface IndicatorFilterRowsHandle {
  /** Shows every row's problem and returns them; empty when the page may query. */
  validate: () => IndicatorRowError[];
}

export interface IndicatorFilterRowsProps {
  /** The metrics to choose from: value, label, dataType ('percent' shows %), optional min/max of the value. */
  metrics: readonly IndicatorMetric[];
  /** Controlled value; leave undefined and use defaultValue for an uncontrolled widget. */
  value?: IndicatorData;
  defaultValue?: IndicatorData;
  /** The whole indicator data, on every change. */
  onChange?: (value: IndicatorData) => void;
  /** Shows the 数据筛选 switch (default on); without it the rows always show. */
  hasSwitch?: boolean;
  /** Shows 数据筛选方式 (intersection or union) once there are two rows; default on. */
  showIndexIsUnion?: boolean;
  /** Default INDICATOR.OPERATORS. */
  operators?: readonly IndicatorOperator[];
  /** Arrow step; default INDICATOR.STEP. */
  step?: number;
  /** Decimal places; default INDICATOR.PRECISION. */
  precision?: number;
  disabled?: boolean;
  className?: string;
  ref?: Ref<IndicatorFilterRowsHandle>;
}

export function IndicatorFilterRows({
  metrics,
  value,
  defaultValue,
  onChange,
  hasSwitch = true,
  showIndexIsUnion = true,
  operators = INDICATOR.OPERATORS,
  step = INDICATOR.STEP,
  precision = INDICATOR.PRECISION,
  disabled,
  className,
  ref,
}: IndicatorFilterRowsProps) {
  const [inner, setInner] = useState<IndicatorData>(() => normaliseIndicatorData(defaultValue ?? emptyIndicatorData()));
  const current = normaliseIndicatorData(value ?? inner);
  const on = isDataFilterOn(current, hasSwitch);
  const shown = on ? visibleRows(current) : current;
  const rows = on ? shown.data : [];
  // Single values are checked once left (widgets spec §5); validate() shows every row's problem.
  const [blurred, setBlurred] = useState<boolean[]>([]);
  const [showAll, setShowAll] = useState(false);
  const id = useId();
  const errors = on ? validateIndicatorRows(shown, metrics) : [];

  const emit = (next: IndicatorData) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  useImperativeHandle(ref, () => ({
    validate: () => {
      setShowAll(true);
      return errors;
    },
  }));

  const shownError = (row: number): IndicatorRowError | undefined => {
    const error = errors.find((e) => e.row === row);
    if (!error) return undefined;
    if (showAll) return error;
    // A range starts at the valid 0-100 and is checked as it is typed.
    if (error.field === 'range') return error;
    return error.field === 'value' && blurred[row] ? error : undefined;
  };

  const toggle = (next: boolean) => {
    setBlurred([]);
    setShowAll(false);
    emit(switchDataFilter(current, next));
  };

  const operatorList = operatorOptions(operators);
  const switchLabelId = `${id}-switch`;
  const unionLabelId = `${id}-union`;

  return (
    <div className={['tf-indicator-rows', className ?? ''].filter(Boolean).join(' ')}>
      {hasSwitch ? (
        <div className="tf-indicator-rows__switch">
          <Switch aria-labelledby={switchLabelId} checked={on} disabled={disabled} onChange={toggle} />
          <span id={switchLabelId}>{INDICATOR_ROWS_TEXTS.SWITCH}</span>
        </div>
      ) : null}
      {on ? (
        <>
          <ol className="tf-indicator-rows__list">
            {rows.map((entry, row) => {
              const n = row + 1;
              const error = shownError(row);
              const errorId = `${id}-row-${row}-error`;
              const invalid = (field: IndicatorRowError['field']) =>
                error?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId, validateStatus: 'error' as const } : {};
              const unit = rowUnit(entry) || undefined;
              const range = isRangeRule(ruleTypeOf(entry.symbol));
              const numberInput = (field: 'value' | 'startValue' | 'endValue', name: string) => (
                <InputNumber
                  className={range ? 'tf-indicator-rows__range-input' : 'tf-indicator-rows__input'}
                  aria-label={name}
                  placeholder={INDICATOR_ROWS_TEXTS.INPUT_PLACEHOLDER}
                  step={step}
                  precision={precision}
                  suffix={unit}
                  disabled={disabled || !entry.symbol}
                  value={entry[field] ?? undefined}
                  onChange={(next) => emit(setRowNumbers(shown, row, { [field]: toNumberOrNull(next) }))}
                  onBlur={
                    field === 'value'
                      ? () =>
                          setBlurred((all) => {
                            const next = [...all];
                            next[row] = true;
                            return next;
                          })
                      : undefined
                  }
                  {...invalid(range ? 'range' : 'value')}
                />
              );
              return (
                <li key={row} className="tf-indicator-rows__row" aria-label={INDICATOR_ROWS_TEXTS.row(n)}>
                  <span id={`${id}-row-${row}-metric`} className="tf-indicator-rows__sr-only">
                    {INDICATOR_ROWS_TEXTS.metric(n)}
                  </span>
                  <span id={`${id}-row-${row}-operator`} className="tf-indicator-rows__sr-only">
                    {INDICATOR_ROWS_TEXTS.operator(n)}
                  </span>
                  <div className="tf-indicator-rows__fields">
                    <Select
                      className="tf-indicator-rows__metric"
                      style={{ width: INDICATOR.SELECT_WIDTH }}
                      // Semi's Select takes only aria-labelledby.
                      aria-labelledby={`${id}-row-${row}-metric`}
                      placeholder={INDICATOR_ROWS_TEXTS.METRIC_PLACEHOLDER}
                      emptyContent={DEFAULT_TEXTS.NO_MATCH}
                      filter
                      disabled={disabled}
                      value={entry.type || undefined}
                      optionList={metricOptions(metrics, shown.selectData, row).map((m) => ({ value: m.value, label: m.label, disabled: m.disabled }))}
                      onChange={(next) => emit(chooseMetric(shown, row, metrics.find((m) => m.value === next)))}
                      {...invalid('metric')}
                    />
                    <Select
                      className="tf-indicator-rows__operator"
                      style={{ width: INDICATOR.SELECT_WIDTH }}
                      aria-labelledby={`${id}-row-${row}-operator`}
                      placeholder={DEFAULT_TEXTS.PLACEHOLDER}
                      disabled={disabled}
                      value={entry.symbol || undefined}
                      optionList={operatorList}
                      onChange={(next) => {
                        emit(chooseOperator(shown, row, next as IndicatorOperator));
                        setBlurred((all) => all.map((b, i) => (i === row ? false : b)));
                      }}
                      {...invalid('symbol')}
                    />
                    <div className="tf-indicator-rows__values">
                      {range ? (
                        <>
                          {numberInput('startValue', INDICATOR_ROWS_TEXTS.start(n))}
                          <span className="tf-indicator-rows__connector" aria-hidden="true">
                            -
                          </span>
                          {numberInput('endValue', INDICATOR_ROWS_TEXTS.end(n))}
                        </>
                      ) : (
                        numberInput('value', INDICATOR_ROWS_TEXTS.value(n))
                      )}
                    </div>
                    <Button
                      className="tf-indicator-rows__delete"
                      theme="borderless"
                      type="tertiary"
                      icon={<IconDeleteStroked aria-hidden="true" />}
                      aria-label={INDICATOR_ROWS_TEXTS.remove(n)}
                      disabled={disabled || !canDeleteRow(rows.length)}
                      onClick={() => {
                        setBlurred((all) => all.filter((_, i) => i !== row));
                        emit(deleteRow(shown, row));
                      }}
                    />
                  </div>
                  {error ? (
                    <div id={errorId} className="tf-indicator-rows__error" role="alert">
                      {error.message}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ol>
          <div className="tf-indicator-rows__add">
            <Button theme="borderless" icon={<IconPlus aria-hidden="true" />} disabled={disabled || !canAddRow(rows.length)} onClick={() => emit(addRow(shown))}>
              {INDICATOR_ROWS_TEXTS.ADD_ROW}
            </Button>
            <CharCounter current={rows.length} max={INDICATOR.MAX_ROWS} label={INDICATOR_ROWS_TEXTS.ROW_COUNT} />
          </div>
          {showIndexIsUnion && showsIndexIsUnion(rows.length) ? (
            <div className="tf-indicator-rows__union">
              <Checkbox
                checked={shown.indexIsUnion.check}
                disabled={disabled || shown.indexIsUnion.disabled}
                onChange={(e) => emit(setIndexIsUnion(shown, { check: !!e.target.checked }))}
              >
                <span id={unionLabelId}>{INDICATOR_ROWS_TEXTS.UNION}</span>
              </Checkbox>
              <div role="radiogroup" aria-labelledby={unionLabelId}>
                <RadioGroup
                  type="button"
                  name={`${id}-union-value`}
                  value={shown.indexIsUnion.value}
                  disabled={disabled || !shown.indexIsUnion.check}
                  onChange={(e) => emit(setIndexIsUnion(shown, { value: e.target.value as IndexUnionValue }))}
                >
                  {INDEX_UNION_OPTIONS.map((o) => (
                    <Radio key={o.value} value={o.value}>
                      {o.label}
                    </Radio>
                  ))}
                </RadioGroup>
              </div>
              <span className="tf-indicator-rows__help">{INDEX_UNION_OPTIONS.find((o) => o.value === shown.indexIsUnion.value)?.help}</span>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
