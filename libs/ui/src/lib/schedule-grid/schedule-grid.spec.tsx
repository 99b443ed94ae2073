import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ScheduleGrid, type ScheduleGridProps } from './schedule-grid';
import { applyRectangleToValue, type ScheduleColspan } from './schedule-rules';

function cell(row: number, col: number) {
  const el = screen.getByTestId('schedule-grid').querySelector<HTMLElement>(`td[data-row="${row}"][data-col="${col}"]`);
  if (!el) throw new Error(`no cell ${row},${col}`);
  return el;
}

function selectedCount() {
  return screen.getAllByRole('gridcell').filter((c) => c.getAttribute('aria-selected') === 'true').length;
}

/** A controlled host, as the desk uses the grid. */
function Host(props: Omit<ScheduleGridProps, 'value'> & { initial?: string }) {
  const { initial = '', onChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <ScheduleGrid
      {...rest}
      value={value}
      onChange={(v, blocks) => {
        setValue(v);
        onChange?.(v, blocks);
      }}
    />
  );
}

function drag(from: [number, number], to: [number, number], releaseOn?: Element) {
  fireEvent.mouseDown(cell(...from), { button: 0 });
  fireEvent.mouseOver(cell(...to));
  fireEvent.mouseUp(releaseOn ?? cell(...to));
}

describe('ScheduleGrid layout', () => {
  it.each([
    [1 as ScheduleColspan, 168, 24],
    [2 as ScheduleColspan, 336, 48],
  ])('colspan %i renders 7 days by 24 hours = %i cells with data-row/data-col', (colspan, total, perDay) => {
    render(<ScheduleGrid colspan={colspan} />);
    const cells = screen.getAllByRole('gridcell');
    expect(cells).toHaveLength(total);
    expect(cells[0]).toHaveAttribute('data-row', '0');
    expect(cells[0]).toHaveAttribute('data-col', '0');
    expect(cells[total - 1]).toHaveAttribute('data-row', '6');
    expect(cells[total - 1]).toHaveAttribute('data-col', String(perDay - 1));
    expect(screen.getByTestId('schedule-grid')).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: '投放时段' })).toHaveAttribute('aria-multiselectable', 'true');
  });

  it('shows the days Monday first and labels each cell with day and time range', () => {
    render(<ScheduleGrid colspan={2} />);
    const dayButtons = ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'].map((d) => screen.getByRole('button', { name: `${d}全天` }));
    expect(dayButtons).toHaveLength(7);
    expect(cell(0, 16)).toHaveAccessibleName('星期一 08:00~08:30');
    expect(cell(6, 47)).toHaveAccessibleName('星期日 23:30~24:00');
    expect(cell(0, 16)).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('星期/时间')).toBeInTheDocument();
    expect(screen.getByText('00:00 - 12:00')).toBeInTheDocument();
    expect(screen.getByText('12:00 - 24:00')).toBeInTheDocument();
  });

  it('shows a preset value as selected cells and in the summary', () => {
    let v = applyRectangleToValue('', { startRow: 0, startCol: 8, endRow: 0, endCol: 11 }, 1);
    v = applyRectangleToValue(v, { startRow: 0, startCol: 14, endRow: 0, endCol: 17 }, 1);
    render(<ScheduleGrid value={v} />);
    expect(cell(0, 8)).toHaveAttribute('aria-selected', 'true');
    expect(cell(0, 12)).toHaveAttribute('aria-selected', 'false');
    expect(selectedCount()).toBe(8);
    expect(screen.getByText('已选时段')).toBeInTheDocument();
    expect(screen.getByText('星期一 08:00~12:00、14:00~18:00')).toBeInTheDocument();
  });

  it('shows 暂未选择 when nothing is chosen', () => {
    render(<ScheduleGrid />);
    expect(screen.getByText('暂未选择')).toBeInTheDocument();
  });

  it('warns and shows an empty grid for an invalid value (wrong length or characters)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rerender } = render(<ScheduleGrid value={'1'.repeat(100)} />);
    expect(warn).toHaveBeenCalledWith('[ScheduleGrid] 排期值长度应为 168（7*24*1），实际为 100，按空排期处理');
    expect(selectedCount()).toBe(0);
    rerender(<ScheduleGrid value={'2'.repeat(168)} />);
    expect(warn).toHaveBeenLastCalledWith('[ScheduleGrid] 排期值只能包含字符 0 和 1，按空排期处理');
    expect(selectedCount()).toBe(0);
    warn.mockClear();
    rerender(<ScheduleGrid value="" />);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('ScheduleGrid drag (widgets spec §4)', () => {
  it('mouse down starts a rectangle, shows the preview while dragging, applies once on mouse up', () => {
    const onChange = vi.fn();
    render(<Host onChange={onChange} />);
    const root = screen.getByTestId('schedule-grid');
    fireEvent.mouseDown(cell(0, 8), { button: 0 });
    fireEvent.mouseOver(cell(1, 9));
    fireEvent.mouseOver(cell(2, 11));
    expect(onChange).not.toHaveBeenCalled();
    expect(root).toHaveAttribute('data-preview', 'select');
    expect(root.querySelectorAll('.tf-schedule-grid__cell--preview')).toHaveLength(3 * 4);
    expect(cell(1, 10)).toHaveClass('tf-schedule-grid__cell--preview');
    expect(cell(1, 12)).not.toHaveClass('tf-schedule-grid__cell--preview');
    // shrinking the rectangle removes the preview from cells that left it
    fireEvent.mouseOver(cell(1, 9));
    expect(root.querySelectorAll('.tf-schedule-grid__cell--preview')).toHaveLength(2 * 2);
    expect(cell(2, 11)).not.toHaveClass('tf-schedule-grid__cell--preview');
    fireEvent.mouseOver(cell(2, 11));
    fireEvent.mouseUp(cell(2, 11));
    expect(onChange).toHaveBeenCalledTimes(1);
    const [value, blocks] = onChange.mock.calls[0];
    expect(value).toHaveLength(168);
    expect(blocks).toEqual([1, 2, 3].map((weekDay) => ({ weekDay, startHour: 8, endHour: 12 })));
    expect(root.querySelectorAll('.tf-schedule-grid__cell--preview')).toHaveLength(0);
    expect(root).not.toHaveAttribute('data-preview');
    expect(selectedCount()).toBe(12);
    expect(screen.getByText('星期二 08:00~12:00')).toBeInTheDocument();
  });

  it('applies when the mouse is released outside the grid (listens on the document)', () => {
    const onChange = vi.fn();
    render(<Host onChange={onChange} />);
    drag([6, 23], [5, 20], document.body);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][1]).toEqual([
      { weekDay: 6, startHour: 20, endHour: 24 },
      { weekDay: 7, startHour: 20, endHour: 24 },
    ]);
  });

  it('clears the rectangle when every cell in it is already selected, and previews the clearing', () => {
    const onChange = vi.fn();
    const full = applyRectangleToValue('', { startRow: 0, startCol: 0, endRow: 6, endCol: 23 }, 1);
    render(<Host initial={full} onChange={onChange} />);
    fireEvent.mouseDown(cell(0, 0), { button: 0 });
    fireEvent.mouseOver(cell(1, 1));
    expect(screen.getByTestId('schedule-grid')).toHaveAttribute('data-preview', 'clear');
    fireEvent.mouseUp(cell(1, 1));
    expect(selectedCount()).toBe(168 - 4);
    expect(onChange.mock.calls[0][0].slice(0, 2)).toBe('00');
  });

  it('selects the whole rectangle when only part of it is selected', () => {
    const part = applyRectangleToValue('', { startRow: 0, startCol: 0, endRow: 0, endCol: 0 }, 1);
    render(<Host initial={part} />);
    drag([0, 0], [1, 1]);
    expect(selectedCount()).toBe(4);
  });

  it('a click is a 1x1 drag: toggles one cell', () => {
    const onChange = vi.fn();
    render(<Host colspan={2} onChange={onChange} />);
    fireEvent.mouseDown(cell(3, 17), { button: 0 });
    fireEvent.mouseUp(cell(3, 17));
    expect(cell(3, 17)).toHaveAttribute('aria-selected', 'true');
    expect(onChange.mock.calls[0][1]).toEqual([{ weekDay: 4, startHour: 8.5, endHour: 9 }]);
    fireEvent.mouseDown(cell(3, 17), { button: 0 });
    fireEvent.mouseUp(cell(3, 17));
    expect(cell(3, 17)).toHaveAttribute('aria-selected', 'false');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange.mock.calls[1][0]).toBe('0'.repeat(336));
  });

  it('a full-grid drag on 336 cells selects all with one change', () => {
    const onChange = vi.fn();
    render(<Host colspan={2} onChange={onChange} />);
    drag([0, 0], [6, 47]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0]).toBe('1'.repeat(336));
    expect(selectedCount()).toBe(336);
  });

  it('ignores other mouse buttons and Escape cancels a drag', () => {
    const onChange = vi.fn();
    render(<Host onChange={onChange} />);
    fireEvent.mouseDown(cell(0, 0), { button: 2 });
    fireEvent.mouseUp(cell(0, 0));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.mouseDown(cell(0, 0), { button: 0 });
    fireEvent.mouseOver(cell(2, 2));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByTestId('schedule-grid').querySelectorAll('.tf-schedule-grid__cell--preview')).toHaveLength(0);
    fireEvent.mouseUp(cell(2, 2));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works uncontrolled from defaultValue', () => {
    render(<ScheduleGrid defaultValue={'1'.repeat(168)} />);
    expect(selectedCount()).toBe(168);
    drag([0, 0], [0, 0]);
    expect(selectedCount()).toBe(167);
  });
});

describe('ScheduleGrid headers and actions', () => {
  it('a day header selects the whole row, and clears it when it is all selected', () => {
    const onChange = vi.fn();
    render(<Host colspan={2} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '星期三全天' }));
    expect(onChange.mock.calls[0][1]).toEqual([{ weekDay: 3, startHour: 0, endHour: 24 }]);
    expect(screen.getByText('星期三 00:00~24:00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '星期三全天' }));
    expect(selectedCount()).toBe(0);
  });

  it('an hour header selects the hour column on every day (both halves when half-hourly)', () => {
    const onChange = vi.fn();
    render(<Host colspan={2} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '8 每天 08:00~09:00' }));
    expect(selectedCount()).toBe(14);
    expect(onChange.mock.calls[0][1]).toHaveLength(7);
    expect(onChange.mock.calls[0][1][0]).toEqual({ weekDay: 1, startHour: 8, endHour: 9 });
  });

  it('清空 clears everything', () => {
    const onChange = vi.fn();
    render(<Host initial={'1'.repeat(336)} colspan={2} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(onChange).toHaveBeenCalledWith('0'.repeat(336), []);
    expect(selectedCount()).toBe(0);
    expect(screen.getByText('暂未选择')).toBeInTheDocument();
  });

  it('hides the summary when asked', () => {
    render(<ScheduleGrid showSummary={false} />);
    expect(screen.queryByText('已选时段')).not.toBeInTheDocument();
  });
});

describe('ScheduleGrid keyboard', () => {
  it('has one tab stop; arrows move focus; Space and Enter toggle the focused cell', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Host onChange={onChange} />);
    const grid = screen.getByRole('grid');
    expect(within(grid).getAllByRole('gridcell').filter((c) => c.tabIndex === 0)).toEqual([cell(0, 0)]);
    act(() => cell(0, 0).focus());
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(cell(1, 2)).toHaveFocus();
    expect(cell(1, 2).tabIndex).toBe(0);
    expect(cell(0, 0).tabIndex).toBe(-1);
    await user.keyboard(' ');
    expect(cell(1, 2)).toHaveAttribute('aria-selected', 'true');
    expect(onChange.mock.calls[0][1]).toEqual([{ weekDay: 2, startHour: 2, endHour: 3 }]);
    await user.keyboard('{Enter}');
    expect(cell(1, 2)).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{End}');
    expect(cell(1, 23)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowUp}{ArrowUp}');
    expect(cell(0, 23)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell(0, 0)).toHaveFocus();
  });
});
