import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobProgress, jobPercent, jobProgressText } from './job-progress';

describe('JobProgress', () => {
  it.each([
    ['queued', '排队中'],
    ['running', '进行中'],
    ['succeeded', '成功'],
    ['partial', '部分成功'],
    ['failed', '失败'],
    ['cancelled', '已取消'],
    ['expired', '已过期'],
  ] as const)('shows %s as %s', (state, label) => {
    render(<JobProgress state={state} done={1} total={4} />);
    expect(screen.getByTestId('job-progress')).toHaveAttribute('data-state', state);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('names its bar for screen readers with done, total and percent, and shows the step', () => {
    render(<JobProgress state="running" done={3} total={10} step="正在修改第 3 个计划" />);
    const bar = screen.getByRole('progressbar', { name: '进度 3/10（30%）' });
    expect(bar).toHaveAttribute('value', '30');
    expect(screen.getByText('3/10')).toBeInTheDocument();
    expect(screen.getByText('正在修改第 3 个计划')).toBeInTheDocument();
  });

  it('leaves the step out when compact, and the state when the table shows it apart', () => {
    render(<JobProgress state="running" done={3} total={10} step="正在修改第 3 个计划" compact hideState />);
    expect(screen.queryByText('正在修改第 3 个计划')).not.toBeInTheDocument();
    expect(screen.queryByText('进行中')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '进度 3/10（30%）' })).toBeInTheDocument();
  });

  it('fills a finished bar whose size is unknown, and keeps an unfinished one empty', () => {
    expect(jobPercent('succeeded', 0, null)).toBe(100);
    expect(jobPercent('running', 5, null)).toBe(0);
    expect(jobPercent('running', 12, 10)).toBe(100);
    expect(jobProgressText(5, null)).toBe('进度 5');
  });
});
