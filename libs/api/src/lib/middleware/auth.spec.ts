import { describe, expect, it } from 'vitest';
import { createApiClient } from '../create-api-client';
import { BASE, envelope, stubFetch } from '../testing/stub-fetch';
import { AUTH_SCHEME } from './auth';

describe('authorization middleware', () => {
  it('uses the scheme word Toufang', () => {
    expect(AUTH_SCHEME).toBe('Toufang');
  });

  it('sends Authorization: Toufang <token> when there is a token', async () => {
    const stub = stubFetch(() => envelope({}));
    const client = createApiClient({ baseUrl: BASE, fetch: stub.fetch, getToken: () => 'tok-123' });
    await client.POST('/api/user/user/get', { body: {} });
    expect(stub.seen[0].request.headers.get('Authorization')).toBe('Toufang tok-123');
  });

  it('sends no Authorization header without a token', async () => {
    const stub = stubFetch(() => envelope({}));
    for (const token of [null, undefined, '']) {
      const client = createApiClient({ baseUrl: BASE, fetch: stub.fetch, getToken: () => token });
      await client.POST('/api/user/user/get', { body: {} });
    }
    expect(stub.seen.map((s) => s.request.headers.has('Authorization'))).toEqual([false, false, false]);
  });

  it('reads the token on every request, so a new login takes effect at once', async () => {
    const stub = stubFetch(() => envelope({}));
    let token = 'first';
    const client = createApiClient({ baseUrl: BASE, fetch: stub.fetch, getToken: () => token });
    await client.POST('/api/user/user/get', { body: {} });
    token = 'second';
    await client.POST('/api/user/user/get', { body: {} });
    expect(stub.seen.map((s) => s.request.headers.get('Authorization'))).toEqual(['Toufang first', 'Toufang second']);
  });
});
