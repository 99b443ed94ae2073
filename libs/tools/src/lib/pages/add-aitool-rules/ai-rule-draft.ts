// The pure rules of the AI助手 editor: its draft (what the form holds), the body the contract carries, and the
// domain's save check (checkRuleBody) placed under the draft's fields, so the person reads the server's words
// before the round trip. The check takes the media's limits as the server answers them (getAiRuleLimits: levels
// with a budget or a bid, minimum budgets, the bid range); until they have come, the levels the desk knows and no
// figure limits (docs/decisions.md "Issue 23: AI助手 pages").
import {
  AI_RULE_LIMITS,
  DELIVERY_LEVELS,
  checkRuleBody,
  UNLIMITED_TRIGGER_COUNT,
  type AiRuleAction,
  type AiRuleBody,
  type AiRuleMediaLimits,
  type AiRuleObjects,
  type AiRuleProblem,
  type AiRuleRecipient,
  type AiRuleWindow,
  type DeliveryLevel,
  type MediaCode,
} from '@toufang/domain';
import { filterValues, MATCH_METHOD, type FilterDropdownValue } from '@toufang/ui';
import type { AiRule, AiRuleLimits, AiRuleSaveRequest } from '../../queries/ai-rules';
import { AI_RULE_PAGE_TEXTS as T } from '../../texts';
import { asBody } from '../ai-rules/ai-rule-words';

export type WindowKind = AiRuleWindow['kind'];
export type ObjectsKind = AiRuleObjects['kind'];

/** One 命名字段 condition: a field of the naming rule (its key) and the values typed or picked, comma-separated. */
export interface NamePartDraft {
  field: string;
  values: string;
}

export interface ConditionDraft {
  metric: string;
  operator: string;
  value: number | null;
  windowKind: WindowKind;
  n: number | null;
  includeToday: boolean;
}

export interface ActionDraft {
  type: AiRuleAction['type'];
  action: 'UP' | 'DOWN' | 'TO';
  unit: 'NUM' | 'SCALE';
  value: number | null;
  /** EMAIL: the addresses typed, one a line. */
  addresses: string;
  /** EMAIL: desk users picked (listAiRuleMailUsers). */
  userIds: number[];
}

export interface RuleDraft {
  name: string;
  media: MediaCode | null;
  level: DeliveryLevel | null;
  accountIds: number[];
  objectsKind: ObjectsKind;
  ids: string;
  names: FilterDropdownValue;
  statuses: string[];
  /** 命名字段: the naming rule, how its fields match, and the fields' conditions. */
  nameRuleId: number | null;
  nameMatch: 'IN' | 'LIKE';
  nameParts: NamePartDraft[];
  platform: 'UNLIMIT' | 'IOS' | 'ANDROID';
  bidTypes: string[];
  countLabel: '' | 'ONCE' | 'MORE';
  conditions: ConditionDraft[];
  join: 'ALL' | 'ANY';
  actions: ActionDraft[];
  triggerCount: number;
  finalOptimisation: 'NONE' | 'PAUSE';
  everyMinutes: number;
  weekdays: number[];
  hours: number[];
  cooldownMinutes: number | null;
  maxBudget: number | null;
  maxBid: number | null;
  minBid: number | null;
  priority: number | null;
  enabled: boolean;
}

export const emptyCondition = (): ConditionDraft => ({ metric: 'cost', operator: 'MORE', value: null, windowKind: 'today', n: null, includeToday: false });
export const emptyNamePart = (): NamePartDraft => ({ field: '', values: '' });
export const emptyAction = (): ActionDraft => ({ type: 'PAUSE', action: 'UP', unit: 'NUM', value: null, addresses: '', userIds: [] });

export const ALL_HOURS = Array.from({ length: 24 }, (_, h) => h);
export const ALL_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

export function emptyDraft(): RuleDraft {
  return {
    name: '',
    media: null,
    level: null,
    accountIds: [],
    objectsKind: 'all',
    ids: '',
    names: { method: MATCH_METHOD.LIKE, value: '' },
    statuses: [],
    nameRuleId: null,
    nameMatch: 'IN',
    nameParts: [emptyNamePart()],
    platform: 'UNLIMIT',
    bidTypes: [],
    countLabel: '',
    conditions: [emptyCondition()],
    join: 'ALL',
    actions: [emptyAction()],
    triggerCount: 1,
    finalOptimisation: 'NONE',
    everyMinutes: 30,
    weekdays: [...ALL_WEEKDAYS],
    hours: [...ALL_HOURS],
    cooldownMinutes: 60,
    maxBudget: null,
    maxBid: null,
    minBid: null,
    priority: 10,
    enabled: true,
  };
}

function windowDraft(window: AiRuleWindow): Pick<ConditionDraft, 'windowKind' | 'n' | 'includeToday'> {
  if (window.kind === 'lastHours') return { windowKind: 'lastHours', n: window.n, includeToday: false };
  if (window.kind === 'lastDays') return { windowKind: 'lastDays', n: window.n, includeToday: window.includeToday };
  return { windowKind: window.kind, n: null, includeToday: false };
}

function actionDraft(a: AiRuleAction): ActionDraft {
  const base = emptyAction();
  if (a.type === 'BUDGET' || a.type === 'BID') return { ...base, type: a.type, action: a.action, unit: a.unit, value: a.value };
  if (a.type === 'EMAIL') {
    return {
      ...base,
      type: 'EMAIL',
      addresses: a.recipients.flatMap((r) => (r.kind === 'address' ? [r.address] : [])).join('\n'),
      userIds: a.recipients.flatMap((r) => (r.kind === 'user' ? [r.userId] : [])),
    };
  }
  return { ...base, type: a.type };
}

export function draftFromRule(rule: AiRule): RuleDraft {
  const body = asBody(rule.body);
  const objects = body.scope.objects;
  return {
    ...emptyDraft(),
    name: body.name,
    media: body.media,
    level: body.level,
    accountIds: [...body.scope.accountIds],
    objectsKind: objects.kind,
    ids: objects.kind === 'ids' ? objects.ids.join('\n') : '',
    names: objects.kind === 'names' ? { method: objects.match, value: objects.values.join(',') } : { method: MATCH_METHOD.LIKE, value: '' },
    statuses: objects.kind === 'status' ? [...objects.statuses] : [],
    ...(objects.kind === 'nameParts'
      ? { nameRuleId: objects.ruleId, nameMatch: objects.match ?? 'IN', nameParts: objects.equals.map((e) => ({ field: e.field, values: e.values.join(',') })) }
      : {}),
    platform: body.platform ?? 'UNLIMIT',
    bidTypes: [...(body.bidTypes ?? [])],
    countLabel: body.countLabel ?? '',
    conditions: body.conditions.map((c) => ({ metric: c.metric, operator: c.operator, value: c.value, ...windowDraft(c.window) })),
    join: body.join,
    actions: body.actions.map(actionDraft),
    triggerCount: body.triggerCount,
    finalOptimisation: body.finalOptimisation,
    everyMinutes: body.schedule.everyMinutes,
    weekdays: [...body.schedule.weekdays],
    hours: [...body.schedule.hours],
    cooldownMinutes: body.cooldownMinutes,
    maxBudget: body.caps.maxBudget ?? null,
    maxBid: body.caps.maxBid ?? null,
    minBid: body.caps.minBid ?? null,
    priority: body.priority,
    enabled: rule.enabled,
  };
}

const lines = (text: string) => [...new Set(text.split(/[\s,，]+/).map((s) => s.trim()).filter(Boolean))];
/** A name part's values: by commas and lines only (a part may hold a space). */
export const partValues = (text: string) => [...new Set(text.split(/[\n,，]+/).map((s) => s.trim()).filter(Boolean))];

function objectsOf(draft: RuleDraft): AiRuleObjects {
  switch (draft.objectsKind) {
    case 'nameParts':
      return { kind: 'nameParts', ruleId: draft.nameRuleId ?? 0, match: draft.nameMatch, equals: draft.nameParts.map((p) => ({ field: p.field, values: partValues(p.values) })) };
    case 'ids':
      return { kind: 'ids', ids: lines(draft.ids) };
    case 'names':
      return { kind: 'names', match: draft.names.method === MATCH_METHOD.IN ? 'IN' : 'LIKE', values: filterValues(draft.names) };
    case 'status':
      return { kind: 'status', statuses: draft.statuses as never };
    default:
      return { kind: 'all' };
  }
}

function windowOf(c: ConditionDraft): AiRuleWindow {
  if (c.windowKind === 'lastHours') return { kind: 'lastHours', n: c.n ?? 0 };
  if (c.windowKind === 'lastDays') return { kind: 'lastDays', n: c.n ?? 0, includeToday: c.includeToday };
  return { kind: c.windowKind };
}

function actionOf(a: ActionDraft): AiRuleAction {
  if (a.type === 'BUDGET' || a.type === 'BID') return { type: a.type, action: a.action, unit: a.action === 'TO' ? 'NUM' : a.unit, value: a.value ?? 0 };
  if (a.type === 'EMAIL') {
    const recipients: AiRuleRecipient[] = [...a.userIds.map((userId) => ({ kind: 'user' as const, userId })), ...lines(a.addresses).map((address) => ({ kind: 'address' as const, address }))];
    return { type: 'EMAIL', recipients };
  }
  return { type: 'PAUSE', action: 'PAUSE' };
}

/** The body the contract carries (the domain's AiRuleBody); a blank number goes out as one the check refuses. */
export function toBody(draft: RuleDraft): AiRuleBody {
  const caps = { ...(draft.maxBudget !== null ? { maxBudget: draft.maxBudget } : {}), ...(draft.maxBid !== null ? { maxBid: draft.maxBid } : {}), ...(draft.minBid !== null ? { minBid: draft.minBid } : {}) };
  return {
    name: draft.name.trim(),
    media: (draft.media ?? '') as MediaCode,
    level: (draft.level ?? '') as DeliveryLevel,
    scope: { accountIds: [...draft.accountIds], objects: objectsOf(draft) },
    ...(draft.platform !== 'UNLIMIT' ? { platform: draft.platform } : {}),
    ...(draft.bidTypes.length ? { bidTypes: draft.bidTypes as AiRuleBody['bidTypes'] } : {}),
    ...(draft.countLabel ? { countLabel: draft.countLabel } : {}),
    conditions: draft.conditions.map((c) => ({ metric: c.metric as never, operator: c.operator as never, value: c.value, window: windowOf(c) })),
    join: draft.join,
    actions: draft.actions.map(actionOf),
    triggerCount: draft.triggerCount as AiRuleBody['triggerCount'],
    finalOptimisation: draft.finalOptimisation,
    schedule: { everyMinutes: draft.everyMinutes as AiRuleBody['schedule']['everyMinutes'], hours: [...draft.hours].sort((a, b) => a - b), weekdays: [...draft.weekdays].sort((a, b) => a - b) },
    cooldownMinutes: draft.cooldownMinutes ?? -1,
    caps,
    priority: draft.priority ?? 0,
  };
}

/** The media's limits as getAiRuleLimits answers them, as the domain's check takes them. */
export function limitsFrom(answer: AiRuleLimits): AiRuleMediaLimits {
  return {
    levels: answer.levels.map((l) => ({ level: l.level as DeliveryLevel, has: { budget: l.budget, bid: l.bid } })),
    minBudget: answer.minBudget as AiRuleMediaLimits['minBudget'],
    maxBudget: answer.maxBudget,
    budgetMinStep: answer.budgetMinStep,
    bidRange: answer.bidRange,
  };
}

/**
 * What the browser knows of a media before its limits have come: the levels its delivery pages have (the account
 * aside), each taken to carry a budget and a bid, and no figure limits (the server's check answers the rest).
 */
export function browserLimits(media: MediaCode): AiRuleMediaLimits {
  return {
    levels: (DELIVERY_LEVELS[media] as readonly DeliveryLevel[]).filter((l) => l !== 'account').map((level) => ({ level, has: { budget: true, bid: true } })),
    minBudget: {},
    maxBudget: null,
    budgetMinStep: 0,
    bidRange: { min: 0, max: Number.MAX_SAFE_INTEGER },
  };
}

export const levelsOf = (media: MediaCode | null): DeliveryLevel[] => (media ? browserLimits(media).levels.map((l) => l.level) : []);

/** The draft's field a body path belongs to (conditions.0.value → conditions). */
const FIELD_OF: Readonly<Record<string, keyof RuleDraft>> = {
  name: 'name',
  level: 'level',
  'scope.accountIds': 'accountIds',
  'scope.objects': 'objectsKind',
  platform: 'platform',
  bidTypes: 'bidTypes',
  countLabel: 'countLabel',
  conditions: 'conditions',
  join: 'join',
  actions: 'actions',
  triggerCount: 'triggerCount',
  finalOptimisation: 'finalOptimisation',
  'schedule.everyMinutes': 'everyMinutes',
  'schedule.hours': 'hours',
  'schedule.weekdays': 'weekdays',
  cooldownMinutes: 'cooldownMinutes',
  'caps.maxBudget': 'maxBudget',
  'caps.maxBid': 'maxBid',
  'caps.minBid': 'minBid',
  priority: 'priority',
};

export function draftField(path: string): keyof RuleDraft {
  if (path in FIELD_OF) return FIELD_OF[path];
  const head = path.split('.')[0];
  if (head === 'conditions' || head === 'actions') return head;
  if (path.startsWith('scope.objects')) return 'objectsKind';
  return 'name';
}

/**
 * Every problem of the draft, by body path (conditions.0.value), in the domain's words; `limits` the media's as the
 * server answered them (absent while they load).
 */
export function draftProblems(draft: RuleDraft, limits?: AiRuleMediaLimits | null): AiRuleProblem[] {
  // A blank number goes out as one the check refuses (-1, 0), so it reads the check's own message.
  if (draft.media) return checkRuleBody(toBody(draft), limits ?? browserLimits(draft.media));
  // No media yet: the rest is checked all the same; the level waits for the media.
  const rest = checkRuleBody({ ...toBody(draft), media: 'toutiao' }, { ...browserLimits('toutiao'), levels: [] }).filter((p) => p.field !== 'level');
  return [{ field: 'media', message: T.PICK_MEDIA }, ...rest];
}

/** One message per draft field (the first), for the form's own rows. */
export function fieldProblems(draft: RuleDraft, limits?: AiRuleMediaLimits | null): Partial<Record<keyof RuleDraft, string>> {
  const out: Partial<Record<keyof RuleDraft, string>> = {};
  for (const p of draftProblems(draft, limits)) {
    const field = p.field === 'media' ? 'media' : draftField(p.field);
    out[field] ??= p.message;
  }
  return out;
}

/** The messages of one row (conditions.1 → its fields' messages by the row's field name). */
export function rowProblems(draft: RuleDraft, list: 'conditions' | 'actions', index: number, limits?: AiRuleMediaLimits | null): Record<string, string> {
  const out: Record<string, string> = {};
  const prefix = `${list}.${index}.`;
  for (const p of draftProblems(draft, limits)) if (p.field.startsWith(prefix)) out[p.field.slice(prefix.length)] ??= p.message;
  return out;
}

export function toSaveRequest(draft: RuleDraft, rule: AiRule | null): AiRuleSaveRequest {
  const body = toBody(draft) as unknown as AiRuleSaveRequest['body'];
  return rule ? { id: rule.id, version: rule.version, enabled: draft.enabled, body } : { enabled: draft.enabled, body };
}

export const TRIGGER_UNLIMITED = UNLIMITED_TRIGGER_COUNT;
export const LIMITS = AI_RULE_LIMITS;
