import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { createApiClient } from '../create-api-client';
import { CALLER_ABORT_TEXT } from '../errors/classify';
import { BASE, envelope, hangUntilAborted, stubFetch } from '../testing/stub-fetch';
import { ERROR_TEXTS, REQUEST } from '@toufang/domain';

afterEach(() => vi.useRealTimers());

describe('timeout middleware', () => {
  it('defaults to 300000 ms (shell spec section 9)', () => {
    expect(REQUEST.TIMEOUT_MS).toBe(300000);
  });

  it('aborts after 300000 ms by default: a network-class error with the "unknown" text, reported', async () => {
    vi.useFakeTimers();
    const stub = stubFetch(hangUntilAborted);
    const notify = vi.fn();
    const client = createApiClient({ baseUrl: BASE, fetch: stub.fetch, notify });
    const pending = client.POST('/api/user/user/get', { body: {} }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(299_999);
    expect(stub.seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', message: ERROR_TEXTS.MEDIA_UNKNOWN, status: null });
    expect(notify).toHaveBeenCalledWith('error', ERROR_TEXTS.MEDIA_UNKNOWN, error);
    await vi.advanceTimersByTimeAsync(0);
    expect(stub.reports).toHaveLength(1);
  });

  it('keeps the caller signal working: a caller abort is a silent cancellation, not a timeout', async () => {
    const stub = stubFetch(hangUntilAborted);
    const notify = vi.fn();
    const client = createApiClient({ baseUrl: BASE, fetch: stub.fetch, notify, timeoutMs: 10_000 });
    const controller = new AbortController();
    const pending = client.POST('/api/user/user/get', { body: {}, signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(stub.seen).toHaveLength(1), { timeout: 10_000 });
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'cancelled', message: CALLER_ABORT_TEXT });
    expect(notify).not.toHaveBeenCalled();
    expect(stub.reports).toHaveLength(0);
  });

  it('clears its timer when the answer arrives', async () => {
    vi.useFakeTimers();
    const stub = stubFetch(() => envelope({}));
    const client = createApiClient({ baseUrl: BASE, fetch: stub.fetch });
    await client.POST('/api/user/user/get', { body: {} });
    expect(vi.getTimerCount()).toBe(0);
  });
});
