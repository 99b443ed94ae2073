import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { titleAddMutation } from './title-add';

afterEach(() => setApiClient(null));

describe('titleAddMutation', () => {
  it('calls POST /api/material/title/add and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/title/add', () => ({ created: 1, ids: [], duplicates: [] }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), titleAddMutation).mutate({ texts: ['x'] });
    expect(api.paths).toEqual(['/api/material/title/add']);
    expect(data).toEqual({ created: 1, ids: [], duplicates: [] });
  });
});
