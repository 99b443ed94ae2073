// Renders a sub-application page as the shell does: inside the sub-application context (the user and their
// role), a query client and a router at the page's path, talking to the typed fake server of this library.
// Every feature library's page tests share it (their kits add only what their pages need).
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../query-client';
import type { UserInfo } from '../session/session-store';
import { SubAppContext } from '../sub-app/sub-app-context';
import type { SubAppRoute } from '../sub-app/sub-app-route';

/** A signed-in ADMIN of the demo company, with whatever the test changes. */
export function testUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    avatar: null,
    name: '测试管理员',
    username: 'admin',
    dueDays: 120,
    isDueTip: 0,
    email: 'admin@example.com',
    userId: 1,
    role: 'ADMIN',
    groupId: null,
    adiConfig: null,
    expireTime: '2027-03-01 09:30:45',
    isShowPerformance: 1,
    adsPerseusStatus: 0,
    isDesignManager: 0,
    isShowClassify: 0,
    showTkio: 0,
    startTime: '2024-03-01 09:30:45',
    buttonConfig: {} as UserInfo['buttonConfig'],
    userIdentify: 'normal',
    customerIdCiphertext: 'c',
    customerCreateTime: '2024-01-01 00:00:00',
    customerType: 1,
    userCreateTime: '2024-01-01 00:00:00',
    showBilibili: 1,
    rbacVersion: null,
    roleCodeV2: null,
    roleNameV2: null,
    loginChannel: 'password',
    mustChangePassword: false,
    ...overrides,
  };
}

export interface SubAppPageOptions {
  user?: UserInfo;
  /** The sub-application's path prefix ('/account-app'). */
  routerBase?: string;
  /** The composed route table the shell would hand over (empty unless a page reads it). */
  routes?: readonly SubAppRoute[];
  /** The route's pattern when it has parameters ('/x-app/property/application-subcontracting/:packageId'); else the path. */
  routePath?: string;
  /** The session is the embedded gadget (authCode): app.gadget. */
  gadget?: boolean;
}

/**
 * Renders `Page` at `path` (and answers other paths with their path, so a navigation can be seen). Answers
 * the query client and the router, for tests that look at the cache or the URL.
 */
export function renderSubAppPage(Page: ComponentType, path: string, { user = testUser(), routerBase = `/${path.split('/')[1]}`, routes = [], routePath, gadget = false }: SubAppPageOptions = {}) {
  const client = createQueryClient();
  const [pathname] = path.split('?');
  const router = createMemoryRouter(
    [
      { path: routePath ?? pathname, element: <Page /> },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <SubAppContext.Provider value={{ routerBase, user, app: { menuCollapsed: false, gadget }, analytics: { track: () => undefined }, privateStorageUpload: false, routes }}>
        <RouterProvider router={router} />
      </SubAppContext.Provider>
    </QueryClientProvider>,
  );
  return { client, router };
}
