import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { createApiClient } from '../create-api-client';
import { metaHeaders } from '../request-meta';
import { BASE, envelope, json, stubFetch } from '../testing/stub-fetch';
import { ERROR_TEXTS } from '@toufang/domain';

describe('error catalogue middleware', () => {
  it('a body code other than 200 rejects with the server message and notifies it', async () => {
    const notify = vi.fn();
    const client = createApiClient({ baseUrl: BASE, fetch: stubFetch(() => envelope(null, 1001, '用户名或密码错误')).fetch, notify });
    const error = await client.POST('/api/user/user/login', { body: { username: 'a', password: 'b' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: 1001, status: 200, message: '用户名或密码错误', url: `${BASE}/api/user/user/login` });
    expect(notify).toHaveBeenCalledWith('error', '用户名或密码错误', error);
  });

  it.each([
    [404, ERROR_TEXTS.SYSTEM_BUSY],
    [500, ERROR_TEXTS.SYSTEM_BUSY],
    [502, ERROR_TEXTS.MEDIA_UNKNOWN],
  ])('HTTP %i shows %s', async (status, text) => {
    const notify = vi.fn();
    const client = createApiClient({ baseUrl: BASE, fetch: stubFetch(() => json({}, status)).fetch, notify });
    await expect(client.POST('/api/user/user/get', { body: {} })).rejects.toMatchObject({ kind: 'http', status, message: text });
    expect(notify).toHaveBeenCalledWith('error', text, expect.any(ApiError));
  });

  it('a network failure rejects with the unknown text', async () => {
    const client = createApiClient({ baseUrl: BASE, fetch: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(client.POST('/api/user/user/get', { body: {} })).rejects.toMatchObject({ kind: 'network', message: ERROR_TEXTS.MEDIA_UNKNOWN });
  });

  it('silent requests reject the same way but notify nothing', async () => {
    const notify = vi.fn();
    const client = createApiClient({ baseUrl: BASE, fetch: stubFetch(() => envelope(null, 1002, '原密码错误')).fetch, notify });
    await expect(client.POST('/api/user/user/get', { body: {}, headers: metaHeaders({ silent: true }) })).rejects.toMatchObject({ message: '原密码错误' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('a broken notify cannot replace the error the caller gets', async () => {
    const notify = () => {
      throw new Error('toast broke');
    };
    const client = createApiClient({ baseUrl: BASE, fetch: stubFetch(() => envelope(null, 1001, '用户名或密码错误')).fetch, notify });
    await expect(client.POST('/api/user/user/get', { body: {} })).rejects.toMatchObject({ kind: 'business' });
  });

  it("a call its caller aborts while the answer's body arrives is cancelled and never notified", async () => {
    const notify = vi.fn();
    const caller = new AbortController();
    // The headers arrive (HTTP 200); the body never finishes, and the caller leaves meanwhile.
    const fetch = (request: Request) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"code":200,'));
          request.signal.addEventListener('abort', () => controller.error(request.signal.reason));
        },
      });
      setTimeout(() => caller.abort(), 0);
      return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
    };
    const client = createApiClient({ baseUrl: BASE, fetch, notify });
    const error = await client.POST('/api/user/user/get', { body: {}, signal: caller.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'cancelled' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('version.json is not an envelope and succeeds as it is', async () => {
    const client = createApiClient({ baseUrl: BASE, fetch: stubFetch(() => json({ version: '1.4.1' })).fetch });
    const { data } = await client.GET('/version.json');
    expect(data).toEqual({ version: '1.4.1' });
  });
});
