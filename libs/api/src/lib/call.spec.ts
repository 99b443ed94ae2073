import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from '../generated/schema';
import { call, request, type BodyOf, type ResultOf } from './call';
import { createApiClient } from './create-api-client';
import { createLoadingStore } from './loading-store';
import { META_HEADER } from './request-meta';
import { BASE, envelope, json, stubFetch } from './testing/stub-fetch';

type S = components['schemas'];

describe('call and request', () => {
  it('return the envelope data', async () => {
    const client = createApiClient({ baseUrl: BASE, fetch: stubFetch(() => envelope({ token: 't', role: 'ADMIN' })).fetch });
    const result = await call(client.POST('/api/user/user/login', { body: { username: 'admin', password: 'x' } }));
    expect(result).toEqual({ token: 't', role: 'ADMIN' });
    expectTypeOf(result).toEqualTypeOf<S['LoginResult']>();
  });

  it('return content when data is null (shell spec section 7)', async () => {
    const client = createApiClient({ baseUrl: BASE, fetch: stubFetch(() => envelope(null, 200, 'success', 200, { moved: 1 })).fetch });
    expect(await call(client.POST('/api/user/message/has_read', { body: { msg_id: 1 } }))).toEqual({ moved: 1 });
  });

  it('return a non-envelope body as it is', async () => {
    const client = createApiClient({ baseUrl: BASE, fetch: stubFetch(() => json({ version: '9' })).fetch });
    const version = await call(client.GET('/version.json'));
    expect(version).toEqual({ version: '9' });
    expectTypeOf(version).toEqualTypeOf<{ version: string }>();
  });

  it('request() sends per-request meta to the middleware and types the result', async () => {
    const loading = createLoadingStore();
    let seenActive = false;
    const stub = stubFetch(() => {
      seenActive = loading.getState().active;
      return envelope([{ code: 'home', name: '首页', disable: false, isHomePage: true, children: [] }]);
    });
    const client = createApiClient({ baseUrl: BASE, fetch: stub.fetch, loading: loading.getState() });
    const tree = await request(client, 'post', '/api/user-pro/permission/my-tree', { body: { source: 'web' } }, { loading: true });
    expect(seenActive).toBe(true);
    expect(stub.seen[0].request.headers.has(META_HEADER)).toBe(false);
    expect(tree[0].code).toBe('home');
    expectTypeOf(tree).toEqualTypeOf<S['MenuNode'][]>();
  });

  it('types data, bodies and empty envelopes from the schema', () => {
    expectTypeOf<ResultOf<'post', '/api/user/user/get'>>().toEqualTypeOf<S['UserInfo']>();
    expectTypeOf<ResultOf<'get', '/api/user/message/init'>>().toEqualTypeOf<S['MessageLists']>();
    expectTypeOf<ResultOf<'post', '/api/user/password/edit'>>().toEqualTypeOf<void>();
    expectTypeOf<BodyOf<'post', '/api/user/password/edit'>>().toEqualTypeOf<S['PasswordEditRequest']>();
    expectTypeOf<BodyOf<'post', '/api/user/user/logout'>>().toEqualTypeOf<void>();
  });
});
