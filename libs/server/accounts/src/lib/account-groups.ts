// Media accounts' groups, monitors and passwords (accounts.ts holds the list and what the sections share).
import { randomInt } from 'node:crypto';
import { actorOf, recordAudit, recordAuditBatch } from '@toufang/server-audit';
import { hashPassword, Refusal, badRequest } from '@toufang/server-http';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { ACCOUNT_LIMITS, ACCOUNT_TEXTS, PASSWORD_ALPHABET } from './texts';
import { type AccountContext, accountsInScope, fen, notFound, yuan, accountAudit } from './accounts';


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
