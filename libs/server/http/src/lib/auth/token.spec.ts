import { describe, expect, it } from 'vitest';
import { newToken, tokenFromHeader, tokenHash } from './token';

describe('tokens', () => {
  it('are 256 random bits in base64url, never repeated', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('are stored as their SHA-256 hex', () => {
    expect(tokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('are read from `Authorization: Toufang <token>` only', () => {
    expect(tokenFromHeader('Toufang abc')).toBe('abc');
    expect(tokenFromHeader('toufang abc')).toBe('abc');
    expect(tokenFromHeader('Bearer abc')).toBeNull();
    expect(tokenFromHeader('Toufang')).toBeNull();
    expect(tokenFromHeader(undefined)).toBeNull();
    expect(tokenFromHeader(`Toufang ${'a'.repeat(200)}`)).toBeNull();
  });
});
