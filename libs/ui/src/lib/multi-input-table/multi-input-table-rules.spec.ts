import fc from 'fast-check';
import { MULTI_INPUT, WIDGET_DEBOUNCE } from '@toufang/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  applyPaste,
  emptyRow,
  enterAction,
  firstError,
  isCellBlock,
  type MultiInputColumn,
  normalizeRows,
  parseCellBlock,
  resolveMaxRows,
  sameRows,
  trimRows,
  validateRows,
} from './multi-input-table-rules';

const columns: MultiInputColumn[] = [
  { key: 'name', title: '名称', validate: (v) => (v ? undefined : '请输入名称') },
  { key: 'url', title: '链接', validate: (v) => (v.startsWith('http') ? undefined : '链接格式不正确') },
];

describe('multi-input-table rules', () => {
  it('the spec constants: 500 ms validation debounce, 500 rows by default', () => {
    expect(WIDGET_DEBOUNCE.MULTI_INPUT_VALIDATE_MS).toBe(500);
    expect(MULTI_INPUT.MAX_ROWS).toBe(500);
  });

  it('caps rows at 500 unless a positive whole number is given', () => {
    expect(resolveMaxRows(undefined)).toBe(500);
    expect(resolveMaxRows(3)).toBe(3);
    expect(resolveMaxRows(0)).toBe(500);
    expect(resolveMaxRows(-1)).toBe(500);
    expect(resolveMaxRows(2.5)).toBe(500);
  });

  it('starts with one empty row and fills missing column keys', () => {
    expect(normalizeRows(undefined, columns)).toEqual([{ name: '', url: '' }]);
    expect(normalizeRows([], columns)).toEqual([{ name: '', url: '' }]);
    expect(normalizeRows([{ name: 'a' }], columns)).toEqual([{ name: 'a', url: '' }]);
    expect(emptyRow(columns)).toEqual({ name: '', url: '' });
  });

  it('trims every value of the emitted rows', () => {
    expect(trimRows([{ name: '  a b ', url: '\thttp://x\n' }])).toEqual([{ name: 'a b', url: 'http://x' }]);
    fc.assert(
      fc.property(fc.array(fc.dictionary(fc.string({ minLength: 1 }), fc.string())), (rows) => {
        const once = trimRows(rows);
        expect(trimRows(once)).toEqual(once);
        once.forEach((row) => Object.values(row).forEach((v) => expect(v).toBe(v.trim())));
      }),
    );
  });

  it('compares rows by their texts', () => {
    expect(sameRows([{ a: '1' }], [{ a: '1' }])).toBe(true);
    expect(sameRows([{ a: '1' }], [{ a: '2' }])).toBe(false);
    expect(sameRows([{ a: '1' }], [{ a: '1' }, { a: '1' }])).toBe(false);
  });

  it('reports the first failing row, and in it the first failing column', () => {
    const rows = [
      { name: '甲', url: 'http://a' },
      { name: '乙', url: 'ftp://b' },
      { name: '', url: 'nope' },
    ];
    expect(firstError(rows, columns)).toEqual({ rowIndex: 1, columnKey: 'url', message: '链接格式不正确' });
    expect(firstError([{ name: '', url: 'x' }], columns)).toEqual({ rowIndex: 0, columnKey: 'name', message: '请输入名称' });
    expect(firstError([{ name: '甲', url: 'http://a' }], columns)).toBeUndefined();
  });

  it('gives validators the trimmed value, the trimmed row and the row index', () => {
    const validate = vi.fn(() => undefined);
    firstError([{ name: 'x', v: 'a' }, { name: 'y', v: '  b  ' }], [{ key: 'v', title: 'V', validate }]);
    expect(validate).toHaveBeenNthCalledWith(1, 'a', { name: 'x', v: 'a' }, 0);
    expect(validate).toHaveBeenNthCalledWith(2, 'b', { name: 'y', v: 'b' }, 1);
  });

  it('treats whitespace-only text as empty when validating', () => {
    expect(validateRows([{ name: '   ', url: 'http://a' }], columns)).toEqual({
      valid: false,
      error: { rowIndex: 0, columnKey: 'name', message: '请输入名称' },
      value: [{ name: '', url: 'http://a' }],
    });
    expect(validateRows([{ name: ' 甲 ', url: 'http://a' }], columns)).toEqual({ valid: true, error: undefined, value: [{ name: '甲', url: 'http://a' }] });
  });

  it('Enter moves to the next row, adds a row on the last one, and stops at the cap', () => {
    expect(enterAction(0, 3, 500)).toEqual({ kind: 'move', rowIndex: 1 });
    expect(enterAction(2, 3, 500)).toEqual({ kind: 'add', rowIndex: 3 });
    expect(enterAction(2, 3, 3)).toEqual({ kind: 'full' });
    expect(enterAction(499, 500, MULTI_INPUT.MAX_ROWS)).toEqual({ kind: 'full' });
    expect(enterAction(498, 499, MULTI_INPUT.MAX_ROWS)).toEqual({ kind: 'add', rowIndex: 499 });
  });

  it('recognises a block of cells: several lines or tabs', () => {
    expect(isCellBlock('abc')).toBe(false);
    expect(isCellBlock('a\tb')).toBe(true);
    expect(isCellBlock('a\nb')).toBe(true);
    expect(isCellBlock('a\r\nb')).toBe(true);
    expect(parseCellBlock('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCellBlock('x\n\ny')).toEqual([['x'], [''], ['y']]);
  });

  it('pastes from the focused cell, adding rows and ignoring parts past the last column', () => {
    const rows = [{ name: '甲', url: '' }];
    expect(applyPaste(rows, columns, 0, 1, 'http://1\textra\nhttp://2\nhttp://3', 500)).toEqual({
      rows: [
        { name: '甲', url: 'http://1' },
        { name: '', url: 'http://2' },
        { name: '', url: 'http://3' },
      ],
      droppedRows: 0,
      lastRowIndex: 2,
    });
    expect(rows).toEqual([{ name: '甲', url: '' }]);
  });

  it('caps pasted rows at the maximum and counts the lines left out', () => {
    const result = applyPaste([{ name: '', url: '' }, { name: '', url: '' }], columns, 1, 0, 'a\nb\nc\nd', 3);
    expect(result.rows.map((r) => r.name)).toEqual(['', 'a', 'b']);
    expect(result.droppedRows).toBe(2);
    expect(result.lastRowIndex).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 19 }), (max, lines, start) => {
        const startRow = Math.min(start, max - 1);
        const base = Array.from({ length: startRow + 1 }, () => emptyRow(columns));
        const text = Array.from({ length: lines + 1 }, (_, i) => `v${i}`).join('\n');
        const out = applyPaste(base, columns, startRow, 0, text, max);
        const pasted = lines + 1;
        expect(out.rows.length).toBe(Math.min(max, startRow + pasted));
        expect(out.rows.length).toBeLessThanOrEqual(max);
        expect(out.droppedRows).toBe(Math.max(0, pasted - (max - startRow)));
      }),
    );
  });
});
