// A batch of picked files is hashed a few at a time, so 50 files do not start 50 workers that fight for two
// cores and each hold a chunk. Written by hand (about 40 lines): the queue libraries (p-limit, p-queue) would
// add a dependency for what is one counter and one array here, and a waiting file must leave the queue
// without ever starting when its signal aborts, which p-limit cannot do.
import { MD5_HASHING } from './md5-constants';
import { abortError } from './md5-errors';
import { md5OfFile, type Md5Options } from './md5-of-file';

export interface Md5QueueOptions extends Md5Options {
  /** Called when the file's turn comes and its hashing starts. */
  onStart?: () => void;
}

export interface Md5Queue {
  /** md5OfFile, started once fewer than `concurrency` files are hashing; aborting a waiting file drops it. */
  md5(file: Blob, options?: Md5QueueOptions): Promise<string>;
  /** Files hashing now. */
  readonly running: number;
  /** Files waiting for a turn. */
  readonly waiting: number;
}

type Hash = (file: Blob, options: Md5Options) => Promise<string>;

/** A queue of at most `concurrency` hashes at once (first come, first served); `hash` is md5OfFile but in tests. */
export function md5Queue(concurrency: number = MD5_HASHING.CONCURRENCY, hash: Hash = md5OfFile): Md5Queue {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a positive integer, not ${concurrency}`);
  let running = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    if (running < concurrency) waiting.shift()?.();
  };
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    md5(file, options = {}) {
      const { signal, onStart, ...hashOptions } = options;
      if (signal?.aborted) return Promise.reject(abortError());
      return new Promise<string>((resolve, reject) => {
        const start = () => {
          signal?.removeEventListener('abort', onAbortWaiting);
          running += 1;
          onStart?.();
          // A promise even if `hash` throws at once, so its turn is always given back.
          new Promise<string>((done) => done(hash(file, { ...hashOptions, signal })))
            .finally(() => {
              running -= 1;
              next();
            })
            .then(resolve, reject);
        };
        const onAbortWaiting = () => {
          const at = waiting.indexOf(start);
          if (at >= 0) waiting.splice(at, 1);
          reject(abortError());
        };
        signal?.addEventListener('abort', onAbortWaiting, { once: true });
        waiting.push(start);
        next();
      });
    },
  };
}

let shared: Md5Queue | undefined;

/** The page's one queue (MD5_HASHING.CONCURRENCY at once), made on first use. */
export function sharedMd5Queue(): Md5Queue {
  shared ??= md5Queue();
  return shared;
}
