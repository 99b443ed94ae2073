// Sessions: one active session per user (a new login revokes the older ones, so their tokens answer 401).
import type { Db } from '../db/db';
import { newToken, tokenHash } from './token';

export type LoginChannel = 'password' | 'partner' | 'market' | 'authCode';

export interface SessionUser {
  sessionId: number;
  userId: number;
  channel: LoginChannel;
}

/** Starts a session for the user, revoking every older one in the same transaction. Answers the token. */
export async function startSession(db: Db, userId: number, channel: LoginChannel): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    // Locking the user row serialises two simultaneous logins of the same user, across instances too,
    // so exactly one session stays active.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
    await tx.query('INSERT INTO sessions (token_hash, user_id, channel) VALUES ($1, $2, $3)', [
      tokenHash(token),
      userId,
      channel,
    ]);
  });
  return token;
}

/** The active session of a token, or null when it is unknown, revoked or replaced. */
export async function findSession(db: Db, token: string): Promise<SessionUser | null> {
  const rows = await db.query<{ id: number; user_id: number; channel: LoginChannel }>(
    'SELECT id, user_id, channel FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL',
    [tokenHash(token)],
  );
  const row = rows[0];
  return row ? { sessionId: row.id, userId: row.user_id, channel: row.channel } : null;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}
