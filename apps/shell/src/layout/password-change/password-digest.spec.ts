import { describe, expect, it } from 'vitest';
import { passwordsForPayload, sha256Hex } from './password-digest';

describe('sha256Hex', () => {
  it.each([
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    // UTF-8, so a Chinese character hashes as its three bytes
    ['密码1a', '10527c9fb5aba0a7dbff6e87c854d9d54009595968ba3bcbbe3cf9ebd2273cac'],
  ])('%s → %s', async (input, expected) => {
    await expect(sha256Hex(input)).resolves.toBe(expected);
  });
});

describe('passwordsForPayload', () => {
  it('sends the passwords as typed outside private deployments', async () => {
    await expect(passwordsForPayload('old-pass1', 'Newpass2027', false)).resolves.toEqual({ oldPassword: 'old-pass1', newPassword: 'Newpass2027' });
  });

  it('sends both as SHA-256 hex digests on private deployments', async () => {
    await expect(passwordsForPayload('abc', '', true)).resolves.toEqual({
      oldPassword: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      newPassword: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    });
  });
});
