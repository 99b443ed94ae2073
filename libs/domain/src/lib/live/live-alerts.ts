// Live alerts (issue 24 "Alerts: a room's viewers or GMV rate falling by a set share, or ROI under a line, raise a
// message"; docs/design/live-home.md §2 live-alerts.ts, §4.4 the per-minute job): the rule, its save check and the
// evaluation of one room. Pure: the job passes the stored minutes and when each kind was last raised.
import { LIVE_ALERT_DEFAULTS, LIVE_ALERT_LIMITS as L } from './live-limits';
import type { LiveMinute } from './live-types';
import { LIVE_TEXTS as T } from './texts';

/** Which rooms a rule watches: those of some accounts (desk account ids), or some 抖音号 on any account in scope. */
export type LiveAlertScope = { kind: 'accounts'; accountIds: number[] } | { kind: 'awemes'; awemeIds: string[] };

/** A rule: each condition is off when null; at least one is on. */
export interface LiveAlertRule {
  name: string;
  /** 在线人数: the mean online of the last window fell by at least this share of the window before's, whole %. */
  viewersDropPct: number | null;
  /** 每分钟成交金额: the same of GMV per minute. */
  gmvRateDropPct: number | null;
  /** The window compared with the one before it, minutes. */
  windowMinutes: number;
  /** 支付ROI of the stream so far under this line, once its spend reaches minCostYuan. */
  roiBelow: number | null;
  minCostYuan: number;
  /** A kind raised for a room is not raised again for it within this many minutes. */
  cooldownMinutes: number;
  scope: LiveAlertScope;
}

export const LIVE_ALERT_KINDS = ['viewers', 'gmv_rate', 'roi'] as const;
export type LiveAlertKind = (typeof LIVE_ALERT_KINDS)[number];

/** Minute indices of a stream, both inclusive. */
export interface LiveMinuteSpan {
  from: number;
  to: number;
}

/** A raised alert and the figures behind it (the `live_alerts` row and its message). */
export type LiveAlert =
  | {
      kind: 'viewers' | 'gmv_rate';
      /** The last closed minute read: the alert's raised minute. */
      minute: number;
      /** The drop, % with two decimals; at least the threshold. */
      value: number;
      threshold: number;
      window: { current: LiveMinuteSpan; previous: LiveMinuteSpan };
      /** Mean online (人) or GMV per minute (元) of the window before and of the last, two decimals. */
      before: number;
      after: number;
    }
  | {
      kind: 'roi';
      minute: number;
      /** The stream's 支付ROI so far, two decimals; under the threshold. */
      value: number;
      threshold: number;
      window: { current: LiveMinuteSpan };
      costYuan: number;
      adGmvYuan: number;
    };

/** When a kind was last raised for this rule and room, epoch ms. */
export type LiveAlertLastRaised = Partial<Record<LiveAlertKind, number>>;

export function defaultLiveAlertRule(scope: LiveAlertScope): LiveAlertRule {
  return {
    name: '',
    viewersDropPct: null,
    gmvRateDropPct: null,
    windowMinutes: LIVE_ALERT_DEFAULTS.WINDOW_MINUTES,
    roiBelow: null,
    minCostYuan: LIVE_ALERT_DEFAULTS.MIN_COST_YUAN,
    cooldownMinutes: LIVE_ALERT_DEFAULTS.COOLDOWN_MINUTES,
    scope,
  };
}

/** Whether a rule watches a room of this desk account and 抖音号. */
export function liveAlertRuleCovers(rule: Pick<LiveAlertRule, 'scope'>, accountId: number, awemeId: string): boolean {
  return rule.scope.kind === 'accounts' ? rule.scope.accountIds.includes(accountId) : rule.scope.awemeIds.includes(awemeId);
}

// ---------- the save check ----------

export interface LiveAlertProblem {
  field: string;
  message: string;
}

const isIntegerIn = (x: unknown, min: number, max: number): x is number => Number.isInteger(x) && (x as number) >= min && (x as number) <= max;

/** A finite number in [min, max] with at most two decimals. */
const isFigureIn = (x: unknown, min: number, max: number): x is number =>
  typeof x === 'number' && Number.isFinite(x) && x >= min && x <= max && Math.abs(Math.round(x * 100) - x * 100) < 1e-6;

/** A 抖音号 id: digits, as 抖音's are (and the sandbox's). */
const AWEME_ID = /^\d{1,20}$/;

/** Every problem of a rule before it is saved (empty when none), in the order of the editor's fields. */
export function checkAlertRule(rule: LiveAlertRule): LiveAlertProblem[] {
  const problems: LiveAlertProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });

  const name = typeof rule.name === 'string' ? rule.name.trim() : '';
  if (!name) add('name', T.NAME_REQUIRED);
  else if ([...name].length > L.NAME_MAX) add('name', T.NAME_TOO_LONG);

  const on = (x: unknown) => x !== null && x !== undefined;
  if (!on(rule.viewersDropPct) && !on(rule.gmvRateDropPct) && !on(rule.roiBelow)) add('conditions', T.CONDITIONS_REQUIRED);
  if (on(rule.viewersDropPct) && !isIntegerIn(rule.viewersDropPct, L.DROP_PCT_MIN, L.DROP_PCT_MAX)) add('viewersDropPct', T.VIEWERS_DROP_INVALID);
  if (on(rule.gmvRateDropPct) && !isIntegerIn(rule.gmvRateDropPct, L.DROP_PCT_MIN, L.DROP_PCT_MAX)) add('gmvRateDropPct', T.GMV_RATE_DROP_INVALID);
  if (!isIntegerIn(rule.windowMinutes, L.WINDOW_MIN, L.WINDOW_MAX)) add('windowMinutes', T.WINDOW_INVALID);
  if (on(rule.roiBelow) && !isFigureIn(rule.roiBelow, L.ROI_MIN, L.ROI_MAX)) add('roiBelow', T.ROI_INVALID);
  if (!isFigureIn(rule.minCostYuan, 0, L.MIN_COST_MAX_YUAN)) add('minCostYuan', T.MIN_COST_INVALID);
  if (!isIntegerIn(rule.cooldownMinutes, L.COOLDOWN_MIN, L.COOLDOWN_MAX)) add('cooldownMinutes', T.COOLDOWN_INVALID);

  const scope = rule.scope as Partial<{ kind: unknown; accountIds: unknown; awemeIds: unknown }> | undefined;
  if (scope?.kind === 'accounts') {
    const ids = scope.accountIds;
    if (!Array.isArray(ids) || ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id < 1)) add('scope.accountIds', T.ACCOUNTS_REQUIRED);
    else if (ids.length > L.SCOPE_MAX) add('scope.accountIds', T.SCOPE_TOO_MANY);
  } else if (scope?.kind === 'awemes') {
    const ids = scope.awemeIds;
    if (!Array.isArray(ids) || ids.length === 0 || ids.some((id) => typeof id !== 'string' || !AWEME_ID.test(id))) add('scope.awemeIds', T.AWEMES_REQUIRED);
    else if (ids.length > L.SCOPE_MAX) add('scope.awemeIds', T.SCOPE_TOO_MANY);
  } else add('scope', T.SCOPE_KIND_INVALID);
  return problems;
}

// ---------- evaluation ----------

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Σ of a field over the minutes `from` … `to`, or null when a minute of them is missing: a window with a hole is not
 * compared (a made-up zero would read as a drop).
 */
function windowSum(byMinute: ReadonlyMap<number, LiveMinute>, span: LiveMinuteSpan, field: 'online' | 'gmvFen'): number | null {
  let total = 0;
  for (let m = span.from; m <= span.to; m++) {
    const row = byMinute.get(m);
    if (!row) return null;
    total += row[field];
  }
  return total;
}

/**
 * The alerts a rule raises for one room now (design §2, §4.4):
 * - viewers: the mean online of the last `windowMinutes` closed minutes against the window before it;
 * - gmv_rate: GMV per minute likewise;
 * - roi: 支付ROI (ad GMV ÷ spend) over `minutes` once their spend reaches minCostYuan.
 * `minutes` are the stream's closed minutes from its start (the windows are read back from the last of them, the ROI
 * over all); `lastRaised` says when each kind was last raised for this rule and room, and a kind inside its cooldown
 * (`now` − last < cooldownMinutes, desk time: the cooldown spaces messages to people) is not raised. A drop needs both
 * windows whole and the one before above 0; it is compared exactly in integers (sums × 100 against threshold × sum),
 * ROI as shown, to the hundredth.
 */
export function evaluateRoom(rule: LiveAlertRule, minutes: readonly LiveMinute[], lastRaised: LiveAlertLastRaised, now: number): LiveAlert[] {
  if (minutes.length === 0) return [];
  const byMinute = new Map(minutes.map((m) => [m.minute, m]));
  const last = Math.max(...byMinute.keys());
  const cooling = (kind: LiveAlertKind) => {
    const at = lastRaised[kind];
    return at !== undefined && now - at < rule.cooldownMinutes * 60_000;
  };
  const alerts: LiveAlert[] = [];

  const w = rule.windowMinutes;
  const current = { from: last - w + 1, to: last };
  const previous = { from: last - 2 * w + 1, to: last - w };
  const drops: ['viewers' | 'gmv_rate', number | null, 'online' | 'gmvFen'][] = [
    ['viewers', rule.viewersDropPct, 'online'],
    ['gmv_rate', rule.gmvRateDropPct, 'gmvFen'],
  ];
  for (const [kind, threshold, field] of drops) {
    if (threshold === null || previous.from < 0 || cooling(kind)) continue;
    const before = windowSum(byMinute, previous, field);
    const after = windowSum(byMinute, current, field);
    if (before === null || after === null || before <= 0) continue;
    if ((before - after) * 100 < threshold * before) continue;
    const perMinute = field === 'gmvFen' ? 100 * w : w;
    alerts.push({
      kind,
      minute: last,
      value: round2(((before - after) / before) * 100),
      threshold,
      window: { current, previous },
      before: round2(before / perMinute),
      after: round2(after / perMinute),
    });
  }

  if (rule.roiBelow !== null && !cooling('roi')) {
    let costFen = 0;
    let adGmvFen = 0;
    for (const m of minutes) {
      costFen += m.costFen;
      adGmvFen += m.adGmvFen;
    }
    if (costFen > 0 && costFen >= Math.round(rule.minCostYuan * 100)) {
      const roiHundredths = Math.round((adGmvFen / costFen) * 100);
      if (roiHundredths < Math.round(rule.roiBelow * 100)) {
        alerts.push({
          kind: 'roi',
          minute: last,
          value: roiHundredths / 100,
          threshold: rule.roiBelow,
          window: { current: { from: Math.min(...byMinute.keys()), to: last } },
          costYuan: costFen / 100,
          adGmvYuan: adGmvFen / 100,
        });
      }
    }
  }
  return alerts;
}

/** The alert's message: its title and the figures behind it (design §4.4). */
export function liveAlertMessage(alert: LiveAlert, awemeName: string): { title: string; figures: string } {
  if (alert.kind === 'roi') {
    return { title: T.ALERT_TITLE_ROI(awemeName, alert.value, alert.threshold), figures: T.ALERT_FIGURES_ROI(alert.costYuan, alert.adGmvYuan) };
  }
  const window = alert.window.current.to - alert.window.current.from + 1;
  return {
    title: T.ALERT_TITLE_DROP(awemeName, alert.kind, Math.round(alert.value)),
    figures: alert.kind === 'viewers' ? T.ALERT_FIGURES_VIEWERS(window, alert.before, alert.after) : T.ALERT_FIGURES_GMV_RATE(window, alert.before, alert.after),
  };
}
