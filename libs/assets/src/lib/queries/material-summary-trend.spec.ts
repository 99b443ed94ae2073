import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialSummaryTrendQuery } from './material-summary-trend';

afterEach(() => setApiClient(null));

describe('materialSummaryTrendQuery', () => {
  it('calls POST /api/material/summary/trend and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/summary/trend', () => ({ from: 'x', to: 'x', points: [] }));
    api.install();
    const data = await new QueryClient().fetchQuery(materialSummaryTrendQuery({ body: {} }));
    expect(api.paths).toEqual(['/api/material/summary/trend']);
    expect(data).toEqual({ from: 'x', to: 'x', points: [] });
  });
});
