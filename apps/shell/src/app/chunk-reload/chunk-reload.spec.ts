import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, ChunkLoadError, withChunkRetry } from './chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('withChunkRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('returns the module and forgets an earlier reload', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '5');
    const load = withChunkRetry(() => Promise.resolve({ ok: true }), { storage, reload: vi.fn(), now: () => 1_000_000 });
    await expect(load()).resolves.toEqual({ ok: true });
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('reloads once when a chunk fails after a redeploy', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const load = withChunkRetry(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), { storage, reload, now: () => 1_000_000 });
    void load();
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again right after its own reload: the error reaches the error boundary', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1000000');
    const reload = vi.fn();
    const load = withChunkRetry(() => Promise.reject(new TypeError('boom')), { storage, reload, now: () => 1_030_000 });
    await expect(load()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again when the last reload is more than a minute old', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1000000');
    const reload = vi.fn();
    void withChunkRetry(() => Promise.reject(new TypeError('boom')), { storage, reload, now: () => 1_070_000 })();
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('gives up on a chunk after 120 seconds', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '0');
    const reload = vi.fn();
    const load = withChunkRetry(() => new Promise(() => undefined), { storage, reload, now: () => 10_000 });
    const result = load();
    const settled = expect(result).rejects.toThrow('页面资源加载超时（120 秒）');
    await vi.advanceTimersByTimeAsync(119_999);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });
});
