// md5OfFile: a file's MD5 in a Web Worker of its own, so hashing a 500 MB video leaves the page free; on the
// main thread, yielding between chunks, where there is no Worker (jsdom and other old test environments).
import { MD5_TEXTS } from './md5-constants';
import { abortError, Md5Error } from './md5-errors';
import type { Md5Progress, Md5Reply, Md5Request } from './md5-messages';

export interface Md5Options {
  /** Aborting terminates the worker; the promise rejects with an AbortError (isAbortError). */
  signal?: AbortSignal;
  /** Bytes hashed and the file's size, at most every ~100 ms, monotone, the last call (total, total). */
  onProgress?: Md5Progress;
}

/** The part of a Worker md5OfFile uses, so tests can hand it a fake one. */
export interface Md5WorkerLike {
  postMessage(request: Md5Request): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<Md5Reply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
}

/** Vite finds this exact shape (`new Worker(new URL(…, import.meta.url), { type: 'module' })`) and bundles the worker as its own chunk. */
function startMd5Worker(): Md5WorkerLike {
  return new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' }) as unknown as Md5WorkerLike;
}

/**
 * The lowercase hex MD5 of a file (or any Blob). Rejects with an AbortError when the signal aborts, and with an
 * Md5Error (a Chinese sentence fit to show beside the file) when the file cannot be read or the worker fails.
 */
export function md5OfFile(file: Blob, options: Md5Options = {}): Promise<string> {
  if (typeof Worker === 'undefined') return md5OnMainThread(file, options);
  return md5InWorker(file, options, startMd5Worker);
}

/** The worker path, with the worker's maker as a parameter for the tests. */
export function md5InWorker(file: Blob, options: Md5Options, start: () => Md5WorkerLike): Promise<string> {
  const { signal, onProgress } = options;
  if (signal?.aborted) return Promise.reject(abortError());
  return new Promise<string>((resolve, reject) => {
    let worker: Md5WorkerLike;
    try {
      worker = start();
    } catch (error) {
      reject(new Md5Error(MD5_TEXTS.WORKER_FAILED, { cause: error }));
      return;
    }
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      worker.onmessage = worker.onerror = worker.onmessageerror = null;
      worker.terminate();
      outcome();
    };
    const onAbort = () => settle(() => reject(abortError()));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = ({ data }) => {
      if (data.type === 'progress') {
        if (!settled) onProgress?.(data.done, data.total);
      } else if (data.type === 'done') settle(() => resolve(data.md5));
      else settle(() => reject(new Md5Error(data.detail)));
    };
    // An error thrown in the worker outside the hashing, or the worker's script failing to load.
    worker.onerror = (event) => {
      event.preventDefault();
      settle(() => reject(new Md5Error(event.message ? `${MD5_TEXTS.WORKER_FAILED}（${event.message}）` : MD5_TEXTS.WORKER_FAILED)));
    };
    worker.onmessageerror = () => settle(() => reject(new Md5Error(MD5_TEXTS.WORKER_FAILED)));
    worker.postMessage({ blob: file });
  });
}

/** A macrotask boundary, so the page can paint and take input between two chunks. */
function yieldToPage(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The fallback without a Worker: the same core on the main thread, loaded on demand so hash-wasm stays out of the page's chunk. */
async function md5OnMainThread(file: Blob, options: Md5Options): Promise<string> {
  if (options.signal?.aborted) throw abortError();
  const { md5OfBlob } = await import('./md5-core');
  return md5OfBlob(file, { signal: options.signal, onProgress: options.onProgress, betweenChunks: yieldToPage });
}
