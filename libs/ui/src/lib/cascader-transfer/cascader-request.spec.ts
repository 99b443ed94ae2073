import { CASCADER } from '@toufang/domain';
import { describe, expect, it, vi } from 'vitest';
import { buildCascaderRequest, loadCascaderOptions, pickResponsePath, requestKey } from './cascader-request';

function json(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('buildCascaderRequest (widgets spec §7)', () => {
  it('defaults to POST', () => {
    expect(CASCADER.REQUEST_METHOD).toBe('POST');
    expect(buildCascaderRequest({ url: '/api/interests' }).init.method).toBe('POST');
  });

  it('puts params in the query, skipping null and undefined and repeating arrays', () => {
    const { url } = buildCascaderRequest({ url: '/api/x', params: { level: 3, q: '北京', none: null, gone: undefined, ids: [1, 2] } });
    expect(url).toBe('/api/x?level=3&q=%E5%8C%97%E4%BA%AC&ids=1&ids=2');
    expect(buildCascaderRequest({ url: '/api/x?a=1', params: { b: true } }).url).toBe('/api/x?a=1&b=true');
  });

  it('sends an object body as JSON with its content type, and the caller’s headers', () => {
    const { init } = buildCascaderRequest({ url: '/x', body: { media: 'toutiao' }, headers: { 'X-Token': 't' } });
    expect(init.body).toBe('{"media":"toutiao"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-Token': 't', Accept: 'application/json' });
  });

  it('keeps a string body and the caller’s own content type; drops the body for GET', () => {
    const raw = buildCascaderRequest({ url: '/x', body: 'a=1', headers: { 'content-type': 'text/plain' } });
    expect(raw.init.body).toBe('a=1');
    expect(raw.init.headers).not.toHaveProperty('Content-Type');
    const get = buildCascaderRequest({ url: '/x', method: 'get', body: { a: 1 } });
    expect(get.init.method).toBe('GET');
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

describe('loadCascaderOptions', () => {
  it('fetches, picks the response path and transforms the data into nodes', async () => {
    const fetcher = vi.fn(async () => json({ data: { rows: [{ name: '游戏', id: 'g' }] } }));
    const options = await loadCascaderOptions(
      {
        url: '/api/interests',
        params: { media: 'gdt' },
        body: { level: 2 },
        responsePath: 'data.rows',
        transform: (data) => (data as { name: string; id: string }[]).map((row) => ({ label: row.name, value: row.id })),
      },
      fetcher,
    );
    expect(options).toEqual([{ label: '游戏', value: 'g' }]);
    expect(fetcher).toHaveBeenCalledWith('/api/interests?media=gdt', expect.objectContaining({ method: 'POST', body: '{"level":2}' }));
  });

  it('rejects on a non-2xx status and on a result that is not a list', async () => {
    await expect(loadCascaderOptions({ url: '/x' }, async () => json({}, 500))).rejects.toThrow('HTTP 500');
    await expect(loadCascaderOptions({ url: '/x', responsePath: 'data' }, async () => json({ data: { a: 1 } }))).rejects.toThrow('no list');
  });
});

describe('requestKey', () => {
  it('is equal for equal configs (an inline object does not refetch) and differs when the request does', () => {
    expect(requestKey({ url: '/x', body: { a: 1 } })).toBe(requestKey({ url: '/x', body: { a: 1 } }));
    expect(requestKey({ url: '/x', body: { a: 1 } })).not.toBe(requestKey({ url: '/x', body: { a: 2 } }));
    expect(requestKey({ url: '/x' })).toBe(requestKey({ url: '/x', method: 'POST' }));
    expect(requestKey(undefined)).toBe('');
  });
});
