import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconDelete } from '@douyinfe/semi-icons';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActionButton, IconButton, IllustrationButton, type IllustrationButtonProps } from './button-family';
import type { DropdownEntry } from '../dropdown-panel/dropdown-panel-rules';

describe('ActionButton (widgets spec §2: text, primary, dashed, default)', () => {
  it('is a Semi button of the default type unless told', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<ActionButton onClick={onClick}>查询</ActionButton>);
    const button = screen.getByRole('button', { name: '查询' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveClass('semi-button', 'semi-button-outline', 'semi-button-tertiary', 'tf-action-button--default');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['text', 'semi-button-borderless', 'tf-action-button--text'],
    ['primary', 'semi-button-solid', 'tf-action-button--primary'],
    ['dashed', 'semi-button-outline', 'tf-action-button--dashed'],
    ['default', 'semi-button-outline', 'tf-action-button--default'],
  ] as const)('draws the %s type', (type, semiClass, ownClass) => {
    render(<ActionButton type={type}>新建</ActionButton>);
    expect(screen.getByRole('button', { name: '新建' })).toHaveClass(semiClass, ownClass);
  });

  it('takes a colour tone and stays disabled when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <ActionButton type="text" tone="danger" disabled onClick={onClick}>
        删除
      </ActionButton>,
    );
    const button = screen.getByRole('button', { name: '删除' });
    expect(button).toHaveClass('semi-button-danger-disabled');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('corner marker (widgets spec §2)', () => {
  it('shows 新 on the corner and gives it to screen readers as the description', () => {
    render(<ActionButton marker="新">智能投放</ActionButton>);
    const button = screen.getByRole('button', { name: '智能投放' });
    expect(button).toHaveAccessibleDescription('新');
    const marker = screen.getByText('新');
    expect(marker).toHaveClass('tf-corner-marker');
    expect(marker.parentElement).toHaveClass('tf-corner-marker-host');
  });

  it('shows a number, 0 included, and keeps a caller description', () => {
    render(
      <>
        <span id="own">先选择计划</span>
        <ActionButton marker={0} aria-describedby="own">
          待审核
        </ActionButton>
      </>,
    );
    expect(screen.getByRole('button', { name: '待审核' })).toHaveAccessibleDescription('先选择计划 0');
  });

  it('shows nothing without a marker', () => {
    const { container } = render(<ActionButton>重置</ActionButton>);
    expect(container.querySelector('.tf-corner-marker')).toBeNull();
    expect(screen.getByRole('button', { name: '重置' })).not.toHaveAttribute('aria-describedby');
  });

  it('sits on icon and illustration buttons too', () => {
    render(
      <>
        <IconButton icon={<IconDelete />} aria-label="删除" marker={12} />
        <IllustrationButton marker="新">批量上传</IllustrationButton>
      </>,
    );
    expect(screen.getByRole('button', { name: '删除' })).toHaveAccessibleDescription('12');
    expect(screen.getByRole('button', { name: '批量上传' })).toHaveAccessibleDescription('新');
  });
});

describe('IconButton', () => {
  it('is named by its required aria-label, with the text look by default', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<IconButton icon={<IconDelete aria-hidden />} aria-label="删除计划" onClick={onClick} />);
    const button = screen.getByRole('button', { name: '删除计划' });
    expect(button).toHaveClass('semi-button-borderless', 'tf-icon-button');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('requires the aria-label at the type level', () => {
    // @ts-expect-error aria-label is required
    const element = <IconButton icon={<IconDelete />} />;
    expect(element).toBeTruthy();
  });
});

const MENU: DropdownEntry<string>[] = [
  { name: 'excel', label: '表格上传', value: 'XLSX' },
  { name: 'folder', label: '文件夹上传', value: 'DIR' },
  { name: 'off', label: '已下线', value: 'OFF', disabled: true },
];

describe('IllustrationButton without a dropdown', () => {
  it('clicks, shows its picture, title and description, and carries its grade', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <IllustrationButton grade="veryImportant" illustration={<img alt="" src="data:," />} description="支持 xlsx" onClick={onClick}>
        批量新建
      </IllustrationButton>,
    );
    const button = screen.getByRole('button', { name: /批量新建/ });
    expect(button).toHaveAttribute('data-grade', 'veryImportant');
    expect(button).toHaveClass('tf-illustration-button--veryImportant', 'semi-button-solid');
    expect(button).toHaveTextContent('支持 xlsx');
    expect(button).not.toHaveAttribute('aria-haspopup');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(['veryImportant', 'primary', 'secondary'] as const)('draws the %s grade', (grade) => {
    render(<IllustrationButton grade={grade}>上传</IllustrationButton>);
    expect(screen.getByRole('button', { name: '上传' })).toHaveClass(`tf-illustration-button--${grade}`);
  });

  it('defaults to the primary grade', () => {
    render(<IllustrationButton>上传</IllustrationButton>);
    expect(screen.getByRole('button', { name: '上传' })).toHaveAttribute('data-grade', 'primary');
  });
});

describe('IllustrationButton with a dropdown (widgets spec §9: open after 250 ms, close after 150 ms)', () => {
  beforeEach(() => {
    // Timers move only when told to, so 249 ms and 250 ms are told apart even on a busy machine.
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(props: Partial<IllustrationButtonProps<string>> = {}) {
    const onSelect = vi.fn();
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <IllustrationButton items={MENU} onSelect={onSelect} onClick={onClick} {...props}>
          上传素材
        </IllustrationButton>
        <button type="button">外部按钮</button>
      </>,
    );
    const button = screen.getByRole('button', { name: '上传素材' });
    return { user, onSelect, onClick, button };
  }

  async function advance(ms: number) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }

  const menu = () => screen.queryByRole('menu');

  it('opens 250 ms after the pointer enters, not before', async () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.mouseEnter(button);
    await advance(249);
    expect(menu()).toBeNull();
    await advance(1);
    expect(menu()).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // A hover does not take the focus away.
    expect(button).not.toHaveFocus();
  });

  it('does not open when the pointer leaves within 250 ms', async () => {
    const { button } = setup();
    fireEvent.mouseEnter(button);
    await advance(200);
    fireEvent.mouseLeave(button);
    await advance(500);
    expect(menu()).toBeNull();
  });

  it('closes 150 ms after the pointer leaves, not before', async () => {
    const { button } = setup();
    fireEvent.mouseEnter(button);
    await advance(250);
    fireEvent.mouseLeave(button);
    await advance(149);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await advance(1);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open while the pointer moves into the menu, and closes 150 ms after it leaves the menu', async () => {
    const { button } = setup();
    fireEvent.mouseEnter(button);
    await advance(250);
    fireEvent.mouseLeave(button);
    await advance(100);
    const popup = document.querySelector('.tf-menu-popup') as HTMLElement;
    fireEvent.mouseEnter(popup);
    await advance(500);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(popup);
    await advance(149);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await advance(1);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the pointer comes back to the button within 150 ms', async () => {
    const { button } = setup();
    fireEvent.mouseEnter(button);
    await advance(250);
    fireEvent.mouseLeave(button);
    await advance(100);
    fireEvent.mouseEnter(button);
    await advance(500);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('neither opens nor clicks when disabled', async () => {
    const { button } = setup({ disabled: true });
    expect(button).toBeDisabled();
    fireEvent.mouseEnter(button);
    await advance(1000);
    expect(menu()).toBeNull();
  });
});

describe('IllustrationButton with a dropdown: click and keyboard', () => {
  function setup(props: Partial<IllustrationButtonProps<string>> = {}) {
    const onSelect = vi.fn();
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<IllustrationButton items={MENU} onSelect={onSelect} onClick={onClick} {...props}>上传素材</IllustrationButton>);
    const button = screen.getByRole('button', { name: '上传素材' });
    return { user, onSelect, onClick, button };
  }

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['ArrowDown', '{ArrowDown}'],
  ])('opens with %s on the first item, without the hover delay', async (_name, key) => {
    const { user, button, onClick } = setup();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard(key);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '表格上传' })).toHaveFocus());
    expect(onClick).not.toHaveBeenCalled();
  });

  it('picks an item, emits onSelect(item), closes and returns focus', async () => {
    const { user, button, onSelect } = setup();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: '文件夹上传' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'folder', value: 'DIR' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes with Escape back on the button, and on an outside click', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '表格上传' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
