import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, messageListsQuery, setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, type FakeAnswer } from '@toufang/api/testing';
import { MESSAGE_CENTER_PATH, MessageBell } from './message-bell';

type Summary = Schemas['MessageSummary'];
type Lists = Schemas['MessageLists'];

const message = (msg_id: number, day: number, title = `消息标题${msg_id}`): Summary => ({
  msg_id,
  title,
  type: 'SYSTEM',
  link: null,
  action: null,
  create_time: `2026-01-${String(day).padStart(2, '0')} 09:30:00`,
});

/** Answers GET message/init with `lists` (or what `lists()` answers) in the envelope; returns the paths called. */
function serve(lists: Lists | (() => FakeAnswer<'get', '/api/user/message/init'>)) {
  const api = fakeApi().on('get', '/api/user/message/init', () => (typeof lists === 'function' ? lists() : lists));
  api.install();
  return api.paths;
}

afterEach(() => setApiClient(null));

function renderBell(messageCenterPath?: string, client = createQueryClient()) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <MessageBell messageCenterPath={messageCenterPath} /> },
      { path: '*', element: <p>消息中心页面</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const bell = () => screen.getByRole('button', { name: /^消息/ });
const panel = () => screen.findByRole('region', { name: '最新消息' });

describe('MessageBell', () => {
  it('shows a red dot and the unread count for screen readers while unread messages exist', async () => {
    const seen = serve({ unread: [message(3, 3), message(2, 2)], readed: [message(1, 1)], trash: [] });
    renderBell();
    expect(await screen.findByRole('button', { name: '消息（2条未读）' })).toBeInTheDocument();
    expect(bell().querySelector('.semi-badge-dot')).not.toBeNull();
    expect(seen).toEqual(['/api/user/message/init']);
  });

  it('shows no dot when nothing is unread', async () => {
    const seen = serve({ unread: [], readed: [message(1, 1)], trash: [message(2, 2)] });
    renderBell();
    await waitFor(() => expect(seen).toHaveLength(1));
    await waitFor(() => expect(bell()).toHaveAccessibleName('消息'));
    expect(bell().querySelector('.semi-badge-dot')).toBeNull();
  });

  it('lists at most the 5 latest of unread and readed, newest first, with their times', async () => {
    serve({
      unread: [message(7, 7), message(4, 4), message(1, 1)],
      readed: [message(6, 6), message(5, 5), message(2, 2)],
      trash: [message(9, 9)],
    });
    renderBell();
    await screen.findByRole('button', { name: '消息（3条未读）' });
    await userEvent.click(bell());
    const list = within(await panel()).getAllByRole('listitem');
    expect(list).toHaveLength(5);
    expect(list.map((item) => item.textContent)).toEqual([
      '消息标题72026-01-07 09:30',
      '消息标题62026-01-06 09:30',
      '消息标题52026-01-05 09:30',
      '消息标题42026-01-04 09:30',
      '消息标题22026-01-02 09:30',
    ]);
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
  });

  it('clicking a message goes to the message centre with its msg_id', async () => {
    serve({ unread: [message(12, 12, '账户余额不足提醒')], readed: [], trash: [] });
    const router = renderBell();
    await screen.findByRole('button', { name: '消息（1条未读）' });
    await userEvent.click(bell());
    await userEvent.click(within(await panel()).getByRole('link', { name: /账户余额不足提醒/ }));
    expect(router.state.location.pathname).toBe(MESSAGE_CENTER_PATH);
    expect(router.state.location.pathname).toBe('/tools-app/tool/account-tool/message-center');
    expect(router.state.location.search).toBe('?msg_id=12');
    expect(await screen.findByText('消息中心页面')).toBeInTheDocument();
  });

  it('查看全部 goes to the message centre the layout passes', async () => {
    serve({ unread: [], readed: [message(1, 1)], trash: [] });
    const router = renderBell('/tools-app/messages');
    await userEvent.click(bell());
    await userEvent.click(within(await panel()).getByRole('link', { name: '查看全部' }));
    expect(router.state.location.pathname).toBe('/tools-app/messages');
    expect(router.state.location.search).toBe('');
  });

  it('says 暂无消息 when there is nothing to show', async () => {
    serve({ unread: [], readed: [], trash: [message(1, 1)] });
    renderBell();
    await userEvent.click(bell());
    expect(await within(await panel()).findByText('暂无消息')).toBeInTheDocument();
    expect(within(await panel()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('opens on hover', async () => {
    serve({ unread: [message(1, 1)], readed: [], trash: [] });
    renderBell();
    await userEvent.hover(bell());
    expect(await within(await panel()).findByRole('link', { name: /消息标题1/ })).toBeInTheDocument();
  });

  it('opens with Enter and with Space, moves focus to the first message, and Escape closes it', async () => {
    serve({ unread: [message(2, 2)], readed: [message(1, 1)], trash: [] });
    renderBell();
    await screen.findByRole('button', { name: '消息（1条未读）' });
    bell().focus();
    await userEvent.keyboard('{Enter}');
    const first = await within(await panel()).findByRole('link', { name: /消息标题2/ });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bell()).toHaveAttribute('aria-expanded', 'false'));
    expect(bell()).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(bell()).toHaveAttribute('aria-expanded', 'true'));
    expect(await panel()).toBeInTheDocument();
  });

  it('re-reads the messages on opening once they are stale, so a new one shows', async () => {
    let answers = 0;
    const seen = serve(() => {
      answers += 1;
      const lists: Lists = answers === 1 ? { unread: [], readed: [message(1, 1)], trash: [] } : { unread: [message(2, 2, '新的任务消息')], readed: [message(1, 1)], trash: [] };
      return lists;
    });
    const client = createQueryClient();
    client.setQueryDefaults(messageListsQuery().queryKey, { staleTime: 0 });
    renderBell(undefined, client);
    await waitFor(() => expect(seen).toHaveLength(1));
    await userEvent.click(bell());
    expect(await within(await panel()).findByRole('link', { name: /新的任务消息/ })).toBeInTheDocument();
    // Stale at once here (staleTime 0), so pointing and clicking may each re-read it.
    expect(seen.length).toBeGreaterThan(1);
    expect(bell()).toHaveAccessibleName('消息（1条未读）');
  });

  it('says so when the messages cannot be loaded', async () => {
    serve(() => new Response('', { status: 500 }));
    renderBell();
    await userEvent.click(bell());
    expect(await within(await panel()).findByText('消息加载失败')).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('消息');
  });
});
