import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DROPDOWN } from '@toufang/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DropdownSearch, type DropdownSearchProps } from './dropdown-search';
import type { DropdownSearchOption } from './dropdown-search-rules';

const ACCOUNTS: DropdownSearchOption[] = [
  { value: 'a1', label: '华东一组账户' },
  { value: 'a2', label: '华东二组账户', disabled: true },
  { value: 'a3', label: '华南账户', description: '广州、深圳' },
  { value: 'a4', label: '华北账户' },
];

function setup(props: Partial<DropdownSearchProps> = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  const utils = render(
    <div>
      <DropdownSearch label="选择账户" options={ACCOUNTS} onChange={onChange} {...props} />
      <button type="button">外部按钮</button>
    </div>,
  );
  const input = screen.getByRole('combobox', { name: '选择账户' });
  return { ...utils, onChange, user, input };
}

const listbox = () => screen.queryByRole('listbox', { name: '选择账户' });
const optionNames = () => within(listbox() as HTMLElement).getAllByRole('option').map((o) => o.textContent);

describe('DropdownSearch: size and look (widgets spec §9)', () => {
  it('is 360 wide with a list at most 200 high', async () => {
    expect(DROPDOWN.SEARCH_WIDTH).toBe(360);
    expect(DROPDOWN.SEARCH_MAX_HEIGHT).toBe(200);
    const { container, user, input } = setup();
    expect(container.querySelector('.tf-dropdown-search')).toHaveStyle({ width: '360px' });
    await user.click(input);
    expect(listbox()).toHaveStyle({ maxHeight: '200px' });
    expect(container.querySelector('.tf-dropdown-search__panel')).toHaveStyle({ width: '360px' });
  });

  it('takes another width and height', async () => {
    const { container, user, input } = setup({ width: 240, maxHeight: 120 });
    expect(container.querySelector('.tf-dropdown-search')).toHaveStyle({ width: '240px' });
    await user.click(input);
    expect(listbox()).toHaveStyle({ maxHeight: '120px' });
  });

  it('shows 请选择 while closed and 请输入搜索内容 while open', async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute('placeholder', '请选择');
    await user.click(input);
    expect(input).toHaveAttribute('placeholder', '请输入搜索内容');
  });
});

describe('DropdownSearch: opening and closing (widgets spec §4)', () => {
  it('opens on focus', () => {
    const { input } = setup();
    expect(listbox()).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    act(() => input.focus());
    expect(listbox()).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['华东一组账户', '华东二组账户', '华南账户广州、深圳', '华北账户']);
  });

  it('opens when tabbed into', async () => {
    const user = userEvent.setup();
    render(<DropdownSearch label="选择账户" options={ACCOUNTS} />);
    await user.tab();
    expect(listbox()).toBeInTheDocument();
  });

  it('closes on an outside click and clears the search text', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.type(input, '华南');
    expect(input).toHaveValue('华南');
    fireEvent.mouseDown(document.body);
    expect(listbox()).toBeNull();
    expect(input).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
    // Reopened, the search starts empty with every option.
    await user.click(input);
    expect(input).toHaveValue('');
    expect(optionNames()).toHaveLength(4);
  });

  it('stays open on a click inside its list', async () => {
    const { user, input } = setup();
    await user.click(input);
    fireEvent.mouseDown(listbox() as HTMLElement);
    expect(listbox()).toBeInTheDocument();
  });

  it('closes and clears when focus leaves, and on Escape', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.type(input, '华');
    await user.click(screen.getByRole('button', { name: '外部按钮' }));
    expect(listbox()).toBeNull();
    expect(input).toHaveValue('');
    await user.click(input);
    await user.type(input, '华');
    await user.keyboard('{Escape}');
    expect(listbox()).toBeNull();
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });

  it('does not open when disabled', () => {
    const { input } = setup({ disabled: true });
    expect(input).toBeDisabled();
    fireEvent.focus(input);
    fireEvent.click(input);
    expect(listbox()).toBeNull();
  });
});

describe('DropdownSearch: search', () => {
  it('filters the options by the text', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.type(input, '华东');
    expect(optionNames()).toEqual(['华东一组账户', '华东二组账户']);
  });

  it('shows 无匹配数据 when nothing matches and 暂无数据 without options', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.type(input, '西北');
    expect(listbox()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('无匹配数据');
    fireEvent.mouseDown(document.body);

    const other = userEvent.setup();
    render(<DropdownSearch label="空列表" options={[]} />);
    await other.click(screen.getByRole('combobox', { name: '空列表' }));
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });
});

describe('DropdownSearch: picking', () => {
  it('picks a clicked option, emits it, closes and shows its label', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: '华北账户' }));
    expect(onChange).toHaveBeenCalledWith('a4', ACCOUNTS[3]);
    expect(listbox()).toBeNull();
    expect(input).toHaveValue('华北账户');
    expect(input).toHaveFocus();
  });

  it('ignores a disabled option', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    const disabled = screen.getByRole('option', { name: '华东二组账户' });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await user.click(disabled);
    expect(onChange).not.toHaveBeenCalled();
    expect(listbox()).toBeInTheDocument();
  });

  it('moves with the arrow keys, skipping disabled options, and picks with Enter', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    const highlighted = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(highlighted()).toBe('华东一组账户');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('华南账户广州、深圳');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('华北账户');
    await user.keyboard('{ArrowDown}'); // wraps to the top
    expect(highlighted()).toBe('华东一组账户');
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toBe('华北账户');
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('a3', ACCOUNTS[2]);
    expect(input).toHaveValue('华南账户');
  });

  it('highlights the first match while typing, and Enter picks it', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.type(input, '华北{Enter}');
    expect(onChange).toHaveBeenCalledWith('a4', ACCOUNTS[3]);
  });

  it('Enter with nothing matching picks nothing', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.type(input, '西北{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reopens with the arrow key after a pick, on the chosen option, which is marked selected', async () => {
    const { user, input } = setup({ defaultValue: 'a3' });
    expect(input).toHaveValue('华南账户');
    await user.click(input);
    expect(input).toHaveAttribute('placeholder', '华南账户');
    expect(screen.getByRole('option', { name: /^华南账户/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(listbox()).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(listbox()).toBeInTheDocument();
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState<string | number | null>('a1');
      return (
        <>
          <DropdownSearch label="选择账户" options={ACCOUNTS} value={value} onChange={(v) => setValue(v)} />
          <button type="button" onClick={() => setValue('a4')}>
            外部设置
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByRole('combobox', { name: '选择账户' });
    expect(input).toHaveValue('华东一组账户');
    await user.click(screen.getByRole('button', { name: '外部设置' }));
    expect(input).toHaveValue('华北账户');
  });
});
