import { describe, expect, it } from 'vitest';
import { bidInputRules, firstRuleError, isOverMax, textLength } from './inline-edit-rules';

describe('firstRuleError', () => {
  it('returns the first failing rule’s message', () => {
    const rules = [(v: string) => (v ? undefined : '必填'), (v: string) => (v.length > 2 ? '太长' : undefined), () => '总是失败'];
    expect(firstRuleError('', rules)).toBe('必填');
    expect(firstRuleError('abc', rules)).toBe('太长');
    expect(firstRuleError('ab', rules)).toBe('总是失败');
  });

  it('passes with no rules', () => {
    expect(firstRuleError('anything')).toBeUndefined();
    expect(firstRuleError('', [])).toBeUndefined();
  });
});

describe('counting', () => {
  it('counts an emoji as one character', () => {
    expect(textLength('出价😀')).toBe(3);
    expect(textLength('')).toBe(0);
  });

  it('is over max only above maxLength, never without one', () => {
    expect(isOverMax('12345', 5)).toBe(false);
    expect(isOverMax('123456', 5)).toBe(true);
    expect(isOverMax('1'.repeat(1000))).toBe(false);
  });
});

describe('bidInputRules (the spec’s bid texts)', () => {
  it('empty gives 请填写出价, out of range or not a number 出价不少于0.01元，不超过99999.99元', () => {
    const rules = bidInputRules();
    expect(firstRuleError('', rules)).toBe('请填写出价');
    expect(firstRuleError('   ', rules)).toBe('请填写出价');
    expect(firstRuleError('0', rules)).toBe('出价不少于0.01元，不超过99999.99元');
    expect(firstRuleError('100000', rules)).toBe('出价不少于0.01元，不超过99999.99元');
    expect(firstRuleError('abc', rules)).toBe('出价不少于0.01元，不超过99999.99元');
    expect(firstRuleError('0.01', rules)).toBeUndefined();
    expect(firstRuleError('99999.99', rules)).toBeUndefined();
  });

  it('ROI mode gives 请填写ROI系数 and ROI系数不小于{min}，不大于{max}', () => {
    const rules = bidInputRules({ roiRatio: true, min: 0.5, max: 10 });
    expect(firstRuleError('', rules)).toBe('请填写ROI系数');
    expect(firstRuleError('11', rules)).toBe('ROI系数不小于0.5，不大于10');
    expect(firstRuleError('2', rules)).toBeUndefined();
  });
});
