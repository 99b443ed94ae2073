import { createHash, randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { isStorageError } from './errors';
import { VerifyStream } from './verify-stream';

const md5Of = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

/** Runs bytes through a verifier; answers the refusal's code or 'ok', and how many bytes got through. */
async function run(bytes: Buffer, md5: string, size: number, options?: { recordDigestMismatch?: boolean }) {
  const verify = new VerifyStream(md5, size, options);
  let passed = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      passed += chunk.length;
      done();
    },
  });
  const parts = [bytes.subarray(0, 1000), bytes.subarray(1000, 3000), bytes.subarray(3000)].filter((part) => part.length > 0);
  try {
    await pipeline(Readable.from(parts), verify, sink);
    return { outcome: verify.failure ? `recorded ${verify.failure.code}` : 'ok', passed };
  } catch (error) {
    return { outcome: isStorageError(error) ? error.code : String(error), passed };
  }
}

describe('VerifyStream', () => {
  const bytes = randomBytes(5000);

  it('passes bytes whose MD5 and size match', async () => {
    expect(await run(bytes, md5Of(bytes), 5000)).toEqual({ outcome: 'ok', passed: 5000 });
  });

  it('fails at the end on another digest or too few bytes', async () => {
    expect((await run(bytes, md5Of(randomBytes(5000)), 5000)).outcome).toBe('md5-mismatch');
    expect((await run(bytes, md5Of(bytes), 6000)).outcome).toBe('size-mismatch');
  });

  it('stops at the first byte past the declared size, before passing it on', async () => {
    const result = await run(bytes, md5Of(bytes), 2500);
    expect(result.outcome).toBe('size-mismatch');
    expect(result.passed).toBeLessThanOrEqual(1000);
  });

  it('only records a wrong digest when asked to, so a store can finish its request', async () => {
    expect(await run(bytes, md5Of(randomBytes(10)), 5000, { recordDigestMismatch: true })).toEqual({ outcome: 'recorded md5-mismatch', passed: 5000 });
    expect((await run(bytes, md5Of(bytes), 6000, { recordDigestMismatch: true })).outcome).toBe('size-mismatch');
  });
});
