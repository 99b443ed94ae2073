// Test support for the public pages: a stubbed API client and a page rendered inside a memory router.
import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createApiClient, createQueryClient, ERROR_LOG_PATH, setApiClient, useSessionStore } from '@toufang/api';

export const TEST_BASE_URL = 'http://desk.test';

/** One request the page made: its path, parsed JSON body and Authorization header. */
export interface SeenCall {
  path: string;
  body: unknown;
  authorization: string | null;
}

/** An envelope answer (shell spec §7): code 200 with data, or a refusal with the server's message. */
export function envelope(data: unknown, code = 200, message = 'success', status = 200): Response {
  return new Response(JSON.stringify({ code, message, data, version: '1.4.1' }), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Installs a client whose fetch answers with `answer` and records every call (the error log aside).
 * The client has the desk's whole middleware chain and reads the session's token, as the desk's does.
 */
export function stubApi(answer: (path: string, body: unknown) => Response | Promise<Response>): SeenCall[] {
  const seen: SeenCall[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const text = request.body ? await request.clone().text() : '';
    const path = new URL(request.url).pathname;
    if (path === ERROR_LOG_PATH) return envelope(null);
    const body: unknown = text ? JSON.parse(text) : undefined;
    seen.push({ path, body, authorization: request.headers.get('Authorization') });
    return answer(path, body);
  };
  setApiClient(createApiClient({ baseUrl: TEST_BASE_URL, fetch, getToken: () => useSessionStore.getState().token }));
  return seen;
}

/** Forget the stubbed client and any session a test left behind. */
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
