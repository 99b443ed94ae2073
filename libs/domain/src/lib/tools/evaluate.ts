// The evaluator of AI助手 rules (docs/design/tools.md §2, §6.3), its first half: windows and conditions. Pure functions
// over window sums: the scheduled round, the dry run and the property tests call the same code; only where the sums
// come from differs. What a match does is plan.ts's; conflicts between rules are conflicts.ts'.
import { chinaDate, chinaDay, HOUR_MS } from '../china-time';
import { metricValue, roundMetric, type BaseSums } from '../delivery-metrics';
import type { AiRuleBody, AiRuleCondition, AiRuleMetric, AiRuleObjectFacts, AiRuleWindow } from './rule-types';

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
