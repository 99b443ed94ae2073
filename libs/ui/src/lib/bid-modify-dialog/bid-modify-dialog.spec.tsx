import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BID_DIALOG_WIDTH, BidModifyDialog, type BidModifyDialogProps } from './bid-modify-dialog';

function setup(props: Partial<BidModifyDialogProps> = {}) {
  const onConfirm = vi.fn<BidModifyDialogProps['onConfirm']>();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  const utils = render(<BidModifyDialog visible onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  const confirm = () => user.click(screen.getByRole('button', { name: '确定' }));
  const type = async (name: string, text: string) => {
    const input = screen.getByRole('spinbutton', { name });
    await user.clear(input);
    await user.type(input, text);
  };
  return { ...utils, onConfirm, onCancel, user, confirm, type };
}

describe('BidModifyDialog', () => {
  it('opens titled 批量修改出价 with FIXED chosen and one value in 元', () => {
    setup();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('批量修改出价')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '固定出价' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '阶梯出价' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '随机出价' })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: '出价' })).toHaveAttribute('placeholder', '请输入出价');
    expect(screen.getByText('元')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: '最低出价' })).toBeNull();
  });

  it('empty FIXED on 确定 says 请填写出价 and emits nothing', async () => {
    const { confirm, onConfirm } = setup();
    await confirm();
    expect(screen.getByRole('alert')).toHaveTextContent('请填写出价');
    expect(screen.getByRole('spinbutton', { name: '出价' })).toHaveAttribute('aria-invalid', 'true');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('out of range says 出价不少于0.01元，不超过99999.99元 and clears once fixed', async () => {
    const { confirm, type, onConfirm } = setup();
    await type('出价', '100000');
    await confirm();
    expect(screen.getByRole('alert')).toHaveTextContent('出价不少于0.01元，不超过99999.99元');
    await type('出价', '12.5');
    expect(screen.queryByRole('alert')).toBeNull();
    await confirm();
    expect(onConfirm).toHaveBeenCalledWith({ type: 'FIXED', num: 12.5, min: null, max: null, precision: 2 });
  });

  it('rounds to 2 decimals', async () => {
    const { confirm, type, onConfirm } = setup();
    await type('出价', '3.456');
    fireEvent.blur(screen.getByRole('spinbutton', { name: '出价' }));
    await confirm();
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ num: 3.46, precision: 2 }));
  });

  it.each(['阶梯出价', '随机出价'])('%s shows a lowest-highest range', async (label) => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: label }));
    expect(screen.queryByRole('spinbutton', { name: '出价' })).toBeNull();
    expect(screen.getByRole('spinbutton', { name: '最低出价' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: '最高出价' })).toBeInTheDocument();
    expect(screen.getByText('出价范围')).toBeInTheDocument();
  });

  it('range messages: missing, lowest, highest, lowest above highest', async () => {
    const { user, confirm, type, onConfirm } = setup();
    await user.click(screen.getByRole('radio', { name: '阶梯出价' }));
    await confirm();
    expect(screen.getByRole('alert')).toHaveTextContent('请填写最低出价与最高出价');
    expect(screen.getByRole('spinbutton', { name: '最低出价' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('spinbutton', { name: '最高出价' })).toHaveAttribute('aria-invalid', 'true');

    await type('最低出价', '0');
    await type('最高出价', '5');
    expect(screen.getByRole('alert')).toHaveTextContent('最低出价不能小于0.01元，不能大于99999.99元');
    expect(screen.getByRole('spinbutton', { name: '最高出价' })).not.toHaveAttribute('aria-invalid');

    await type('最低出价', '1');
    await type('最高出价', '100000');
    expect(screen.getByRole('alert')).toHaveTextContent('最高出价不能小于0.01元，不能大于99999.99元');

    await type('最高出价', '0.5');
    expect(screen.getByRole('alert')).toHaveTextContent('最低出价不能大于最高出价');

    await type('最高出价', '8');
    expect(screen.queryByRole('alert')).toBeNull();
    await confirm();
    expect(onConfirm).toHaveBeenCalledWith({ type: 'LADDER', num: null, min: 1, max: 8, precision: 2 });
  });

  it('switching type resets the validation', async () => {
    const { user, confirm } = setup();
    await confirm();
    expect(screen.getByRole('alert')).toHaveTextContent('请填写出价');
    await user.click(screen.getByRole('radio', { name: '随机出价' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('radio', { name: '固定出价' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ROI mode changes the texts and drops the unit', async () => {
    const { confirm, type } = setup({ roiRatio: true });
    expect(screen.getByText('批量修改ROI系数')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'ROI系数' })).toHaveAttribute('placeholder', '请输入ROI系数');
    expect(screen.queryByText('元')).toBeNull();
    await confirm();
    expect(screen.getByRole('alert')).toHaveTextContent('请填写ROI系数');
    await type('ROI系数', '0');
    expect(screen.getByRole('alert')).toHaveTextContent('ROI系数不小于0.01，不大于99999.99');
  });

  it('uses the limits, precision, unit and title it is given', async () => {
    const { confirm, type, onConfirm } = setup({ min: 1, max: 50, precision: 1, unit: '元/千次', title: '修改深度出价' });
    expect(screen.getByText('修改深度出价')).toBeInTheDocument();
    expect(screen.getByText('元/千次')).toBeInTheDocument();
    await type('出价', '60');
    await confirm();
    expect(screen.getByRole('alert')).toHaveTextContent('出价不少于1元，不超过50元');
    await type('出价', '20');
    await confirm();
    expect(onConfirm).toHaveBeenCalledWith({ type: 'FIXED', num: 20, min: null, max: null, precision: 1 });
  });

  it('取消 emits cancel; a click on the backdrop does not', async () => {
    const { user, onCancel } = setup();
    const mask = document.querySelector('.semi-modal-mask');
    expect(mask).not.toBeNull();
    if (mask) await user.click(mask);
    const wrap = document.querySelector('.semi-modal-wrap');
    if (wrap) await user.click(wrap);
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('is 520 px wide, not the 1200 px of wide dialogs', () => {
    setup();
    expect(BID_DIALOG_WIDTH).toBe(520);
    expect(document.querySelector('.semi-modal')).toHaveStyle({ width: '520px' });
  });

  it('opens afresh after closing', async () => {
    const { type, confirm, rerender, onConfirm, onCancel, user } = setup();
    await user.click(screen.getByRole('radio', { name: '随机出价' }));
    await confirm();
    await type('最低出价', '3');
    rerender(<BidModifyDialog visible={false} onConfirm={onConfirm} onCancel={onCancel} />);
    // jsdom runs no animations: end the closing one by hand so Semi calls afterClose.
    document.querySelectorAll('.semi-modal-content, .semi-modal-mask').forEach((el) => fireEvent.animationEnd(el));
    rerender(<BidModifyDialog visible onConfirm={onConfirm} onCancel={onCancel} />);
    expect(await screen.findByRole('radio', { name: '固定出价' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: '出价' })).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders nothing while closed', () => {
    setup({ visible: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
