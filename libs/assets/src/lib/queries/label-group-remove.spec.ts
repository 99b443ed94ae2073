import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { labelGroupRemoveMutation } from './label-group-remove';

afterEach(() => setApiClient(null));

describe('labelGroupRemoveMutation', () => {
  it('calls POST /api/material/label-group/remove and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/label-group/remove', () => undefined);
    api.install();
    const data = await new MutationObserver(new QueryClient(), labelGroupRemoveMutation).mutate({ id: 1 });
    expect(api.paths).toEqual(['/api/material/label-group/remove']);
    expect(data).toEqual(undefined);
  });
});
