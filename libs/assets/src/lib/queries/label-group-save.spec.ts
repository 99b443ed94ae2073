import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { labelGroupSaveMutation } from './label-group-save';

afterEach(() => setApiClient(null));

describe('labelGroupSaveMutation', () => {
  it('calls POST /api/material/label-group/save and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/label-group/save', () => ({ id: 1, name: 'x', labels: [] }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), labelGroupSaveMutation).mutate({ name: 'x' });
    expect(api.paths).toEqual(['/api/material/label-group/save']);
    expect(data).toEqual({ id: 1, name: 'x', labels: [] });
  });
});
