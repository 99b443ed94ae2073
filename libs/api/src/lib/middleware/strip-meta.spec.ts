import { describe, expect, it } from 'vitest';
import { createApiClient } from '../create-api-client';
import { createLoadingStore } from '../loading-store';
import { META_HEADER, metaHeaders } from '../request-meta';
import { BASE, envelope, stubFetch } from '../testing/stub-fetch';

describe('strip-meta middleware', () => {
  it('never lets the per-request meta header reach the server', async () => {
    const stub = stubFetch(() => envelope({}));
    const client = createApiClient({ baseUrl: BASE, fetch: stub.fetch, loading: createLoadingStore().getState() });
    await client.POST('/api/user/user/get', { body: {}, headers: metaHeaders({ loading: true, cancellable: true, silent: true }) });
    expect(stub.seen[0].request.headers.has(META_HEADER)).toBe(false);
  });
});
