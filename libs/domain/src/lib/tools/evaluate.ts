// The evaluator of AI助手 rules (docs/design/tools.md §2, §6.3): windows, conditions, the value an action sets, and
// conflicts between rules in a round. Pure functions over window sums: the scheduled round, the dry run and the
// property tests call the same code; only where the sums come from differs.
import { UNLIMITED_TRIGGER_COUNT } from '../alert-rules';
import { chinaDate, chinaDay, HOUR_MS, MINUTE_MS } from '../china-time';
import { metricValue, roundMetric, type BaseSums } from '../delivery-metrics';
import type { DeliveryLevel } from '../delivery-levels';
import type { MediaCode } from '../media';
import type { AiRuleMediaLimits } from './rule-limits';
import type { AiRuleActionType, AiRuleAdjust, AiRuleBody, AiRuleCondition, AiRuleMetric, AiRuleObjectFacts, AiRuleRecipient, AiRuleWindow } from './rule-types';
import { AI_RULE_REASON_TEXTS, AI_RULE_TEXTS as T, type AiRuleSkipReason } from './texts';

// ---------- windows ----------

/**
 * A window as the metrics store's windowSums reads it: day rows of China dates `from` … `to` ('YYYY-MM-DD'), or
 * hourly rows of China hours `from` … `to` ('YYYY-MM-DD HH:00'), both inclusive.
 */
export interface WindowRange {
  granularity: 'day' | 'hour';
  from: string;
  to: string;
}

const CHINA_OFFSET_HOURS = 8;

/** Whole China hours since 1970-01-01 00:00 China time. */
function chinaHour(epochMs: number): number {
  return Math.floor(epochMs / HOUR_MS) + CHINA_OFFSET_HOURS;
}

function hourText(hour: number): string {
  const day = Math.floor(hour / 24);
  return `${chinaDate(day)} ${String(hour - day * 24).padStart(2, '0')}:00`;
}

/**
 * The rows a window reads when the figures stand as of `asOf` (the round's sync; design §6.3, decision in
 * docs/decisions.md "Issue 23: AI助手 rules (domain)"):
 * - today: today's hours so far, the hour in progress included (today's figure as the delivery tables show it);
 * - yesterday: yesterday's day row;
 * - lastHours n: the n whole hours before the hour in progress (a partial hour would make LESS hold at every
 *   hour's first slot);
 * - lastDays n: the n whole days ending yesterday, and today too when asked (day rows).
 */
export function windowOf(window: AiRuleWindow, asOf: number): WindowRange {
  const day = chinaDay(asOf);
  const hour = chinaHour(asOf);
  switch (window.kind) {
    case 'today':
      return { granularity: 'hour', from: hourText(day * 24), to: hourText(hour) };
    case 'yesterday':
      return { granularity: 'day', from: chinaDate(day - 1), to: chinaDate(day - 1) };
    case 'lastHours':
      return { granularity: 'hour', from: hourText(hour - window.n), to: hourText(hour - 1) };
    case 'lastDays':
      return { granularity: 'day', from: chinaDate(day - window.n), to: chinaDate(window.includeToday ? day : day - 1) };
  }
}

/**
 * The window HITLINE compares with (decision D2): the same window as the figures stood at the previous
 * evaluation, or null when there is none to compare with: no previous evaluation, or a `today` window whose
 * previous evaluation was on another China day (a new day starts below every line).
 */
export function previousWindowOf(window: AiRuleWindow, asOf: number, previousAsOf: number | null): WindowRange | null {
  if (previousAsOf === null) return null;
  if (window.kind === 'today' && chinaDay(previousAsOf) !== chinaDay(asOf)) return null;
  return windowOf(window, previousAsOf);
}

// ---------- conditions ----------

/** A condition's value from a window's sums, as the desk shows it (rates from the sums); null for a ratio over 0. */
export function conditionValue(metric: AiRuleMetric, sums: BaseSums): number | null {
  const raw = metricValue(metric, sums);
  return raw === null ? null : roundMetric(metric, raw);
}

/** The line a condition compares with: its value, or for 总消耗 HITLINE without one the object's budget (预算撞线). */
export function lineOf(condition: AiRuleCondition, budget: number | null): number | null {
  if (condition.value !== null && condition.value !== undefined) return condition.value;
  return condition.operator === 'HITLINE' && condition.metric === 'cost' ? budget : null;
}

/**
 * Whether one condition holds (design §6.3). MORE and LESS are strict; a value with none (a ratio over 0) holds
 * nothing. HITLINE is an edge: the value reached the line now and was below it in `previous` (the same window at
 * the previous evaluation; null: nothing to compare with, so below). `budget` is the object's daily budget
 * (null: 不限 or none), the line of 预算撞线.
 */
export function conditionHolds(
  condition: AiRuleCondition,
  sums: BaseSums,
  previous: BaseSums | null = null,
  budget: number | null = null,
): boolean {
  const value = conditionValue(condition.metric, sums);
  if (value === null) return false;
  switch (condition.operator) {
    case 'MORE':
      return condition.value !== null && value > condition.value;
    case 'LESS':
      return condition.value !== null && value < condition.value;
    case 'HITLINE': {
      const line = lineOf(condition, budget);
      if (line === null || value < line) return false;
      const before = previous === null ? null : conditionValue(condition.metric, previous);
      return before === null || before < line;
    }
  }
}

/** The sums of one condition's window for one object (zero sums when it had no figures) and, for HITLINE, the previous. */
export interface ConditionFigures {
  sums: BaseSums;
  previous?: BaseSums | null;
}

export interface ConditionsVerdict {
  matched: boolean;
  /** Per condition, its value (for the record) and whether it held. */
  conditions: { value: number | null; holds: boolean }[];
}

/**
 * The conditions of a rule over one object: `figures[i]` are the sums of `conditions[i]`'s window. ALL: every
 * condition holds; ANY: one does. A rule without conditions matches nothing.
 */
export function evaluateConditions(
  body: Pick<AiRuleBody, 'conditions' | 'join'>,
  figures: readonly ConditionFigures[],
  budget: number | null = null,
): ConditionsVerdict {
  const conditions = body.conditions.map((c, i) => {
    const f = figures[i];
    if (!f) throw new RangeError(`no figures for condition ${i}`);
    return { value: conditionValue(c.metric, f.sums), holds: conditionHolds(c, f.sums, f.previous ?? null, budget) };
  });
  const matched = conditions.length > 0 && (body.join === 'ALL' ? conditions.every((c) => c.holds) : conditions.some((c) => c.holds));
  return { matched, conditions };
}

export function ruleMatches(body: Pick<AiRuleBody, 'conditions' | 'join'>, figures: readonly ConditionFigures[], budget: number | null = null): boolean {
  return evaluateConditions(body, figures, budget).matched;
}

/**
 * The §9 filters (platform, bid types, count label) against what the object reports. An object that does not
 * report one passes only when the rule does not filter on it (UNLIMIT, none).
 */
export function objectPassesFilters(body: Pick<AiRuleBody, 'platform' | 'bidTypes' | 'countLabel'>, facts: AiRuleObjectFacts): boolean {
  if (body.platform && body.platform !== 'UNLIMIT' && facts.platform !== body.platform) return false;
  if (body.bidTypes && body.bidTypes.length > 0 && !(body.bidTypes as readonly string[]).includes(facts.bidType ?? '')) return false;
  if (body.countLabel && facts.countLabel !== body.countLabel) return false;
  return true;
}

// ---------- planning ----------

/** The rule as the round knows it: its id, name and creation (older wins ties) beside its body. */
export interface PlanRule {
  id: number;
  name: string;
  /** Epoch ms; with equal priorities the older rule wins, then the smaller id. */
  createdAt: number;
  body: AiRuleBody;
}

/** The object as the desk's copy has it now. */
export interface PlanObject {
  objectId: string;
  /** Daily budget, 元; null: 不限; undefined: the level has no budget. */
  budget?: number | null;
  /** Bid, 元; null or undefined: the object has none (e.g. automatic bidding). */
  bid?: number | null;
  paused: boolean;
}

/** This rule's history on this object. */
export interface PlanState {
  now: number;
  /** When this rule last applied an action to the object; null: never. */
  lastAppliedAt: number | null;
  /** Rounds of the object's China day in which this rule applied at least one action to it. */
  triggersToday: number;
  /** Whether this rule's final optimisation already paused the object this China day. */
  finalPausedToday: boolean;
}

interface PlannedBase {
  ruleId: number;
  ruleName: string;
  priority: number;
  ruleCreatedAt: number;
  media: MediaCode;
  level: DeliveryLevel;
  objectId: string;
}

/** An action the round will take, with the value it sets. `note` is said in the record (已按上限调整 …). */
export type PlannedAct = PlannedBase & { outcome: 'planned'; note: string | null } & (
    | { type: 'BUDGET' | 'BID'; before: number | null; after: number }
    | { type: 'PAUSE'; final: boolean }
    | { type: 'EMAIL'; recipients: AiRuleRecipient[] }
  );

/** An action not taken, with its reason code and the record's text. */
export type PlannedSkip = PlannedBase & { outcome: 'skipped'; type: AiRuleActionType; reason: AiRuleSkipReason; text: string };

export type PlannedAction = PlannedAct | PlannedSkip;

const fen = (yuan: number) => Math.round(yuan * 100);

/** num / den rounded half up, for num ≥ 0 and den > 0 (integers, so exact). */
const divRound = (num: number, den: number) => Math.floor((2 * num + den) / (2 * den));

/** The raw target in 分 of an adjustment from `before` 分 (null: 不限, only TO reaches a figure from it). */
function targetFen(a: AiRuleAdjust, before: number): number {
  const v = fen(a.value);
  if (a.action === 'TO') return v;
  const sign = a.action === 'UP' ? 1 : -1;
  // SCALE: the value is a percentage with at most two decimals, so v is hundredths of a percent of before.
  if (a.unit === 'SCALE') return divRound(before * (10_000 + sign * v), 10_000);
  return before + sign * v;
}

type Bound = 'rule' | 'media';

/** [lower, upper] in 分 with which kind of limit sets each (the rule's own wins a tie: it is the one chosen). */
function boundsOf(a: AiRuleAdjust, body: AiRuleBody, limits: AiRuleMediaLimits): { lower: [number, Bound]; upper: [number, Bound] } {
  const pick = (rule: number | undefined, media: number, tighter: (r: number, m: number) => boolean): [number, Bound] =>
    rule !== undefined && (tighter(fen(rule), media) || fen(rule) === media) ? [fen(rule), 'rule'] : [media, 'media'];
  const above = (r: number, m: number) => r > m;
  const below = (r: number, m: number) => r < m;
  if (a.type === 'BUDGET') {
    const mediaMin = Math.max(1, fen(limits.minBudget[body.level] ?? 0));
    const mediaMax = limits.maxBudget === null ? Number.POSITIVE_INFINITY : fen(limits.maxBudget);
    return { lower: [mediaMin, 'media'], upper: pick(body.caps?.maxBudget, mediaMax, below) };
  }
  return {
    lower: pick(body.caps?.minBid, fen(limits.bidRange.min), above),
    upper: pick(body.caps?.maxBid, fen(limits.bidRange.max), below),
  };
}

type AdjustOutcome = { after: number; note: string | null } | { reason: AiRuleSkipReason; text: string };

/** The value a BUDGET or BID action sets (design §6.3): computed, rounded to 分, clamped; or why it sets none. */
export function adjustValue(a: AiRuleAdjust, before: number | null | undefined, body: AiRuleBody, limits: AiRuleMediaLimits): AdjustOutcome {
  if (before === undefined) return { reason: 'media_limit', text: a.type === 'BUDGET' ? T.NO_BUDGET : T.NO_BID };
  if (before === null) {
    if (a.type === 'BID') return { reason: 'no_change', text: T.NO_BID };
    // A 不限 budget is never raised or lowered by a share or an amount; only TO sets a figure.
    if (a.action !== 'TO') return { reason: 'no_change', text: T.UNLIMITED_BUDGET };
  }
  const from = before === null ? null : fen(before);
  const raw = targetFen(a, from ?? 0);
  const { lower, upper } = boundsOf(a, body, limits);
  let after = raw;
  let bound: [Bound, 'min' | 'max'] | null = null;
  if (raw > upper[0]) [after, bound] = [upper[0], [upper[1], 'max']];
  else if (raw < lower[0]) [after, bound] = [lower[0], [lower[1], 'min']];

  const reached = (): AdjustOutcome => {
    if (!bound) return { reason: 'no_change', text: AI_RULE_REASON_TEXTS.no_change };
    if (bound[0] === 'rule') return { reason: 'cap_reached', text: bound[1] === 'max' ? AI_RULE_REASON_TEXTS.cap_reached : T.CAP_REACHED_MIN };
    return { reason: 'media_limit', text: bound[1] === 'max' ? T.MEDIA_MAX_REACHED : T.MEDIA_MIN_REACHED };
  };
  if (from !== null) {
    // UP never lowers, DOWN never raises: a value already past the limit stays where it is.
    if (a.action === 'UP' && after <= from) return reached();
    if (a.action === 'DOWN' && after >= from) return reached();
    if (after === from) return reached();
    const step = a.type === 'BUDGET' ? fen(limits.budgetMinStep) : 0;
    if (step > 0 && Math.abs(after - from) < step) return { reason: 'media_limit', text: T.MEDIA_STEP(limits.budgetMinStep) };
  }
  const note = !bound ? null : bound[0] === 'media' ? T.CLAMPED_MEDIA : bound[1] === 'max' ? T.CLAMPED_RULE : T.CLAMPED_RULE_MIN;
  return { after: after / 100, note };
}

/**
 * What a matched rule does to one object (design §6.3): cooldown first, then the day's trigger count (and the
 * final pause once it is reached), then each action's value or the reason it is skipped. Conflicts with other
 * rules are resolveConflicts'.
 */
export function planActions(rule: PlanRule, object: PlanObject, state: PlanState, limits: AiRuleMediaLimits): PlannedAction[] {
  const { body } = rule;
  const base: PlannedBase = {
    ruleId: rule.id,
    ruleName: rule.name,
    priority: body.priority,
    ruleCreatedAt: rule.createdAt,
    media: body.media,
    level: body.level,
    objectId: object.objectId,
  };
  const skipAll = (reason: AiRuleSkipReason, text: string): PlannedSkip[] =>
    body.actions.map((a) => ({ ...base, outcome: 'skipped', type: a.type, reason, text }));

  if (state.lastAppliedAt !== null && state.now - state.lastAppliedAt < body.cooldownMinutes * MINUTE_MS) {
    return skipAll('cooldown', T.COOLDOWN(body.cooldownMinutes));
  }
  if (body.triggerCount !== UNLIMITED_TRIGGER_COUNT && state.triggersToday >= body.triggerCount) {
    const skipped = skipAll('trigger_count', AI_RULE_REASON_TEXTS.trigger_count);
    if (body.finalOptimisation === 'PAUSE' && !state.finalPausedToday && !object.paused) {
      return [{ ...base, outcome: 'planned', type: 'PAUSE', final: true, note: T.FINAL_PAUSE }, ...skipped];
    }
    return skipped;
  }
  return body.actions.map((a): PlannedAction => {
    switch (a.type) {
      case 'PAUSE':
        return object.paused
          ? { ...base, outcome: 'skipped', type: 'PAUSE', reason: 'no_change', text: T.ALREADY_PAUSED }
          : { ...base, outcome: 'planned', type: 'PAUSE', final: false, note: null };
      case 'EMAIL':
        return { ...base, outcome: 'planned', type: 'EMAIL', recipients: a.recipients, note: null };
      case 'BUDGET':
      case 'BID': {
        const before = a.type === 'BUDGET' ? object.budget : (object.bid ?? null);
        const out = adjustValue(a, before, body, limits);
        return 'reason' in out
          ? { ...base, outcome: 'skipped', type: a.type, reason: out.reason, text: out.text }
          : { ...base, outcome: 'planned', type: a.type, before: before ?? null, after: out.after, note: out.note };
      }
    }
  });
}

// ---------- conflicts ----------

/** A planned action another rule's action overrode in the round. */
export type SupersededAction = PlannedSkip & { reason: 'superseded'; byRuleId: number; planned: PlannedAct };

const TYPE_ORDER: Readonly<Record<AiRuleActionType, number>> = { PAUSE: 0, BUDGET: 1, BID: 2, EMAIL: 3 };

/** Smaller first: priority number, then the older rule, then the smaller id (a total order, so any input order gives one answer). */
function rank(a: PlannedAct, b: PlannedAct): number {
  return a.priority - b.priority || a.ruleCreatedAt - b.ruleCreatedAt || a.ruleId - b.ruleId;
}

const objectKey = (a: PlannedBase) => `${a.media}\u0000${a.level}\u0000${a.objectId}`;

function canonical<A extends PlannedBase & { type: AiRuleActionType; priority: number; ruleCreatedAt: number }>(a: A, b: A): number {
  const ka = objectKey(a);
  const kb = objectKey(b);
  return (
    (ka < kb ? -1 : ka > kb ? 1 : 0) ||
    TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
    a.priority - b.priority ||
    a.ruleCreatedAt - b.ruleCreatedAt ||
    a.ruleId - b.ruleId
  );
}

/**
 * The round's conflicts (design §6.3), object by object: a PAUSE from any rule wins, and every other rule's
 * BUDGET, BID and PAUSE on the object is superseded by it (被规则「…」的暂停覆盖); otherwise per field the rule with
 * the smallest priority number wins, ties to the older rule. EMAIL never conflicts. Both lists come in one order
 * (object, type, rank) whatever the input's. The input holds at most one action per rule, object and type (as
 * planActions makes them).
 */
export function resolveConflicts(planned: readonly PlannedAct[]): { kept: PlannedAct[]; superseded: SupersededAction[] } {
  const byObject = new Map<string, PlannedAct[]>();
  for (const a of planned) {
    const key = objectKey(a);
    const list = byObject.get(key);
    if (list) list.push(a);
    else byObject.set(key, [a]);
  }
  const kept: PlannedAct[] = [];
  const superseded: SupersededAction[] = [];
  const supersede = (a: PlannedAct, by: PlannedAct, text: string) =>
    superseded.push({ ...baseOf(a), outcome: 'skipped', type: a.type, reason: 'superseded', text, byRuleId: by.ruleId, planned: a });

  for (const acts of byObject.values()) {
    const pause = acts.filter((a) => a.type === 'PAUSE').sort(rank)[0];
    for (const a of acts) {
      if (a.type === 'EMAIL') kept.push(a);
      else if (pause) {
        if (a === pause) kept.push(a);
        else supersede(a, pause, T.SUPERSEDED_BY_PAUSE(pause.ruleName));
      } else {
        const winner = acts.filter((b) => b.type === a.type).sort(rank)[0] as PlannedAct;
        if (a === winner) kept.push(a);
        else supersede(a, winner, T.SUPERSEDED_BY(winner.ruleName));
      }
    }
  }
  return { kept: kept.sort(canonical), superseded: superseded.sort(canonical) };
}

function baseOf(a: PlannedAct): PlannedBase {
  const { ruleId, ruleName, priority, ruleCreatedAt, media, level, objectId } = a;
  return { ruleId, ruleName, priority, ruleCreatedAt, media, level, objectId };
}
