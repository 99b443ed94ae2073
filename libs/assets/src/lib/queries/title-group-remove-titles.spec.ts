import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { titleGroupRemoveTitlesMutation } from './title-group-remove-titles';

afterEach(() => setApiClient(null));

describe('titleGroupRemoveTitlesMutation', () => {
  it('calls POST /api/material/title-group/remove-titles and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/title-group/remove-titles', () => ({ id: 1, name: 'x', titleCount: 1, titles: [], creator: { id: 1, name: 'x' }, createTime: 'x', updateTime: 'x', figures: { cost: 1, show: 1, click: 1, ctr: 1, convert: 1, convertCost: 1, ads: 1 } }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), titleGroupRemoveTitlesMutation).mutate({ groupId: 1, titleIds: [1] });
    expect(api.paths).toEqual(['/api/material/title-group/remove-titles']);
    expect(data).toEqual({ id: 1, name: 'x', titleCount: 1, titles: [], creator: { id: 1, name: 'x' }, createTime: 'x', updateTime: 'x', figures: { cost: 1, show: 1, click: 1, ctr: 1, convert: 1, convertCost: 1, ads: 1 } });
  });
});
