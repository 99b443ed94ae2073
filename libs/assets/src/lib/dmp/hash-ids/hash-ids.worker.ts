// The device-list worker: hashes the one file it is sent and answers progress, then the hashed list or why it
// was refused. hashIds starts one per file and terminates it to abort.
import { hashIdsOfBlob } from './hash-core';
import type { HashIdsReply, HashIdsRequest } from './hash-messages';

const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<HashIdsRequest>) => void): void;
  postMessage(reply: HashIdsReply): void;
};

scope.addEventListener('message', (event) => {
  const { file, idType, preHashed } = event.data;
  hashIdsOfBlob(file, { idType, preHashed, onProgress: (done, total) => scope.postMessage({ type: 'progress', done, total }) }).then(
    (hashed) => scope.postMessage({ type: 'done', ...hashed }),
    (error: unknown) => scope.postMessage({ type: 'failed', detail: error instanceof Error ? error.message : String(error) }),
  );
});
