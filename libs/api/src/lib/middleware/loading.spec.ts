import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../create-api-client';
import { createLoadingStore } from '../loading-store';
import { metaHeaders } from '../request-meta';
import { BASE, envelope, hangUntilAborted, json, stubFetch } from '../testing/stub-fetch';

type Outcome = 'ok' | 'business' | 'http500' | 'http502' | 'network' | 'unauthorized';

function answer(outcome: Outcome): Response | Promise<Response> {
  switch (outcome) {
    case 'ok':
      return envelope({});
    case 'business':
      return envelope(null, 1001, '用户名或密码错误');
    case 'http500':
      return json({}, 500);
    case 'http502':
      return new Response('bad gateway', { status: 502 });
    case 'unauthorized':
      return envelope(null, 401, '未登录', 401);
    case 'network':
      return Promise.reject(new TypeError('fetch failed'));
  }
}

describe('loading middleware', () => {
  it('counts only requests marked loading, and shows one flag while any runs', async () => {
    const store = createLoadingStore();
    const stub = stubFetch(hangUntilAborted);
    const client = createApiClient({ baseUrl: BASE, fetch: stub.fetch, loading: store.getState() });
    const a = new AbortController();
    const b = new AbortController();
    const c = new AbortController();
    const calls = [
      client.POST('/api/user/user/get', { body: {}, signal: a.signal, headers: metaHeaders({ loading: true }) }),
      client.POST('/api/user/user/get', { body: { token: 'x' }, signal: b.signal, headers: metaHeaders({ loading: true }) }),
      client.POST('/api/user/user/get', { body: { token: 'y' }, signal: c.signal }),
    ].map((p) => p.catch(() => undefined));
    await vi.waitFor(() => expect(stub.seen).toHaveLength(3), { timeout: 10_000 });
    expect(store.getState()).toMatchObject({ count: 2, active: true });
    a.abort();
    await calls[0];
    expect(store.getState()).toMatchObject({ count: 1, active: true });
    b.abort();
    c.abort();
    await Promise.all(calls);
    expect(store.getState()).toMatchObject({ count: 0, active: false });
  });

  it('returns to zero whatever way the requests end (property)', async () => {
    const outcomes: Outcome[] = ['ok', 'business', 'http500', 'http502', 'network', 'unauthorized'];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom(...outcomes), fc.boolean()), { maxLength: 12 }), async (plan) => {
        const store = createLoadingStore();
        const client = createApiClient({
          baseUrl: BASE,
          loading: store.getState(),
          fetch: stubFetch(async (request) => answer((await request.clone().json()).token as Outcome)).fetch,
        });
        let peak = 0;
        const unsubscribe = store.subscribe((s) => (peak = Math.max(peak, s.count)));
        await Promise.all(
          plan.map(([outcome, loading]) =>
            client.POST('/api/user/user/get', { body: { token: outcome }, headers: metaHeaders({ loading }) }).catch(() => undefined),
          ),
        );
        unsubscribe();
        expect(store.getState()).toMatchObject({ count: 0, active: false });
        expect(peak).toBeLessThanOrEqual(plan.filter(([, loading]) => loading).length);
      }),
      { numRuns: 40 },
    );
  });
});
