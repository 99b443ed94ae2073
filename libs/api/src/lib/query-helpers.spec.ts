import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from '../generated/schema';
import { createApiClient } from './create-api-client';
import { defineMutation, defineQuery } from './query-helpers';
import { messageContentQuery } from './queries/messages';
import { passwordEditMutation } from './queries/password-edit';
import { systemMessagesQuery } from './queries/system-messages';
import { userInfoQuery } from './queries/user-info';
import { versionQuery } from './queries/version';
import { setApiClient } from './runtime';
import { BASE, envelope, json, stubFetch } from './testing/stub-fetch';

afterEach(() => setApiClient(null));

function install(handler: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(handler);
  setApiClient(createApiClient({ baseUrl: BASE, fetch: stub.fetch }));
  return stub;
}

describe('query helpers', () => {
  it('defineQuery keys by path and init and unwraps the envelope', async () => {
    const stub = install(() => envelope({ records: [], total: 0, current: 2, size: 10 }));
    const options = systemMessagesQuery({ size: 10, current: 2, type: 'SYSTEM' });
    expect(options.queryKey).toEqual(['/api/user/sys/message/search', { body: { size: 10, current: 2, type: 'SYSTEM' } }]);
    const page = await new QueryClient().fetchQuery(options);
    expect(page.current).toBe(2);
    expectTypeOf(page).toEqualTypeOf<components['schemas']['MessagePage']>();
    expect(JSON.parse(stub.seen[0].body)).toEqual({ size: 10, current: 2, type: 'SYSTEM' });
  });

  it('passes the query AbortSignal to fetch', async () => {
    const stub = install(() => envelope({}));
    const controller = new AbortController();
    const options = defineQuery('post', '/api/user/user/get', { body: {} });
    const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    await queryFn({ signal: controller.signal });
    controller.abort();
    expect(stub.seen[0].request.signal.aborted).toBe(true);
  });

  it('query params travel in the URL', async () => {
    const stub = install(() => envelope({ msg_id: 7, title: 't', type: 'SYSTEM', create_time: '', content: '<p/>', state: 'readed' }));
    await new QueryClient().fetchQuery(messageContentQuery(7));
    expect(new URL(stub.seen[0].request.url).searchParams.get('msg_id')).toBe('7');
  });

  it('the version query sends Cache-Control: no-cache', async () => {
    const stub = install(() => json({ version: '1.4.1' }));
    expect(await new QueryClient().fetchQuery(versionQuery())).toEqual({ version: '1.4.1' });
    expect(stub.seen[0].request.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('defineMutation takes the body as variables', async () => {
    const stub = install(() => envelope(null));
    const body = { username: 'admin', oldPassword: 'a1', newPassword: 'b2c3d4', syncAccountCenter: false };
    const mutationFn = passwordEditMutation.mutationFn;
    expect(passwordEditMutation.mutationKey).toEqual(['/api/user/password/edit']);
    await mutationFn?.(body, {} as never);
    expect(JSON.parse(stub.seen[0].body)).toEqual(body);
    expect(userInfoQuery().queryKey[0]).toBe('/api/user/user/get');
    expectTypeOf(defineMutation('/api/user/user/logout').mutationFn).parameter(0).toEqualTypeOf<void>();
  });
});
