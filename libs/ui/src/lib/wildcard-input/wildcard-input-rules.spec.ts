import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chipsWrap, firstLineCount, insertToken, textLength } from './wildcard-input-rules';

describe('wildcard-input rules', () => {
  it('counts the keyword length in characters, as length/maxLength shows it', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('计划_{日期}')).toBe(7);
  });

  it('inserts the token at the caret', () => {
    expect(insertToken('计划_投放', '{日期}', { start: 3, end: 3 }, 20)).toEqual({ ok: true, value: '计划_{日期}投放', caret: 7 });
    expect(insertToken('abc', 'X', { start: 0, end: 0 }, 20)).toEqual({ ok: true, value: 'Xabc', caret: 1 });
  });

  it('inserts at the end when there is no caret, and replaces a selected range', () => {
    expect(insertToken('计划', '{日期}', undefined, 20)).toEqual({ ok: true, value: '计划{日期}', caret: 6 });
    expect(insertToken('计划AB投放', '{日期}', { start: 2, end: 4 }, 20)).toEqual({ ok: true, value: '计划{日期}投放', caret: 6 });
  });

  it('clamps a caret that lies beyond the value (the value changed from outside)', () => {
    expect(insertToken('ab', 'X', { start: 9, end: 12 }, 20)).toEqual({ ok: true, value: 'abX', caret: 3 });
    expect(insertToken('ab', 'X', { start: -3, end: -1 }, 20)).toEqual({ ok: true, value: 'Xab', caret: 1 });
  });

  it('accepts a token that fills maxLength exactly and refuses one that would overflow, keeping the value', () => {
    expect(insertToken('1234567890123456', '{日期}', undefined, 20)).toEqual({ ok: true, value: '1234567890123456{日期}', caret: 20 });
    expect(insertToken('12345678901234567', '{日期}', undefined, 20)).toEqual({ ok: false, value: '12345678901234567', length: 21 });
  });

  it('never returns a value longer than maxLength after an accepted insert, and never changes a refused one', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1, maxLength: 8 }), fc.nat(40), fc.nat(40), fc.integer({ min: 1, max: 40 }), (value, token, a, b, max) => {
        const result = insertToken(value, token, { start: Math.min(a, b), end: Math.max(a, b) }, max);
        if (result.ok) {
          expect(result.value.length).toBeLessThanOrEqual(max);
          expect(result.value.slice(result.caret - token.length, result.caret)).toBe(token);
        } else {
          expect(result.value).toBe(value);
          expect(result.length).toBeGreaterThan(max);
        }
      }),
    );
  });

  it('tells the chips wrap when one sits lower than the first, and how many fit on the first line', () => {
    expect(chipsWrap([])).toBe(false);
    expect(chipsWrap([0, 0, 0])).toBe(false);
    expect(chipsWrap([0, 0.5, 1])).toBe(false);
    expect(chipsWrap([0, 0, 32, 32])).toBe(true);
    expect(firstLineCount([])).toBe(0);
    expect(firstLineCount([0, 0, 0])).toBe(3);
    expect(firstLineCount([0, 0, 32, 32, 64])).toBe(2);
    expect(firstLineCount([4, 4, 36])).toBe(2);
  });
});
