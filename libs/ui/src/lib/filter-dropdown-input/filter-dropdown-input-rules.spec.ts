import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIZES } from '@toufang/domain';
import {
  EMPTY_FILTER_VALUE,
  IN_SEPARATOR,
  MATCH_METHOD,
  MATCH_METHOD_LABEL,
  displayText,
  editorText,
  filterValueChanged,
  filterValues,
  normaliseFilterValue,
  splitInValues,
  textForMethod,
} from './filter-dropdown-input-rules';

describe('constants (widgets spec §9, shell spec §3)', () => {
  it('is 260 wide and 32 high', () => {
    expect(SIZES.FILTER_INPUT_WIDTH).toBe(260);
    expect(SIZES.FILTER_INPUT_HEIGHT).toBe(32);
  });

  it('matches LIKE (模糊) or IN (精确)', () => {
    expect(MATCH_METHOD).toEqual({ LIKE: 'LIKE', IN: 'IN' });
    expect(MATCH_METHOD_LABEL).toEqual({ LIKE: '模糊', IN: '精确' });
    expect(EMPTY_FILTER_VALUE).toEqual({ method: 'LIKE', value: '' });
    expect(IN_SEPARATOR).toBe(',');
  });
});

describe('splitInValues', () => {
  it('splits on line breaks, English and Chinese commas, trims, drops empties and duplicates', () => {
    expect(splitInValues('101\n102\r\n103,104，105')).toEqual(['101', '102', '103', '104', '105']);
    expect(splitInValues('  a , ,b\n\n a ')).toEqual(['a', 'b']);
    expect(splitInValues('')).toEqual([]);
    expect(splitInValues(' \n ,')).toEqual([]);
  });

  it('keeps spaces inside a value', () => {
    expect(splitInValues('春季 上新,夏季')).toEqual(['春季 上新', '夏季']);
  });

  it('gives non-empty, trimmed, unique values without separators', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', '，', '\n', '\r', '1') })), (parts) => {
        const values = splitInValues(parts.join(''));
        expect(new Set(values).size).toBe(values.length);
        for (const v of values) {
          expect(v).toBe(v.trim());
          expect(v).not.toBe('');
          expect(v).not.toMatch(/[\r\n,，]/);
        }
      }),
    );
  });
});

describe('normaliseFilterValue: the reset to LIKE (widgets spec §4)', () => {
  it('resets the method to LIKE when the value is empty', () => {
    expect(normaliseFilterValue({ method: 'IN', value: '' })).toEqual({ method: 'LIKE', value: '' });
    expect(normaliseFilterValue({ method: 'IN', value: ' \n, ' })).toEqual({ method: 'LIKE', value: '' });
    expect(normaliseFilterValue({ method: 'LIKE', value: '   ' })).toEqual({ method: 'LIKE', value: '' });
    expect(normaliseFilterValue(null)).toEqual({ method: 'LIKE', value: '' });
    expect(normaliseFilterValue(undefined)).toEqual({ method: 'LIKE', value: '' });
  });

  it('trims LIKE text and joins IN values with a comma', () => {
    expect(normaliseFilterValue({ method: 'LIKE', value: '  春季 ' })).toEqual({ method: 'LIKE', value: '春季' });
    expect(normaliseFilterValue({ method: 'IN', value: '1\n2，2, 3' })).toEqual({ method: 'IN', value: '1,2,3' });
  });

  it('is idempotent and never pairs IN with an empty value', () => {
    const method = fc.constantFrom<'LIKE' | 'IN'>('LIKE', 'IN');
    fc.assert(
      fc.property(method, fc.string(), (m, value) => {
        const once = normaliseFilterValue({ method: m, value });
        expect(normaliseFilterValue(once)).toEqual(once);
        if (once.value === '') expect(once.method).toBe('LIKE');
      }),
    );
  });
});

describe('filterValueChanged: emit only on a change (widgets spec §4)', () => {
  it('is false when value and method are unchanged after normalising', () => {
    expect(filterValueChanged({ method: 'LIKE', value: 'a' }, { method: 'LIKE', value: ' a ' })).toBe(false);
    expect(filterValueChanged({ method: 'IN', value: '1,2' }, { method: 'IN', value: '1\n2' })).toBe(false);
    expect(filterValueChanged({ method: 'IN', value: '' }, { method: 'LIKE', value: '' })).toBe(false);
    expect(filterValueChanged(undefined, { method: 'IN', value: '' })).toBe(false);
  });

  it('is true when the value or the method changed', () => {
    expect(filterValueChanged({ method: 'LIKE', value: 'a' }, { method: 'LIKE', value: 'b' })).toBe(true);
    expect(filterValueChanged({ method: 'LIKE', value: 'a' }, { method: 'IN', value: 'a' })).toBe(true);
    expect(filterValueChanged({ method: 'IN', value: '1,2' }, { method: 'IN', value: '2,1' })).toBe(true);
    expect(filterValueChanged({ method: 'IN', value: 'a' }, { method: 'IN', value: '' })).toBe(true);
  });
});

describe('texts of the editor and the closed input', () => {
  it('lists IN values one per line in the editor and comma-joined in the input', () => {
    expect(editorText({ method: 'IN', value: '1,2,3' })).toBe('1\n2\n3');
    expect(displayText({ method: 'IN', value: '1\n2\n\n3' })).toBe('1,2,3');
    expect(editorText({ method: 'LIKE', value: 'a,b' })).toBe('a,b');
    expect(displayText({ method: 'LIKE', value: 'a,b' })).toBe('a,b');
  });

  it('joins lines with commas when switching to LIKE, keeps the text otherwise', () => {
    expect(textForMethod('1\n2', 'LIKE')).toBe('1,2');
    expect(textForMethod('春季', 'LIKE')).toBe('春季');
    expect(textForMethod('1,2', 'IN')).toBe('1,2');
  });

  it('gives the query values', () => {
    expect(filterValues({ method: 'IN', value: '1\n2' })).toEqual(['1', '2']);
    expect(filterValues({ method: 'LIKE', value: ' 春 ' })).toEqual(['春']);
    expect(filterValues({ method: 'IN', value: '' })).toEqual([]);
  });
});
