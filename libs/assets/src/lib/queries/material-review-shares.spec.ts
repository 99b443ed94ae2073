import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialReviewSharesQuery } from './material-review-shares';

afterEach(() => setApiClient(null));

describe('materialReviewSharesQuery', () => {
  it('calls POST /api/material/review/share/list and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/review/share/list', () => []);
    api.install();
    const data = await new QueryClient().fetchQuery(materialReviewSharesQuery({}));
    expect(api.paths).toEqual(['/api/material/review/share/list']);
    expect(data).toEqual([]);
  });
});
