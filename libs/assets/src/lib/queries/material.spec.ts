import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialQuery } from './material';

afterEach(() => setApiClient(null));

describe('materialQuery', () => {
  it('calls POST /api/material/detail and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/detail', () => ({ id: 1, md5: 'x', name: 'x', kind: 'image', format: 'x', mime: 'x', size: 1, width: 1, height: 1, durationMs: 1, bitrate: 1, designer: { id: 1, name: 'x' }, uploader: { id: 1, name: 'x' }, source: 'upload', shared: false, labels: [], favorite: false, uploadTime: 'x', thumbnailUrl: 'x', posterUrl: 'x', fileUrl: 'x', pushes: [] }));
    api.install();
    const data = await new QueryClient().fetchQuery(materialQuery({ body: { id: 1 } }));
    expect(api.paths).toEqual(['/api/material/detail']);
    expect(data).toEqual({ id: 1, md5: 'x', name: 'x', kind: 'image', format: 'x', mime: 'x', size: 1, width: 1, height: 1, durationMs: 1, bitrate: 1, designer: { id: 1, name: 'x' }, uploader: { id: 1, name: 'x' }, source: 'upload', shared: false, labels: [], favorite: false, uploadTime: 'x', thumbnailUrl: 'x', posterUrl: 'x', fileUrl: 'x', pushes: [] });
  });
});
