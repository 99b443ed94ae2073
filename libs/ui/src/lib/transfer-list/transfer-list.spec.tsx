import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WIDGET_DEBOUNCE } from '@toufang/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransferList, type TransferListProps } from './transfer-list';
import type { TransferItem, TransferKey } from './transfer-list-rules';

const ITEMS: TransferItem[] = [
  { key: 'a', label: '北京' },
  { key: 'b', label: '上海' },
  { key: 'c', label: '广州', disabled: true },
  { key: 'd', label: '深圳', noMove: 'right' },
  { key: 'e', label: 'Hangzhou', noMove: 'left' },
];

const left = () => screen.getByRole('region', { name: '可选项' });
const right = () => screen.getByRole('region', { name: '已选项' });
const keysIn = (panel: HTMLElement) => within(panel).queryAllByRole('listitem').map((li) => li.getAttribute('data-key'));

function Controlled(props: Partial<TransferListProps> & { initial?: TransferKey[] }) {
  const [value, setValue] = useState<TransferKey[]>(props.initial ?? []);
  return (
    <TransferList
      dataSource={ITEMS}
      {...props}
      value={value}
      onChange={(next, detail) => {
        setValue(next);
        props.onChange?.(next, detail);
      }}
    />
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('TransferList', () => {
  it('shows the available list on the left and the selected list on the right, with counts', () => {
    render(<TransferList dataSource={ITEMS} defaultValue={['e']} />);
    expect(keysIn(left())).toEqual(['a', 'b', 'c', 'd']);
    expect(keysIn(right())).toEqual(['e']);
    expect(within(left()).getByText('(4)')).toBeInTheDocument();
    expect(within(right()).getByText('(1)')).toBeInTheDocument();
  });

  it('moves one item with its own button and reports the change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '右移 北京' }));
    expect(keysIn(right())).toEqual(['a']);
    expect(onChange).toHaveBeenCalledWith(['a'], { direction: 'right', moved: ['a'], items: [ITEMS[0]] });
    await user.click(screen.getByRole('button', { name: '左移 北京' }));
    expect(keysIn(right())).toEqual([]);
    expect(onChange).toHaveBeenLastCalledWith([], { direction: 'left', moved: ['a'], items: [] });
  });

  it('moves the checked items with the move buttons', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const moveRight = screen.getByRole('button', { name: '右移' });
    expect(moveRight).toBeDisabled();
    await user.click(within(left()).getByRole('checkbox', { name: '北京' }));
    await user.click(within(left()).getByRole('checkbox', { name: '上海' }));
    expect(moveRight).toBeEnabled();
    await user.click(moveRight);
    expect(keysIn(right())).toEqual(['a', 'b']);
    expect(moveRight).toBeDisabled();
    await user.click(within(right()).getByRole('checkbox', { name: '上海' }));
    await user.click(screen.getByRole('button', { name: '左移' }));
    expect(keysIn(right())).toEqual(['a']);
  });

  it('move-all moves every movable item and leaves disabled and noMove items', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: '全部右移' }));
    expect(keysIn(right())).toEqual(['a', 'b', 'e']);
    expect(keysIn(left())).toEqual(['c', 'd']);
    await user.click(screen.getByRole('button', { name: '全部左移' }));
    expect(keysIn(right())).toEqual(['e']); // noMove 'left' stays selected
  });

  it("an item with noMove 'right' cannot be moved to the right list, and says so", () => {
    render(<TransferList dataSource={ITEMS} />);
    expect(screen.getByRole('button', { name: '右移 深圳' })).toBeDisabled();
    expect(within(left()).getByRole('checkbox', { name: '深圳' })).toBeDisabled();
    const row = within(left()).getAllByRole('listitem')[3];
    expect(within(row).getByRole('img', { name: '不可移入已选' })).toBeInTheDocument();
  });

  it("an item with noMove 'left' cannot go back once selected", () => {
    render(<TransferList dataSource={ITEMS} defaultValue={['e', 'd']} />);
    expect(screen.getByRole('button', { name: '左移 Hangzhou' })).toBeDisabled();
    expect(within(right()).getByRole('img', { name: '不可移回可选' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '左移 深圳' })).toBeEnabled();
  });

  it('a disabled item cannot move', () => {
    render(<TransferList dataSource={ITEMS} />);
    expect(screen.getByRole('button', { name: '右移 广州' })).toBeDisabled();
    expect(within(left()).getByRole('checkbox', { name: '广州' })).toBeDisabled();
  });

  it('refuses to pass the maximum with 最多选择N项 and an over-max event', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onOverMax = vi.fn();
    render(<Controlled max={2} initial={['a']} onChange={onChange} onOverMax={onOverMax} />);
    expect(within(right()).getByText('(1/2)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '全部右移' }));
    expect(screen.getByRole('alert')).toHaveTextContent('最多选择2项');
    expect(onOverMax).toHaveBeenCalledWith({ max: 2, attempted: 3, message: '最多选择2项' });
    expect(onChange).not.toHaveBeenCalled();
    expect(keysIn(right())).toEqual(['a']);
    await user.click(screen.getByRole('button', { name: '右移 上海' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(right()).getByText('(2/2)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '右移 Hangzhou' }));
    expect(screen.getByRole('alert')).toHaveTextContent('最多选择2项');
  });

  it('searches each list, case-insensitively, after the 500 ms search debounce', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<TransferList dataSource={ITEMS} defaultValue={['e']} />);
    const leftSearch = screen.getByRole('textbox', { name: '搜索可选项' });
    expect(leftSearch).toHaveAttribute('placeholder', '请输入搜索内容');
    await user.type(leftSearch, '上');
    act(() => vi.advanceTimersByTime(WIDGET_DEBOUNCE.SEARCH_MS - 100));
    expect(keysIn(left())).toEqual(['a', 'b', 'c', 'd']);
    act(() => vi.advanceTimersByTime(100));
    expect(keysIn(left())).toEqual(['b']);
    await user.type(screen.getByRole('textbox', { name: '搜索已选项' }), 'HANG');
    act(() => vi.advanceTimersByTime(WIDGET_DEBOUNCE.SEARCH_MS));
    expect(keysIn(right())).toEqual(['e']);
    await user.clear(leftSearch);
    await user.type(leftSearch, '杭州');
    act(() => vi.advanceTimersByTime(WIDGET_DEBOUNCE.SEARCH_MS));
    expect(within(left()).getByRole('status')).toHaveTextContent('无匹配数据');
  });

  it('move-all respects the search: only the shown items move', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Controlled />);
    await user.type(screen.getByRole('textbox', { name: '搜索可选项' }), '北');
    act(() => vi.advanceTimersByTime(WIDGET_DEBOUNCE.SEARCH_MS));
    await user.click(screen.getByRole('button', { name: '全部右移' }));
    expect(keysIn(right())).toEqual(['a']);
  });

  it('shows the empty states: 暂无数据 on the left, 列表为空 on the right', () => {
    render(<TransferList dataSource={[]} />);
    expect(within(left()).getByRole('status')).toHaveTextContent('暂无数据');
    expect(within(right()).getByRole('status')).toHaveTextContent('列表为空');
  });

  it('select-all checks only the movable items', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('checkbox', { name: '全选可选项' }));
    expect(within(left()).getByRole('checkbox', { name: '北京' })).toBeChecked();
    expect(within(left()).getByRole('checkbox', { name: '深圳' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '右移' }));
    expect(keysIn(right())).toEqual(['a', 'b', 'e']);
  });

  it('is operable by keyboard: Tab to an item, Space to check, Enter on a move button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} searchable={false} />);
    await user.tab(); // select-all of the left list
    await user.tab(); // 北京
    expect(document.activeElement).toBe(within(left()).getByRole('checkbox', { name: '北京' }));
    await user.keyboard(' ');
    expect(within(left()).getByRole('checkbox', { name: '北京' })).toBeChecked();
    screen.getByRole('button', { name: '右移' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(['a'], expect.objectContaining({ direction: 'right' }));
  });

  it('uncontrolled: keeps its own value', async () => {
    const user = userEvent.setup();
    render(<TransferList dataSource={ITEMS} />);
    await user.click(screen.getByRole('button', { name: '右移 上海' }));
    expect(keysIn(right())).toEqual(['b']);
  });

  it('controlled: follows the value it is given', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TransferList dataSource={ITEMS} value={[]} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '右移 上海' }));
    expect(onChange).toHaveBeenCalledWith(['b'], expect.anything());
    expect(keysIn(right())).toEqual([]);
  });

  it('does nothing while disabled', () => {
    render(<TransferList dataSource={ITEMS} disabled />);
    expect(screen.getByRole('button', { name: '右移 北京' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '全部右移' })).toBeDisabled();
  });
});
