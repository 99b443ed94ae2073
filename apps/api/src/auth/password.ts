// Password storage: scrypt at the OWASP parameters, stored as a self-describing string so the parameters
// can be raised later without invalidating existing hashes.
import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1. */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// 128 * N * r bytes is 128 MiB at OWASP parameters; Node's default limit (32 MiB) would refuse it.
const MAX_MEMORY = 256 * 1024 * 1024;

function scrypt(secret: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: MAX_MEMORY };
  // Async: the work runs on libuv's thread pool and does not block other requests.
  return new Promise((resolve, reject) =>
    scryptCallback(secret, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const SHA256_HEX = /^[0-9a-fA-F]{64}$/;

/** Whether a submitted password field is a SHA-256 hex digest (private deployments hash before sending). */
export function isPasswordDigest(value: string): boolean {
  return SHA256_HEX.test(value);
}

/**
 * The secret that scrypt protects: always the SHA-256 hex of the password, so a plain password and its
 * digest reach the same stored hash. Plain passwords are at most 50 characters, so a 64-hex value can only
 * be a digest (docs/decisions.md).
 */
export function passwordKey(value: string): string {
  return isPasswordDigest(value) ? value.toLowerCase() : createHash('sha256').update(value, 'utf8').digest('hex');
}

export async function hashPassword(value: string, params: ScryptParams = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await scrypt(passwordKey(value), salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

function parseStored(stored: string): { params: ScryptParams; salt: Buffer; hash: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return null;
  return { params: { N, r, p }, salt: Buffer.from(parts[4], 'base64'), hash: Buffer.from(parts[5], 'base64') };
}

export async function verifyPassword(value: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const candidate = await scrypt(passwordKey(value), parsed.salt, parsed.params);
  return candidate.length === parsed.hash.length && timingSafeEqual(candidate, parsed.hash);
}

/**
 * A stored hash that no password matches, for unknown usernames: verifying against it costs one full
 * scrypt, so the answer time does not tell whether the username exists.
 */
export function dummyPasswordHash(params: ScryptParams = OWASP_SCRYPT): string {
  const noise = (n: number) => randomBytes(n).toString('base64');
  return ['scrypt', params.N, params.r, params.p, noise(SALT_LENGTH), noise(KEY_LENGTH)].join('$');
}
