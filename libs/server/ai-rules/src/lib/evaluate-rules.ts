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
 * The accounts of a rule its owner sees now (design §6.3 "Scope at run time"), and how many it names that the owner
 * no longer sees. A rule without an owner (the user is gone) has none.
 */
export async function accountsInOwnerScope(db: Queryable, rule: RoundRule): Promise<{ accountIds: number[]; outOfScope: number }> {
  const scope = rule.ownerId === null ? null : await accountScopeOfUser(db, rule.ownerId);
  if (!scope) return { accountIds: [], outOfScope: rule.body.scope.accountIds.length };
  const rows = await sqlOn(db)
    .selectFrom('media_accounts as a')
    .select('a.id')
    .where('a.id', 'in', rule.body.scope.accountIds)
    .where('a.media_code', '=', rule.body.media)
    .where(accountInScope(scope, 'a'))
    .execute();
  return { accountIds: rows.map((r) => r.id), outOfScope: rule.body.scope.accountIds.length - rows.length };
}

/** The objects of a rule's level under some accounts that its scope and §9 filters choose (never deleted ones). */
export async function scopeObjects(server: Pick<ServerContext, 'db' | 'media'>, companyId: number, rule: RoundRule, accountIds: readonly number[]): Promise<ScopeObject[]> {
  if (accountIds.length === 0) return [];
  const { body } = rule;
  let q = sqlOn(server.db)
    .selectFrom('delivery_objects')
    .select(['object_id', 'account_id', 'name', 'opt_status', 'review', 'budget_fen', 'bid_fen', 'attributes'])
    .where('customer_id', '=', companyId)
    .where('media_code', '=', body.media)
    .where('level', '=', body.level)
    .where('account_id', 'in', [...accountIds])
    .where('opt_status', '!=', 'deleted');
  const objects = body.scope.objects;
  if (objects.kind === 'ids') q = q.where('object_id', 'in', objects.ids);
  if (objects.kind === 'names' && objects.match === 'IN') q = q.where('name', 'in', objects.values);
  if (objects.kind === 'names' && objects.match === 'LIKE') {
    q = q.where((eb) => eb.or(objects.values.map((v) => eb('name', 'like', `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))));
  }
  // A 命名解析 field: a naming rule no longer there (removed, disabled, the field gone) chooses nothing.
  const named = objects.kind === 'nameParts' ? await resolveNameParts(server.db, companyId, body.media, body.level, objects) : null;
  if (named && !named.ok) return [];
  const rows = (await q.orderBy('object_id').execute()).filter((r) => !named?.ok || matchesNameParts(r.name, named.parts));
  const has = server.media.port(body.media).levels.find((l) => l.level === body.level)?.has;
  return rows
    .filter((r) => objects.kind !== 'status' || (objects.statuses as string[]).includes(deliveryStatusClass(r.opt_status, r.review)))
    .map((r) => ({
      objectId: r.object_id,
      accountId: r.account_id,
      name: r.name,
      budget: has?.budget ? yuan(r.budget_fen) : undefined,
      bid: has?.bid ? yuan(r.bid_fen) : null,
      paused: r.opt_status === 'paused',
      facts: factsOf(r.attributes),
    }))
    .filter((o) => objectPassesFilters(body, o.facts));
}

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
    for (const [key, w] of this.wanted) {
      if (this.sums.has(key) || w.accounts.size === 0) continue;
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
      this.sums.set(key, map);
    }
  }

  /** Whether the store answered the range (false: before what it keeps). */
  answered(media: MediaCode, level: string, range: WindowRange): boolean {
    return !this.refused.has(rangeKey(media, level, range));
  }

  get(media: MediaCode, level: string, range: WindowRange, objectId: string): BaseSums {
    return this.sums.get(rangeKey(media, level, range))?.get(objectId) ?? ZERO_SUMS;
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
  return objects.map((object) => {
    const figures = ranges.map((r) => ({
      sums: sums.get(media, level, r.now, object.objectId),
      previous: r.previous ? sums.get(media, level, r.previous, object.objectId) : null,
    }));
    const verdict = evaluateConditions(rule.body, figures, object.budget ?? null);
    const planned = verdict.matched
      ? planActions({ id: rule.id, name: rule.name, createdAt: rule.createdAt, body: rule.body }, { objectId: object.objectId, budget: object.budget, bid: object.bid, paused: object.paused }, stateOf(object.objectId), limits)
      : [];
    return { object, verdict, planned };
  });
}

/** What a rule has done to its objects (applied, or sent and not yet answered): cooldowns and today's triggers. */
export async function ruleHistory(db: Queryable, ruleId: number, now: Date): Promise<(objectId: string) => PlanState> {
  const today = chinaToday(now);
  const rows = await sqlOn(db)
    .selectFrom('ai_rule_actions')
    .select(['object_id', 'run_id', 'at', 'china_day', 'type', 'reason'])
    .where('rule_id', '=', ruleId)
    .where((eb) => eb.or([eb('outcome', '=', 'applied'), eb.and([eb('outcome', '=', 'planned'), eb('edit_id', 'is not', null)])]))
    .where('at', '>=', new Date(now.getTime() - 2 * 24 * 3_600_000))
    .execute();
  const byObject = new Map<string, typeof rows>();
  for (const r of rows) byObject.set(r.object_id, [...(byObject.get(r.object_id) ?? []), r]);
  return (objectId) => {
    const mine = byObject.get(objectId) ?? [];
    const todays = mine.filter((r) => r.china_day === today);
    return {
      now: now.getTime(),
      lastAppliedAt: mine.length === 0 ? null : Math.max(...mine.map((r) => new Date(r.at).getTime())),
      triggersToday: new Set(todays.map((r) => r.run_id)).size,
      finalPausedToday: todays.some((r) => r.type === 'PAUSE' && r.reason === FINAL_PAUSE_NOTE),
    };
  };
}

/** The note a final pause is recorded with (AI_RULE_TEXTS.FINAL_PAUSE), by which the day's final pause is found. */
export const FINAL_PAUSE_NOTE = '最终优化：暂停';
