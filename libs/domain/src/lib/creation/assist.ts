// Assisted creation (issue 22 "Assisted creation", ad-ai-create): plain arithmetic over the desk's own figures, no
// language model. Materials and titles are ranked by smoothed rates of their history, titles are expanded with the
// media's word packs, bids and budgets are suggested from an account's recent conversion cost, and the best
// materials are dealt out across the accounts. Pure and isomorphic: the server answers with it, the tests pin it.
// The formulas are written out in docs/decisions.md ("Issue 22: assisted creation").
import { titleLengthOf, wordPacksOf, type TitleRule } from '../title-rules';
import type { ErrorPreventionRuleDef } from './error-prevention';
import type { ErrorPreventionField } from './spec';
import type { TemplateMaterialGroup, TemplateTitleGroup, DimensionMode } from './types';

/** The four sums a history is read from (cost in 元). */
export interface HistorySums {
  show: number;
  click: number;
  convert: number;
  cost: number;
}

/** The company's pooled rates over the candidates: the prior every item is shrunk towards. */
export interface AssistPrior {
  ctr: number;
  cvr: number;
  /** null: no conversion in the whole pool. */
  cpa: number | null;
}

/**
 * How much history the prior is worth, in the denominator's own unit: a material with fewer impressions than
 * `impressions` is mostly the company's mean CTR; likewise clicks for the conversion rate and conversions for
 * the conversion cost.
 */
export const ASSIST_PRIOR_WEIGHT = { impressions: 1000, clicks: 100, conversions: 5 } as const;

export type PriorWeight = { readonly impressions: number; readonly clicks: number; readonly conversions: number };

/** Defaults of the page and the operation (docs/decisions.md). */
export const ASSIST = {
  /** Bid = recent conversion cost × this. */
  BID_FACTOR: 1,
  /** Budget = recent average daily cost × this. */
  BUDGET_FACTOR: 1.2,
  /** Days of the account's recent conversion cost, ending on the period's last day. */
  RECENT_DAYS: 7,
  MAX_USES_PER_ACCOUNT: { min: 1, max: 10, default: 2 },
  GROUP_SIZE: { min: 1, max: 10, default: 3 },
  /** At most this many material groups per account in a proposal. */
  MAX_GROUPS_PER_ACCOUNT: 20,
  /** Ranked rows an answer carries. */
  MAX_RANKED: 100,
  /** Word-pack variants kept per title. */
  VARIANTS_PER_TITLE: 3,
  TITLES_PER_GROUP: 3,
  TITLE_GROUPS: 2,
} as const;

export interface SmoothedRates {
  ctr: number;
  cvr: number;
  cpa: number | null;
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

/** The pooled rates of every item: Σclick/Σshow, Σconvert/Σclick, Σcost/Σconvert. */
export function historyPrior(items: readonly HistorySums[]): AssistPrior {
  let show = 0;
  let click = 0;
  let convert = 0;
  let cost = 0;
  for (const s of items) {
    show += s.show;
    click += s.click;
    convert += s.convert;
    cost += s.cost;
  }
  return { ctr: Math.min(1, ratio(click, show)), cvr: Math.min(1, ratio(convert, click)), cpa: convert > 0 ? cost / convert : null };
}

/**
 * Empirical-Bayes smoothing with the prior as a Beta distribution of `weight` pseudo-observations:
 * ctr = (clicks + α) / (impressions + α + β) with α = prior.ctr × W, β = (1 − prior.ctr) × W (W = weight.impressions);
 * cvr the same over clicks; cpa = (cost + prior.cpa × K) / (conversions + K).
 */
export function smoothRates(s: HistorySums, prior: AssistPrior, weight: PriorWeight = ASSIST_PRIOR_WEIGHT): SmoothedRates {
  const ctr = (s.click + prior.ctr * weight.impressions) / (s.show + weight.impressions);
  const cvr = (s.convert + prior.cvr * weight.clicks) / (s.click + weight.clicks);
  const cpa = prior.cpa === null ? (s.convert > 0 ? s.cost / s.convert : null) : (s.cost + prior.cpa * weight.conversions) / (s.convert + weight.conversions);
  return { ctr, cvr, cpa };
}

/**
 * The score: how much better than the company's mean the smoothed rates are, multiplied — CTR lift × CVR lift ×
 * (mean CPA / smoothed CPA). 1 is the mean; a factor whose mean is 0 or unknown counts 1.
 */
export function historyScore(r: SmoothedRates, prior: AssistPrior): number {
  const ctrLift = prior.ctr > 0 ? r.ctr / prior.ctr : 1;
  const cvrLift = prior.cvr > 0 ? r.cvr / prior.cvr : 1;
  const cpaLift = prior.cpa !== null && prior.cpa > 0 && r.cpa !== null && r.cpa > 0 ? prior.cpa / r.cpa : 1;
  return ctrLift * cvrLift * cpaLift;
}

export interface HistoryItem {
  /** Stable key for ties (a material's desk id, a title's text). */
  key: string;
  sums: HistorySums;
  /** Why it is left out of the ranking (e.g. 低效 on the media); listed after the ranked ones. */
  excluded?: string | null;
}

export type RankedItem<T extends HistoryItem> = T & { smoothed: SmoothedRates; score: number; rank: number | null };

/**
 * Ranks by score, best first (ties: more impressions, then key). The prior is pooled over the items not
 * excluded. Excluded items follow, unranked (rank null), so the page can say why they are missing.
 */
export function rankByHistory<T extends HistoryItem>(items: readonly T[], weight: PriorWeight = ASSIST_PRIOR_WEIGHT): RankedItem<T>[] {
  const kept = items.filter((i) => !i.excluded);
  const prior = historyPrior(kept.map((i) => i.sums));
  const scored = (i: T): RankedItem<T> => {
    const smoothed = smoothRates(i.sums, prior, weight);
    return { ...i, smoothed, score: historyScore(smoothed, prior), rank: null };
  };
  const order = (a: RankedItem<T>, b: RankedItem<T>) => b.score - a.score || b.sums.show - a.sums.show || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  const ranked = kept.map(scored).sort(order).map((r, i) => ({ ...r, rank: i + 1 }));
  const left = items.filter((i) => i.excluded).map(scored).sort(order);
  return [...ranked, ...left];
}

/** True when any item has an impression in the period: otherwise there is nothing to rank by. */
export const hasHistory = (items: readonly HistoryItem[]) => items.some((i) => !i.excluded && i.sums.show > 0);

// ---------- titles ----------

/** Titles compared for duplicates: Unicode NFKC (full-width to half-width), spaces dropped, lower case. */
export const normaliseTitleText = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/** The title fits the media's rule: its length as the media counts it, and only word packs the media offers. */
export function titleFitsRule(text: string, rule: TitleRule): boolean {
  if (text.replace(/\{[^{}]*\}/g, '').match(/[{}]/)) return false;
  if (wordPacksOf(text).some((p) => !rule.wordPacks.includes(p))) return false;
  const length = titleLengthOf(text, rule.counting);
  return length >= rule.minLength && length <= rule.maxLength;
}

export interface ExpandedTitle {
  text: string;
  /** Word-pack variants that fit the rule and duplicate nothing before them. */
  variants: string[];
}

/**
 * Expands each title that holds no word pack with the media's word packs (`{地区}` + title …, in the rule's
 * order, at most `perTitle`), drops what breaks the media's title rule, and dedupes by normalised text across the
 * whole list, titles first in their order: a title that duplicates an earlier one is dropped with its variants,
 * a variant that duplicates any title or earlier variant is dropped.
 */
export function expandTitles(texts: readonly string[], rule: TitleRule, perTitle: number = ASSIST.VARIANTS_PER_TITLE): ExpandedTitle[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of texts) {
    const text = raw.trim();
    const key = normaliseTitleText(text);
    if (!key || seen.has(key) || !titleFitsRule(text, rule)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept.map((text) => {
    const variants: string[] = [];
    // A title that already holds a word pack is the writer's own: it is not stacked with more.
    if (wordPacksOf(text).length > 0) return { text, variants };
    for (const pack of rule.wordPacks) {
      if (variants.length >= perTitle) break;
      const variant = `{${pack}}${text}`;
      const key = normaliseTitleText(variant);
      if (seen.has(key) || !titleFitsRule(variant, rule)) continue;
      seen.add(key);
      variants.push(variant);
    }
    return { text, variants };
  });
}

// ---------- bids and budgets ----------

export interface ValueRange {
  min?: number | null;
  max?: number | null;
}

export interface Suggestion {
  /** 元, two decimals; null when there is no basis (no conversion in the recent days). */
  value: number | null;
  /** The unclamped figure (recent cost per conversion × factor, or daily cost × factor). */
  raw: number | null;
  /** What moved it: the media's range, the 防出错 rule, or nothing. */
  clampedBy: 'media' | 'errorPrevention' | null;
  /** The 防出错 range does not meet the media's: the media's range was used. */
  conflict: boolean;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The 防出错 range an account's value of these fields must keep: every enabled rule on one of the fields whose
 * scope holds the account (no accounts and no groups: every account of the media), intersected (the highest
 * minimum, the lowest maximum). null when no rule applies.
 */
export function guardRange(rules: readonly ErrorPreventionRuleDef[], accountId: number, fields: readonly ErrorPreventionField[]): ValueRange | null {
  let min: number | null = null;
  let max: number | null = null;
  for (const rule of rules) {
    if (!rule.enabled || !fields.includes(rule.field) || 'values' in rule.allowed) continue;
    const accounts = rule.scope.accountIds ?? [];
    const everyAccount = accounts.length === 0 && (rule.scope.groupIds ?? []).length === 0;
    if (!everyAccount && !accounts.includes(accountId)) continue;
    const allowed = rule.allowed as { min?: number; max?: number };
    if (allowed.min !== undefined) min = min === null ? allowed.min : Math.max(min, allowed.min);
    if (allowed.max !== undefined) max = max === null ? allowed.max : Math.min(max, allowed.max);
  }
  return min === null && max === null ? null : { min, max };
}

/** Clamps into the media's range, then into the 防出错 range where it overlaps the media's. */
export function clampSuggestion(raw: number, media: { min: number; max: number }, guard?: ValueRange | null): Suggestion {
  let value = Math.min(media.max, Math.max(media.min, raw));
  let clampedBy: Suggestion['clampedBy'] = value !== raw ? 'media' : null;
  const lo = Math.max(media.min, guard?.min ?? -Infinity);
  const hi = Math.min(media.max, guard?.max ?? Infinity);
  const conflict = lo > hi;
  if (!conflict) {
    const guarded = Math.min(hi, Math.max(lo, value));
    if (guarded !== value) clampedBy = 'errorPrevention';
    value = guarded;
  }
  return { value: cents(value), raw: cents(raw), clampedBy, conflict };
}

/** Bid = recent cost per conversion × factor, clamped; no conversion: no suggestion. */
export function suggestBid(recent: { cost: number; convert: number }, media: { min: number; max: number }, guard?: ValueRange | null, factor: number = ASSIST.BID_FACTOR): Suggestion {
  if (!(recent.convert > 0) || !(recent.cost > 0)) return { value: null, raw: null, clampedBy: null, conflict: false };
  return clampSuggestion((recent.cost / recent.convert) * factor, media, guard);
}

/**
 * Budget = recent average daily cost × factor, in whole 元, at least the media's minimum (no spend: the
 * minimum), clamped to the 防出错 range.
 */
export function suggestBudget(recent: { cost: number; days: number }, minBudget: number, guard?: ValueRange | null, factor: number = ASSIST.BUDGET_FACTOR, maxBudget = 9_999_999): Suggestion {
  const daily = recent.days > 0 ? recent.cost / recent.days : 0;
  const raw = Math.ceil(daily * factor);
  return clampSuggestion(raw, { min: minBudget, max: maxBudget }, guard);
}

// ---------- the combination ----------

export interface ProposalMaterial {
  id: number;
  /** Accounts (desk ids) where the media flags it 低效: never proposed there. */
  lowEfficiencyAccounts?: readonly number[];
}

export interface AccountGroups {
  accountId: number;
  /** Material groups (desk ids), best first. */
  groups: number[][];
}

/**
 * Deals the ranked materials (best first) into groups of `groupSize` for each account. Account k walks the
 * ranking starting at its k-th material (so the best materials lead different accounts' first groups); a
 * group never holds a material twice, and no material is used more than `maxUsesPerAccount` times in one
 * account nor where it is 低效. Every account gets the same number of groups (the fewest any account can
 * fill, at most `maxGroups`), so the groups can be dealt with the template's spread mode; a group is short
 * only when an account has fewer usable materials than `groupSize`; an account with no usable material gets none.
 */
export function proposeCombination(
  ranked: readonly ProposalMaterial[],
  accounts: readonly number[],
  maxUsesPerAccount: number,
  groupSize: number,
  maxGroups: number = ASSIST.MAX_GROUPS_PER_ACCOUNT,
): AccountGroups[] {
  const uses = Math.max(0, Math.floor(maxUsesPerAccount));
  const size = Math.max(1, Math.floor(groupSize));
  const perAccount = accounts.map((accountId, k) => {
    const usable = ranked.filter((m) => !m.lowEfficiencyAccounts?.includes(accountId)).map((m) => m.id);
    const n = usable.length;
    const order = n === 0 ? [] : [...usable.slice(k % n), ...usable.slice(0, k % n)];
    const width = Math.min(size, n);
    const used = new Map<number, number>();
    const groups: number[][] = [];
    let cursor = 0;
    while (width > 0 && groups.length < maxGroups) {
      const group: number[] = [];
      for (let tried = 0; tried < n && group.length < width; tried += 1) {
        const id = order[(cursor + tried) % n];
        if (group.includes(id) || (used.get(id) ?? 0) >= uses) continue;
        group.push(id);
      }
      if (group.length < width) break;
      for (const id of group) used.set(id, (used.get(id) ?? 0) + 1);
      cursor = (order.indexOf(group[group.length - 1]) + 1) % n;
      groups.push(group);
    }
    return { accountId, groups };
  });
  // An account with nothing usable keeps no groups and is left out of the count (the caller drops it from the template).
  const filled = perAccount.filter((a) => a.groups.length > 0);
  const fewest = filled.length === 0 ? 0 : Math.min(...filled.map((a) => a.groups.length));
  return perAccount.map((a) => ({ accountId: a.accountId, groups: a.groups.slice(0, fewest) }));
}

/**
 * The template's material dimension for a proposal: the groups interleaved (account 0's first, account 1's
 * first … account 0's second …) in spread mode, which deals value j to account j mod A, so each account gets
 * exactly its own groups. `accounts` is the template's account order.
 */
export function proposalMaterialGroups(
  proposal: readonly AccountGroups[],
  nameOf: (id: number) => string,
): { mode: DimensionMode; groups: TemplateMaterialGroup[] } {
  const depth = proposal.length === 0 ? 0 : Math.min(...proposal.map((a) => a.groups.length));
  // Only the accounts given here may be the template's accounts, in this order (drop those without groups first).
  const groups: TemplateMaterialGroup[] = [];
  for (let g = 0; g < depth; g += 1) {
    for (const a of proposal) {
      const ids = a.groups[g];
      groups.push({ key: `assist-${a.accountId}-${g + 1}`, name: ids.map(nameOf).join('+'), materialIds: [...ids] });
    }
  }
  return { mode: 'spread', groups };
}

/** Title groups of the best titles: group j holds titles j·n … j·n+n−1 (each creative takes one group, crossed). */
export function proposalTitleGroups(titles: readonly string[], perGroup: number = ASSIST.TITLES_PER_GROUP, count: number = ASSIST.TITLE_GROUPS): { mode: DimensionMode; groups: TemplateTitleGroup[] } {
  const n = Math.max(1, Math.floor(perGroup));
  const groups: TemplateTitleGroup[] = [];
  for (let j = 0; j < count && j * n < titles.length; j += 1) {
    groups.push({ key: `assist-title-${j + 1}`, name: `建议标题组${j + 1}`, titles: titles.slice(j * n, j * n + n) });
  }
  return { mode: 'cross', groups };
}
