import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Refusal } from '../contract/envelope';
import {
  dummyPasswordHash,
  hashPassword,
  HashQueue,
  isPasswordDigest,
  defaultScrypt,
  OWASP_SCRYPT,
  passwordHashing,
  passwordKey,
  submittedPassword,
  verifyPassword,
} from './password';

// Cheap parameters for the behaviour tests; one test below pays the real OWASP cost.
const FAST = { N: 2 ** 10, r: 8, p: 1 };
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('password hashing', () => {
  it('stores a self-describing scrypt string with a 16-byte salt', async () => {
    const stored = await hashPassword('Toufang2026', FAST);
    const [scheme, N, r, p, salt, hash] = stored.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '1024', '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash, 'base64')).toHaveLength(32);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Toufang2026', FAST)).not.toBe(await hashPassword('Toufang2026', FAST));
  });

  it('verifies the right password, and its SHA-256 digest, and nothing else', async () => {
    const stored = await hashPassword('Toufang2026', FAST);
    expect(await verifyPassword('Toufang2026', stored)).toBe(true);
    expect(await verifyPassword({ digest: sha256('Toufang2026') }, stored)).toBe(true);
    expect(await verifyPassword({ digest: sha256('Toufang2026').toUpperCase() }, stored)).toBe(true);
    // A 64-hex value sent as a plain password is a password like any other, not the digest.
    expect(await verifyPassword(sha256('Toufang2026'), stored)).toBe(false);
    expect(await verifyPassword('toufang2026', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuses malformed stored strings and the dummy hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$8$1$AAAA$AAAA')).toBe(false);
    expect(await verifyPassword('Toufang2026', dummyPasswordHash(FAST))).toBe(false);
  });

  it('takes a lighter cost only in a test process that asks for one, and only a power of two below OWASP', () => {
    expect(defaultScrypt({ NODE_ENV: 'test', TOUFANG_TEST_SCRYPT_N: '16384' })).toEqual({ N: 16384, r: 8, p: 1 });
    expect(defaultScrypt({ NODE_ENV: 'production', TOUFANG_TEST_SCRYPT_N: '16384' })).toEqual(OWASP_SCRYPT);
    expect(defaultScrypt({ TOUFANG_TEST_SCRYPT_N: '16384' })).toEqual(OWASP_SCRYPT);
    expect(defaultScrypt({ NODE_ENV: 'test', TOUFANG_TEST_SCRYPT_N: '16' })).toEqual(OWASP_SCRYPT);
    expect(defaultScrypt({ NODE_ENV: 'test', TOUFANG_TEST_SCRYPT_N: '20000' })).toEqual(OWASP_SCRYPT);
    expect(defaultScrypt({ NODE_ENV: 'test' })).toEqual(OWASP_SCRYPT);
  });

  it('uses the OWASP parameters by default', async () => {
    expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await hashPassword('Toufang2026');
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('Toufang2026', stored)).toBe(true);
  });

  it('takes a 64-hex field as a digest only where digests are accepted (private deployments)', () => {
    expect(isPasswordDigest(sha256('a'))).toBe(true);
    expect(isPasswordDigest('Toufang2026')).toBe(false);
    expect(submittedPassword(sha256('a'), true)).toEqual({ digest: sha256('a') });
    expect(submittedPassword(sha256('a'), false)).toBe(sha256('a'));
    expect(submittedPassword('Toufang2026', true)).toBe('Toufang2026');
    expect(passwordKey('abc')).toBe(sha256('abc'));
    expect(passwordKey({ digest: sha256('abc').toUpperCase() })).toBe(sha256('abc'));
    expect(passwordKey(sha256('abc'))).toBe(sha256(sha256('abc')));
  });
});

/** A job that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, job: () => opened };
}

describe('the password-hashing queue', () => {
  it('runs at most `concurrency` jobs, queues `queueLength`, and refuses the next with 429 and Retry-After', async () => {
    const queue = new HashQueue(2, 3, 4);
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    const runs = gates.map((g, i) => queue.run(() => (started.push(i), g.job())));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.size).toEqual({ running: 2, waiting: 3 });
    const refused = await queue.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refusal);
    expect(refused).toMatchObject({ code: 429, httpStatus: 429, retryAfterSeconds: 4, message: '当前登录请求过多，请在4秒后重试' });
    // A finished job hands its slot to the first waiting one, in order.
    gates[1].open();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(queue.size).toEqual({ running: 2, waiting: 2 });
    for (const g of gates) g.open();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
    // Free again: a new job runs at once.
    expect(await queue.run(async () => 'ran')).toBe('ran');
  });

  it('lets one key hold at most `perKey` places, running or waiting, and frees them as its jobs end', async () => {
    const queue = new HashQueue(1, 5, 3, 2);
    const gates = Array.from({ length: 3 }, gate);
    const first = queue.run(gates[0].job, 'a');
    const second = queue.run(gates[1].job, 'a');
    await expect(queue.run(async () => 'never', 'a')).rejects.toMatchObject({ httpStatus: 429, retryAfterSeconds: 3 });
    // Another key, and callers without one, still queue.
    const other = queue.run(gates[2].job, 'b');
    const keyless = queue.run(async () => 'keyless');
    expect(queue.size).toEqual({ running: 1, waiting: 3 });
    gates[0].open();
    await first;
    const third = queue.run(async () => 'third', 'a');
    for (const g of gates) g.open();
    await Promise.all([second, other]);
    expect(await keyless).toBe('keyless');
    expect(await third).toBe('third');
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a job fails', async () => {
    const queue = new HashQueue(1, 0, 1);
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
    expect(await queue.run(async () => 1)).toBe(1);
  });

  it('puts every hash of the process through one queue of 2 at once, 8 waiting and 2 per address', async () => {
    expect(passwordHashing).toMatchObject({ concurrency: 2, queueLength: 8, retryAfterSeconds: 3, perKey: 2 });
    const gates = Array.from({ length: 10 }, gate);
    const held = gates.map((g) => passwordHashing.run(g.job));
    await expect(hashPassword('Toufang2026', FAST)).rejects.toMatchObject({ httpStatus: 429, retryAfterSeconds: 3 });
    for (const g of gates) g.open();
    await Promise.all(held);
    expect(await verifyPassword('Toufang2026', await hashPassword('Toufang2026', FAST))).toBe(true);
  });
});
