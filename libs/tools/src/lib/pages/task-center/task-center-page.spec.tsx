import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, setApiClient, type Job } from '@toufang/api';
import { fakeApi, refuse } from '@toufang/api/testing';
import { chinaToday } from '@toufang/domain';
import { Toast } from '@toufang/ui';
import TaskCenterPage from './task-center-page';

function job(id: string, overrides: Partial<Job> = {}): Job {
  return {
    id,
    type: 'sync',
    title: '同步投放数据',
    target: '3个账户',
    startedBy: '系统',
    startedByKind: 'system',
    state: 'succeeded',
    progress: { done: 3, total: 3, step: null },
    createdAt: '2026-11-25T02:00:00.000Z',
    startedAt: '2026-11-25T02:00:00.000Z',
    finishedAt: '2026-11-25T02:01:00.000Z',
    keptDays: null,
    keptUntil: null,
    result: { summary: '已同步3个账户，40行数据', download: null, downloadable: false, objects: [] },
    failedItems: 0,
    reason: null,
    cancellable: false,
    retryable: false,
    ...overrides,
  };
}

function renderPage(search = '') {
  const router = createMemoryRouter([{ path: '/tasks', element: <TaskCenterPage /> }], { initialEntries: [`/tasks${search}`] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('任务中心', () => {
  it('lists jobs with type, object, starter, state, progress, times and result, and follows an unfinished one without reloading', async () => {
    let asked = 0;
    const api = fakeApi()
      .on('post', '/api/job/search', ({ current, size }) => {
        asked += 1;
        const running = asked < 2;
        return {
          records: [
            job('a', {
              type: 'export',
              title: '导出投放数据',
              target: '巨量引擎 广告计划数据',
              startedBy: '钱芳',
              startedByKind: 'user',
              state: running ? 'running' : 'succeeded',
              progress: running ? { done: 1, total: 4, step: '导出中' } : { done: 4, total: 4, step: null },
              finishedAt: running ? null : '2026-11-25T02:01:00.000Z',
              keptDays: 7,
              keptUntil: running ? null : '2026-12-02T02:01:00.000Z',
              result: { summary: running ? null : '广告计划数据_202611251000.xlsx（4行）', download: null, downloadable: !running, objects: [] },
              cancellable: running,
            }),
            job('b', { state: 'expired', type: 'export', title: '导出投放数据', keptDays: 7, result: { summary: '旧文件.xlsx（30行）', download: null, downloadable: false, objects: [] } }),
            job('c', { state: 'partial', failedItems: 1, retryable: true }),
          ],
          total: 3,
          current,
          size,
        };
      })
      .on('post', '/api/user/filter_template/list', () => []);
    api.install();
    renderPage();
    const table = within(await screen.findByRole('region', { name: '任务列表' }));
    expect(await table.findByText('巨量引擎 广告计划数据')).toBeInTheDocument();
    for (const header of ['类型', '对象', '发起人', '状态', '进度', '开始时间', '结束时间', '结果', '操作']) expect(table.getAllByText(header).length).toBeGreaterThan(0);
    expect(table.getByText('钱芳')).toBeInTheDocument();
    expect(table.getAllByText('系统')).toHaveLength(2);
    expect(table.getByText('进行中')).toBeInTheDocument();
    expect(table.getByRole('progressbar', { name: '进度 1/4（25%）' })).toBeInTheDocument();
    expect(table.getByText('已过期')).toBeInTheDocument();
    expect(table.getByText('文件已过期（保留7天）')).toBeInTheDocument();
    expect(table.getByText('部分成功')).toBeInTheDocument();
    expect(table.getAllByText('2026-11-25 10:00:00').length).toBeGreaterThan(0);
    // The running export is asked for again until it ends, and then offers its file.
    expect(await table.findByText('文件保留7天，至2026-12-02 10:01', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(table.getByRole('button', { name: '下载 巨量引擎 广告计划数据' })).toBeInTheDocument();
    expect(table.queryByText('进行中')).not.toBeInTheDocument();
    const searches = api.calls.filter((c) => c.path === '/api/job/search');
    expect(searches[0].body).toMatchObject({ to: chinaToday(), current: 1, size: 20 });
  });

  it('cancels a job after a confirmation, and asks for the list again', async () => {
    let cancelled = false;
    const api = fakeApi()
      .on('post', '/api/job/search', ({ current, size }) => ({
        records: [job('q', { state: cancelled ? 'cancelled' : 'queued', progress: { done: 0, total: null, step: null }, startedAt: null, finishedAt: null, cancellable: !cancelled })],
        total: 1,
        current,
        size,
      }))
      .on('post', '/api/job/cancel', ({ jobId }) => {
        cancelled = true;
        return job(jobId, { state: 'cancelled' });
      })
      .on('post', '/api/user/filter_template/list', () => []);
    api.install();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '取消 同步投放数据 3个账户' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定取消「同步投放数据」吗？排队中的任务立即取消，进行中的任务在当前步骤完成后停止。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/job/cancel')?.body).toEqual({ jobId: 'q' }));
    expect(await screen.findByText('已取消', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('runs the failed part again after a confirmation, and shows a refusal in the dialog', async () => {
    const api = fakeApi()
      .on('post', '/api/job/search', ({ current, size }) => ({ records: [job('p', { state: 'partial', failedItems: 2, retryable: true })], total: 1, current, size }))
      .on('post', '/api/job/retry', () => refuse(400, '出价超出允许范围'))
      .on('post', '/api/user/filter_template/list', () => []);
    api.install();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '重试失败部分 同步投放数据 3个账户' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定重新执行「同步投放数据」中失败的2项吗？将作为新任务执行。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('出价超出允许范围');
  });

  it('says when there is no job, and when the list fails, with 重试', async () => {
    let fail = true;
    fakeApi()
      .on('post', '/api/job/search', ({ current, size }) => (fail ? refuse(500, '任务列表加载失败') : { records: [], total: 0, current, size }))
      .on('post', '/api/user/filter_template/list', () => [])
      .install();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('任务列表加载失败', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无任务')).toBeInTheDocument();
  });

  it('opens the page and size a link names, and writes a page change to the address (the list kit)', async () => {
    const api = fakeApi()
      .on('post', '/api/job/search', ({ current, size }) => ({
        records: Array.from({ length: size }, (_, i) => job(`j${(current - 1) * size + i + 1}`, { target: `第${current}页 账户${i + 1}` })),
        total: 95,
        current,
        size,
      }))
      .on('post', '/api/user/filter_template/list', () => []);
    api.install();
    const searches = () => api.calls.filter((c) => c.path === '/api/job/search').map((c) => c.body as { current: number; size: number });
    const router = renderPage('?page=2&size=10');
    expect(await screen.findByText('第2页 账户1')).toBeInTheDocument();
    expect(searches()[0]).toMatchObject({ current: 2, size: 10 });
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(await screen.findByText('第3页 账户1')).toBeInTheDocument();
    expect(searches().at(-1)).toMatchObject({ current: 3, size: 10 });
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('page')).toBe('3');
    expect(params.get('size')).toBe('10');
    // 查询 goes back to page 1, and the address drops the page.
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull());
    expect(searches().at(-1)).toMatchObject({ current: 1, size: 10 });
  });
});
