// 定时报表推送's rules (docs/design/tools.md §5.2): list, get, the form's options, save (the URL guard on every
// webhook at save), toggle and remove, each inside the caller's account scope. A rule is the caller's to see
// when the whole of its scope is: every account it names, or every project it names (ADMIN and MANAGER see the
// whole company; the others the projects they are members of).
import type { components } from '@toufang/api/contract';
import { formatChinaTime, isEmailAddress, seesWholeCompany, type MediaCode, type PushScope, type PushSend } from '@toufang/domain';
import type { OutsideChannels } from '@toufang/server-context';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';
import { CHANNEL_LIMITS, checkWebhookUrl, normaliseOrigin, type Lookup } from '@toufang/server-notify';
import { accountInScope } from '@toufang/server-org';
import { isMetricKey, isOfferedDimension, nextSendAfter, sendTimesOf, type StoredPushBody } from './body';
import { deliveryView, lastDeliveries } from './deliveries';
import { badRequest, notFound, REPORT_PUSH_TEXTS as T } from './texts';

type Schemas = components['schemas'];
type PushRule = Schemas['PushRule'];
type SaveRequest = Schemas['PushRuleSaveRequest'];

export interface PushContext {
  db: Db;
  session: SessionUser;
  now: Date;
  outside: OutsideChannels;
  /** The URL guard's name lookup (tests: a stand-in resolving a name to loopback). */
  lookup?: Lookup;
}

interface RuleRow {
  id: number;
  company_id: number;
  owner_id: number | null;
  name: string;
  enabled: boolean;
  body: unknown;
  updated_at: Date;
}

const RULE_COLUMNS = ['r.id', 'r.company_id', 'r.owner_id', 'r.name', 'r.enabled', 'r.body', 'r.updated_at'] as const;

/** What of the company the caller sees: account ids, and project ids (null: every project). */
async function visibleOf(db: Queryable, session: SessionUser): Promise<{ accounts: Set<number>; projects: Set<number> | null }> {
  const q = sqlOn(db);
  const accounts = await q.selectFrom('media_accounts as a').select('a.id').where(accountInScope(session, 'a')).execute();
  const projects = seesWholeCompany(session.role)
    ? null
    : await q
        .selectFrom('project_members as pm')
        .innerJoin('projects as p', 'p.id', 'pm.project_id')
        .select('p.id')
        .where('pm.user_id', '=', session.userId)
        .where('p.customer_id', '=', session.customerId)
        .execute();
  return { accounts: new Set(accounts.map((a) => a.id)), projects: projects === null ? null : new Set(projects.map((p) => p.id)) };
}

function scopeVisible(scope: PushScope, visible: Awaited<ReturnType<typeof visibleOf>>): boolean {
  if (scope.kind === 'accounts') return scope.accountIds.length > 0 && scope.accountIds.every((id) => visible.accounts.has(id));
  return scope.projectIds.length > 0 && (visible.projects === null || scope.projectIds.every((id) => visible.projects?.has(id)));
}

const bodyOf = (row: RuleRow) => row.body as StoredPushBody;

async function visibleRules(ctx: PushContext): Promise<RuleRow[]> {
  const rows = await sqlOn(ctx.db)
    .selectFrom('push_rules as r')
    .select(RULE_COLUMNS)
    .where('r.company_id', '=', ctx.session.customerId)
    .where('r.removed_at', 'is', null)
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  const visible = await visibleOf(ctx.db, ctx.session);
  return rows.filter((r) => scopeVisible(bodyOf(r).scope, visible));
}

async function ruleOrThrow(ctx: PushContext, id: number, db: Queryable = ctx.db): Promise<RuleRow> {
  const row = await sqlOn(db)
    .selectFrom('push_rules as r')
    .select(RULE_COLUMNS)
    .where('r.id', '=', id)
    .where('r.company_id', '=', ctx.session.customerId)
    .where('r.removed_at', 'is', null)
    .executeTakeFirst();
  if (!row || !scopeVisible(bodyOf(row).scope, await visibleOf(db, ctx.session))) throw notFound(T.RULE_NOT_FOUND);
  return row;
}

/** A rule the caller sees (404 otherwise), for the other operations of this area. */
export async function visibleRule(ctx: PushContext, id: number): Promise<RuleRow> {
  return ruleOrThrow(ctx, id);
}

/** Whether a kept target reaches a local receiver of the server's configuration (本机接收端). */
function isLocal(outside: OutsideChannels, kind: string, target: string): boolean {
  if (kind === 'email') return outside.config.smtp?.ok === true && outside.config.smtp.config.plainLocal;
  const origin = normaliseOrigin(target);
  return origin !== null && outside.config.allow.includes(origin);
}

async function views(ctx: PushContext, rows: readonly RuleRow[]): Promise<PushRule[]> {
  if (rows.length === 0) return [];
  const q = sqlOn(ctx.db);
  const ids = rows.map((r) => r.id);
  const channels = await q.selectFrom('push_channels').selectAll().where('rule_id', 'in', ids).where('removed_at', 'is', null).orderBy('position').orderBy('id').execute();
  const ownerIds = [...new Set(rows.map((r) => r.owner_id).filter((id): id is number => id !== null))];
  const owners = ownerIds.length === 0 ? [] : await q.selectFrom('users').select(['id', 'display_name']).where('id', 'in', ownerIds).execute();
  const accountIds = [...new Set(rows.flatMap((r) => (bodyOf(r).scope.kind === 'accounts' ? (bodyOf(r).scope as { accountIds: number[] }).accountIds : [])))];
  const projectIds = [...new Set(rows.flatMap((r) => (bodyOf(r).scope.kind === 'projects' ? (bodyOf(r).scope as { projectIds: number[] }).projectIds : [])))];
  const accounts = accountIds.length === 0 ? [] : await q.selectFrom('media_accounts').select(['id', 'account_name', 'sandbox']).where('id', 'in', accountIds).execute();
  const projects = projectIds.length === 0 ? [] : await q.selectFrom('projects').select(['id', 'name']).where('id', 'in', projectIds).execute();
  const accountName = new Map(accounts.map((a) => [a.id, `${a.account_name}${a.sandbox ? T.SANDBOX : ''}`]));
  const projectName = new Map(projects.map((p) => [p.id, p.name]));
  const last = await lastDeliveries(ctx.db, ids);
  return rows.map((row) => {
    const body = bodyOf(row);
    const scope = body.scope;
    return {
      id: row.id,
      name: row.name,
      enabled: row.enabled,
      scope: scope.kind === 'accounts' ? { kind: 'accounts', ids: scope.accountIds } : { kind: 'projects', ids: scope.projectIds },
      scopeNames: scope.kind === 'accounts' ? scope.accountIds.map((id) => accountName.get(id) ?? String(id)) : scope.projectIds.map((id) => projectName.get(id) ?? String(id)),
      metrics: body.metrics,
      dimensions: body.dimensions,
      compare: body.compare !== null,
      send: body.send,
      sendTimes: sendTimesOf(row.id, body.send),
      channels: channels
        .filter((c) => c.rule_id === row.id)
        .map((c) => ({ id: c.id, kind: c.kind, target: c.target, hasSecret: c.secret !== null && c.secret !== '', local: isLocal(ctx.outside, c.kind, c.target) })),
      owner: owners.find((o) => o.id === row.owner_id)?.display_name ?? '',
      updateTime: formatChinaTime(row.updated_at),
      lastDelivery: last.get(row.id) ?? null,
    };
  });
}

export async function listRules(ctx: PushContext, query: Schemas['PushRuleListQuery']): Promise<Schemas['PushRulePage']> {
  const keyword = query.keyword?.trim();
  const rows = (await visibleRules(ctx)).filter((r) => !keyword || r.name.includes(keyword));
  const page = rows.slice((query.current - 1) * query.size, query.current * query.size);
  return { records: await views(ctx, page), total: rows.length, current: query.current, size: query.size, receivers: ctx.outside.receiversUrl !== null };
}

export async function getRule(ctx: PushContext, id: number): Promise<PushRule> {
  const [view] = await views(ctx, [await ruleOrThrow(ctx, id)]);
  return view;
}

/** The webhooks the form offers for the local receivers (each key a plain robot, libs/server/notify README). */
export function receiverWebhooks(outside: OutsideChannels): Schemas['PushOptions']['receivers'] {
  const url = outside.receiversUrl;
  if (url === null) return null;
  return { wecom: `${url}/wecom/toufang-demo`, feishu: `${url}/feishu/toufang-demo`, dingtalk: `${url}/dingtalk/toufang-demo` };
}

export async function listOptions(ctx: PushContext): Promise<Schemas['PushOptions']> {
  const q = sqlOn(ctx.db);
  const accounts = await q
    .selectFrom('media_accounts as a')
    .select(['a.id', 'a.account_name', 'a.media_code', 'a.project_id', 'a.sandbox'])
    .where(accountInScope(ctx.session, 'a'))
    .orderBy('a.media_code')
    .orderBy('a.id')
    .execute();
  const visible = await visibleOf(ctx.db, ctx.session);
  const projects = (await q.selectFrom('projects').select(['id', 'name']).where('customer_id', '=', ctx.session.customerId).orderBy('id').execute()).filter(
    (p) => visible.projects === null || visible.projects.has(p.id),
  );
  return {
    accounts: accounts.map((a) => ({ id: a.id, name: a.account_name, media: a.media_code as MediaCode, projectId: a.project_id, sandbox: a.sandbox })),
    projects,
    receivers: receiverWebhooks(ctx.outside),
  };
}

interface CheckedChannel {
  id?: number;
  kind: 'wecom' | 'feishu' | 'dingtalk' | 'email';
  target: string;
  /** undefined: keep the kept one (an edit that did not touch it). */
  secret: string | null | undefined;
}

/** The body and channels of a save, checked; the webhooks through the URL guard (its Chinese messages). */
async function checkSave(ctx: PushContext, request: SaveRequest): Promise<{ name: string; body: StoredPushBody; channels: CheckedChannel[] }> {
  const name = request.name.trim();
  if (!name) throw badRequest(T.NAME_REQUIRED);
  if ([...name].length > 50) throw badRequest(T.NAME_TOO_LONG);
  const ids = [...new Set(request.scope.ids)];
  if (ids.length === 0) throw badRequest(T.SCOPE_EMPTY);
  const scope: PushScope = request.scope.kind === 'accounts' ? { kind: 'accounts', accountIds: ids } : { kind: 'projects', projectIds: ids };
  const visible = await visibleOf(ctx.db, ctx.session);
  if (scope.kind === 'projects') {
    const known = await sqlOn(ctx.db).selectFrom('projects').select('id').where('customer_id', '=', ctx.session.customerId).where('id', 'in', ids).execute();
    if (known.length !== ids.length) throw badRequest(T.SCOPE_OUT);
  }
  if (!scopeVisible(scope, visible)) throw badRequest(T.SCOPE_OUT);
  const metrics = [...new Set(request.metrics)];
  if (metrics.length === 0) throw badRequest(T.METRICS_EMPTY);
  for (const metric of metrics) if (!isMetricKey(metric)) throw badRequest(T.METRIC_UNKNOWN(metric));
  const dimensions = [...new Set(request.dimensions)];
  if (dimensions.length === 0) throw badRequest(T.DIMENSIONS_EMPTY);
  for (const dimension of dimensions) if (!isOfferedDimension(dimension)) throw badRequest(T.DIMENSION_UNKNOWN(dimension));
  let send: PushSend;
  if (request.send.kind === 'hours') {
    const hours = [...new Set(request.send.hours ?? [])].sort((a, b) => a - b);
    if (hours.length === 0) throw badRequest(T.HOURS_EMPTY);
    send = { kind: 'hours', hours };
  } else {
    const time = request.send.time ?? '';
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) throw badRequest(T.TIME_INVALID);
    send = { kind: 'daily', time };
  }
  if (request.channels.length === 0) throw badRequest(T.CHANNELS_EMPTY);
  const channels: CheckedChannel[] = [];
  for (const channel of request.channels) {
    if (channel.kind === 'email') {
      const recipients = [...new Set((channel.recipients ?? []).map((r) => r.trim()).filter(Boolean))];
      if (recipients.length === 0) throw badRequest(T.RECIPIENTS_EMPTY);
      const max = CHANNEL_LIMITS.email.recipients ?? 20;
      if (recipients.length > max) throw badRequest(T.RECIPIENTS_TOO_MANY(max));
      for (const r of recipients) if (!isEmailAddress(r)) throw badRequest(T.EMAIL_INVALID(r));
      channels.push({ id: channel.id, kind: 'email', target: recipients.join(','), secret: null });
      continue;
    }
    const webhook = (channel.webhook ?? '').trim();
    if (!webhook) throw badRequest(T.WEBHOOK_REQUIRED);
    // At save, as again at every send (design §4.5): https, every address public, unless a local receiver.
    const guard = await checkWebhookUrl(webhook, { allow: ctx.outside.config.allow, lookup: ctx.lookup });
    if (!guard.ok) throw badRequest(guard.message);
    const secret = channel.secret === undefined ? undefined : channel.secret.trim() || null;
    channels.push({ id: channel.id, kind: channel.kind, target: webhook, secret });
  }
  return {
    name,
    body: { scope, metrics: metrics.filter(isMetricKey), dimensions: dimensions.filter(isOfferedDimension), compare: request.compare ? 'today_so_far_vs_yesterday_same_hour' : null, send },
    channels,
  };
}

export async function saveRule(ctx: PushContext, request: SaveRequest): Promise<PushRule> {
  const checked = await checkSave(ctx, request);
  const id = await ctx.db.transaction(async (tx) => {
    const q = sqlOn(tx);
    let ruleId: number;
    if (request.id === undefined) {
      const inserted = await q
        .insertInto('push_rules')
        .values({ company_id: ctx.session.customerId, owner_id: ctx.session.userId, name: checked.name, enabled: request.enabled, body: JSON.stringify(checked.body), created_at: ctx.now, updated_at: ctx.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      ruleId = inserted.id;
    } else {
      ruleId = (await ruleOrThrow(ctx, request.id, tx)).id;
      await q.updateTable('push_rules').set({ name: checked.name, enabled: request.enabled, body: JSON.stringify(checked.body), updated_at: ctx.now }).where('id', '=', ruleId).execute();
    }
    const kept = await q.selectFrom('push_channels').select(['id', 'secret']).where('rule_id', '=', ruleId).where('removed_at', 'is', null).execute();
    const keptIds = new Set(kept.map((c) => c.id));
    const stays = new Set<number>();
    for (const [position, channel] of checked.channels.entries()) {
      if (channel.id !== undefined) {
        if (!keptIds.has(channel.id)) throw badRequest(T.CHANNEL_UNKNOWN);
        stays.add(channel.id);
        await q
          .updateTable('push_channels')
          .set({ kind: channel.kind, target: channel.target, position, ...(channel.secret === undefined ? {} : { secret: channel.secret }) })
          .where('id', '=', channel.id)
          .execute();
      } else {
        await q.insertInto('push_channels').values({ rule_id: ruleId, kind: channel.kind, target: channel.target, secret: channel.secret ?? null, position }).execute();
      }
    }
    const gone = kept.filter((c) => !stays.has(c.id)).map((c) => c.id);
    if (gone.length > 0) await q.updateTable('push_channels').set({ removed_at: ctx.now }).where('id', 'in', gone).execute();
    await q.updateTable('push_rules').set({ next_send_at: nextSendAfter(ruleId, checked.body.send, ctx.now) }).where('id', '=', ruleId).execute();
    return ruleId;
  });
  return getRule(ctx, id);
}

export async function toggleRule(ctx: PushContext, id: number, enabled: boolean): Promise<PushRule> {
  const row = await ruleOrThrow(ctx, id);
  await sqlOn(ctx.db)
    .updateTable('push_rules')
    .set({ enabled, updated_at: ctx.now, next_send_at: nextSendAfter(row.id, bodyOf(row).send, ctx.now) })
    .where('id', '=', row.id)
    .execute();
  return getRule(ctx, id);
}

export async function removeRule(ctx: PushContext, id: number): Promise<void> {
  const row = await ruleOrThrow(ctx, id);
  await sqlOn(ctx.db).updateTable('push_rules').set({ removed_at: ctx.now, updated_at: ctx.now }).where('id', '=', row.id).execute();
}

export { deliveryView };
