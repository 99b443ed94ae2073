// The schedule grid's encoding, kept free of the DOM so it can be property-tested (widgets spec §3, §4, §9).
// The grid is SCHEDULE.DAYS rows (Monday first) by SCHEDULE.HOURS * colspan cells; the value is one 0/1
// character per cell, Monday's cells first.
import { DEFAULT_TEXTS, SCHEDULE, UI_TEXTS } from '@toufang/domain';

/** 1 = hourly (168 cells), 2 = half-hourly (336 cells) (widgets spec §9). */
export type ScheduleColspan = (typeof SCHEDULE.COLSPANS)[number];

/** The selection as rows (days, Monday first) of cells (time slots). */
export type ScheduleMatrix = boolean[][];

/** Weekday names, Monday first (widgets spec §9: Monday first). */
export const SCHEDULE_WEEK_NAMES = ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'] as const;

/** The grid's own texts (not given by the spec; see the report / docs/decisions.md). */
export const SCHEDULE_TEXTS = {
  GRID_LABEL: '投放时段',
  CORNER: '星期/时间',
  CLEAR: UI_TEXTS.CLEAR,
  SUMMARY_TITLE: '已选时段',
  EMPTY: DEFAULT_TEXTS.NOTHING_SELECTED, // 暂未选择
  SELECTED_LEGEND: '已选',
  UNSELECTED_LEGEND: '可选',
  HINT: '按住鼠标拖动可框选，框内全部已选时再框选则清空',
  RANGE_SEPARATOR: '~',
  LIST_SEPARATOR: '、',
} as const;

/** One cell of the grid (widgets spec §3: week, check, value, begin, end, row, col). */
export interface ScheduleCell {
  /** Weekday name, e.g. 星期一. */
  week: string;
  check: boolean;
  /** Time-range text, e.g. '08:00~08:30'. */
  value: string;
  begin: string;
  end: string;
  /** 0-6, Monday first. */
  row: number;
  /** 0-based slot within the day. */
  col: number;
}

/** A contiguous selected run of one day (widgets spec §3). Hours are numbers; half hours are .5 (8.5 = 08:30). */
export interface WhiteBlock {
  /** 1 = Monday … 7 = Sunday. */
  weekDay: number;
  startHour: number;
  /** Exclusive end: the run 08:00~12:00 has endHour 12; a full day has endHour 24. */
  endHour: number;
}

/** A rectangle of cells by two corners in any order. */
export interface ScheduleRect {
  startRow: number;
  startCol: number;
  endRow: number;
  endCol: number;
}

export function isScheduleColspan(colspan: number): colspan is ScheduleColspan {
  return (SCHEDULE.COLSPANS as readonly number[]).includes(colspan);
}

/** Cells per day: 24 or 48. */
export function cellsPerDay(colspan: ScheduleColspan): number {
  return SCHEDULE.HOURS * colspan;
}

/** The value's length: 7*24*colspan (168 or 336). */
export function scheduleValueLength(colspan: ScheduleColspan): number {
  return SCHEDULE.DAYS * cellsPerDay(colspan);
}

export function emptyMatrix(colspan: ScheduleColspan): ScheduleMatrix {
  return Array.from({ length: SCHEDULE.DAYS }, () => new Array<boolean>(cellsPerDay(colspan)).fill(false));
}

/** The empty value: all zeros. */
export function emptyScheduleValue(colspan: ScheduleColspan): string {
  return '0'.repeat(scheduleValueLength(colspan));
}

/**
 * Why a value cannot be decoded, or null when it can. The empty string counts as valid (nothing chosen yet).
 */
export function scheduleValueError(value: string | null | undefined, colspan: ScheduleColspan): string | null {
  if (value == null || value === '') return null;
  const length = scheduleValueLength(colspan);
  if (value.length !== length) return `排期值长度应为 ${length}（7*24*${colspan}），实际为 ${value.length}`;
  if (!/^[01]*$/.test(value)) return '排期值只能包含字符 0 和 1';
  return null;
}

/** The value as rows of cells; an empty or invalid value decodes as the empty grid. */
export function decodeSchedule(value: string | null | undefined, colspan: ScheduleColspan): ScheduleMatrix {
  if (value == null || value === '' || scheduleValueError(value, colspan) !== null) return emptyMatrix(colspan);
  const perDay = cellsPerDay(colspan);
  return Array.from({ length: SCHEDULE.DAYS }, (_, row) =>
    Array.from({ length: perDay }, (_, col) => value.charCodeAt(row * perDay + col) === 49 /* '1' */),
  );
}

/** Rows of cells as the 0/1 value. */
export function encodeSchedule(matrix: ScheduleMatrix): string {
  return matrix.map((row) => row.map((on) => (on ? '1' : '0')).join('')).join('');
}

/** The rectangle with its corners ordered and clamped to the grid. */
export function normalizeRect(rect: ScheduleRect, colspan: ScheduleColspan): ScheduleRect {
  const clamp = (n: number, max: number) => Math.min(Math.max(Math.trunc(n), 0), max);
  const lastRow = SCHEDULE.DAYS - 1;
  const lastCol = cellsPerDay(colspan) - 1;
  return {
    startRow: clamp(Math.min(rect.startRow, rect.endRow), lastRow),
    endRow: clamp(Math.max(rect.startRow, rect.endRow), lastRow),
    startCol: clamp(Math.min(rect.startCol, rect.endCol), lastCol),
    endCol: clamp(Math.max(rect.startCol, rect.endCol), lastCol),
  };
}

/** Whether every cell of the rectangle is selected, i.e. applying it would clear it. */
export function isRectFullySelected(matrix: ScheduleMatrix, rect: ScheduleRect, colspan: ScheduleColspan): boolean {
  const r = normalizeRect(rect, colspan);
  for (let row = r.startRow; row <= r.endRow; row++) {
    for (let col = r.startCol; col <= r.endCol; col++) if (!matrix[row][col]) return false;
  }
  return true;
}

/**
 * Applies a dragged rectangle (widgets spec §4): if every cell in it is already selected all are cleared,
 * otherwise all are selected. Returns a new matrix; cells outside the rectangle keep their state.
 */
export function applyRectangle(matrix: ScheduleMatrix, rect: ScheduleRect, colspan: ScheduleColspan): ScheduleMatrix {
  const r = normalizeRect(rect, colspan);
  const next = !isRectFullySelected(matrix, r, colspan);
  return matrix.map((cells, row) =>
    row < r.startRow || row > r.endRow ? cells.slice() : cells.map((on, col) => (col >= r.startCol && col <= r.endCol ? next : on)),
  );
}

/** Applies a rectangle to a value string; an invalid value counts as empty. */
export function applyRectangleToValue(value: string | null | undefined, rect: ScheduleRect, colspan: ScheduleColspan): string {
  return encodeSchedule(applyRectangle(decodeSchedule(value, colspan), rect, colspan));
}

/** 'HH:mm' of a slot boundary: slot 17 with colspan 2 is 08:30; the day's end is 24:00. */
export function slotTime(slot: number, colspan: ScheduleColspan): string {
  const minutes = Math.round((slot * 60) / colspan);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The time range a cell covers: begin, end and the text 'begin~end' (e.g. 08:00~08:30). */
export function cellTimeRange(col: number, colspan: ScheduleColspan): { begin: string; end: string; value: string } {
  const begin = slotTime(col, colspan);
  const end = slotTime(col + 1, colspan);
  return { begin, end, value: `${begin}${SCHEDULE_TEXTS.RANGE_SEPARATOR}${end}` };
}

/** The cells with their spec fields (widgets spec §3). */
export function scheduleCells(matrix: ScheduleMatrix, colspan: ScheduleColspan): ScheduleCell[][] {
  return matrix.map((cells, row) =>
    cells.map((check, col) => ({ week: SCHEDULE_WEEK_NAMES[row], check, row, col, ...cellTimeRange(col, colspan) })),
  );
}

/** Contiguous selected runs of one day as [firstCol, lastCol] pairs. */
function runsOf(cells: boolean[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let start = -1;
  cells.forEach((on, col) => {
    if (on && start < 0) start = col;
    if (!on && start >= 0) {
      runs.push([start, col - 1]);
      start = -1;
    }
  });
  if (start >= 0) runs.push([start, cells.length - 1]);
  return runs;
}

/** Every contiguous selected run per day as {weekDay 1-7, startHour, endHour} (halves as .5). */
export function toWhiteBlocks(matrix: ScheduleMatrix, colspan: ScheduleColspan): WhiteBlock[] {
  return matrix.flatMap((cells, row) =>
    runsOf(cells).map(([first, last]) => ({ weekDay: row + 1, startHour: first / colspan, endHour: (last + 1) / colspan })),
  );
}

/** The white blocks of a value string. */
export function valueToWhiteBlocks(value: string | null | undefined, colspan: ScheduleColspan): WhiteBlock[] {
  return toWhiteBlocks(decodeSchedule(value, colspan), colspan);
}

/** The inverse of toWhiteBlocks: blocks back to a matrix (hours rounded to the grid's slots). */
export function fromWhiteBlocks(blocks: readonly WhiteBlock[], colspan: ScheduleColspan): ScheduleMatrix {
  const matrix = emptyMatrix(colspan);
  const perDay = cellsPerDay(colspan);
  for (const block of blocks) {
    const row = block.weekDay - 1;
    if (row < 0 || row >= SCHEDULE.DAYS) continue;
    const from = Math.max(0, Math.round(block.startHour * colspan));
    const to = Math.min(perDay, Math.round(block.endHour * colspan));
    for (let col = from; col < to; col++) matrix[row][col] = true;
  }
  return matrix;
}

/** One day's chosen periods, e.g. { week: '星期一', ranges: ['08:00~12:00', '14:00~18:00'] }. */
export interface ScheduleDaySummary {
  week: string;
  ranges: string[];
  /** The line shown: 星期一 08:00~12:00、14:00~18:00 */
  text: string;
}

/** The chosen periods per day, only days with a selection. */
export function summarizeSchedule(matrix: ScheduleMatrix, colspan: ScheduleColspan): ScheduleDaySummary[] {
  return matrix.flatMap((cells, row) => {
    const ranges = runsOf(cells).map(([first, last]) => `${slotTime(first, colspan)}${SCHEDULE_TEXTS.RANGE_SEPARATOR}${slotTime(last + 1, colspan)}`);
    if (ranges.length === 0) return [];
    const week = SCHEDULE_WEEK_NAMES[row];
    return [{ week, ranges, text: `${week} ${ranges.join(SCHEDULE_TEXTS.LIST_SEPARATOR)}` }];
  });
}
