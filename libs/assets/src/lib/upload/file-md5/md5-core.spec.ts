// The hashing core against Node's own MD5, on Node's Blob: the browser's (slice and arrayBuffer), which the
// project's jsdom replaces with one that lacks arrayBuffer (that path is md5-of-file.spec.ts's).
import { Blob as NodeBlob } from 'node:buffer';
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MD5_HASHING, MD5_TEXTS } from './md5-constants';
import { md5OfBlob } from './md5-core';
import { isAbortError, Md5Error } from './md5-errors';

const CHUNK = 64 * 1024;
const nodeMd5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

/** Node's Blob where the code takes the DOM's (the two types differ only in members the code does not use). */
const asBlob = (blob: NodeBlob) => blob as unknown as Blob;
const blobOf = (parts: Uint8Array[]) => asBlob(new NodeBlob(parts));

/** A Blob that counts the slices read from it. */
class CountingBlob extends NodeBlob {
  slices = 0;
  override slice(start?: number, end?: number, type?: string): NodeBlob {
    this.slices += 1;
    return super.slice(start, end, type);
  }
}

/** A Blob whose slices misbehave as a file changed or removed on disk after it was picked does. */
class BrokenBlob extends NodeBlob {
  constructor(
    parts: Uint8Array[],
    private readonly broken: (slice: NodeBlob) => NodeBlob,
  ) {
    super(parts);
  }
  override slice(start?: number, end?: number, type?: string): NodeBlob {
    return this.broken(super.slice(start, end, type));
  }
}

async function progressOf(blob: Blob, chunkBytes: number) {
  const calls: Array<[number, number]> = [];
  const md5 = await md5OfBlob(blob, { chunkBytes, progressIntervalMs: 0, onProgress: (done, total) => calls.push([done, total]) });
  return { md5, calls };
}

describe('md5OfBlob', () => {
  it.each([
    ['an empty blob', 0],
    ['one byte', 1],
    ['exactly one chunk', CHUNK],
    ['one chunk and one byte', CHUNK + 1],
    ['several chunks and a part', 7 * CHUNK + 12_345],
  ])('hashes %s as Node does', async (_, size) => {
    const bytes = randomBytes(size);
    const { md5, calls } = await progressOf(blobOf([bytes]), CHUNK);
    expect(md5).toBe(nodeMd5(bytes));
    expect(md5).toMatch(/^[0-9a-f]{32}$/);
    expect(calls.at(-1)).toEqual([size, size]);
    expect(calls).toHaveLength(Math.max(1, Math.ceil(size / CHUNK)));
  });

  it('hashes with the project chunk size a file of several 4 MiB chunks', async () => {
    const bytes = randomBytes(2 * MD5_HASHING.CHUNK_BYTES + 3);
    const blob = new CountingBlob([bytes]);
    expect(await md5OfBlob(asBlob(blob))).toBe(nodeMd5(bytes));
    expect(blob.slices).toBe(3);
  });

  it('hashes a blob made of many parts as their concatenation', async () => {
    const parts = Array.from({ length: 9 }, (_, i) => randomBytes(10_000 + i));
    expect(await md5OfBlob(blobOf(parts), { chunkBytes: 4096 })).toBe(nodeMd5(Buffer.concat(parts)));
  });

  it('reports progress monotone, ending at the total, at most once per interval', async () => {
    const bytes = randomBytes(40 * 1024);
    let clock = 0;
    const calls: number[] = [];
    // Each reading of the clock moves it 30 ms: 40 chunks take over a second of this clock.
    const md5 = await md5OfBlob(blobOf([bytes]), {
      chunkBytes: 1024,
      progressIntervalMs: 100,
      now: () => (clock += 30),
      onProgress: (done, total) => {
        expect(total).toBe(bytes.length);
        calls.push(done);
      },
    });
    expect(md5).toBe(nodeMd5(bytes));
    expect(calls.at(-1)).toBe(bytes.length);
    expect(calls).toEqual([...calls].sort((a, b) => a - b));
    expect(new Set(calls).size).toBe(calls.length);
    // Every ~4 chunks (a report reads the clock twice), never every chunk, but not only at the end.
    expect(calls.length).toBeGreaterThan(5);
    expect(calls.length).toBeLessThan(20);
  });

  it('stops reading and rejects with an AbortError when aborted mid-way', async () => {
    const blob = new CountingBlob([randomBytes(20 * CHUNK)]);
    const controller = new AbortController();
    const seen: number[] = [];
    const outcome = md5OfBlob(asBlob(blob), {
      chunkBytes: CHUNK,
      progressIntervalMs: 0,
      signal: controller.signal,
      onProgress: (done) => {
        seen.push(done);
        if (done >= 3 * CHUNK) controller.abort();
      },
    });
    const error = await outcome.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isAbortError(error)).toBe(true);
    expect((error as Error).message).toBe(MD5_TEXTS.ABORTED);
    expect(seen.at(-1)).toBe(3 * CHUNK);
    // The chunk read ahead while the third was hashed, and nothing after it.
    expect(blob.slices).toBe(4);
  });

  it('reads nothing when the signal is already aborted', async () => {
    const blob = new CountingBlob([randomBytes(10)]);
    const controller = new AbortController();
    controller.abort();
    await expect(md5OfBlob(asBlob(blob), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(blob.slices).toBe(0);
  });

  it('awaits betweenChunks after every chunk but the last', async () => {
    let yields = 0;
    const bytes = randomBytes(5 * 1000);
    const md5 = await md5OfBlob(blobOf([bytes]), {
      chunkBytes: 1000,
      betweenChunks: async () => {
        yields += 1;
      },
    });
    expect(md5).toBe(nodeMd5(bytes));
    expect(yields).toBe(4);
  });

  it('refuses a file that reads shorter than its size (changed after it was picked)', async () => {
    const blob = new BrokenBlob([randomBytes(3 * 1000)], (slice) => slice.slice(0, slice.size - 1));
    const error = await md5OfBlob(asBlob(blob), { chunkBytes: 1000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Md5Error);
    expect((error as Error).message).toBe(MD5_TEXTS.FAILED(MD5_TEXTS.CHANGED));
  });

  it('refuses a file that cannot be read, keeping the browser error as the cause', async () => {
    const cause = new DOMException('gone', 'NotReadableError');
    const blob = new BrokenBlob([randomBytes(3 * 1000)], (slice) => Object.assign(slice, { arrayBuffer: () => Promise.reject(cause) }));
    const error = await md5OfBlob(asBlob(blob), { chunkBytes: 1000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Md5Error);
    expect((error as Md5Error).detail).toBe(MD5_TEXTS.UNREADABLE);
    expect((error as Error).cause).toBe(cause);
  });

  it('refuses a chunk size that is not positive', async () => {
    await expect(md5OfBlob(blobOf([new Uint8Array([1])]), { chunkBytes: 0 })).rejects.toThrow(RangeError);
  });
});
