import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCHEDULE } from '@toufang/domain';
import {
  SCHEDULE_WEEK_NAMES,
  applyRectangle,
  applyRectangleToValue,
  cellTimeRange,
  cellsPerDay,
  decodeSchedule,
  emptyMatrix,
  emptyScheduleValue,
  encodeSchedule,
  fromWhiteBlocks,
  isRectFullySelected,
  isScheduleColspan,
  normalizeRect,
  scheduleCells,
  scheduleValueError,
  scheduleValueLength,
  summarizeSchedule,
  toWhiteBlocks,
  valueToWhiteBlocks,
  type ScheduleColspan,
  type ScheduleRect,
} from './schedule-rules';

const colspanArb = fc.constantFrom<ScheduleColspan>(1, 2);
const matrixArb = (colspan: ScheduleColspan) =>
  fc.array(fc.array(fc.boolean(), { minLength: 24 * colspan, maxLength: 24 * colspan }), { minLength: 7, maxLength: 7 });
const withMatrix = colspanArb.chain((colspan) => fc.record({ colspan: fc.constant(colspan), matrix: matrixArb(colspan) }));
const rectArb = (colspan: ScheduleColspan) =>
  fc.record({
    startRow: fc.integer({ min: 0, max: 6 }),
    endRow: fc.integer({ min: 0, max: 6 }),
    startCol: fc.integer({ min: 0, max: 24 * colspan - 1 }),
    endCol: fc.integer({ min: 0, max: 24 * colspan - 1 }),
  });
const withMatrixAndRect = colspanArb.chain((colspan) =>
  fc.record({ colspan: fc.constant(colspan), matrix: matrixArb(colspan), rect: rectArb(colspan) }),
);

function inRect(rect: ScheduleRect, row: number, col: number) {
  return row >= rect.startRow && row <= rect.endRow && col >= rect.startCol && col <= rect.endCol;
}

describe('schedule constants (widgets spec §9)', () => {
  it('is 7 days, Monday first, by 24 hours, colspan 1 or 2', () => {
    expect(SCHEDULE.DAYS).toBe(7);
    expect(SCHEDULE.HOURS).toBe(24);
    expect(SCHEDULE.COLSPANS).toEqual([1, 2]);
    expect(SCHEDULE_WEEK_NAMES).toEqual(['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日']);
    expect(isScheduleColspan(1)).toBe(true);
    expect(isScheduleColspan(2)).toBe(true);
    expect(isScheduleColspan(3)).toBe(false);
  });

  it('has 168 cells hourly and 336 half-hourly (widgets spec §3)', () => {
    expect(scheduleValueLength(1)).toBe(168);
    expect(scheduleValueLength(2)).toBe(336);
    expect(cellsPerDay(1)).toBe(24);
    expect(cellsPerDay(2)).toBe(48);
    expect(emptyScheduleValue(2)).toBe('0'.repeat(336));
  });
});

describe('encode / decode', () => {
  it('decode(encode(x)) == x', () => {
    fc.assert(fc.property(withMatrix, ({ colspan, matrix }) => {
      expect(decodeSchedule(encodeSchedule(matrix), colspan)).toEqual(matrix);
    }));
  });

  it('encode(decode(v)) == v for every valid value', () => {
    fc.assert(
      fc.property(
        colspanArb.chain((c) => fc.record({ c: fc.constant(c), v: fc.string({ unit: fc.constantFrom('0', '1'), minLength: 168 * c, maxLength: 168 * c }) })),
        ({ c, v }) => {
          expect(encodeSchedule(decodeSchedule(v, c))).toBe(v);
        },
      ),
    );
  });

  it('value length is always 7*24*colspan, whatever rectangles are applied', () => {
    fc.assert(
      fc.property(
        colspanArb.chain((c) => fc.record({ c: fc.constant(c), rects: fc.array(rectArb(c), { maxLength: 8 }) })),
        ({ c, rects }) => {
          let value = '';
          for (const rect of rects) value = applyRectangleToValue(value, rect, c);
          expect(encodeSchedule(decodeSchedule(value, c))).toHaveLength(7 * 24 * c);
          if (rects.length > 0) expect(value).toHaveLength(7 * 24 * c);
        },
      ),
    );
  });

  it('puts Monday first: the first 24 characters are Monday hourly', () => {
    const m = decodeSchedule('1'.repeat(24) + '0'.repeat(144), 1);
    expect(m[0].every(Boolean)).toBe(true);
    expect(m.slice(1).flat().some(Boolean)).toBe(false);
    const sunday = decodeSchedule('0'.repeat(336 - 2) + '11', 2);
    expect(sunday[6][46]).toBe(true);
    expect(sunday[6][47]).toBe(true);
  });

  it('treats invalid values (wrong length or characters) as empty and says why', () => {
    expect(decodeSchedule('101', 1)).toEqual(emptyMatrix(1));
    expect(decodeSchedule('2'.repeat(168), 1)).toEqual(emptyMatrix(1));
    expect(decodeSchedule('1'.repeat(168), 2)).toEqual(emptyMatrix(2));
    expect(scheduleValueError('101', 1)).toBe('排期值长度应为 168（7*24*1），实际为 3');
    expect(scheduleValueError('1'.repeat(168), 2)).toBe('排期值长度应为 336（7*24*2），实际为 168');
    expect(scheduleValueError('x'.repeat(168), 1)).toBe('排期值只能包含字符 0 和 1');
    expect(scheduleValueError('', 1)).toBeNull();
    expect(scheduleValueError(undefined, 2)).toBeNull();
    expect(scheduleValueError('0'.repeat(336), 2)).toBeNull();
  });
});

describe('applyRectangle (widgets spec §4)', () => {
  it('selects the whole rectangle when some cell in it is unselected, and leaves the rest alone', () => {
    fc.assert(
      fc.property(withMatrixAndRect, ({ colspan, matrix, rect }) => {
        const r = normalizeRect(rect, colspan);
        fc.pre(!isRectFullySelected(matrix, r, colspan));
        const next = applyRectangle(matrix, rect, colspan);
        next.forEach((cells, row) => cells.forEach((on, col) => expect(on).toBe(inRect(r, row, col) ? true : matrix[row][col])));
      }),
    );
  });

  it('applying the same rectangle twice to a fully-selected rectangle clears it', () => {
    fc.assert(
      fc.property(withMatrixAndRect, ({ colspan, matrix, rect }) => {
        const r = normalizeRect(rect, colspan);
        const full = applyRectangle(matrix, rect, colspan);
        const selected = isRectFullySelected(matrix, r, colspan) ? applyRectangle(full, rect, colspan) : full;
        expect(isRectFullySelected(selected, r, colspan)).toBe(true);
        const cleared = applyRectangle(selected, rect, colspan);
        cleared.forEach((cells, row) => cells.forEach((on, col) => expect(on).toBe(inRect(r, row, col) ? false : matrix[row][col])));
        // And once more selects it again.
        expect(isRectFullySelected(applyRectangle(cleared, rect, colspan), r, colspan)).toBe(true);
      }),
    );
  });

  it('accepts the corners in any order (dragging up-left works like down-right)', () => {
    const a = applyRectangle(emptyMatrix(1), { startRow: 3, startCol: 10, endRow: 1, endCol: 2 }, 1);
    const b = applyRectangle(emptyMatrix(1), { startRow: 1, startCol: 2, endRow: 3, endCol: 10 }, 1);
    expect(a).toEqual(b);
    expect(a.flat().filter(Boolean)).toHaveLength(3 * 9);
  });

  it('a 1x1 rectangle toggles one cell (a click)', () => {
    const one = applyRectangleToValue('', { startRow: 0, startCol: 0, endRow: 0, endCol: 0 }, 1);
    expect(one).toBe('1' + '0'.repeat(167));
    expect(applyRectangleToValue(one, { startRow: 0, startCol: 0, endRow: 0, endCol: 0 }, 1)).toBe('0'.repeat(168));
  });

  it('does not mutate its input', () => {
    const m = emptyMatrix(2);
    applyRectangle(m, { startRow: 0, startCol: 0, endRow: 6, endCol: 47 }, 2);
    expect(m.flat().some(Boolean)).toBe(false);
  });
});

describe('white blocks', () => {
  it('cover exactly the selected cells, as maximal runs within a day', () => {
    fc.assert(
      fc.property(withMatrix, ({ colspan, matrix }) => {
        const blocks = toWhiteBlocks(matrix, colspan);
        expect(fromWhiteBlocks(blocks, colspan)).toEqual(matrix);
        const cells = blocks.reduce((n, b) => n + (b.endHour - b.startHour) * colspan, 0);
        expect(cells).toBe(matrix.flat().filter(Boolean).length);
        for (const b of blocks) {
          expect(b.weekDay).toBeGreaterThanOrEqual(1);
          expect(b.weekDay).toBeLessThanOrEqual(7);
          expect(b.startHour).toBeLessThan(b.endHour);
          expect(b.endHour).toBeLessThanOrEqual(24);
          // maximal: the cells just outside the run are unselected
          const row = matrix[b.weekDay - 1];
          const before = b.startHour * colspan - 1;
          const after = b.endHour * colspan;
          if (before >= 0) expect(row[before]).toBe(false);
          if (after < row.length) expect(row[after]).toBe(false);
        }
      }),
    );
  });

  it('uses weekDay 1-7 and hours as numbers, halves as .5 with colspan 2', () => {
    let m = emptyMatrix(1);
    m = applyRectangle(m, { startRow: 0, startCol: 8, endRow: 0, endCol: 11 }, 1);
    m = applyRectangle(m, { startRow: 0, startCol: 14, endRow: 0, endCol: 17 }, 1);
    m = applyRectangle(m, { startRow: 6, startCol: 0, endRow: 6, endCol: 23 }, 1);
    expect(toWhiteBlocks(m, 1)).toEqual([
      { weekDay: 1, startHour: 8, endHour: 12 },
      { weekDay: 1, startHour: 14, endHour: 18 },
      { weekDay: 7, startHour: 0, endHour: 24 },
    ]);
    const half = applyRectangleToValue('', { startRow: 2, startCol: 17, endRow: 2, endCol: 19 }, 2);
    expect(valueToWhiteBlocks(half, 2)).toEqual([{ weekDay: 3, startHour: 8.5, endHour: 10 }]);
    expect(valueToWhiteBlocks('', 2)).toEqual([]);
  });
});

describe('cells and time ranges', () => {
  it('gives each cell its time range text', () => {
    expect(cellTimeRange(0, 1)).toEqual({ begin: '00:00', end: '01:00', value: '00:00~01:00' });
    expect(cellTimeRange(23, 1)).toEqual({ begin: '23:00', end: '24:00', value: '23:00~24:00' });
    expect(cellTimeRange(16, 2)).toEqual({ begin: '08:00', end: '08:30', value: '08:00~08:30' });
    expect(cellTimeRange(47, 2).value).toBe('23:30~24:00');
  });

  it('builds schedule cells with week, check, value, begin, end, row, col (widgets spec §3)', () => {
    const m = decodeSchedule(applyRectangleToValue('', { startRow: 1, startCol: 17, endRow: 1, endCol: 17 }, 2), 2);
    const cells = scheduleCells(m, 2);
    expect(cells).toHaveLength(7);
    expect(cells[0]).toHaveLength(48);
    expect(cells[1][17]).toEqual({ week: '星期二', check: true, value: '08:30~09:00', begin: '08:30', end: '09:00', row: 1, col: 17 });
    expect(cells[1][16].check).toBe(false);
  });
});

describe('summary', () => {
  it('lists the chosen periods per day: 星期一 08:00~12:00、14:00~18:00', () => {
    let v = applyRectangleToValue('', { startRow: 0, startCol: 8, endRow: 0, endCol: 11 }, 1);
    v = applyRectangleToValue(v, { startRow: 0, startCol: 14, endRow: 0, endCol: 17 }, 1);
    v = applyRectangleToValue(v, { startRow: 4, startCol: 0, endRow: 4, endCol: 23 }, 1);
    const summary = summarizeSchedule(decodeSchedule(v, 1), 1);
    expect(summary.map((d) => d.text)).toEqual(['星期一 08:00~12:00、14:00~18:00', '星期五 00:00~24:00']);
    expect(summary[0].ranges).toEqual(['08:00~12:00', '14:00~18:00']);
  });

  it('shows half hours with colspan 2 and nothing for an empty grid', () => {
    const v = applyRectangleToValue('', { startRow: 6, startCol: 17, endRow: 6, endCol: 24 }, 2);
    expect(summarizeSchedule(decodeSchedule(v, 2), 2).map((d) => d.text)).toEqual(['星期日 08:30~12:30']);
    expect(summarizeSchedule(emptyMatrix(2), 2)).toEqual([]);
  });
});
