import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SIZES } from '@toufang/domain';
import { EchoContainer, type EchoItem, echoRemoveLabel } from './echo-container';

const items: EchoItem<string>[] = [
  { value: 'bj', label: '北京' },
  { value: 'gz', label: '广东省广州市天河区珠江新城' },
  { value: 'sh', label: '上海', disabled: true },
];

describe('EchoContainer', () => {
  it('shows the chosen values as tags at most 88 px wide, with an ellipsis text', () => {
    expect(SIZES.TAG_MAX_WIDTH).toBe(88);
    render(<EchoContainer items={items} label="已选地域" onRemove={() => undefined} onClear={() => undefined} />);
    const list = screen.getByRole('list', { name: '已选地域' });
    const tags = within(list).getAllByRole('listitem');
    expect(tags).toHaveLength(3);
    for (const tag of tags) expect(tag.querySelector('.semi-tag')).toHaveStyle({ maxWidth: '88px' });
    expect(screen.getByText('广东省广州市天河区珠江新城')).toHaveClass('tf-ellipsis-text', 'tf-ellipsis-text--single');
  });

  it('a cut label shows its full text in a tooltip on hover', async () => {
    vi.useFakeTimers();
    try {
      render(<EchoContainer items={items} />);
      const text = screen.getByText('广东省广州市天河区珠江新城');
      Object.defineProperties(text, { scrollWidth: { value: 160, configurable: true }, clientWidth: { value: 60, configurable: true } });
      fireEvent.mouseEnter(text);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(SIZES.TOOLTIP_DELAY_MS);
      });
      expect(screen.getByRole('tooltip')).toHaveTextContent('广东省广州市天河区珠江新城');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a tag close button removes that value; a disabled item has none', async () => {
    const onRemove = vi.fn();
    render(<EchoContainer items={items} onRemove={onRemove} />);
    expect(echoRemoveLabel('北京')).toBe('移除北京');
    await userEvent.click(screen.getByRole('button', { name: '移除北京' }));
    expect(onRemove).toHaveBeenCalledExactlyOnceWith('bj', items[0]);
    expect(screen.queryByRole('button', { name: '移除上海' })).toBeNull();
  });

  it('清空 clears all; without onClear there is no 清空', async () => {
    const onClear = vi.fn();
    const { rerender } = render(<EchoContainer items={items} onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(onClear).toHaveBeenCalledOnce();
    rerender(<EchoContainer items={items} />);
    expect(screen.queryByRole('button', { name: '清空' })).toBeNull();
    expect(screen.queryByRole('button', { name: '移除北京' })).toBeNull();
  });

  it('with nothing chosen it shows 暂未选择 and no 清空', () => {
    const { rerender } = render(<EchoContainer items={[]} onClear={() => undefined} />);
    expect(screen.getByText('暂未选择')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '清空' })).toBeNull();
    rerender(<EchoContainer items={[]} emptyText="请先选择账户" />);
    expect(screen.getByText('请先选择账户')).toBeInTheDocument();
  });

  it('disabled: no remove buttons and 清空 is disabled', () => {
    render(<EchoContainer items={items} onRemove={() => undefined} onClear={() => undefined} disabled />);
    expect(screen.queryByRole('button', { name: '移除北京' })).toBeNull();
    expect(screen.getByRole('button', { name: '清空' })).toBeDisabled();
  });

  it('works controlled: remove then clear', async () => {
    function Demo() {
      const [chosen, setChosen] = useState(items);
      return <EchoContainer items={chosen} onRemove={(v) => setChosen((c) => c.filter((i) => i.value !== v))} onClear={() => setChosen([])} />;
    }
    render(<Demo />);
    await userEvent.click(screen.getByRole('button', { name: '移除北京' }));
    expect(screen.queryByText('北京')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(screen.getByText('暂未选择')).toBeInTheDocument();
  });
});
