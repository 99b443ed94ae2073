import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { titleImportMutation } from './title-import';

afterEach(() => setApiClient(null));

describe('titleImportMutation', () => {
  it('calls POST /api/material/title/import and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/title/import', () => ({ status: 'succeed', imported: 1, errors: [] }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), titleImportMutation).mutate({ fileName: 'x', content: 'x' });
    expect(api.paths).toEqual(['/api/material/title/import']);
    expect(data).toEqual({ status: 'succeed', imported: 1, errors: [] });
  });
});
