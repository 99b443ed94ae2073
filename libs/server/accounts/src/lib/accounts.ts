// The media account service: the company's accounts of a media (listed, imported through an
// authorisation, changed, grouped, monitored, synced with their media, removed). Every call stays inside
// the caller's company (another company's ids answer 404 like missing ones), a user reaches only the
// accounts their role lets them see (org/account-scope.ts), every write runs in one transaction with its
// audit records, and no media call is made inside a transaction (the media port uses its own connection).
import { randomInt } from 'node:crypto';
import type { components } from '@toufang/api/contract';
import { seesWholeCompany, type MediaCode } from '@toufang/domain';
import { sql } from 'kysely';
import { actorOf, type Actor, recordAudit, recordAuditBatch, type AuditEntry } from '@toufang/server-audit';
import { hashPassword, type ScryptParams, type SessionUser, CODES, Refusal, badRequest, forbidden, containsPattern, fetchPage } from '@toufang/server-http';
import { sqlOn, type AuthStatus, type Db, type Queryable } from '@toufang/server-db';
import { accountInScope } from '@toufang/server-org';
import { isMediaError, type MediaAccountInfo } from '@toufang/server-media';
import type { MediaPorts } from '@toufang/server-context';
import { ACCOUNT_LIMITS, ACCOUNT_STATUS_TEXT, ACCOUNT_TEXTS, AUTH_STATUS_TEXT, PASSWORD_ALPHABET } from './texts';

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

const fen = (yuan: number | null) => (yuan === null ? null : Math.round(yuan * 100));
const yuan = (f: number) => f / 100;

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
async function accountsInScope(db: Queryable, session: SessionUser, ids: readonly number[], lock = false) {
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

function accountAudit(companyId: number, actor: Actor, row: { media_code: string; account_id: string; account_name: string }) {
  return {
    companyId,
    actor,
    media: row.media_code,
    account: { id: row.account_id, name: row.account_name },
    object: { level: 'account', id: row.account_id, name: row.account_name },
  } satisfies Partial<AuditEntry>;
}

// ---------- import ----------

export interface BindEntry {
  advertiserId: string;
  /** The name the desk shows (default: the media's). */
  name?: string;
  remark?: string;
}

export interface BindOutcome {
  advertiserId: string;
  result: 'imported' | 'skipped' | 'otherCompany';
}

/** The figures of accounts read from their media through one authorisation (outside any transaction). */
type Reading = { info: MediaAccountInfo } | { error: string; authStatus?: AuthStatus };

async function readFromMedia(ports: MediaPorts, media: MediaCode, authorizationId: number, advertiserIds: readonly string[]) {
  const gateway = ports.gateway(media, authorizationId);
  const out = new Map<string, Reading>();
  for (const id of advertiserIds) {
    try {
      out.set(id, { info: await gateway.getAccount(id) });
    } catch (error) {
      if (!isMediaError(error)) throw error;
      const authStatus = error.kind === 'auth_expired' ? 'expired' : error.kind === 'auth_revoked' ? 'revoked' : undefined;
      out.set(id, { error: error.message, authStatus });
    }
  }
  return out;
}

/**
 * Binds advertisers of an authorisation to the company: new accounts are added, the company's own accounts
 * the caller may see move to this authorisation (re-authorisation: only the authorisation and the media's
 * figures change), company accounts outside the caller's scope and accounts another company holds are left
 * alone. Status and figures come from the media at once. Whoever sees only assigned accounts is assigned
 * the accounts they add, never one already bound in the company (that would hand it over to them).
 */
export async function bindAccounts(ctx: AccountContext, authorizationId: number, entries: readonly BindEntry[]): Promise<BindOutcome[]> {
  const auth = await sqlOn(ctx.db)
    .selectFrom('media_authorizations')
    .selectAll()
    .where('id', '=', authorizationId)
    .where('customer_id', '=', ctx.session.customerId)
    .executeTakeFirst();
  if (!auth) throw notFound(ACCOUNT_TEXTS.AUTHORIZATION_NOT_FOUND);
  if (auth.status !== 'active') throw new Refusal(CODES.BAD_REQUEST, ACCOUNT_TEXTS.AUTHORIZATION_INACTIVE);
  const covered = new Set(auth.advertiser_ids);
  if (entries.some((e) => !covered.has(e.advertiserId))) throw new Refusal(CODES.BAD_REQUEST, ACCOUNT_TEXTS.NOT_COVERED);
  const media = auth.media_code as MediaCode;
  const ids = entries.map((e) => e.advertiserId);
  const held = await sqlOn(ctx.db)
    .selectFrom('media_accounts as a')
    .select(['a.account_id', 'a.customer_id', 'a.authorization_id', accountInScope(ctx.session, 'a').as('in_scope')])
    .where('a.media_code', '=', media)
    .where('a.account_id', 'in', ids)
    .execute();
  const toRead = ids.filter((id) => {
    const row = held.find((h) => h.account_id === id);
    return !row || (row.customer_id === ctx.session.customerId && row.in_scope && row.authorization_id !== authorizationId);
  });
  const figures = await readFromMedia(ctx.ports, media, authorizationId, toRead);
  const actor = await actorOf(ctx.db, ctx.session);
  const now = ctx.now();

  return ctx.db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const outcomes: BindOutcome[] = [];
    const audits: AuditEntry[] = [];
    for (const entry of entries) {
      const read = figures.get(entry.advertiserId);
      if (!read) {
        const row = held.find((h) => h.account_id === entry.advertiserId);
        const ours = row?.customer_id === ctx.session.customerId;
        // Already bound here: only a name or remark given with it (an upload) is applied, and only to an
        // account the caller may see.
        if (ours && row.in_scope && (entry.name !== undefined || entry.remark !== undefined)) {
          await q
            .updateTable('media_accounts')
            .set({ ...(entry.name !== undefined ? { account_name: entry.name } : {}), ...(entry.remark !== undefined ? { remark: entry.remark } : {}) })
            .where('media_code', '=', media)
            .where('account_id', '=', entry.advertiserId)
            .execute();
        }
        outcomes.push({ advertiserId: entry.advertiserId, result: ours ? 'skipped' : 'otherCompany' });
        continue;
      }
      const info = 'info' in read ? read.info : null;
      const values = {
        authorization_id: authorizationId,
        sandbox: auth.sandbox,
        bound: true,
        ...(info
          ? {
              status: info.status,
              balance_fen: fen(info.balance) ?? 0,
              daily_budget_fen: fen(info.dailyBudget),
              today_cost_fen: fen(info.todayCost) ?? 0,
              last_synced_at: now,
              last_sync_error: null,
            }
          : { last_sync_error: 'error' in read ? read.error : null }),
      };
      const name = entry.name ?? info?.name ?? entry.advertiserId;
      // Insert, or re-authorise the company's own row the caller may see; a row of another company, or
      // one bound since the read above, is never touched.
      const before = await q
        .selectFrom('media_accounts as a')
        .select(['a.id', 'a.customer_id', 'a.account_name', 'a.authorization_id', 'a.remark', accountInScope(ctx.session, 'a').as('in_scope')])
        .where('a.media_code', '=', media)
        .where('a.account_id', '=', entry.advertiserId)
        .forUpdate()
        .executeTakeFirst();
      if (before && before.customer_id !== ctx.session.customerId) {
        outcomes.push({ advertiserId: entry.advertiserId, result: 'otherCompany' });
        continue;
      }
      if (before && !before.in_scope) {
        outcomes.push({ advertiserId: entry.advertiserId, result: 'skipped' });
        continue;
      }
      let accountId: number;
      if (before) {
        await q
          .updateTable('media_accounts')
          .set({ ...values, ...(entry.name ? { account_name: entry.name } : {}), ...(entry.remark !== undefined ? { remark: entry.remark } : {}) })
          .where('id', '=', before.id)
          .execute();
        accountId = before.id;
      } else {
        const inserted = await q
          .insertInto('media_accounts')
          .values({
            customer_id: ctx.session.customerId,
            media_code: media,
            account_id: entry.advertiserId,
            account_name: name,
            remark: entry.remark ?? '',
            ...values,
          })
          // Another import of the same account may commit first: then this one binds nothing.
          .onConflict((oc) => oc.columns(['media_code', 'account_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) {
          const winner = await q.selectFrom('media_accounts').select('customer_id').where('media_code', '=', media).where('account_id', '=', entry.advertiserId).executeTakeFirst();
          outcomes.push({ advertiserId: entry.advertiserId, result: winner?.customer_id === ctx.session.customerId ? 'skipped' : 'otherCompany' });
          continue;
        }
        accountId = inserted.id;
      }
      // Whoever sees only assigned accounts is assigned what they add, or it would vanish from their list;
      // a re-authorised account was already theirs to see and keeps its operators.
      if (!before && !seesWholeCompany(ctx.session.role)) {
        await q
          .insertInto('media_account_operators')
          .values({ account_id: accountId, user_id: ctx.session.userId })
          .onConflict((oc) => oc.columns(['account_id', 'user_id']).doNothing())
          .execute();
      }
      outcomes.push({ advertiserId: entry.advertiserId, result: 'imported' });
      audits.push({
        ...accountAudit(ctx.session.customerId, actor, { media_code: media, account_id: entry.advertiserId, account_name: before?.account_name ?? name }),
        at: now,
        action: before ? 'media-account.reauthorize' : 'media-account.import',
        actionName: before ? '重新授权账户' : '添加账户',
        before: before ? { authorizationId: before.authorization_id } : null,
        after: { authorizationId, accountName: entry.name ?? before?.account_name ?? name },
        answer: 'error' in read ? { outcome: 'refused', message: read.error } : { outcome: 'ok' },
      });
    }
    await recordAuditBatch(tx, audits);
    return outcomes;
  });
}

// ---------- update ----------

/** The capability each field of an update needs (shell spec §6 matrix; docs/decisions.md for the open ones). */
export const UPDATE_FIELD_CAPABILITY = {
  accountName: 'changeAccount',
  remark: 'changeAccount',
  operatorIds: 'changeAccount',
  product: 'changeProduct',
  projectId: 'changeProduct',
  groupId: 'manageGroups',
} as const;

export async function updateMediaAccount(
  ctx: AccountContext,
  update: MediaAccountUpdate,
  may: (capability: (typeof UPDATE_FIELD_CAPABILITY)[keyof typeof UPDATE_FIELD_CAPABILITY]) => boolean,
): Promise<MediaAccountRecord> {
  for (const field of Object.keys(UPDATE_FIELD_CAPABILITY) as (keyof typeof UPDATE_FIELD_CAPABILITY)[]) {
    if (update[field] !== undefined && !may(UPDATE_FIELD_CAPABILITY[field])) throw forbidden(ACCOUNT_TEXTS.FIELD_FORBIDDEN[field]);
  }
  const actor = await actorOf(ctx.db, ctx.session);
  await ctx.db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const [row] = await accountsInScope(tx, ctx.session, [update.id], true);
    const company = ctx.session.customerId;
    if (update.groupId != null) {
      const group = await q.selectFrom('account_groups').select('id').where('id', '=', update.groupId).where('customer_id', '=', company).executeTakeFirst();
      if (!group) throw notFound(ACCOUNT_TEXTS.GROUP_NOT_FOUND);
    }
    if (update.projectId != null) {
      const project = await q.selectFrom('projects').select('id').where('id', '=', update.projectId).where('customer_id', '=', company).executeTakeFirst();
      if (!project) throw notFound(ACCOUNT_TEXTS.PROJECT_NOT_FOUND);
    }
    const operatorsBefore = (
      await q.selectFrom('media_account_operators').select('user_id').where('account_id', '=', row.id).orderBy('user_id').execute()
    ).map((o) => o.user_id);
    if (update.operatorIds !== undefined && update.operatorIds.length > 0) {
      const users = await q.selectFrom('users').select('id').where('id', 'in', update.operatorIds).where('customer_id', '=', company).execute();
      if (users.length !== update.operatorIds.length) throw notFound(ACCOUNT_TEXTS.OPERATOR_NOT_FOUND);
    }
    const before = {
      accountName: row.account_name,
      remark: row.remark,
      product: row.product,
      groupId: row.group_id,
      projectId: row.project_id,
      operatorIds: operatorsBefore,
    };
    const after = {
      accountName: update.accountName ?? before.accountName,
      remark: update.remark ?? before.remark,
      product: update.product ?? before.product,
      groupId: update.groupId === undefined ? before.groupId : update.groupId,
      projectId: update.projectId === undefined ? before.projectId : update.projectId,
      operatorIds: update.operatorIds === undefined ? before.operatorIds : [...update.operatorIds].sort((x, y) => x - y),
    };
    await q
      .updateTable('media_accounts')
      .set({
        account_name: after.accountName,
        remark: after.remark,
        product: after.product,
        group_id: after.groupId,
        project_id: after.projectId,
      })
      .where('id', '=', row.id)
      .execute();
    if (update.operatorIds !== undefined) {
      await q.deleteFrom('media_account_operators').where('account_id', '=', row.id).execute();
      if (after.operatorIds.length > 0) {
        await q
          .insertInto('media_account_operators')
          .values(after.operatorIds.map((userId) => ({ account_id: row.id, user_id: userId })))
          .execute();
      }
    }
    await recordAudit(tx, {
      ...accountAudit(ctx.session.customerId, actor, row),
      at: ctx.now(),
      action: 'media-account.update',
      actionName: '修改账户',
      before,
      after,
    });
  });
  const [record] = await recordsOf(ctx, [update.id]);
  return record;
}

// ---------- remove ----------

/** Removes accounts from the desk (their operators and monitors go with them; the audit keeps the row). */
export async function removeMediaAccounts(ctx: AccountContext, ids: readonly number[]): Promise<number> {
  const actor = await actorOf(ctx.db, ctx.session);
  return ctx.db.transaction(async (tx) => {
    const rows = await accountsInScope(tx, ctx.session, ids, true);
    await sqlOn(tx).deleteFrom('media_accounts').where('id', 'in', rows.map((r) => r.id)).execute();
    await recordAuditBatch(
      tx,
      rows.map((row) => ({
        ...accountAudit(ctx.session.customerId, actor, row),
        at: ctx.now(),
        action: 'media-account.remove',
        actionName: '删除账户',
        before: { accountName: row.account_name, groupId: row.group_id, projectId: row.project_id, remark: row.remark, product: row.product },
        after: null,
      })),
    );
    return rows.length;
  });
}

// ---------- groups ----------

async function groupOf(db: Queryable, company: number, id: number) {
  const group = await sqlOn(db).selectFrom('account_groups').selectAll().where('id', '=', id).where('customer_id', '=', company).forUpdate().executeTakeFirst();
  if (!group) throw notFound(ACCOUNT_TEXTS.GROUP_NOT_FOUND);
  return group;
}

export async function saveAccountGroup(ctx: AccountContext, { id, name }: { id?: number; name: string }) {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest('分组名称不能为空');
  const actor = await actorOf(ctx.db, ctx.session);
  const company = ctx.session.customerId;
  return ctx.db.transaction(async (tx) => {
    const q = sqlOn(tx);
    // Serialises saves of one company, so two of the same name cannot both pass the check.
    await q.selectFrom('customers').select('id').where('id', '=', company).forUpdate().execute();
    const before = id === undefined ? undefined : await groupOf(tx, company, id);
    let taken = q.selectFrom('account_groups').select('id').where('customer_id', '=', company).where('name', '=', trimmed);
    if (id !== undefined) taken = taken.where('id', '<>', id);
    if (await taken.executeTakeFirst()) throw new Refusal(409, ACCOUNT_TEXTS.GROUP_NAME_TAKEN);
    const saved = before
      ? await q.updateTable('account_groups').set({ name: trimmed }).where('id', '=', before.id).returning(['id', 'name']).executeTakeFirstOrThrow()
      : await q.insertInto('account_groups').values({ customer_id: company, name: trimmed }).returning(['id', 'name']).executeTakeFirstOrThrow();
    await recordAudit(tx, {
      companyId: company,
      actor,
      at: ctx.now(),
      object: { level: 'accountGroup', id: String(saved.id), name: saved.name },
      action: before ? 'account-group.rename' : 'account-group.add',
      actionName: before ? '重命名账户分组' : '新建账户分组',
      before: before ? { name: before.name } : null,
      after: { name: saved.name },
    });
    return saved;
  });
}

export async function removeAccountGroup(ctx: AccountContext, id: number): Promise<number> {
  const actor = await actorOf(ctx.db, ctx.session);
  return ctx.db.transaction(async (tx) => {
    const group = await groupOf(tx, ctx.session.customerId, id);
    const members = await sqlOn(tx).selectFrom('media_accounts').select('account_id').where('group_id', '=', id).execute();
    await sqlOn(tx).updateTable('media_accounts').set({ group_id: null }).where('group_id', '=', id).execute();
    await sqlOn(tx).deleteFrom('account_groups').where('id', '=', id).execute();
    await recordAudit(tx, {
      companyId: ctx.session.customerId,
      actor,
      at: ctx.now(),
      object: { level: 'accountGroup', id: String(group.id), name: group.name },
      action: 'account-group.remove',
      actionName: '删除账户分组',
      before: { name: group.name, accountIds: members.map((m) => m.account_id) },
      after: null,
    });
    return members.length;
  });
}

export async function assignAccountGroup(ctx: AccountContext, groupId: number | null, accountIds: readonly number[]): Promise<number> {
  const actor = await actorOf(ctx.db, ctx.session);
  return ctx.db.transaction(async (tx) => {
    const group = groupId === null ? null : await groupOf(tx, ctx.session.customerId, groupId);
    const rows = await accountsInScope(tx, ctx.session, accountIds, true);
    await sqlOn(tx).updateTable('media_accounts').set({ group_id: groupId }).where('id', 'in', rows.map((r) => r.id)).execute();
    await recordAuditBatch(
      tx,
      rows.map((row) => ({
        ...accountAudit(ctx.session.customerId, actor, row),
        at: ctx.now(),
        action: 'media-account.group',
        actionName: group ? `移入分组「${group.name}」` : '移出分组',
        before: { groupId: row.group_id },
        after: { groupId },
      })),
    );
    return rows.length;
  });
}

// ---------- monitors ----------

export async function setMediaAccountMonitor(
  ctx: AccountContext,
  input: { ids: readonly number[]; balanceBelow?: number | null; costAbove?: number | null; enabled: boolean },
): Promise<number> {
  const actor = await actorOf(ctx.db, ctx.session);
  const values = { balance_below_fen: fen(input.balanceBelow ?? null), cost_above_fen: fen(input.costAbove ?? null), enabled: input.enabled };
  return ctx.db.transaction(async (tx) => {
    const rows = await accountsInScope(tx, ctx.session, input.ids, true);
    const before = await sqlOn(tx).selectFrom('media_account_monitors').selectAll().where('account_id', 'in', rows.map((r) => r.id)).execute();
    await sqlOn(tx)
      .insertInto('media_account_monitors')
      .values(rows.map((row) => ({ account_id: row.id, ...values, updated_at: ctx.now() })))
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...values, updated_at: ctx.now() }))
      .execute();
    const view = (m: { balance_below_fen: number | null; cost_above_fen: number | null; enabled: boolean }) => ({
      balanceBelow: m.balance_below_fen === null ? null : yuan(m.balance_below_fen),
      costAbove: m.cost_above_fen === null ? null : yuan(m.cost_above_fen),
      enabled: m.enabled,
    });
    await recordAuditBatch(
      tx,
      rows.map((row) => {
        const old = before.find((m) => m.account_id === row.id);
        return {
          ...accountAudit(ctx.session.customerId, actor, row),
          at: ctx.now(),
          action: 'media-account.monitor',
          actionName: '设置账户监测',
          before: old ? view(old) : null,
          after: view(values),
        };
      }),
    );
    return rows.length;
  });
}

// ---------- password ----------

/** A random password of the alphabet (crypto.randomInt draws without modulo bias). */
export function randomPassword(length: number = ACCOUNT_LIMITS.PASSWORD_LENGTH): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

export async function resetMediaAccountPassword(ctx: AccountContext, id: number): Promise<string> {
  const password = randomPassword();
  const hash = await hashPassword(password, ctx.scrypt);
  const actor = await actorOf(ctx.db, ctx.session);
  await ctx.db.transaction(async (tx) => {
    const [row] = await accountsInScope(tx, ctx.session, [id], true);
    await sqlOn(tx).updateTable('media_accounts').set({ password_hash: hash }).where('id', '=', row.id).execute();
    // The password itself is never recorded, only that it changed.
    await recordAudit(tx, {
      ...accountAudit(ctx.session.customerId, actor, row),
      at: ctx.now(),
      action: 'media-account.reset-password',
      actionName: '重置账户密码',
      before: { passwordSet: row.password_hash !== null },
      after: { passwordSet: true },
    });
  });
  return password;
}

// ---------- sync ----------

export type AccountRow = Awaited<ReturnType<typeof accountsInScope>>[number];

/**
 * Reads status, balance, budget and today's cost of accounts from their media and stores them with the
 * audit records (a refusal is kept as the account's lastSyncError). Media calls happen outside any
 * transaction; the writes then commit together. Used by syncMediaAccounts and the sync job.
 */
export async function refreshAccounts(db: Db, ports: MediaPorts, actor: Actor, rows: readonly AccountRow[], now: Date): Promise<void> {
  const byAuthorization = new Map<number | null, AccountRow[]>();
  for (const row of rows) byAuthorization.set(row.authorization_id, [...(byAuthorization.get(row.authorization_id) ?? []), row]);
  const readings = new Map<number, Reading>();
  const authStatusChanges = new Map<number, AuthStatus>();
  for (const [authorizationId, group] of byAuthorization) {
    if (authorizationId === null) {
      for (const row of group) readings.set(row.id, { error: ACCOUNT_TEXTS.UPLOAD_NOT_AUTHORIZED });
      continue;
    }
    const auth = await sqlOn(db).selectFrom('media_authorizations').select('status').where('id', '=', authorizationId).executeTakeFirstOrThrow();
    if (auth.status !== 'active') {
      for (const row of group) readings.set(row.id, { error: ACCOUNT_TEXTS.AUTHORIZATION_INACTIVE });
      continue;
    }
    const read = await readFromMedia(ports, group[0].media_code as MediaCode, authorizationId, group.map((r) => r.account_id));
    for (const row of group) {
      const reading = read.get(row.account_id);
      if (!reading) continue;
      readings.set(row.id, reading);
      if ('authStatus' in reading && reading.authStatus) authStatusChanges.set(authorizationId, reading.authStatus);
    }
  }

  await db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const audits: AuditEntry[] = [];
    for (const row of rows) {
      const reading = readings.get(row.id);
      if (!reading) continue;
      const base = { ...accountAudit(row.customer_id, actor, row), at: now, action: 'media-account.sync', actionName: '同步账户' };
      if ('info' in reading) {
        const { info } = reading;
        await q
          .updateTable('media_accounts')
          .set({
            status: info.status,
            balance_fen: fen(info.balance) ?? 0,
            daily_budget_fen: fen(info.dailyBudget),
            today_cost_fen: fen(info.todayCost) ?? 0,
            last_synced_at: now,
            last_sync_error: null,
          })
          .where('id', '=', row.id)
          .execute();
        audits.push({
          ...base,
          before: { status: row.status, balance: yuan(row.balance_fen), dailyBudget: row.daily_budget_fen === null ? null : yuan(row.daily_budget_fen), todayCost: yuan(row.today_cost_fen) },
          after: { status: info.status, balance: info.balance, dailyBudget: info.dailyBudget, todayCost: info.todayCost },
        });
      } else {
        await q.updateTable('media_accounts').set({ last_sync_error: reading.error }).where('id', '=', row.id).execute();
        audits.push({ ...base, answer: { outcome: 'refused', message: reading.error } });
      }
    }
    for (const [authorizationId, status] of authStatusChanges) {
      await q.updateTable('media_authorizations').set({ status }).where('id', '=', authorizationId).execute();
    }
    // A sync writes nothing to the media: a person's sync is kept in the log as their action, the schedule's
    // hourly reads are not (they would bury every real change under 同步账户 lines).
    if (actor.kind === 'user') await recordAuditBatch(tx, audits);
  });
}

/** The accounts of these ids (any company; the sync job's payload names them), in id order. */
export async function accountsByIds(db: Queryable, ids: readonly number[]): Promise<AccountRow[]> {
  if (ids.length === 0) return [];
  return sqlOn(db).selectFrom('media_accounts as a').selectAll('a').where('a.id', 'in', [...ids]).orderBy('a.id').execute();
}

/**
 * Syncs accounts now, for a person. At most one sync per account per minute: a sooner one refuses the
 * whole call, before any media call.
 */
export async function syncMediaAccounts(ctx: AccountContext, ids: readonly number[]): Promise<MediaAccountRecord[]> {
  const now = ctx.now();
  const since = new Date(now.getTime() - ACCOUNT_LIMITS.SYNC_INTERVAL_MS);
  const rows = await ctx.db.transaction(async (tx) => {
    const found = await accountsInScope(tx, ctx.session, ids, true);
    const recent = found.find((r) => r.sync_requested_at !== null && r.sync_requested_at > since);
    if (recent) throw new Refusal(CODES.TOO_MANY, ACCOUNT_TEXTS.SYNC_TOO_SOON(recent.account_name));
    await sqlOn(tx).updateTable('media_accounts').set({ sync_requested_at: now }).where('id', 'in', found.map((r) => r.id)).execute();
    return found;
  });
  await refreshAccounts(ctx.db, ctx.ports, await actorOf(ctx.db, ctx.session), rows, now);
  return recordsOf(ctx, ids);
}
