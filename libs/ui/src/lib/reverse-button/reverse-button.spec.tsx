import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REVERSE_BUTTON_TEXTS, ReverseButton } from './reverse-button';

describe('ReverseButton', () => {
  it('names the three statuses 选择, 编辑, 加载中', () => {
    expect(REVERSE_BUTTON_TEXTS).toEqual({ select: '选择', edit: '编辑', loading: '加载中' });
  });

  it('select shows 选择 with a plus icon and reports select on click', async () => {
    const onClick = vi.fn();
    render(<ReverseButton status="select" onClick={onClick} />);
    const button = screen.getByRole('button', { name: '选择' });
    expect(button).toHaveAttribute('data-status', 'select');
    expect(button.querySelector('.semi-icon-plus')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledWith('select');
  });

  it('edit shows 编辑 with an edit icon and reports edit on click', async () => {
    const onClick = vi.fn();
    render(<ReverseButton status="edit" onClick={onClick} />);
    const button = screen.getByRole('button', { name: '编辑' });
    expect(button.querySelector('.semi-icon-edit')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledWith('edit');
  });

  it('loading shows 加载中, is busy and does not report clicks', async () => {
    const onClick = vi.fn();
    render(<ReverseButton status="loading" onClick={onClick} />);
    const button = screen.getByRole('button', { name: /加载中/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveClass('semi-button-loading');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is a light primary button in every status', () => {
    render(<ReverseButton status="select" />);
    expect(screen.getByRole('button')).toHaveClass('semi-button-light', 'semi-button-primary');
  });

  it('takes its own texts per status', () => {
    const { rerender } = render(<ReverseButton status="select" texts={{ select: '选择定向包', edit: '修改定向包' }} />);
    expect(screen.getByRole('button', { name: '选择定向包' })).toBeInTheDocument();
    rerender(<ReverseButton status="edit" texts={{ select: '选择定向包', edit: '修改定向包' }} />);
    expect(screen.getByRole('button', { name: '修改定向包' })).toBeInTheDocument();
    rerender(<ReverseButton status="loading" texts={{ select: '选择定向包' }} />);
    expect(screen.getByRole('button', { name: /加载中/ })).toBeInTheDocument();
  });

  it('can be disabled', async () => {
    const onClick = vi.fn();
    render(<ReverseButton status="select" disabled onClick={onClick} />);
    expect(screen.getByRole('button', { name: '选择' })).toBeDisabled();
  });
});
