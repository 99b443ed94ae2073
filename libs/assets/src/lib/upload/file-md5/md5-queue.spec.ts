import { describe, expect, it } from 'vitest';
import { isAbortError } from './md5-errors';
import type { Md5Options } from './md5-of-file';
import { md5Queue } from './md5-queue';

/** A hash function whose calls the test finishes by hand. */
function controlledHash() {
  const calls: Array<{ file: Blob; options: Md5Options; resolve: (md5: string) => void; reject: (error: unknown) => void }> = [];
  const hash = (file: Blob, options: Md5Options) => new Promise<string>((resolve, reject) => calls.push({ file, options, resolve, reject }));
  return { calls, hash };
}

const files = (n: number) => Array.from({ length: n }, (_, i) => new Blob([`file ${i}`]));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('md5Queue', () => {
  it('hashes at most `concurrency` files at once, first come first served', async () => {
    const { calls, hash } = controlledHash();
    const queue = md5Queue(2, hash);
    const batch = files(5);
    // Each outcome is taken as it comes (a rejection left unheard until the end would count as unhandled).
    const results = batch.map((file) => queue.md5(file).catch((error: unknown) => `failed: ${(error as Error).message}`));
    expect(calls.map((c) => c.file)).toEqual(batch.slice(0, 2));
    expect([queue.running, queue.waiting]).toEqual([2, 3]);
    calls[1].resolve('b');
    await flush();
    expect(calls.map((c) => c.file)).toEqual(batch.slice(0, 3));
    expect([queue.running, queue.waiting]).toEqual([2, 2]);
    // A failure frees its turn as a success does.
    calls[0].reject(new Error('unreadable'));
    await flush();
    expect(calls).toHaveLength(4);
    calls[2].resolve('c');
    calls[3].resolve('d');
    await flush();
    calls[4].resolve('e');
    expect(await Promise.all(results)).toEqual(['failed: unreadable', 'b', 'c', 'd', 'e']);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('drops a waiting file whose signal aborts, without starting it', async () => {
    const { calls, hash } = controlledHash();
    const queue = md5Queue(1, hash);
    const [first, second, third] = files(3);
    const controller = new AbortController();
    const one = queue.md5(first);
    const two = queue.md5(second, { signal: controller.signal });
    const three = queue.md5(third);
    controller.abort();
    expect(isAbortError(await two.catch((e: unknown) => e))).toBe(true);
    expect(queue.waiting).toBe(1);
    calls[0].resolve('1');
    await flush();
    expect(calls.map((c) => c.file)).toEqual([first, third]);
    calls[1].resolve('3');
    expect(await Promise.all([one, three])).toEqual(['1', '3']);
  });

  it('hands a running file its signal and progress, and says when it starts', async () => {
    const { calls, hash } = controlledHash();
    const queue = md5Queue(1, hash);
    const controller = new AbortController();
    const started: string[] = [];
    const onProgress = () => undefined;
    void queue.md5(new Blob(['a']), { onStart: () => started.push('a') });
    void queue.md5(new Blob(['b']), { signal: controller.signal, onProgress, onStart: () => started.push('b') }).catch(() => undefined);
    expect(started).toEqual(['a']);
    calls[0].resolve('a');
    await flush();
    expect(started).toEqual(['a', 'b']);
    expect(calls[1].options).toEqual({ signal: controller.signal, onProgress });
    controller.abort();
    expect(calls[1].options.signal?.aborted).toBe(true);
  });

  it('rejects a signal already aborted without queueing', async () => {
    const { calls, hash } = controlledHash();
    const queue = md5Queue(1, hash);
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(await queue.md5(new Blob(['a']), { signal: controller.signal }).catch((e: unknown) => e))).toBe(true);
    expect([calls.length, queue.waiting]).toEqual([0, 0]);
  });

  it('gives the turn back when the hash throws at once', async () => {
    let calls = 0;
    const queue = md5Queue(1, () => {
      calls += 1;
      if (calls === 1) throw new Error('no worker');
      return Promise.resolve('second');
    });
    const [first, second] = [queue.md5(new Blob(['a'])), queue.md5(new Blob(['b']))];
    await expect(first).rejects.toThrow('no worker');
    await flush();
    expect(calls).toBe(2);
    await expect(second).resolves.toBe('second');
    expect(queue.running).toBe(0);
  });

  it('refuses a concurrency below one or not whole', () => {
    expect(() => md5Queue(0)).toThrow(RangeError);
    expect(() => md5Queue(1.5)).toThrow(RangeError);
  });
});
