import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialSummaryQuery } from './material-summary';

afterEach(() => setApiClient(null));

describe('materialSummaryQuery', () => {
  it('calls POST /api/material/summary and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/summary', () => ({ from: 'x', to: 'x', records: [], total: 1, current: 1, size: 1, totals: { cost: 1, show: 1, click: 1, ctr: 1, convert: 1, convertCost: 1, ads: 1 }, designers: [], top: [] }));
    api.install();
    const data = await new QueryClient().fetchQuery(materialSummaryQuery({ body: { current: 1, size: 1 } }));
    expect(api.paths).toEqual(['/api/material/summary']);
    expect(data).toEqual({ from: 'x', to: 'x', records: [], total: 1, current: 1, size: 1, totals: { cost: 1, show: 1, click: 1, ctr: 1, convert: 1, convertCost: 1, ads: 1 }, designers: [], top: [] });
  });
});
