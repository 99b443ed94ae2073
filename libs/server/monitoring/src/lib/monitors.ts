// 监测账户 (docs/design/tools.md §5.1, §5.2): the monitors of the accounts a caller sees, their figures now, their
// alert history, and their writes. The rows are media_account_monitors, the table the account list's 监测 writes,
// so either page's change shows on the other; the figures and the crossed lines are read the way the hourly
// check reads them (readMonitoredAccounts and monitorBreaches), so 今日状态 says what the check will say.
import type { components } from '@toufang/api/contract';
import {
  chinaToday,
  effectiveRole,
  formatChinaTime,
  hasMonitorLine,
  INTERNAL_ROLES,
  isEmailAddress,
  isMonitorKind,
  monitorBreaches,
  todayConvertCost,
  todayCtr,
  type MonitorKind,
} from '@toufang/domain';
import { readMonitoredAccounts, type MonitoredAccount } from '@toufang/server-accounts';
import { actorOf, recordAudit } from '@toufang/server-audit';
import type { MetricsStore } from '@toufang/server-context';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { badRequest, type SessionUser } from '@toufang/server-http';
import { accountInScope } from '@toufang/server-org';
import { sql } from 'kysely';
import { conflict, MONITORING_TEXTS as T, notFound } from './texts';

type Schemas = components['schemas'];
type MonitorAccount = Schemas['MonitorAccount'];
type MonitorAlert = Schemas['MonitorAlert'];
type ListQuery = Schemas['MonitorAccountListQuery'];
type SaveRequest = Schemas['MonitorAccountSaveRequest'];

export interface MonitoringContext {
  db: Db;
  store: MetricsStore;
  session: SessionUser;
  now: Date;
}

const fen = (yuan: number | null | undefined) => (yuan === null || yuan === undefined ? null : Math.round(yuan * 100));
const yuan = (fen: number | null) => (fen === null ? null : fen / 100);
const percent = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value * 100) / 100);

/** The ids of the monitored accounts the caller sees, filtered, newest change first. */
function monitorIds(ctx: MonitoringContext, query: Pick<ListQuery, 'media' | 'keyword' | 'state'>) {
  let q = sqlOn(ctx.db)
    .selectFrom('media_account_monitors as m')
    .innerJoin('media_accounts as a', 'a.id', 'm.account_id')
    .select('a.id')
    .where(accountInScope(ctx.session, 'a'));
  if (query.media) q = q.where('a.media_code', '=', query.media);
  const keyword = query.keyword?.trim();
  if (keyword) q = q.where((eb) => eb.or([eb('a.account_name', 'ilike', `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`), eb('a.account_id', '=', keyword)]));
  if (query.state === 'disabled') q = q.where('m.enabled', '=', false);
  else if (query.state) q = q.where('m.enabled', '=', true);
  return q.orderBy('m.updated_at', 'desc').orderBy('a.id');
}

/** One page of 监测账户. A state of alerting or normal is decided on the figures now, so it filters after reading. */
export async function listMonitors(ctx: MonitoringContext, query: ListQuery): Promise<Schemas['MonitorAccountPage']> {
  const { current, size } = query;
  if (query.state === 'alerting' || query.state === 'normal') {
    const ids = (await monitorIds(ctx, query).execute()).map((r) => r.id);
    const accounts = await readMonitoredAccounts(ctx.db, ctx.store, ids, ctx.now);
    const alerting = query.state === 'alerting';
    const kept = accounts.filter((a) => monitorBreaches(a.thresholds, a.figures).length > 0 === alerting);
    return { records: await views(ctx.db, kept.slice((current - 1) * size, current * size), ctx.now), total: kept.length, current, size };
  }
  const [page, total] = await Promise.all([
    monitorIds(ctx, query).limit(size).offset((current - 1) * size).execute(),
    sqlOn(ctx.db)
      .selectFrom(monitorIds(ctx, query).clearOrderBy().as('x'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const accounts = await readMonitoredAccounts(ctx.db, ctx.store, page.map((r) => r.id), ctx.now);
  return { records: await views(ctx.db, accounts, ctx.now), total: Number(total.n), current, size };
}

/** One monitored account the caller sees; 404 otherwise. */
export async function getMonitor(ctx: MonitoringContext, accountId: number): Promise<MonitorAccount> {
  await accountInScopeOrThrow(ctx.db, ctx.session, accountId);
  const [account] = await readMonitoredAccounts(ctx.db, ctx.store, [accountId], ctx.now);
  if (!account) throw notFound(T.MONITOR_NOT_FOUND);
  const [view] = await views(ctx.db, [account], ctx.now);
  return view;
}

async function accountInScopeOrThrow(db: Queryable, session: SessionUser, accountId: number) {
  const row = await sqlOn(db)
    .selectFrom('media_accounts as a')
    .select(['a.id', 'a.customer_id', 'a.media_code', 'a.account_id', 'a.account_name'])
    .where('a.id', '=', accountId)
    .where(accountInScope(session, 'a'))
    .executeTakeFirst();
  if (!row) throw notFound(T.ACCOUNT_NOT_FOUND);
  return row;
}

/** The answers of some monitored accounts: names of recipients and author, the day's alerts, the last alert. */
async function views(db: Queryable, accounts: readonly MonitoredAccount[], now: Date): Promise<MonitorAccount[]> {
  if (accounts.length === 0) return [];
  const q = sqlOn(db);
  const userIds = [...new Set(accounts.flatMap((a) => [...a.recipients.userIds, ...(a.createdBy === null ? [] : [a.createdBy])]))];
  const users = userIds.length === 0 ? [] : await q.selectFrom('users').select(['id', 'display_name']).where('id', 'in', userIds).execute();
  const nameOf = new Map(users.map((u) => [u.id, u.display_name]));
  const ids = accounts.map((a) => a.id);
  const today = chinaToday(now);
  const alertedRows = await q.selectFrom('media_account_alerts').select(['account_id', 'kind']).where('account_id', 'in', ids).where('day', '=', today).execute();
  const lastRows = await alertRows(db)
    .where('al.account_id', 'in', ids)
    .distinctOn('al.account_id')
    .orderBy('al.account_id')
    .orderBy('al.raised_at', 'desc')
    .orderBy('al.kind')
    .execute();
  const last = new Map(lastRows.map((r) => [r.account_id, alertView(r)]));
  return accounts.map((a) => {
    const sums = a.figures.sums;
    return {
      accountId: a.id,
      media: a.media,
      advertiserId: a.advertiserId,
      accountName: a.name,
      sandbox: a.sandbox,
      enabled: a.enabled,
      thresholds: {
        balanceBelow: yuan(a.thresholds.balanceBelowFen),
        costAbove: yuan(a.thresholds.costAboveFen),
        ctrBelow: a.thresholds.ctrBelow,
        ctrAbove: a.thresholds.ctrAbove,
        convertCostAbove: yuan(a.thresholds.convertCostAboveFen),
        notifyStopped: a.thresholds.notifyStopped,
      },
      recipients: {
        users: a.recipients.userIds.filter((id) => nameOf.has(id)).map((id) => ({ id, name: nameOf.get(id) as string })),
        emails: a.recipients.emails,
      },
      today: {
        balance: a.figures.balanceFen / 100,
        cost: a.figures.todayCostFen / 100,
        show: sums ? sums.show : null,
        click: sums ? sums.click : null,
        convert: sums ? sums.convert : null,
        ctr: todayCtr(sums),
        convertCost: todayConvertCost(sums),
        stopped: a.figures.stopped,
        syncTime: a.syncedAt ? formatChinaTime(a.syncedAt) : null,
        // Nothing is judged before the account's first sync: its balance is not known yet.
        breaches: a.enabled && a.syncedAt ? monitorBreaches(a.thresholds, a.figures).map((b) => b.kind) : [],
        alerted: alertedRows.filter((r) => r.account_id === a.id).map((r) => r.kind),
      },
      lastAlert: last.get(a.id) ?? null,
      updateTime: formatChinaTime(a.updatedAt),
      createdBy: a.createdBy === null ? null : (nameOf.get(a.createdBy) ?? null),
    };
  });
}

function alertRows(db: Queryable) {
  return sqlOn(db)
    .selectFrom('media_account_alerts as al')
    .leftJoin('messages as msg', 'msg.id', 'al.message_id')
    .select([
      'al.account_id',
      'al.kind',
      sql<string>`to_char(al.day, 'YYYY-MM-DD')`.as('day'),
      'al.raised_at',
      'al.value',
      'al.threshold',
      'msg.title',
      'msg.content',
    ]);
}

function alertView(r: { kind: string; day: string; raised_at: Date; value: number | null; threshold: number | null; title: string | null; content: string | null }): MonitorAlert {
  return {
    kind: (isMonitorKind(r.kind) ? r.kind : 'balance') as MonitorKind,
    day: r.day,
    raiseTime: formatChinaTime(r.raised_at),
    value: r.value === null ? null : Number(r.value),
    threshold: r.threshold === null ? null : Number(r.threshold),
    title: r.title,
    content: r.content,
  };
}

/** An account's alerts, newest first; the account must be in the caller's scope (its monitor may be gone). */
export async function listAlerts(ctx: MonitoringContext, query: Schemas['MonitorAlertQuery']): Promise<Schemas['MonitorAlertPage']> {
  await accountInScopeOrThrow(ctx.db, ctx.session, query.accountId);
  const { current, size } = query;
  const [rows, total] = await Promise.all([
    alertRows(ctx.db)
      .where('al.account_id', '=', query.accountId)
      .orderBy('al.day', 'desc')
      .orderBy('al.raised_at', 'desc')
      .orderBy('al.kind')
      .limit(size)
      .offset((current - 1) * size)
      .execute(),
    sqlOn(ctx.db).selectFrom('media_account_alerts').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', query.accountId).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(alertView), total: Number(total.n), current, size };
}

/** What the form picks from: accounts of the caller's scope (at most 200) and the company's internal users. */
export async function listOptions(ctx: MonitoringContext, query: Schemas['MonitorOptionsQuery']): Promise<Schemas['MonitorOptions']> {
  let q = sqlOn(ctx.db)
    .selectFrom('media_accounts as a')
    .leftJoin('media_account_monitors as m', 'm.account_id', 'a.id')
    .select(['a.id', 'a.media_code', 'a.account_id', 'a.account_name', 'a.sandbox', 'm.account_id as monitored'])
    .where(accountInScope(ctx.session, 'a'));
  if (query.media) q = q.where('a.media_code', '=', query.media);
  const keyword = query.keyword?.trim();
  if (keyword) q = q.where((eb) => eb.or([eb('a.account_name', 'ilike', `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`), eb('a.account_id', '=', keyword)]));
  const accounts = await q.orderBy('a.media_code').orderBy('a.account_name').orderBy('a.id').limit(200).execute();
  const users = await sqlOn(ctx.db)
    .selectFrom('users')
    .select(['id', 'display_name', 'username', 'role', 'is_design_manager', 'email'])
    .where('customer_id', '=', ctx.session.customerId)
    .where('role', 'in', ['ADMIN', 'MANAGER', 'OPERATE', 'DESIGNER'])
    .orderBy('id')
    .execute();
  return {
    accounts: accounts.map((a) => ({
      accountId: a.id,
      media: a.media_code as Schemas['MediaCode'],
      advertiserId: a.account_id,
      accountName: a.account_name,
      sandbox: a.sandbox,
      monitored: a.monitored !== null,
    })),
    users: users.map((u) => ({ id: u.id, name: u.display_name, username: u.username, role: effectiveRole(u.role, u.is_design_manager), email: u.email })),
  };
}

/** Checks the recipients: internal users of the company who see the account; addresses that are addresses. */
async function checkRecipients(db: Queryable, session: SessionUser, accountId: number, userIds: readonly number[], emails: readonly string[]) {
  const ids = [...new Set(userIds)];
  if (ids.length > 0) {
    const users = await sqlOn(db)
      .selectFrom('users')
      .select(['id', 'display_name', 'role', 'is_design_manager'])
      .where('customer_id', '=', session.customerId)
      .where('id', 'in', ids)
      .execute();
    for (const id of ids) {
      const user = users.find((u) => u.id === id);
      const role = user ? effectiveRole(user.role, user.is_design_manager) : null;
      if (!user || !role || !(INTERNAL_ROLES as readonly string[]).includes(role)) throw badRequest(T.RECIPIENT_UNKNOWN(id));
      const sees = await sqlOn(db)
        .selectFrom('media_accounts as a')
        .select('a.id')
        .where('a.id', '=', accountId)
        .where(accountInScope({ customerId: session.customerId, userId: id, role }, 'a'))
        .executeTakeFirst();
      if (!sees) throw badRequest(T.RECIPIENT_OUT_OF_SCOPE(user.display_name));
    }
  }
  const addresses = [...new Set(emails.map((e) => e.trim()).filter((e) => e !== ''))];
  for (const address of addresses) if (!isEmailAddress(address)) throw badRequest(T.EMAIL_INVALID(address));
  return { userIds: ids, emails: addresses };
}

/** Adds (create) or changes an account's monitor; one transaction with its audit record. */
export async function saveMonitor(ctx: MonitoringContext, body: SaveRequest): Promise<MonitorAccount> {
  const thresholds = {
    balanceBelowFen: fen(body.balanceBelow),
    costAboveFen: fen(body.costAbove),
    ctrBelow: percent(body.ctrBelow),
    ctrAbove: percent(body.ctrAbove),
    convertCostAboveFen: fen(body.convertCostAbove),
    notifyStopped: body.notifyStopped,
  };
  if (body.enabled && !hasMonitorLine(thresholds)) throw badRequest(T.NEEDS_LINE);
  if (thresholds.ctrBelow !== null && thresholds.ctrAbove !== null && thresholds.ctrBelow >= thresholds.ctrAbove) throw badRequest(T.CTR_RANGE);
  const actor = await actorOf(ctx.db, ctx.session);
  await ctx.db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const account = await accountInScopeOrThrow(tx, ctx.session, body.accountId);
    const recipients = await checkRecipients(tx, ctx.session, account.id, body.recipientUserIds, body.recipientEmails);
    const before = await q.selectFrom('media_account_monitors').selectAll().where('account_id', '=', account.id).forUpdate().executeTakeFirst();
    if (before && body.create) throw conflict(T.ALREADY_MONITORED);
    const values = {
      balance_below_fen: thresholds.balanceBelowFen,
      cost_above_fen: thresholds.costAboveFen,
      ctr_below: thresholds.ctrBelow,
      ctr_above: thresholds.ctrAbove,
      convert_cost_above_fen: thresholds.convertCostAboveFen,
      notify_stopped: thresholds.notifyStopped,
      enabled: body.enabled,
      recipients: JSON.stringify(recipients),
      updated_at: ctx.now,
    };
    await q
      .insertInto('media_account_monitors')
      .values({ account_id: account.id, ...values, created_by: ctx.session.userId, created_at: ctx.now })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
      .execute();
    await recordAudit(tx, {
      companyId: ctx.session.customerId,
      actor,
      at: ctx.now,
      media: account.media_code,
      account: { id: account.account_id, name: account.account_name },
      object: { level: 'account', id: account.account_id, name: account.account_name },
      action: 'media-account.monitor',
      actionName: T.AUDIT_SAVE,
      before: before ? auditView(before) : null,
      after: { ...auditView({ ...values, recipients }) },
    });
  });
  return getMonitor(ctx, body.accountId);
}

function auditView(m: {
  balance_below_fen: number | null;
  cost_above_fen: number | null;
  ctr_below: number | null;
  ctr_above: number | null;
  convert_cost_above_fen: number | null;
  notify_stopped: boolean;
  enabled: boolean;
  recipients: { userIds: number[]; emails: string[] };
}) {
  return {
    enabled: m.enabled,
    balanceBelow: yuan(m.balance_below_fen),
    costAbove: yuan(m.cost_above_fen),
    ctrBelow: m.ctr_below === null ? null : Number(m.ctr_below),
    ctrAbove: m.ctr_above === null ? null : Number(m.ctr_above),
    convertCostAbove: yuan(m.convert_cost_above_fen),
    notifyStopped: m.notify_stopped,
    recipients: m.recipients,
  };
}

/** Removes an account's monitor (its alert history stays); 404 when it has none or is outside the scope. */
export async function removeMonitor(ctx: MonitoringContext, accountId: number): Promise<void> {
  const actor = await actorOf(ctx.db, ctx.session);
  await ctx.db.transaction(async (tx) => {
    const account = await accountInScopeOrThrow(tx, ctx.session, accountId);
    const before = await sqlOn(tx).deleteFrom('media_account_monitors').where('account_id', '=', account.id).returningAll().executeTakeFirst();
    if (!before) throw notFound(T.MONITOR_NOT_FOUND);
    await recordAudit(tx, {
      companyId: ctx.session.customerId,
      actor,
      at: ctx.now,
      media: account.media_code,
      account: { id: account.account_id, name: account.account_name },
      object: { level: 'account', id: account.account_id, name: account.account_name },
      action: 'media-account.monitor.remove',
      actionName: T.AUDIT_REMOVE,
      before: auditView(before),
      after: null,
    });
  });
}
