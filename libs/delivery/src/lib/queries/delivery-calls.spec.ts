import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { deliveryCalls } from './delivery-calls';

afterEach(() => setApiClient(null));

describe('the account picker call', () => {
  it('asks the delivery area (POST /api/delivery/accounts), not the account pages, and gives the picker its records', async () => {
    const accounts = [{ id: 7, name: '沙箱账户-7', advertiserId: '1700000000000006', sandbox: true }];
    const api = fakeApi().on('post', '/api/delivery/accounts', () => accounts);
    api.install();
    const options = deliveryCalls('toutiao').accounts('沙箱');
    const answer = await new QueryClient().fetchQuery(options);
    expect(api.calls.map((c) => [c.path, c.body])).toEqual([['/api/delivery/accounts', { media: 'toutiao', keyword: '沙箱' }]]);
    expect(options.select?.(answer)).toEqual({ records: [{ id: 7, accountName: '沙箱账户-7', accountId: '1700000000000006', sandbox: true }] });
    // Without a keyword the body names only the media.
    await new QueryClient().fetchQuery(deliveryCalls('gdt').accounts(''));
    expect(api.calls[1].body).toEqual({ media: 'gdt' });
  });
});
