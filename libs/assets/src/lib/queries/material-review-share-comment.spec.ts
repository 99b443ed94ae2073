import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialReviewShareCommentMutation } from './material-review-share-comment';

afterEach(() => setApiClient(null));

describe('materialReviewShareCommentMutation', () => {
  it('calls POST /api/open_api/material-review-share/comment and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/open_api/material-review-share/comment', () => ({ id: 1, name: 'x', kind: 'image', width: 1, height: 1, durationMs: 1, thumbnailUrl: 'x', posterUrl: 'x', fileUrl: 'x', state: 'pending', reason: 'x', comments: [] }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), materialReviewShareCommentMutation).mutate({ token: 'x', accessKey: 'x', materialId: 1, text: 'x' });
    expect(api.paths).toEqual(['/api/open_api/material-review-share/comment']);
    expect(data).toEqual({ id: 1, name: 'x', kind: 'image', width: 1, height: 1, durationMs: 1, thumbnailUrl: 'x', posterUrl: 'x', fileUrl: 'x', state: 'pending', reason: 'x', comments: [] });
  });
});
