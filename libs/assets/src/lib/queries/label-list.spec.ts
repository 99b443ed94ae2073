import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { labelListQuery } from './label-list';

afterEach(() => setApiClient(null));

describe('labelListQuery', () => {
  it('calls POST /api/material/label/list and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/label/list', () => []);
    api.install();
    const data = await new QueryClient().fetchQuery(labelListQuery());
    expect(api.paths).toEqual(['/api/material/label/list']);
    expect(data).toEqual([]);
  });
});
