// What a matched AI助手 rule does to an object (docs/design/tools.md §6.3): cooldown, the day's trigger count and the
// final pause, and the value a BUDGET or BID action sets (rounded to 分, clamped to the rule's caps and the media's
// limits), or the reason it is skipped. Pure, like evaluate.ts.
import { UNLIMITED_TRIGGER_COUNT } from '../alert-rules';
import { MINUTE_MS } from '../china-time';
import type { DeliveryLevel } from '../delivery-levels';
import type { MediaCode } from '../media';
import type { AiRuleMediaLimits } from './rule-limits';
import type { AiRuleActionType, AiRuleAdjust, AiRuleBody, AiRuleRecipient } from './rule-types';
import { AI_RULE_REASON_TEXTS, AI_RULE_TEXTS as T, type AiRuleSkipReason } from './texts';

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

export interface PlannedBase {
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
  // A cap under the media's minimum (the media's figures changed after the save check): no value satisfies both.
  if (lower[0] > upper[0]) return { reason: 'cap_reached', text: T.CAPS_CROSSED };
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

/**
 * A planned action the round later does not take (design §6.2): its rule was removed or changed (rule_removed), its
 * account left the owner's scope (out_of_scope), the object is gone (object_gone), or the edit path refused it
 * (media_limit, with the media's own words as `text`).
 */
export function skipPlanned(act: PlannedAct, reason: AiRuleSkipReason, text: string = AI_RULE_REASON_TEXTS[reason]): PlannedSkip {
  const { ruleId, ruleName, priority, ruleCreatedAt, media, level, objectId, type } = act;
  return { ruleId, ruleName, priority, ruleCreatedAt, media, level, objectId, outcome: 'skipped', type, reason, text };
}
