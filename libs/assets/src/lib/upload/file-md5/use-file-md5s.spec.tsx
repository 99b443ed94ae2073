import { createHash, randomBytes } from 'node:crypto';
import { StrictMode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { abortError, Md5Error } from './md5-errors';
import type { Md5Options } from './md5-of-file';
import { md5Queue } from './md5-queue';
import { useFileMd5s } from './use-file-md5s';

const nodeMd5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

/** A queue of one over a hash the test finishes by hand, which rejects on abort as md5OfFile does. */
function controlledQueue() {
  const calls: Array<{ file: Blob; options: Md5Options; resolve: (md5: string) => void; reject: (error: unknown) => void }> = [];
  const hash = (file: Blob, options: Md5Options) =>
    new Promise<string>((resolve, reject) => {
      options.signal?.addEventListener('abort', () => reject(abortError()));
      calls.push({ file, options, resolve, reject });
    });
  const queue = md5Queue(1, hash);
  const live = (file: Blob) => calls.filter((c) => c.file === file && !c.options.signal?.aborted);
  return { calls, queue, live };
}

describe('useFileMd5s', () => {
  it('hashes each picked file to the MD5 Node computes (main-thread fallback in jsdom)', async () => {
    const bytes = [randomBytes(300_000), randomBytes(10)];
    const files = [new File([bytes[0]], 'a.mp4'), new File([bytes[1]], 'b.png')];
    const { result } = renderHook(() => useFileMd5s(files));
    await waitFor(() => expect(result.current.map((s) => s.status)).toEqual(['done', 'done']));
    expect(result.current.map((s) => s.md5)).toEqual(bytes.map(nodeMd5));
    expect(result.current.map((s) => [s.done, s.total, s.progress])).toEqual([
      [300_000, 300_000, 1],
      [10, 10, 1],
    ]);
  });

  it('shows waiting, hashing with progress, done and failed, file by file', async () => {
    const { calls, queue } = controlledQueue();
    const files = [new File(['0123456789'], 'a.png'), new File(['xyz'], 'b.png')];
    const { result } = renderHook(() => useFileMd5s(files, { queue }));
    expect(result.current.map((s) => s.status)).toEqual(['hashing', 'waiting']);
    expect(result.current[1]).toMatchObject({ file: files[1], done: 0, total: 3, progress: 0 });
    act(() => calls[0].options.onProgress?.(5, 10));
    expect(result.current[0]).toMatchObject({ status: 'hashing', done: 5, total: 10, progress: 0.5 });
    await act(async () => calls[0].resolve('781e5e245d69b566979b86e28d23f2c7'));
    expect(result.current[0]).toMatchObject({ status: 'done', md5: '781e5e245d69b566979b86e28d23f2c7', progress: 1, done: 10 });
    expect(result.current[1].status).toBe('hashing');
    await act(async () => calls[1].reject(new Md5Error('文件读不出来')));
    expect(result.current[1]).toMatchObject({ status: 'failed', error: '无法计算文件的 MD5：文件读不出来' });
    expect(result.current[1].md5).toBeUndefined();
  });

  it('queues a file added later, aborts a removed one, and never hashes a kept file twice', async () => {
    const { calls, queue, live } = controlledQueue();
    const [a, b, c] = [new File(['a'], 'a.png'), new File(['b'], 'b.png'), new File(['c'], 'c.png')];
    const { result, rerender } = renderHook(({ files }) => useFileMd5s(files, { queue }), { initialProps: { files: [a, b] } });
    rerender({ files: [b, c] });
    // a was hashing: aborted, and its turn went to b.
    expect(calls[0].options.signal?.aborted).toBe(true);
    await waitFor(() => expect(result.current.map((s) => s.status)).toEqual(['hashing', 'waiting']));
    expect(result.current.map((s) => s.file)).toEqual([b, c]);
    await act(async () => live(b)[0].resolve('b-md5'));
    await act(async () => live(c)[0].resolve('c-md5'));
    expect(result.current.map((s) => s.md5)).toEqual(['b-md5', 'c-md5']);
    rerender({ files: [c, b] });
    expect(result.current.map((s) => s.md5)).toEqual(['c-md5', 'b-md5']);
    expect(calls.map((call) => call.file)).toEqual([a, b, c]);
  });

  it('starts nothing again when rendered with a new array of the same files', async () => {
    const { calls, queue } = controlledQueue();
    const [a, b] = [new File(['a'], 'a.png'), new File(['b'], 'b.png')];
    const { result, rerender } = renderHook(({ files }) => useFileMd5s(files, { queue }), { initialProps: { files: [a, b] } });
    rerender({ files: [a, b] });
    rerender({ files: [a, b] });
    expect(calls.map((call) => [call.file, call.options.signal?.aborted])).toEqual([[a, false]]);
    expect(result.current.map((s) => s.status)).toEqual(['hashing', 'waiting']);
  });

  it('aborts every file when the page goes away', async () => {
    const { calls, queue } = controlledQueue();
    const files = [new File(['a'], 'a.png'), new File(['b'], 'b.png')];
    const { unmount } = renderHook(() => useFileMd5s(files, { queue }));
    unmount();
    expect(calls).toHaveLength(1);
    expect(calls[0].options.signal?.aborted).toBe(true);
    // The waiting file left the queue without starting.
    await act(async () => undefined);
    expect(calls).toHaveLength(1);
    expect(queue.waiting).toBe(0);
  });

  it("ends with each file's MD5 under React's strict mode, which mounts twice", async () => {
    const { queue, live } = controlledQueue();
    const files = [new File(['a'], 'a.png')];
    const { result } = renderHook(() => useFileMd5s(files, { queue }), { wrapper: StrictMode });
    await waitFor(() => expect(live(files[0])).toHaveLength(1));
    await act(async () => live(files[0])[0].resolve('a-md5'));
    expect(result.current[0]).toMatchObject({ status: 'done', md5: 'a-md5' });
  });
});
