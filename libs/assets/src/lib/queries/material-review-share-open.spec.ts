import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialReviewShareOpenMutation } from './material-review-share-open';

afterEach(() => setApiClient(null));

describe('materialReviewShareOpenMutation', () => {
  it('calls POST /api/open_api/material-review-share/open and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/open_api/material-review-share/open', () => ({ guestName: 'x', rights: 'comment', expiresAt: 'x', sharerName: 'x', accessKey: 'x', materials: [] }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), materialReviewShareOpenMutation).mutate({ token: 'x' });
    expect(api.paths).toEqual(['/api/open_api/material-review-share/open']);
    expect(data).toEqual({ guestName: 'x', rights: 'comment', expiresAt: 'x', sharerName: 'x', accessKey: 'x', materials: [] });
  });
});
