import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../create-api-client';
import { createLoadingStore } from '../loading-store';
import { metaHeaders } from '../request-meta';
import { BASE, envelope, hangUntilAborted, stubFetch } from '../testing/stub-fetch';
import { ERROR_TEXTS } from '@toufang/domain';

/** The first request to each key hangs; later ones answer at once. */
function firstHangs() {
  const keys = new Set<string>();
  return stubFetch(async (request) => {
    const key = `${request.url} ${await request.clone().text()}`;
    if (keys.has(key)) return envelope(null);
    keys.add(key);
    return hangUntilAborted(request);
  });
}

const cancellable = metaHeaders({ cancellable: true });

describe('duplicate cancellable requests', () => {
  it('cancel the still-running earlier request with 请勿重复请求; the later one succeeds', async () => {
    const stub = firstHangs();
    const notify = vi.fn();
    const client = createApiClient({ baseUrl: BASE, fetch: stub.fetch, notify });
    const first = client.POST('/api/user/message/has_read', { body: { msg_id: 1 }, headers: cancellable }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(stub.seen).toHaveLength(1), { timeout: 10_000 });
    const second = await client.POST('/api/user/message/has_read', { body: { msg_id: 1 }, headers: cancellable });
    expect(second.response.status).toBe(200);
    expect(await first).toMatchObject({ kind: 'cancelled', message: ERROR_TEXTS.DUPLICATE_REQUEST });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('warning', ERROR_TEXTS.DUPLICATE_REQUEST, expect.anything());
    expect(stub.reports).toHaveLength(0);
  });

  it('leave requests with a different body alone', async () => {
    const stub = firstHangs();
    const client = createApiClient({ baseUrl: BASE, fetch: stub.fetch, timeoutMs: 50 });
    const first = client.POST('/api/user/message/has_read', { body: { msg_id: 1 }, headers: cancellable }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(stub.seen).toHaveLength(1), { timeout: 10_000 });
    await client.POST('/api/user/message/has_read', { body: { msg_id: 2 }, headers: cancellable }).catch(() => undefined);
    // The first one was not cancelled: it ends only by its (short) timeout.
    expect(await first).toMatchObject({ kind: 'timeout' });
  });

  it('leave requests that are not marked cancellable alone', async () => {
    const stub = firstHangs();
    const client = createApiClient({ baseUrl: BASE, fetch: stub.fetch, timeoutMs: 50 });
    const first = client.POST('/api/user/message/has_read', { body: { msg_id: 1 } }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(stub.seen).toHaveLength(1), { timeout: 10_000 });
    await client.POST('/api/user/message/has_read', { body: { msg_id: 1 }, headers: cancellable });
    expect(await first).toMatchObject({ kind: 'timeout' });
  });

  it('do not notify a cancelled request marked silent, and release its loading count', async () => {
    const stub = firstHangs();
    const notify = vi.fn();
    const loading = createLoadingStore();
    const client = createApiClient({ baseUrl: BASE, fetch: stub.fetch, notify, loading: loading.getState() });
    const headers = metaHeaders({ cancellable: true, silent: true, loading: true });
    const first = client.POST('/api/user/message/restore', { body: { msg_id: 3 }, headers }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(loading.getState().count).toBe(1), { timeout: 10_000 });
    await client.POST('/api/user/message/restore', { body: { msg_id: 3 }, headers });
    expect(await first).toMatchObject({ kind: 'cancelled' });
    expect(notify).not.toHaveBeenCalled();
    expect(loading.getState()).toMatchObject({ count: 0, active: false });
  });
});
