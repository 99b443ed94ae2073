import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { labelUpdateMutation } from './label-update';

afterEach(() => setApiClient(null));

describe('labelUpdateMutation', () => {
  it('calls POST /api/material/label/update and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/label/update', () => ({ id: 1, groupId: 1, name: 'x', materialCount: 1, titleCount: 1, createdBy: 'x', createTime: 'x' }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), labelUpdateMutation).mutate({ id: 1, groupId: 1, name: 'x' });
    expect(api.paths).toEqual(['/api/material/label/update']);
    expect(data).toEqual({ id: 1, groupId: 1, name: 'x', materialCount: 1, titleCount: 1, createdBy: 'x', createTime: 'x' });
  });
});
