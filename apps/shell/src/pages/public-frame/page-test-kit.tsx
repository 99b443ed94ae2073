// Test support for the public pages: the fake envelope server as the desk's client, and a page rendered
// inside a memory router.
import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient, setApiClient, useSessionStore } from '@toufang/api';
import { fakeApi, type FakeApi } from '@toufang/api/testing';

/**
 * Installs the fake envelope server (`@toufang/api/testing`) as the desk's client: the desk's whole middleware
 * chain, reading the session's token as the desk does. Answer calls with `.on(method, path, handler)`;
 * `calls` records each one's path, body and Authorization header.
 */
export function serveApi(): FakeApi {
  const api = fakeApi();
  api.install({ getToken: () => useSessionStore.getState().token });
  return api;
}

/** Forget the installed client and any session a test left behind. */
export function resetPageTestKit(): void {
  setApiClient(null);
  useSessionStore.getState().logout();
}

/** The text a stand-in destination route shows, so tests can see where the page navigated. */
export function arrivedAt(path: string): string {
  return `已到达 ${path}`;
}

const DESTINATIONS = ['/', '/login', '/register'];

export interface RenderPageOptions {
  /** The route pattern the page is mounted at, e.g. '/register-doc/:docType'. */
  path: string;
  /** The URL the test opens, e.g. '/yuc?username=a'. */
  at: string;
  /** Render inside React's StrictMode (effects run twice in development). */
  strict?: boolean;
}

/** Renders `page` at `path` in a memory router with stand-in routes for '/', '/login' and '/register'. */
export function renderPage(page: ReactElement, { path, at, strict }: RenderPageOptions) {
  const routes: RouteObject[] = [{ path, element: page }, ...DESTINATIONS.filter((d) => d !== path).map((d) => ({ path: d, element: <p>{arrivedAt(d)}</p> }))];
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const queryClient = createQueryClient();
  const tree = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, router, queryClient };
}
