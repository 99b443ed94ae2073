import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, createApiRuntime, readRuntimeEnv, RUNTIME_ENV_KEY, setApiClient } from './runtime';
import { useSessionStore } from './session/session-store';
import { envelope, stubFetch } from './testing/stub-fetch';

afterEach(() => {
  setApiClient(null);
  delete (globalThis as Record<string, unknown>)[RUNTIME_ENV_KEY];
  useSessionStore.setState({ token: null });
});

describe('api runtime', () => {
  it('reads the base URL from the runtime environment config, default same origin', () => {
    expect(readRuntimeEnv()).toEqual({});
    (globalThis as Record<string, unknown>)[RUNTIME_ENV_KEY] = { apiBasePath: 'http://api.test' };
    expect(readRuntimeEnv().apiBasePath).toBe('http://api.test');
  });

  it('installs one client that sends the session token and uses the env base URL', async () => {
    (globalThis as Record<string, unknown>)[RUNTIME_ENV_KEY] = { apiBasePath: 'http://api.test' };
    const stub = stubFetch(() => envelope({}));
    const client = createApiRuntime({ fetch: stub.fetch });
    expect(apiClient()).toBe(client);
    useSessionStore.setState({ token: 'tok' });
    await client.POST('/api/user/user/get', { body: {} });
    expect(stub.seen[0].request.url).toBe('http://api.test/api/user/user/get');
    expect(stub.seen[0].request.headers.get('Authorization')).toBe('Toufang tok');
  });

  it('a new token re-arms the one-401 latch', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiRuntime({ baseUrl: 'http://api.test', fetch: stubFetch(() => envelope(null, 401, 'x', 401)).fetch, onUnauthorized });
    await client.POST('/api/user/user/get', { body: {} }).catch(() => undefined);
    await client.POST('/api/user/user/get', { body: {} }).catch(() => undefined);
    useSessionStore.setState({ token: 'new-login' });
    await client.POST('/api/user/user/get', { body: {} }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('by default a 401 logs out and reloads after 1 second', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    useSessionStore.setState({ token: 'old' });
    const client = createApiRuntime({ baseUrl: 'http://api.test', fetch: stubFetch(() => envelope(null, 401, 'x', 401)).fetch });
    await client.POST('/api/user/user/get', { body: {} }).catch(() => undefined);
    expect(useSessionStore.getState().token).toBeNull();
    await vi.advanceTimersByTimeAsync(999);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
});
