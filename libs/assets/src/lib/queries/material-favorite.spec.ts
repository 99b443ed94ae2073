import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialFavoriteMutation } from './material-favorite';

afterEach(() => setApiClient(null));

describe('materialFavoriteMutation', () => {
  it('calls POST /api/material/favorite and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/favorite', () => ({ updated: 1 }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), materialFavoriteMutation).mutate({ ids: [1], favorite: false });
    expect(api.paths).toEqual(['/api/material/favorite']);
    expect(data).toEqual({ updated: 1 });
  });
});
