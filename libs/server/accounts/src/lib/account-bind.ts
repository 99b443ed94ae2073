// Media accounts, written: binding imported accounts, editing and removing them (accounts.ts holds the
// list and what the sections share).
import { seesWholeCompany, type MediaCode } from '@toufang/domain';
import { actorOf, recordAudit, recordAuditBatch, type AuditEntry } from '@toufang/server-audit';
import { CODES, Refusal, forbidden } from '@toufang/server-http';
import { sqlOn, type AuthStatus } from '@toufang/server-db';
import { accountInScope } from '@toufang/server-org';
import { isMediaError, type MediaAccountInfo } from '@toufang/server-media';
import type { MediaPorts } from '@toufang/server-context';
import { ACCOUNT_TEXTS } from './texts';
import { type AccountContext, type MediaAccountRecord, type MediaAccountUpdate, accountsInScope, fen, notFound, recordsOf, accountAudit } from './accounts';


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
export type Reading = { info: MediaAccountInfo } | { error: string; authStatus?: AuthStatus };

export async function readFromMedia(ports: MediaPorts, media: MediaCode, authorizationId: number, advertiserIds: readonly string[]) {
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
