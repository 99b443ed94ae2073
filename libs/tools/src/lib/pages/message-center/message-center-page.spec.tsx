// @vitest-environment jsdom
// jsdom, not the default happy-dom: it parses HTML for DOMPurify as a browser does (vitest.shared.ts).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, messageListsQuery, setApiClient, type Notify, type Schemas } from '@toufang/api';
import { fakeApi, refuse } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import MessageCenterPage from './message-center-page';

type Detail = Schemas['MessageDetail'];
type State = Detail['state'];

const PAGE_PATH = '/tools-app/tool/account-tool/message-center';

const SEED_XSS =
  '<p>这条消息用于验证前端的内容过滤。</p><img src="x" onerror="alert(\'xss\')"><script>alert(\'xss\')</script><p>过滤后只应显示文字。</p>';

function message(msg_id: number, state: State, title = `消息${msg_id}`, content = `<p>${title}的内容</p>`): Detail {
  return { msg_id, title, type: msg_id % 2 ? 'SYSTEM' : 'ACCOUNT', create_time: `2026-01-${String(msg_id).padStart(2, '0')} 08:00:00`, content, state, link: null, action: null };
}

/** A small message server: the three lists, contents, the three moves and the system pages, like apps/api. */
function serve(messages: Detail[], options: { refuse?: string; failInit?: boolean; totalSystem?: number } = {}) {
  const rows = messages.map((m) => ({ ...m }));
  const notify = vi.fn<Notify>();
  const newestFirst = (a: Detail, b: Detail) => b.msg_id - a.msg_id;
  const summary = ({ msg_id, title, type, create_time, link, action }: Detail) => ({ msg_id, title, type, create_time, link, action });
  const detail = (id: number) => rows.find((m) => m.msg_id === id) ?? refuse(404, '消息不存在');
  const move = (from: State, to: State) => ({ msg_id }: { msg_id: number }) => {
    if (options.refuse) return refuse(404, options.refuse);
    const found = rows.find((m) => m.msg_id === msg_id && m.state === from);
    if (!found) return refuse(404, '消息状态不对');
    found.state = to;
    return undefined;
  };
  const api = fakeApi()
    .on('get', '/api/user/message/init', () => {
      if (options.failInit) return new Response('', { status: 500 });
      const of = (state: State) => rows.filter((m) => m.state === state).sort(newestFirst).map(summary);
      return { unread: of('unread'), readed: of('readed'), trash: of('trash') };
    })
    .on('get', '/api/user/message/content', (_body, { query }) => detail(Number(query.get('msg_id'))))
    .on('post', '/api/user/sys/message/get', ({ msg_id }) => detail(msg_id))
    .on('post', '/api/user/message/has_read', move('unread', 'readed'))
    .on('post', '/api/user/message/remove_readed', move('readed', 'trash'))
    .on('post', '/api/user/message/restore', move('trash', 'readed'))
    // A task message's 撤销 reads its edit: applied, not undone, open until the message says.
    .on('post', '/api/delivery/edit/get', ({ editId }) => {
      const until = rows.map((m) => m.action).find((a) => a?.kind === 'undo' && a.editId === editId);
      if (!until || until.kind !== 'undo') return refuse(404, '操作记录不存在');
      const result = { id: '1000000001', name: '广告A', accountName: '腾讯-01', ok: true, reason: null, before: 1, after: 2 };
      return { editId, media: 'gdt' as const, level: 'group' as const, field: 'bid' as const, state: 'done' as const, total: 1, done: 1, failed: 0, results: [result], createdAt: until.until, finishedAt: until.until, undoUntil: until.until, undoneBy: null, undoOf: null, link: '' };
    })
    .on('post', '/api/user/sys/message/search', ({ size, current }) => {
      const total = options.totalSystem ?? rows.length;
      const all = Array.from({ length: total }, (_, i) => rows[i] ?? message(1000 + i, 'readed', `系统通知${i + 1}`));
      const records = all.slice((current - 1) * size, current * size).map((m) => ({ ...summary(m), state: m.state }));
      return { records, total, current, size };
    });
  api.install({ notify });
  return { calls: api.calls, notify, rows, posts: (path: string) => api.calls.filter((c) => c.path === path).map((c) => c.body) };
}

function renderPage(search = '') {
  const client: QueryClient = createQueryClient();
  const router = createMemoryRouter([{ path: PAGE_PATH, element: <MessageCenterPage /> }], { initialEntries: [`${PAGE_PATH}${search}`] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router };
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

const tab = (name: RegExp | string) => screen.getByRole('tab', { name });
const list = (name: string) => screen.findByRole('list', { name });
const titlesIn = async (name: string) =>
  within(await list(name))
    .getAllByRole('button')
    .map((b) => b.querySelector('.tf-message-list__title')?.textContent);
const content = () => screen.findByTestId('message-content');

const SEED = [message(1, 'unread'), message(2, 'unread'), message(3, 'readed'), message(4, 'trash'), message(5, 'readed')];

describe('MessageCenterPage', () => {
  it('shows the unread, read and trash lists with their counts, newest first', async () => {
    serve(SEED);
    renderPage();
    expect(screen.getByRole('heading', { name: '消息中心' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '未读(2)' })).toBeInTheDocument();
    expect(tab('已读(2)')).toBeInTheDocument();
    expect(tab('回收站(1)')).toBeInTheDocument();
    expect(tab('系统消息')).toBeInTheDocument();
    expect(await titlesIn('未读')).toEqual(['消息2', '消息1']);
    await userEvent.click(tab('已读(2)'));
    expect(await titlesIn('已读')).toEqual(['消息5', '消息3']);
    await userEvent.click(tab('回收站(1)'));
    expect(await titlesIn('回收站')).toEqual(['消息4']);
    expect(screen.getByText('请选择一条消息查看')).toBeInTheDocument();
  });

  it('opening an unread message shows it, marks it read, moves it to 已读 and lowers the unread count', async () => {
    const server = serve(SEED);
    const { client } = renderPage();
    await userEvent.click(within(await list('未读')).getByRole('button', { name: /消息2/ }));
    expect(await content()).toHaveTextContent('消息2的内容');
    await waitFor(() => expect(server.posts('/api/user/message/has_read')).toEqual([{ msg_id: 2 }]));
    expect(await screen.findByRole('tab', { name: '未读(1)' })).toBeInTheDocument();
    expect(tab('已读(3)')).toBeInTheDocument();
    expect(await titlesIn('未读')).toEqual(['消息1']);
    // The header's bell reads the same query: its unread list follows.
    expect(client.getQueryData(messageListsQuery().queryKey)?.unread.map((m) => m.msg_id)).toEqual([1]);
    await userEvent.click(tab('已读(3)'));
    expect(await titlesIn('已读')).toEqual(['消息5', '消息3', '消息2']);
    expect(within(await list('已读')).getByRole('button', { name: /消息2/ })).toHaveAttribute('aria-current', 'true');
  });

  it('opening a read message does not mark it again', async () => {
    const server = serve(SEED);
    renderPage();
    await screen.findByRole('tab', { name: '已读(2)' });
    await userEvent.click(tab('已读(2)'));
    await userEvent.click(within(await list('已读')).getByRole('button', { name: /消息3/ }));
    expect(await content()).toHaveTextContent('消息3的内容');
    expect(server.posts('/api/user/message/has_read')).toEqual([]);
  });

  it('删除 moves a read message to 回收站 and 恢复 brings it back, each with its toast', async () => {
    const server = serve(SEED);
    renderPage();
    await screen.findByRole('tab', { name: '已读(2)' });
    await userEvent.click(tab('已读(2)'));
    await userEvent.click(within(await list('已读')).getByRole('button', { name: /消息5/ }));
    await content();
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('已删除')).toBeInTheDocument();
    expect(server.posts('/api/user/message/remove_readed')).toEqual([{ msg_id: 5 }]);
    expect(await screen.findByRole('tab', { name: '回收站(2)' })).toBeInTheDocument();
    expect(tab('已读(1)')).toBeInTheDocument();
    expect(await titlesIn('已读')).toEqual(['消息3']);

    await userEvent.click(tab('回收站(2)'));
    expect(await titlesIn('回收站')).toEqual(['消息5', '消息4']);
    await userEvent.click(screen.getByRole('button', { name: '恢复' }));
    expect(await screen.findByText('已恢复')).toBeInTheDocument();
    expect(server.posts('/api/user/message/restore')).toEqual([{ msg_id: 5 }]);
    expect(await screen.findByRole('tab', { name: '回收站(1)' })).toBeInTheDocument();
    expect(tab('已读(2)')).toBeInTheDocument();
    expect(await titlesIn('回收站')).toEqual(['消息4']);
    expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument();
  });

  it("a refused move puts the message back and shows only the server's message, once", async () => {
    const server = serve(SEED, { refuse: '只有已读消息可以移入回收站' });
    renderPage();
    await screen.findByRole('tab', { name: '已读(2)' });
    await userEvent.click(tab('已读(2)'));
    await userEvent.click(within(await list('已读')).getByRole('button', { name: /消息3/ }));
    await content();
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(server.notify).toHaveBeenCalledTimes(1));
    expect(server.notify.mock.calls[0].slice(0, 2)).toEqual(['error', '只有已读消息可以移入回收站']);
    expect(await screen.findByRole('tab', { name: '已读(2)' })).toBeInTheDocument();
    expect(tab('回收站(1)')).toBeInTheDocument();
    expect(screen.queryByText('已删除')).not.toBeInTheDocument();
  });

  it('sanitises the content: no <script> and no event handlers reach the page', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    serve([message(9, 'unread', '安全测试消息：内容含有脚本', SEED_XSS)]);
    renderPage();
    await userEvent.click(within(await list('未读')).getByRole('button', { name: /安全测试消息/ }));
    const body = await content();
    expect(body).toHaveTextContent('这条消息用于验证前端的内容过滤。');
    expect(body).toHaveTextContent('过滤后只应显示文字。');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')).not.toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror|<script|alert/i);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(alert).not.toHaveBeenCalled();
  });

  it('pages the system messages: page 1 of 10 first, then the page and size chosen; sizes 10/20/30/40', async () => {
    const server = serve(SEED, { totalSystem: 45 });
    renderPage();
    await screen.findByRole('tab', { name: '未读(2)' });
    expect(server.posts('/api/user/sys/message/search')).toEqual([]);
    await userEvent.click(tab('系统消息'));
    expect(await titlesIn('系统消息')).toHaveLength(10);
    expect(server.posts('/api/user/sys/message/search')).toEqual([{ size: 10, current: 1 }]);

    await userEvent.click(screen.getByLabelText('Page 2'));
    await waitFor(() => expect(server.posts('/api/user/sys/message/search').at(-1)).toEqual({ size: 10, current: 2 }));
    expect((await titlesIn('系统消息'))[0]).toBe('系统通知11');

    await userEvent.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['每页条数：10', '每页条数：20', '每页条数：30', '每页条数：40']);
    const popup = options[1].closest('.semi-popover-wrapper');
    await userEvent.click(options[1]);
    // jsdom runs no CSS animations, and Semi applies a controlled Select's choice when its popup has finished closing.
    expect(popup).not.toBeNull();
    fireEvent.animationEnd(popup as Element);
    await waitFor(() => expect(server.posts('/api/user/sys/message/search').at(-1)).toEqual({ size: 20, current: 1 }));
    expect(await titlesIn('系统消息')).toHaveLength(20);
  });

  it('a copied link opens the same list and page: the tab, and the system messages\' page and size (the list kit)', async () => {
    const server = serve(SEED, { totalSystem: 45 });
    const { router } = renderPage('?tab=system&page=2&size=20');
    await waitFor(() => expect(server.posts('/api/user/sys/message/search')).toEqual([{ size: 20, current: 2 }]));
    expect(await screen.findByRole('tab', { name: '系统消息' })).toHaveAttribute('aria-selected', 'true');
    expect(await titlesIn('系统消息')).toHaveLength(20);
    await userEvent.click(await screen.findByRole('tab', { name: '已读(2)' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('readed'));
    await userEvent.click(tab('未读(2)'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('tab')).toBeNull());
  });

  it('opening a system message reads it with POST sys/message/get', async () => {
    const server = serve([message(7, 'readed', '平台升级公告')]);
    renderPage();
    await screen.findByRole('tab', { name: '已读(1)' });
    await userEvent.click(tab('系统消息'));
    await userEvent.click(within(await list('系统消息')).getByRole('button', { name: /平台升级公告/ }));
    expect(await content()).toHaveTextContent('平台升级公告的内容');
    expect(server.posts('/api/user/sys/message/get')).toEqual([{ msg_id: 7 }]);
    expect(within(await list('系统消息')).getByRole('button', { name: /平台升级公告/ })).toHaveAttribute('aria-current', 'true');
  });

  it('a msg_id in the address opens that message in its list, and an unread one is marked read', async () => {
    const server = serve(SEED);
    const { router } = renderPage('?msg_id=3');
    expect(await content()).toHaveTextContent('消息3的内容');
    await waitFor(() => expect(tab('已读(2)')).toHaveAttribute('aria-selected', 'true'));
    expect(within(await list('已读')).getByRole('button', { name: /消息3/ })).toHaveAttribute('aria-current', 'true');
    expect(server.posts('/api/user/message/has_read')).toEqual([]);
    // The parameter is dropped; the address names the list the message is in.
    await waitFor(() => expect(router.state.location.search).toBe('?tab=readed'));

    await act(() => router.navigate(`${PAGE_PATH}?msg_id=1`));
    expect(await content()).toHaveTextContent('消息1的内容');
    await waitFor(() => expect(server.posts('/api/user/message/has_read')).toEqual([{ msg_id: 1 }]));
    expect(await screen.findByRole('tab', { name: '未读(1)' })).toBeInTheDocument();
  });

  it('shows a task message\'s link as a link and its 撤销 while the edit may be undone', async () => {
    const link = '/gdt-app/promote/gdtV3/delivery/group?editId=12';
    const until = new Date(Date.now() + 5 * 60_000).toISOString();
    const task: Detail = { ...message(6, 'unread', '广告出价修改完成：成功1个'), type: 'TASK', link, action: { kind: 'undo', editId: 12, until } };
    serve([task, message(3, 'readed')]);
    renderPage();
    await userEvent.click(within(await list('未读')).getByRole('button', { name: /广告出价修改完成/ }));
    expect(await content()).toHaveTextContent('广告出价修改完成：成功1个的内容');
    expect(screen.getByRole('link', { name: '查看相关对象' })).toHaveAttribute('href', link);
    expect(await screen.findByRole('button', { name: '撤销' })).toBeInTheDocument();

    await userEvent.click(tab('已读(2)'));
    await userEvent.click(within(await list('已读')).getByRole('button', { name: /消息3/ }));
    expect(await content()).toHaveTextContent('消息3的内容');
    expect(screen.queryByRole('link', { name: '查看相关对象' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤销' })).not.toBeInTheDocument();
  });

  it('says 暂无消息 for an empty list', async () => {
    serve([message(4, 'trash')]);
    renderPage();
    expect(await screen.findByRole('tab', { name: '未读(0)' })).toBeInTheDocument();
    expect(screen.getByText('暂无消息')).toBeInTheDocument();
  });

  it('shows the failure and a retry when the lists cannot be loaded', async () => {
    serve(SEED, { failInit: true });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('系统繁忙，请稍后重试！');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('list items are buttons reachable and opened by keyboard', async () => {
    serve(SEED);
    renderPage();
    const item = within(await list('未读')).getByRole('button', { name: /消息2/ });
    item.focus();
    await userEvent.keyboard('{Enter}');
    expect(await content()).toHaveTextContent('消息2的内容');
  });
});
