import { MULTI_INPUT } from '@toufang/domain';

/** One row of the table: a text per column key. */
export type MultiInputRow = Record<string, string>;

/** A column's validator: the message of the first problem, or undefined when the value is fine. */
export type MultiInputValidator = (value: string, row: MultiInputRow, rowIndex: number) => string | undefined;

export interface MultiInputColumn {
  /** The row field this column edits. */
  key: string;
  /** Header text; also names each cell's input for screen readers. */
  title: string;
  placeholder?: string;
  /** CSS width of the column (px number or any CSS length). */
  width?: number | string;
  /** Called with the trimmed value, the trimmed row and the row's index (widgets spec §5). */
  validate?: MultiInputValidator;
}

/** The first failing row and column (widgets spec §5). rowIndex is 0-based. */
export interface MultiInputError {
  rowIndex: number;
  columnKey: string;
  message: string;
}

export interface MultiInputValidation {
  valid: boolean;
  error?: MultiInputError;
  /** The trimmed rows that were checked, as the table emits them. */
  value: MultiInputRow[];
}

/** The row cap: a positive whole number, 500 by default (widgets spec §9). */
export function resolveMaxRows(maxRows: number | undefined): number {
  return maxRows !== undefined && Number.isInteger(maxRows) && maxRows >= 1 ? maxRows : MULTI_INPUT.MAX_ROWS;
}

export function emptyRow(columns: readonly MultiInputColumn[]): MultiInputRow {
  return Object.fromEntries(columns.map((column) => [column.key, '']));
}

/** Every column key present as a string; at least one row, so there is always a cell to type in. */
export function normalizeRows(rows: readonly MultiInputRow[] | undefined, columns: readonly MultiInputColumn[]): MultiInputRow[] {
  const list = rows && rows.length > 0 ? rows : [emptyRow(columns)];
  return list.map((row) => ({ ...row, ...Object.fromEntries(columns.map((c) => [c.key, typeof row[c.key] === 'string' ? row[c.key] : ''])) }));
}

/** The emitted value: every text trimmed (widgets spec §5). */
export function trimRows(rows: readonly MultiInputRow[]): MultiInputRow[] {
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, text]) => [key, typeof text === 'string' ? text.trim() : text])));
}

export function sameRows(a: readonly MultiInputRow[], b: readonly MultiInputRow[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((row, i) => {
    const other = b[i];
    const keys = Object.keys(row);
    return keys.length === Object.keys(other).length && keys.every((key) => row[key] === other[key]);
  });
}

/** The first failing row, then the first failing column in that row, checked on trimmed values (widgets spec §5). */
export function firstError(rows: readonly MultiInputRow[], columns: readonly MultiInputColumn[]): MultiInputError | undefined {
  const trimmed = trimRows(rows);
  for (let rowIndex = 0; rowIndex < trimmed.length; rowIndex++) {
    const row = trimmed[rowIndex];
    for (const column of columns) {
      const message = column.validate?.(row[column.key] ?? '', row, rowIndex);
      if (message) return { rowIndex, columnKey: column.key, message };
    }
  }
  return undefined;
}

export function validateRows(rows: readonly MultiInputRow[], columns: readonly MultiInputColumn[]): MultiInputValidation {
  const error = firstError(rows, columns);
  return { valid: !error, error, value: trimRows(rows) };
}

export type EnterAction = { kind: 'move'; rowIndex: number } | { kind: 'add'; rowIndex: number } | { kind: 'full' };

/** Enter in a cell: the same column of the next row; on the last row a new row, unless the cap is reached. */
export function enterAction(rowIndex: number, rowCount: number, maxRows: number): EnterAction {
  if (rowIndex < rowCount - 1) return { kind: 'move', rowIndex: rowIndex + 1 };
  if (rowCount < maxRows) return { kind: 'add', rowIndex: rowCount };
  return { kind: 'full' };
}

/** Whether pasted text is a block of cells (several lines or tab-separated) rather than one value. */
export function isCellBlock(text: string): boolean {
  return /[\t\r\n]/.test(text);
}

/** Lines of tab-separated cells, as spreadsheets copy them; the trailing line break they add is ignored. */
export function parseCellBlock(text: string): string[][] {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

export interface PasteResult {
  rows: MultiInputRow[];
  /** Pasted lines left out because the table reached its row cap. */
  droppedRows: number;
  /** The last row that received pasted text. */
  lastRowIndex: number;
}

/**
 * Fills cells from the focused one: each pasted line goes to the next row (adding rows up to maxRows),
 * each tab-separated part to the next column; parts beyond the last column are ignored.
 */
export function applyPaste(
  rows: readonly MultiInputRow[],
  columns: readonly MultiInputColumn[],
  startRow: number,
  startColumn: number,
  text: string,
  maxRows: number,
): PasteResult {
  const lines = parseCellBlock(text);
  const next = rows.map((row) => ({ ...row }));
  const room = Math.max(0, maxRows - startRow);
  const used = lines.slice(0, room);
  used.forEach((cells, offset) => {
    const rowIndex = startRow + offset;
    if (rowIndex >= next.length) next.push(emptyRow(columns));
    cells.forEach((cell, c) => {
      const column = columns[startColumn + c];
      if (column) next[rowIndex][column.key] = cell;
    });
  });
  return { rows: next, droppedRows: lines.length - used.length, lastRowIndex: startRow + Math.max(0, used.length - 1) };
}
