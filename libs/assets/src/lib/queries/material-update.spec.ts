import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialUpdateMutation } from './material-update';

afterEach(() => setApiClient(null));

describe('materialUpdateMutation', () => {
  it('calls POST /api/material/update and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/update', () => ({ updated: 1 }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), materialUpdateMutation).mutate({ ids: [1] });
    expect(api.paths).toEqual(['/api/material/update']);
    expect(data).toEqual({ updated: 1 });
  });
});
