// The hashing itself: a Blob read in chunks into hash-wasm's incremental MD5. The worker runs it; so does the
// main-thread fallback, and the unit tests call it directly. Only this module and the worker import hash-wasm,
// so the WASM reaches the worker's chunk (and the fallback's lazily loaded one), never a page's.
import { createMD5 } from 'hash-wasm';
import { MD5_HASHING, MD5_TEXTS } from './md5-constants';
import { abortError, Md5Error } from './md5-errors';
import type { Md5Progress } from './md5-messages';
import { readSlice } from '../read-slice';

export interface HashBlobOptions {
  signal?: AbortSignal;
  onProgress?: Md5Progress;
  /** Bytes per read (MD5_HASHING.CHUNK_BYTES); tests pass small ones. */
  chunkBytes?: number;
  progressIntervalMs?: number;
  /** Awaited after each chunk: the main-thread fallback lets the page run here. */
  betweenChunks?: () => Promise<void>;
  /** The clock for the progress interval (performance.now). */
  now?: () => number;
}

async function readChunk(blob: Blob, start: number, end: number): Promise<Uint8Array> {
  let buffer: ArrayBuffer;
  try {
    buffer = await readSlice(blob.slice(start, end));
  } catch (error) {
    throw new Md5Error(MD5_TEXTS.UNREADABLE, { cause: error });
  }
  // A file shortened on disk after it was picked reads short; its MD5 would be of other bytes.
  if (buffer.byteLength !== end - start) throw new Md5Error(MD5_TEXTS.CHANGED);
  return new Uint8Array(buffer);
}

/**
 * The lowercase hex MD5 of a Blob, read CHUNK_BYTES at a time: the next chunk is read while the current one is
 * hashed, so memory holds two chunks whatever the file's size. Rejects with an AbortError (abortError()) once
 * the signal aborts (checked between chunks), with an Md5Error when the file cannot be read.
 */
export async function md5OfBlob(blob: Blob, options: HashBlobOptions = {}): Promise<string> {
  const { signal, onProgress, betweenChunks } = options;
  const chunkBytes = options.chunkBytes ?? MD5_HASHING.CHUNK_BYTES;
  const interval = options.progressIntervalMs ?? MD5_HASHING.PROGRESS_INTERVAL_MS;
  const now = options.now ?? (() => performance.now());
  if (!(chunkBytes > 0)) throw new RangeError(`chunkBytes must be positive, not ${chunkBytes}`);
  if (signal?.aborted) throw abortError();
  const hasher = await createMD5();
  hasher.init();
  const total = blob.size;
  let done = 0;
  let reported = now();
  let next = total > 0 ? readChunk(blob, 0, Math.min(chunkBytes, total)) : null;
  try {
    while (next) {
      const bytes = await next;
      if (signal?.aborted) throw abortError();
      const end = done + bytes.byteLength;
      next = end < total ? readChunk(blob, end, Math.min(end + chunkBytes, total)) : null;
      hasher.update(bytes);
      done = end;
      if (done < total && onProgress && now() - reported >= interval) {
        reported = now();
        onProgress(done, total);
      }
      if (betweenChunks && done < total) await betweenChunks();
    }
  } catch (error) {
    // A read started ahead and not awaited must not end as an unhandled rejection.
    next?.catch(() => undefined);
    throw error;
  }
  if (signal?.aborted) throw abortError();
  onProgress?.(total, total);
  return hasher.digest('hex');
}
