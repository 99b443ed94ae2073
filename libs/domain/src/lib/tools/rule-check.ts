// The save check of an AI助手 rule (docs/design/tools.md §2 rule-check.ts, §10): what is wrong with a body, field
// by field, in Chinese. The editor shows each message beside its field; the server refuses a save with them. Pure:
// the media's figures come in as AiRuleMediaLimits, the accounts' scope is the server's to check.
import {
  ALERT_BID_TYPES,
  ALERT_COUNT_LABELS,
  ALERT_FINAL_OPTIMISATIONS,
  ALERT_OPERATORS,
  ALERT_PLATFORMS,
  ALERT_TRIGGER_COUNTS,
  ALERT_UNITS,
  type AlertOption,
} from '../alert-rules';
import { DELIVERY_STATUS_FILTERS } from '../delivery-metrics';
import { deliveryLevelLabel } from '../delivery-hierarchy';
import { AI_RULE_LIMITS as L, type AiRuleMediaLimits } from './rule-limits';
import { AI_RULE_EVERY_MINUTES, isAiRuleMetric, type AiRuleAction, type AiRuleBody, type AiRuleCondition, type AiRuleObjects, type AiRuleWindow } from './rule-types';
import { AI_RULE_TEXTS as T } from './texts';

/** One problem: the field's path in the body (e.g. `conditions.0.window`) and the message. */
export interface AiRuleProblem {
  field: string;
  message: string;
}

const ADJUST_ACTIONS: readonly string[] = ['UP', 'DOWN', 'TO'];
// A plain address check: one @, no spaces, a dot in the domain. The mail server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const known = (options: readonly AlertOption<string | number>[], value: unknown) => options.some((o) => o.value === value);

/** A finite number ≥ 0 with at most two decimals (元 to the 分, or a percentage). */
function isFigure(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x) && x >= 0 && Math.abs(Math.round(x * 100) - x * 100) < 1e-6;
}

const isPositiveFigure = (x: unknown): x is number => isFigure(x) && x > 0;

/** Whether a window's span is within the stored history (design §6.3: refused at save, never shortened). */
function windowProblem(window: AiRuleWindow): string | null {
  switch (window.kind) {
    case 'today':
    case 'yesterday':
      return null;
    case 'lastHours':
    case 'lastDays': {
      if (!Number.isInteger(window.n) || window.n < 1) return T.WINDOW_INVALID;
      const max = window.kind === 'lastHours' ? L.LAST_HOURS_MAX : L.LAST_DAYS_MAX;
      return window.n > max ? T.WINDOW_TOO_LONG : null;
    }
    default:
      return T.WINDOW_INVALID;
  }
}

function checkObjects(objects: AiRuleObjects, add: (field: string, message: string) => void): void {
  const field = 'scope.objects';
  const list = (values: readonly unknown[] | undefined, empty: string) => {
    if (!Array.isArray(values) || values.length === 0 || values.some((v) => typeof v !== 'string' || v.trim() === '')) add(field, empty);
    else if (values.length > L.IDS_MAX) add(field, T.OBJECTS_TOO_MANY);
  };
  switch (objects.kind) {
    case 'all':
      return;
    case 'ids':
      return list(objects.ids, T.OBJECTS_REQUIRED);
    case 'names':
      if (objects.match !== 'LIKE' && objects.match !== 'IN') add(field, T.FILTER_INVALID('名称匹配方式'));
      return list(objects.values, T.OBJECTS_REQUIRED);
    case 'status': {
      const statuses = objects.statuses;
      if (!Array.isArray(statuses) || statuses.length === 0) add(field, T.STATUSES_REQUIRED);
      else if (statuses.some((s) => (s as string) === 'all' || !DELIVERY_STATUS_FILTERS.some((f) => f.value === s))) add(field, T.FILTER_INVALID('对象状态'));
      return;
    }
    case 'nameParts':
      if (!Number.isInteger(objects.ruleId) || objects.ruleId < 1) add(field, T.NAME_RULE_REQUIRED);
      if (objects.match !== undefined && objects.match !== 'LIKE' && objects.match !== 'IN') add(field, T.FILTER_INVALID('命名字段匹配方式'));
      if (!Array.isArray(objects.equals) || objects.equals.length === 0) add(field, T.NAME_PARTS_REQUIRED);
      else {
        objects.equals.forEach((e, i) => {
          if (typeof e.field !== 'string' || !e.field) add(`${field}.equals.${i}`, T.NAME_PARTS_REQUIRED);
          else list(e.values, T.NAME_PARTS_REQUIRED);
        });
      }
      return;
    default:
      add(field, T.OBJECTS_REQUIRED);
  }
}

function checkCondition(c: AiRuleCondition, at: string, add: (field: string, message: string) => void): void {
  if (!isAiRuleMetric(c.metric)) add(`${at}.metric`, T.METRIC_UNKNOWN(String(c.metric)));
  if (!known(ALERT_OPERATORS, c.operator)) add(`${at}.operator`, T.OPERATOR_UNKNOWN(String(c.operator)));
  if (c.value === null || c.value === undefined) {
    // 预算撞线: HITLINE on 总消耗 without a figure takes the object's budget as its line (decision D2).
    if (c.operator === 'HITLINE' && c.metric !== 'cost') add(`${at}.value`, T.HITLINE_LINE);
    else if (c.operator !== 'HITLINE') add(`${at}.value`, T.VALUE_REQUIRED);
  } else if (!isFigure(c.value)) add(`${at}.value`, T.VALUE_INVALID);
  const problem = windowProblem(c.window);
  if (problem) add(`${at}.window`, problem);
}

function checkAction(
  a: AiRuleAction,
  at: string,
  body: AiRuleBody,
  limits: AiRuleMediaLimits,
  add: (field: string, message: string) => void,
): void {
  const levelLabel = deliveryLevelLabel(body.media, body.level) ?? body.level;
  const has = limits.levels.find((l) => l.level === body.level)?.has;
  switch (a.type) {
    case 'BUDGET':
    case 'BID': {
      if (has && !has[a.type === 'BUDGET' ? 'budget' : 'bid']) {
        add(`${at}.type`, a.type === 'BUDGET' ? T.LEVEL_NO_BUDGET(levelLabel) : T.LEVEL_NO_BID(levelLabel));
        return;
      }
      if (!ADJUST_ACTIONS.includes(a.action)) add(`${at}.action`, T.ADJUST_ACTION);
      if (!known(ALERT_UNITS, a.unit)) add(`${at}.unit`, T.FILTER_INVALID('单位'));
      else if (a.action === 'TO' && a.unit !== 'NUM') add(`${at}.unit`, T.ADJUST_TO_SCALE);
      if (!isPositiveFigure(a.value)) add(`${at}.value`, T.ADJUST_VALUE);
      else if (a.action === 'DOWN' && a.unit === 'SCALE' && a.value > 100) add(`${at}.value`, T.ADJUST_SCALE_DOWN);
      else if (a.action === 'TO' && a.unit === 'NUM') {
        if (a.type === 'BID' && (a.value < limits.bidRange.min || a.value > limits.bidRange.max)) {
          add(`${at}.value`, T.BID_RANGE(limits.bidRange.min, limits.bidRange.max));
        }
        if (a.type === 'BUDGET' && limits.maxBudget !== null && a.value > limits.maxBudget) add(`${at}.value`, T.BUDGET_TO_OVER_MAX(limits.maxBudget));
        const min = limits.minBudget[body.level];
        if (a.type === 'BUDGET' && min !== undefined && a.value < min) add(`${at}.value`, T.BUDGET_TO_UNDER_MIN(min));
      }
      return;
    }
    case 'PAUSE':
      if ((a.action as string) !== 'PAUSE') add(`${at}.action`, T.ACTION_UNKNOWN(String(a.action)));
      return;
    case 'EMAIL': {
      const recipients = a.recipients;
      if (!Array.isArray(recipients) || recipients.length === 0) add(`${at}.recipients`, T.RECIPIENTS_REQUIRED);
      else if (recipients.length > L.RECIPIENTS_MAX) add(`${at}.recipients`, T.RECIPIENTS_TOO_MANY);
      else {
        for (const r of recipients) {
          if (r.kind === 'address' && !EMAIL.test(r.address)) add(`${at}.recipients`, T.RECIPIENT_INVALID(r.address));
          else if (r.kind === 'user' && !(Number.isInteger(r.userId) && r.userId > 0)) add(`${at}.recipients`, T.FILTER_INVALID('邮件接收人'));
          else if (r.kind !== 'address' && r.kind !== 'user') add(`${at}.recipients`, T.FILTER_INVALID('邮件接收人'));
        }
      }
      return;
    }
    default:
      add(`${at}.type`, T.ACTION_UNKNOWN(String((a as { type: unknown }).type)));
  }
}

function checkCaps(body: AiRuleBody, limits: AiRuleMediaLimits, add: (field: string, message: string) => void): void {
  const { maxBudget, maxBid, minBid } = body.caps ?? {};
  if (maxBudget !== undefined) {
    const min = limits.minBudget[body.level];
    if (!isPositiveFigure(maxBudget)) add('caps.maxBudget', T.CAP_INVALID);
    else if (limits.maxBudget !== null && maxBudget > limits.maxBudget) add('caps.maxBudget', T.BUDGET_CAP_OVER_MAX(limits.maxBudget));
    else if (min !== undefined && maxBudget < min) add('caps.maxBudget', T.BUDGET_CAP_UNDER_MIN(min));
  }
  if (maxBid !== undefined) {
    if (!isPositiveFigure(maxBid)) add('caps.maxBid', T.CAP_INVALID);
    else if (maxBid > limits.bidRange.max) add('caps.maxBid', T.BID_CAP_OVER_MAX(limits.bidRange.max));
  }
  if (minBid !== undefined) {
    if (!isPositiveFigure(minBid)) add('caps.minBid', T.CAP_INVALID);
    else if (minBid < limits.bidRange.min) add('caps.minBid', T.BID_CAP_UNDER_MIN(limits.bidRange.min));
    else if (maxBid !== undefined && isPositiveFigure(maxBid) && minBid > maxBid) add('caps.minBid', T.BID_CAPS_CROSSED);
  }
}

const integersIn = (values: unknown, min: number, max: number) =>
  Array.isArray(values) && values.length > 0 && values.every((v) => Number.isInteger(v) && v >= min && v <= max);

/**
 * Every problem of a body before it is saved (empty when none), in the order of the editor's sections.
 * `limits` are the rule's media's (AiRuleMediaLimits).
 */
export function checkRuleBody(body: AiRuleBody, limits: AiRuleMediaLimits): AiRuleProblem[] {
  const problems: AiRuleProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });

  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) add('name', T.NAME_REQUIRED);
  else if ([...name].length > L.NAME_MAX) add('name', T.NAME_TOO_LONG);
  if (!limits.levels.some((l) => l.level === body.level)) add('level', T.LEVEL_UNKNOWN);

  const accounts = body.scope?.accountIds;
  if (!Array.isArray(accounts) || accounts.length === 0 || accounts.some((id) => !Number.isInteger(id) || id < 1)) add('scope.accountIds', T.ACCOUNTS_REQUIRED);
  else if (accounts.length > L.ACCOUNTS_MAX) add('scope.accountIds', T.ACCOUNTS_TOO_MANY);
  checkObjects(body.scope?.objects ?? { kind: 'ids', ids: [] }, add);

  if (body.platform !== undefined && !known(ALERT_PLATFORMS, body.platform)) add('platform', T.FILTER_INVALID('平台'));
  if (body.bidTypes !== undefined && (!Array.isArray(body.bidTypes) || body.bidTypes.some((b) => !known(ALERT_BID_TYPES, b)))) {
    add('bidTypes', T.FILTER_INVALID('出价方式'));
  }
  if (body.countLabel !== undefined && !known(ALERT_COUNT_LABELS, body.countLabel)) add('countLabel', T.FILTER_INVALID('转化计数方式'));

  const conditions = Array.isArray(body.conditions) ? body.conditions : [];
  if (conditions.length === 0) add('conditions', T.CONDITIONS_REQUIRED);
  else if (conditions.length > L.CONDITIONS_MAX) add('conditions', T.CONDITIONS_TOO_MANY);
  conditions.slice(0, L.CONDITIONS_MAX).forEach((c, i) => checkCondition(c, `conditions.${i}`, add));
  if (body.join !== 'ALL' && body.join !== 'ANY') add('join', T.JOIN_INVALID);

  const actions = Array.isArray(body.actions) ? body.actions : [];
  if (actions.length === 0) add('actions', T.ACTIONS_REQUIRED);
  else if (actions.length > L.ACTIONS_MAX) add('actions', T.ACTIONS_TOO_MANY);
  else {
    const types = actions.map((a) => a.type);
    if (new Set(types).size < types.length) add('actions', T.ACTION_REPEATED);
    // A pause makes the rule's own budget or bid change moot (it would be superseded in every round).
    else if (types.includes('PAUSE') && (types.includes('BUDGET') || types.includes('BID'))) add('actions', T.PAUSE_WITH_ADJUST);
    actions.forEach((a, i) => checkAction(a, `actions.${i}`, body, limits, add));
  }

  if (!known(ALERT_TRIGGER_COUNTS, body.triggerCount)) add('triggerCount', T.TRIGGER_COUNT);
  if (!known(ALERT_FINAL_OPTIMISATIONS, body.finalOptimisation)) add('finalOptimisation', T.FINAL_OPTIMISATION);

  const schedule = body.schedule;
  if (!(AI_RULE_EVERY_MINUTES as readonly unknown[]).includes(schedule?.everyMinutes)) add('schedule.everyMinutes', T.EVERY_MINUTES);
  if (!integersIn(schedule?.hours, 0, 23)) add('schedule.hours', T.HOURS_REQUIRED);
  if (!integersIn(schedule?.weekdays, 1, 7)) add('schedule.weekdays', T.WEEKDAYS_REQUIRED);

  if (!Number.isInteger(body.cooldownMinutes) || body.cooldownMinutes < 0 || body.cooldownMinutes > L.COOLDOWN_MAX_MINUTES) {
    add('cooldownMinutes', T.COOLDOWN_INVALID);
  }
  checkCaps(body, limits, add);
  if (!Number.isInteger(body.priority) || body.priority < L.PRIORITY_MIN || body.priority > L.PRIORITY_MAX) add('priority', T.PRIORITY_INVALID);
  return problems;
}
