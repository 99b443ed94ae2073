import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { titleTemplateMutation } from './title-template';

afterEach(() => setApiClient(null));

describe('titleTemplateMutation', () => {
  it('calls POST /api/material/title/template and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/title/template', () => ({ fileName: 'x', content: 'x' }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), titleTemplateMutation).mutate(undefined);
    expect(api.paths).toEqual(['/api/material/title/template']);
    expect(data).toEqual({ fileName: 'x', content: 'x' });
  });
});
