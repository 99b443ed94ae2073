// A rule in words (the list's summaries, the record's lines, the editor's options): pure, so the specs read them.
// The §9 labels are @toufang/domain's alert-rules.ts, the added metrics' METRICS', the skip reasons the domain's.
import {
  AI_RULE_REASON_TEXTS,
  ALERT_ACTIONS,
  ALERT_CONDITIONS,
  ALERT_EXECUTE_TYPES,
  ALERT_OPERATORS,
  ALERT_UNITS,
  DELIVERY_STATUS_FILTERS,
  METRICS,
  alertLabel,
  deliveryLevelLabel,
  isMediaCode,
  type AiRuleAction,
  type AiRuleBody,
  type AiRuleCondition,
  type AiRuleMetric,
  type AiRuleSchedule,
  type AiRuleSkipReason,
  type AiRuleWindow,
  type DeliveryLevel,
  type MediaCode,
} from '@toufang/domain';
import type { AiRuleBodyView, AiRuleListQuery } from '../../queries/ai-rules';
import { AI_RULE_PAGE_TEXTS as T } from '../../texts';

export const LIST_PATH = '/tools-app/tool/ai-assistant/rules-manager';
export const RECORD_PATH = '/tools-app/tool/ai-assistant/execution-record';
const EDITOR_PATH = '/tools-app/add-aitool-rules';
export const RULE_PARAM = 'id';
export const editorPath = (id?: number) => (id === undefined ? EDITOR_PATH : `${EDITOR_PATH}?${RULE_PARAM}=${id}`);
/** The record filtered to one rule (the list kit's filters param). */
export const recordPath = (ruleId: number) => `${RECORD_PATH}?filters=${encodeURIComponent(JSON.stringify({ ruleId: String(ruleId) }))}`;

/** The contract carries the domain's body with its codes as strings. */
export const asBody = (body: AiRuleBodyView): AiRuleBody => body as unknown as AiRuleBody;

export function levelLabel(media: string, level: string): string {
  return (isMediaCode(media) ? deliveryLevelLabel(media, level as DeliveryLevel) : undefined) ?? level;
}

export function metricLabel(metric: string): string {
  const spec = ALERT_CONDITIONS.find((c) => c.value === metric);
  if (spec) return spec.label;
  return (METRICS as Readonly<Record<string, { label: string }>>)[metric]?.label ?? metric;
}

export function metricUnit(metric: string): string {
  const spec = ALERT_CONDITIONS.find((c) => c.value === metric);
  if (spec) return spec.unit;
  return (METRICS as Readonly<Record<string, { unit: string }>>)[metric]?.unit ?? '';
}

export function windowText(window: AiRuleWindow): string {
  switch (window.kind) {
    case 'today':
      return T.WINDOW_TODAY;
    case 'yesterday':
      return T.WINDOW_YESTERDAY;
    case 'lastHours':
      return T.WINDOW_LAST_HOURS(window.n);
    case 'lastDays':
      return T.WINDOW_LAST_DAYS(window.n, window.includeToday);
    default:
      return '';
  }
}

/** e.g. 今天 总消耗 大于 500元; 今天 总消耗 撞线 预算. */
export function conditionText(c: AiRuleCondition): string {
  const value = c.value === null ? T.HITLINE_BUDGET : `${c.value}${metricUnit(c.metric)}`;
  return `${windowText(c.window)} ${metricLabel(c.metric as AiRuleMetric)} ${alertLabel(ALERT_OPERATORS, c.operator)} ${value}`;
}

export function conditionLines(body: AiRuleBody): string[] {
  const lines = body.conditions.map(conditionText);
  return lines.length > 1 ? [body.join === 'ANY' ? T.JOIN_ANY : T.JOIN_ALL, ...lines] : lines;
}

export function objectsText(body: AiRuleBody): string {
  const level = levelLabel(body.media, body.level);
  const objects = body.scope.objects;
  switch (objects.kind) {
    case 'all':
      return T.ALL_OBJECTS(level);
    case 'ids':
      return T.OBJECT_IDS(level, objects.ids.length);
    case 'names':
      return (objects.match === 'IN' ? T.OBJECT_NAMES_IN : T.OBJECT_NAMES_LIKE)(objects.values.join('、'));
    case 'status':
      return T.OBJECT_STATUS(objects.statuses.map((s) => alertLabel(DELIVERY_STATUS_FILTERS, s)).join('、'));
    case 'nameParts':
      return T.OBJECT_NAME_PARTS(objects.equals.map((e) => T.OBJECT_NAME_PART(e.field, objects.match === 'LIKE', e.values.join('、'))).join('，'));
    default:
      return T.NONE;
  }
}

export function scopeLines(body: AiRuleBody): string[] {
  return [T.ACCOUNTS_N(body.scope.accountIds.length), objectsText(body)];
}

/** Consecutive hours as ranges: [9,10,11,14] → 09:00-12:00、14:00-15:00. */
export function hoursText(hours: readonly number[]): string {
  const sorted = [...new Set(hours)].sort((a, b) => a - b);
  if (sorted.length === 24) return T.ALL_DAY;
  const ranges: [number, number][] = [];
  for (const h of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && last[1] === h) last[1] = h + 1;
    else ranges.push([h, h + 1]);
  }
  const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return ranges.map(([from, to]) => `${pad(from)}-${pad(to)}`).join('、');
}

export function weekdaysText(weekdays: readonly number[]): string {
  const sorted = [...new Set(weekdays)].sort((a, b) => a - b);
  return sorted.length === 7 ? T.ALL_WEEK : sorted.map((d) => T.WEEKDAYS[d - 1] ?? String(d)).join('、');
}

export function scheduleLines(schedule: AiRuleSchedule): string[] {
  return [`${T.EVERY(schedule.everyMinutes)} · ${weekdaysText(schedule.weekdays)}`, hoursText(schedule.hours)];
}

const money = (n: number) => n.toFixed(2);

export function actionText(a: AiRuleAction): string {
  switch (a.type) {
    case 'BUDGET':
    case 'BID': {
      const value = a.unit === 'SCALE' ? `${a.value}%` : `${money(a.value)}元`;
      return T.ADJUST(alertLabel(ALERT_EXECUTE_TYPES, a.type), alertLabel(ALERT_ACTIONS, a.action), value);
    }
    case 'PAUSE':
      return T.PAUSE_ACTION;
    case 'EMAIL':
      return T.EMAIL_ACTION(a.recipients.length);
    default:
      return String((a as { type: unknown }).type);
  }
}

/** A value before or after an action: 元 for a budget or bid (null: 不限), a status's word for a pause. */
export function valueText(type: string, value: unknown): string {
  if (value === null || value === undefined) return type === 'BUDGET' ? T.UNLIMITED_BUDGET : T.NONE;
  if (typeof value === 'number') return `${money(value)}元`;
  if (value === 'paused') return T.STATUS_PAUSED;
  if (value === 'enabled') return T.STATUS_ENABLED;
  return String(value);
}

export function changeText(type: string, before: unknown, after: unknown): string {
  // A skipped or superseded action carries no values (the round records them for planned actions only).
  if (type === 'EMAIL' || ((before === null || before === undefined) && (after === null || after === undefined))) return T.NONE;
  return `${valueText(type, before)} → ${valueText(type, after)}`;
}

export const actionTypeLabel = (type: string) => alertLabel(ALERT_EXECUTE_TYPES, type as never);

/** A skip's or a refusal's words: what the server said, else the reason code's text. */
export function reasonText(code: string | null, reason: string | null): string | null {
  if (reason) return reason;
  if (code && code in AI_RULE_REASON_TEXTS) return AI_RULE_REASON_TEXTS[code as AiRuleSkipReason];
  return code;
}

/** The unit options a BUDGET or BID adjustment offers (§9: NUM 元, SCALE %). */
export const UNIT_OPTIONS = ALERT_UNITS.map((u) => ({ value: u.value, label: u.label }));

type Filters = { media?: unknown; enabled?: unknown; keyword?: unknown };

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : value && typeof value === 'object' && 'value' in value ? text((value as { value: unknown }).value) : '';

/** The list call of the filters. */
export function toRuleQuery(filters: Filters, page: { current: number; size: number }): AiRuleListQuery {
  const keyword = text(filters.keyword);
  return {
    ...(isMediaCode(filters.media) ? { media: filters.media as MediaCode } : {}),
    ...(filters.enabled === 'on' ? { enabled: true } : filters.enabled === 'off' ? { enabled: false } : {}),
    ...(keyword ? { keyword } : {}),
    current: page.current,
    size: Math.min(page.size, 100),
  };
}
