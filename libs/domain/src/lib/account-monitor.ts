// 监测账户 (issue 23, docs/design/tools.md §5.1): which of an account's monitor lines today's figures cross.
// Pure, so the hourly check on the server (raiseMonitorAlerts), the monitoring pages' 今日状态 and the tests
// read one rule. Rates come from today's window sums (metricValue), never from a mean of hourly rates.
import { metricValue, roundMetric, type BaseSums } from './delivery-metrics';

/** The alert kinds, in the order the pages list them (media_account_alerts.kind). */
export const MONITOR_KINDS = ['balance', 'cost', 'ctr_low', 'ctr_high', 'convert_cost', 'stopped'] as const;
export type MonitorKind = (typeof MONITOR_KINDS)[number];

export function isMonitorKind(x: unknown): x is MonitorKind {
  return typeof x === 'string' && (MONITOR_KINDS as readonly string[]).includes(x);
}

/** The rules' limits (this project's choices, docs/decisions.md "Issue 23: 监测工具"). */
export const MONITOR_RULES = {
  /** 点击率 is judged once today has this many impressions: a rate of a handful of impressions says nothing. */
  MIN_SHOWS_FOR_CTR: 1000,
  /** At most this many desk users and mail addresses per monitor. */
  MAX_RECIPIENT_USERS: 20,
  MAX_RECIPIENT_EMAILS: 10,
  /** The largest money threshold (元) and the CTR range (%). */
  MAX_YUAN: 10_000_000,
  MAX_CTR: 100,
} as const;

/** A monitor's lines; null is no line. Money in 分, 点击率 in %. */
export interface MonitorThresholds {
  balanceBelowFen: number | null;
  costAboveFen: number | null;
  ctrBelow: number | null;
  ctrAbove: number | null;
  convertCostAboveFen: number | null;
  notifyStopped: boolean;
}

/** Why the media stopped an account, or null while it may deliver. */
export type StoppedReason = 'frozen' | 'authorization';

/** The account's status and its authorisation's (media_accounts.status, media_authorizations.status). */
export function stoppedReason(accountStatus: string, authorizationStatus: string | null): StoppedReason | null {
  if (accountStatus === 'frozen') return 'frozen';
  if (authorizationStatus !== null && authorizationStatus !== 'active') return 'authorization';
  return null;
}

/** What the check reads of an account now. */
export interface MonitorFigures {
  balanceFen: number;
  /** Today's cost as the media reports it for the account (the hourly account sync). */
  todayCostFen: number;
  /** Today's window sums of the account from the metrics store; null when the store holds none. */
  sums: BaseSums | null;
  stopped: StoppedReason | null;
}

/** One line crossed: the value and the line in the kind's unit (元 or %); null for stopped. */
export interface MonitorBreach {
  kind: MonitorKind;
  value: number | null;
  threshold: number | null;
}

const yuan = (fen: number) => Math.round(fen) / 100;

/** The unit a kind's value and threshold are in. */
export function monitorUnit(kind: MonitorKind): '元' | '%' | null {
  return kind === 'stopped' ? null : kind === 'ctr_low' || kind === 'ctr_high' ? '%' : '元';
}

/** Today's 点击率 (%), rounded as the desk shows it; null below the impressions it needs or over 0 impressions. */
export function todayCtr(sums: BaseSums | null): number | null {
  if (!sums || sums.show < MONITOR_RULES.MIN_SHOWS_FOR_CTR) return null;
  const value = metricValue('ctr', sums);
  return value === null ? null : roundMetric('ctr', value);
}

/** Today's 转化成本 (元), rounded as the desk shows it; null without a conversion (a ratio over 0 has no value). */
export function todayConvertCost(sums: BaseSums | null): number | null {
  if (!sums) return null;
  const value = metricValue('convertCost', sums);
  return value === null ? null : roundMetric('convertCost', value);
}

/**
 * The lines today's figures cross, in MONITOR_KINDS order. Strict comparisons: a balance exactly at its floor or a
 * cost exactly at its ceiling is not an alert. Values are compared as the desk shows them (two decimals).
 */
export function monitorBreaches(t: MonitorThresholds, f: MonitorFigures): MonitorBreach[] {
  const out: MonitorBreach[] = [];
  if (t.balanceBelowFen !== null && f.balanceFen < t.balanceBelowFen) out.push({ kind: 'balance', value: yuan(f.balanceFen), threshold: yuan(t.balanceBelowFen) });
  if (t.costAboveFen !== null && f.todayCostFen > t.costAboveFen) out.push({ kind: 'cost', value: yuan(f.todayCostFen), threshold: yuan(t.costAboveFen) });
  const ctr = todayCtr(f.sums);
  if (ctr !== null && t.ctrBelow !== null && ctr < t.ctrBelow) out.push({ kind: 'ctr_low', value: ctr, threshold: t.ctrBelow });
  if (ctr !== null && t.ctrAbove !== null && ctr > t.ctrAbove) out.push({ kind: 'ctr_high', value: ctr, threshold: t.ctrAbove });
  const convertCost = todayConvertCost(f.sums);
  if (convertCost !== null && t.convertCostAboveFen !== null && Math.round(convertCost * 100) > t.convertCostAboveFen) {
    out.push({ kind: 'convert_cost', value: convertCost, threshold: yuan(t.convertCostAboveFen) });
  }
  if (t.notifyStopped && f.stopped !== null) out.push({ kind: 'stopped', value: null, threshold: null });
  return out;
}

/** Whether a monitor has at least one line (an enabled monitor without one watches nothing). */
export function hasMonitorLine(t: MonitorThresholds): boolean {
  return t.balanceBelowFen !== null || t.costAboveFen !== null || t.ctrBelow !== null || t.ctrAbove !== null || t.convertCostAboveFen !== null || t.notifyStopped;
}

/** A plain check of an e-mail address (the mail channel checks it again when it sends). */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@<>()[\],;:"]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/.test(text) && text.length <= 254;
}
