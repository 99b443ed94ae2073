import { BATCH_TITLE, TITLE_LIST } from '@toufang/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capRenderedRows,
  checkTitleLine,
  countEmoji,
  countLineBreaks,
  DEFAULT_TITLE_RULES,
  emojiWarningMessage,
  fromDisplay,
  insertAt,
  isEmoji,
  legacyTitleLength,
  lengthErrorMessage,
  lineBreakBlock,
  lineBreakLimitMessage,
  maxLineBreaks,
  NO_TEXT_MESSAGE,
  setLine,
  splitPastedText,
  splitPastedTitles,
  titleLength,
  toDisplay,
  trimTrailingEmpty,
  validateTitles,
} from './batch-title-rules';

describe('constants of widgets spec §5/§9', () => {
  it('has the batch editor and older list limits', () => {
    expect(BATCH_TITLE).toMatchObject({
      MAX_LINES: 100,
      MIN_LENGTH: 6,
      MAX_LENGTH: 30,
      HEIGHT: 350,
      ROW_ESTIMATE: 35,
      OVERSCAN: 5,
      MAX_RENDERED_ROWS: 30,
      MAX_ENTER: 3,
      MAX_EMOJI: 4,
    });
    expect(TITLE_LIST).toMatchObject({ MAX_LINES: 10, MIN_LENGTH: 6, MAX_LENGTH: 30, MAX_ENTER: 3, MAX_EMOJI: 4 });
    expect(DEFAULT_TITLE_RULES).toEqual({ minLength: 6, maxLength: 30, maxEnter: 3, maxEmoji: 4 });
  });

  it('words the messages as the spec does', () => {
    expect(NO_TEXT_MESSAGE).toBe('请先输入文本内容');
    expect(lineBreakLimitMessage(3)).toBe('最多能插入4个换行');
    expect(lineBreakLimitMessage(1)).toBe('最多能插入2个换行');
    expect(emojiWarningMessage(4)).toBe('建议不超过4个表情包');
    expect(emojiWarningMessage(2)).toBe('建议不超过2个表情包');
    expect(lengthErrorMessage(6, 30)).toBe('标题长度需在6-30个字符之间');
  });
});

describe('counting', () => {
  it('counts every visible character as 1 in the batch editor, without line breaks', () => {
    expect(titleLength('')).toBe(0);
    expect(titleLength('ab')).toBe(2);
    expect(titleLength('标题')).toBe(2);
    expect(titleLength('😀')).toBe(1);
    expect(titleLength('👨‍👩‍👧')).toBe(1);
    expect(titleLength('🇨🇳')).toBe(1);
    expect(titleLength('限时\n优惠')).toBe(4);
  });

  it('counts Latin as 1, other characters as 2 and an emoji as 3 in the older list', () => {
    expect(legacyTitleLength('ab')).toBe(2);
    expect(legacyTitleLength('标题')).toBe(4);
    expect(legacyTitleLength('😀')).toBe(3);
    expect(legacyTitleLength('❤️')).toBe(3);
    expect(legacyTitleLength('👍🏻')).toBe(3);
    expect(legacyTitleLength('标题😀ab')).toBe(9);
    expect(legacyTitleLength('，')).toBe(2);
    expect(legacyTitleLength('é©')).toBe(2);
    expect(legacyTitleLength('ab\ncd')).toBe(4);
  });

  it('tells emoji from text symbols', () => {
    for (const e of ['😀', '❤️', '👍🏻', '🇨🇳', '1️⃣', '⭐', '✅', '👨‍👩‍👧']) expect(isEmoji(e)).toBe(true);
    for (const t of ['a', '标', '©', '❤', '™', '1', '↵']) expect(isEmoji(t)).toBe(false);
    expect(countEmoji('限时😀优惠🎉🎉❤️')).toBe(4);
    expect(countEmoji('没有表情')).toBe(0);
  });

  it('counts line breaks', () => {
    expect(countLineBreaks('a\nb\nc')).toBe(2);
    expect(countLineBreaks('abc')).toBe(0);
  });
});

describe('checkTitleLine', () => {
  const rules = DEFAULT_TITLE_RULES;

  it('flags lengthError below the minimum and above the maximum, not at the bounds', () => {
    expect(checkTitleLine('12345', 0, rules)).toMatchObject({ length: 5, lengthError: true, errors: ['标题长度需在6-30个字符之间'] });
    expect(checkTitleLine('123456', 0, rules)).toMatchObject({ length: 6, lengthError: false, errors: [] });
    expect(checkTitleLine('一'.repeat(30), 0, rules)).toMatchObject({ lengthError: false });
    expect(checkTitleLine('一'.repeat(31), 0, rules)).toMatchObject({ length: 31, lengthError: true });
  });

  it('does not length-check an empty line, nor pass it to validators', () => {
    let called = false;
    const check = checkTitleLine('', 3, { ...rules, validators: [() => ((called = true), 'x')] });
    expect(check).toMatchObject({ length: 0, lengthError: false, errors: [], warnings: [] });
    expect(called).toBe(false);
  });

  it('adds the custom validators’ errors after the length error, with line and index', () => {
    const seen: [string, number][] = [];
    const check = checkTitleLine('短', 7, {
      ...rules,
      validators: [
        (line, index) => (seen.push([line, index]), '不能包含“短”'),
        () => undefined,
        () => '第二条',
      ],
    });
    expect(seen).toEqual([['短', 7]]);
    expect(check.errors).toEqual(['标题长度需在6-30个字符之间', '不能包含“短”', '第二条']);
    expect(check.lengthError).toBe(true);
  });

  it('uses the given count and bounds', () => {
    const legacy = { ...rules, count: legacyTitleLength };
    expect(checkTitleLine('标题标题', 0, rules).lengthError).toBe(true); // 4 < 6
    expect(checkTitleLine('标题标题', 0, legacy)).toMatchObject({ length: 8, lengthError: false });
    expect(checkTitleLine('abc', 0, { ...rules, minLength: 2, maxLength: 3 }).lengthError).toBe(false);
  });

  it('warns, without an error, over maxEmoji emoji', () => {
    const four = checkTitleLine('限时优惠😀😀😀😀', 0, rules);
    expect(four).toMatchObject({ emojiCount: 4, emojiWarning: false, warnings: [] });
    const five = checkTitleLine('限时优惠😀😀😀😀😀', 0, rules);
    expect(five).toMatchObject({ emojiCount: 5, emojiWarning: true, warnings: ['建议不超过4个表情包'], errors: [] });
  });

  it('validateTitles is valid only without errors', () => {
    expect(validateTitles(['限时优惠大促销', '', '好物推荐😀😀😀😀😀']).valid).toBe(true);
    const result = validateTitles(['短', '限时优惠大促销']);
    expect(result.valid).toBe(false);
    expect(result.checks.map((c) => c.lengthError)).toEqual([true, false]);
  });
});

describe('line breaks (widgets spec §5)', () => {
  it('needs text first', () => {
    expect(lineBreakBlock('', 3)).toBe('请先输入文本内容');
    expect(lineBreakBlock('  ', 3)).toBe('请先输入文本内容');
    expect(lineBreakBlock('\n', 3)).toBe('请先输入文本内容');
    expect(lineBreakBlock('标题', 3)).toBeUndefined();
  });

  it('allows maxEnter+1 breaks and refuses the next with N = maxEnter+1', () => {
    expect(maxLineBreaks(3)).toBe(4);
    expect(lineBreakBlock('a\nb\nc\nd', 3)).toBeUndefined(); // 3 breaks: a 4th may go in
    expect(lineBreakBlock('a\nb\nc\nd\ne', 3)).toBe('最多能插入4个换行');
    expect(lineBreakBlock('a', 0)).toBeUndefined();
    expect(lineBreakBlock('a\nb', 0)).toBe('最多能插入1个换行');
    expect(lineBreakBlock('a\nb\nc', 1)).toBe('最多能插入2个换行');
  });

  it('shows breaks as ↵ in the input with the same length', () => {
    expect(toDisplay('限时\n优惠')).toBe('限时↵优惠');
    expect(fromDisplay('限时↵优惠')).toBe('限时\n优惠');
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', '标', '\n', '😀', ' ')), (chars) => {
        const line = chars.join('');
        expect(toDisplay(line)).toHaveLength(line.length);
        expect(fromDisplay(toDisplay(line))).toBe(line);
      }),
    );
  });
});

describe('line edits', () => {
  it('inserts at the caret, replacing a selection', () => {
    expect(insertAt('abcd', 2, 2, '😀')).toEqual({ line: 'ab😀cd', caret: 4 });
    expect(insertAt('abcd', 1, 3, 'X')).toEqual({ line: 'aXd', caret: 2 });
    expect(insertAt('ab', 9, 9, 'X')).toEqual({ line: 'abX', caret: 3 });
  });

  it('sets a line, padding and trimming trailing empty lines', () => {
    expect(setLine(['a'], 3, 'd')).toEqual(['a', '', '', 'd']);
    expect(setLine(['a', 'b'], 1, '')).toEqual(['a']);
    expect(setLine(['a', '', 'c'], 2, '')).toEqual(['a']);
    expect(trimTrailingEmpty(['', 'a', '', ''])).toEqual(['', 'a']);
  });
});

describe('splitPastedText', () => {
  it('splits on CRLF, CR and LF, a final line ending making no extra line', () => {
    expect(splitPastedText('a\r\nb\rc\nd')).toEqual(['a', 'b', 'c', 'd']);
    expect(splitPastedText('a\nb\n')).toEqual(['a', 'b']);
    expect(splitPastedText('a\r\n\r\nb')).toEqual(['a', '', 'b']);
    expect(splitPastedText('a\n\n')).toEqual(['a', '']);
    expect(splitPastedText('a')).toEqual(['a']);
  });

  const lineText = fc.string({ unit: fc.constantFrom('a', '标', '😀', ' ', '\t', 'Z') });
  const separator = fc.constantFrom('\r\n', '\r', '\n');

  it('gives back every line whatever the separators (property)', () => {
    fc.assert(
      fc.property(
        fc.array(lineText, { minLength: 1, maxLength: 30 }),
        fc.array(separator, { minLength: 30, maxLength: 30 }),
        fc.boolean(),
        (lines, seps, terminated) => {
          // A last empty line is only distinguishable from a terminator when a terminator follows it.
          fc.pre(terminated || lines[lines.length - 1] !== '' || lines.length === 1);
          const used = seps.slice(0, lines.length - 1).concat(terminated ? [seps[29]] : []);
          // CR, an empty line, then LF reads as one CRLF: that text cannot hold those lines.
          fc.pre(!used.some((sep, i) => sep === '\r' && lines[i + 1] === '' && used[i + 1] === '\n'));
          const text = lines.map((l, i) => l + (used[i] ?? '')).join('');
          expect(splitPastedText(text)).toEqual(lines);
        },
      ),
    );
  });
});

describe('splitPastedTitles', () => {
  it('fills consecutive lines from the active line, moving the lines below down', () => {
    const result = splitPastedTitles(['一', '', '三'], 1, '甲\n乙', 100);
    expect(result.lines).toEqual(['一', '甲', '乙', '三']);
    expect(result.overflow).toEqual([]);
    expect(result.focus).toEqual({ index: 2, caret: 1 });
  });

  it('cuts the active line at the caret', () => {
    const result = splitPastedTitles(['abcd'], 0, 'X\r\nY', 100, { start: 1, end: 3 });
    expect(result.lines).toEqual(['aX', 'Yd']);
    expect(result.focus).toEqual({ index: 1, caret: 1 });
  });

  it('pads up to an active line past the end', () => {
    expect(splitPastedTitles(['a'], 3, 'x\ny', 100).lines).toEqual(['a', '', '', 'x', 'y']);
  });

  it('reports lines past the maximum as overflow, in order', () => {
    const pasted = Array.from({ length: 12 }, (_, i) => `标题${i + 1}`).join('\n');
    const result = splitPastedTitles(['第一', '第二'], 1, pasted, 10);
    expect(result.lines).toHaveLength(10);
    expect(result.lines[9]).toBe('标题9');
    expect(result.overflow).toEqual(['标题10', '标题11', '标题12']);
    expect(result.focus).toEqual({ index: 9, caret: 3 });
  });

  it('pasting 100 titles into an empty editor keeps all 100', () => {
    const titles = Array.from({ length: BATCH_TITLE.MAX_LINES }, (_, i) => `创意标题第${i + 1}条`);
    const result = splitPastedTitles([], 0, titles.join('\r\n'), BATCH_TITLE.MAX_LINES);
    expect(result.lines).toEqual(titles);
    expect(result.overflow).toEqual([]);
  });

  const line = fc.string({ unit: fc.constantFrom('a', '标', '😀', ' '), maxLength: 6 });

  it('loses and invents no line, and never keeps more than the maximum (property)', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 20 }),
        fc.nat({ max: 25 }),
        fc.array(line, { minLength: 1, maxLength: 20 }),
        fc.constantFrom('\r\n', '\r', '\n'),
        fc.integer({ min: 1, max: 30 }),
        (lines, activeIndex, pastedLines, sep, maxLines) => {
          // A last empty pasted line would read as a line ending (see splitPastedText).
          fc.pre(pastedLines.length === 1 || pastedLines[pastedLines.length - 1] !== '');
          const result = splitPastedTitles(lines, activeIndex, pastedLines.join(sep), maxLines);
          const before = Array.from({ length: activeIndex }, (_, i) => lines[i] ?? '');
          const active = lines[activeIndex] ?? '';
          const merged = pastedLines.map((p, i) => (i === 0 ? active + p : p));
          const expected = [...before, ...merged, ...lines.slice(activeIndex + 1)];
          expect([...result.lines, ...result.overflow]).toEqual(expected);
          expect(result.lines.length).toBeLessThanOrEqual(maxLines);
          expect(result.overflow.length === 0 || result.lines.length === maxLines).toBe(true);
          expect(result.focus.index).toBeLessThan(maxLines);
          expect(result.focus.caret).toBeLessThanOrEqual(result.lines[result.focus.index].length);
        },
      ),
    );
  });

  it('keeps the text around the caret on the first and last pasted lines (property)', () => {
    fc.assert(
      fc.property(line, fc.nat(), fc.nat(), fc.array(line, { minLength: 1, maxLength: 5 }), (current, a, b, pasted) => {
        fc.pre(pasted.length === 1 || pasted[pasted.length - 1] !== '');
        const start = Math.min(a, b) % (current.length + 1);
        const end = Math.max(start, Math.max(a, b) % (current.length + 1));
        const result = splitPastedTitles([current], 0, pasted.join('\n'), 100, { start, end });
        const joined = [...result.lines, ...result.overflow].join('\n');
        expect(joined).toBe(current.slice(0, start) + pasted.join('\n') + current.slice(end));
      }),
    );
  });
});

describe('capRenderedRows', () => {
  it('caps the window and keeps the pinned row', () => {
    const range = Array.from({ length: 40 }, (_, i) => i + 10);
    expect(capRenderedRows(range, 30)).toEqual(range.slice(0, 30));
    const pinned = capRenderedRows(range, 30, 2);
    expect(pinned).toHaveLength(30);
    expect(pinned[0]).toBe(2);
    expect(capRenderedRows([0, 1, 2], 30, 1)).toEqual([0, 1, 2]);
    expect(capRenderedRows([0, 1, 2], 30, 50)).toEqual([0, 1, 2, 50]);
  });

  it('never exceeds the cap (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 200 }), fc.nat({ max: 200 }), fc.option(fc.nat({ max: 300 })), (start, len, pin) => {
        const range = Array.from({ length: len }, (_, i) => start + i);
        const rows = capRenderedRows(range, BATCH_TITLE.MAX_RENDERED_ROWS, pin);
        expect(rows.length).toBeLessThanOrEqual(30);
        if (pin !== null) expect(rows).toContain(pin);
        expect([...rows].sort((x, y) => x - y)).toEqual(rows);
      }),
    );
  });
});
