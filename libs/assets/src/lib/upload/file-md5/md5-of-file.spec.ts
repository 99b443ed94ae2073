// md5OfFile: the worker path against a fake worker (jsdom has no Worker), and the main-thread fallback that
// jsdom does take, on jsdom's own File (which reads through FileReader).
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { MD5_TEXTS } from './md5-constants';
import { isAbortError, Md5Error } from './md5-errors';
import type { Md5Reply, Md5Request } from './md5-messages';
import { md5InWorker, md5OfFile, type Md5WorkerLike } from './md5-of-file';

const nodeMd5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

class FakeWorker implements Md5WorkerLike {
  requests: Md5Request[] = [];
  terminated = 0;
  onmessage: ((event: MessageEvent<Md5Reply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  postMessage(request: Md5Request) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated += 1;
  }
  /** What the worker would say (nothing once md5OfFile let go of it). */
  reply(data: Md5Reply) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
}

function started() {
  const worker = new FakeWorker();
  return { worker, start: () => worker };
}

const settled = <T,>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );

describe('md5OfFile in a worker', () => {
  it('sends the file, forwards progress and resolves with the MD5, then ends the worker', async () => {
    const { worker, start } = started();
    const file = new File(['abc'], 'a.png');
    const progress: Array<[number, number]> = [];
    const md5 = md5InWorker(file, { onProgress: (done, total) => progress.push([done, total]) }, start);
    expect(worker.requests).toEqual([{ blob: file }]);
    worker.reply({ type: 'progress', done: 1, total: 3 });
    worker.reply({ type: 'progress', done: 3, total: 3 });
    worker.reply({ type: 'done', md5: '900150983cd24fb0d6963f7d28e17f72' });
    await expect(md5).resolves.toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(progress).toEqual([
      [1, 3],
      [3, 3],
    ]);
    expect(worker.terminated).toBe(1);
  });

  it('terminates the worker and rejects with an AbortError on abort, and forwards nothing after', async () => {
    const { worker, start } = started();
    const controller = new AbortController();
    const onProgress = vi.fn();
    const md5 = settled(md5InWorker(new File(['x'], 'a.mp4'), { signal: controller.signal, onProgress }, start));
    controller.abort();
    worker.reply({ type: 'progress', done: 1, total: 1 });
    worker.reply({ type: 'done', md5: '9dd4e461268c8034f5c8564e155c67a6' });
    const { error } = await md5;
    expect(isAbortError(error)).toBe(true);
    expect(error).toBeInstanceOf(DOMException);
    expect(worker.terminated).toBe(1);
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('starts no worker for a signal already aborted', async () => {
    const start = vi.fn(() => new FakeWorker());
    const controller = new AbortController();
    controller.abort();
    const { error } = await settled(md5InWorker(new File(['x'], 'a.png'), { signal: controller.signal }, start));
    expect(isAbortError(error)).toBe(true);
    expect(start).not.toHaveBeenCalled();
  });

  it("rejects with the worker's reason when it could not hash the file", async () => {
    const { worker, start } = started();
    const md5 = settled(md5InWorker(new File(['x'], 'a.png'), {}, start));
    worker.reply({ type: 'failed', detail: MD5_TEXTS.UNREADABLE });
    const { error } = await md5;
    expect(error).toBeInstanceOf(Md5Error);
    expect((error as Error).message).toBe(`无法计算文件的 MD5：${MD5_TEXTS.UNREADABLE}`);
    expect(worker.terminated).toBe(1);
  });

  it('rejects with a clear error when the worker itself fails (its script, or WASM refused)', async () => {
    const { worker, start } = started();
    const md5 = settled(md5InWorker(new File(['x'], 'a.png'), {}, start));
    const event = new ErrorEvent('error', { message: 'CompileError: WebAssembly.instantiate(): Refused to compile', cancelable: true });
    worker.onerror?.(event);
    const { error } = await md5;
    expect(error).toBeInstanceOf(Md5Error);
    expect((error as Error).message).toBe(`无法计算文件的 MD5：${MD5_TEXTS.WORKER_FAILED}（CompileError: WebAssembly.instantiate(): Refused to compile）`);
    // Handled here, so the browser does not also report it as uncaught.
    expect(event.defaultPrevented).toBe(true);
    expect(worker.terminated).toBe(1);
  });

  it('rejects with a clear error when no worker can be started', async () => {
    const { error } = await settled(
      md5InWorker(new File(['x'], 'a.png'), {}, () => {
        throw new DOMException('blocked by CSP', 'SecurityError');
      }),
    );
    expect(error).toBeInstanceOf(Md5Error);
    expect((error as Md5Error).detail).toBe(MD5_TEXTS.WORKER_FAILED);
  });

  it('rejects once a message cannot be read', async () => {
    const { worker, start } = started();
    const md5 = settled(md5InWorker(new File(['x'], 'a.png'), {}, start));
    worker.onmessageerror?.(new MessageEvent('messageerror'));
    expect((await md5).error).toBeInstanceOf(Md5Error);
    expect(worker.terminated).toBe(1);
  });
});

describe('md5OfFile without a Worker (jsdom)', () => {
  it('hashes on the main thread, through FileReader, as Node does', async () => {
    expect(typeof Worker).toBe('undefined');
    const bytes = randomBytes(5 * 1024 * 1024 + 7);
    const progress: number[] = [];
    const md5 = await md5OfFile(new File([bytes], 'video.mp4'), { onProgress: (done) => progress.push(done) });
    expect(md5).toBe(nodeMd5(bytes));
    expect(progress.at(-1)).toBe(bytes.length);
  });

  it('hashes an empty file', async () => {
    await expect(md5OfFile(new File([], 'empty.png'))).resolves.toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('rejects with an AbortError when aborted', async () => {
    const controller = new AbortController();
    const md5 = settled(md5OfFile(new File([randomBytes(1024)], 'a.png'), { signal: controller.signal }));
    controller.abort();
    expect(isAbortError((await md5).error)).toBe(true);
  });
});
