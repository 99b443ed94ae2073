import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { materialPushStartMutation } from './material-push-start';

afterEach(() => setApiClient(null));

describe('materialPushStartMutation', () => {
  it('calls POST /api/material/push/start and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/push/start', () => ({ pushId: 1, jobId: 'x', total: 1, refusedBeforeCall: 1 }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), materialPushStartMutation).mutate({ materialIds: [1], accountIds: [1] });
    expect(api.paths).toEqual(['/api/material/push/start']);
    expect(data).toEqual({ pushId: 1, jobId: 'x', total: 1, refusedBeforeCall: 1 });
  });
});
