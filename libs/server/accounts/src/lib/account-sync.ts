// Media accounts read again from their media: status, balance, budget and today's cost (the sync job and
// syncMediaAccounts; accounts.ts holds the list and what the sections share).
import { type MediaCode } from '@toufang/domain';
import { actorOf, type Actor, recordAuditBatch, type AuditEntry } from '@toufang/server-audit';
import { CODES, Refusal } from '@toufang/server-http';
import { sqlOn, type AuthStatus, type Db, type Queryable } from '@toufang/server-db';
import type { MediaPorts } from '@toufang/server-context';
import { ACCOUNT_LIMITS, ACCOUNT_TEXTS } from './texts';
import { type Reading, readFromMedia } from './account-bind';
import { type AccountContext, type MediaAccountRecord, accountsInScope, fen, recordsOf, yuan, accountAudit } from './accounts';


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
