// The numeric indicator filter's rules, without the DOM (widgets spec §3, §4, §5, §9).
import { INDICATOR } from '@toufang/domain';

/** One of the spec's operators: =, !=, <, >, >=, <=, BETWEEN (widgets spec §9). */
export type IndicatorOperator = (typeof INDICATOR.OPERATORS)[number];

/** The rule types (widgets spec §4): one number, or number-input-between (a range). */
export const INDICATOR_RULE_TYPE = {
  SINGLE: 'number',
  RANGE: 'number-input-between',
} as const;
export type IndicatorRuleType = (typeof INDICATOR_RULE_TYPE)[keyof typeof INDICATOR_RULE_TYPE];

/** The operators' labels, in the words the media consoles use (docs/decisions.md). */
export const INDICATOR_OPERATOR_LABELS: Readonly<Record<IndicatorOperator, string>> = {
  '=': '等于',
  '!=': '不等于',
  '<': '小于',
  '>': '大于',
  '>=': '大于等于',
  '<=': '小于等于',
  BETWEEN: '介于',
};

/** Indicator value (widgets spec §3). symbol '' means no condition is set. */
export interface IndicatorValue {
  symbol: IndicatorOperator | '';
  symbolLabel: string;
  value: number | null;
  startValue: number | null;
  endValue: number | null;
  ruleType: IndicatorRuleType;
}

export const EMPTY_INDICATOR_VALUE: IndicatorValue = {
  symbol: '',
  symbolLabel: '',
  value: null,
  startValue: null,
  endValue: null,
  ruleType: INDICATOR_RULE_TYPE.SINGLE,
};

/**
 * The lowest value when no minimum is given: widgets spec §5 disables 确定 "below 0 when no minimum",
 * and the messages name this floor as {min}.
 */
export const NO_MIN_FLOOR = 0;

/** widgets spec §5; the spec gives them in English, these are the desk's Chinese (docs/decisions.md). */
export const INDICATOR_MESSAGES = {
  /** 'needs to be greater than or equal to {min}' (only a minimum). */
  atLeast: (min: number) => `需大于等于${min}`,
  /** 'needs to be greater than or equal to {min}, not greater than {max}' (with a maximum). */
  between: (min: number, max: number) => `需大于等于${min}，不大于${max}`,
  /** 'the first value must be less than the second value' (range). */
  RANGE_ORDER: '第一个值必须小于第二个值',
} as const;

/** The allowed bounds of a single value; both optional. */
export interface IndicatorBounds {
  min?: number;
  max?: number;
}

/** BETWEEN is the range rule type; every other operator is a single number (widgets spec §4). */
export function ruleTypeOf(symbol: IndicatorOperator | ''): IndicatorRuleType {
  return symbol === 'BETWEEN' ? INDICATOR_RULE_TYPE.RANGE : INDICATOR_RULE_TYPE.SINGLE;
}

export function isRangeRule(ruleType: string | null | undefined): boolean {
  return ruleType === INDICATOR_RULE_TYPE.RANGE;
}

/** The operator options in the order given (default the spec's order). */
export function operatorOptions(operators: readonly IndicatorOperator[] = INDICATOR.OPERATORS): { value: IndicatorOperator; label: string }[] {
  return operators.map((value) => ({ value, label: INDICATOR_OPERATOR_LABELS[value] }));
}

/** A value is a number only when it is a finite number: empty, text and NaN are not (widgets spec §5). */
export function isIndicatorNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** What an input reported, as a number or null (Semi's InputNumber reports '' or the typed text when it is not a number). */
export function toNumberOrNull(value: unknown): number | null {
  return isIndicatorNumber(value) ? value : null;
}

function floorOf(bounds: IndicatorBounds): number {
  return isIndicatorNumber(bounds.min) ? bounds.min : NO_MIN_FLOOR;
}

function maxOf(bounds: IndicatorBounds): number | undefined {
  return isIndicatorNumber(bounds.max) ? bounds.max : undefined;
}

/** The message of a single value that is not allowed: with a maximum it names both bounds, otherwise the minimum. */
export function singleValueMessage(bounds: IndicatorBounds = {}): string {
  const max = maxOf(bounds);
  const min = floorOf(bounds);
  return max === undefined ? INDICATOR_MESSAGES.atLeast(min) : INDICATOR_MESSAGES.between(min, max);
}

/** The blur check of a single value (widgets spec §5): not a number, below the minimum or above the maximum. */
export function singleValueError(value: unknown, bounds: IndicatorBounds = {}): string | undefined {
  const max = maxOf(bounds);
  if (!isIndicatorNumber(value) || value < floorOf(bounds) || (max !== undefined && value > max)) return singleValueMessage(bounds);
  return undefined;
}

/** 确定 is disabled when the value is empty or below the minimum, below 0 when there is none (widgets spec §5). */
export function canConfirmSingle(value: unknown, bounds: IndicatorBounds = {}): boolean {
  return isIndicatorNumber(value) && value >= floorOf(bounds);
}

/** A range holds when both values are present, start >= 0, end > 0 and start < end (widgets spec §5). */
export function isValidRange(start: unknown, end: unknown): boolean {
  return isIndicatorNumber(start) && isIndicatorNumber(end) && start >= 0 && end > 0 && start < end;
}

export function rangeError(start: unknown, end: unknown): string | undefined {
  return isValidRange(start, end) ? undefined : INDICATOR_MESSAGES.RANGE_ORDER;
}

/** The inputs of one condition, before they are confirmed. */
export type IndicatorDraft = Pick<IndicatorValue, 'symbol' | 'value' | 'startValue' | 'endValue'>;

export interface IndicatorValueError {
  /** The single value, or the pair of range values. */
  field: 'value' | 'range';
  message: string;
}

/** The first problem of a condition's value, or undefined when it holds (widgets spec §5). */
export function indicatorValueError(draft: IndicatorDraft, bounds: IndicatorBounds = {}): IndicatorValueError | undefined {
  if (isRangeRule(ruleTypeOf(draft.symbol))) {
    const message = rangeError(draft.startValue, draft.endValue);
    return message ? { field: 'range', message } : undefined;
  }
  const message = singleValueError(draft.value, bounds);
  return message ? { field: 'value', message } : undefined;
}

/** Whether 确定 is enabled: an operator is chosen and its value passes the spec's confirm check. */
export function canConfirmIndicator(draft: IndicatorDraft, bounds: IndicatorBounds = {}): boolean {
  if (!draft.symbol) return false;
  return isRangeRule(ruleTypeOf(draft.symbol)) ? isValidRange(draft.startValue, draft.endValue) : canConfirmSingle(draft.value, bounds);
}

/**
 * Choosing an operator: the label and rule type follow it; a range that is still empty starts at the spec's
 * default range (INDICATOR.DEFAULT_MIN to DEFAULT_MAX, 0 to 100).
 */
export function withOperator<T extends IndicatorDraft>(draft: T, symbol: IndicatorOperator): T & Pick<IndicatorValue, 'symbolLabel' | 'ruleType'> {
  const ruleType = ruleTypeOf(symbol);
  const range = isRangeRule(ruleType);
  return {
    ...draft,
    symbol,
    symbolLabel: INDICATOR_OPERATOR_LABELS[symbol],
    ruleType,
    startValue: range ? (draft.startValue ?? INDICATOR.DEFAULT_MIN) : draft.startValue,
    endValue: range ? (draft.endValue ?? INDICATOR.DEFAULT_MAX) : draft.endValue,
  };
}

/** The value 确定 emits: the unused inputs are null, so a single value carries no stale range and back. */
export function toIndicatorValue(draft: IndicatorDraft): IndicatorValue {
  if (!draft.symbol) return { ...EMPTY_INDICATOR_VALUE };
  const ruleType = ruleTypeOf(draft.symbol);
  const range = isRangeRule(ruleType);
  return {
    symbol: draft.symbol,
    symbolLabel: INDICATOR_OPERATOR_LABELS[draft.symbol],
    value: range ? null : toNumberOrNull(draft.value),
    startValue: range ? toNumberOrNull(draft.startValue) : null,
    endValue: range ? toNumberOrNull(draft.endValue) : null,
    ruleType,
  };
}

export interface IndicatorFormat {
  /** Decimal places; default INDICATOR.PRECISION (2). */
  precision?: number;
  /** Shown after each number, e.g. %. */
  unit?: string;
}

/** The closed filter's text: 大于10.00% or 介于0.00%-100.00%; empty when no operator is set. */
export function formatIndicatorValue(value: IndicatorValue, format: IndicatorFormat = {}): string {
  const { precision = INDICATOR.PRECISION, unit = '' } = format;
  if (!value.symbol) return '';
  const label = value.symbolLabel || INDICATOR_OPERATOR_LABELS[value.symbol];
  const show = (n: number | null) => (isIndicatorNumber(n) ? `${n.toFixed(precision)}${unit}` : '');
  return isRangeRule(ruleTypeOf(value.symbol)) ? `${label}${show(value.startValue)}-${show(value.endValue)}` : `${label}${show(value.value)}`;
}
