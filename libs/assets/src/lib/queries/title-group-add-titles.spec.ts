import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { titleGroupAddTitlesMutation } from './title-group-add-titles';

afterEach(() => setApiClient(null));

describe('titleGroupAddTitlesMutation', () => {
  it('calls POST /api/material/title-group/add-titles and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/title-group/add-titles', () => ({ id: 1, name: 'x', titleCount: 1, titles: [], creator: { id: 1, name: 'x' }, createTime: 'x', updateTime: 'x', figures: { cost: 1, show: 1, click: 1, ctr: 1, convert: 1, convertCost: 1, ads: 1 } }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), titleGroupAddTitlesMutation).mutate({ groupId: 1, titleIds: [1] });
    expect(api.paths).toEqual(['/api/material/title-group/add-titles']);
    expect(data).toEqual({ id: 1, name: 'x', titleCount: 1, titles: [], creator: { id: 1, name: 'x' }, createTime: 'x', updateTime: 'x', figures: { cost: 1, show: 1, click: 1, ctr: 1, convert: 1, convertCost: 1, ads: 1 } });
  });
});
