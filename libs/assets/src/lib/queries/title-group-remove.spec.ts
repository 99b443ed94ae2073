import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { titleGroupRemoveMutation } from './title-group-remove';

afterEach(() => setApiClient(null));

describe('titleGroupRemoveMutation', () => {
  it('calls POST /api/material/title-group/remove and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/title-group/remove', () => ({ count: 1 }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), titleGroupRemoveMutation).mutate({ ids: [1] });
    expect(api.paths).toEqual(['/api/material/title-group/remove']);
    expect(data).toEqual({ count: 1 });
  });
});
