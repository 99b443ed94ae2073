import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialFavoriteQuery } from './material-favorite';

afterEach(() => setApiClient(null));

describe('materialFavoriteQuery', () => {
  it('calls POST /api/material/favorite and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/favorite', () => ({ updated: 1 }));
    api.install();
    const data = await new QueryClient().fetchQuery(materialFavoriteQuery({ body: { ids: [1], favorite: false } }));
    expect(api.paths).toEqual(['/api/material/favorite']);
    expect(data).toEqual({ updated: 1 });
  });
});
