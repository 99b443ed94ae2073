// A delivery table's filters, checked and turned into the metrics store's query. Every id the caller names
// (accounts, parent, edit, searched ids) is looked up inside the caller's company first: another company's
// id answers like a missing one and is never named back.
import type { components } from '@toufang/api/contract';
import { chinaDate, chinaDay, dayOfDate, DELIVERY, namePartIndex, type NameRuleBody, type DeliveryLevel, type DeliveryStatusClass, isMetricKey, type MediaCode, mediaHasLevel, mediaMetrics, type MetricKey, METRICS } from '@toufang/domain';
import { badRequest, CODES, Refusal, containsPattern } from '@toufang/server-http';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { accountInScope, editInScope, type AccountScope } from '@toufang/server-org';
import type { IndicatorRule, MetricsQuery, NameParts, SortKey } from '@toufang/server-context';
import { DELIVERY_TEXTS } from './texts';

type Schemas = components['schemas'];
export type DeliveryFilter = Schemas['DeliveryFilter'];
export type PathItem = Schemas['DeliveryPathItem'];

/** Rows an id search (模糊) may stand for: enough for any real search, bounded for the store's IN list. */
export const ID_SEARCH_MAX = 5000;

export const ATTRIBUTE_SORT_KEYS = ['name', 'status', 'budget', 'bid', 'createdAt'] as const;

/** Who asks: the company, and the user whose accounts the rows are limited to (org/account-scope.ts). */
export type Scope = AccountScope;

/** An account of the filter's media the caller may see. */
export interface ScopedAccount {
  id: number;
  accountId: string;
  accountName: string;
  sandbox: boolean;
  authorizationId: number | null;
  lastSyncedAt: Date | null;
}

export interface ResolvedFilter {
  media: MediaCode;
  level: DeliveryLevel;
  from: string;
  to: string;
  /** The store's query without sort and page. */
  query: Omit<MetricsQuery, 'sort' | 'offset' | 'limit'>;
  /** The accounts the rows may belong to. */
  accounts: Map<number, ScopedAccount>;
  path: PathItem[];
  metrics: readonly MetricKey[];
}

export const notFound = (message: string) => new Refusal(CODES.NOT_FOUND, message);

function dayNumber(date: string): number {
  let day: number;
  try {
    day = dayOfDate(date);
  } catch {
    throw badRequest(DELIVERY_TEXTS.BAD_DATE);
  }
  // 2026-02-31 parses as 03-03: only a date that comes back the same is a date.
  if (chinaDate(day) !== date) throw badRequest(DELIVERY_TEXTS.BAD_DATE);
  return day;
}

/** Checks a date range against the limits; answers it as day numbers. */
export function checkRange(range: { from: string; to: string }, now: Date): { from: number; to: number } {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  const today = chinaDay(now.getTime());
  if (to < from) throw badRequest(DELIVERY_TEXTS.RANGE_REVERSED);
  if (to - from + 1 > DELIVERY.MAX_RANGE_DAYS) throw badRequest(DELIVERY_TEXTS.RANGE_TOO_LONG);
  if (to > today) throw badRequest(DELIVERY_TEXTS.RANGE_IN_FUTURE);
  if (from < today - DELIVERY.METRICS_DAYS + 1) throw badRequest(DELIVERY_TEXTS.RANGE_TOO_OLD);
  return { from, to };
}

export function checkLevel(media: MediaCode, level: DeliveryLevel): void {
  if (!mediaHasLevel(media, level)) throw badRequest(DELIVERY_TEXTS.NO_SUCH_LEVEL);
}

/** A metric key the media reports, or a refusal naming what was sent. */
export function checkMetric(media: MediaCode, key: string): MetricKey {
  if (!isMetricKey(key) || !mediaMetrics(media).includes(key)) throw badRequest(DELIVERY_TEXTS.UNKNOWN_METRIC(key));
  return key;
}

export function checkSort(media: MediaCode, sort: Schemas['DeliverySort'] | undefined): { key: SortKey; order: 'asc' | 'desc' } {
  if (!sort) return { key: 'cost', order: 'desc' };
  if ((ATTRIBUTE_SORT_KEYS as readonly string[]).includes(sort.key)) return { key: sort.key as SortKey, order: sort.order };
  if (!isMetricKey(sort.key) || !mediaMetrics(media).includes(sort.key)) throw badRequest(DELIVERY_TEXTS.UNKNOWN_SORT(sort.key));
  return { key: sort.key, order: sort.order };
}

function checkRules(media: MediaCode, indicators: Schemas['DeliveryIndicators'] | undefined): MetricsQuery['indicators'] {
  if (!indicators) return undefined;
  const rules: IndicatorRule[] = indicators.rules.map((rule) => {
    const metric = checkMetric(media, rule.metric);
    const label = METRICS[metric].label;
    if (rule.operator === 'BETWEEN') {
      if (rule.startValue === undefined || rule.endValue === undefined) throw badRequest(DELIVERY_TEXTS.RULE_INCOMPLETE(label));
      if (rule.startValue > rule.endValue) throw badRequest(DELIVERY_TEXTS.RULE_REVERSED(label));
      return { metric, operator: rule.operator, startValue: rule.startValue, endValue: rule.endValue };
    }
    if (rule.value === undefined) throw badRequest(DELIVERY_TEXTS.RULE_INCOMPLETE(label));
    return { metric, operator: rule.operator, value: rule.value };
  });
  return { union: indicators.union === 1, rules };
}

/** The caller's accounts of a media (removed ones left out), optionally only these ids (all must be found). */
export async function scopedAccounts(db: Queryable, scope: Scope, media: MediaCode, ids?: readonly number[]): Promise<Map<number, ScopedAccount>> {
  let query = sqlOn(db)
    .selectFrom('media_accounts as a')
    .select(['a.id', 'a.account_id', 'a.account_name', 'a.sandbox', 'a.authorization_id', 'a.last_synced_at'])
    .where(accountInScope(scope, 'a'))
    .where('a.media_code', '=', media)
    .where('a.bound', '=', true);
  if (ids && ids.length > 0) query = query.where('a.id', 'in', [...ids]);
  const rows = await query.orderBy('a.id').execute();
  if (ids && ids.length > 0 && rows.length !== new Set(ids).size) throw notFound(DELIVERY_TEXTS.ACCOUNT_NOT_FOUND);
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, accountId: r.account_id, accountName: r.account_name, sandbox: r.sandbox, authorizationId: r.authorization_id, lastSyncedAt: r.last_synced_at },
    ]),
  );
}

const splitValues = (value: string) => [
  ...new Set(
    value
      .split(/[,，\n\r\t ]+/)
      .map((v) => v.trim())
      .filter(Boolean),
  ),
];

/** Intersects id sets: undefined is "no restriction". */
function intersect(a: readonly string[] | undefined, b: readonly string[]): string[] {
  if (a === undefined) return [...b];
  const keep = new Set(b);
  return a.filter((id) => keep.has(id));
}

/** The levels under `level` on the way down to `target`, or null when target is not below level. */
function levelChain(parents: ReadonlyMap<string, string | null>, ancestor: string, target: string): string[] | null {
  const chain: string[] = [];
  let at: string | null | undefined = target;
  while (at !== undefined && at !== null && at !== ancestor) {
    chain.unshift(at);
    at = parents.get(at);
  }
  return at === ancestor ? chain : null;
}

export interface LevelTree {
  /** Each object level's parent level (null: under the account). */
  parents: ReadonlyMap<string, string | null>;
}

export async function resolveFilter(db: Queryable, scope: Scope, filter: DeliveryFilter, tree: LevelTree, now: Date): Promise<ResolvedFilter> {
  const { media, level } = filter;
  checkLevel(media, level);
  const range = checkRange(filter.dateRange, now);
  const indicators = checkRules(media, filter.indicators);
  const accounts = await scopedAccounts(db, scope, media, filter.accountIds);
  const query: ResolvedFilter['query'] = {
    customerId: scope.customerId,
    media,
    level,
    from: chinaDate(range.from),
    to: chinaDate(range.to),
    accountIds: [...accounts.keys()],
    indicators,
  };
  let objectIds: string[] | undefined;
  const path: PathItem[] = [];

  if (filter.parentId !== undefined) {
    const found = await resolveParent(db, scope, media, level, filter.parentId, accounts, tree);
    path.push(...found.path);
    if (found.accountId !== undefined) query.accountIds = [found.accountId];
    if (found.parentId !== undefined) query.parentId = found.parentId;
    if (found.objectIds !== undefined) objectIds = intersect(objectIds, found.objectIds);
  }

  if (filter.search) {
    const { field, method, value } = filter.search;
    const trimmed = value.trim();
    if (trimmed === '') throw badRequest(DELIVERY_TEXTS.SEARCH_EMPTY);
    if (field === 'name') {
      if (method === 'LIKE') query.nameLike = trimmed;
      else query.nameIn = splitValues(trimmed);
    } else {
      objectIds = intersect(objectIds, await idsMatching(db, scope, media, level, method, trimmed, accounts));
    }
  }

  if (filter.status !== undefined && filter.status !== 'all') query.statuses = [filter.status as DeliveryStatusClass];

  if (filter.editId !== undefined) {
    const edit = await sqlOn(db).selectFrom('delivery_edits as e').select(['e.id']).where('e.id', '=', filter.editId).where(editInScope(scope, 'e')).executeTakeFirst();
    if (!edit) throw notFound(DELIVERY_TEXTS.EDIT_NOT_FOUND);
    const items = await sqlOn(db).selectFrom('delivery_edit_items').select('object_id').where('edit_id', '=', edit.id).execute();
    objectIds = intersect(objectIds, items.map((i) => i.object_id));
  }

  if (filter.nameField !== undefined) query.nameParts = await nameParts(db, scope, media, level, filter.nameField);

  if (objectIds !== undefined) query.objectIds = objectIds;
  return { media, level, from: query.from, to: query.to, query, accounts, path, metrics: mediaMetrics(media) };
}

/** An enabled delivery naming rule's active version and one of its fields, as a filter or a group names them. */
export interface NameRuleField {
  ruleName: string;
  body: NameRuleBody;
  index: number;
}

/**
 * 命名解析 (design §4.2): an enabled delivery rule of the company that applies to the media and level, and the
 * field's place in its names. Nothing parsed is stored, so a new version shows at once.
 */
export async function nameRuleField(db: Queryable, scope: Scope, media: MediaCode, level: DeliveryLevel, ruleId: number, field: string): Promise<NameRuleField> {
  const rule = await sqlOn(db)
    .selectFrom('name_rules as r')
    .innerJoin('name_rule_versions as v', (j) => j.onRef('v.rule_id', '=', 'r.id').onRef('v.version', '=', 'r.active_version'))
    .select(['r.name', 'r.media_code', 'r.levels', 'v.body'])
    .where('r.id', '=', ruleId)
    .where('r.customer_id', '=', scope.customerId)
    .where('r.removed_at', 'is', null)
    .where('r.enabled', '=', true)
    .where('r.target', '=', 'delivery')
    .executeTakeFirst();
  if (!rule || (rule.media_code !== null && rule.media_code !== media) || (rule.levels !== null && !rule.levels.includes(level))) throw notFound(DELIVERY_TEXTS.NAME_RULE_NOT_FOUND);
  const index = namePartIndex(rule.body, field);
  if (index < 0) throw notFound(DELIVERY_TEXTS.NAME_FIELD_NOT_FOUND(field));
  return { ruleName: rule.name, body: rule.body, index };
}

/** The store's split of names keeping the chosen field's values. */
async function nameParts(db: Queryable, scope: Scope, media: MediaCode, level: DeliveryLevel, wanted: NonNullable<DeliveryFilter['nameField']>): Promise<NameParts> {
  const { body, index } = await nameRuleField(db, scope, media, level, wanted.ruleId, wanted.field);
  return { separator: body.separator, parts: body.fields.length, equals: [{ index, values: [...new Set(wanted.values)] }] };
}

async function idsMatching(
  db: Queryable,
  scope: Scope,
  media: MediaCode,
  level: DeliveryLevel,
  method: 'LIKE' | 'IN',
  value: string,
  accounts: Map<number, ScopedAccount>,
): Promise<string[]> {
  if (level === 'account') {
    // An account is found by the media's account id or the desk's id.
    const wanted = method === 'IN' ? new Set(splitValues(value)) : null;
    return [...accounts.values()]
      .filter((a) => (wanted ? wanted.has(a.accountId) || wanted.has(String(a.id)) : a.accountId.includes(value) || String(a.id).includes(value)))
      .map((a) => String(a.id));
  }
  if (method === 'IN') return splitValues(value);
  const rows = await sqlOn(db)
    .selectFrom('delivery_objects')
    .select('object_id')
    .where('customer_id', '=', scope.customerId)
    .where('media_code', '=', media)
    .where('level', '=', level)
    .where('object_id', 'like', containsPattern(value))
    .limit(ID_SEARCH_MAX)
    .execute();
  return rows.map((r) => r.object_id);
}

interface ParentAnswer {
  path: PathItem[];
  accountId?: number;
  parentId?: string;
  objectIds?: string[];
}

/**
 * The drill-down parent: an account (then only its rows), the direct parent object (parentId), or an object
 * further up (the ids of its descendants on the table's level).
 */
async function resolveParent(
  db: Queryable,
  scope: Scope,
  media: MediaCode,
  level: DeliveryLevel,
  parentId: string,
  accounts: Map<number, ScopedAccount>,
  tree: LevelTree,
): Promise<ParentAnswer> {
  if (level === 'account') throw notFound(DELIVERY_TEXTS.PARENT_NOT_FOUND);
  const q = sqlOn(db);
  const object = await q
    .selectFrom('delivery_objects')
    .select(['object_id', 'level', 'name', 'parent_id', 'account_id'])
    .where('customer_id', '=', scope.customerId)
    .where('media_code', '=', media)
    .where('object_id', '=', parentId)
    .executeTakeFirst();
  if (!object) {
    // Not an object: the desk's id of an account.
    const accountId = /^\d+$/.test(parentId) ? Number(parentId) : NaN;
    const account = accounts.get(accountId);
    if (!account) throw notFound(DELIVERY_TEXTS.PARENT_NOT_FOUND);
    return { path: [{ level: 'account', id: String(account.id), name: account.accountName }], accountId: account.id };
  }
  const account = accounts.get(object.account_id);
  if (!account) throw notFound(DELIVERY_TEXTS.PARENT_NOT_FOUND);
  const chain = levelChain(tree.parents, object.level, level);
  if (!chain) throw notFound(DELIVERY_TEXTS.PARENT_NOT_FOUND);

  // The path from the account down to the parent.
  const path: PathItem[] = [];
  let at: { object_id: string; level: string; name: string; parent_id: string | null } | undefined = object;
  while (at) {
    path.unshift({ level: at.level as DeliveryLevel, id: at.object_id, name: at.name });
    if (at.parent_id === null) break;
    at = await q
      .selectFrom('delivery_objects')
      .select(['object_id', 'level', 'name', 'parent_id'])
      .where('customer_id', '=', scope.customerId)
      .where('media_code', '=', media)
      .where('object_id', '=', at.parent_id)
      .executeTakeFirst();
  }
  path.unshift({ level: 'account', id: String(account.id), name: account.accountName });

  if (chain.length === 1) return { path, accountId: account.id, parentId: object.object_id };
  // Further down: walk the levels between.
  let ids = [object.object_id];
  for (const step of chain) {
    if (ids.length === 0) break;
    const rows = await q
      .selectFrom('delivery_objects')
      .select('object_id')
      .where('customer_id', '=', scope.customerId)
      .where('media_code', '=', media)
      .where('level', '=', step)
      .where('parent_id', 'in', ids)
      .execute();
    ids = rows.map((r) => r.object_id);
  }
  return { path, accountId: account.id, objectIds: ids };
}
