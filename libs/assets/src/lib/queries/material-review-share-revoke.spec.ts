import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialReviewShareRevokeMutation } from './material-review-share-revoke';

afterEach(() => setApiClient(null));

describe('materialReviewShareRevokeMutation', () => {
  it('calls POST /api/material/review/share/revoke and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/review/share/revoke', () => ({ revoked: false }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), materialReviewShareRevokeMutation).mutate({ id: 1 });
    expect(api.paths).toEqual(['/api/material/review/share/revoke']);
    expect(data).toEqual({ revoked: false });
  });
});
