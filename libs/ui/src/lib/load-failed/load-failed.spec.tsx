import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './load-failed';

describe('LoadFailed', () => {
  it('says what failed and asks again on 重试', async () => {
    const onRetry = vi.fn();
    render(<LoadFailed message="用户加载失败" retryText="重试" onRetry={onRetry} />);
    expect(screen.getByText('用户加载失败')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
