import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialLimitsQuery } from './material-limits';

afterEach(() => setApiClient(null));

describe('materialLimitsQuery', () => {
  it('calls POST /api/material/limits and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/limits', () => []);
    api.install();
    const data = await new QueryClient().fetchQuery(materialLimitsQuery({}));
    expect(api.paths).toEqual(['/api/material/limits']);
    expect(data).toEqual([]);
  });
});
