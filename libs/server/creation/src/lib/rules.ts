// 防出错规则 (issue 22 "防出错", tools-app's rules-manager and add-error-prevention-rules): a company's rules, each a
// media, a scope (accounts and account groups; neither: every account of the media), a field and what it allows:
// the media's goal values for 目标转化 and 深度转化, a range in 元 for the bids and budgets. ADMIN and MANAGER keep
// them (x-access); every write is one transaction with its audit record. Another company's rule answers 404.
import type { components } from '@toufang/api/contract';
import { formatChinaTime, type MediaCode } from '@toufang/domain';
import { actorOf, recordAudit } from '@toufang/server-audit';
import { sqlOn, type Db, type ErrorPreventionFieldColumn, type Queryable } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';
import { sql } from 'kysely';
import { goalValuesOf } from './specs';
import { badRequest, CREATION_AUDIT, CREATION_TEXTS as T, notFound } from './texts';

type Item = components['schemas']['ErrorPreventionRuleItem'];
type Page = components['schemas']['ErrorPreventionRulePage'];
type ListQuery = components['schemas']['ErrorPreventionRuleListQuery'];
type SaveRequest = components['schemas']['ErrorPreventionRuleSaveRequest'];

export const GOAL_FIELDS: readonly ErrorPreventionFieldColumn[] = ['goal', 'deepGoal'];
export const isGoalField = (field: ErrorPreventionFieldColumn) => GOAL_FIELDS.includes(field);

const money = (v: string | number | null): number | null => (v === null ? null : Number(v));

function rules(db: Queryable, customerId: number) {
  return sqlOn(db)
    .selectFrom('error_prevention_rules as r')
    .leftJoin('users as c', 'c.id', 'r.created_by')
    .leftJoin('users as u', 'u.id', 'r.updated_by')
    .where('r.customer_id', '=', customerId)
    .where('r.removed_at', 'is', null);
}

const COLUMNS = ['r.id', 'r.name', 'r.enabled', 'r.media_code', 'r.account_ids', 'r.account_group_ids', 'r.field', 'r.allowed_values', 'r.min_value', 'r.max_value', 'r.updated_at', 'c.display_name as created_name', 'u.display_name as updated_name'] as const;

interface RuleRow {
  id: number;
  name: string;
  enabled: boolean;
  media_code: string;
  account_ids: number[];
  account_group_ids: number[];
  field: ErrorPreventionFieldColumn;
  allowed_values: string[];
  min_value: string | number | null;
  max_value: string | number | null;
  updated_at: Date;
  created_name: string | null;
  updated_name: string | null;
}

/** The rows as items, with the names of their accounts and groups (one read each for the page). */
async function itemsOf(db: Queryable, customerId: number, rows: readonly RuleRow[]): Promise<Item[]> {
  const accountIds = [...new Set(rows.flatMap((r) => r.account_ids))];
  const groupIds = [...new Set(rows.flatMap((r) => r.account_group_ids))];
  const q = sqlOn(db);
  const accounts = accountIds.length ? await q.selectFrom('media_accounts').select(['id', 'account_name']).where('customer_id', '=', customerId).where('id', 'in', accountIds).execute() : [];
  const groups = groupIds.length ? await q.selectFrom('account_groups').select(['id', 'name']).where('customer_id', '=', customerId).where('id', 'in', groupIds).execute() : [];
  const accountName = new Map(accounts.map((a) => [a.id, a.account_name]));
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    enabled: r.enabled,
    media: r.media_code as MediaCode,
    // An account or group gone since is left out: the rule no longer reaches it.
    accounts: r.account_ids.flatMap((id) => (accountName.has(id) ? [{ id, name: accountName.get(id) as string }] : [])),
    accountGroups: r.account_group_ids.flatMap((id) => (groupName.has(id) ? [{ id, name: groupName.get(id) as string }] : [])),
    field: r.field,
    values: r.allowed_values,
    min: money(r.min_value),
    max: money(r.max_value),
    createdBy: r.created_name,
    updatedBy: r.updated_name,
    updateTime: formatChinaTime(r.updated_at),
  }));
}

export async function listRules(db: Queryable, session: SessionUser, query: ListQuery): Promise<Page> {
  let q = rules(db, session.customerId);
  if (query.media !== undefined) q = q.where('r.media_code', '=', query.media);
  if (query.field !== undefined) q = q.where('r.field', '=', query.field);
  if (query.enabled !== undefined) q = q.where('r.enabled', '=', query.enabled);
  const keyword = query.keyword?.trim();
  if (keyword) q = q.where(sql<boolean>`position(lower(${keyword}) in lower(r.name)) > 0`);
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = (await q
    .select([...COLUMNS])
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(query.size)
    .offset((query.current - 1) * query.size)
    .execute()) as RuleRow[];
  return { records: await itemsOf(db, session.customerId, rows), total: Number(total), current: query.current, size: query.size };
}

export async function getRule(db: Queryable, session: SessionUser, id: number): Promise<Item> {
  const row = (await rules(db, session.customerId).select([...COLUMNS]).where('r.id', '=', id).executeTakeFirst()) as RuleRow | undefined;
  if (!row) throw notFound(T.RULE_NOT_FOUND);
  return (await itemsOf(db, session.customerId, [row]))[0] as Item;
}

interface RuleValues {
  name: string;
  enabled: boolean;
  media_code: MediaCode;
  account_ids: number[];
  account_group_ids: number[];
  field: ErrorPreventionFieldColumn;
  allowed_values: string[];
  min_value: number | null;
  max_value: number | null;
}

/** The request as stored, or a 400 naming what is wrong. */
async function checkedRule(db: Queryable, session: SessionUser, request: SaveRequest): Promise<RuleValues> {
  const name = request.name.trim();
  if (!name) throw badRequest(T.RULE_NAME_REQUIRED);
  const values = [...new Set((request.values ?? []).map((v) => v.trim()).filter(Boolean))];
  const min = request.min ?? null;
  const max = request.max ?? null;
  if (isGoalField(request.field)) {
    if (values.length === 0) throw badRequest(T.RULE_VALUES_REQUIRED);
    if (min !== null || max !== null) throw badRequest(T.RULE_VALUES_NOT_RANGE);
    // The values the goal options operation offers (goalOptionsOf); typed values only where the media has none.
    const goalField = request.field as 'goal' | 'deepGoal';
    const known = goalValuesOf(request.media, goalField);
    const unknown = known ? values.find((v) => !known.has(v)) : undefined;
    if (unknown !== undefined) throw badRequest(T.RULE_VALUE_UNKNOWN(unknown, goalField));
  } else {
    if (values.length > 0) throw badRequest(T.RULE_RANGE_NOT_VALUES);
    if (min === null && max === null) throw badRequest(T.RULE_RANGE_REQUIRED);
    if (min !== null && max !== null && min > max) throw badRequest(T.RULE_RANGE_ORDER);
  }
  const accountIds = [...new Set(request.accountIds ?? [])];
  const groupIds = [...new Set(request.accountGroupIds ?? [])];
  const q = sqlOn(db);
  if (accountIds.length) {
    const found = new Set((await q.selectFrom('media_accounts').select('id').where('customer_id', '=', session.customerId).where('media_code', '=', request.media).where('id', 'in', accountIds).execute()).map((a) => a.id));
    const stranger = accountIds.find((id) => !found.has(id));
    if (stranger !== undefined) throw badRequest(T.RULE_ACCOUNT_UNKNOWN(stranger));
  }
  if (groupIds.length) {
    const found = new Set((await q.selectFrom('account_groups').select('id').where('customer_id', '=', session.customerId).where('id', 'in', groupIds).execute()).map((g) => g.id));
    const stranger = groupIds.find((id) => !found.has(id));
    if (stranger !== undefined) throw badRequest(T.RULE_GROUP_UNKNOWN(stranger));
  }
  return { name, enabled: request.enabled, media_code: request.media, account_ids: accountIds, account_group_ids: groupIds, field: request.field, allowed_values: values, min_value: min, max_value: max };
}

const auditOf = (session: SessionUser, id: number, name: string, media: string) => ({ companyId: session.customerId, media, object: { level: 'errorPreventionRule', id: String(id), name } });

export async function saveRule(db: Db, session: SessionUser, request: SaveRequest, now: Date): Promise<Item> {
  const values = await checkedRule(db, session, request);
  const actor = await actorOf(db, session);
  const id = await db.transaction(async (tx) => {
    const q = sqlOn(tx);
    if (request.id === undefined) {
      const { id } = await q
        .insertInto('error_prevention_rules')
        .values({ customer_id: session.customerId, ...values, created_by: session.userId, created_at: now, updated_by: session.userId, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(tx, { ...auditOf(session, id, values.name, values.media_code), actor, action: 'errorPreventionRule.create', actionName: CREATION_AUDIT.RULE_CREATE, before: null, after: values });
      return id;
    }
    const before = await q
      .selectFrom('error_prevention_rules')
      .select(['id', 'name', 'enabled', 'media_code', 'account_ids', 'account_group_ids', 'field', 'allowed_values', 'min_value', 'max_value'])
      .where('id', '=', request.id)
      .where('customer_id', '=', session.customerId)
      .where('removed_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound(T.RULE_NOT_FOUND);
    await q.updateTable('error_prevention_rules').set({ ...values, updated_by: session.userId, updated_at: now }).where('id', '=', before.id).execute();
    await recordAudit(tx, {
      ...auditOf(session, before.id, values.name, values.media_code),
      actor,
      action: 'errorPreventionRule.save',
      actionName: CREATION_AUDIT.RULE_SAVE,
      before: { ...before, min_value: money(before.min_value), max_value: money(before.max_value) },
      after: values,
    });
    return before.id;
  });
  return getRule(db, session, id);
}

export async function toggleRule(db: Db, session: SessionUser, id: number, enabled: boolean, now: Date): Promise<Item> {
  const actor = await actorOf(db, session);
  await db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const rule = await q.selectFrom('error_prevention_rules').select(['id', 'name', 'enabled', 'media_code']).where('id', '=', id).where('customer_id', '=', session.customerId).where('removed_at', 'is', null).forUpdate().executeTakeFirst();
    if (!rule) throw notFound(T.RULE_NOT_FOUND);
    if (rule.enabled === enabled) return;
    await q.updateTable('error_prevention_rules').set({ enabled, updated_by: session.userId, updated_at: now }).where('id', '=', rule.id).execute();
    await recordAudit(tx, {
      ...auditOf(session, rule.id, rule.name, rule.media_code),
      actor,
      action: enabled ? 'errorPreventionRule.enable' : 'errorPreventionRule.disable',
      actionName: enabled ? CREATION_AUDIT.RULE_ENABLE : CREATION_AUDIT.RULE_DISABLE,
      before: { enabled: rule.enabled },
      after: { enabled },
    });
  });
  return getRule(db, session, id);
}

export async function removeRule(db: Db, session: SessionUser, id: number, now: Date): Promise<void> {
  const actor = await actorOf(db, session);
  await db.transaction(async (tx) => {
    const q = sqlOn(tx);
    const rule = await q.selectFrom('error_prevention_rules').select(['id', 'name', 'enabled', 'media_code']).where('id', '=', id).where('customer_id', '=', session.customerId).where('removed_at', 'is', null).forUpdate().executeTakeFirst();
    if (!rule) throw notFound(T.RULE_NOT_FOUND);
    await q.updateTable('error_prevention_rules').set({ removed_at: now, enabled: false, updated_by: session.userId, updated_at: now }).where('id', '=', rule.id).execute();
    await recordAudit(tx, { ...auditOf(session, rule.id, rule.name, rule.media_code), actor, action: 'errorPreventionRule.remove', actionName: CREATION_AUDIT.RULE_REMOVE, before: { name: rule.name, enabled: rule.enabled }, after: null });
  });
}
