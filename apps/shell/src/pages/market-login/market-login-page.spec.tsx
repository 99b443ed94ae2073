import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@toufang/api';
import { PRODUCT_TITLE } from '@toufang/domain';
import { arrivedAt, envelope, renderPage, resetPageTestKit, stubApi } from '../public-frame/page-test-kit';
import MarketLoginPage from './market-login-page';

const SIGNATURE = '0f'.repeat(32);
const TICKET = `username=manager&timestamp=1767225600000&signature=${SIGNATURE}`;

function open(query: string, strict = false) {
  return renderPage(<MarketLoginPage />, { path: '/market', at: `/market?${query}`, strict });
}

describe('MarketLoginPage (route market)', () => {
  afterEach(resetPageTestKit);

  it('posts the ticket once to the market call, keeps the session for this tab and goes home', async () => {
    const seen = stubApi(() => envelope({ token: 'market-token', role: 'MANAGER' }));
    const { router } = open(TICKET, true);
    expect(screen.getByRole('status')).toHaveTextContent('正在登录…');
    expect(await screen.findByText(arrivedAt('/'))).toBeInTheDocument();
    expect(seen).toEqual([{ path: '/api/open_api/qunfeng/login', body: { username: 'manager', timestamp: 1767225600000, signature: SIGNATURE }, authorization: null }]);
    expect(useSessionStore.getState()).toMatchObject({ token: 'market-token', role: 'MANAGER', remember: false });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('does not send a provider: the market call implies it', async () => {
    const seen = stubApi(() => envelope({ token: 't', role: 'MANAGER' }));
    open(`${TICKET}&provider=yuc`);
    await screen.findByText(arrivedAt('/'));
    expect(seen[0].body).not.toHaveProperty('provider');
  });

  it("shows the server's message and the way to the normal login when the ticket is refused", async () => {
    stubApi(() => envelope(null, 1004, '登录凭证已使用，请重新进入'));
    open(TICKET);
    expect(await screen.findByText('登录凭证已使用，请重新进入')).toBeInTheDocument();
    expect(screen.getByText('请从应用市场重新进入，或使用账号密码登录。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '使用账号密码登录' })).toHaveAttribute('href', '/login');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows the catalogue text when the server is unreachable', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    open(TICKET);
    expect(await screen.findByText('抱歉，媒体接口未知问题请联系运营人员~~')).toBeInTheDocument();
  });

  it('names the missing ticket fields and calls nothing', async () => {
    const seen = stubApi(() => envelope({ token: 't', role: 'MANAGER' }));
    open('');
    expect(screen.getByText('登录链接缺少用户名、时间戳、签名，请从应用市场重新进入。')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([]);
  });

  it('has one h1 and sets the document title', async () => {
    stubApi(() => new Promise<Response>(() => undefined));
    open(TICKET);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('应用市场登录');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(`${PRODUCT_TITLE} - 应用市场登录`));
  });
});
