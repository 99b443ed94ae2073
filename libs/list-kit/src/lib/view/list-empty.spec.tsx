import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListEmpty } from './list-empty';

const ok = { isError: false, error: null, refetch: () => undefined };

describe('ListEmpty', () => {
  it('says what failed, with 重试 asking again', async () => {
    const refetch = vi.fn();
    render(<ListEmpty list={{ isError: true, error: new Error('x'), refetch }} failed="角色加载失败" empty="暂无角色" />);
    expect(screen.getByRole('alert')).toHaveTextContent('角色加载失败');
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('tells a filtered empty list from an empty one', () => {
    const { rerender } = render(<ListEmpty list={ok} failed="-" empty="还没有项目" emptyFiltered="没有符合筛选条件的项目" filtered />);
    expect(screen.getByText('没有符合筛选条件的项目')).toBeInTheDocument();
    rerender(<ListEmpty list={ok} failed="-" empty="还没有项目" emptyFiltered="没有符合筛选条件的项目" filtered={false} />);
    expect(screen.getByText('还没有项目')).toBeInTheDocument();
  });

  it('shows no words when the list names none', () => {
    const { container } = render(<ListEmpty list={ok} failed="-" />);
    expect(container).toHaveTextContent('');
    expect(container.querySelector('.semi-empty')).not.toBeNull();
  });
});
