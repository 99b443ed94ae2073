import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownPanel, type DropdownPanelProps } from './dropdown-panel';
import type { DropdownEntry } from './dropdown-panel-rules';

const ITEMS: DropdownEntry<string>[] = [
  { name: 'copy', label: '复制计划', value: 'COPY' },
  {
    title: '状态',
    icon: <span data-testid="group-icon">●</span>,
    tooltip: '修改所选计划的投放状态',
    items: [
      { name: 'enable', label: '开启', value: 'ON', selected: true },
      { name: 'pause', label: '暂停', value: 'OFF' },
    ],
  },
  { name: 'bid', label: '修改出价', value: 'BID', tooltip: '仅支持手动出价的计划' },
  { name: 'delete', label: '删除', value: 'DEL', divided: true, disabled: true },
  { name: 'custom', label: '自定义', value: 'CUSTOM', render: (item) => <strong data-testid="custom">{String(item.label)}★</strong> },
];

function setup(props: Partial<DropdownPanelProps<string>> = {}) {
  const onSelect = vi.fn();
  const user = userEvent.setup();
  const utils = render(<DropdownPanel items={ITEMS} onSelect={onSelect} {...props} />);
  return { ...utils, onSelect, user };
}

const menu = () => screen.queryByRole('menu');
const item = (name: RegExp | string) => screen.getByRole('menuitem', { name });

describe('DropdownPanel: the button (widgets spec §9)', () => {
  it('is labelled 批量操作 by default and closed', () => {
    setup();
    const button = screen.getByRole('button', { name: '批量操作' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toBeNull();
  });

  it('takes another label', () => {
    setup({ label: '更多操作' });
    expect(screen.getByRole('button', { name: '更多操作' })).toBeInTheDocument();
  });

  it('does not open when disabled', async () => {
    const { user } = setup({ disabled: true });
    const button = screen.getByRole('button', { name: '批量操作' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(menu()).toBeNull();
  });
});

describe('DropdownPanel: the panel (widgets spec §3)', () => {
  it('opens on click with items, group titles with icon and tooltip, and dividers', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '批量操作' }));
    const panel = await screen.findByRole('menu');
    expect(screen.getByRole('button', { name: '批量操作' })).toHaveAttribute('aria-expanded', 'true');
    const names = within(panel)
      .getAllByRole('menuitem')
      .map((el) => el.getAttribute('data-name'));
    expect(names).toEqual(['copy', 'enable', 'pause', 'bid', 'delete', 'custom']);
    expect(within(panel).getByText('状态')).toBeInTheDocument();
    expect(within(panel).getByTestId('group-icon')).toBeInTheDocument();
    // Group, after-group and divided-item dividers.
    expect(panel.querySelectorAll('.semi-dropdown-divider')).toHaveLength(3);
  });

  it('marks the selected item and disables a disabled one', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '批量操作' }));
    expect(item(/开启/)).toHaveClass('tf-dropdown-menu__item--selected');
    expect(item(/开启/)).toHaveTextContent('（已选中）');
    expect(item(/暂停/)).not.toHaveClass('tf-dropdown-menu__item--selected');
    expect(item('删除')).toHaveAttribute('aria-disabled', 'true');
  });

  it('draws an item with its render function', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '批量操作' }));
    expect(screen.getByTestId('custom')).toHaveTextContent('自定义★');
  });

  it('gives tooltips to screen readers and shows them on hover', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = setup();
      await user.click(screen.getByRole('button', { name: '批量操作' }));
      expect(item(/修改出价/)).toHaveTextContent('修改出价（仅支持手动出价的计划）');
      expect(screen.getByText('（修改所选计划的投放状态）')).toBeInTheDocument();
      const target = item(/修改出价/).querySelector('.tf-dropdown-menu__hint-target') as HTMLElement;
      expect(target).toHaveAttribute('tabindex', '-1');
      fireEvent.mouseEnter(target);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      const tips = screen.getAllByRole('tooltip').filter((t) => t.textContent === '仅支持手动出价的计划');
      expect(tips).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('DropdownPanel: onSelect(item)', () => {
  it('emits the picked item and closes', async () => {
    const { user, onSelect } = setup();
    await user.click(screen.getByRole('button', { name: '批量操作' }));
    await user.click(item(/暂停/));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'pause', label: '暂停', value: 'OFF' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '批量操作' })).toHaveAttribute('aria-expanded', 'false'));
  });

  it('never emits a disabled item', async () => {
    const { user, onSelect } = setup();
    await user.click(screen.getByRole('button', { name: '批量操作' }));
    await user.click(item('删除'));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('opens with Enter on its first item, moves with the arrows, picks with Enter and returns focus', async () => {
    const { user, onSelect } = setup();
    const button = screen.getByRole('button', { name: '批量操作' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(item('复制计划')).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(item(/开启/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'enable', value: 'ON' }));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(button).toHaveFocus();
  });

  it('opens with Space and with ArrowDown, and closes with Escape back on the button', async () => {
    const { user } = setup();
    const button = screen.getByRole('button', { name: '批量操作' });
    button.focus();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(item('复制计划')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(item('复制计划')).toHaveFocus());
  });

  it('closes on an outside click and on a second click of the button', async () => {
    const { user } = setup();
    const button = screen.getByRole('button', { name: '批量操作' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
