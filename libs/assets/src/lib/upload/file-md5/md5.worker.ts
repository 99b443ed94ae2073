// The MD5 worker: hashes the one file it is sent (md5-messages.ts) and answers progress, then its MD5 or why
// it failed. md5OfFile starts one per file and terminates it to abort, so the worker never checks a signal.
import { md5OfBlob } from './md5-core';
import { failureDetail } from './md5-errors';
import type { Md5Reply, Md5Request } from './md5-messages';

// The project's TypeScript library is the DOM's, not the worker's: the two parts of the worker's scope used here.
const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<Md5Request>) => void): void;
  postMessage(reply: Md5Reply): void;
};

scope.addEventListener('message', (event) => {
  const { blob, chunkBytes } = event.data;
  md5OfBlob(blob, { chunkBytes, onProgress: (done, total) => scope.postMessage({ type: 'progress', done, total }) }).then(
    (md5) => scope.postMessage({ type: 'done', md5 }),
    (error: unknown) => scope.postMessage({ type: 'failed', detail: failureDetail(error) }),
  );
});
