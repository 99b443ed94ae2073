import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INDICATOR } from '@toufang/domain';
import {
  EMPTY_INDICATOR_VALUE,
  INDICATOR_MESSAGES,
  INDICATOR_OPERATOR_LABELS,
  INDICATOR_RULE_TYPE,
  NO_MIN_FLOOR,
  canConfirmIndicator,
  canConfirmSingle,
  formatIndicatorValue,
  indicatorValueError,
  isIndicatorNumber,
  isRangeRule,
  isValidRange,
  operatorOptions,
  rangeError,
  ruleTypeOf,
  singleValueError,
  singleValueMessage,
  toIndicatorValue,
  toNumberOrNull,
  withOperator,
  type IndicatorDraft,
} from './indicator-filter-rules';

const single = (value: number | null, symbol: IndicatorDraft['symbol'] = '>'): IndicatorDraft => ({ symbol, value, startValue: null, endValue: null });
const between = (startValue: number | null, endValue: number | null): IndicatorDraft => ({ symbol: 'BETWEEN', value: null, startValue, endValue });

describe('indicator constants (widgets spec §9)', () => {
  it('step 1, precision 2, default range 0 to 100, select width 184, rows 1 to 10', () => {
    expect(INDICATOR.STEP).toBe(1);
    expect(INDICATOR.PRECISION).toBe(2);
    expect(INDICATOR.DEFAULT_MIN).toBe(0);
    expect(INDICATOR.DEFAULT_MAX).toBe(100);
    expect(INDICATOR.SELECT_WIDTH).toBe(184);
    expect(INDICATOR.MIN_ROWS).toBe(1);
    expect(INDICATOR.MAX_ROWS).toBe(10);
  });

  it('operators =, !=, <, >, >=, <=, BETWEEN in that order, each with a Chinese label', () => {
    expect(INDICATOR.OPERATORS).toEqual(['=', '!=', '<', '>', '>=', '<=', 'BETWEEN']);
    expect(operatorOptions()).toEqual([
      { value: '=', label: '等于' },
      { value: '!=', label: '不等于' },
      { value: '<', label: '小于' },
      { value: '>', label: '大于' },
      { value: '>=', label: '大于等于' },
      { value: '<=', label: '小于等于' },
      { value: 'BETWEEN', label: '介于' },
    ]);
    expect(Object.keys(INDICATOR_OPERATOR_LABELS)).toEqual([...INDICATOR.OPERATORS]);
    expect(operatorOptions(['>', 'BETWEEN']).map((o) => o.value)).toEqual(['>', 'BETWEEN']);
  });
});

describe('rule types (widgets spec §4)', () => {
  it('BETWEEN is number-input-between, every other operator a single number', () => {
    expect(INDICATOR_RULE_TYPE).toEqual({ SINGLE: 'number', RANGE: 'number-input-between' });
    expect(ruleTypeOf('BETWEEN')).toBe('number-input-between');
    for (const op of INDICATOR.OPERATORS.filter((o) => o !== 'BETWEEN')) expect(ruleTypeOf(op)).toBe('number');
    expect(ruleTypeOf('')).toBe('number');
    expect(isRangeRule('number-input-between')).toBe(true);
    expect(isRangeRule('number')).toBe(false);
    expect(isRangeRule(undefined)).toBe(false);
  });

  it('the empty value has every field of spec §3 and no operator', () => {
    expect(EMPTY_INDICATOR_VALUE).toEqual({ symbol: '', symbolLabel: '', value: null, startValue: null, endValue: null, ruleType: 'number' });
  });
});

describe('single value (widgets spec §5)', () => {
  it('the messages read 需大于等于{min} and 需大于等于{min}，不大于{max}', () => {
    expect(INDICATOR_MESSAGES.atLeast(5)).toBe('需大于等于5');
    expect(INDICATOR_MESSAGES.between(0, 100)).toBe('需大于等于0，不大于100');
  });

  it('empty with a maximum names both bounds', () => {
    expect(singleValueError(null, { min: 1, max: 50 })).toBe('需大于等于1，不大于50');
    expect(singleValueError(undefined, { min: 1, max: 50 })).toBe('需大于等于1，不大于50');
  });

  it('empty with only a minimum names the minimum', () => {
    expect(singleValueError(null, { min: 10 })).toBe('需大于等于10');
    expect(singleValueMessage({ min: 10 })).toBe('需大于等于10');
  });

  it('without a minimum the floor is 0', () => {
    expect(NO_MIN_FLOOR).toBe(0);
    expect(singleValueError(null)).toBe('需大于等于0');
    expect(singleValueError(null, { max: 30 })).toBe('需大于等于0，不大于30');
    expect(singleValueError(-1)).toBe('需大于等于0');
    expect(singleValueError(0)).toBeUndefined();
  });

  it('must be a number: text, NaN and Infinity fail', () => {
    expect(isIndicatorNumber(3)).toBe(true);
    for (const v of ['3', 'abc', '', Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
      expect(isIndicatorNumber(v)).toBe(false);
      expect(singleValueError(v, { min: 1 })).toBe('需大于等于1');
    }
    expect(toNumberOrNull('abc')).toBeNull();
    expect(toNumberOrNull('')).toBeNull();
    expect(toNumberOrNull(2.5)).toBe(2.5);
  });

  it('below the minimum or over the maximum gives the same message; the bounds themselves pass', () => {
    expect(singleValueError(0.99, { min: 1, max: 50 })).toBe('需大于等于1，不大于50');
    expect(singleValueError(50.01, { min: 1, max: 50 })).toBe('需大于等于1，不大于50');
    expect(singleValueError(1, { min: 1, max: 50 })).toBeUndefined();
    expect(singleValueError(50, { min: 1, max: 50 })).toBeUndefined();
    expect(singleValueError(9, { min: 10 })).toBe('需大于等于10');
    expect(singleValueError(1e9, { min: 10 })).toBeUndefined();
  });

  it('确定 is disabled when empty or below the minimum (below 0 without one)', () => {
    expect(canConfirmSingle(null, { min: 5 })).toBe(false);
    expect(canConfirmSingle(4.99, { min: 5 })).toBe(false);
    expect(canConfirmSingle(5, { min: 5 })).toBe(true);
    expect(canConfirmSingle(null)).toBe(false);
    expect(canConfirmSingle(-0.01)).toBe(false);
    expect(canConfirmSingle(0)).toBe(true);
    // The maximum does not disable 确定 (spec §5 names only empty and below the minimum).
    expect(canConfirmSingle(500, { min: 0, max: 100 })).toBe(true);
  });

  it('property: with a minimum, 确定 is enabled exactly for numbers >= min', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), fc.double({ noNaN: true, min: -1e6, max: 1e6 }), (value, min) => {
        expect(canConfirmSingle(value, { min })).toBe(value >= min);
      }),
    );
  });

  it('property: a value within [min, max] has no message, any other has the two-bound message', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 500 }), fc.double({ noNaN: true, min: -3000, max: 3000 }), (min, span, value) => {
        const max = min + span;
        const inside = value >= min && value <= max;
        expect(singleValueError(value, { min, max })).toBe(inside ? undefined : `需大于等于${min}，不大于${max}`);
      }),
    );
  });
});

describe('range (widgets spec §5)', () => {
  it('the message reads 第一个值必须小于第二个值', () => {
    expect(INDICATOR_MESSAGES.RANGE_ORDER).toBe('第一个值必须小于第二个值');
  });

  it('holds when both are present, start >= 0, end > 0 and start < end', () => {
    expect(isValidRange(0, 100)).toBe(true);
    expect(isValidRange(0, 0.01)).toBe(true);
    expect(rangeError(1.5, 2)).toBeUndefined();
  });

  it.each([
    ['start missing', null, 10],
    ['end missing', 0, null],
    ['both missing', null, null],
    ['start below 0', -1, 10],
    ['end 0', 0, 0],
    ['start equals end', 5, 5],
    ['start above end', 8, 5],
    ['start text', 'a', 5],
  ])('fails when %s', (_case, start, end) => {
    expect(isValidRange(start, end)).toBe(false);
    expect(rangeError(start, end)).toBe('第一个值必须小于第二个值');
  });

  it('property: valid exactly when start >= 0, end > 0 and start < end', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e4, max: 1e4 }), fc.double({ noNaN: true, min: -1e4, max: 1e4 }), (start, end) => {
        expect(isValidRange(start, end)).toBe(start >= 0 && end > 0 && start < end);
      }),
    );
  });
});

describe('indicatorValueError and canConfirmIndicator', () => {
  it('single operators check the value, BETWEEN the range', () => {
    expect(indicatorValueError(single(null), { min: 2 })).toEqual({ field: 'value', message: '需大于等于2' });
    expect(indicatorValueError(single(3), { min: 2 })).toBeUndefined();
    expect(indicatorValueError(between(5, 1))).toEqual({ field: 'range', message: '第一个值必须小于第二个值' });
    // The bounds are for the single value; the range has its own rule.
    expect(indicatorValueError(between(0, 500), { min: 10, max: 100 })).toBeUndefined();
  });

  it('needs an operator and a confirmable value', () => {
    expect(canConfirmIndicator(single(5, ''))).toBe(false);
    expect(canConfirmIndicator(single(5))).toBe(true);
    expect(canConfirmIndicator(single(-5))).toBe(false);
    expect(canConfirmIndicator(single(1), { min: 2 })).toBe(false);
    expect(canConfirmIndicator(between(0, 100))).toBe(true);
    expect(canConfirmIndicator(between(100, 0))).toBe(false);
  });
});

describe('withOperator', () => {
  it('sets the label and rule type and keeps a single value', () => {
    expect(withOperator(single(8, '='), '>=')).toEqual({ symbol: '>=', symbolLabel: '大于等于', ruleType: 'number', value: 8, startValue: null, endValue: null });
  });

  it('an empty range starts at the default range 0 to 100', () => {
    expect(withOperator(single(null), 'BETWEEN')).toMatchObject({ symbol: 'BETWEEN', symbolLabel: '介于', ruleType: 'number-input-between', startValue: 0, endValue: 100 });
    expect(withOperator(between(3, 9), 'BETWEEN')).toMatchObject({ startValue: 3, endValue: 9 });
  });
});

describe('toIndicatorValue', () => {
  it('a single value drops the range', () => {
    expect(toIndicatorValue({ symbol: '<', value: 7, startValue: 1, endValue: 2 })).toEqual({
      symbol: '<',
      symbolLabel: '小于',
      value: 7,
      startValue: null,
      endValue: null,
      ruleType: 'number',
    });
  });

  it('a range drops the single value', () => {
    expect(toIndicatorValue({ symbol: 'BETWEEN', value: 7, startValue: 1, endValue: 2 })).toEqual({
      symbol: 'BETWEEN',
      symbolLabel: '介于',
      value: null,
      startValue: 1,
      endValue: 2,
      ruleType: 'number-input-between',
    });
  });

  it('no operator gives the empty value', () => {
    expect(toIndicatorValue(single(3, ''))).toEqual(EMPTY_INDICATOR_VALUE);
  });
});

describe('formatIndicatorValue', () => {
  it('shows the label and the value with 2 decimals and the unit', () => {
    expect(formatIndicatorValue(toIndicatorValue(single(10)))).toBe('大于10.00');
    expect(formatIndicatorValue(toIndicatorValue(single(10)), { unit: '%' })).toBe('大于10.00%');
    expect(formatIndicatorValue(toIndicatorValue(between(0, 100)), { unit: '%' })).toBe('介于0.00%-100.00%');
    expect(formatIndicatorValue(toIndicatorValue(single(1.5)), { precision: 0 })).toBe('大于2');
  });

  it('is empty without an operator', () => {
    expect(formatIndicatorValue(EMPTY_INDICATOR_VALUE)).toBe('');
  });
});
