import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialReviewsQuery } from './material-reviews';

afterEach(() => setApiClient(null));

describe('materialReviewsQuery', () => {
  it('calls POST /api/material/review/list and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/review/list', () => ({ records: [], total: 1, current: 1, size: 1, counts: { pending: 1, approved: 1, rejected: 1 } }));
    api.install();
    const data = await new QueryClient().fetchQuery(materialReviewsQuery({ body: { current: 1, size: 1 } }));
    expect(api.paths).toEqual(['/api/material/review/list']);
    expect(data).toEqual({ records: [], total: 1, current: 1, size: 1, counts: { pending: 1, approved: 1, rejected: 1 } });
  });
});
