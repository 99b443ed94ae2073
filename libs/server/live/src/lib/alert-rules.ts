// 预警设置 and 预警记录 (design §4.2, §2 live-alerts.ts): a person's live alert rules, checked as the editor checks them
// (checkAlertRule of @toufang/domain), their scope inside the owner's account scope and recipients of the company;
// the alerts they raised on accounts in the caller's scope.
import type { components } from '@toufang/api/contract';
import { checkAlertRule, LIVE_ALERT_KIND_LABELS, type LiveAlertRule } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { badRequest } from '@toufang/server-http';
import { sql } from 'kysely';
import { iso, scopedLiveAccounts, type LiveCall } from './context';
import { LIVE_SERVER_TEXTS as T, notFound } from './texts';

type Schemas = components['schemas'];

interface RuleRow {
  id: number;
  owner_id: number;
  body: Record<string, unknown>;
  enabled: boolean;
  recipients: number[];
  created_at: Date;
  updated_at: Date;
}

/** The rules the caller sees: their own and those naming them as a recipient (not removed). */
function visibleRules(call: LiveCall) {
  return sqlOn(call.server.db)
    .selectFrom('live_alert_rules as r')
    .select(['r.id', 'r.owner_id', 'r.body', 'r.enabled', 'r.recipients', 'r.created_at', 'r.updated_at'])
    .where('r.company_id', '=', call.scope.customerId)
    .where('r.removed_at', 'is', null)
    .where((eb) => eb.or([eb('r.owner_id', '=', call.session.userId), sql<boolean>`r.recipients @> ${JSON.stringify([call.session.userId])}::jsonb`]));
}

async function views(call: LiveCall, rows: readonly RuleRow[]): Promise<Schemas['LiveAlertRule'][]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.flatMap((r) => [r.owner_id, ...r.recipients]))];
  const users = await sqlOn(call.server.db).selectFrom('users').select(['id', 'display_name']).where('id', 'in', userIds).execute();
  const nameOf = new Map(users.map((u) => [u.id, u.display_name]));
  const raised = await sqlOn(call.server.db)
    .selectFrom('live_alerts')
    .select(['rule_id', (eb) => eb.fn.max('raised_at').as('last')])
    .where('rule_id', 'in', rows.map((r) => r.id))
    .groupBy('rule_id')
    .execute();
  const lastOf = new Map(raised.map((r) => [r.rule_id, r.last as Date | null]));
  return rows.map((r) => ({
    id: r.id,
    ownerId: r.owner_id,
    ownerName: nameOf.get(r.owner_id) ?? '',
    mine: r.owner_id === call.session.userId,
    enabled: r.enabled,
    rule: r.body as unknown as Schemas['LiveAlertRuleBody'],
    recipients: r.recipients.filter((id) => nameOf.has(id)).map((id) => ({ userId: id, name: nameOf.get(id)! })),
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    lastRaisedAt: iso(lastOf.get(r.id) ? new Date(lastOf.get(r.id)!) : null),
  }));
}

export async function listAlertRules(call: LiveCall): Promise<Schemas['LiveAlertRuleList']> {
  const rows = (await visibleRules(call).orderBy('r.id', 'desc').execute()) as RuleRow[];
  return { rows: await views(call, rows) };
}

async function ownRule(call: LiveCall, id: number): Promise<RuleRow> {
  const row = (await visibleRules(call).where('r.id', '=', id).where('r.owner_id', '=', call.session.userId).executeTakeFirst()) as RuleRow | undefined;
  if (!row) throw notFound(T.RULE_NOT_FOUND);
  return row;
}

/** The rule as stored: trimmed name, the checked fields only. */
function normalised(rule: Schemas['LiveAlertRuleBody']): LiveAlertRule {
  return {
    name: rule.name.trim(),
    viewersDropPct: rule.viewersDropPct,
    gmvRateDropPct: rule.gmvRateDropPct,
    windowMinutes: rule.windowMinutes,
    roiBelow: rule.roiBelow,
    minCostYuan: rule.minCostYuan,
    cooldownMinutes: rule.cooldownMinutes,
    scope: rule.scope.kind === 'accounts' ? { kind: 'accounts', accountIds: [...new Set(rule.scope.accountIds)] } : { kind: 'awemes', awemeIds: [...new Set(rule.scope.awemeIds)] },
  };
}

export async function saveAlertRule(call: LiveCall, request: Schemas['LiveAlertRuleSaveRequest']): Promise<Schemas['LiveAlertRule']> {
  const rule = normalised(request.rule);
  const problems = checkAlertRule(rule);
  if (problems.length > 0) throw badRequest(problems[0].message);
  // The scope: accounts in the owner's scope, or 抖音号 bound to one of them.
  const accounts = await scopedLiveAccounts(call.server.db, call.scope);
  if (rule.scope.kind === 'accounts') {
    const mine = new Set(accounts.map((a) => a.id));
    if (rule.scope.accountIds.some((id) => !mine.has(id))) throw badRequest(T.RULE_SCOPE_INVALID);
  } else {
    const bound =
      accounts.length === 0
        ? []
        : await sqlOn(call.server.db)
            .selectFrom('live_aweme_bindings')
            .select('aweme_id')
            .distinct()
            .where('account_id', 'in', accounts.map((a) => a.id))
            .where('aweme_id', 'in', rule.scope.awemeIds)
            .execute();
    if (bound.length !== rule.scope.awemeIds.length) throw badRequest(T.RULE_SCOPE_INVALID);
  }
  const recipients = [...new Set(request.recipientUserIds)].filter((id) => id !== call.session.userId);
  if (recipients.length > 0) {
    const found = await sqlOn(call.server.db).selectFrom('users').select('id').where('id', 'in', recipients).where('customer_id', '=', call.scope.customerId).execute();
    if (found.length !== recipients.length) throw badRequest(T.RECIPIENT_INVALID);
  }
  const values = { name: rule.name, body: JSON.stringify(rule), recipients: JSON.stringify(recipients), updated_at: call.now };
  let id = request.id;
  if (id === undefined) {
    const row = await sqlOn(call.server.db)
      .insertInto('live_alert_rules')
      .values({ ...values, company_id: call.scope.customerId, owner_id: call.session.userId, enabled: true, created_at: call.now, removed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } else {
    await ownRule(call, id);
    await sqlOn(call.server.db).updateTable('live_alert_rules').set(values).where('id', '=', id).execute();
  }
  return (await views(call, [await ownRule(call, id)]))[0];
}

export async function toggleAlertRule(call: LiveCall, request: Schemas['LiveAlertRuleToggleRequest']): Promise<Schemas['LiveAlertRule']> {
  await ownRule(call, request.id);
  await sqlOn(call.server.db).updateTable('live_alert_rules').set({ enabled: request.enabled, updated_at: call.now }).where('id', '=', request.id).execute();
  return (await views(call, [await ownRule(call, request.id)]))[0];
}

export async function removeAlertRule(call: LiveCall, id: number): Promise<null> {
  await ownRule(call, id);
  await sqlOn(call.server.db).updateTable('live_alert_rules').set({ removed_at: call.now, enabled: false }).where('id', '=', id).execute();
  return null;
}

export async function listAlerts(call: LiveCall, query: Schemas['LiveAlertQuery']): Promise<Schemas['LiveAlertPage']> {
  const accounts = await scopedLiveAccounts(call.server.db, call.scope);
  const empty = { records: [], total: 0, current: query.current, size: query.size };
  const wanted = query.accountId ? accounts.filter((a) => a.accountId === query.accountId) : accounts;
  if (wanted.length === 0) return empty;
  const byId = new Map(wanted.map((a) => [a.id, a]));
  const visible = (await visibleRules(call).execute()).map((r) => r.id);
  // The alerts of the rules the caller sees (removed ones too: their history stays) on accounts in scope.
  let q = sqlOn(call.server.db)
    .selectFrom('live_alerts as x')
    .innerJoin('live_alert_rules as r', 'r.id', 'x.rule_id')
    .innerJoin('live_rooms as s', 's.id', 'x.live_room_id')
    .leftJoin('live_awemes as w', (j) => j.onRef('w.company_id', '=', 's.company_id').onRef('w.aweme_id', '=', 's.aweme_id'))
    .where('r.company_id', '=', call.scope.customerId)
    .where((eb) => eb.or([eb('r.owner_id', '=', call.session.userId), ...(visible.length > 0 ? [eb('r.id', 'in', visible)] : [])]))
    .where('s.account_id', 'in', [...byId.keys()]);
  if (query.ruleId !== undefined) q = q.where('x.rule_id', '=', query.ruleId);
  if (query.awemeId) q = q.where('s.aweme_id', '=', query.awemeId);
  if (query.kind) q = q.where('x.kind', '=', query.kind);
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .select(['x.id', 'x.rule_id', 'r.name as rule_name', 'x.kind', 's.account_id', 's.aweme_id', 'w.name as aweme_name', 's.room_id', 'x.title', 'x.figures', 'x.value', 'x.threshold', 'x.raised_at'])
    .orderBy('x.raised_at', 'desc')
    .orderBy('x.id', 'desc')
    .offset((query.current - 1) * query.size)
    .limit(query.size)
    .execute();
  return {
    records: rows.map((r) => {
      const account = byId.get(r.account_id)!;
      return {
        id: r.id,
        ruleId: r.rule_id,
        ruleName: r.rule_name,
        kind: r.kind,
        kindName: LIVE_ALERT_KIND_LABELS[r.kind],
        accountId: account.accountId,
        accountName: account.name,
        awemeId: r.aweme_id,
        awemeName: r.aweme_name ?? r.aweme_id,
        roomId: r.room_id,
        title: r.title,
        figures: r.figures,
        value: Number(r.value),
        threshold: Number(r.threshold),
        raisedAt: r.raised_at.toISOString(),
      };
    }),
    total: Number(total),
    current: query.current,
    size: query.size,
  };
}
