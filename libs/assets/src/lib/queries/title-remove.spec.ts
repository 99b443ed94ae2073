import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { titleRemoveMutation } from './title-remove';

afterEach(() => setApiClient(null));

describe('titleRemoveMutation', () => {
  it('calls POST /api/material/title/remove and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/title/remove', () => ({ count: 1 }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), titleRemoveMutation).mutate({ ids: [1] });
    expect(api.paths).toEqual(['/api/material/title/remove']);
    expect(data).toEqual({ count: 1 });
  });
});
