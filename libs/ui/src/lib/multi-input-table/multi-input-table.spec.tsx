import { act, createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MultiInputTable, type MultiInputTableHandle, type MultiInputTableProps } from './multi-input-table';
import type { MultiInputColumn, MultiInputRow } from './multi-input-table-rules';

const columns: MultiInputColumn[] = [
  { key: 'name', title: '名称', validate: (v) => (v ? undefined : '请输入名称') },
  { key: 'url', title: '链接', validate: (v) => (!v || v.startsWith('http') ? undefined : '链接格式不正确') },
];

const cell = (row: number, title: string) => screen.getByRole('textbox', { name: `第${row}行 ${title}` });
const rowOf = (el: HTMLElement) => el.closest('tr') as HTMLTableRowElement;
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function setup(props: Partial<MultiInputTableProps> = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const onChange = vi.fn<(rows: MultiInputRow[]) => void>();
  const onValidate = vi.fn();
  const utils = render(<MultiInputTable aria-label="落地页" columns={columns} onChange={onChange} onValidate={onValidate} {...props} />);
  return { user, onChange, onValidate, ...utils };
}

/** Fake timers that move only when told to, for the tests that measure the 500 ms to the millisecond. */
function exactTimers() {
  vi.useRealTimers();
  vi.useFakeTimers();
}

/** One synchronous edit (no real time passes), so the debounce can be measured to the millisecond. */
function edit(target: HTMLElement, value: string) {
  fireEvent.change(target, { target: { value } });
}

function paste(target: HTMLElement, text: string) {
  const event = createEvent.paste(target, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });
  fireEvent(target, event);
  return event;
}

describe('MultiInputTable', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with one empty row, named cells, an add control and no delete button', () => {
    setup();
    expect(screen.getByRole('table', { name: '落地页' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '名称' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeInTheDocument();
    expect(cell(1, '名称')).toHaveValue('');
    expect(cell(1, '链接')).toHaveValue('');
    expect(screen.getByRole('button', { name: '添加一行' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /删除第/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('emits trimmed values while keeping the typed text in the cell', async () => {
    const { user, onChange } = setup();
    await user.type(cell(1, '名称'), '  品牌 词  ');
    expect(cell(1, '名称')).toHaveValue('  品牌 词  ');
    expect(onChange).toHaveBeenLastCalledWith([{ name: '品牌 词', url: '' }]);
  });

  it('validates 500 ms after typing stops, then shows the error under the table and highlights the row', async () => {
    exactTimers();
    const { onValidate } = setup({ value: [{ name: '甲', url: '' }, { name: '乙', url: '' }] });
    edit(cell(2, '链接'), 'abc');
    await advance(499);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onValidate).not.toHaveBeenCalled();
    await advance(1);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('链接格式不正确');
    expect(screen.getByRole('table').compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(rowOf(cell(2, '链接'))).toHaveClass('tf-multi-input-table__row--error');
    expect(rowOf(cell(2, '链接'))).toHaveAttribute('data-error', 'true');
    expect(rowOf(cell(1, '链接'))).not.toHaveAttribute('data-error');
    expect(cell(2, '链接')).toHaveAttribute('aria-invalid', 'true');
    expect(cell(2, '链接')).toHaveAttribute('aria-describedby', alert.id);
    expect(cell(2, '名称')).not.toHaveAttribute('aria-invalid');
    expect(onValidate).toHaveBeenCalledTimes(1);
    expect(onValidate).toHaveBeenLastCalledWith({
      valid: false,
      error: { rowIndex: 1, columnKey: 'url', message: '链接格式不正确' },
      value: [
        { name: '甲', url: '' },
        { name: '乙', url: 'abc' },
      ],
    });
  });

  it('restarts the 500 ms wait on every keystroke', async () => {
    exactTimers();
    const { onValidate } = setup();
    edit(cell(1, '链接'), 'a');
    await advance(400);
    edit(cell(1, '链接'), 'ab');
    await advance(400);
    expect(onValidate).not.toHaveBeenCalled();
    await advance(100);
    expect(onValidate).toHaveBeenCalledTimes(1);
  });

  it('shows only the first failing row and column', async () => {
    const { user } = setup({ value: [{ name: '甲', url: '' }, { name: '', url: 'x' }, { name: '', url: '' }] });
    await user.type(cell(1, '链接'), 'ftp');
    await advance(500);
    // Row 2 fails on 名称 first (its 链接 also fails); row 3 fails too, but row 1 comes first.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('链接格式不正确');
    expect(bodyRows().filter((r) => r.dataset.error)).toEqual([rowOf(cell(1, '链接'))]);
    await user.clear(cell(1, '链接'));
    await advance(500);
    expect(screen.getByRole('alert')).toHaveTextContent('请输入名称');
    expect(bodyRows().filter((r) => r.dataset.error)).toEqual([rowOf(cell(2, '名称'))]);
    expect(cell(2, '名称')).toHaveAttribute('aria-invalid', 'true');
    expect(cell(2, '链接')).not.toHaveAttribute('aria-invalid');
  });

  it('clears the error once the row is fixed', async () => {
    const { user } = setup();
    await user.type(cell(1, '名称'), ' ');
    await advance(500);
    expect(screen.getByRole('alert')).toHaveTextContent('请输入名称');
    await user.type(cell(1, '名称'), '甲');
    await advance(500);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(rowOf(cell(1, '名称'))).not.toHaveAttribute('data-error');
  });

  it('Enter moves to the same column of the next row', async () => {
    const { user } = setup({ value: [{ name: '甲', url: '' }, { name: '乙', url: '' }] });
    await user.click(cell(1, '链接'));
    await user.keyboard('{Enter}');
    expect(cell(2, '链接')).toHaveFocus();
    expect(bodyRows()).toHaveLength(2);
  });

  it('Enter on the last row adds a row and focuses its same column', async () => {
    const { user, onChange } = setup({ value: [{ name: '甲', url: 'http://a' }] });
    await user.click(cell(1, '链接'));
    await user.keyboard('{Enter}');
    expect(bodyRows()).toHaveLength(2);
    expect(cell(2, '链接')).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith([
      { name: '甲', url: 'http://a' },
      { name: '', url: '' },
    ]);
    // A row just added is not flagged as empty.
    await advance(1000);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Enter while an input method is composing does not move or add', () => {
    setup();
    fireEvent.keyDown(cell(1, '名称'), { key: 'Enter', isComposing: true });
    expect(bodyRows()).toHaveLength(1);
  });

  it('never goes beyond max rows: Enter and the add control stop, with the cap shown', async () => {
    const onOverMaxRows = vi.fn();
    const { user } = setup({ maxRows: 2, onOverMaxRows, value: [{ name: '甲', url: '' }] });
    await user.click(screen.getByRole('button', { name: '添加一行' }));
    expect(bodyRows()).toHaveLength(2);
    expect(cell(2, '名称')).toHaveFocus();
    expect(screen.getByRole('button', { name: '添加一行' })).toBeDisabled();
    expect(screen.getByText('最多2行')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(bodyRows()).toHaveLength(2);
    expect(onOverMaxRows).toHaveBeenCalledWith(2);
  });

  it('caps at 500 rows by default', () => {
    const atCap = Array.from({ length: 500 }, (_, i) => ({ name: `词${i}`, url: '' }));
    // Text queries only: role queries over 1,000 inputs take seconds in jsdom.
    const { container, rerender } = setup({ value: atCap.slice(0, 499) });
    const add = () => screen.getByText('添加一行').closest('button') as HTMLButtonElement;
    expect(add()).toBeEnabled();
    expect(screen.queryByText('最多500行')).toBeNull();
    rerender(<MultiInputTable columns={columns} value={atCap} />);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(500);
    expect(add()).toBeDisabled();
    expect(screen.getByText('最多500行')).toBeInTheDocument();
  });

  it('offers a delete button on each row only when more than one row exists', async () => {
    const { user, onChange } = setup({ value: [{ name: '甲', url: '' }, { name: '乙', url: '' }] });
    expect(screen.getByRole('button', { name: '删除第1行' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除第2行' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '删除第1行' }));
    expect(onChange).toHaveBeenLastCalledWith([{ name: '乙', url: '' }]);
    expect(cell(1, '名称')).toHaveValue('乙');
    expect(cell(1, '名称')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /删除第/ })).toBeNull();
  });

  it('re-checks at once when a row is deleted while an error shows, so the highlight follows the rows', async () => {
    const { user } = setup({ value: [{ name: '甲', url: '' }, { name: '乙', url: '' }] });
    await user.clear(cell(2, '名称'));
    await advance(500);
    expect(rowOf(cell(2, '名称'))).toHaveAttribute('data-error', 'true');
    await user.click(screen.getByRole('button', { name: '删除第1行' }));
    expect(rowOf(cell(1, '名称'))).toHaveAttribute('data-error', 'true');
    await user.click(screen.getByRole('button', { name: '添加一行' }));
    await user.type(cell(1, '名称'), '丙');
    await user.click(screen.getByRole('button', { name: '删除第2行' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a pending validation checks the rows as they are when it fires, after a row was deleted meanwhile', async () => {
    exactTimers();
    setup({ value: [{ name: '甲', url: '' }, { name: '乙', url: '' }] });
    edit(cell(2, '链接'), 'bad');
    await advance(200);
    fireEvent.click(screen.getByRole('button', { name: '删除第1行' }));
    await advance(300);
    expect(screen.getByRole('alert')).toHaveTextContent('链接格式不正确');
    expect(rowOf(cell(1, '链接'))).toHaveAttribute('data-error', 'true');
    expect(bodyRows()).toHaveLength(1);
  });

  describe('paste', () => {
    it('fills rows and columns from the focused cell when pasteable', () => {
      const { onChange } = setup({ pasteable: true, value: [{ name: '甲', url: '' }] });
      const event = paste(cell(1, '链接'), 'http://1\textra\nhttp://2\r\nhttp://3\n');
      expect(event.defaultPrevented).toBe(true);
      expect(bodyRows()).toHaveLength(3);
      expect(cell(1, '链接')).toHaveValue('http://1');
      expect(cell(2, '链接')).toHaveValue('http://2');
      expect(cell(3, '链接')).toHaveValue('http://3');
      expect(cell(1, '名称')).toHaveValue('甲');
      expect(onChange).toHaveBeenLastCalledWith([
        { name: '甲', url: 'http://1' },
        { name: '', url: 'http://2' },
        { name: '', url: 'http://3' },
      ]);
    });

    it('fills several columns from tab-separated text and validates 500 ms later', async () => {
      exactTimers();
      const { onValidate } = setup({ pasteable: true });
      paste(cell(1, '名称'), '甲\thttp://a\n乙\tbad');
      expect(cell(2, '名称')).toHaveValue('乙');
      expect(cell(2, '链接')).toHaveValue('bad');
      await advance(499);
      expect(onValidate).not.toHaveBeenCalled();
      await advance(1);
      expect(screen.getByRole('alert')).toHaveTextContent('链接格式不正确');
      expect(rowOf(cell(2, '链接'))).toHaveAttribute('data-error', 'true');
    });

    it('caps pasted lines at max rows and reports the lines left out', () => {
      const onPasteOverMaxRows = vi.fn();
      setup({ pasteable: true, maxRows: 3, onPasteOverMaxRows });
      paste(cell(1, '名称'), 'a\nb\nc\nd\ne');
      expect(bodyRows()).toHaveLength(3);
      expect(cell(3, '名称')).toHaveValue('c');
      expect(onPasteOverMaxRows).toHaveBeenCalledWith({ droppedRows: 2, maxRows: 3 });
      expect(screen.getByText('最多3行')).toBeInTheDocument();
    });

    it('leaves a single value to the normal paste', () => {
      setup({ pasteable: true });
      expect(paste(cell(1, '名称'), '单个值').defaultPrevented).toBe(false);
    });

    it('does nothing special without the pasteable prop', () => {
      setup();
      expect(paste(cell(1, '名称'), 'a\nb').defaultPrevented).toBe(false);
      expect(bodyRows()).toHaveLength(1);
    });

    it('shows a paste hint only when pasteable', () => {
      const { rerender } = setup({ pasteable: true });
      expect(screen.getByText('支持从表格粘贴多行多列内容')).toBeInTheDocument();
      rerender(<MultiInputTable columns={columns} />);
      expect(screen.queryByText('支持从表格粘贴多行多列内容')).toBeNull();
    });
  });

  describe('validate() for forms', () => {
    it('validates at once, shows the error and returns it', () => {
      const ref = createRef<MultiInputTableHandle>();
      const { onValidate } = setup({ ref, value: [{ name: ' 甲 ', url: 'http://a' }, { name: '', url: '' }] });
      let result: ReturnType<MultiInputTableHandle['validate']> | undefined;
      act(() => {
        result = ref.current?.validate();
      });
      expect(result).toEqual({
        valid: false,
        error: { rowIndex: 1, columnKey: 'name', message: '请输入名称' },
        value: [
          { name: '甲', url: 'http://a' },
          { name: '', url: '' },
        ],
      });
      expect(screen.getByRole('alert')).toHaveTextContent('请输入名称');
      expect(onValidate).toHaveBeenCalledWith(result);
    });

    it('returns valid with the trimmed rows when every row passes, cancelling a pending check', async () => {
      const ref = createRef<MultiInputTableHandle>();
      const { user, onValidate } = setup({ ref });
      await user.type(cell(1, '名称'), ' 甲 ');
      let result: ReturnType<MultiInputTableHandle['validate']> | undefined;
      act(() => {
        result = ref.current?.validate();
      });
      expect(result).toEqual({ valid: true, error: undefined, value: [{ name: '甲', url: '' }] });
      await advance(1000);
      expect(onValidate).toHaveBeenCalledTimes(1);
    });
  });

  describe('controlled value', () => {
    function Controlled({ initial }: { initial: MultiInputRow[] }) {
      const [rows, setRows] = useState(initial);
      return (
        <>
          <MultiInputTable columns={columns} value={rows} onChange={setRows} />
          <button type="button" onClick={() => setRows([{ name: '外部', url: '' }])}>
            重置外部
          </button>
        </>
      );
    }

    it('keeps typed spaces when the parent echoes the trimmed value back', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<Controlled initial={[{ name: '', url: '' }]} />);
      await user.type(cell(1, '名称'), 'a b ');
      expect(cell(1, '名称')).toHaveValue('a b ');
    });

    it('takes a new value from outside', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<Controlled initial={[{ name: '甲', url: '' }, { name: '乙', url: '' }]} />);
      await user.click(screen.getByRole('button', { name: '重置外部' }));
      expect(bodyRows()).toHaveLength(1);
      expect(cell(1, '名称')).toHaveValue('外部');
    });
  });
});
