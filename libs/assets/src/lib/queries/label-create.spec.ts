import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { labelCreateMutation } from './label-create';

afterEach(() => setApiClient(null));

describe('labelCreateMutation', () => {
  it('calls POST /api/material/label/create and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/label/create', () => ({ id: 1, groupId: 1, name: 'x', materialCount: 1, titleCount: 1, createdBy: 'x', createTime: 'x' }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), labelCreateMutation).mutate({ groupId: 1, name: 'x' });
    expect(api.paths).toEqual(['/api/material/label/create']);
    expect(data).toEqual({ id: 1, groupId: 1, name: 'x', materialCount: 1, titleCount: 1, createdBy: 'x', createTime: 'x' });
  });
});
