// 监测账户's pure parts (docs/design/tools.md §5.1, §8): the pages' paths, who may write (decision D7), the form's
// draft and its checks (the server checks again), and how a monitor's lines and state read in the list.
import { can, effectiveRole, formatYuan, isEmailAddress, MONITOR_RULES, type LegacyRole } from '@toufang/domain';
import type { MonitorAccount, MonitorSaveRequest, MonitorThresholds } from '../../queries/monitoring';
import { MONITORING_TEXTS as T } from '../../texts';

const BASE = '/tools-app/tool/monitoring-tool';
export const LIST_PATH = `${BASE}/monitoring-account`;
export const ADD_PATH = `${BASE}/monitoring-account-add`;
export const editPath = (accountId: number) => `${BASE}/monitoring-account/${accountId}/edit`;

/** The page is the five internal roles'; its writes are theirs who hold the capability 监测 (the account list's too). */
export function mayWriteMonitors(user: { role: string; isDesignManager?: number | null }): boolean {
  return can(effectiveRole(user.role as LegacyRole, user.isDesignManager ?? 0), 'monitor');
}

export interface MonitorDraft {
  accountId: number | null;
  enabled: boolean;
  balanceBelow: number | null;
  costAbove: number | null;
  ctrBelow: number | null;
  ctrAbove: number | null;
  convertCostAbove: number | null;
  notifyStopped: boolean;
  recipientUserIds: number[];
  /** One address a line (commas and semicolons also separate). */
  recipientEmails: string;
}

export const emptyDraft = (): MonitorDraft => ({
  accountId: null,
  enabled: true,
  balanceBelow: null,
  costAbove: null,
  ctrBelow: null,
  ctrAbove: null,
  convertCostAbove: null,
  notifyStopped: true,
  recipientUserIds: [],
  recipientEmails: '',
});

export const draftFromMonitor = (m: MonitorAccount): MonitorDraft => ({
  accountId: m.accountId,
  enabled: m.enabled,
  ...m.thresholds,
  recipientUserIds: m.recipients.users.map((u) => u.id),
  recipientEmails: m.recipients.emails.join('\n'),
});

export const emailsOf = (text: string): string[] => [...new Set(text.split(/[\s,;，；]+/).map((e) => e.trim()).filter((e) => e !== ''))];

/** The draft's problems by field ('' is the whole form's). */
export function draftProblems(d: MonitorDraft): Partial<Record<keyof MonitorDraft | '', string>> {
  const out: Partial<Record<keyof MonitorDraft | '', string>> = {};
  if (d.accountId === null) out.accountId = T.ACCOUNT_REQUIRED;
  const money = ['balanceBelow', 'costAbove', 'convertCostAbove'] as const;
  for (const key of money) {
    const v = d[key];
    if (v !== null && v < 0) out[key] = T.NEGATIVE;
    else if (v !== null && v > MONITOR_RULES.MAX_YUAN) out[key] = T.TOO_LARGE(MONITOR_RULES.MAX_YUAN);
  }
  for (const key of ['ctrBelow', 'ctrAbove'] as const) {
    const v = d[key];
    if (v !== null && v < 0) out[key] = T.NEGATIVE;
    else if (v !== null && v > MONITOR_RULES.MAX_CTR) out[key] = T.TOO_LARGE(MONITOR_RULES.MAX_CTR);
  }
  if (d.ctrBelow !== null && d.ctrAbove !== null && d.ctrBelow >= d.ctrAbove) out.ctrAbove = T.CTR_ORDER;
  const lines = d.balanceBelow !== null || d.costAbove !== null || d.ctrBelow !== null || d.ctrAbove !== null || d.convertCostAbove !== null || d.notifyStopped;
  if (d.enabled && !lines) out[''] = T.NEEDS_LINE;
  const emails = emailsOf(d.recipientEmails);
  const bad = emails.find((e) => !isEmailAddress(e));
  if (bad !== undefined) out.recipientEmails = T.EMAIL_INVALID(bad);
  else if (emails.length > MONITOR_RULES.MAX_RECIPIENT_EMAILS) out.recipientEmails = T.EMAILS_TOO_MANY(MONITOR_RULES.MAX_RECIPIENT_EMAILS);
  if (d.recipientUserIds.length > MONITOR_RULES.MAX_RECIPIENT_USERS) out.recipientUserIds = T.USERS_TOO_MANY(MONITOR_RULES.MAX_RECIPIENT_USERS);
  return out;
}

export function toSaveRequest(d: MonitorDraft, create: boolean): MonitorSaveRequest {
  return {
    accountId: d.accountId ?? 0,
    ...(create ? { create: true } : {}),
    enabled: d.enabled,
    balanceBelow: d.balanceBelow,
    costAbove: d.costAbove,
    ctrBelow: d.ctrBelow,
    ctrAbove: d.ctrAbove,
    convertCostAbove: d.convertCostAbove,
    notifyStopped: d.notifyStopped,
    recipientUserIds: d.recipientUserIds,
    recipientEmails: emailsOf(d.recipientEmails),
  };
}

const money = formatYuan;
const pct = (p: number) => p.toFixed(2);

/** A monitor's lines as the list shows them, one a line. */
export function thresholdLines(t: MonitorThresholds): string[] {
  const out: string[] = [];
  if (t.balanceBelow !== null) out.push(T.LINE_BALANCE(money(t.balanceBelow)));
  if (t.costAbove !== null) out.push(T.LINE_COST(money(t.costAbove)));
  if (t.ctrBelow !== null) out.push(T.LINE_CTR_BELOW(pct(t.ctrBelow)));
  if (t.ctrAbove !== null) out.push(T.LINE_CTR_ABOVE(pct(t.ctrAbove)));
  if (t.convertCostAbove !== null) out.push(T.LINE_CONVERT_COST(money(t.convertCostAbove)));
  if (t.notifyStopped) out.push(T.LINE_STOPPED);
  return out;
}

/** Today's figures as the list shows them. */
export function todayLines(today: MonitorAccount['today']): string[] {
  // Before the account's first sync the desk knows no balance: 0.00 would read as an empty account.
  if (today.syncTime === null) return [T.NOT_SYNCED];
  const out = [T.BALANCE_NOW(money(today.balance)), T.COST_NOW(money(today.cost))];
  if (today.ctr !== null) out.push(T.CTR_NOW(pct(today.ctr)));
  if (today.convertCost !== null) out.push(T.CONVERT_COST_NOW(money(today.convertCost)));
  return out;
}

/** A value of the history in its kind's unit. */
export function alertValue(kind: string, value: number | null): string {
  if (value === null) return T.NONE;
  return kind === 'ctr_low' || kind === 'ctr_high' ? `${pct(value)}%` : `${money(value)} 元`;
}
