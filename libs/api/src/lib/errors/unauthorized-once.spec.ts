import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../create-api-client';
import { metaHeaders } from '../request-meta';
import { BASE, envelope, stubFetch } from '../testing/stub-fetch';
import { ERROR_TEXTS } from '@toufang/domain';
import { createUnauthorizedLatch } from './unauthorized-once';

describe('401 handled once', () => {
  it('the latch opens once until reset', () => {
    const latch = createUnauthorizedLatch();
    expect([latch.trip(), latch.trip(), latch.trip()]).toEqual([true, false, false]);
    latch.reset();
    expect(latch.trip()).toBe(true);
  });

  it('many concurrent 401s: one onUnauthorized, one message; every call rejects with the 401 text', async () => {
    const stub = stubFetch(() => envelope(null, 401, '登录已失效', 401));
    const notify = vi.fn();
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: BASE, fetch: stub.fetch, notify, onUnauthorized });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => client.POST('/api/user/user/get', { body: { token: `t${i}` } })),
    );
    for (const result of results) {
      expect(result).toMatchObject({ status: 'rejected', reason: { kind: 'unauthorized', status: 401, message: ERROR_TEXTS.CONCURRENT_LOGIN } });
    }
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('warning', ERROR_TEXTS.CONCURRENT_LOGIN, expect.anything());
    expect(stub.reports).toHaveLength(0);
  });

  it('acts again after resetUnauthorized (a new session)', async () => {
    const stub = stubFetch(() => envelope(null, 401, '登录已失效', 401));
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: BASE, fetch: stub.fetch, onUnauthorized });
    await client.POST('/api/user/user/get', { body: {} }).catch(() => undefined);
    await client.POST('/api/user/user/get', { body: {} }).catch(() => undefined);
    client.resetUnauthorized();
    await client.POST('/api/user/user/get', { body: {} }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('a silent request still ends the session and shows the 401 message', async () => {
    const stub = stubFetch(() => envelope(null, 401, '登录已失效', 401));
    const notify = vi.fn();
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: BASE, fetch: stub.fetch, notify, onUnauthorized });
    await client.POST('/api/user/user/get', { body: {}, headers: metaHeaders({ silent: true }) }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
