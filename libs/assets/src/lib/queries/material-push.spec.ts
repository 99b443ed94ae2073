import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialPushQuery } from './material-push';

afterEach(() => setApiClient(null));

describe('materialPushQuery', () => {
  it('calls POST /api/material/push/detail and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/push/detail', () => ({ pushId: 1, jobId: 'x', state: 'queued', total: 1, done: 1, succeeded: 1, refused: 1, createdAt: 'x', finishedAt: 'x', results: [] }));
    api.install();
    const data = await new QueryClient().fetchQuery(materialPushQuery({ body: { pushId: 1 } }));
    expect(api.paths).toEqual(['/api/material/push/detail']);
    expect(data).toEqual({ pushId: 1, jobId: 'x', state: 'queued', total: 1, done: 1, succeeded: 1, refused: 1, createdAt: 'x', finishedAt: 'x', results: [] });
  });
});
