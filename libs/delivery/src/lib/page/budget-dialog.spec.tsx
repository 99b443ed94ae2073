import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deliveryRow } from '../testing/delivery-test-kit';
import { BudgetDialog } from './budget-dialog';

const action = { label: '日预算', min: 300, max: 9_999_999.99, minStep: 100, editsPerDay: 20, allowUnlimited: true };
const rows = [deliveryRow('toutiao', 'plan', 0, { budget: 500 }), deliveryRow('toutiao', 'plan', 1, { budget: null })];

describe('BudgetDialog', () => {
  it('says the level\'s limits and asks for a budget', () => {
    const onConfirm = vi.fn();
    render(<BudgetDialog action={action} rows={rows} onConfirm={onConfirm} onCancel={() => undefined} />);
    const dialog = screen.getByTestId('budget-dialog');
    expect(dialog).toHaveTextContent('已选 2 项');
    expect(dialog).toHaveTextContent('预算不低于300元，单次修改幅度不低于100元，每天最多修改20次');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请填写预算');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('lists the rows a budget would break a limit on, and confirms one they all allow', () => {
    const onConfirm = vi.fn();
    render(<BudgetDialog action={action} rows={rows} onConfirm={onConfirm} onCancel={() => undefined} />);
    const input = screen.getByRole('spinbutton', { name: '预算金额' });
    fireEvent.change(input, { target: { value: '550' } });
    const problems = screen.getByTestId('edit-failures');
    expect(problems).toHaveTextContent('计划-00');
    expect(problems).toHaveTextContent('单次修改幅度不能低于100元');
    expect(problems).not.toHaveTextContent('计划-01');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith(800);
  });

  it('sets 不限 where the media allows it', () => {
    const onConfirm = vi.fn();
    const { unmount } = render(<BudgetDialog action={action} rows={rows} onConfirm={onConfirm} onCancel={() => undefined} />);
    fireEvent.click(screen.getByRole('radio', { name: '不限' }));
    expect(screen.queryByRole('spinbutton', { name: '预算金额' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith(null);
    unmount();
    render(<BudgetDialog action={{ ...action, allowUnlimited: false }} rows={rows} onConfirm={onConfirm} onCancel={() => undefined} />);
    expect(screen.queryByRole('radio', { name: '不限' })).toBeNull();
  });
});
