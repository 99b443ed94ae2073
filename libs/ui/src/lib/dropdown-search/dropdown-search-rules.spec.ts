import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterOptions, firstEnabled, initialHighlight, labelContains, moveHighlight, type DropdownSearchOption } from './dropdown-search-rules';

const OPTIONS: DropdownSearchOption[] = [
  { value: 1, label: '北京' },
  { value: 2, label: '上海', disabled: true },
  { value: 3, label: '广州' },
  { value: 4, label: 'Shenzhen 深圳' },
];

describe('filterOptions (widgets spec §2: options filtered by the text)', () => {
  it('keeps all options for an empty or blank text', () => {
    expect(filterOptions(OPTIONS, '')).toEqual(OPTIONS);
    expect(filterOptions(OPTIONS, '   ')).toEqual(OPTIONS);
  });

  it('keeps the labels containing the text, ignoring case and surrounding spaces', () => {
    expect(filterOptions(OPTIONS, '广').map((o) => o.value)).toEqual([3]);
    expect(filterOptions(OPTIONS, ' shen ').map((o) => o.value)).toEqual([4]);
    expect(filterOptions(OPTIONS, '杭州')).toEqual([]);
  });

  it('takes a custom filter', () => {
    const byValue = (text: string, o: DropdownSearchOption) => String(o.value) === text;
    expect(filterOptions(OPTIONS, '3', byValue).map((o) => o.label)).toEqual(['广州']);
  });

  it('never keeps an option the default filter rejects (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 20 }), fc.string(), (labels, text) => {
        const options = labels.map((label, i) => ({ value: i, label }));
        const kept = filterOptions(options, text);
        for (const o of kept) expect(text.trim() === '' || labelContains(text, o)).toBe(true);
        expect(kept.length).toBe(options.filter((o) => text.trim() === '' || labelContains(text, o)).length);
      }),
    );
  });
});

describe('moveHighlight (arrow keys)', () => {
  it('moves down and up over disabled options, wrapping at both ends', () => {
    expect(moveHighlight(OPTIONS, -1, 1)).toBe(0);
    expect(moveHighlight(OPTIONS, 0, 1)).toBe(2);
    expect(moveHighlight(OPTIONS, 3, 1)).toBe(0);
    expect(moveHighlight(OPTIONS, 2, -1)).toBe(0);
    expect(moveHighlight(OPTIONS, 0, -1)).toBe(3);
    expect(moveHighlight(OPTIONS, -1, -1)).toBe(3);
  });

  it('gives -1 with nothing to highlight', () => {
    expect(moveHighlight([], -1, 1)).toBe(-1);
    expect(moveHighlight([{ value: 1, label: 'a', disabled: true }], -1, 1)).toBe(-1);
  });

  it('always lands on an enabled option when there is one (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }), fc.integer({ min: -1, max: 29 }), fc.boolean(), (flags, raw, down) => {
        const options = flags.map((disabled, i) => ({ value: i, label: String(i), disabled }));
        const from = Math.min(raw, options.length - 1);
        const to = moveHighlight(options, from, down ? 1 : -1);
        if (flags.every(Boolean)) expect(to).toBe(-1);
        else expect(options[to].disabled).toBe(false);
      }),
    );
  });
});

describe('initialHighlight and firstEnabled', () => {
  it('starts on the chosen option, else on the first enabled one', () => {
    expect(initialHighlight(OPTIONS, 3)).toBe(2);
    expect(initialHighlight(OPTIONS, 2)).toBe(0); // the chosen one is disabled
    expect(initialHighlight(OPTIONS, null)).toBe(0);
    expect(initialHighlight(OPTIONS, 99)).toBe(0);
    expect(firstEnabled([{ value: 1, label: 'a', disabled: true }])).toBe(-1);
  });
});
