// Sessions: one active session per user (a new login revokes the older ones, so their tokens answer 401).
import { effectiveRole, type LegacyRole, type RbacMenuNode } from '@toufang/domain';
import type { Caller } from '../access/decide';
import { permissionCodes, RBAC_VERSION } from '../access/permission-codes';
import type { Db, Queryable } from '@toufang/server-db';
import { newToken, tokenHash } from './token';

export type LoginChannel = 'password' | 'partner' | 'market' | 'authCode';

/** The session of a call: who calls, for which company, and what they may do (the access layer decides on it). */
export interface SessionUser extends Caller {
  sessionId: number;
  userId: number;
  channel: LoginChannel;
  /** The user's company: every list and write stays inside it. */
  customerId: number;
  /** The user holds a one-time password: only the password change, the user info and logout answer. */
  mustChangePassword: boolean;
  /**
   * A gadget session's accounts (media_accounts ids, from its auth code): every account scope of the session
   * is intersected with them (libs/server/org account-scope.ts). Absent or null narrows nothing.
   */
  accountIds?: readonly number[] | null;
}

/** Starts a session for the user, revoking every older one in the same transaction. Answers the token. */
export async function startSession(db: Db, userId: number, channel: LoginChannel, accountIds: readonly number[] | null = null): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    // Locking the user row serialises two simultaneous logins of the same user, across instances too,
    // so exactly one session stays active.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
    await tx.query('INSERT INTO sessions (token_hash, user_id, channel, account_ids) VALUES ($1, $2, $3, $4)', [
      tokenHash(token),
      userId,
      channel,
      accountIds === null ? null : JSON.stringify(accountIds),
    ]);
  });
  return token;
}

/**
 * The active session of a token, or null when it is unknown, revoked or replaced, or when its user is
 * disabled or past their expiry time (their next call answers 401 even if a session slipped through).
 */
export async function findSession(db: Db, token: string): Promise<SessionUser | null> {
  return readSession(db, 's.token_hash = $1 AND s.revoked_at IS NULL', tokenHash(token));
}

/**
 * Who a user is now, for work done later on their behalf (a list's export job re-runs the list as them):
 * their latest session, ended or not, while the user is enabled and not past their expiry; else null.
 */
export async function sessionOfUser(db: Db, userId: number): Promise<SessionUser | null> {
  return readSession(db, 's.user_id = $1', userId, 'ORDER BY s.id DESC LIMIT 1');
}

async function readSession(db: Db, where: string, param: string | number, tail = ''): Promise<SessionUser | null> {
  // One round trip per call: the session with what the access layer needs of its user and of the custom
  // role they hold (whose menu tree and actions decide at once, without a new login).
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
    role_id: number | null;
    role_menu_tree: RbacMenuNode[] | null;
    role_actions: string[] | null;
    must_change_password: boolean;
    show_performance: number;
    dmp_permissions: string[] | null;
    account_ids: number[] | null;
    user_identify: string | null;
  }>(
    `SELECT s.id, s.user_id, s.channel, u.customer_id, u.role, u.is_design_manager, u.rbac_version, u.menu_tree, u.button_config,
            u.role_id, r.menu_tree AS role_menu_tree, r.actions AS role_actions, u.must_change_password, u.show_performance,
            u.dmp_permissions, s.account_ids, u.user_identify
     FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN roles r ON r.id = u.role_id
     WHERE ${where} AND u.disabled_at IS NULL AND u.expire_time > now() ${tail}`,
    [param],
  );
  const row = rows[0];
  if (!row) return null;
  const custom = row.role_id !== null && row.role_menu_tree !== null;
  const source = custom
    ? {
        rbacVersion: RBAC_VERSION,
        menuTree: row.role_menu_tree ?? [],
        buttonConfig: Object.fromEntries((row.role_actions ?? []).map((flag) => [flag, true])),
      }
    : { rbacVersion: row.rbac_version, menuTree: row.menu_tree, buttonConfig: row.button_config };
  return {
    sessionId: row.id,
    userId: row.user_id,
    channel: row.channel,
    customerId: row.customer_id,
    role: effectiveRole(row.role, row.is_design_manager),
    rbac: source.rbacVersion === RBAC_VERSION,
    permissions: permissionCodes({ ...source, dashboard: row.user_identify === 'dashboard' }),
    mustChangePassword: row.must_change_password === true,
    showPerformance: Number(row.show_performance) === 1,
    dynamicKeys: new Set(row.dmp_permissions ?? []),
    accountIds: row.account_ids,
  };
}

/** Ends every session of a user (call inside the transaction of the change that ends them). */
export async function endSessions(tx: Queryable, userId: number): Promise<void> {
  await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}
