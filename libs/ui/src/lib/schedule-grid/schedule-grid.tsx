import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent as ReactFocusEvent, KeyboardEvent as ReactKeyboardEvent, MouseEvent as ReactMouseEvent } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { SCHEDULE } from '@toufang/domain';
import {
  SCHEDULE_TEXTS,
  SCHEDULE_WEEK_NAMES,
  applyRectangle,
  cellTimeRange,
  cellsPerDay,
  decodeSchedule,
  emptyScheduleValue,
  encodeSchedule,
  isRectFullySelected,
  normalizeRect,
  scheduleValueError,
  slotTime,
  summarizeSchedule,
  toWhiteBlocks,
  type ScheduleColspan,
  type ScheduleMatrix,
  type ScheduleRect,
  type WhiteBlock,
} from './schedule-rules';
import './schedule-grid.css';

export interface ScheduleGridProps {
  /** The 0/1 string, one character per cell, Monday first; length 7*24*colspan. Controlled when given. */
  value?: string;
  /** Start value when uncontrolled. */
  defaultValue?: string;
  /** 1 = hourly (168 cells, default), 2 = half-hourly (336 cells). */
  colspan?: ScheduleColspan;
  /** Emitted once per applied drag, click, key toggle, header click or clear, with the white-block output. */
  onChange?: (value: string, whiteBlocks: WhiteBlock[]) => void;
  /** Shows the per-day text summary of chosen periods (default true). */
  showSummary?: boolean;
  /** Accessible name of the grid (default 投放时段). */
  'aria-label'?: string;
  className?: string;
}

interface CellPos {
  row: number;
  col: number;
}

const CELL_SELECTOR = 'td[data-col]';
const PREVIEW_CLASS = 'tf-schedule-grid__cell--preview';

function cellOf(target: EventTarget | null, root: HTMLElement | null): CellPos | null {
  if (!(target instanceof Element) || !root) return null;
  const cell = target.closest<HTMLElement>(CELL_SELECTOR);
  if (!cell || !root.contains(cell)) return null;
  return { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
}

interface RowProps {
  row: number;
  /** This row's slice of the value: one 0/1 character per cell. */
  bits: string;
  /** Per-column aria-label suffixes (time ranges). */
  ranges: readonly string[];
  /** The column holding the roving tab stop in this row, or -1. */
  focusCol: number;
  onDayClick: (row: number) => void;
}

// Rows are memoised on their own slice of the value, so an applied drag re-renders only the rows it changed.
const ScheduleRow = memo(function ScheduleRow({ row, bits, ranges, focusCol, onDayClick }: RowProps) {
  const week = SCHEDULE_WEEK_NAMES[row];
  return (
    <tr>
      <th scope="row" className="tf-schedule-grid__day">
        <button type="button" className="tf-schedule-grid__head-btn" aria-label={`${week}全天`} onClick={() => onDayClick(row)}>
          {week}
        </button>
      </th>
      {ranges.map((range, col) => {
        const on = bits.charCodeAt(col) === 49;
        return (
          <td
            key={col}
            role="gridcell"
            data-row={row}
            data-col={col}
            aria-label={`${week} ${range}`}
            aria-selected={on}
            tabIndex={focusCol === col ? 0 : -1}
            className={on ? 'tf-schedule-grid__cell tf-schedule-grid__cell--selected' : 'tf-schedule-grid__cell'}
          />
        );
      })}
    </tr>
  );
});

/**
 * Schedule grid, weekday by hour, with drag selection (widgets spec §2, §3, §4, §9). A drag paints its preview by
 * toggling classes directly on the cells (no React state while the mouse moves) and applies once on mouse up.
 */
export function ScheduleGrid({
  value,
  defaultValue,
  colspan = 1,
  onChange,
  showSummary = true,
  'aria-label': ariaLabel = SCHEDULE_TEXTS.GRID_LABEL,
  className,
}: ScheduleGridProps) {
  const controlled = value !== undefined;
  const [inner, setInner] = useState(defaultValue ?? '');
  const raw = controlled ? value : inner;
  const error = scheduleValueError(raw, colspan);

  useEffect(() => {
    if (error) console.warn(`[ScheduleGrid] ${error}，按空排期处理`);
  }, [error, raw]);

  const perDay = cellsPerDay(colspan);
  const matrix = useMemo(() => decodeSchedule(error ? '' : raw, colspan), [error, raw, colspan]);
  // The bits as rows, so each memoised row sees a string that changes only when its own cells do.
  const rowBits = useMemo(() => matrix.map((cells) => cells.map((on) => (on ? '1' : '0')).join('')), [matrix]);
  const ranges = useMemo(() => Array.from({ length: perDay }, (_, col) => cellTimeRange(col, colspan).value), [perDay, colspan]);
  const summary = useMemo(() => (showSummary ? summarizeSchedule(matrix, colspan) : []), [showSummary, matrix, colspan]);

  const rootRef = useRef<HTMLDivElement>(null);
  const matrixRef = useRef<ScheduleMatrix>(matrix);
  matrixRef.current = matrix;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const [focus, setFocus] = useState<CellPos>({ row: 0, col: 0 });
  const focusRequest = useRef(false);
  const focusCol = Math.min(focus.col, perDay - 1);

  const commit = useCallback(
    (next: ScheduleMatrix) => {
      const nextValue = encodeSchedule(next);
      if (!controlled) setInner(nextValue);
      onChangeRef.current?.(nextValue, toWhiteBlocks(next, colspan));
    },
    [controlled, colspan],
  );

  const applyRect = useCallback((rect: ScheduleRect) => commit(applyRectangle(matrixRef.current, rect, colspan)), [commit, colspan]);

  // ---- drag: all in refs and class toggles until mouse up ----
  const drag = useRef<{ start: CellPos; end: CellPos; painted: ScheduleRect | null; cells: HTMLElement[]; cleanup: () => void } | null>(null);

  const paint = useCallback(
    (rect: ScheduleRect | null) => {
      const d = drag.current;
      const root = rootRef.current;
      if (!d || !root) return;
      const old = d.painted;
      // Touch only the cells in the union of the old and new rectangles.
      const boxes = [old, rect].filter((r): r is ScheduleRect => r !== null);
      if (boxes.length > 0) {
        const r0 = Math.min(...boxes.map((b) => b.startRow));
        const r1 = Math.max(...boxes.map((b) => b.endRow));
        const c0 = Math.min(...boxes.map((b) => b.startCol));
        const c1 = Math.max(...boxes.map((b) => b.endCol));
        for (let row = r0; row <= r1; row++) {
          for (let col = c0; col <= c1; col++) {
            const inside = rect !== null && row >= rect.startRow && row <= rect.endRow && col >= rect.startCol && col <= rect.endCol;
            d.cells[row * perDay + col]?.classList.toggle(PREVIEW_CLASS, inside);
          }
        }
      }
      d.painted = rect;
      if (rect) root.dataset.preview = isRectFullySelected(matrixRef.current, rect, colspan) ? 'clear' : 'select';
      else delete root.dataset.preview;
    },
    [perDay, colspan],
  );

  const rectOf = useCallback(
    (a: CellPos, b: CellPos) => normalizeRect({ startRow: a.row, startCol: a.col, endRow: b.row, endCol: b.col }, colspan),
    [colspan],
  );

  const endDrag = useCallback(
    (apply: boolean) => {
      const d = drag.current;
      if (!d) return;
      paint(null);
      d.cleanup();
      drag.current = null;
      if (!apply) return;
      focusRequest.current = false;
      setFocus(d.end);
      applyRect(rectOf(d.start, d.end));
      d.cells[d.end.row * perDay + d.end.col]?.focus({ preventScroll: true });
    },
    [paint, applyRect, rectOf, perDay],
  );

  const onMouseDown = (e: ReactMouseEvent<HTMLTableSectionElement>) => {
    if (e.button !== 0) return;
    const pos = cellOf(e.target, rootRef.current);
    if (!pos) return;
    e.preventDefault(); // no text selection while dragging
    drag.current?.cleanup();
    const onUp = (ev: MouseEvent) => {
      const d = drag.current;
      const at = cellOf(ev.target, rootRef.current);
      if (d && at) d.end = at;
      endDrag(true);
    };
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key === 'Escape') endDrag(false);
    };
    // Listening on the document so a release outside the grid still applies the rectangle.
    document.addEventListener('mouseup', onUp);
    document.addEventListener('keydown', onKey);
    drag.current = {
      start: pos,
      end: pos,
      painted: null,
      cells: Array.from(rootRef.current?.querySelectorAll<HTMLElement>(CELL_SELECTOR) ?? []),
      cleanup: () => {
        document.removeEventListener('mouseup', onUp);
        document.removeEventListener('keydown', onKey);
      },
    };
    paint(rectOf(pos, pos));
  };

  const onMouseOver = (e: ReactMouseEvent<HTMLTableSectionElement>) => {
    const d = drag.current;
    if (!d) return;
    const pos = cellOf(e.target, rootRef.current);
    if (!pos || (pos.row === d.end.row && pos.col === d.end.col)) return;
    d.end = pos;
    paint(rectOf(d.start, pos));
  };

  useEffect(() => () => drag.current?.cleanup(), []);

  // ---- keyboard: roving tab stop, arrows move, Space/Enter toggles ----
  useEffect(() => {
    if (!focusRequest.current) return;
    focusRequest.current = false;
    rootRef.current?.querySelector<HTMLElement>(`td[data-row="${focus.row}"][data-col="${focusCol}"]`)?.focus();
  }, [focus.row, focusCol]);

  const onKeyDown = (e: ReactKeyboardEvent<HTMLTableSectionElement>) => {
    const pos = cellOf(e.target, rootRef.current);
    if (!pos) return;
    const last = { row: SCHEDULE.DAYS - 1, col: perDay - 1 };
    const moves: Record<string, CellPos> = {
      ArrowLeft: { row: pos.row, col: Math.max(0, pos.col - 1) },
      ArrowRight: { row: pos.row, col: Math.min(last.col, pos.col + 1) },
      ArrowUp: { row: Math.max(0, pos.row - 1), col: pos.col },
      ArrowDown: { row: Math.min(last.row, pos.row + 1), col: pos.col },
      Home: { row: pos.row, col: 0 },
      End: { row: pos.row, col: last.col },
    };
    if (e.key in moves) {
      e.preventDefault();
      focusRequest.current = true;
      setFocus(moves[e.key]);
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      applyRect(rectOf(pos, pos));
    }
  };

  const onFocusCell = (e: ReactFocusEvent<HTMLTableSectionElement>) => {
    const pos = cellOf(e.target, rootRef.current);
    if (pos && (pos.row !== focus.row || pos.col !== focusCol)) setFocus(pos);
  };

  const onDayClick = useCallback(
    (row: number) => applyRect({ startRow: row, endRow: row, startCol: 0, endCol: perDay - 1 }),
    [applyRect, perDay],
  );
  const onHourClick = (hour: number) =>
    applyRect({ startRow: 0, endRow: SCHEDULE.DAYS - 1, startCol: hour * colspan, endCol: hour * colspan + colspan - 1 });

  const half = SCHEDULE.HOURS / 2;
  const hours = Array.from({ length: SCHEDULE.HOURS }, (_, h) => h);

  return (
    <div ref={rootRef} className={['tf-schedule-grid', className ?? ''].filter(Boolean).join(' ')} data-testid="schedule-grid" data-colspan={colspan}>
      <table role="grid" aria-label={ariaLabel} aria-multiselectable="true" className="tf-schedule-grid__table">
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className="tf-schedule-grid__corner">
              {SCHEDULE_TEXTS.CORNER}
            </th>
            <th scope="colgroup" colSpan={half * colspan} className="tf-schedule-grid__half">
              {`${slotTime(0, 1)} - ${slotTime(half, 1)}`}
            </th>
            <th scope="colgroup" colSpan={half * colspan} className="tf-schedule-grid__half">
              {`${slotTime(half, 1)} - ${slotTime(SCHEDULE.HOURS, 1)}`}
            </th>
          </tr>
          <tr>
            {hours.map((h) => (
              <th key={h} scope="col" colSpan={colspan} className="tf-schedule-grid__hour">
                <button
                  type="button"
                  className="tf-schedule-grid__head-btn"
                  aria-label={`${h} 每天 ${cellTimeRange(h, 1).value}`}
                  onClick={() => onHourClick(h)}
                >
                  {h}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody onMouseDown={onMouseDown} onMouseOver={onMouseOver} onKeyDown={onKeyDown} onFocus={onFocusCell}>
          {rowBits.map((bits, row) => (
            <ScheduleRow key={row} row={row} bits={bits} ranges={ranges} focusCol={row === focus.row ? focusCol : -1} onDayClick={onDayClick} />
          ))}
        </tbody>
      </table>
      <div className="tf-schedule-grid__footer">
        <span className="tf-schedule-grid__legend">
          <span className="tf-schedule-grid__swatch tf-schedule-grid__swatch--selected" aria-hidden="true" />
          {SCHEDULE_TEXTS.SELECTED_LEGEND}
          <span className="tf-schedule-grid__swatch" aria-hidden="true" />
          {SCHEDULE_TEXTS.UNSELECTED_LEGEND}
          <span className="tf-schedule-grid__hint">{SCHEDULE_TEXTS.HINT}</span>
        </span>
        <Button theme="borderless" size="small" onClick={() => commit(decodeSchedule(emptyScheduleValue(colspan), colspan))}>
          {SCHEDULE_TEXTS.CLEAR}
        </Button>
      </div>
      {showSummary && (
        <div className="tf-schedule-grid__summary" aria-live="polite">
          <div className="tf-schedule-grid__summary-title">{SCHEDULE_TEXTS.SUMMARY_TITLE}</div>
          {summary.length === 0 ? (
            <div className="tf-schedule-grid__summary-empty">{SCHEDULE_TEXTS.EMPTY}</div>
          ) : (
            <ul className="tf-schedule-grid__summary-list">
              {summary.map((day) => (
                <li key={day.week}>{day.text}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
