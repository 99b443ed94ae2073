// Back-off of failed logins, counted per account and address and per address alone (issue 18): a flood
// from one address locks that address, never the account's owner at another one. The counters live in
// the database (login_attempts), so every instance behind a load balancer sees the same lock.
import { isIPv6 } from 'node:net';
import type { Queryable } from '@toufang/server-db';

export interface BackoffPolicy {
  /** Failures that pass before the first lock. */
  free: number;
  firstLockSeconds: number;
  maxLockSeconds: number;
}

/** One username from one address: 5 free failures, then 30 s doubling to 15 min. */
export const ACCOUNT_POLICY: BackoffPolicy = { free: 5, firstLockSeconds: 30, maxLockSeconds: 15 * 60 };
/** One address, whatever the usernames: more room, since an office's users share its address. */
export const ADDRESS_POLICY: BackoffPolicy = { free: 20, firstLockSeconds: 30, maxLockSeconds: 15 * 60 };
/** A counter without a failure for this long starts again (a typo yesterday does not lock today). */
export const QUIET_RESET_SECONDS = 60 * 60;
/** The row counting an address's failures over every username (a real username is never empty). */
const WHOLE_ADDRESS = '';

/** Seconds of lock after this many consecutive failures: none within the free ones, then doubling to the cap. */
export function lockSeconds(failures: number, policy: BackoffPolicy = ACCOUNT_POLICY): number {
  if (failures < policy.free) return 0;
  const doublings = failures - policy.free;
  // Beyond 5 doublings the cap applies anyway; this keeps 2 ** n small.
  return Math.min(policy.firstLockSeconds * 2 ** Math.min(doublings, 10), policy.maxLockSeconds);
}

/** Whole seconds left until lockedUntil (at least 1 while locked), or 0 when not locked. */
export function secondsLeft(lockedUntil: Date | null, now = new Date()): number {
  if (!lockedUntil) return 0;
  const ms = lockedUntil.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/** The same words for an account's lock and an address's: neither tells which one it is. */
export function lockedMessage(seconds: number): string {
  return `登录失败次数过多，请在${seconds}秒后重试`;
}

/**
 * The key of a client address: IPv4 as it is (an IPv4-mapped IPv6 address unwrapped), IPv6 by its /64
 * prefix, since one host may hold a whole /64.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('%')[0].split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** Seconds this username may not try from this address (0 when it may): the longer of the two locks. */
export async function lockRemaining(db: Queryable, username: string, address: string): Promise<number> {
  const rows = await db.query<{ locked_until: Date | null }>(
    'SELECT locked_until FROM login_attempts WHERE address = $2 AND username IN ($1, $3)',
    [username, address, WHOLE_ADDRESS],
  );
  return Math.max(0, ...rows.map((row) => secondsLeft(row.locked_until)));
}

async function countFailure(db: Queryable, username: string, address: string, policy: BackoffPolicy): Promise<void> {
  const [{ failures }] = await db.query<{ failures: number }>(
    `INSERT INTO login_attempts (username, address, failures, updated_at) VALUES ($1, $2, 1, now())
     ON CONFLICT (username, address) DO UPDATE SET
       failures = CASE WHEN login_attempts.updated_at < now() - make_interval(secs => $3) THEN 1 ELSE login_attempts.failures + 1 END,
       updated_at = now()
     RETURNING failures`,
    [username, address, QUIET_RESET_SECONDS],
  );
  const seconds = lockSeconds(failures, policy);
  if (seconds > 0) {
    await db.query('UPDATE login_attempts SET locked_until = now() + make_interval(secs => $3) WHERE username = $1 AND address = $2', [
      username,
      address,
      seconds,
    ]);
  }
}

/** Rows nobody needs any more go at most once a minute per process (a flood of random usernames adds one each). */
let lastPrune = 0;
async function pruneQuiet(db: Queryable): Promise<void> {
  if (Date.now() - lastPrune < 60_000) return;
  lastPrune = Date.now();
  await db.query(
    `DELETE FROM login_attempts WHERE updated_at < now() - make_interval(secs => $1) AND (locked_until IS NULL OR locked_until < now())`,
    [QUIET_RESET_SECONDS],
  );
}

/** Counts one more failure of the username at the address, and of the address, each atomically, and sets the locks they earn. */
export async function recordFailure(db: Queryable, username: string, address: string): Promise<void> {
  await countFailure(db, username, address, ACCOUNT_POLICY);
  await countFailure(db, WHOLE_ADDRESS, address, ADDRESS_POLICY);
  await pruneQuiet(db);
}

/**
 * A success clears the username's count at this address only: the address's own count keeps running, or
 * a guesser holding one account could clear it between guesses at others.
 */
export async function resetFailures(db: Queryable, username: string, address: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE username = $1 AND address = $2', [username, address]);
}
