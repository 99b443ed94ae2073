// A lazily loaded chunk that fails after a redeploy (its hashed file is gone) is fixed by one reload, which
// fetches the new index; a second failure right after that reload is a real outage and must not loop.
import { REQUEST } from '@toufang/domain';

/** Session-storage key holding the time of the last reload this module caused. */
export const CHUNK_RELOAD_KEY = 'toufang_chunk_reload';
/** A failure within this window after our own reload is not retried again. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export interface ChunkRetryDeps {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  timeoutMs: number;
}

const defaultDeps = (): ChunkRetryDeps => ({
  now: () => Date.now(),
  storage: sessionStorage,
  reload: () => window.location.reload(),
  timeoutMs: REQUEST.CHUNK_LOAD_TIMEOUT_MS,
});

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`页面资源加载超时（${ms / 1000} 秒）`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Wraps a dynamic import: it times out after 120 seconds (shell spec §8); on failure the page reloads once,
 * unless this module already reloaded it within the last minute, in which case the error goes on to the
 * error boundary.
 */
export function withChunkRetry<T>(load: () => Promise<T>, deps: Partial<ChunkRetryDeps> = {}): () => Promise<T> {
  return async () => {
    const d = { ...defaultDeps(), ...deps };
    try {
      const module = await withTimeout(load(), d.timeoutMs);
      d.storage.removeItem(CHUNK_RELOAD_KEY);
      return module;
    } catch (error) {
      const last = Number(d.storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
      if (d.now() - last > CHUNK_RELOAD_WINDOW_MS) {
        d.storage.setItem(CHUNK_RELOAD_KEY, String(d.now()));
        d.reload();
        return new Promise<T>(() => undefined); // the page is going away; never settle
      }
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError('页面资源加载失败', { cause: error });
    }
  };
}
