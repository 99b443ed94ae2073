import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialReviewQuery } from './material-review';

afterEach(() => setApiClient(null));

describe('materialReviewQuery', () => {
  it('calls POST /api/material/review/detail and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/review/detail', () => ({ item: { material: { id: 1, md5: 'x', name: 'x', kind: 'image', format: 'x', mime: 'x', size: 1, width: 1, height: 1, durationMs: 1, bitrate: 1, designer: { id: 1, name: 'x' }, uploader: { id: 1, name: 'x' }, source: 'upload', shared: false, labels: [], favorite: false, uploadTime: 'x', thumbnailUrl: 'x', posterUrl: 'x', fileUrl: 'x', pushes: [] }, state: 'pending', reason: 'x', deciderName: 'x', decidedAt: 'x', commentCount: 1 }, comments: [], history: [] }));
    api.install();
    const data = await new QueryClient().fetchQuery(materialReviewQuery({ body: { materialId: 1 } }));
    expect(api.paths).toEqual(['/api/material/review/detail']);
    expect(data).toEqual({ item: { material: { id: 1, md5: 'x', name: 'x', kind: 'image', format: 'x', mime: 'x', size: 1, width: 1, height: 1, durationMs: 1, bitrate: 1, designer: { id: 1, name: 'x' }, uploader: { id: 1, name: 'x' }, source: 'upload', shared: false, labels: [], favorite: false, uploadTime: 'x', thumbnailUrl: 'x', posterUrl: 'x', fileUrl: 'x', pushes: [] }, state: 'pending', reason: 'x', deciderName: 'x', decidedAt: 'x', commentCount: 1 }, comments: [], history: [] });
  });
});
