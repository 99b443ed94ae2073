// 定时报表推送's pure parts (docs/design/tools.md §2, §4.4, §4.5, §8): the pages' paths, the form's draft and its checks
// (the server checks again, the URL guard with name resolution included), the webhook as it is typed, and the
// send times a rule shows (约09:07发送).
import { COMMON_METRICS, isEmailAddress, minuteOfText, minuteText, sendMinuteOf, type MetricKey } from '@toufang/domain';
import type { PushChannelKind, PushRule, PushRuleSaveRequest } from '../../queries/report-push';
import { REPORT_PUSH_TEXTS as T } from '../../texts';

const BASE = '/tools-app/tool/scheduled-report-push';
export const LIST_PATH = `${BASE}/index`;
export const ADD_PATH = `${BASE}/add-edit`;
export const editPath = (id: number) => `${BASE}/add-edit?id=${id}`;

/** The metrics a rule may list: every media's (the media-only ones would be empty for most accounts). */
export const PUSH_METRICS: readonly MetricKey[] = COMMON_METRICS;
export const PUSH_DIMENSIONS = ['media', 'account', 'plan'] as const;
export const MAX_RECIPIENTS = 20;

export interface PushDraft {
  name: string;
  enabled: boolean;
  scopeKind: 'accounts' | 'projects';
  accountIds: number[];
  projectIds: number[];
  metrics: string[];
  dimensions: string[];
  compare: boolean;
  sendKind: 'daily' | 'hours';
  time: string;
  hours: number[];
  wecom: string;
  feishu: string;
  feishuSecret: string;
  dingtalk: string;
  dingtalkSecret: string;
  /** One address a line (commas and semicolons also separate). */
  emails: string;
}

export const emptyDraft = (): PushDraft => ({
  name: '',
  enabled: true,
  scopeKind: 'accounts',
  accountIds: [],
  projectIds: [],
  metrics: ['cost', 'show', 'click', 'ctr', 'convert', 'convertCost'],
  dimensions: ['account'],
  compare: true,
  sendKind: 'daily',
  time: '09:00',
  hours: [],
  wecom: '',
  feishu: '',
  feishuSecret: '',
  dingtalk: '',
  dingtalkSecret: '',
  emails: '',
});

const channelOf = (rule: PushRule, kind: PushChannelKind) => rule.channels.find((c) => c.kind === kind);

/** A saved rule as the form edits it (one channel of each kind; secrets are never answered, so empty). */
export function draftFromRule(rule: PushRule): PushDraft {
  return {
    name: rule.name,
    enabled: rule.enabled,
    scopeKind: rule.scope.kind,
    accountIds: rule.scope.kind === 'accounts' ? rule.scope.ids : [],
    projectIds: rule.scope.kind === 'projects' ? rule.scope.ids : [],
    metrics: [...rule.metrics],
    dimensions: [...rule.dimensions],
    compare: rule.compare,
    sendKind: rule.send.kind,
    time: rule.send.time ?? '09:00',
    hours: rule.send.hours ?? [],
    wecom: channelOf(rule, 'wecom')?.target ?? '',
    feishu: channelOf(rule, 'feishu')?.target ?? '',
    feishuSecret: '',
    dingtalk: channelOf(rule, 'dingtalk')?.target ?? '',
    dingtalkSecret: '',
    emails: (channelOf(rule, 'email')?.target ?? '').split(',').filter(Boolean).join('\n'),
  };
}

export const splitEmails = (text: string) => text.split(/[\s,;，；]+/).map((e) => e.trim()).filter(Boolean);

/** An IP literal's address family and whether it is private, loopback, link-local or otherwise not public. */
function privateLiteral(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  const mapped = /^::ffff:(.+)$/.exec(h);
  if (mapped) {
    const rest = mapped[1];
    if (/^\d+\.\d+\.\d+\.\d+$/.test(rest)) return privateLiteral(rest);
    // WHATWG URL writes ::ffff:127.0.0.1 as ::ffff:7f00:1: every IPv4-mapped address is judged as IPv4 by the
    // server; here it is refused unless public, which a mapped literal in a webhook never needs to be.
    return true;
  }
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(h);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224;
  }
  if (h.includes(':')) return h === '::' || h === '::1' || h.startsWith('fe80:') || h.startsWith('fc') || h.startsWith('fd') || h.startsWith('ff');
  return false;
}

/**
 * The webhook as typed (design §4.5, checked again by the server, which also resolves the name): https, no user
 * info, no private or loopback literal; a local receiver the server names (本机接收端) is exempt. Null: fine so far.
 */
export function webhookProblem(text: string, localOrigins: readonly string[]): string | null {
  const raw = text.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return T.URL_NOT_HTTPS;
  }
  if (localOrigins.includes(url.origin)) return null;
  if (url.protocol !== 'https:') return T.URL_NOT_HTTPS;
  if (url.username || url.password) return T.URL_USER_INFO;
  if (privateLiteral(url.hostname)) return T.URL_PRIVATE;
  return null;
}

/** Every check of the draft by field ('' for the form as a whole). */
export function draftProblems(draft: PushDraft, localOrigins: readonly string[] = []): Record<string, string> {
  const problems: Record<string, string> = {};
  const name = draft.name.trim();
  if (!name) problems.name = T.NAME_REQUIRED;
  else if ([...name].length > 50) problems.name = T.NAME_TOO_LONG;
  if (draft.scopeKind === 'accounts' && draft.accountIds.length === 0) problems.accountIds = T.SCOPE_REQUIRED;
  if (draft.scopeKind === 'projects' && draft.projectIds.length === 0) problems.projectIds = T.SCOPE_REQUIRED;
  if (draft.metrics.length === 0) problems.metrics = T.METRICS_REQUIRED;
  if (draft.dimensions.length === 0) problems.dimensions = T.DIMENSIONS_REQUIRED;
  if (draft.sendKind === 'daily' && minuteOfText(draft.time.trim()) === null) problems.time = T.TIME_INVALID;
  if (draft.sendKind === 'hours' && draft.hours.length === 0) problems.hours = T.HOURS_REQUIRED;
  for (const field of ['wecom', 'feishu', 'dingtalk'] as const) {
    const problem = webhookProblem(draft[field], localOrigins);
    if (problem) problems[field] = problem;
  }
  const emails = splitEmails(draft.emails);
  const bad = emails.find((e) => !isEmailAddress(e));
  if (bad) problems.emails = T.EMAIL_INVALID(bad);
  else if (emails.length > MAX_RECIPIENTS) problems.emails = T.EMAILS_TOO_MANY(MAX_RECIPIENTS);
  if (!draft.wecom.trim() && !draft.feishu.trim() && !draft.dingtalk.trim() && emails.length === 0) problems[''] = T.CHANNELS_REQUIRED;
  return problems;
}

/** The save call of a draft; an edit keeps the ids of the channels it keeps (and their secrets when left empty). */
export function toSaveRequest(draft: PushDraft, rule: PushRule | null): PushRuleSaveRequest {
  const kept = (kind: PushChannelKind) => (rule ? channelOf(rule, kind)?.id : undefined);
  const channels: PushRuleSaveRequest['channels'] = [];
  const robot = (kind: 'wecom' | 'feishu' | 'dingtalk', webhook: string, secret: string | null) => {
    if (!webhook.trim()) return;
    const id = kept(kind);
    channels.push({ ...(id === undefined ? {} : { id }), kind, webhook: webhook.trim(), ...(secret !== null && (secret.trim() || id === undefined) ? { secret: secret.trim() } : {}) });
  };
  robot('wecom', draft.wecom, null);
  robot('feishu', draft.feishu, draft.feishuSecret);
  robot('dingtalk', draft.dingtalk, draft.dingtalkSecret);
  const emails = splitEmails(draft.emails);
  if (emails.length > 0) {
    const id = kept('email');
    channels.push({ ...(id === undefined ? {} : { id }), kind: 'email', recipients: emails });
  }
  return {
    ...(rule ? { id: rule.id } : {}),
    name: draft.name.trim(),
    enabled: draft.enabled,
    scope: { kind: draft.scopeKind, ids: draft.scopeKind === 'accounts' ? draft.accountIds : draft.projectIds },
    metrics: draft.metrics as PushRuleSaveRequest['metrics'],
    dimensions: draft.dimensions as PushRuleSaveRequest['dimensions'],
    compare: draft.compare,
    send: draft.sendKind === 'daily' ? { kind: 'daily', time: draft.time.trim() } : { kind: 'hours', hours: [...draft.hours].sort((a, b) => a - b) },
    channels,
  };
}

/** The real send times of a draft for a saved rule's id (约09:07发送), or null for a new rule (its id decides). */
export function actualTimes(draft: Pick<PushDraft, 'sendKind' | 'time' | 'hours'>, ruleId: number | null): string[] | null {
  if (ruleId === null) return null;
  const requested = draft.sendKind === 'daily' ? [minuteOfText(draft.time.trim())].filter((m): m is number => m !== null) : draft.hours.map((h) => h * 60);
  return requested.map((m) => sendMinuteOf(ruleId, m) % 1440).sort((a, b) => a - b).map(minuteText);
}

/** The list's words for a rule's send times. */
export function sendTimesText(rule: Pick<PushRule, 'send' | 'sendTimes'>): string {
  if (rule.sendTimes.length === 0) return T.NONE;
  return rule.send.kind === 'daily' ? T.DAILY_AT(rule.sendTimes[0]) : T.HOURS_AT(rule.sendTimes.join('、'));
}
