import { describe, expect, it } from 'vitest';
import { nameChips, ruleToText, textToRule } from './name-rule-text';

describe('a name rule as the wildcard input edits it', () => {
  it('writes chips as their title and reads them back, text in between kept', () => {
    const rule = textToRule('双11_{账户}_{日期}-{序号}');
    expect(rule.parts).toEqual([
      { kind: 'text', text: '双11_' },
      { kind: 'token', token: 'account' },
      { kind: 'text', text: '_' },
      { kind: 'token', token: 'date' },
      { kind: 'text', text: '-' },
      { kind: 'token', token: 'seq' },
    ]);
    expect(ruleToText(rule)).toBe('双11_{账户}_{日期}-{序号}');
  });

  it('keeps a brace that names no chip as text', () => {
    expect(textToRule('{品牌}{序号}').parts).toEqual([
      { kind: 'text', text: '{品牌}' },
      { kind: 'token', token: 'seq' },
    ]);
  });

  it('offers the chips asked for, in naming.ts’s order', () => {
    expect(nameChips(['seq', 'date']).map((c) => c.label)).toEqual(['日期', '序号']);
  });
});
