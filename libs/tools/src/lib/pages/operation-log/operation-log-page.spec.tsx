import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse } from '@toufang/api/testing';
import { defaultDateRange, Toast } from '@toufang/ui';
import OperationLogPage from './operation-log-page';

type LogRecord = Schemas['OperationLogRecord'];

function record(id: number, overrides: Partial<LogRecord> = {}): LogRecord {
  return {
    id: String(id),
    time: '2026-11-25 10:00:00',
    operator: '赵磊',
    operatorKind: 'user',
    mediaCode: 'gdt',
    accountId: '30000001',
    accountName: '青柠互娱-腾讯-01',
    objectLevel: 'account',
    objectId: '30000001',
    objectName: '青柠互娱-腾讯-01',
    action: 'account.budget.update',
    actionName: '修改日预算',
    before: { dailyBudget: 500 },
    after: { dailyBudget: 800 },
    outcome: 'ok',
    outcomeMessage: null,
    ...overrides,
  };
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/log', element: <OperationLogPage /> }], { initialEntries: ['/log'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('操作日志', () => {
  it('lists writes with before, after and the media\'s refusal, newest first as the server answers, and queries again on 查询', async () => {
    const api = fakeApi().on('post', '/api/user/operation_log/search', ({ current, size }) => ({
      records: [
        record(3, { operatorKind: 'rule', operator: 'AI助手规则：超成本暂停', before: { status: 'enabled' }, after: { status: 'paused' } }),
        record(2, { operatorKind: 'job', operator: '账户同步', outcome: 'refused', outcomeMessage: '预算修改次数已达今日上限' }),
        record(1),
      ],
      total: 3,
      current,
      size,
    })).on('post', '/api/user/filter_template/list', () => []);
    api.install();
    const user = userEvent.setup();
    renderPage();
    const table = within(await screen.findByRole('region', { name: '操作日志列表' }));
    expect(await table.findByText('账户同步（任务）')).toBeInTheDocument();
    // A rule's name says what it is; it is no task.
    expect(table.getByText('AI助手规则：超成本暂停')).toBeInTheDocument();
    expect(table.getByText('预算修改次数已达今日上限')).toBeInTheDocument();
    expect(table.getAllByText('日预算：500')).toHaveLength(2);
    const searches = () => api.calls.filter((c) => c.path === '/api/user/operation_log/search').map((c) => c.body);
    expect(searches()[0]).toEqual({ from: defaultDateRange()[0], to: defaultDateRange()[1], current: 1, size: 50 });
    expect(api.calls.find((c) => c.path === '/api/user/filter_template/list')?.body).toEqual({ scene: 'operation-log' });

    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]).toEqual(searches()[0]);
  });

  it('says so when the log cannot load', async () => {
    fakeApi()
      .on('post', '/api/user/operation_log/search', () => refuse(403, '无权限访问该功能，请联系管理员开通'))
      .on('post', '/api/user/filter_template/list', () => [])
      .install();
    renderPage();
    expect(await screen.findByText('操作日志加载失败')).toBeInTheDocument();
  });
});

describe('操作日志 on the list kit', () => {
  it('a copied link asks for the same records: its filters, page and size', async () => {
    const api = fakeApi()
      .on('post', '/api/user/operation_log/search', ({ current, size }) => ({ records: [record(1)], total: 120, current, size }))
      .on('post', '/api/user/filter_template/list', () => []);
    api.install();
    const filters = encodeURIComponent(JSON.stringify({ mediaCode: 'gdt', operator: { method: 'LIKE', value: '赵磊' }, dates: ['2026-11-01', '2026-11-27'] }));
    const router = createMemoryRouter([{ path: '/log', element: <OperationLogPage /> }], { initialEntries: [`/log?filters=${filters}&page=2&size=20`] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/user/operation_log/search')).toBe(true));
    expect(api.calls.find((c) => c.path === '/api/user/operation_log/search')?.body).toEqual({ mediaCode: 'gdt', operator: '赵磊', from: '2026-11-01', to: '2026-11-27', current: 2, size: 20 });
    expect(await screen.findByDisplayValue('赵磊')).toBeInTheDocument();
  });
});
