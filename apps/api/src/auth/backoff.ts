// Per-username back-off of failed logins. The counters live in the database (login_attempts), so every
// instance behind a load balancer sees the same lock.
import type { Queryable } from '../db/db';

export const FREE_FAILURES = 5;
export const FIRST_LOCK_SECONDS = 30;
export const MAX_LOCK_SECONDS = 15 * 60;

/** Seconds of lock after this many consecutive failures: none before 5, then 30 s doubling to 15 min. */
export function lockSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  const doublings = failures - FREE_FAILURES;
  // Beyond 5 doublings the cap applies anyway; this keeps 2 ** n small.
  return Math.min(FIRST_LOCK_SECONDS * 2 ** Math.min(doublings, 10), MAX_LOCK_SECONDS);
}

/** Whole seconds left until lockedUntil (at least 1 while locked), or 0 when not locked. */
export function secondsLeft(lockedUntil: Date | null, now = new Date()): number {
  if (!lockedUntil) return 0;
  const ms = lockedUntil.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

export function lockedMessage(seconds: number): string {
  return `登录失败次数过多，请在${seconds}秒后重试`;
}

/** Seconds the username is still locked for (0 when it may try). */
export async function lockRemaining(db: Queryable, username: string): Promise<number> {
  const rows = await db.query<{ locked_until: Date | null }>(
    'SELECT locked_until FROM login_attempts WHERE username = $1',
    [username],
  );
  return secondsLeft(rows[0]?.locked_until ?? null);
}

/** Counts one more failure atomically and sets the lock it earns. */
export async function recordFailure(db: Queryable, username: string): Promise<void> {
  const [{ failures }] = await db.query<{ failures: number }>(
    `INSERT INTO login_attempts (username, failures, updated_at) VALUES ($1, 1, now())
     ON CONFLICT (username) DO UPDATE SET failures = login_attempts.failures + 1, updated_at = now()
     RETURNING failures`,
    [username],
  );
  const seconds = lockSeconds(failures);
  if (seconds > 0) {
    await db.query(
      "UPDATE login_attempts SET locked_until = now() + make_interval(secs => $2) WHERE username = $1",
      [username, seconds],
    );
  }
}

export async function resetFailures(db: Queryable, username: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE username = $1', [username]);
}
