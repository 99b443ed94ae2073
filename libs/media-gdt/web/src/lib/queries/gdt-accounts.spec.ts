import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { gdtAccountsQuery } from './gdt-accounts';

afterEach(() => setApiClient(null));

describe('gdtAccountsQuery', () => {
  it('asks POST /api/user/media_account/page for gdt accounts', async () => {
    const api = fakeApi().on('post', '/api/user/media_account/page', ({ current, size }) => ({ records: [], total: 0, current, size }));
    api.install();
    expect(await new QueryClient().fetchQuery(gdtAccountsQuery({ current: 2, size: 50, keyword: '123' }))).toEqual({ records: [], total: 0, current: 2, size: 50 });
    expect(api.calls.map((c) => c.body)).toEqual([{ mediaCode: 'gdt', current: 2, size: 50, keyword: '123' }]);
  });
});
