import { isValidPassword } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { ONE_TIME_ALPHABET, ONE_TIME_LENGTH, oneTimePassword } from './one-time-password';

describe('oneTimePassword', () => {
  it('is 12 characters of the unambiguous alphabet with a letter and a digit, passing the §5 rule', () => {
    for (let i = 0; i < 500; i += 1) {
      const password = oneTimePassword();
      expect(password).toHaveLength(ONE_TIME_LENGTH);
      expect([...password].every((c) => ONE_TIME_ALPHABET.includes(c))).toBe(true);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[A-Za-z]/);
      expect(isValidPassword(password)).toBe(true);
    }
  });

  it('leaves out characters a reader mixes up', () => {
    for (const c of ['0', 'O', '1', 'l', 'I']) expect(ONE_TIME_ALPHABET).not.toContain(c);
  });

  it('differs from one call to the next', () => {
    const seen = new Set(Array.from({ length: 200 }, () => oneTimePassword()));
    expect(seen.size).toBe(200);
  });
});
