import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect, type SortSelectProps } from './sort-select';
import type { SortOption, SortValue } from './sort-select-rules';

const OPTIONS: SortOption[] = [
  { value: 'cost', label: '消耗', sort: 'desc', subtitle: '从高到低' },
  { value: 'cost', label: '消耗', sort: 'asc', subtitle: '从低到高' },
  { value: 'ctime', label: '创建时间', sort: 'desc', subtitle: '最新创建在前' },
  { value: 'name', label: '名称', sort: 'asc', disabled: true },
];

function setup(props: Partial<SortSelectProps> = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  const utils = render(<SortSelect options={OPTIONS} onChange={onChange} {...props} />);
  const select = screen.getByRole('combobox', { name: '排序方式' });
  return { ...utils, onChange, user, select };
}

async function openPanel(user: ReturnType<typeof userEvent.setup>, select: HTMLElement) {
  await user.click(select);
  return screen.findByRole('listbox');
}

describe('SortSelect: size (widgets spec §9)', () => {
  it('is 102 wide and opens a 200 wide panel', async () => {
    const { user, select } = setup();
    expect(select).toHaveStyle({ width: '102px' });
    await openPanel(user, select);
    const panel = document.querySelector('.tf-sort-select__panel');
    expect(panel).toHaveStyle({ width: '200px' });
  });

  it('takes other widths', async () => {
    const { user, select } = setup({ width: 120, panelWidth: 240 });
    expect(select).toHaveStyle({ width: '120px' });
    await openPanel(user, select);
    expect(document.querySelector('.tf-sort-select__panel')).toHaveStyle({ width: '240px' });
  });
});

describe('SortSelect: options (widgets spec §3: value, label, sort, subtitle)', () => {
  it('lists each option with its direction icon and its subtitle under the label', async () => {
    const { user, select } = setup();
    const listbox = await openPanel(user, select);
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(4);
    // An option's children are presentational for ARIA, so the icons are looked up by class.
    const icon = (option: HTMLElement) => option.querySelector('.tf-sort-select__icon');
    expect(icon(options[0])).toHaveClass('tf-sort-select__icon--desc');
    expect(icon(options[0])).toHaveAttribute('aria-label', '降序');
    expect(within(options[0]).getByText('从高到低')).toHaveClass('tf-sort-select__subtitle');
    expect(icon(options[1])).toHaveClass('tf-sort-select__icon--asc');
    expect(icon(options[1])).toHaveAttribute('aria-label', '升序');
    expect(within(options[1]).getByText('从低到高')).toBeInTheDocument();
    expect(within(options[2]).getByText('创建时间')).toBeInTheDocument();
    expect(within(options[2]).getByText('最新创建在前')).toBeInTheDocument();
    // No subtitle, no subtitle line.
    expect(options[3].querySelector('.tf-sort-select__subtitle')).toBeNull();
    expect(options[3]).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows 请选择 until a sort is chosen', () => {
    const { select } = setup();
    expect(select).toHaveTextContent('请选择');
  });

  it('shows the chosen label with its up or down icon', () => {
    setup({ defaultValue: { value: 'cost', sort: 'asc' } });
    const select = screen.getByRole('combobox', { name: '排序方式' });
    expect(select).toHaveTextContent('消耗');
    expect(within(select).getByRole('img', { name: '升序' })).toBeInTheDocument();
    expect(within(select).queryByRole('img', { name: '降序' })).toBeNull();
  });
});

describe('SortSelect: choosing', () => {
  it('emits the whole option and shows it, telling apart two directions of one field', async () => {
    const { user, select, onChange } = setup({ defaultValue: { value: 'cost', sort: 'desc' } });
    expect(within(select).getByRole('img', { name: '降序' })).toBeInTheDocument();
    const listbox = await openPanel(user, select);
    await user.click(within(listbox).getAllByRole('option')[1]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(OPTIONS[1]);
    const after = screen.getByRole('combobox', { name: '排序方式' });
    expect(within(after).getByRole('img', { name: '升序' })).toBeInTheDocument();
  });

  it('does not pick a disabled option', async () => {
    const { user, select, onChange } = setup();
    const listbox = await openPanel(user, select);
    await user.click(within(listbox).getAllByRole('option')[3]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is operable from the keyboard: Tab, Enter to open, arrows, Enter to pick', async () => {
    const { user, onChange } = setup();
    await user.tab();
    const select = screen.getByRole('combobox', { name: '排序方式' });
    expect(select).toHaveFocus();
    // Plain key events: user-event also sends a keypress after Semi's prevented Enter keydown, which a browser
    // does not, and Semi's Select would take that keypress as a second click.
    fireEvent.keyDown(select, { key: 'Enter', keyCode: 13 });
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.keyDown(select, { key: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(select, { key: 'ArrowDown', keyCode: 40 });
    const active = document.getElementById(select.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveTextContent('创建时间');
    fireEvent.keyDown(select, { key: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(OPTIONS[2]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState<SortValue>({ value: 'ctime', sort: 'desc' });
      return (
        <>
          <SortSelect options={OPTIONS} value={value} onChange={(o) => setValue({ value: o.value, sort: o.sort })} />
          <button type="button" onClick={() => setValue({ value: 'cost', sort: 'asc' })}>
            外部设置
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getByRole('combobox', { name: '排序方式' })).toHaveTextContent('创建时间');
    await user.click(screen.getByRole('button', { name: '外部设置' }));
    expect(screen.getByRole('combobox', { name: '排序方式' })).toHaveTextContent('消耗');
  });

  it('takes another accessible name', () => {
    render(<SortSelect options={OPTIONS} label="计划排序" />);
    expect(screen.getByRole('combobox', { name: '计划排序' })).toBeInTheDocument();
  });
});
