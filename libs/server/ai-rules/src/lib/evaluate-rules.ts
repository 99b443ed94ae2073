// The pure half of a round and of a dry run, fed from the database and the metrics store (docs/design/tools.md §6.2
// steps 2–3, §6.3): a rule's objects as the desk's copy has them (inside its owner's scope now), the window sums
// each condition reads (one windowSums per media, level and window for every rule of the round), and the domain's
// evaluateConditions and planActions over them. Nothing here calls a media.
import {
  chinaToday,
  conditionHolds,
  conditionValue,
  deliveryStatusClass,
  evaluateConditions,
  matchesNameParts,
  objectPassesFilters,
  planActions,
  previousWindowOf,
  windowOf,
  ZERO_SUMS,
  type AiRuleBody,
  type AiRuleMetric,
  type AiRuleObjectFacts,
  type BaseSums,
  type ConditionsVerdict,
  type MediaCode,
  type PlannedAction,
  type PlanState,
  type WindowRange,
} from '@toufang/domain';
import type { MetricsStore, ServerContext, TableLevel } from '@toufang/server-context';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { sql } from 'kysely';
import { accountInScope, accountScopeOfUser } from '@toufang/server-org';
import { ruleLimitsOf } from './media-limits';
import { resolveNameParts } from './name-parts';

/** A rule as a round or a dry run reads it. */
export interface RoundRule {
  id: number;
  name: string;
  ownerId: number | null;
  createdAt: number;
  version: number;
  body: AiRuleBody;
}

/** An object of a rule's scope, as the desk's copy has it. */
export interface ScopeObject {
  objectId: string;
  accountId: number;
  name: string;
  /** 元; null 不限; undefined: the level has no budget. */
  budget: number | null | undefined;
  bid: number | null;
  paused: boolean;
  facts: AiRuleObjectFacts;
  /** Its place among its level's rows in a round's ScopeRowsCache, by which the round keeps its window sums; absent when read alone. */
  slot?: number;
}

const yuan = (fen: string | number | null): number | null => (fen === null ? null : Number(fen) / 100);

/**
 * The §9 facts from the object's attributes, under the names the media and the sandbox give them (platform or os,
 * bid_type or pricing, count_label or convert_count: OBJECT_COLUMNS reads the first of each that is there).
 */
function factsOf(r: Pick<ObjectRow, 'platform' | 'bid_type' | 'count_label'>): AiRuleObjectFacts {
  const platform = (r.platform ?? '').toUpperCase();
  const count = (r.count_label ?? '').toUpperCase();
  return {
    ...(platform === 'IOS' || platform === 'ANDROID' ? { platform } : {}),
    ...(r.bid_type ? { bidType: r.bid_type.toUpperCase().replace(/^PRICING_/, '') } : {}),
    ...(count === 'ONCE' || count === 'MORE' ? { countLabel: count } : {}),
  };
}

/**
 * The accounts of each rule its owner sees now (design §6.3 "Scope at run time"), and how many it names that the
 * owner no longer sees; a rule without an owner (the user is gone) has none. Each owner's scope and the accounts
 * they see are read once (a round of 500 rules has a handful of owners).
 */
export async function ownerScopes(db: Queryable, rules: readonly RoundRule[]): Promise<(rule: RoundRule) => { accountIds: number[]; outOfScope: number }> {
  const visible = new Map<number, Map<number, string> | null>();
  for (const ownerId of new Set(rules.flatMap((r) => (r.ownerId === null ? [] : [r.ownerId])))) {
    const scope = await accountScopeOfUser(db, ownerId);
    if (!scope) {
      visible.set(ownerId, null);
      continue;
    }
    const named = [...new Set(rules.filter((r) => r.ownerId === ownerId).flatMap((r) => r.body.scope.accountIds))];
    const rows = await sqlOn(db).selectFrom('media_accounts as a').select(['a.id', 'a.media_code']).where('a.id', 'in', [...named, 0]).where(accountInScope(scope, 'a')).execute();
    visible.set(ownerId, new Map(rows.map((r) => [r.id, r.media_code])));
  }
  return (rule) => {
    const seen = rule.ownerId === null ? null : (visible.get(rule.ownerId) ?? null);
    if (!seen) return { accountIds: [], outOfScope: rule.body.scope.accountIds.length };
    const accountIds = [...new Set(rule.body.scope.accountIds)].filter((id) => seen.get(id) === rule.body.media);
    return { accountIds, outOfScope: rule.body.scope.accountIds.length - accountIds.length };
  };
}

type ObjectRow = {
  object_id: string;
  account_id: number;
  name: string;
  opt_status: 'enabled' | 'paused' | 'deleted';
  review: 'reviewing' | 'approved' | 'rejected';
  budget_fen: string | number | null;
  bid_fen: string | number | null;
  /** The §9 facts' attributes (factsOf), as text. */
  platform: string | null;
  bid_type: string | null;
  count_label: string | null;
};

type LevelHas = { budget: boolean; bid: boolean } | undefined;

function scopeObjectOf(r: ObjectRow, has: LevelHas, slot?: number): ScopeObject {
  const budget = has?.budget ? yuan(r.budget_fen) : undefined;
  const bid = has?.bid ? yuan(r.bid_fen) : null;
  const paused = r.opt_status === 'paused';
  const facts = factsOf(r);
  // Written out in one shape each (a round reads a million of these in its hot loop).
  return slot === undefined
    ? { objectId: r.object_id, accountId: r.account_id, name: r.name, budget, bid, paused, facts }
    : { objectId: r.object_id, accountId: r.account_id, name: r.name, budget, bid, paused, facts, slot };
}

/**
 * The columns a rule reads of an object: of its attributes only the three facts, each the first of its two names that
 * is there and not null (an object's attributes may hold much else, which a round of 100,000 objects need not parse).
 */
const OBJECT_COLUMNS = [
  'object_id', 'account_id', 'name', 'opt_status', 'review', 'budget_fen', 'bid_fen',
  sql<string | null>`coalesce(attributes->>'platform', attributes->>'os')`.as('platform'),
  sql<string | null>`coalesce(attributes->>'bid_type', attributes->>'pricing')`.as('bid_type'),
  sql<string | null>`coalesce(attributes->>'count_label', attributes->>'convert_count')`.as('count_label'),
] as const;

/**
 * The rows of a (media, level) under some accounts, not deleted, in object id order: scopeObjects' read without a
 * choice, as one JSON array (a round reads 100,000 rows: the driver then decodes one value rather than ten a row).
 */
async function levelRows(db: Queryable, companyId: number, media: MediaCode, level: string, accountIds: readonly number[]): Promise<ObjectRow[]> {
  const q = sqlOn(db)
    .selectFrom('delivery_objects')
    .select([...OBJECT_COLUMNS])
    .where('customer_id', '=', companyId)
    .where('media_code', '=', media)
    .where('level', '=', level)
    .where('account_id', 'in', [...accountIds])
    .where('opt_status', '!=', 'deleted');
  const [{ rows }] = (
    await sql<{ rows: [string, number, string, ObjectRow['opt_status'], ObjectRow['review'], number | null, number | null, string | null, string | null, string | null][] | null }>`
      SELECT json_agg(json_build_array(o.object_id, o.account_id, o.name, o.opt_status, o.review, o.budget_fen, o.bid_fen, o.platform, o.bid_type, o.count_label) ORDER BY o.object_id) AS rows
      FROM (${q}) o`.execute(sqlOn(db))
  ).rows;
  return (rows ?? []).map(([object_id, account_id, name, opt_status, review, budget_fen, bid_fen, platform, bid_type, count_label]) => ({
    object_id, account_id, name, opt_status, review, budget_fen, bid_fen, platform, bid_type, count_label,
  }));
}

/** A row of the desk's copy with what every rule asks of it worked out once: its status class and its ScopeObject. */
type CachedRow = { row: ObjectRow; status: string; object: ScopeObject };

/**
 * A round's objects of each (media, level) under the accounts its rules read, read once in object id order (as a
 * rule's own read orders them): the rules that choose all objects or by status take theirs from it (chosen here, not
 * in SQL), and so do the rules choosing by id, name or 命名解析 field whose accounts it holds, so 500 rules over the
 * same accounts read the desk's copy once rather than once each.
 */
export class ScopeRowsCache {
  private readonly wanted = new Map<string, { media: MediaCode; level: string; accounts: Set<number> }>();
  private readonly rows = new Map<string, { accounts: ReadonlySet<number>; rows: CachedRow[]; byAccount: Map<number, CachedRow[]> }>();

  constructor(
    private readonly server: Pick<ServerContext, 'db' | 'media'>,
    private readonly companyId: number,
  ) {}

  want(rule: RoundRule, accountIds: readonly number[]): void {
    const { media, level, scope } = rule.body;
    if (!servedByCache(scope.objects) || accountIds.length === 0) return;
    const key = `${media}|${level}`;
    const entry = this.wanted.get(key) ?? { media, level, accounts: new Set<number>() };
    for (const id of accountIds) entry.accounts.add(id);
    this.wanted.set(key, entry);
  }

  async load(): Promise<void> {
    for (const [key, w] of this.wanted) {
      if (this.rows.has(key)) continue;
      const has = this.server.media.port(w.media).levels.find((l) => l.level === w.level)?.has;
      const rows = (await levelRows(this.server.db, this.companyId, w.media, w.level, [...w.accounts])).map(
        (row, slot): CachedRow => ({ row, status: deliveryStatusClass(row.opt_status, row.review), object: scopeObjectOf(row, has, slot) }),
      );
      const byAccount = new Map<number, CachedRow[]>();
      for (const r of rows) {
        const list = byAccount.get(r.row.account_id);
        if (list) list.push(r);
        else byAccount.set(r.row.account_id, [r]);
      }
      this.rows.set(key, { accounts: new Set(w.accounts), rows, byAccount });
    }
  }

  /** The object ids of a (media, level)'s rows by slot; undefined when not loaded. */
  idsBySlot(media: MediaCode, level: string): string[] | undefined {
    return this.rows.get(`${media}|${level}`)?.rows.map((r) => r.row.object_id);
  }

  /**
   * The rows of a (media, level) under some accounts, in object id order; undefined when not loaded, or when `all`
   * is false and the cache does not hold every one of the accounts (a rule choosing by id or name then reads its own).
   */
  of(media: MediaCode, level: string, accountIds: readonly number[], all = true): CachedRow[] | undefined {
    const entry = this.rows.get(`${media}|${level}`);
    if (!entry) return undefined;
    if (!all && accountIds.some((id) => !entry.accounts.has(id))) return undefined;
    // Most rules name a few of the level's accounts: their rows, back in slot (object id) order, rather than a pass
    // over every row of the level for each of 500 rules.
    const accounts = new Set(accountIds);
    const lists: CachedRow[][] = [];
    let size = 0;
    for (const id of accounts) {
      const list = entry.byAccount.get(id);
      if (list) lists.push(list);
      size += list?.length ?? 0;
    }
    if (lists.length === 1) return lists[0].slice();
    // Many accounts' rows: one pass over the level keeps their order without sorting.
    if (size * Math.log2(size + 1) > entry.rows.length) return entry.rows.filter((r) => accounts.has(r.row.account_id));
    return lists.flat().sort((a, b) => a.object.slot! - b.object.slot!);
  }
}

/** The choices made in JS over the level's rows, which make a round read its level once. */
const servedByCache = (objects: AiRuleBody['scope']['objects']) => objects.kind === 'all' || objects.kind === 'status';

/** A name LIKE's value as SQL writes it (its own %, _ and \\ escaped): the name contains the value. */
const likeEscaped = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The objects of a rule's level under some accounts that its scope and §9 filters choose (never deleted ones). A
 * round passes its ScopeRowsCache: the rule's choice is then made over the rows it read, as the SQL below makes it
 * (ids and names compared exactly, LIKE as "contains", case-sensitive like PostgreSQL's).
 */
export async function scopeObjects(server: Pick<ServerContext, 'db' | 'media'>, companyId: number, rule: RoundRule, accountIds: readonly number[], cache?: ScopeRowsCache): Promise<ScopeObject[]> {
  if (accountIds.length === 0) return [];
  const { body } = rule;
  const objects = body.scope.objects;
  const cached = cache?.of(body.media, body.level, accountIds, servedByCache(objects));
  // A 命名解析 field: a naming rule no longer there (removed, disabled, the field gone) chooses nothing.
  const named = objects.kind === 'nameParts' ? await resolveNameParts(server.db, companyId, body.media, body.level, objects) : null;
  if (named && !named.ok) return [];
  if (cached) {
    const chosen = choiceOf(objects);
    const parts = named?.ok ? named.parts : null;
    const filtered = body.platform !== undefined || body.bidTypes !== undefined || body.countLabel !== undefined;
    const out: ScopeObject[] = [];
    for (const r of cached) {
      if (chosen && !chosen(r)) continue;
      if (parts && !matchesNameParts(r.row.name, parts)) continue;
      if (filtered && !objectPassesFilters(body, r.object.facts)) continue;
      out.push(r.object);
    }
    return out;
  }
  let q = sqlOn(server.db)
    .selectFrom('delivery_objects')
    .select([...OBJECT_COLUMNS])
    .where('customer_id', '=', companyId)
    .where('media_code', '=', body.media)
    .where('level', '=', body.level)
    .where('account_id', 'in', [...accountIds])
    .where('opt_status', '!=', 'deleted');
  if (objects.kind === 'ids') q = q.where('object_id', 'in', objects.ids);
  if (objects.kind === 'names' && objects.match === 'IN') q = q.where('name', 'in', objects.values);
  if (objects.kind === 'names' && objects.match === 'LIKE') {
    q = q.where((eb) => eb.or(objects.values.map((v) => eb('name', 'like', likeEscaped(v)))));
  }
  const rows = ((await q.orderBy('object_id').execute()) as ObjectRow[]).filter((r) => !named?.ok || matchesNameParts(r.name, named.parts));
  const has = server.media.port(body.media).levels.find((l) => l.level === body.level)?.has;
  return rows
    .filter((r) => objects.kind !== 'status' || (objects.statuses as string[]).includes(deliveryStatusClass(r.opt_status, r.review)))
    .map((r) => scopeObjectOf(r, has))
    .filter((o) => objectPassesFilters(body, o.facts));
}

/** A scope's choice over cached rows (the SQL's WHERE of scopeObjects); null: every row. */
function choiceOf(objects: AiRuleBody['scope']['objects']): ((r: CachedRow) => boolean) | null {
  switch (objects.kind) {
    case 'all':
    case 'nameParts':
      return null;
    case 'status': {
      const statuses = new Set<string>(objects.statuses);
      return (r) => statuses.has(r.status);
    }
    case 'ids': {
      const ids = new Set(objects.ids);
      return (r) => ids.has(r.row.object_id);
    }
    case 'names': {
      const values = objects.values;
      if (objects.match === 'IN') {
        const names = new Set(values);
        return (r) => names.has(r.row.name);
      }
      return (r) => values.some((v) => r.row.name.includes(v));
    }
  }
}

/** Window reads in flight at once (the DuckDB store answers up to 4 side by side). */
const WINDOW_READS_AT_ONCE = 4;

const rangeKey = (media: MediaCode, level: string, r: WindowRange) => `${media}|${level}|${r.granularity}|${r.from}|${r.to}`;

/**
 * Window sums read once per (media, level, window) for every rule of a round (design §6.2 step 2): ask for each
 * range with the accounts that need it, then `load`, then read an object's sums (zero when it had none).
 */
export class WindowSumsCache {
  private readonly wanted = new Map<string, { media: MediaCode; level: string; range: WindowRange; accounts: Set<number> }>();
  private readonly sums = new Map<string, Map<string, BaseSums>>();
  /** objectReader's sums by slot of a ScopeRowsCache's rows (null: the cache does not hold the level). */
  private readonly bySlot = new Map<string, BaseSums[] | null>();
  /** A metric's condition value over a range by slot, each worked out when first asked (metricBySlot). */
  private readonly valuesBySlot = new Map<string, SlotValues | null>();
  /** Ranges the store refused (before what it keeps): a dry run cannot replay a slot that reads one. */
  private readonly refused = new Set<string>();

  constructor(
    private readonly store: MetricsStore,
    private readonly companyId: number,
  ) {}

  want(media: MediaCode, level: string, range: WindowRange, accountIds: readonly number[]): void {
    const key = rangeKey(media, level, range);
    const entry = this.wanted.get(key) ?? { media, level, range, accounts: new Set<number>() };
    for (const id of accountIds) entry.accounts.add(id);
    this.wanted.set(key, entry);
  }

  async load(): Promise<void> {
    const pending = [...this.wanted].filter(([key, w]) => !this.sums.has(key) && w.accounts.size > 0);
    // A few reads side by side: the store answers each on a reader of its own while this process converts another's rows.
    let next = 0;
    const lane = async () => {
      while (next < pending.length) {
        const [key, w] = pending[next++];
        this.sums.set(key, await this.read(key, w));
      }
    };
    await Promise.all(Array.from({ length: Math.min(WINDOW_READS_AT_ONCE, pending.length) }, lane));
  }

  private async read(key: string, w: { media: MediaCode; level: string; range: WindowRange; accounts: Set<number> }): Promise<Map<string, BaseSums>> {
    const map = new Map<string, BaseSums>();
    try {
      for await (const chunk of this.store.windowSums({
        customerId: this.companyId,
        media: w.media,
        level: w.level as TableLevel,
        accountIds: [...w.accounts],
        from: w.range.from,
        to: w.range.to,
        granularity: w.range.granularity,
        statuses: ['enabled', 'paused', 'reviewing', 'rejected'],
      })) {
        for (const row of chunk) map.set(row.objectId, row.sums);
      }
    } catch (error) {
      // A window before what the store keeps (a previous slot's window at the edge of the history): no figures.
      if (!(error instanceof RangeError)) throw error;
      this.refused.add(key);
    }
    return map;
  }

  /** Whether the store answered the range (false: before what it keeps). */
  answered(media: MediaCode, level: string, range: WindowRange): boolean {
    return !this.refused.has(rangeKey(media, level, range));
  }

  get(media: MediaCode, level: string, range: WindowRange, objectId: string): BaseSums {
    return this.sums.get(rangeKey(media, level, range))?.get(objectId) ?? ZERO_SUMS;
  }

  /**
   * `get` of one range for objects of a round's ScopeRowsCache: the range's sums laid out by the objects' slots once
   * for every rule reading it (a million lookups by object id become a few thousand); an object without a slot is
   * looked up by its id.
   */
  objectReader(media: MediaCode, level: string, range: WindowRange, rows: ScopeRowsCache | undefined): (object: ScopeObject) => BaseSums {
    const key = rangeKey(media, level, range);
    const map = this.sums.get(key);
    let bySlot = this.bySlot.get(key);
    if (bySlot === undefined && rows) {
      bySlot = rows.idsBySlot(media, level)?.map((id) => map?.get(id) ?? ZERO_SUMS) ?? null;
      this.bySlot.set(key, bySlot);
    }
    const laid = bySlot ?? null;
    return (object) => (laid !== null && object.slot !== undefined ? laid[object.slot] : (map?.get(object.objectId) ?? ZERO_SUMS));
  }

  /**
   * conditionValue of a metric over one range for the objects of a round's ScopeRowsCache, by slot, each worked out
   * the first time a rule asks and kept for the others (500 rules ask a handful of metrics of the same windows);
   * null when the cache does not hold the level.
   */
  metricBySlot(media: MediaCode, level: string, range: WindowRange, metric: AiRuleMetric, rows: ScopeRowsCache | undefined): SlotValues | null {
    const key = `${rangeKey(media, level, range)}|${metric}`;
    let entry = this.valuesBySlot.get(key);
    if (entry === undefined) {
      this.objectReader(media, level, range, rows);
      const laid = this.bySlot.get(rangeKey(media, level, range)) ?? null;
      entry = laid === null ? null : { metric, sums: laid, values: new Float64Array(laid.length), known: new Uint8Array(laid.length) };
      this.valuesBySlot.set(key, entry);
    }
    return entry;
  }

  /** `get` of one range, its key resolved once (a rule reads each of its ranges for thousands of objects). */
  reader(media: MediaCode, level: string, range: WindowRange): (objectId: string) => BaseSums {
    const map = this.sums.get(rangeKey(media, level, range));
    return (objectId) => map?.get(objectId) ?? ZERO_SUMS;
  }
}

/** A metric's values over a range by slot (NaN: none, a ratio over 0), and which are worked out yet. */
interface SlotValues {
  metric: AiRuleMetric;
  sums: readonly BaseSums[];
  values: Float64Array;
  known: Uint8Array;
}

/** A SlotValues' value of a slot (NaN: none), worked out the first time. */
function slotValue(v: SlotValues, slot: number): number {
  if (v.known[slot] === 1) return v.values[slot];
  const value = conditionValue(v.metric, v.sums[slot]);
  const out = value === null ? Number.NaN : value;
  v.values[slot] = out;
  v.known[slot] = 1;
  return out;
}

/** The windows a rule reads at `asOf` (and, for HITLINE, at its previous evaluation). */
export function rangesOf(body: AiRuleBody, asOf: number, previousAsOf: number | null) {
  return body.conditions.map((c) => ({
    now: windowOf(c.window, asOf),
    previous: c.operator === 'HITLINE' ? previousWindowOf(c.window, asOf, previousAsOf) : null,
  }));
}

export interface Evaluated {
  object: ScopeObject;
  verdict: ConditionsVerdict;
  planned: PlannedAction[];
}

/**
 * A rule over its objects: each object's verdict and, when it matched, what the rule does (the domain's
 * planActions with the rule's history on it).
 */
export function evaluateRule(
  server: Pick<ServerContext, 'media'>,
  rule: RoundRule,
  objects: readonly ScopeObject[],
  sums: WindowSumsCache,
  ranges: ReturnType<typeof rangesOf>,
  stateOf: (objectId: string) => PlanState,
): Evaluated[] {
  const limits = ruleLimitsOf(server, rule.body.media);
  const readers = readersOf(rule, sums, ranges);
  return objects.map((object) => {
    const figures = readers.map((r) => ({ sums: r.now(object.objectId), previous: r.previous ? r.previous(object.objectId) : null }));
    const verdict = evaluateConditions(rule.body, figures, object.budget ?? null);
    const planned = verdict.matched ? planOf(rule, object, stateOf, limits) : [];
    return { object, verdict, planned };
  });
}

/**
 * evaluateRule's matched objects only, as a round needs them: whether an object matches is asked condition by
 * condition without building its verdict (a round asks it of a million objects and a few percent match); the
 * matched ones then take evaluateConditions' verdict and their plan, as evaluateRule gives them.
 */
export function matchesOf(
  server: Pick<ServerContext, 'media'>,
  rule: RoundRule,
  objects: readonly ScopeObject[],
  sums: WindowSumsCache,
  ranges: ReturnType<typeof rangesOf>,
  stateOf: (objectId: string) => PlanState,
  rows?: ScopeRowsCache,
): Evaluated[] {
  const limits = ruleLimitsOf(server, rule.body.media);
  const { media, level } = rule.body;
  const readers = ranges.map((r) => ({ now: sums.objectReader(media, level, r.now, rows), previous: r.previous ? sums.objectReader(media, level, r.previous, rows) : null }));
  const { conditions } = rule.body;
  const all = rule.body.join === 'ALL';
  const matched: Evaluated[] = [];
  if (conditions.length === 0) return matched;
  // MORE and LESS against a number compare the round's kept value of the metric (conditionHolds' comparison: none,
  // NaN here, holds neither); HITLINE, which reads a previous window and the budget, asks conditionHolds.
  const lines = conditions.map((c, i) => {
    if (c.operator === 'HITLINE' || c.value === null || c.value === undefined) return null;
    const values = sums.metricBySlot(media, level, ranges[i].now, c.metric, rows);
    return values && { values, more: c.operator === 'MORE', line: c.value };
  });
  for (const object of objects) {
    const budget = object.budget ?? null;
    const slot = object.slot;
    // ALL: the first condition that fails decides; ANY: the first that holds.
    let match = all;
    for (let i = 0; i < conditions.length; i++) {
      const f = lines[i];
      let holds: boolean;
      if (f !== null && slot !== undefined) {
        const value = slotValue(f.values, slot);
        holds = f.more ? value > f.line : value < f.line;
      } else {
        const r = readers[i];
        holds = conditionHolds(conditions[i], r.now(object), r.previous ? r.previous(object) : null, budget);
      }
      if (holds !== all) {
        match = !all;
        break;
      }
    }
    if (!match) continue;
    const figures = readers.map((r) => ({ sums: r.now(object), previous: r.previous ? r.previous(object) : null }));
    matched.push({ object, verdict: evaluateConditions(rule.body, figures, budget), planned: planOf(rule, object, stateOf, limits) });
  }
  return matched;
}

function readersOf(rule: RoundRule, sums: WindowSumsCache, ranges: ReturnType<typeof rangesOf>) {
  const { media, level } = rule.body;
  return ranges.map((r) => ({ now: sums.reader(media, level, r.now), previous: r.previous ? sums.reader(media, level, r.previous) : null }));
}

function planOf(rule: RoundRule, object: ScopeObject, stateOf: (objectId: string) => PlanState, limits: ReturnType<typeof ruleLimitsOf>): PlannedAction[] {
  return planActions({ id: rule.id, name: rule.name, createdAt: rule.createdAt, body: rule.body }, { objectId: object.objectId, budget: object.budget, bid: object.bid, paused: object.paused }, stateOf(object.objectId), limits);
}

/** What each of some rules has done to its objects (applied, or sent and not yet answered): cooldowns and today's triggers. */
export async function ruleHistories(db: Queryable, ruleIds: readonly number[], now: Date): Promise<(ruleId: number) => (objectId: string) => PlanState> {
  const today = chinaToday(now);
  const rows =
    ruleIds.length === 0
      ? []
      : await sqlOn(db)
          .selectFrom('ai_rule_actions')
          .select(['rule_id', 'object_id', 'run_id', 'at', 'china_day', 'type', 'reason'])
          .where('rule_id', 'in', [...ruleIds])
          .where((eb) => eb.or([eb('outcome', '=', 'applied'), eb.and([eb('outcome', '=', 'planned'), eb('edit_id', 'is not', null)])]))
          .where('at', '>=', new Date(now.getTime() - 2 * 24 * 3_600_000))
          .execute();
  const byRule = new Map<number, Map<string, typeof rows>>();
  for (const r of rows) {
    const byObject = byRule.get(r.rule_id) ?? new Map<string, typeof rows>();
    byRule.set(r.rule_id, byObject);
    const list = byObject.get(r.object_id);
    if (list) list.push(r);
    else byObject.set(r.object_id, [r]);
  }
  return (ruleId) => {
    const byObject = byRule.get(ruleId);
    return (objectId) => {
      const mine = byObject?.get(objectId) ?? [];
      const todays = mine.filter((r) => r.china_day === today);
      return {
        now: now.getTime(),
        lastAppliedAt: mine.length === 0 ? null : Math.max(...mine.map((r) => new Date(r.at).getTime())),
        triggersToday: new Set(todays.map((r) => r.run_id)).size,
        finalPausedToday: todays.some((r) => r.type === 'PAUSE' && r.reason === FINAL_PAUSE_NOTE),
      };
    };
  };
}

/** The note a final pause is recorded with (AI_RULE_TEXTS.FINAL_PAUSE), by which the day's final pause is found. */
export const FINAL_PAUSE_NOTE = '最终优化：暂停';
