// Password storage: scrypt at the OWASP parameters, stored as a self-describing string so the parameters
// can be raised later without invalidating existing hashes. Every hash goes through one small queue: each
// costs 128 MiB and a libuv thread, and a flood of logins must not take the pool from file reads and the
// database (issue 18).
import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { tooMany } from '../contract/envelope';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1. */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
/**
 * The parameters new hashes take: OWASP's, except in a contract-test process that asks for a lighter cost
 * (TOUFANG_TEST_SCRYPT_N, honoured only under NODE_ENV=test). Those suites log in hundreds of times to test
 * what a login does, not how much it costs; the cost itself is tested in password.spec.ts. Stored hashes
 * name their parameters, so a hash is always verified at the cost it was made with.
 */
export function defaultScrypt(env: NodeJS.ProcessEnv = process.env): ScryptParams {
  const n = Number(env.TOUFANG_TEST_SCRYPT_N);
  const light = env.NODE_ENV === 'test' && Number.isSafeInteger(n) && n >= 2 ** 10 && n < OWASP_SCRYPT.N && (n & (n - 1)) === 0;
  return light ? { ...OWASP_SCRYPT, N: n } : OWASP_SCRYPT;
}
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// 128 * N * r bytes is 128 MiB at OWASP parameters; Node's default limit (32 MiB) would refuse it.
const MAX_MEMORY = 256 * 1024 * 1024;

/** Hashes at once, and hashes waiting, before a caller is refused (docs/decisions.md). */
export const HASH_CONCURRENCY = 2;
export const HASH_QUEUE_LENGTH = 8;
/** Hashes one client address may hold, running or waiting: one address alone cannot fill the queue. */
export const HASH_PER_ADDRESS = 2;
/** What a refused caller is told to wait: a full queue drains in about this long at OWASP cost. */
export const HASH_BUSY_RETRY_SECONDS = 3;
export const hashBusyMessage = (seconds: number) => `当前登录请求过多，请在${seconds}秒后重试`;

/**
 * At most `concurrency` jobs at once and `queueLength` waiting, and at most `perKey` of one key (a client
 * address) in both; beyond that `run` refuses at once with HTTP 429 and Retry-After, so a flood costs the
 * server nothing more than the answer.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly held = new Map<string, number>();

  constructor(
    readonly concurrency: number,
    readonly queueLength: number,
    readonly retryAfterSeconds: number,
    readonly perKey = Infinity,
  ) {}

  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>, key?: string): Promise<T> {
    const busy = () => tooMany(hashBusyMessage(this.retryAfterSeconds), this.retryAfterSeconds);
    if (key !== undefined && (this.held.get(key) ?? 0) >= this.perKey) throw busy();
    if (this.running >= this.concurrency && this.waiting.length >= this.queueLength) throw busy();
    if (key !== undefined) this.held.set(key, (this.held.get(key) ?? 0) + 1);
    try {
      if (this.running < this.concurrency) this.running++;
      // The slot is handed over by the finishing job, so `running` stays counted.
      else await new Promise<void>((resolve) => this.waiting.push(resolve));
      try {
        return await job();
      } finally {
        const next = this.waiting.shift();
        if (next) next();
        else this.running--;
      }
    } finally {
      if (key !== undefined) {
        const left = (this.held.get(key) ?? 1) - 1;
        if (left > 0) this.held.set(key, left);
        else this.held.delete(key);
      }
    }
  }
}

/** The process's queue: scrypt runs on the process's libuv pool, whatever the caller. */
export const passwordHashing = new HashQueue(HASH_CONCURRENCY, HASH_QUEUE_LENGTH, HASH_BUSY_RETRY_SECONDS, HASH_PER_ADDRESS);

/** `address`: the client whose request needs the hash (a login), so one address holds few places. */
function scrypt(secret: string, salt: Buffer, params: ScryptParams, address?: string): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: MAX_MEMORY };
  // Async: the work runs on libuv's thread pool and does not block other requests.
  return passwordHashing.run(
    () =>
      new Promise((resolve, reject) =>
        scryptCallback(secret, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
    address,
  );
}

const SHA256_HEX = /^[0-9a-fA-F]{64}$/;

/** Whether a submitted password field has the shape of a SHA-256 hex digest. */
export function isPasswordDigest(value: string): boolean {
  return SHA256_HEX.test(value);
}

/** A password the browser sent as its SHA-256 hex digest (private deployments, shell spec §5). */
export interface PasswordDigest {
  digest: string;
}

/** A password as the server received it: plain, or a digest where the deployment accepts digests. */
export type PasswordSecret = string | PasswordDigest;

/**
 * How to read a submitted password field. Only a private deployment's browser hashes before sending
 * (shell spec §5), so only there is a 64-hex value a digest; elsewhere it is a plain password like any
 * other and meets the password rule (a "digest" would skip the rule, docs/decisions.md).
 */
export function submittedPassword(value: string, digestsAccepted: boolean): PasswordSecret {
  return digestsAccepted && isPasswordDigest(value) ? { digest: value } : value;
}

/** The secret that scrypt protects: always the SHA-256 hex of the password, so both forms reach the same hash. */
export function passwordKey(secret: PasswordSecret): string {
  return typeof secret === 'string' ? createHash('sha256').update(secret, 'utf8').digest('hex') : secret.digest.toLowerCase();
}

export async function hashPassword(secret: PasswordSecret, params: ScryptParams = defaultScrypt()): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await scrypt(passwordKey(secret), salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

function parseStored(stored: string): { params: ScryptParams; salt: Buffer; hash: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return null;
  return { params: { N, r, p }, salt: Buffer.from(parts[4], 'base64'), hash: Buffer.from(parts[5], 'base64') };
}

export async function verifyPassword(secret: PasswordSecret, stored: string, address?: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const candidate = await scrypt(passwordKey(secret), parsed.salt, parsed.params, address);
  return candidate.length === parsed.hash.length && timingSafeEqual(candidate, parsed.hash);
}

/**
 * A stored hash that no password matches, for unknown usernames: verifying against it costs one full
 * scrypt, so the answer time does not tell whether the username exists.
 */
export function dummyPasswordHash(params: ScryptParams = defaultScrypt()): string {
  const noise = (n: number) => randomBytes(n).toString('base64');
  return ['scrypt', params.N, params.r, params.p, noise(SALT_LENGTH), noise(KEY_LENGTH)].join('$');
}
