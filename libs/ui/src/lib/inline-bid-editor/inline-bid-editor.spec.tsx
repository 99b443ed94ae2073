import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COLUMN_TITLE } from '@toufang/domain';
import { InlineBidEditor, type InlineBidEditorProps } from './inline-bid-editor';
import { bidInputRules } from './inline-edit-rules';

/** Closed: the edit button says so, and once the closing animation ends (jsdom runs none) the form is gone. */
async function expectClosed(label = '出价') {
  await waitFor(() => expect(screen.getByRole('button', { name: `编辑${label}` })).toHaveAttribute('aria-expanded', 'false'));
  document.querySelectorAll('.semi-popover-wrapper').forEach((el) => fireEvent.animationEnd(el));
  await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
}

function setup(props: Partial<InlineBidEditorProps> = {}) {
  const onConfirm = vi.fn<InlineBidEditorProps['onConfirm']>();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  render(<InlineBidEditor value={12.5} onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  const open = () => user.click(screen.getByRole('button', { name: '编辑出价' }));
  const input = () => screen.getByRole('textbox', { name: '出价' });
  const retype = async (text: string) => {
    await user.clear(input());
    if (text) await user.type(input(), text);
  };
  return { onConfirm, onCancel, user, open, input, retype };
}

describe('InlineBidEditor', () => {
  it('shows the value with an edit button; the form is closed', () => {
    setup();
    expect(screen.getByText('12.5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '编辑出价' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the empty text for no value, and formats a value when asked', () => {
    const { unmount } = render(<InlineBidEditor value={null} onConfirm={() => undefined} />);
    expect(screen.getByText('-')).toBeInTheDocument();
    unmount();
    render(<InlineBidEditor value={3} onConfirm={() => undefined} formatValue={(v) => `${v}元`} />);
    expect(screen.getByText('3元')).toBeInTheDocument();
  });

  it('opens a 320 px form holding the value, focused, with 确定 and 取消', async () => {
    const { open, input } = setup();
    await open();
    expect(input()).toHaveValue('12.5');
    expect(input()).toHaveFocus();
    expect(screen.getByRole('group', { name: '编辑出价' })).toHaveStyle({ width: `${COLUMN_TITLE.EDIT_POPOVER_WIDTH}px` });
    expect(COLUMN_TITLE.EDIT_POPOVER_WIDTH).toBe(320);
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '编辑出价' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('validates with the supplied rules before confirming', async () => {
    const { open, retype, user, onConfirm, input } = setup({ rules: bidInputRules() });
    await open();
    await retype('');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请填写出价');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(onConfirm).not.toHaveBeenCalled();
    await retype('100000');
    expect(screen.getByRole('alert')).toHaveTextContent('出价不少于0.01元，不超过99999.99元');
    await retype(' 20 ');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith('20');
    await expectClosed();
    expect(screen.getByRole('button', { name: '编辑出价' })).toHaveFocus();
  });

  it('runs every rule in order and shows the first message', async () => {
    const first = vi.fn(() => undefined);
    const second = vi.fn((v: string) => (v === '7' ? '不能是7' : undefined));
    const { open, retype, user, onConfirm } = setup({ rules: [first, second] });
    await open();
    await retype('7');
    await user.keyboard('{Enter}');
    expect(first).toHaveBeenCalledWith('7');
    expect(screen.getByRole('alert')).toHaveTextContent('不能是7');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Enter confirms', async () => {
    const { open, retype, user, onConfirm } = setup();
    await open();
    await retype('8.8');
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('8.8');
  });

  it('Escape cancels without confirming', async () => {
    const { open, retype, user, onConfirm, onCancel } = setup();
    await open();
    await retype('99');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await expectClosed();
    expect(screen.getByText('12.5')).toBeInTheDocument();
  });

  it('a click outside cancels', async () => {
    const { open, user, onCancel, onConfirm } = setup();
    await open();
    await user.click(document.body);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await expectClosed();
  });

  it('取消 cancels, and the next opening starts from the value again', async () => {
    const { open, retype, user, onCancel, input } = setup();
    await open();
    await retype('99');
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await open();
    expect(input()).toHaveValue('12.5');
  });

  it('counts characters when given a maxLength and turns red over it', async () => {
    const { user, onConfirm } = setup({ value: 'abc', maxLength: 5, label: '备注' });
    await user.click(screen.getByRole('button', { name: '编辑备注' }));
    expect(screen.getByText('3/5')).not.toHaveAttribute('data-error');
    await user.type(screen.getByRole('textbox', { name: '备注' }), 'def');
    const counter = screen.getByText('6/5');
    expect(counter).toHaveAttribute('data-error', 'true');
    expect(counter).toHaveClass('tf-char-counter--error');
    expect(screen.getByRole('textbox', { name: '备注' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: '确定' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows no counter without a maxLength', async () => {
    const { open } = setup();
    await open();
    expect(screen.queryByText(/\/\d+$/)).toBeNull();
  });

  it('stays open and busy while an async confirm runs, closes when it resolves', async () => {
    let resolve: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const { open, user } = setup({ onConfirm });
    await open();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('textbox', { name: '出价' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /确定/ })).toHaveClass('semi-button-loading');
    resolve();
    await expectClosed();
  });

  it('stays open when an async confirm fails', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('保存失败')));
    const { open, user, input } = setup({ onConfirm });
    await open();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /确定/ })).not.toHaveClass('semi-button-loading'));
    expect(input()).toHaveValue('12.5');
  });

  it('cannot open when disabled', () => {
    setup({ disabled: true });
    expect(screen.getByRole('button', { name: '编辑出价' })).toBeDisabled();
  });
});
