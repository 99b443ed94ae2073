import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@toufang/api';
import { PRODUCT_TITLE } from '@toufang/domain';
import { refuse, type FakeCall } from '@toufang/api/testing';
import { arrivedAt, renderPage, resetPageTestKit, serveApi } from '../public-frame/page-test-kit';
import PartnerLoginPage from './partner-login-page';

const SIGNATURE = 'ab'.repeat(32);
const TICKET = `username=operator&timestamp=1767225600000&signature=${SIGNATURE}`;
const PATH = '/api/user/user/yuc/login';

function open(query: string, strict = false) {
  return renderPage(<PartnerLoginPage />, { path: '/yuc', at: `/yuc?${query}`, strict });
}

/**
 * That a link sent nothing: the complete link is opened next, and once it has logged in, a call from the
 * first link would have arrived before it. So the complete link's call must be the only one.
 */
async function expectOnlyTheCompleteLinkCalled(router: ReturnType<typeof open>['router'], seen: FakeCall[]) {
  await router.navigate(`/yuc?${TICKET}`);
  await screen.findByText(arrivedAt('/'));
  expect(seen).toEqual([{ path: PATH, body: { provider: 'yuc', username: 'operator', timestamp: 1767225600000, signature: SIGNATURE }, authorization: null }]);
}

describe('PartnerLoginPage (route yuc)', () => {
  afterEach(resetPageTestKit);

  it('posts the ticket once, keeps the session for this tab and goes to the home route', async () => {
    const seen = serveApi().on('post', PATH, () => ({ token: 'partner-token', role: 'OPERATE' })).calls;
    const { router } = open(TICKET, true);
    expect(screen.getByRole('status')).toHaveTextContent('正在登录…');
    expect(await screen.findByText(arrivedAt('/'))).toBeInTheDocument();
    // StrictMode runs the effect twice; a ticket is one-time, so it must be sent only once.
    expect(seen).toEqual([{ path: PATH, body: { provider: 'yuc', username: 'operator', timestamp: 1767225600000, signature: SIGNATURE }, authorization: null }]);
    const session = useSessionStore.getState();
    expect(session).toMatchObject({ token: 'partner-token', role: 'OPERATE', remember: false });
    expect(sessionStorage.length).toBeGreaterThan(0);
    expect(router.state.location.search).toBe('');
    // The ticket page was replaced, so Back cannot post the ticket again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends the provider of the link and a lower-case signature', async () => {
    const seen = serveApi().on('post', PATH, () => ({ token: 't', role: 'ADMIN' })).calls;
    open(`provider=yuc&username=admin&timestamp=1&signature=${'AB'.repeat(32)}`);
    await screen.findByText(arrivedAt('/'));
    expect(seen[0].body).toEqual({ provider: 'yuc', username: 'admin', timestamp: 1, signature: SIGNATURE });
  });

  it("shows the server's message and the way to the normal login when the ticket is refused", async () => {
    serveApi().on('post', PATH, () => refuse(1004, '登录凭证已失效，请重新进入'));
    open(TICKET);
    expect(await screen.findByText('登录凭证已失效，请重新进入')).toBeInTheDocument();
    expect(screen.getByText('请从合作方平台重新进入，或使用账号密码登录。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '使用账号密码登录' })).toHaveAttribute('href', '/login');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('names the missing ticket fields and calls nothing', async () => {
    const seen = serveApi().on('post', PATH, () => ({ token: 't', role: 'ADMIN' })).calls;
    const { router } = open('username=operator');
    expect(screen.getByText('登录链接缺少时间戳、签名，请从合作方平台重新进入。')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await expectOnlyTheCompleteLinkCalled(router, seen);
  });

  it('refuses a malformed timestamp or signature without calling the server', async () => {
    const seen = serveApi().on('post', PATH, () => ({ token: 't', role: 'ADMIN' })).calls;
    const { router } = open('username=operator&timestamp=yesterday&signature=abc');
    expect(screen.getByText('登录链接中的时间戳、签名格式不正确，请从合作方平台重新进入。')).toBeInTheDocument();
    await expectOnlyTheCompleteLinkCalled(router, seen);
  });

  it('has one h1 and sets the document title', async () => {
    serveApi().on('post', PATH, () => new Promise<never>(() => undefined));
    open(TICKET);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('合作方登录');
    await waitFor(() => expect(document.title).toBe(`${PRODUCT_TITLE} - 合作方登录`));
  });
});
