import { SESSION } from '@toufang/domain';
import { createApiClient, type ApiClient, type ApiClientOptions } from './create-api-client';
import { useSessionStore } from './session/session-store';

/**
 * The environment configuration the page may set before the desk starts (shell spec section 3: API base
 * path, upload base path, private-deployment flag, bucket name, dashboard URL), e.g. from a small
 * `env.js` that deployment writes: `window.__TOUFANG_ENV__ = { apiBasePath: 'https://api.example.com' }`.
 */
export interface RuntimeEnv {
  apiBasePath?: string;
  uploadBasePath?: string;
  isPrivate?: 0 | 1;
  bucketName?: string;
  dashboardUrl?: string;
}

export const RUNTIME_ENV_KEY = '__TOUFANG_ENV__';

export function readRuntimeEnv(): RuntimeEnv {
  const env = (globalThis as Record<string, unknown>)[RUNTIME_ENV_KEY];
  return env && typeof env === 'object' ? (env as RuntimeEnv) : {};
}

/** Shell spec section 4: after a 401 the desk logs out and reloads after 1 second. */
export const UNAUTHORIZED_RELOAD_DELAY_MS = SESSION.LOGOUT_RELOAD_MS;

function logoutAndReload(): void {
  useSessionStore.getState().logout();
  setTimeout(() => globalThis.location?.reload(), UNAUTHORIZED_RELOAD_DELAY_MS);
}

let current: ApiClient | null = null;
let unsubscribe: (() => void) | null = null;

/**
 * Builds the desk's client, wired to the session store (token; a new token re-arms the one-401 latch)
 * and installs it as the client that `apiClient()`, `defineQuery` and `defineMutation` use. Call it once
 * at start-up with `notify` (the shell's Toast) and, if the default is not wanted, `onUnauthorized`.
 */
export function createApiRuntime(options: ApiClientOptions = {}): ApiClient {
  const client = createApiClient({
    baseUrl: options.baseUrl ?? readRuntimeEnv().apiBasePath ?? '',
    getToken: () => useSessionStore.getState().token,
    onUnauthorized: logoutAndReload,
    ...options,
  });
  unsubscribe?.(); // a second runtime replaces the first; its client no longer follows the session
  unsubscribe = useSessionStore.subscribe((state, previous) => {
    if (state.token && state.token !== previous.token) client.resetUnauthorized();
  });
  current = client;
  return client;
}

/** The installed client; created with the defaults on first use if the shell did not call createApiRuntime. */
export function apiClient(): ApiClient {
  return current ?? createApiRuntime();
}

/** Replace the installed client (tests, storybooks); `null` forgets it. */
export function setApiClient(client: ApiClient | null): void {
  current = client;
}

