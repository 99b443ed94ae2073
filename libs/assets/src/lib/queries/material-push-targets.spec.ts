import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialPushTargetsQuery } from './material-push-targets';

afterEach(() => setApiClient(null));

describe('materialPushTargetsQuery', () => {
  it('calls POST /api/material/push/targets and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/push/targets', () => ({ accounts: [], media: [] }));
    api.install();
    const data = await new QueryClient().fetchQuery(materialPushTargetsQuery({ body: { materialIds: [1] } }));
    expect(api.paths).toEqual(['/api/material/push/targets']);
    expect(data).toEqual({ accounts: [], media: [] });
  });
});
