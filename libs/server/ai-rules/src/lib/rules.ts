// The rules themselves (docs/design/tools.md §5.2): list, get, save (version checked), toggle, remove (soft) and
// copy, each inside the caller's scope: ADMIN and MANAGER see the company's rules, everyone else their own; a rule's
// accounts must all be in the saver's account scope, and its body passes the domain's checkRuleBody with the media's
// limits.
import type { components } from '@toufang/api/contract';
import { checkRuleBody, chinaToday, formatChinaTime, isMediaCode, seesWholeCompany, type AiRuleBody } from '@toufang/domain';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { badRequest, tooMany, type SessionUser } from '@toufang/server-http';
import { accountInScope, type AccountScope } from '@toufang/server-org';
import { sql } from 'kysely';
import { mailUsers } from './mail-users';
import { ruleLimitsOf } from './media-limits';
import { resolveNameParts } from './name-parts';
import { nextDue } from './schedule';
import { AI_RULES_TEXTS as T, conflict, notFound } from './texts';

type Schemas = components['schemas'];
export type AiRuleView = Schemas['AiRule'];
export type RunSummary = Schemas['AiRuleRunSummary'];

export interface RulesContext {
  db: Db;
  server: ServerContext;
  session: SessionUser;
  now: Date;
}

/** The rules a caller sees: the company's for ADMIN and MANAGER, their own for everyone else; never removed ones. */
function visibleRules(db: Queryable, scope: AccountScope) {
  let q = sqlOn(db).selectFrom('ai_rules as r').where('r.company_id', '=', scope.customerId).where('r.removed_at', 'is', null);
  if (!seesWholeCompany(scope.role)) q = q.where('r.owner_id', '=', scope.userId);
  return q;
}

/** The condition on ai_rules `r` that the caller may read the rule's runs and actions (removed rules' too). */
export function ruleInScope(scope: AccountScope) {
  const company = sql`r.company_id = ${scope.customerId}`;
  if (seesWholeCompany(scope.role)) return sql<boolean>`(${company})`;
  return sql<boolean>`(${company} AND r.owner_id = ${scope.userId})`;
}

/** The body as the contract carries it: the domain's AiRuleBody (the contract leaves its codes as strings). */
export const asBody = (body: Schemas['AiRuleBody']): AiRuleBody => body as unknown as AiRuleBody;

/**
 * The save check: the domain's checkRuleBody with the media's limits (400 with the first problem's message), then
 * the accounts: every one the caller's to see and of the rule's media.
 */
export async function checkBody(ctx: RulesContext, raw: Schemas['AiRuleBody']): Promise<AiRuleBody> {
  const body = asBody(raw);
  if (!isMediaCode(body.media)) throw badRequest(T.MEDIA_UNKNOWN);
  const problems = checkRuleBody(body, ruleLimitsOf(ctx.server, body.media));
  if (problems.length > 0) throw badRequest(problems[0].message);
  const objects = body.scope.objects;
  if (objects.kind === 'nameParts') {
    const resolved = await resolveNameParts(ctx.db, ctx.session.customerId, body.media, body.level, objects);
    if (!resolved.ok) throw badRequest(resolved.message);
  }
  const named = body.actions.flatMap((a) => (a.type === 'EMAIL' ? a.recipients.flatMap((r) => (r.kind === 'user' ? [r.userId] : [])) : []));
  if (named.length > 0) {
    const mailable = new Set((await mailUsers(ctx.db, ctx.session, ctx.now, { ids: named })).map((u) => u.id));
    if (named.some((id) => !mailable.has(id))) throw badRequest(T.MAIL_USERS_OUT_OF_SCOPE);
  }
  const ids = [...new Set(body.scope.accountIds)];
  const rows = await sqlOn(ctx.db).selectFrom('media_accounts as a').select(['a.id', 'a.media_code']).where('a.id', 'in', ids).where(accountInScope(ctx.session, 'a')).execute();
  if (rows.length !== ids.length) throw badRequest(T.ACCOUNTS_OUT_OF_SCOPE);
  if (rows.some((r) => r.media_code !== body.media)) throw badRequest(T.ACCOUNT_MEDIA);
  return { ...body, name: body.name.trim(), scope: { ...body.scope, accountIds: ids } };
}

type RuleRow = { id: number; owner_id: number | null; version: number; enabled: boolean; body: AiRuleBody; created_at: Date; updated_at: Date; removed_at: Date | null; next_due_at: Date | null };

/** The answers of some rules: owner names, last run, today's applied actions. */
async function views(db: Queryable, rows: readonly RuleRow[], now: Date): Promise<AiRuleView[]> {
  if (rows.length === 0) return [];
  const q = sqlOn(db);
  const ids = rows.map((r) => r.id);
  const owners = [...new Set(rows.map((r) => r.owner_id).filter((id): id is number => id !== null))];
  const names = new Map(
    owners.length === 0 ? [] : (await q.selectFrom('users').select(['id', 'display_name']).where('id', 'in', owners).execute()).map((u) => [u.id, u.display_name]),
  );
  const lastRuns = await runRows(db).where('u.rule_id', 'in', ids).distinctOn('u.rule_id').orderBy('u.rule_id').orderBy('u.started_at', 'desc').orderBy('u.id', 'desc').execute();
  const last = new Map(lastRuns.map((r) => [r.rule_id, runSummary(r)]));
  const today = await q
    .selectFrom('ai_rule_actions')
    .select(['rule_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('rule_id', 'in', ids)
    .where('china_day', '=', chinaToday(now))
    .where('outcome', '=', 'applied')
    .groupBy('rule_id')
    .execute();
  const todayOf = new Map(today.map((t) => [t.rule_id, Number(t.n)]));
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    enabled: r.enabled,
    body: r.body as unknown as Schemas['AiRuleBody'],
    owner: { id: r.owner_id, name: r.owner_id === null ? '' : (names.get(r.owner_id) ?? '') },
    createTime: formatChinaTime(r.created_at),
    updateTime: formatChinaTime(r.updated_at),
    removed: r.removed_at !== null,
    lastRun: last.get(r.id) ?? null,
    todayActions: todayOf.get(r.id) ?? 0,
    nextDueTime: r.enabled && r.next_due_at ? formatChinaTime(r.next_due_at) : null,
  }));
}

const RULE_COLUMNS = ['r.id', 'r.owner_id', 'r.version', 'r.enabled', 'r.body', 'r.created_at', 'r.updated_at', 'r.removed_at', 'r.next_due_at'] as const;

/** Runs with their rule's name and media (alias u for the run, r for the rule). */
export function runRows(db: Queryable) {
  return sqlOn(db)
    .selectFrom('ai_rule_runs as u')
    .innerJoin('ai_rules as r', 'r.id', 'u.rule_id')
    .select(['u.id', 'u.rule_id', 'r.name', 'r.media_code', 'u.kind', 'u.state', 'u.slot', 'u.evaluated', 'u.matched', 'u.acted', 'u.skipped', 'u.failed', 'u.error', 'u.started_at', 'u.finished_at']);
}

type RunRow = Awaited<ReturnType<ReturnType<typeof runRows>['execute']>>[number];

export function runSummary(r: RunRow): RunSummary {
  return {
    id: r.id,
    ruleId: r.rule_id,
    ruleName: r.name,
    media: r.media_code,
    kind: r.kind,
    state: r.state,
    slot: formatChinaTime(r.slot).slice(0, 16),
    evaluated: r.evaluated,
    matched: r.matched,
    acted: r.acted,
    skipped: r.skipped,
    failed: r.failed,
    error: r.error,
    startTime: formatChinaTime(r.started_at),
    finishTime: r.finished_at ? formatChinaTime(r.finished_at) : null,
  };
}

export async function listRules(ctx: RulesContext, query: Schemas['AiRuleListQuery']): Promise<Schemas['AiRulePage']> {
  let q = visibleRules(ctx.db, ctx.session);
  if (query.media) q = q.where('r.media_code', '=', query.media);
  if (query.enabled !== undefined) q = q.where('r.enabled', '=', query.enabled);
  const keyword = query.keyword?.trim();
  if (keyword) q = q.where('r.name', 'ilike', `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const [rows, total] = await Promise.all([
    q.select(RULE_COLUMNS).orderBy('r.updated_at', 'desc').orderBy('r.id', 'desc').limit(query.size).offset((query.current - 1) * query.size).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: await views(ctx.db, rows, ctx.now), total: Number(total.n), current: query.current, size: query.size };
}

async function ruleRow(db: Queryable, scope: AccountScope, id: number): Promise<RuleRow> {
  const row = await visibleRules(db, scope).select(RULE_COLUMNS).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(T.RULE_NOT_FOUND);
  return row;
}

export async function getRule(ctx: RulesContext, id: number): Promise<AiRuleView> {
  const [view] = await views(ctx.db, [await ruleRow(ctx.db, ctx.session, id)], ctx.now);
  return view;
}

const nextDueOf = (body: AiRuleBody, enabled: boolean, now: Date) => (enabled ? nextDue(body.schedule, now) : null);

export async function saveRule(ctx: RulesContext, request: Schemas['AiRuleSaveRequest']): Promise<AiRuleView> {
  const body = await checkBody(ctx, request.body);
  const q = sqlOn(ctx.db);
  const columns = { name: body.name, media_code: body.media, level: body.level, body: JSON.stringify(body), priority: body.priority, updated_at: ctx.now, updated_by: ctx.session.userId };
  if (request.id === undefined || request.id === null) {
    const enabled = request.enabled ?? true;
    const { id } = await q
      .insertInto('ai_rules')
      .values({ ...columns, company_id: ctx.session.customerId, owner_id: ctx.session.userId, enabled, created_at: ctx.now, next_due_at: nextDueOf(body, enabled, ctx.now) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return getRule(ctx, id);
  }
  const current = await ruleRow(ctx.db, ctx.session, request.id);
  if (request.version === undefined) throw badRequest(T.VERSION_REQUIRED);
  const enabled = request.enabled ?? current.enabled;
  // Conditional on the version edited: a save in between (or a toggle, a removal) refuses this one.
  const updated = await q
    .updateTable('ai_rules')
    .set({ ...columns, enabled, version: current.version + 1, next_due_at: nextDueOf(body, enabled, ctx.now) })
    .where('id', '=', request.id)
    .where('version', '=', request.version)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw conflict(T.VERSION_CONFLICT);
  return getRule(ctx, request.id);
}

export async function toggleRule(ctx: RulesContext, id: number, enabled: boolean): Promise<AiRuleView> {
  const current = await ruleRow(ctx.db, ctx.session, id);
  if (current.enabled !== enabled) {
    await sqlOn(ctx.db)
      .updateTable('ai_rules')
      .set({ enabled, version: current.version + 1, updated_at: ctx.now, updated_by: ctx.session.userId, next_due_at: nextDueOf(current.body, enabled, ctx.now) })
      .where('id', '=', id)
      .execute();
  }
  return getRule(ctx, id);
}

export async function removeRule(ctx: RulesContext, id: number): Promise<void> {
  await ruleRow(ctx.db, ctx.session, id);
  // The version moves too, so a round that planned with the rule skips its unsent actions (rule_removed).
  await sqlOn(ctx.db)
    .updateTable('ai_rules')
    .set((eb) => ({ removed_at: ctx.now, enabled: false, version: eb('version', '+', 1), updated_at: ctx.now, updated_by: ctx.session.userId, next_due_at: null }))
    .where('id', '=', id)
    .execute();
}

export async function copyRule(ctx: RulesContext, id: number): Promise<AiRuleView> {
  const source = await ruleRow(ctx.db, ctx.session, id);
  const name = [...`${source.body.name}${T.COPY_SUFFIX}`].slice(0, 50).join('');
  const body = await checkBody(ctx, { ...source.body, name } as unknown as Schemas['AiRuleBody']);
  return saveRule(ctx, { body: body as unknown as Schemas['AiRuleBody'], enabled: false });
}

/** At most one manual run a minute per rule: the last one's start. */
export async function checkRunNowPace(db: Queryable, ruleId: number, now: Date): Promise<void> {
  const last = await sqlOn(db).selectFrom('ai_rule_runs').select('started_at').where('rule_id', '=', ruleId).where('kind', '=', 'manual').orderBy('started_at', 'desc').limit(1).executeTakeFirst();
  if (last && now.getTime() - new Date(last.started_at).getTime() < 60_000) throw tooMany(T.RUN_NOW_TOO_SOON, 60);
}

/** A rule the caller sees, for the operations that act on it (run now, dry run). */
export async function visibleRule(ctx: RulesContext, id: number) {
  const row = await ruleRow(ctx.db, ctx.session, id);
  return row;
}
