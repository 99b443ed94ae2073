import { CASCADER, ERROR_TEXTS } from '@toufang/domain';
import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '../api-error';
import { createApiClient } from '../create-api-client';
import { setApiClient } from '../runtime';
// Configured URLs are no contract paths, so these specs use the shared fake's fetch-level stub rather than
// fakeApi's contract-typed handlers.
import { BASE, envelope, hangUntilAborted, json, stubFetch, type Handler } from '../testing/stub-fetch';
import { buildOptionsRequest, optionsRequestKey, optionsRequestLoader, pickResponsePath } from './options-request-loader';

function desk(handler: Handler, token: string | null = 'tok-1') {
  const stub = stubFetch(handler);
  const notify = vi.fn();
  const client = createApiClient({ baseUrl: BASE, fetch: stub.fetch, getToken: () => token, notify });
  return { client, stub, notify };
}

describe('buildOptionsRequest (widgets spec §7)', () => {
  it('defaults to POST', () => {
    expect(CASCADER.REQUEST_METHOD).toBe('POST');
    expect(buildOptionsRequest({ url: '/api/interests' }).method).toBe('POST');
  });

  it('puts params in the query, skipping null and undefined and repeating arrays', () => {
    const { url } = buildOptionsRequest({ url: '/api/x', params: { level: 3, q: '北京', none: null, gone: undefined, ids: [1, 2] } });
    expect(url).toBe('/api/x?level=3&q=%E5%8C%97%E4%BA%AC&ids=1&ids=2');
    expect(buildOptionsRequest({ url: '/api/x?a=1', params: { b: true } }).url).toBe('/api/x?a=1&b=true');
  });

  it('drops the body for GET and HEAD', () => {
    const get = buildOptionsRequest({ url: '/x', method: 'get', body: { a: 1 } });
    expect(get.method).toBe('GET');
    expect(get.init.body).toBeUndefined();
  });
});

describe('pickResponsePath', () => {
  it('follows a dot path, or gives the data itself without one', () => {
    const data = { data: { list: [{ label: 'A', value: 1 }] } };
    expect(pickResponsePath(data, 'data.list')).toEqual([{ label: 'A', value: 1 }]);
    expect(pickResponsePath(data)).toBe(data);
    expect(pickResponsePath(data, 'data.missing.deeper')).toBeUndefined();
    expect(pickResponsePath([{ children: [1] }], '0.children')).toEqual([1]);
  });
});

describe('optionsRequestKey', () => {
  it('is equal for equal configs (an inline config does not reload) and differs when the request does', () => {
    expect(optionsRequestKey({ url: '/x', body: { a: 1 } })).toBe(optionsRequestKey({ url: '/x', body: { a: 1 } }));
    expect(optionsRequestKey({ url: '/x', body: { a: 1 } })).not.toBe(optionsRequestKey({ url: '/x', body: { a: 2 } }));
    expect(optionsRequestKey({ url: '/x' })).toBe(optionsRequestKey({ url: '/x', method: 'post' }));
    expect(optionsRequestKey({ url: '/x' })).not.toBe(optionsRequestKey({ url: '/x', responsePath: 'data' }));
    expect(optionsRequestLoader({ url: '/x', params: { a: 1 } }).key).toBe(optionsRequestKey({ url: '/x', params: { a: 1 } }));
  });
});

describe('optionsRequestLoader: through the desk client', () => {
  const ROWS = [{ name: '游戏', id: 'g' }];
  const toNodes = (data: unknown) => (data as { name: string; id: string }[]).map((row) => ({ label: row.name, value: row.id }));

  it('sends POST with the query, the JSON body, the caller’s headers and the session token', async () => {
    const { client, stub } = desk(() => envelope(ROWS));
    const load = optionsRequestLoader({ url: '/api/interests', params: { media: 'gdt' }, body: { level: 2 }, headers: { 'X-Media': 'gdt' }, transform: toNodes, client });
    expect(await load()).toEqual([{ label: '游戏', value: 'g' }]);
    const [{ request, body }] = stub.seen;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${BASE}/api/interests?media=gdt`);
    expect(body).toBe('{"level":2}');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.headers.get('X-Media')).toBe('gdt');
    expect(request.headers.get('Authorization')).toBe('Toufang tok-1');
  });

  it('unwraps the envelope without a response path; a path reads the whole answer body', async () => {
    const { client } = desk(() => envelope({ list: ROWS }));
    expect(await optionsRequestLoader({ url: '/x', responsePath: 'data.list', client })()).toEqual(ROWS);
    expect(await optionsRequestLoader({ url: '/x', transform: (data) => (data as { list: typeof ROWS }).list, client })()).toEqual(ROWS);
    const plain = desk(() => envelope(ROWS)).client;
    expect(await optionsRequestLoader({ url: '/x', client: plain })()).toEqual(ROWS);
    const content = desk(() => envelope(null, 200, 'success', 200, ROWS)).client;
    expect(await optionsRequestLoader({ url: '/x', client: content })()).toEqual(ROWS);
  });

  it('keeps a raw string body and lets the browser type it; GET sends no body', async () => {
    const { client, stub } = desk(() => envelope([]));
    await optionsRequestLoader({ url: '/x', body: 'a=1', client })();
    await optionsRequestLoader({ url: '/y', method: 'GET', params: { q: 1 }, body: { a: 1 }, client })();
    expect(stub.seen[0].body).toBe('a=1');
    expect(stub.seen[0].request.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(stub.seen[1].request.method).toBe('GET');
    expect(stub.seen[1].request.url).toBe(`${BASE}/y?q=1`);
    expect(stub.seen[1].body).toBe('');
  });

  it('reaches an absolute URL on another origin, still with the token', async () => {
    const { client, stub } = desk(() => envelope([]));
    await optionsRequestLoader({ url: 'https://targeting.example.com/api/tags?v=2', params: { a: 1 }, client })();
    expect(stub.seen[0].request.url).toBe('https://targeting.example.com/api/tags?v=2&a=1');
    expect(stub.seen[0].request.headers.get('Authorization')).toBe('Toufang tok-1');
  });

  it('uses the installed desk client when none is given', async () => {
    const { client, stub } = desk(() => envelope([{ label: 'A', value: 1 }]));
    setApiClient(client);
    try {
      expect(await optionsRequestLoader({ url: '/api/tags' })()).toEqual([{ label: 'A', value: 1 }]);
    } finally {
      setApiClient(null);
    }
    expect(stub.seen).toHaveLength(1);
  });

  it('rejects with the catalogue’s ApiError and notifies, as every call does', async () => {
    const { client, notify } = desk(() => envelope(null, 500, '兴趣类目服务异常'));
    const failure = await optionsRequestLoader({ url: '/api/tags', client })().catch((error: unknown) => error);
    expect(isApiError(failure) && failure.kind).toBe('business');
    expect(isApiError(failure) && failure.message).toBe('兴趣类目服务异常');
    expect(notify).toHaveBeenCalledWith('error', '兴趣类目服务异常', failure);
  });

  it('reports an HTTP failure to the error log', async () => {
    const { client, stub } = desk(() => json({ code: 400, message: '参数错误' }, 400));
    const failure = await optionsRequestLoader({ url: '/api/tags', client })().catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(400);
    await vi.waitFor(() => expect(stub.reports).toHaveLength(1), { timeout: 10_000 });
    expect(stub.reports[0]).toMatchObject({ url: `${BASE}/api/tags`, message: '参数错误' });
  });

  it('a 401 ends the session once, like any call', async () => {
    const stub = stubFetch(() => json({ code: 401, message: 'token 失效' }, 401));
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: BASE, fetch: stub.fetch, getToken: () => 't', onUnauthorized });
    const failure = await optionsRequestLoader({ url: '/api/tags', client })().catch((error: unknown) => error);
    expect(isApiError(failure) && failure.kind).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a silent request is not notified (the widget shows its own error state)', async () => {
    const { client, notify } = desk(() => json({}, 500));
    const failure = await optionsRequestLoader({ url: '/api/tags', meta: { silent: true }, client })().catch((error: unknown) => error);
    expect(isApiError(failure) && failure.message).toBe(ERROR_TEXTS.SYSTEM_BUSY);
    expect(notify).not.toHaveBeenCalled();
  });

  it('rejects when the picked data is not a list', async () => {
    const { client } = desk(() => envelope({ a: 1 }));
    await expect(optionsRequestLoader({ url: '/x', responsePath: 'data', client })()).rejects.toThrow('no list');
  });

  it('aborts with the caller’s signal; the abort is a silent cancel', async () => {
    const { client, notify } = desk(hangUntilAborted);
    const controller = new AbortController();
    const pending = optionsRequestLoader({ url: '/x', client })(controller.signal).catch((error: unknown) => error);
    controller.abort();
    const failure = await pending;
    expect(isApiError(failure) && failure.kind).toBe('cancelled');
    expect(notify).not.toHaveBeenCalled();
  });

  it('times out after the client’s timeout', async () => {
    vi.useFakeTimers();
    try {
      const stub = stubFetch(hangUntilAborted);
      const client = createApiClient({ baseUrl: BASE, fetch: stub.fetch, timeoutMs: 1000 });
      const pending = optionsRequestLoader({ url: '/x', client })().catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(1000);
      const failure = await pending;
      expect(isApiError(failure) && failure.kind).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });
});
