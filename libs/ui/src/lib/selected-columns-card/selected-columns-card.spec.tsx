import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WIDGET_DEBOUNCE } from '@toufang/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectedColumnsCard, type SelectedColumnsCardProps } from './selected-columns-card';
import type { DraggableItem } from './selected-columns-card-rules';

const ITEMS: DraggableItem[] = [
  { key: 'cost', label: '消耗', disabled: true },
  { key: 'show', label: '展示数' },
  { key: 'click', label: '点击数' },
  { key: 'ctr', label: '点击率' },
];

const rows = () => screen.getAllByRole('listitem').map((li) => li.getAttribute('data-key'));

function Controlled(props: Partial<SelectedColumnsCardProps> & { initial?: DraggableItem[] }) {
  const [items, setItems] = useState<DraggableItem[]>(props.initial ?? ITEMS);
  return (
    <SelectedColumnsCard
      {...props}
      items={items}
      onChange={(next) => {
        setItems(next);
        props.onChange?.(next);
      }}
    />
  );
}

/** jsdom has no layout: each row is 40 px tall, stacked in list order, for @dnd-kit's measurements. */
function stackRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const li = this.closest('li');
    const index = li ? Array.from(li.parentElement?.children ?? []).indexOf(li) : 0;
    const top = index * 40;
    return { x: 0, y: top, top, left: 0, right: 300, bottom: top + 40, width: 300, height: 40, toJSON: () => ({}) } as DOMRect;
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SelectedColumnsCard', () => {
  it('shows 已选N列, 清空 and the items in order; fixed items have a lock and no buttons', () => {
    render(<SelectedColumnsCard items={ITEMS} />);
    expect(screen.getByRole('heading', { name: '已选4列' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '清空' })).toBeEnabled();
    expect(rows()).toEqual(['cost', 'show', 'click', 'ctr']);
    const fixed = screen.getAllByRole('listitem')[0];
    expect(within(fixed).getByRole('img', { name: '固定列，不可拖动或移除' })).toBeInTheDocument();
    expect(within(fixed).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: '拖动排序 展示数' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '置顶 点击数' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '移除 点击数' })).toBeEnabled();
    // Already first among the movable items.
    expect(screen.getByRole('button', { name: '置顶 展示数' })).toBeDisabled();
  });

  it('shows 暂无选项 when empty, with 已选0列 and clear unavailable', () => {
    render(<SelectedColumnsCard items={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('暂无选项');
    expect(screen.getByRole('heading', { name: '已选0列' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '清空' })).toBeDisabled();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('emits a change WIDGET_DEBOUNCE.DRAGGABLE_CHANGE_MS (500 ms) after the last action, once', async () => {
    // No shouldAdvanceTime here: real time passing while jsdom renders would blur the 500 ms boundary.
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<SelectedColumnsCard items={ITEMS} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '置顶 点击率' }));
    // The list changes at once.
    expect(rows()).toEqual(['cost', 'ctr', 'show', 'click']);
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    fireEvent.click(screen.getByRole('button', { name: '移除 展示数' }));
    await act(async () => {
      vi.advanceTimersByTime(WIDGET_DEBOUNCE.DRAGGABLE_CHANGE_MS - 1);
    });
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith([ITEMS[0], ITEMS[3], ITEMS[2]]);
    expect(WIDGET_DEBOUNCE.DRAGGABLE_CHANGE_MS).toBe(500);
  });

  it('置顶 moves an item below the fixed ones; 移除 removes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '置顶 点击数' }));
    expect(rows()).toEqual(['cost', 'click', 'show', 'ctr']);
    await user.click(screen.getByRole('button', { name: '移除 展示数' }));
    expect(rows()).toEqual(['cost', 'click', 'ctr']);
    expect(screen.getByRole('heading', { name: '已选3列' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(WIDGET_DEBOUNCE.DRAGGABLE_CHANGE_MS);
    });
    expect(onChange).toHaveBeenLastCalledWith([ITEMS[0], ITEMS[2], ITEMS[3]]);
  });

  it('清空 keeps the fixed items', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(rows()).toEqual(['cost']);
    expect(screen.getByRole('heading', { name: '已选1列' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '清空' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(WIDGET_DEBOUNCE.DRAGGABLE_CHANGE_MS);
    });
    expect(onChange).toHaveBeenLastCalledWith([ITEMS[0]]);
  });

  it('reorders with the keyboard and announces it in Chinese', async () => {
    stackRows();
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const handle = screen.getByRole('button', { name: '拖动排序 展示数' });
    expect(handle).toHaveAttribute('aria-roledescription', '可排序项');
    expect(handle).toHaveAccessibleDescription('按空格键或回车键拿起此列，用上下方向键移动，再按空格键或回车键放下，按 Esc 键取消。');
    handle.focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(screen.getByText('已拿起展示数，当前在第2位，共4位。')).toBeInTheDocument());
    await user.keyboard('[ArrowDown]');
    await waitFor(() => expect(screen.getByText('展示数已移到第3位，共4位。')).toBeInTheDocument());
    await user.keyboard('[Space]');
    await waitFor(() => expect(screen.getByText('展示数已放在第3位，共4位。')).toBeInTheDocument());
    expect(rows()).toEqual(['cost', 'click', 'show', 'ctr']);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([ITEMS[0], ITEMS[2], ITEMS[1], ITEMS[3]]));
  });

  it('Escape cancels a keyboard drag and says so', async () => {
    stackRows();
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    screen.getByRole('button', { name: '拖动排序 点击数' }).focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(screen.getByText('已拿起点击数，当前在第3位，共4位。')).toBeInTheDocument());
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Escape]');
    await waitFor(() => expect(screen.getByText('已取消拖动，点击数回到原位。')).toBeInTheDocument());
    expect(rows()).toEqual(['cost', 'show', 'click', 'ctr']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('fixed items are not draggable: the keyboard cannot move an item above them', async () => {
    stackRows();
    const user = userEvent.setup();
    render(<Controlled />);
    screen.getByRole('button', { name: '拖动排序 展示数' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Space]');
    expect(rows()).toEqual(['cost', 'show', 'click', 'ctr']);
  });

  it('takes a new list from the caller, and merges it with a change still waiting', async () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { rerender } = render(<SelectedColumnsCard items={ITEMS} onChange={onChange} />);
    rerender(<SelectedColumnsCard items={[...ITEMS, { key: 'cvr', label: '转化率' }]} onChange={onChange} />);
    expect(rows()).toEqual(['cost', 'show', 'click', 'ctr', 'cvr']);
    fireEvent.click(screen.getByRole('button', { name: '置顶 点击率' }));
    // The caller adds a column before the reorder was sent: both survive.
    rerender(<SelectedColumnsCard items={[...ITEMS, { key: 'cvr', label: '转化率' }, { key: 'pay', label: '付费' }]} onChange={onChange} />);
    expect(rows()).toEqual(['cost', 'ctr', 'show', 'click', 'cvr', 'pay']);
    await act(async () => {
      vi.advanceTimersByTime(WIDGET_DEBOUNCE.DRAGGABLE_CHANGE_MS);
    });
    expect(onChange.mock.calls[0][0].map((item: DraggableItem) => item.key)).toEqual(['cost', 'ctr', 'show', 'click', 'cvr', 'pay']);
  });

  it('sends a waiting change when it is unmounted', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { unmount } = render(<SelectedColumnsCard items={ITEMS} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '移除 点击率' }));
    unmount();
    expect(onChange).toHaveBeenCalledWith(ITEMS.slice(0, 3));
  });
});
