// The pure half of a round and of a dry run, fed from the database and the metrics store (docs/design/tools.md §6.2
// steps 2–3, §6.3): a rule's objects as the desk's copy has them (inside its owner's scope now), the window sums
// each condition reads (one windowSums per media, level and window for every rule of the round), and the domain's
// evaluateConditions and planActions over them. Nothing here calls a media.
import {
  chinaToday,
  deliveryStatusClass,
  evaluateConditions,
  matchesNameParts,
  objectPassesFilters,
  planActions,
  previousWindowOf,
  windowOf,
  ZERO_SUMS,
  type AiRuleBody,
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
}

const yuan = (fen: string | number | null): number | null => (fen === null ? null : Number(fen) / 100);

/** The §9 facts from the object's attributes, under the names the media and the sandbox give them. */
function factsOf(attributes: Record<string, string> | null): AiRuleObjectFacts {
  const a = attributes ?? {};
  const platform = (a.platform ?? a.os ?? '').toUpperCase();
  const count = (a.count_label ?? a.convert_count ?? '').toUpperCase();
  return {
    ...(platform === 'IOS' || platform === 'ANDROID' ? { platform } : {}),
    ...((a.bid_type ?? a.pricing) ? { bidType: String(a.bid_type ?? a.pricing).toUpperCase().replace(/^PRICING_/, '') } : {}),
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
  attributes: Record<string, string> | null;
};

type LevelHas = { budget: boolean; bid: boolean } | undefined;

function scopeObjectOf(r: ObjectRow, has: LevelHas): ScopeObject {
  return {
    objectId: r.object_id,
    accountId: r.account_id,
    name: r.name,
    budget: has?.budget ? yuan(r.budget_fen) : undefined,
    bid: has?.bid ? yuan(r.bid_fen) : null,
    paused: r.opt_status === 'paused',
    facts: factsOf(r.attributes),
  };
}

const OBJECT_COLUMNS = ['object_id', 'account_id', 'name', 'opt_status', 'review', 'budget_fen', 'bid_fen', 'attributes'] as const;

/**
 * A round's objects of each (media, level) under the accounts its rules read, read once in object id order (as a
 * rule's own read orders them): the rules that choose all objects or by status (chosen here, not in SQL) take
 * theirs from it, so 500 rules over the same accounts read the desk's copy once rather than once each.
 */
export class ScopeRowsCache {
  private readonly wanted = new Map<string, { media: MediaCode; level: string; accounts: Set<number> }>();
  private readonly rows = new Map<string, { row: ObjectRow; object: ScopeObject }[]>();

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
      const rows = (await sqlOn(this.server.db)
        .selectFrom('delivery_objects')
        .select([...OBJECT_COLUMNS])
        .where('customer_id', '=', this.companyId)
        .where('media_code', '=', w.media)
        .where('level', '=', w.level)
        .where('account_id', 'in', [...w.accounts])
        .where('opt_status', '!=', 'deleted')
        .orderBy('object_id')
        .execute()) as ObjectRow[];
      this.rows.set(
        key,
        rows.map((row) => ({ row, object: scopeObjectOf(row, has) })),
      );
    }
  }

  /** The rows of a (media, level) under some accounts, in object id order; undefined when not loaded. */
  of(media: MediaCode, level: string, accountIds: readonly number[]): { row: ObjectRow; object: ScopeObject }[] | undefined {
    const all = this.rows.get(`${media}|${level}`);
    if (!all) return undefined;
    const accounts = new Set(accountIds);
    return all.filter((r) => accounts.has(r.row.account_id));
  }
}

/** The choices made in JS over the level's rows (the others are the SQL's). */
const servedByCache = (objects: AiRuleBody['scope']['objects']) => objects.kind === 'all' || objects.kind === 'status';

const statusChosen = (objects: AiRuleBody['scope']['objects'], r: ObjectRow) =>
  objects.kind !== 'status' || (objects.statuses as string[]).includes(deliveryStatusClass(r.opt_status, r.review));

/**
 * The objects of a rule's level under some accounts that its scope and §9 filters choose (never deleted ones). A
 * round passes its ScopeRowsCache: rules choosing all objects or by status then take the rows it read.
 */
export async function scopeObjects(server: Pick<ServerContext, 'db' | 'media'>, companyId: number, rule: RoundRule, accountIds: readonly number[], cache?: ScopeRowsCache): Promise<ScopeObject[]> {
  if (accountIds.length === 0) return [];
  const { body } = rule;
  const objects = body.scope.objects;
  const cached = cache && servedByCache(objects) ? cache.of(body.media, body.level, accountIds) : undefined;
  if (cached) return cached.filter((r) => statusChosen(objects, r.row) && objectPassesFilters(body, r.object.facts)).map((r) => r.object);
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
    q = q.where((eb) => eb.or(objects.values.map((v) => eb('name', 'like', `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))));
  }
  // A 命名解析 field: a naming rule no longer there (removed, disabled, the field gone) chooses nothing.
  const named = objects.kind === 'nameParts' ? await resolveNameParts(server.db, companyId, body.media, body.level, objects) : null;
  if (named && !named.ok) return [];
  const rows = ((await q.orderBy('object_id').execute()) as ObjectRow[]).filter((r) => !named?.ok || matchesNameParts(r.name, named.parts));
  const has = server.media.port(body.media).levels.find((l) => l.level === body.level)?.has;
  return rows
    .filter((r) => statusChosen(objects, r))
    .map((r) => scopeObjectOf(r, has))
    .filter((o) => objectPassesFilters(body, o.facts));
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

  /** `get` of one range, its key resolved once (a rule reads each of its ranges for thousands of objects). */
  reader(media: MediaCode, level: string, range: WindowRange): (objectId: string) => BaseSums {
    const map = this.sums.get(rangeKey(media, level, range));
    return (objectId) => map?.get(objectId) ?? ZERO_SUMS;
  }
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
  const { media, level } = rule.body;
  const readers = ranges.map((r) => ({ now: sums.reader(media, level, r.now), previous: r.previous ? sums.reader(media, level, r.previous) : null }));
  return objects.map((object) => {
    const figures = readers.map((r) => ({ sums: r.now(object.objectId), previous: r.previous ? r.previous(object.objectId) : null }));
    const verdict = evaluateConditions(rule.body, figures, object.budget ?? null);
    const planned = verdict.matched
      ? planActions({ id: rule.id, name: rule.name, createdAt: rule.createdAt, body: rule.body }, { objectId: object.objectId, budget: object.budget, bid: object.bid, paused: object.paused }, stateOf(object.objectId), limits)
      : [];
    return { object, verdict, planned };
  });
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
