// 效果分析报告 (docs/design/tools.md §2 pivot-types, §5.1): the metrics store's pivot over the accounts the caller sees,
// grouped by the asked dimensions. The 计划 dimension reads the level each media calls 计划 (planLevelOf), project
// folds the account groups by media_accounts.project_id, and a parsed-name field is a 命名解析 rule's split handed to
// the store as {separator, parts, index}. Totals add the groups' sums and take the rates from them (pivotTotals).
import type { components } from '@toufang/api/contract';
import {
  checkEffectReportBody,
  chinaToday,
  EFFECT_REPORT_LIMITS,
  EFFECT_REPORT_TEXTS,
  namePartIndex,
  planLevelOf,
  planLevels,
  pivotTotals,
  pivotValues,
  ZERO_SUMS,
  type EffectReportBody,
  type MediaCode,
  type NameRuleBody,
} from '@toufang/domain';
import type { PivotDimension, PivotQuery, ServerContext } from '@toufang/server-context';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { badRequest, CODES, Refusal } from '@toufang/server-http';
import { accountInScope, type AccountScope } from '@toufang/server-org';
import { sql } from 'kysely';
import { INSIGHTS_TEXTS } from './texts';

type Schemas = components['schemas'];
export type EffectReportAnswer = Schemas['EffectReportAnswer'];
type Key = Schemas['EffectReportKey'];

/** The caller: whose accounts, in which company. */
export type ReportScope = AccountScope & { customerId: number };

export interface ScopedAccount {
  id: number;
  media: MediaCode;
  name: string;
  advertiserId: string;
  sandbox: boolean;
  projectId: number | null;
}

/** The body checked as the page checks it (against today's kept days when given); the first message answers 400. */
export function checkBody(body: EffectReportBody, today?: string): void {
  const [error] = checkEffectReportBody(body, today);
  if (error) throw badRequest(error.message);
}

/** The accounts the caller sees, narrowed by the body's filters (media, accounts, projects). */
export async function scopedAccounts(db: Queryable, scope: ReportScope, filters: EffectReportBody['filters'] = {}): Promise<ScopedAccount[]> {
  let query = sqlOn(db)
    .selectFrom('media_accounts as a')
    .select(['a.id', 'a.media_code', 'a.account_name', 'a.account_id', 'a.sandbox', 'a.project_id'])
    .where('a.customer_id', '=', scope.customerId)
    .where(accountInScope(scope, 'a'))
    .orderBy('a.media_code')
    .orderBy('a.account_name')
    .orderBy('a.id');
  if (filters.media) query = filters.media.length === 0 ? query.where(sql<boolean>`false`) : query.where('a.media_code', 'in', [...filters.media]);
  if (filters.accountIds) query = filters.accountIds.length === 0 ? query.where(sql<boolean>`false`) : query.where('a.id', 'in', [...filters.accountIds]);
  if (filters.projectIds) query = filters.projectIds.length === 0 ? query.where(sql<boolean>`false`) : query.where('a.project_id', 'in', [...filters.projectIds]);
  const rows = await query.execute();
  return rows.map((r) => ({ id: r.id, media: r.media_code as MediaCode, name: r.account_name, advertiserId: r.account_id, sandbox: Boolean(r.sandbox), projectId: r.project_id ?? null }));
}

interface NamePartRule {
  split: NonNullable<PivotQuery['namePart']>;
  /** The rule's media and levels (null: any), which narrow the media the pivot reads. */
  media: string | null;
  levels: readonly string[] | null;
  label: string;
  labels: ReadonlyMap<string, string>;
}

/** An enabled 命名解析 rule of delivery objects of the company, and its field's place in the names. */
async function namePartRule(db: Queryable, customerId: number, ruleId: number, field: string): Promise<NamePartRule> {
  const rule = await sqlOn(db)
    .selectFrom('name_rules as r')
    .innerJoin('name_rule_versions as v', (j) => j.onRef('v.rule_id', '=', 'r.id').onRef('v.version', '=', 'r.active_version'))
    .select(['r.media_code', 'r.levels', 'v.body'])
    .where('r.id', '=', ruleId)
    .where('r.customer_id', '=', customerId)
    .where('r.removed_at', 'is', null)
    .where('r.enabled', '=', true)
    .where('r.target', '=', 'delivery')
    .executeTakeFirst();
  if (!rule) throw new Refusal(CODES.NOT_FOUND, INSIGHTS_TEXTS.NAME_RULE_NOT_FOUND);
  const body = rule.body as NameRuleBody;
  const index = namePartIndex(body, field);
  if (index < 0) throw new Refusal(CODES.NOT_FOUND, INSIGHTS_TEXTS.NAME_FIELD_NOT_FOUND(field));
  const def = body.fields[index];
  return {
    split: { separator: body.separator, parts: body.fields.length, index },
    media: rule.media_code,
    levels: rule.levels,
    label: def.label,
    labels: new Map((def.dictionary?.entries ?? []).map((e) => [e.code, e.label])),
  };
}

/** The pivot of the body as the caller sees it: groups with their keys for display, values and totals. */
export async function effectReport(server: Pick<ServerContext, 'db' | 'metrics' | 'clock'>, scope: ReportScope, body: EffectReportBody): Promise<EffectReportAnswer> {
  return (await effectReportOf(server, scope, body)).answer;
}

/** The pivot, and the accounts whose figures it sums (an export records them: a file is refused once one leaves the scope). */
export async function effectReportOf(server: Pick<ServerContext, 'db' | 'metrics' | 'clock'>, scope: ReportScope, body: EffectReportBody): Promise<{ answer: EffectReportAnswer; accountIds: number[] }> {
  checkBody(body, chinaToday(server.clock.now()));
  const { db, metrics: store } = server;
  const nameRule = body.dimensions.includes('namePart') && body.namePart ? await namePartRule(db, scope.customerId, body.namePart.ruleId, body.namePart.field) : null;
  let accounts = await scopedAccounts(db, scope, body.filters);
  // A rule for one media (or for some levels) splits only its names: the other media have no rows by it.
  if (nameRule) accounts = accounts.filter((a) => (nameRule.media === null || nameRule.media === a.media) && (nameRule.levels === null || nameRule.levels.includes(planLevelOf(a.media))));
  const empty: EffectReportAnswer = { dimensions: body.dimensions, metrics: body.metrics, from: body.from, to: body.to, rows: [], totals: pivotValues(body.metrics, ZERO_SUMS), namePartLabel: nameRule?.label ?? null };
  if (accounts.length === 0) return { answer: empty, accountIds: [] };
  const media = [...new Set(accounts.map((a) => a.media))];
  const answer = await store.pivot({
    customerId: scope.customerId,
    media,
    levels: Object.fromEntries(media.map((m) => [m, planLevelOf(m)])),
    from: body.from,
    to: body.to,
    groupBy: body.dimensions as PivotDimension[],
    accountIds: accounts.map((a) => a.id),
    ...(nameRule ? { namePart: nameRule.split } : {}),
    accountProjects: new Map(accounts.filter((a) => a.projectId !== null).map((a) => [a.id, a.projectId as number])),
  });
  // A cut table's totals would not be the table's: more groups than the page can hold is refused, not shortened.
  if (answer.rows.length > EFFECT_REPORT_LIMITS.MAX_GROUPS) throw badRequest(EFFECT_REPORT_TEXTS.TOO_MANY_GROUPS);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const projectIds = [...new Set(answer.rows.map((r) => r.key.projectId).filter((id): id is number => typeof id === 'number'))];
  const projects = new Map(
    projectIds.length === 0
      ? []
      : (await sqlOn(db).selectFrom('projects').select(['id', 'name']).where('customer_id', '=', scope.customerId).where('id', 'in', projectIds).execute()).map((p) => [p.id, p.name]),
  );
  const levels = planLevels();
  const rows = answer.rows.map((row) => {
    const key: Key = {};
    const k = row.key;
    if (k.media !== undefined) key.media = k.media;
    if (k.accountId !== undefined) {
      const a = byId.get(k.accountId);
      key.account = { id: k.accountId, name: a?.name ?? String(k.accountId), advertiserId: a?.advertiserId ?? '', sandbox: a?.sandbox ?? false };
    }
    if (k.projectId !== undefined) key.project = k.projectId === null ? null : { id: k.projectId, name: projects.get(k.projectId) ?? String(k.projectId) };
    if (k.date !== undefined) key.date = k.date;
    if (k.plan !== undefined) {
      key.plan = { media: k.plan.media, level: k.plan.level as Schemas['DeliveryLevel'], levelLabel: levels[k.plan.media].label, objectId: k.plan.objectId, name: k.plan.name };
    }
    if (k.namePart !== undefined) {
      const value = k.namePart;
      key.namePart = { value, label: value === null ? INSIGHTS_TEXTS.NAME_UNMATCHED : (nameRule?.labels.get(value) ?? value) };
    }
    return { key, values: pivotValues(body.metrics, row.sums), sums: row.sums };
  });
  return {
    answer: { ...empty, rows: rows.map(({ key, values }) => ({ key, values })), totals: pivotTotals(body.metrics, rows).values },
    accountIds: accounts.map((a) => a.id),
  };
}

/** What the pickers choose from: the caller's accounts, the company's projects, its delivery naming rules. */
export async function effectReportOptions(db: Queryable, scope: ReportScope): Promise<Schemas['EffectReportOptions']> {
  const accounts = await scopedAccounts(db, scope);
  const projects = await sqlOn(db).selectFrom('projects').select(['id', 'name']).where('customer_id', '=', scope.customerId).orderBy('name').orderBy('id').execute();
  const rules = await sqlOn(db)
    .selectFrom('name_rules as r')
    .innerJoin('name_rule_versions as v', (j) => j.onRef('v.rule_id', '=', 'r.id').onRef('v.version', '=', 'r.active_version'))
    .select(['r.id', 'r.name', 'r.media_code', 'v.body'])
    .where('r.customer_id', '=', scope.customerId)
    .where('r.removed_at', 'is', null)
    .where('r.enabled', '=', true)
    .where('r.target', '=', 'delivery')
    .orderBy('r.name')
    .orderBy('r.id')
    .execute();
  return {
    accounts: accounts.map(({ id, media, name, advertiserId, sandbox }) => ({ id, media, name, advertiserId, sandbox })),
    projects,
    nameRules: rules.map((r) => ({
      id: r.id,
      name: r.name,
      media: (r.media_code as MediaCode | null) ?? null,
      fields: (r.body as NameRuleBody).fields.map((f) => ({ key: f.key, label: f.label })),
    })),
  };
}
