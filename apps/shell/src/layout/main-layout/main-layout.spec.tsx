import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Navigate, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, setApiClient, useFilterTemplates, useSessionStore, type UserInfo } from '@toufang/api';
import { fakeApi, testUser } from '@toufang/api/testing';
import { createRouteIndex } from '../../app/routes/route-index';
import { useMustChangePasswordStore } from '../../app/session/must-change-password';
import { useTabStore } from '../tab-history/tab-store';
import { MainLayout } from './main-layout';

const MESSAGES = '/api/user/message/init';
const TEMPLATES = '/api/user/filter_template/list';

/** The test's user: the shared one with this file's own name and dates. */
const userInfo = (overrides: Partial<UserInfo> = {}): UserInfo => testUser({ name: '新同事', username: 'newbie', email: 'newbie@example.com', userId: 9, role: 'OPERATE', startTime: '2026-03-01 09:30:45', userCreateTime: '2026-11-01 00:00:00', ...overrides });

/** A page under the layout with a filter area's saved templates, as the list pages have. */
function ListPage() {
  const { templates } = useFilterTemplates('probe.list');
  return <p>列表页（{templates.length}个模板）</p>;
}

function renderLayout(info: UserInfo) {
  const api = fakeApi()
    .on('get', MESSAGES, () => ({ unread: [], readed: [], trash: [] }))
    .on('post', TEMPLATES, () => []);
  api.install({ getToken: () => 'token-1' });
  useSessionStore.getState().login({ token: 'token-1', role: info.role });
  useSessionStore.getState().setUserInfo(info);
  const router = createMemoryRouter([{ path: '/', element: <MainLayout index={createRouteIndex([])} />, children: [{ index: true, element: <ListPage /> }] }], {
    initialEntries: ['/'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return api;
}

afterEach(() => {
  setApiClient(null);
  useSessionStore.getState().logout();
  useMustChangePasswordStore.getState().setAfterLogin(false);
});

describe('MainLayout behind the forced password change', () => {
  it('asks for the messages and the filter templates of an ordinary session', async () => {
    const api = renderLayout(userInfo());
    await waitFor(() => expect(api.paths).toEqual(expect.arrayContaining([MESSAGES, TEMPLATES])));
  });

  it('asks for neither while the session holds a one-time password, and for both once it is changed', async () => {
    const api = renderLayout(userInfo({ mustChangePassword: true }));
    expect(await screen.findByText('请修改初始密码')).toBeInTheDocument();
    expect(screen.getByText('列表页（0个模板）')).toBeInTheDocument();
    // Time for any query the page and the layout would start (the server would answer each with 403).
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(api.paths.filter((path) => path === MESSAGES || path === TEMPLATES)).toEqual([]);

    act(() => useSessionStore.getState().setUserInfo(userInfo({ mustChangePassword: false })));
    await waitFor(() => expect(api.paths).toEqual(expect.arrayContaining([MESSAGES, TEMPLATES])));
    expect(screen.queryByText('请修改初始密码')).toBeNull();
  });

  it('waits too when only the login answer has said so (before the user info does)', async () => {
    useMustChangePasswordStore.getState().setAfterLogin(true);
    const api = renderLayout(userInfo());
    expect(await screen.findByText('请修改初始密码')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(api.paths).not.toContain(MESSAGES);
  });
});

describe('MainLayout and the tab history', () => {
  it('gives a redirect page\'s tab to the page it replaced itself with (新建定向包 → 定向包)', async () => {
    const api = fakeApi()
      .on('get', MESSAGES, () => ({ unread: [], readed: [], trash: [] }))
      .on('post', TEMPLATES, () => []);
    api.install({ getToken: () => 'token-1' });
    const info = userInfo();
    useSessionStore.getState().login({ token: 'token-1', role: info.role });
    useSessionStore.getState().setUserInfo(info);
    const routes = [
      { name: 'packs', path: 'app/target', title: '定向包' },
      { name: 'packAdd', path: 'app/target-add', title: '新建定向包', hidden: true },
    ];
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <MainLayout index={createRouteIndex(routes)} />,
          children: [
            { path: 'app/target', handle: { name: 'packs' }, element: <p>定向包列表</p> },
            { path: 'app/target-add', handle: { name: 'packAdd' }, element: <Navigate to="/app/target?create=1" replace /> },
          ],
        },
      ],
      { initialEntries: ['/app/target-add'] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('定向包列表')).toBeTruthy();
    await waitFor(() => expect(useTabStore.getState().tabs.map((t) => t.name)).toContain('packs'));
    expect(useTabStore.getState().tabs.map((t) => t.name)).not.toContain('packAdd');
  });
});
