// The worker's entry: what it answers for a file it is sent, with the worker scope's two calls caught on
// jsdom's window (the listener is taken, not left on the window the other test files share).
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { MD5_TEXTS } from './md5-constants';
import type { Md5Reply, Md5Request } from './md5-messages';

async function loadWorker() {
  let listener: ((event: MessageEvent<Md5Request>) => void) | undefined;
  vi.spyOn(globalThis, 'addEventListener').mockImplementation((type: string, fn: unknown) => {
    if (type === 'message') listener = fn as typeof listener;
  });
  const replies: Md5Reply[] = [];
  vi.spyOn(globalThis, 'postMessage').mockImplementation((reply: unknown) => void replies.push(reply as Md5Reply));
  vi.resetModules();
  await import('./md5.worker');
  if (!listener) throw new Error('The worker listens to no message');
  const send = listener;
  return { replies, send: (request: Md5Request) => send(new MessageEvent('message', { data: request })) };
}

describe('the MD5 worker', () => {
  it('answers progress, then the MD5 of the file it is sent', async () => {
    const { replies, send } = await loadWorker();
    const bytes = randomBytes(3000);
    send({ blob: new File([bytes], 'a.mp4'), chunkBytes: 1000 });
    await vi.waitFor(() => expect(replies.at(-1)?.type).toBe('done'), { timeout: 30_000 });
    expect(replies.at(-1)).toEqual({ type: 'done', md5: createHash('md5').update(bytes).digest('hex') });
    expect(replies.at(-2)).toEqual({ type: 'progress', done: 3000, total: 3000 });
  });

  it('answers why when the file cannot be read', async () => {
    const { replies, send } = await loadWorker();
    const file = new File(['abc'], 'a.png');
    // A file removed from disk after it was picked: its slices read short.
    vi.spyOn(file, 'slice').mockImplementation(() => new Blob(['a']));
    send({ blob: file });
    await vi.waitFor(() => expect(replies.at(-1)?.type).toBe('failed'), { timeout: 30_000 });
    expect(replies.at(-1)).toEqual({ type: 'failed', detail: MD5_TEXTS.CHANGED });
  });
});
