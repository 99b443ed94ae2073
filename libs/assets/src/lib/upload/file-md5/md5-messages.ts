// What the page and the MD5 worker say to each other. A Blob crosses by reference (structured clone
// shares its bytes with the page), so handing the worker a 500 MB file copies nothing.

/** Page → worker, once per worker: the file to hash. */
export interface Md5Request {
  blob: Blob;
  /** Bytes per read; MD5_HASHING.CHUNK_BYTES when absent. */
  chunkBytes?: number;
}

/** Worker → page. */
export type Md5Reply =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; md5: string }
  | { type: 'failed'; detail: string };

/** Bytes hashed so far and the file's size: monotone, at most every PROGRESS_INTERVAL_MS, the last call (total, total). */
export type Md5Progress = (done: number, total: number) => void;
