import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, setApiClient, type Notify, type Schemas } from '@toufang/api';
import { fakeApi, refuse } from '@toufang/api/testing';
import { MessageActions, type MessageActionsProps } from './message-action';

type Edit = Schemas['DeliveryEdit'];
const MINUTE = 60_000;
const LINK = '/gdt-app/promote/gdtV3/delivery/group?editId=12';

function edit(until: string, over: Partial<Edit> = {}): Edit {
  return {
    editId: 12,
    media: 'gdt',
    level: 'group',
    field: 'bid',
    state: 'done',
    total: 3,
    done: 3,
    failed: 1,
    results: [
      { id: '1', name: '广告A', accountName: '腾讯-01', ok: true, reason: null, before: 1.5, after: 2 },
      { id: '2', name: '广告B', accountName: '腾讯-01', ok: true, reason: null, before: 1, after: 2 },
      { id: '3', name: '广告C', accountName: '腾讯-02', ok: false, reason: '出价超出范围', before: 1, after: 2 },
    ],
    createdAt: new Date(Date.parse(until) - 11 * MINUTE).toISOString(),
    finishedAt: new Date(Date.parse(until) - 10 * MINUTE).toISOString(),
    undoUntil: until,
    undoneBy: null,
    undoOf: null,
    link: LINK,
    ...over,
  };
}

/** The edit and undo calls as apps/api answers them: once, within the window. */
function serve(stored: Edit, options: { refuseUndo?: string } = {}) {
  const notify = vi.fn<Notify>();
  const api = fakeApi()
    .on('post', '/api/delivery/edit/get', () => stored)
    .on('post', '/api/delivery/edit/undo', () => {
      if (options.refuseUndo) return refuse(1201, options.refuseUndo);
      stored.undoneBy = 13;
      return { state: 'queued', editId: 13, message: null, refusals: [] };
    })
    .on('post', '/api/delivery/export/get', ({ exportId }) =>
      exportId === 4
        ? { exportId, state: 'ready', fileName: '广告.xlsx', rows: 3000, url: '/files/delivery-export?exportId=4&token=t', expiresAt: null, reason: null }
        : { exportId, state: 'failed', fileName: '广告.xlsx', rows: null, url: null, expiresAt: null, reason: '导出文件已过期，请重新导出' },
    )
    .on('post', '/api/list/export/get', ({ exportId }) => ({ exportId, state: 'ready', fileName: '用户.xlsx', rows: 2000, url: `/files/delivery-export?exportId=${exportId}&token=l`, expiresAt: null, reason: null }));
  api.install({ notify });
  return { notify, posts: (path: string) => api.calls.filter((c) => c.path === path).map((c) => c.body) };
}

function renderActions(props: MessageActionsProps) {
  const router = createMemoryRouter(
    [
      { path: '/tools', element: <MessageActions {...props} /> },
      { path: '/gdt-app/promote/gdtV3/delivery/group', element: <p>广告列表</p> },
    ],
    { initialEntries: ['/tools'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const inMinutes = (n: number) => new Date(Date.now() + n * MINUTE).toISOString();

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setApiClient(null);
});

describe('a message\'s link and action', () => {
  it('shows the link as a link that opens the delivery table of the touched objects', async () => {
    const router = renderActions({ link: LINK, action: null });
    const link = screen.getByRole('link', { name: '查看相关对象' });
    expect(link).toHaveAttribute('href', LINK);
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/gdt-app/promote/gdtV3/delivery/group');
    expect(router.state.location.search).toBe('?editId=12');
  });

  it('撤销 asks first, then undoes the edit once, says so in Chinese and goes away', async () => {
    const until = inMinutes(8);
    const server = serve(edit(until));
    renderActions({ link: LINK, action: { kind: 'undo', editId: 12, until } });
    await userEvent.click(await screen.findByRole('button', { name: '撤销' }));
    const dialog = await screen.findByRole('dialog', { name: '撤销修改' });
    expect(dialog).toHaveTextContent('本次修改成功的2个对象将恢复为修改前的值');
    expect(server.posts('/api/delivery/edit/undo')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定撤销' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已提交撤销，正在恢复修改前的值，完成后会发送消息通知');
    expect(server.posts('/api/delivery/edit/undo')).toEqual([{ editId: 12 }]);
    expect(screen.queryByRole('button', { name: '撤销' })).not.toBeInTheDocument();
    expect(server.notify).not.toHaveBeenCalled();
  });

  it('取消 in the confirmation sends nothing and keeps the button', async () => {
    const until = inMinutes(8);
    const server = serve(edit(until));
    renderActions({ link: null, action: { kind: 'undo', editId: 12, until } });
    await userEvent.click(await screen.findByRole('button', { name: '撤销' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '撤销修改' })).getByRole('button', { name: '取消' }));
    expect(server.posts('/api/delivery/edit/undo')).toEqual([]);
    expect(screen.getByRole('button', { name: '撤销' })).toBeInTheDocument();
  });

  it('says the server\'s refusal in Chinese, once', async () => {
    const until = inMinutes(8);
    const server = serve(edit(until), { refuseUndo: '广告预算每天最多修改5次，今日已达上限' });
    renderActions({ link: null, action: { kind: 'undo', editId: 12, until } });
    await userEvent.click(await screen.findByRole('button', { name: '撤销' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '撤销修改' })).getByRole('button', { name: '确定撤销' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('广告预算每天最多修改5次，今日已达上限');
    expect(server.notify).not.toHaveBeenCalled();
  });

  it('offers no 撤销 once the edit was undone', async () => {
    const until = inMinutes(8);
    serve(edit(until, { undoneBy: 13 }));
    renderActions({ link: LINK, action: { kind: 'undo', editId: 12, until } });
    expect(await screen.findByText('该修改已撤销')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤销' })).not.toBeInTheDocument();
  });

  it('offers no 撤销 after its time, without asking the server', () => {
    const until = inMinutes(-1);
    const server = serve(edit(until));
    renderActions({ link: LINK, action: { kind: 'undo', editId: 12, until } });
    expect(screen.getByText('已超过撤销时限，不能再撤销')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤销' })).not.toBeInTheDocument();
    expect(server.posts('/api/delivery/edit/get')).toEqual([]);
  });

  it('takes the button away when the time runs out while the message is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const until = inMinutes(3);
    serve(edit(until));
    renderActions({ link: null, action: { kind: 'undo', editId: 12, until } });
    expect(await screen.findByRole('button', { name: '撤销' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3 * MINUTE));
    expect(screen.queryByRole('button', { name: '撤销' })).not.toBeInTheDocument();
    expect(screen.getByText('已超过撤销时限，不能再撤销')).toBeInTheDocument();
  });

  it('downloads an export\'s file through a fresh single-use link, or says why not', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    const server = serve(edit(inMinutes(8)));
    renderActions({ link: null, action: { kind: 'download', exportId: 4 } });
    await userEvent.click(screen.getByRole('button', { name: '下载文件' }));
    await waitFor(() => expect(clicked).toEqual(['/files/delivery-export?exportId=4&token=t']));
    expect(server.posts('/api/delivery/export/get')).toEqual([{ exportId: 4 }]);
  });

  it('asks a list\'s export of the list operations, which need no promote section', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    const server = serve(edit(inMinutes(8)));
    renderActions({ link: null, action: { kind: 'download', exportId: 7, list: true } });
    await userEvent.click(screen.getByRole('button', { name: '下载文件' }));
    await waitFor(() => expect(clicked).toEqual(['/files/delivery-export?exportId=7&token=l']));
    expect(server.posts('/api/list/export/get')).toEqual([{ exportId: 7 }]);
    expect(server.posts('/api/delivery/export/get')).toEqual([]);
  });

  it('says an expired export\'s reason', async () => {
    serve(edit(inMinutes(8)));
    renderActions({ link: null, action: { kind: 'download', exportId: 5 } });
    await userEvent.click(screen.getByRole('button', { name: '下载文件' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('导出文件已过期，请重新导出');
  });
});
