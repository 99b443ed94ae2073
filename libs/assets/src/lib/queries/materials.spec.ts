import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialsQuery } from './materials';

afterEach(() => setApiClient(null));

describe('materialsQuery', () => {
  it('calls POST /api/material/list and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/list', () => ({ records: [], total: 1, current: 1, size: 1 }));
    api.install();
    const data = await new QueryClient().fetchQuery(materialsQuery({ body: { current: 1, size: 1, sort: 'uploadTime', order: 'desc' } }));
    expect(api.paths).toEqual(['/api/material/list']);
    expect(data).toEqual({ records: [], total: 1, current: 1, size: 1 });
  });
});
