import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, isPasswordDigest, OWASP_SCRYPT, passwordKey, verifyPassword } from './password';

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
    expect(await verifyPassword(sha256('Toufang2026'), stored)).toBe(true);
    expect(await verifyPassword(sha256('Toufang2026').toUpperCase(), stored)).toBe(true);
    expect(await verifyPassword('toufang2026', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuses malformed stored strings and the dummy hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$8$1$AAAA$AAAA')).toBe(false);
    expect(await verifyPassword('Toufang2026', dummyPasswordHash(FAST))).toBe(false);
  });

  it('uses the OWASP parameters by default', async () => {
    expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await hashPassword('Toufang2026');
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('Toufang2026', stored)).toBe(true);
  });

  it('tells a digest from a plain password by its shape', () => {
    expect(isPasswordDigest(sha256('a'))).toBe(true);
    expect(isPasswordDigest('Toufang2026')).toBe(false);
    expect(passwordKey('abc')).toBe(sha256('abc'));
    expect(passwordKey(sha256('abc').toUpperCase())).toBe(sha256('abc'));
  });
});
