import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterDropdownInput } from './filter-dropdown-input';
import type { FilterDropdownValue } from './filter-dropdown-input-rules';

function setup(props: Partial<React.ComponentProps<typeof FilterDropdownInput>> = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  const utils = render(
    <div>
      <FilterDropdownInput label="计划名称" onChange={onChange} {...props} />
      <button type="button">外部按钮</button>
    </div>,
  );
  const input = screen.getByRole('combobox', { name: '计划名称' });
  return { ...utils, onChange, user, input };
}

const panel = () => screen.queryByRole('group', { name: '计划名称' });
const method = (name: '模糊' | '精确') => screen.getByRole('radio', { name });

async function clickOutside() {
  await act(async () => {
    fireEvent.mouseDown(document.body);
  });
}

describe('FilterDropdownInput: look (widgets spec §9)', () => {
  it('is 260 wide and 32 high, with the search placeholder and the LIKE method shown', () => {
    const { container, input } = setup();
    expect(container.querySelector('.tf-filter-dropdown-input')).toHaveStyle({ width: '260px' });
    expect(container.querySelector('.semi-input-wrapper')).toHaveStyle({ height: '32px' });
    expect(input).toHaveAttribute('placeholder', '请输入搜索内容');
    expect(screen.getByText('模糊')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes another width', () => {
    const { container } = setup({ width: 320 });
    expect(container.querySelector('.tf-filter-dropdown-input')).toHaveStyle({ width: '320px' });
  });
});

describe('FilterDropdownInput: LIKE', () => {
  it('opens on focus with the method choice, and emits the typed value on an outside click', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    expect(panel()).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(method('模糊')).toBeChecked();
    expect(method('精确')).not.toBeChecked();
    await user.type(input, ' 春季上新 ');
    expect(onChange).not.toHaveBeenCalled();
    await clickOutside();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ method: 'LIKE', value: '春季上新' });
    await waitFor(() => expect(panel()).not.toBeInTheDocument());
  });

  it('does not emit when closed without a change', async () => {
    const { user, input, onChange } = setup({ defaultValue: { method: 'LIKE', value: '春季' } });
    await user.click(input);
    await user.type(input, 'x');
    await user.keyboard('{Backspace}');
    await clickOutside();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('emits on Enter, on Escape and when focus leaves', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.type(input, 'a{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ method: 'LIKE', value: 'a' });

    await user.click(input);
    await user.type(input, 'b');
    await user.keyboard('{Escape}');
    expect(onChange).toHaveBeenLastCalledWith({ method: 'LIKE', value: 'ab' });
    expect(input).toHaveFocus();

    await user.type(input, 'c');
    await user.click(screen.getByRole('button', { name: '外部按钮' }));
    expect(onChange).toHaveBeenLastCalledWith({ method: 'LIKE', value: 'abc' });
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});

describe('FilterDropdownInput: IN', () => {
  it('takes several values by line or comma and emits them normalised', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.click(method('精确'));
    const values = screen.getByRole('textbox', { name: '精确匹配内容' });
    expect(values).toHaveAttribute('placeholder', '多个值请换行或用逗号分隔');
    await user.type(values, '1001{Enter}1002，1003,1001');
    expect(input).toHaveValue('1001,1002,1003');
    expect(input).toHaveAttribute('readonly');
    expect(screen.getAllByText('精确').length).toBeGreaterThan(0);
    await clickOutside();
    expect(onChange).toHaveBeenCalledWith({ method: 'IN', value: '1001,1002,1003' });
  });

  it('closes with Escape from the value list, returns focus to the input and stays closed', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.click(method('精确'));
    await user.type(screen.getByRole('textbox', { name: '精确匹配内容' }), '9');
    await user.keyboard('{Escape}');
    expect(onChange).toHaveBeenCalledWith({ method: 'IN', value: '9' });
    expect(input).toHaveFocus();
    expect(panel()).not.toBeInTheDocument();
  });

  it('emits when focus leaves the value list for another control', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.click(method('精确'));
    await user.type(screen.getByRole('textbox', { name: '精确匹配内容' }), '5,6');
    await user.click(screen.getByRole('button', { name: '外部按钮' }));
    expect(onChange).toHaveBeenCalledWith({ method: 'IN', value: '5,6' });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('emits when only the method changed', async () => {
    const { user, input, onChange } = setup({ defaultValue: { method: 'LIKE', value: '春季' } });
    await user.click(input);
    await user.click(method('精确'));
    await clickOutside();
    expect(onChange).toHaveBeenCalledWith({ method: 'IN', value: '春季' });
  });

  it('shows an IN value one per line when reopened, and emits nothing unchanged', async () => {
    const { user, input, onChange } = setup({ defaultValue: { method: 'IN', value: '1,2' } });
    expect(input).toHaveValue('1,2');
    await user.click(input);
    expect(screen.getByRole('textbox', { name: '精确匹配内容' })).toHaveValue('1\n2');
    await clickOutside();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('resets to LIKE when the value is emptied', async () => {
    const { user, input, onChange } = setup({ defaultValue: { method: 'IN', value: '1,2' } });
    await user.click(input);
    await user.clear(screen.getByRole('textbox', { name: '精确匹配内容' }));
    await clickOutside();
    expect(onChange).toHaveBeenCalledWith({ method: 'LIKE', value: '' });
    expect(screen.getByText('模糊')).toBeInTheDocument();
  });

  it('goes back to LIKE at once when cleared with the clear button', async () => {
    const { user, input, container } = setup({ defaultValue: { method: 'IN', value: '1,2' } });
    await user.click(input);
    const values = screen.getByRole('textbox', { name: '精确匹配内容' });
    await user.hover(values);
    const clear = container.querySelector<HTMLElement>('.semi-input-clearbtn');
    expect(clear).not.toBeNull();
    await user.click(clear as HTMLElement);
    expect(method('模糊')).toBeChecked();
    expect(screen.queryByRole('textbox', { name: '精确匹配内容' })).not.toBeInTheDocument();
  });

  it('joins lines with commas when switching back to LIKE', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.click(method('精确'));
    await user.type(screen.getByRole('textbox', { name: '精确匹配内容' }), 'a{Enter}b');
    await user.click(method('模糊'));
    expect(input).toHaveValue('a,b');
    await clickOutside();
    expect(onChange).toHaveBeenCalledWith({ method: 'LIKE', value: 'a,b' });
  });
});

describe('FilterDropdownInput: controlled and disabled', () => {
  function Controlled({ log }: { log: (v: FilterDropdownValue) => void }) {
    const [value, setValue] = useState<FilterDropdownValue>({ method: 'IN', value: '7,8' });
    return (
      <>
        <FilterDropdownInput
          label="账户ID"
          value={value}
          onChange={(v) => {
            setValue(v);
            log(v);
          }}
        />
        <button type="button" onClick={() => setValue({ method: 'LIKE', value: '外部' })}>
          外部设置
        </button>
      </>
    );
  }

  it('shows the value it is given and follows it', async () => {
    const user = userEvent.setup();
    const log = vi.fn();
    render(<Controlled log={log} />);
    const input = screen.getByRole('combobox', { name: '账户ID' });
    expect(input).toHaveValue('7,8');
    await user.click(screen.getByRole('button', { name: '外部设置' }));
    expect(input).toHaveValue('外部');
    expect(log).not.toHaveBeenCalled();
  });

  it('does not open when disabled', () => {
    const { input } = setup({ disabled: true });
    expect(input).toBeDisabled();
    fireEvent.click(input);
    fireEvent.focus(input);
    expect(panel()).not.toBeInTheDocument();
  });
});
