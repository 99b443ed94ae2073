import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@toufang/api';
import { PRODUCT_TITLE } from '@toufang/domain';
import { refuse } from '@toufang/api/testing';
import { arrivedAt, renderPage, resetPageTestKit, serveApi } from '../public-frame/page-test-kit';
import MarketLoginPage from './market-login-page';

const SIGNATURE = '0f'.repeat(32);
const TICKET = `username=manager&timestamp=1767225600000&signature=${SIGNATURE}`;
const PATH = '/api/open_api/qunfeng/login';

function open(query: string, strict = false) {
  return renderPage(<MarketLoginPage />, { path: '/market', at: `/market?${query}`, strict });
}

describe('MarketLoginPage (route market)', () => {
  afterEach(resetPageTestKit);

  it('posts the ticket once to the market call, keeps the session for this tab and goes home', async () => {
    const seen = serveApi().on('post', PATH, () => ({ token: 'market-token', role: 'MANAGER' })).calls;
    const { router } = open(TICKET, true);
    expect(screen.getByRole('status')).toHaveTextContent('正在登录…');
    expect(await screen.findByText(arrivedAt('/'))).toBeInTheDocument();
    expect(seen).toEqual([{ path: PATH, body: { username: 'manager', timestamp: 1767225600000, signature: SIGNATURE }, authorization: null }]);
    expect(useSessionStore.getState()).toMatchObject({ token: 'market-token', role: 'MANAGER', remember: false });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('does not send a provider: the market call implies it', async () => {
    const seen = serveApi().on('post', PATH, () => ({ token: 't', role: 'MANAGER' })).calls;
    open(`${TICKET}&provider=yuc`);
    await screen.findByText(arrivedAt('/'));
    expect(seen[0].body).not.toHaveProperty('provider');
  });

  it("shows the server's message and the way to the normal login when the ticket is refused", async () => {
    serveApi().on('post', PATH, () => refuse(1004, '登录凭证已使用，请重新进入'));
    open(TICKET);
    expect(await screen.findByText('登录凭证已使用，请重新进入')).toBeInTheDocument();
    expect(screen.getByText('请从应用市场重新进入，或使用账号密码登录。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '使用账号密码登录' })).toHaveAttribute('href', '/login');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows the catalogue text when the server is unreachable', async () => {
    serveApi().on('post', PATH, () => Promise.reject(new TypeError('Failed to fetch')));
    open(TICKET);
    expect(await screen.findByText('抱歉，媒体接口未知问题请联系运营人员~~')).toBeInTheDocument();
  });

  it('names the missing ticket fields and calls nothing', async () => {
    const seen = serveApi().on('post', PATH, () => ({ token: 't', role: 'MANAGER' })).calls;
    const { router } = open('');
    expect(screen.getByText('登录链接缺少用户名、时间戳、签名，请从应用市场重新进入。')).toBeInTheDocument();
    // Then a complete link: by the time it has logged in, a call from the empty one would have arrived first.
    await router.navigate(`/market?${TICKET}`);
    await screen.findByText(arrivedAt('/'));
    expect(seen).toEqual([{ path: PATH, body: { username: 'manager', timestamp: 1767225600000, signature: SIGNATURE }, authorization: null }]);
  });

  it('has one h1 and sets the document title', async () => {
    serveApi().on('post', PATH, () => new Promise<never>(() => undefined));
    open(TICKET);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('应用市场登录');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(`${PRODUCT_TITLE} - 应用市场登录`));
  });
});
