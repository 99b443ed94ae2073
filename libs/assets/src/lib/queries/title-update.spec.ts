import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { titleUpdateMutation } from './title-update';

afterEach(() => setApiClient(null));

describe('titleUpdateMutation', () => {
  it('calls POST /api/material/title/update and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/title/update', () => ({ id: 1, text: 'x', mediaCode: 'toutiao', length: 1, labels: [], groups: [], creator: { id: 1, name: 'x' }, createTime: 'x', updateTime: 'x', figures: { cost: 1, show: 1, click: 1, ctr: 1, convert: 1, convertCost: 1, ads: 1 } }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), titleUpdateMutation).mutate({ id: 1, text: 'x' });
    expect(api.paths).toEqual(['/api/material/title/update']);
    expect(data).toEqual({ id: 1, text: 'x', mediaCode: 'toutiao', length: 1, labels: [], groups: [], creator: { id: 1, name: 'x' }, createTime: 'x', updateTime: 'x', figures: { cost: 1, show: 1, click: 1, ctr: 1, convert: 1, convertCost: 1, ads: 1 } });
  });
});
