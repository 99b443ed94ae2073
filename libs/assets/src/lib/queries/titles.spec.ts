import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { titlesQuery } from './titles';

afterEach(() => setApiClient(null));

describe('titlesQuery', () => {
  it('calls POST /api/material/title/list and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/title/list', () => ({ records: [], total: 1, current: 1, size: 1, creators: [] }));
    api.install();
    const data = await new QueryClient().fetchQuery(titlesQuery({ body: { current: 1, size: 1 } }));
    expect(api.paths).toEqual(['/api/material/title/list']);
    expect(data).toEqual({ records: [], total: 1, current: 1, size: 1, creators: [] });
  });
});
