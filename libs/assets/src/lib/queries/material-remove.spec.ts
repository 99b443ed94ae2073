import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialRemoveMutation } from './material-remove';

afterEach(() => setApiClient(null));

describe('materialRemoveMutation', () => {
  it('calls POST /api/material/remove and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/remove', () => ({ removed: 1, inUse: [] }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), materialRemoveMutation).mutate({ ids: [1] });
    expect(api.paths).toEqual(['/api/material/remove']);
    expect(data).toEqual({ removed: 1, inUse: [] });
  });
});
