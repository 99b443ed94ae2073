import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialReviewDecideMutation } from './material-review-decide';

afterEach(() => setApiClient(null));

describe('materialReviewDecideMutation', () => {
  it('calls POST /api/material/review/decide and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/review/decide', () => ({ updated: 1 }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), materialReviewDecideMutation).mutate({ materialIds: [1], verdict: 'approved' });
    expect(api.paths).toEqual(['/api/material/review/decide']);
    expect(data).toEqual({ updated: 1 });
  });
});
