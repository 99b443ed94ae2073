import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { titleLabelsMutation } from './title-labels';

afterEach(() => setApiClient(null));

describe('titleLabelsMutation', () => {
  it('calls POST /api/material/title/labels and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/title/labels', () => ({ count: 1 }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), titleLabelsMutation).mutate({ ids: [1] });
    expect(api.paths).toEqual(['/api/material/title/labels']);
    expect(data).toEqual({ count: 1 });
  });
});
