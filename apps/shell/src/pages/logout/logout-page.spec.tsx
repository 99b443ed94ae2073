import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_SCHEME, useSessionStore } from '@toufang/api';
import { PRODUCT_TITLE } from '@toufang/domain';
import { envelope } from '@toufang/api/testing';
import { arrivedAt, renderPage, resetPageTestKit, serveApi } from '../public-frame/page-test-kit';
import LogoutPage from './logout-page';

const CACHED_KEY = ['/api/user/user/get', {}];
const PATH = '/api/user/user/logout';

function open() {
  const rendered = renderPage(<LogoutPage />, { path: '/logout', at: '/logout', strict: true });
  rendered.queryClient.setQueryData(CACHED_KEY, { name: '赵磊' });
  return rendered;
}

describe('LogoutPage', () => {
  afterEach(resetPageTestKit);

  it('revokes the token once, clears the session and the cache, and replaces the page with login', async () => {
    useSessionStore.getState().login({ token: 'old-token', role: 'ADMIN' });
    let answer!: () => void;
    const seen = serveApi().on('post', PATH, () => new Promise<void>((resolve) => (answer = () => resolve()))).calls;
    const { router, queryClient } = open();
    expect(screen.getByRole('status')).toHaveTextContent('正在退出…');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('退出登录');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ path: PATH, authorization: `${AUTH_SCHEME} old-token` });
    // The session stays until the server has answered, so the call still carries the token.
    expect(useSessionStore.getState().token).toBe('old-token');
    answer();
    expect(await screen.findByText(arrivedAt('/login'))).toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ token: null, role: null, userInfo: null, permissions: null });
    expect(queryClient.getQueryData(CACHED_KEY)).toBeUndefined();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(seen).toHaveLength(1);
  });

  it('clears the local session even when the server call fails', async () => {
    useSessionStore.getState().login({ token: 'old-token', role: 'OPERATE' });
    serveApi().on('post', PATH, () => envelope(null, 500, '服务异常', 500));
    open();
    expect(await screen.findByText(arrivedAt('/login'))).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('goes straight to login without a call when there is no session', async () => {
    const seen = serveApi().on('post', PATH, () => undefined).calls;
    const { queryClient } = open();
    expect(await screen.findByText(arrivedAt('/login'))).toBeInTheDocument();
    expect(seen).toEqual([]);
    expect(queryClient.getQueryData(CACHED_KEY)).toBeUndefined();
  });

  it('sets the document title', async () => {
    serveApi().on('post', PATH, () => undefined);
    open();
    await waitFor(() => expect(document.title).toBe(`${PRODUCT_TITLE} - 退出登录`));
  });
});
