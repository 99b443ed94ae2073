import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { labelRemoveMutation } from './label-remove';

afterEach(() => setApiClient(null));

describe('labelRemoveMutation', () => {
  it('calls POST /api/material/label/remove and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/label/remove', () => undefined);
    api.install();
    const data = await new MutationObserver(new QueryClient(), labelRemoveMutation).mutate({ id: 1 });
    expect(api.paths).toEqual(['/api/material/label/remove']);
    expect(data).toEqual(undefined);
  });
});
