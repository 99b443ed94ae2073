import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialReviewCommentMutation } from './material-review-comment';

afterEach(() => setApiClient(null));

describe('materialReviewCommentMutation', () => {
  it('calls POST /api/material/review/comment and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/review/comment', () => ({ id: 1, authorName: 'x', guest: false, text: 'x', time: 'x' }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), materialReviewCommentMutation).mutate({ materialId: 1, text: 'x' });
    expect(api.paths).toEqual(['/api/material/review/comment']);
    expect(data).toEqual({ id: 1, authorName: 'x', guest: false, text: 'x', time: 'x' });
  });
});
