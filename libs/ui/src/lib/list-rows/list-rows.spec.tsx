// @vitest-environment jsdom
// jsdom, not the default happy-dom: it names a heading from its text as a browser does (vitest.shared.ts).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClassifyListRow, TextListRow, TitleListRow } from './list-rows';

describe('TextListRow', () => {
  it('shows the text and description, not clickable without onClick', () => {
    const { container } = render(<TextListRow text="今日头条-账户A" description="ID 1688" />);
    expect(screen.getByText('今日头条-账户A')).toHaveClass('tf-ellipsis-text');
    expect(screen.getByText('ID 1688')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.firstElementChild).toHaveClass('tf-list-row', 'tf-list-row--text');
  });

  it('with onClick the row is a button; active marks it current; extra stays outside it', async () => {
    const onClick = vi.fn();
    const onDelete = vi.fn();
    render(<TextListRow text="账户A" active onClick={onClick} extra={<button type="button" onClick={onDelete}>删除</button>} />);
    const row = screen.getByRole('button', { name: '账户A' });
    expect(row).toHaveAttribute('aria-current', 'true');
    await userEvent.click(row);
    expect(onClick).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is operable by keyboard and inert when disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<TextListRow text="账户A" onClick={onClick} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
    rerender(<TextListRow text="账户A" onClick={onClick} disabled />);
    expect(screen.getByRole('button', { name: '账户A' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '账户A' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('TitleListRow', () => {
  it('shows the title, the count in brackets and the extra', () => {
    render(<TitleListRow title="已授权账户" count={12} extra={<button type="button">全部展开</button>} />);
    expect(screen.getByText('已授权账户')).toHaveClass('tf-list-row__title');
    expect(screen.getByText('(12)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部展开' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('can be a heading; a count of 0 still shows', () => {
    render(<TitleListRow title="分组" count={0} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: '分组(0)' })).toBeInTheDocument();
  });
});

describe('ClassifyListRow', () => {
  it('is a button with label and count; choosing it reports the choice', async () => {
    const onSelect = vi.fn();
    render(<ClassifyListRow label="基础指标" count={8} onSelect={onSelect} />);
    const row = screen.getByRole('button', { name: '基础指标 (8)' });
    expect(row).not.toHaveAttribute('aria-current');
    await userEvent.click(row);
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('marks the chosen category and can be disabled', () => {
    const { rerender, container } = render(<ClassifyListRow label="转化指标" active />);
    expect(screen.getByRole('button', { name: '转化指标' })).toHaveAttribute('aria-current', 'true');
    expect(container.firstElementChild).toHaveClass('tf-list-row--active');
    rerender(<ClassifyListRow label="转化指标" disabled />);
    expect(screen.getByRole('button', { name: '转化指标' })).toBeDisabled();
  });
});
