// hashIds: a device list hashed in a Web Worker of its own, so a 20 MiB list leaves the page free; on the main
// thread, yielding between chunks, where there is no Worker (jsdom). Clear IDs never leave the browser.
import type { DmpIdType } from '@toufang/domain';
import { abortError, HashIdsError, type HashedIds } from './hash-core';
import type { HashIdsReply, HashIdsRequest } from './hash-messages';

export { HashIdsError, isAbortError, type HashedIds } from './hash-core';

export interface HashIdsCall {
  idType: DmpIdType;
  preHashed: boolean;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export interface HashWorkerLike {
  postMessage(request: HashIdsRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<HashIdsReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

const WORKER_FAILED = '设备号加密失败，请刷新页面后重试';

function startWorker(): HashWorkerLike {
  return new Worker(new URL('./hash-ids.worker.ts', import.meta.url), { type: 'module' }) as unknown as HashWorkerLike;
}

export function hashIds(file: Blob, call: HashIdsCall): Promise<HashedIds> {
  if (typeof Worker === 'undefined') return onMainThread(file, call);
  return inWorker(file, call, startWorker);
}

export function inWorker(file: Blob, call: HashIdsCall, start: () => HashWorkerLike): Promise<HashedIds> {
  const { signal } = call;
  if (signal?.aborted) return Promise.reject(abortError());
  return new Promise((resolve, reject) => {
    const worker = start();
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      worker.onmessage = worker.onerror = null;
      worker.terminate();
      outcome();
    };
    const onAbort = () => settle(() => reject(abortError()));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = ({ data }) => {
      if (data.type === 'progress') call.onProgress?.(data.done, data.total);
      else if (data.type === 'done') settle(() => resolve({ blob: data.blob, md5: data.md5, size: data.size, counts: data.counts }));
      else settle(() => reject(new HashIdsError(data.detail)));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      settle(() => reject(new HashIdsError(WORKER_FAILED)));
    };
    worker.postMessage({ file, idType: call.idType, preHashed: call.preHashed });
  });
}

async function onMainThread(file: Blob, call: HashIdsCall): Promise<HashedIds> {
  const { hashIdsOfBlob } = await import('./hash-core');
  return hashIdsOfBlob(file, { ...call, betweenChunks: () => new Promise((resolve) => setTimeout(resolve, 0)) });
}
