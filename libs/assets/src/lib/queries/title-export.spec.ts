import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi } from '@toufang/api/testing';
import { titleExportMutation } from './title-export';

afterEach(() => setApiClient(null));

describe('titleExportMutation', () => {
  it('calls POST /api/material/title/export and answers the envelope’s data', async () => {
    const api = fakeApi().on('post', '/api/material/title/export', () => ({ fileName: 'x', content: 'x' }));
    api.install();
    const data = await new MutationObserver(new QueryClient(), titleExportMutation).mutate({});
    expect(api.paths).toEqual(['/api/material/title/export']);
    expect(data).toEqual({ fileName: 'x', content: 'x' });
  });
});
