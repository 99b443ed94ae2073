// The media account service: the company's accounts of a media (listed, imported through an
// authorisation, changed, grouped, monitored, synced with their media, removed). Every call stays inside
// the caller's company (another company's ids answer 404 like missing ones), a user reaches only the
// accounts their role lets them see (org/account-scope.ts), every write runs in one transaction with its
// audit records, and no media call is made inside a transaction (the media port uses its own connection).
import type { components } from '@toufang/api/contract';
import { type MediaCode } from '@toufang/domain';
import { sql } from 'kysely';
import { type Actor, type AuditEntry } from '@toufang/server-audit';
import { type ScryptParams, type SessionUser, CODES, Refusal, containsPattern, fetchPage } from '@toufang/server-http';
import { sqlOn, type AuthStatus, type Db, type Queryable } from '@toufang/server-db';
import { accountInScope } from '@toufang/server-org';
import type { MediaPorts } from '@toufang/server-context';
import { ACCOUNT_STATUS_TEXT, ACCOUNT_TEXTS, AUTH_STATUS_TEXT } from './texts';

type Schemas = components['schemas'];
export type MediaAccountRecord = Schemas['MediaAccountRecord'];
export type MediaAccountPageQuery = Schemas['MediaAccountPageQuery'];
export type MediaAccountUpdate = Schemas['MediaAccountUpdateRequest'];

/** What every call of the service needs: the database, the media, the caller and the time. */
export interface AccountContext {
  db: Db;
  ports: MediaPorts;
  session: SessionUser;
  now(): Date;
  /** scrypt parameters of reset passwords (the OWASP ones unless a test asks otherwise). */
  scrypt?: ScryptParams;
}

export const notFound = (message: string = ACCOUNT_TEXTS.ACCOUNT_NOT_FOUND) => new Refusal(CODES.NOT_FOUND, message);

export const fen = (yuan: number | null) => (yuan === null ? null : Math.round(yuan * 100));
export const yuan = (f: number) => f / 100;

/**
 * The accounts a caller may reach (on the alias a of media_accounts), by the one rule of
 * org/account-scope.ts: the company's for ADMIN and MANAGER, the assigned (and project) ones for the others.
 */
function inScope(session: SessionUser) {
  return accountInScope(session, 'a');
}

const SORT_COLUMNS = {
  balance: 'a.balance_fen',
  todayCost: 'a.today_cost_fen',
  dailyBudget: 'a.daily_budget_fen',
  lastSyncedAt: 'a.last_synced_at',
  accountName: 'a.account_name',
} as const;

function recordQuery(db: Queryable, session: SessionUser) {
  return sqlOn(db)
    .selectFrom('media_accounts as a')
    .leftJoin('media_authorizations as z', 'z.id', 'a.authorization_id')
    .leftJoin('account_groups as g', 'g.id', 'a.group_id')
    .leftJoin('projects as p', 'p.id', 'a.project_id')
    .select([
      'a.id',
      'a.media_code',
      'a.account_id',
      'a.account_name',
      'a.sandbox',
      'a.status',
      'a.balance_fen',
      'a.today_cost_fen',
      'a.daily_budget_fen',
      'a.group_id',
      'g.name as group_name',
      'a.project_id',
      'p.name as project_name',
      'a.authorization_id',
      'z.status as auth_status',
      'z.refresh_expires_at',
      'a.last_synced_at',
      'a.last_sync_error',
      'a.remark',
      'a.product',
      // The operators ride along with their account: one round trip per page.
      sql<{ userId: number; name: string }[]>`coalesce((
        SELECT json_agg(json_build_object('userId', u.id, 'name', u.display_name) ORDER BY u.id)
        FROM media_account_operators o JOIN users u ON u.id = o.user_id
        WHERE o.account_id = a.id), '[]'::json)`.as('operators'),
    ])
    .where(inScope(session));
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof recordQuery>['execute']>>[number];

function toRecords(rows: readonly RecordRow[]): MediaAccountRecord[] {
  return rows.map((r) => {
    const authStatus = (r.auth_status ?? null) as AuthStatus | null;
    return {
      id: r.id,
      // The media column references the media table, whose codes are the contract's.
      mediaCode: r.media_code as MediaCode,
      accountId: r.account_id,
      accountName: r.account_name,
      sandbox: r.sandbox,
      status: r.status,
      statusText: ACCOUNT_STATUS_TEXT[r.status],
      balance: yuan(r.balance_fen),
      todayCost: yuan(r.today_cost_fen),
      dailyBudget: r.daily_budget_fen === null ? null : yuan(r.daily_budget_fen),
      groupId: r.group_id,
      groupName: r.group_name,
      projectId: r.project_id,
      projectName: r.project_name,
      operators: r.operators,
      authorizationId: r.authorization_id,
      authStatus,
      authStatusText: authStatus === null ? null : AUTH_STATUS_TEXT[authStatus],
      authExpiresAt: r.refresh_expires_at ? r.refresh_expires_at.toISOString() : null,
      lastSyncedAt: r.last_synced_at ? r.last_synced_at.toISOString() : null,
      lastSyncError: r.last_sync_error,
      remark: r.remark,
      product: r.product,
    };
  });
}

/** One page of the caller's accounts of a media. */
export async function listMediaAccountPage(ctx: AccountContext, query: MediaAccountPageQuery) {
  let q = recordQuery(ctx.db, ctx.session).where('a.media_code', '=', query.mediaCode).where('a.bound', '=', true);
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    q = q.where((eb) => eb.or([eb('a.account_name', 'ilike', pattern), eb('a.account_id', 'like', pattern)]));
  }
  if (query.status) q = q.where('a.status', '=', query.status);
  if (query.authStatus) q = q.where('z.status', '=', query.authStatus);
  if (query.groupId !== undefined) q = q.where('a.group_id', '=', query.groupId);
  if (query.projectId !== undefined) q = q.where('a.project_id', '=', query.projectId);
  if (query.sortField) {
    // PostgreSQL sorts NULL above every value: 不限 budgets and never-synced accounts come last going up.
    q = q.orderBy(SORT_COLUMNS[query.sortField], query.sortOrder === 'descend' ? 'desc' : 'asc');
  }
  q = q.orderBy('a.id');
  const { rows, total } = await fetchPage(q, query);
  return { records: toRecords(rows), total, current: query.current, size: query.size };
}

/** The records of some accounts in the caller's scope, in the order of ids. */
export async function recordsOf(ctx: AccountContext, ids: readonly number[]): Promise<MediaAccountRecord[]> {
  if (ids.length === 0) return [];
  const rows = await recordQuery(ctx.db, ctx.session).where('a.id', 'in', [...ids]).execute();
  const records = toRecords(rows);
  return ids.flatMap((id) => records.filter((r) => r.id === id));
}

/** The accounts of these ids in the caller's scope; any id outside it refuses the call (404). */
export async function accountsInScope(db: Queryable, session: SessionUser, ids: readonly number[], lock = false) {
  let q = sqlOn(db)
    .selectFrom('media_accounts as a')
    .selectAll('a')
    .where(inScope(session))
    .where('a.id', 'in', [...ids])
    .orderBy('a.id');
  if (lock) q = q.forUpdate();
  const rows = await q.execute();
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows;
}

export function accountAudit(companyId: number, actor: Actor, row: { media_code: string; account_id: string; account_name: string }) {
  return {
    companyId,
    actor,
    media: row.media_code,
    account: { id: row.account_id, name: row.account_name },
    object: { level: 'account', id: row.account_id, name: row.account_name },
  } satisfies Partial<AuditEntry>;
}

