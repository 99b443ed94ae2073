import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InlineAddInput, canAddMore, type InlineAddInputProps } from './inline-add-input';

const required = (v: string) => (v ? undefined : '请输入分组名称');
const noDuplicate = (v: string) => (v === '默认分组' ? '分组名称已存在' : undefined);

function setup(props: Partial<InlineAddInputProps> = {}) {
  const onAdd = vi.fn<InlineAddInputProps['onAdd']>();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  render(<InlineAddInput onAdd={onAdd} onCancel={onCancel} inputLabel="分组名称" {...props} />);
  const link = () => screen.getByRole('button', { name: '新建' });
  const input = () => screen.getByRole('textbox', { name: '分组名称' });
  return { onAdd, onCancel, user, link, input };
}

describe('canAddMore', () => {
  it('always without a total, else while count is below it', () => {
    expect(canAddMore()).toBe(true);
    expect(canAddMore(99)).toBe(true);
    expect(canAddMore(9, 10)).toBe(true);
    expect(canAddMore(10, 10)).toBe(false);
    expect(canAddMore(undefined, 0)).toBe(false);
  });
});

describe('InlineAddInput', () => {
  it('starts as a 新建 link that turns into a focused input', async () => {
    const { user, link, input } = setup();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(link());
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('placeholder', '请输入分组名称');
    expect(screen.queryByRole('button', { name: '新建' })).toBeNull();
  });

  it('Enter adds the trimmed text and returns to the link', async () => {
    const { user, link, input, onAdd } = setup();
    await user.click(link());
    await user.type(input(), '  新分组  {Enter}');
    expect(onAdd).toHaveBeenCalledWith('新分组');
    expect(screen.queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(link()).toHaveFocus());
  });

  it('the supplied rule blocks Enter and shows its message, then follows the typing', async () => {
    const { user, link, input, onAdd } = setup({ rule: [required, noDuplicate] });
    await user.click(link());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入分组名称');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    await user.type(input(), '默认分组');
    expect(screen.getByRole('alert')).toHaveTextContent('分组名称已存在');
    await user.keyboard('{Enter}');
    expect(onAdd).not.toHaveBeenCalled();
    await user.type(input(), '2');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledWith('默认分组2');
  });

  it('takes a single rule function too', async () => {
    const { user, link, onAdd } = setup({ rule: required });
    await user.click(link());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入分组名称');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('Escape cancels', async () => {
    const { user, link, input, onAdd, onCancel } = setup();
    await user.click(link());
    await user.type(input(), '半截');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(link());
    expect(input()).toHaveValue('');
  });

  it('the tick and cross buttons confirm and cancel', async () => {
    const { user, link, input, onAdd, onCancel } = setup();
    await user.click(link());
    await user.type(input(), 'A');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onAdd).toHaveBeenCalledWith('A');
    await user.click(link());
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Enter on nothing adds nothing', async () => {
    const { user, link, onAdd } = setup();
    await user.click(link());
    await user.keyboard('   {Enter}');
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows count/total with the house counter and stops at the total', () => {
    const { link } = setup({ count: 3, total: 10 });
    expect(screen.getByText('3/10')).toHaveClass('tf-char-counter');
    expect(link()).toBeEnabled();
  });

  it('cannot add once the total is reached', () => {
    const { link } = setup({ count: 10, total: 10 });
    expect(screen.getByText('10/10')).toBeInTheDocument();
    expect(link()).toBeDisabled();
  });

  it('shows no count without a total, and takes its own link text', () => {
    setup({ count: 3, label: '新建分组' });
    expect(screen.queryByText(/3\//)).toBeNull();
    expect(screen.getByRole('button', { name: '新建分组' })).toBeInTheDocument();
  });

  it('stays busy while an async add runs and open when it fails', async () => {
    const onAdd = vi.fn(() => Promise.reject(new Error('失败')));
    const { user, link, input } = setup({ onAdd });
    await user.click(link());
    await user.type(input(), 'B{Enter}');
    await waitFor(() => expect(input()).toBeEnabled());
    expect(input()).toHaveValue('B');
  });

  it('closes when an async add succeeds', async () => {
    let resolve: () => void = () => undefined;
    const onAdd = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const { user, link, input } = setup({ onAdd });
    await user.click(link());
    await user.type(input(), 'C{Enter}');
    expect(input()).toBeDisabled();
    resolve();
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });
});
