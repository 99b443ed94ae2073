// The browser's MD5 of a material's file (issue 20: one material = one MD5 per company, computed in the browser
// and verified by the server). For the upload page:
//
// - `md5OfFile(file, { signal?, onProgress? }): Promise<string>`: lowercase hex, in a Web Worker of its own
//   (hash-wasm's incremental MD5 over 4 MiB chunks, so memory stays flat and a 500 MB video leaves the page
//   free: docs/storage.md, "The browser's MD5"). `onProgress(done, total)` at most every ~100 ms, monotone,
//   last (total, total). Aborting terminates the worker and rejects with an AbortError (`isAbortError`); an
//   unreadable or changed file, or a failing worker, rejects with an `Md5Error` whose message is a Chinese
//   sentence to show beside the file. Without `Worker` (jsdom) it hashes on the main thread, yielding per chunk.
// - `md5Queue(concurrency = 2)` / `sharedMd5Queue()`: `queue.md5(file, { signal?, onProgress?, onStart? })`
//   runs at most `concurrency` hashes at once; a waiting file whose signal aborts never starts. Hash a batch
//   through the shared queue, never with one md5OfFile per file at once.
// - `useFileMd5s(files, { queue? })`: one `FileMd5State` per file, in order: `status` waiting → hashing →
//   done (`md5`) or failed (`error`), `done`/`total` bytes and `progress` (0..1). Files added later are queued,
//   removed ones aborted, all aborted on unmount; a File is hashed once while it stays in the list.
// - `md5OfBlob(blob, options)` of `./md5-core`: the hashing core without a worker, for tests or code already in a
//   worker. Not exported here: it imports hash-wasm, which must stay out of the pages' chunks.
export { MD5_HASHING, MD5_TEXTS } from './md5-constants';
export { isAbortError, Md5Error } from './md5-errors';
export type { Md5Progress } from './md5-messages';
export { md5OfFile, type Md5Options } from './md5-of-file';
export { md5Queue, sharedMd5Queue, type Md5Queue, type Md5QueueOptions } from './md5-queue';
export { useFileMd5s, type FileMd5State, type FileMd5Status } from './use-file-md5s';
