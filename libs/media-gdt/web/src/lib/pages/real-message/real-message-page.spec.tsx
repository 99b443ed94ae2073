import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, setApiClient, type Schemas } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import RealMessagePage from './real-message-page';

type Record = Schemas['MediaAccountRecord'];
const PATH = '/gdt-app/promote/gdtV3/real-message';

function account(id: number, over: Partial<Record> = {}): Record {
  return {
    id,
    mediaCode: 'gdt',
    accountId: String(20000000 + id),
    accountName: `腾讯-0${id}`,
    sandbox: true,
    status: 'active',
    statusText: '正常',
    balance: 1000,
    todayCost: 12,
    dailyBudget: null,
    groupId: null,
    groupName: null,
    projectId: null,
    projectName: null,
    operators: [],
    authorizationId: 7,
    authStatus: 'active',
    authStatusText: '有效',
    authExpiresAt: '2026-04-01T02:00:00.000Z',
    lastSyncedAt: '2026-03-01T02:00:00.000Z',
    lastSyncError: null,
    remark: '',
    product: '',
    ...over,
  };
}

const ACCOUNTS = [
  account(1),
  account(2, { status: 'pending', statusText: '审核中' }),
  account(3, { status: 'frozen', statusText: '冻结', authStatus: 'revoked', authStatusText: '已撤销', lastSyncError: '授权已被取消，请重新授权该账户' }),
  account(4, { authorizationId: null, authStatus: null, authStatusText: null, authExpiresAt: null, sandbox: false }),
];

function serve() {
  const api = fakeApi().on('post', '/api/user/media_account/page', ({ keyword, current, size }) => {
    const hits = ACCOUNTS.filter((a) => !keyword || a.accountName.includes(keyword) || a.accountId.includes(keyword));
    return { records: hits.slice((current - 1) * size, current * size), total: hits.length, current, size };
  });
  api.install();
  return { bodies: () => api.calls.map((c) => c.body) };
}

function renderPage(search = '') {
  const router = createMemoryRouter([{ path: PATH, element: <RealMessagePage /> }], { initialEntries: [`${PATH}${search}`] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const table = () => screen.findByRole('region', { name: '腾讯广告账户的认证结果' });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

afterEach(() => setApiClient(null));

describe('gdt 认证结果', () => {
  it('says what it shows and what the media does not give the desk', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('heading', { name: '认证结果' })).toBeInTheDocument();
    expect(screen.getByText(/资质审核与实名认证的明细.*尚未从腾讯广告同步/)).toBeInTheDocument();
    expect(await table()).toBeInTheDocument();
  });

  it('shows each gdt account\'s status on the media and the desk\'s authorisation', async () => {
    const server = serve();
    renderPage();
    await table();
    expect(within(await rowOf('腾讯-02')).getByText('审核中')).toBeInTheDocument();
    const frozen = await rowOf('腾讯-03');
    expect(within(frozen).getByText('冻结')).toBeInTheDocument();
    expect(within(frozen).getByText('已撤销')).toBeInTheDocument();
    expect(within(frozen).getByText('授权已被取消，请重新授权该账户')).toBeInTheDocument();
    expect(within(await rowOf('腾讯-04')).getByText('未授权')).toBeInTheDocument();
    expect(within(await rowOf('腾讯-01')).getByTestId('sandbox-tag')).toBeInTheDocument();
    expect(within(await rowOf('腾讯-04')).queryByTestId('sandbox-tag')).not.toBeInTheDocument();
    expect(server.bodies()[0]).toEqual({ mediaCode: 'gdt', current: 1, size: 50 });
  });

  it('opens one account\'s result from ?accountId= and searches by name or id', async () => {
    const server = serve();
    renderPage('?accountId=20000002');
    expect(await rowOf('腾讯-02')).toBeInTheDocument();
    expect(screen.queryByText('腾讯-01')).not.toBeInTheDocument();
    expect(server.bodies()[0]).toEqual({ mediaCode: 'gdt', current: 1, size: 50, keyword: '20000002' });

    const input = screen.getByRole('textbox', { name: '账户名称或ID' });
    await userEvent.clear(input);
    await userEvent.type(input, '腾讯-03{Enter}');
    expect(await rowOf('腾讯-03')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('腾讯-02')).not.toBeInTheDocument());
    expect(server.bodies().at(-1)).toEqual({ mediaCode: 'gdt', current: 1, size: 50, keyword: '腾讯-03' });
  });
});
