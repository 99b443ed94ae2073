// Sessions: one active session per user (a new login revokes the older ones, so their tokens answer 401).
import { effectiveRole, type LegacyRole, type RbacMenuNode } from '@toufang/domain';
import type { Caller } from '../access/decide';
import { permissionCodes, RBAC_VERSION } from '../access/permission-codes';
import type { Db } from '../db/db';
import { newToken, tokenHash } from './token';

export type LoginChannel = 'password' | 'partner' | 'market' | 'authCode';

/** The session of a call: who calls, for which company, and what they may do (the access layer decides on it). */
export interface SessionUser extends Caller {
  sessionId: number;
  userId: number;
  channel: LoginChannel;
  /** The user's company: every list and write stays inside it. */
  customerId: number;
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
  // One round trip per call: the session with what the access layer needs of its user.
  const rows = await db.query<{
    id: number;
    user_id: number;
    channel: LoginChannel;
    customer_id: number;
    role: LegacyRole;
    is_design_manager: number;
    rbac_version: string | null;
    menu_tree: RbacMenuNode[];
    button_config: Record<string, boolean>;
  }>(
    `SELECT s.id, s.user_id, s.channel, u.customer_id, u.role, u.is_design_manager, u.rbac_version, u.menu_tree, u.button_config
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL`,
    [tokenHash(token)],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    sessionId: row.id,
    userId: row.user_id,
    channel: row.channel,
    customerId: row.customer_id,
    role: effectiveRole(row.role, row.is_design_manager),
    rbac: row.rbac_version === RBAC_VERSION,
    permissions: permissionCodes({ rbacVersion: row.rbac_version, menuTree: row.menu_tree, buttonConfig: row.button_config }),
  };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}
