// The pure rules of a 防出错 rule (issue 22): what its field takes (allowed goal values or a range in 元), the
// editor's draft and its checks with Chinese messages, the save request, and the rule in words for the list.
import type { MediaCode } from '@toufang/domain';
import type { ErrorPreventionFieldKey, ErrorPreventionRule, ErrorPreventionRuleSave } from '../../queries/error-prevention-rules';
import { ERROR_PREVENTION_FIELD_LABELS, ERROR_PREVENTION_TEXTS as T } from '../../texts';

export const LIST_PATH = '/tools-app/tool/error-prevention/rules-manager';
const EDITOR_PATH = '/tools-app/add-error-prevention-rules';
export const RULE_PARAM = 'id';
export const editorPath = (id?: number) => (id === undefined ? EDITOR_PATH : `${EDITOR_PATH}?${RULE_PARAM}=${id}`);

/** The contract's limits (ErrorPreventionRuleSaveRequest). */
export const RULE_LIMITS = { NAME_MAX: 30, VALUES_MAX: 50, VALUE_MAX: 64, ACCOUNTS_MAX: 500, GROUPS_MAX: 100, MONEY_MAX: 1_000_000_000 } as const;

export const FIELD_KEYS = Object.keys(ERROR_PREVENTION_FIELD_LABELS) as ErrorPreventionFieldKey[];

/** 目标转化 and 深度转化 take the media's goal values; the four money fields take a range. */
export function isGoalField(field: ErrorPreventionFieldKey | null): boolean {
  return field === 'goal' || field === 'deepGoal';
}

export type ScopeKind = 'all' | 'accounts' | 'groups';

export interface RuleDraft {
  name: string;
  media: MediaCode | null;
  scope: ScopeKind;
  accountIds: number[];
  groupIds: number[];
  field: ErrorPreventionFieldKey | null;
  values: string[];
  min: number | null;
  max: number | null;
  enabled: boolean;
}

export const emptyDraft = (): RuleDraft => ({ name: '', media: null, scope: 'all', accountIds: [], groupIds: [], field: null, values: [], min: null, max: null, enabled: true });

export function draftFromRule(rule: ErrorPreventionRule): RuleDraft {
  return {
    name: rule.name,
    media: rule.media,
    scope: rule.accounts.length ? 'accounts' : rule.accountGroups.length ? 'groups' : 'all',
    accountIds: rule.accounts.map((a) => a.id),
    groupIds: rule.accountGroups.map((g) => g.id),
    field: rule.field,
    values: [...rule.values],
    min: rule.min,
    max: rule.max,
    enabled: rule.enabled,
  };
}

export type RuleProblems = Partial<Record<keyof RuleDraft, string>>;

const money = (v: number | null, field: 'min' | 'max', problems: RuleProblems) => {
  if (v === null) return;
  if (v < 0) problems[field] = T.RANGE_NEGATIVE;
  else if (v > RULE_LIMITS.MONEY_MAX) problems[field] = T.RANGE_TOO_LARGE(RULE_LIMITS.MONEY_MAX);
};

/** Every problem of a draft, one message per field (the editor shows each under its field). */
export function ruleProblems(draft: RuleDraft): RuleProblems {
  const problems: RuleProblems = {};
  const name = draft.name.trim();
  if (!name) problems.name = T.NAME_REQUIRED;
  else if ([...name].length > RULE_LIMITS.NAME_MAX) problems.name = T.NAME_TOO_LONG(RULE_LIMITS.NAME_MAX);
  if (!draft.media) problems.media = T.MEDIA_REQUIRED;
  if (draft.scope === 'accounts' && draft.accountIds.length === 0) problems.accountIds = T.ACCOUNTS_REQUIRED;
  if (draft.scope === 'groups' && draft.groupIds.length === 0) problems.groupIds = T.GROUPS_REQUIRED;
  if (!draft.field) problems.field = T.FIELD_REQUIRED;
  else if (isGoalField(draft.field)) {
    const values = cleanValues(draft.values);
    if (values.length === 0) problems.values = T.VALUES_REQUIRED;
    else if (values.length > RULE_LIMITS.VALUES_MAX) problems.values = T.VALUES_TOO_MANY(RULE_LIMITS.VALUES_MAX);
    else if (values.some((v) => v.length > RULE_LIMITS.VALUE_MAX)) problems.values = T.VALUE_TOO_LONG(RULE_LIMITS.VALUE_MAX);
  } else {
    if (draft.min === null && draft.max === null) problems.min = T.RANGE_REQUIRED;
    money(draft.min, 'min', problems);
    money(draft.max, 'max', problems);
    if (!problems.min && !problems.max && draft.min !== null && draft.max !== null && draft.min > draft.max) problems.max = T.RANGE_ORDER;
  }
  return problems;
}

/** Typed values trimmed, blanks and repeats dropped (the contract wants unique, non-empty values). */
export function cleanValues(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))];
}

/** The save request of a checked draft: the scope's ids only for its kind, values or range only for its field. */
export function toSaveRequest(draft: RuleDraft, id: number | null): ErrorPreventionRuleSave {
  const goal = isGoalField(draft.field);
  return {
    ...(id !== null ? { id } : {}),
    name: draft.name.trim(),
    enabled: draft.enabled,
    media: draft.media as MediaCode,
    accountIds: draft.scope === 'accounts' ? draft.accountIds : [],
    accountGroupIds: draft.scope === 'groups' ? draft.groupIds : [],
    field: draft.field as ErrorPreventionFieldKey,
    values: goal ? cleanValues(draft.values) : [],
    min: goal ? null : draft.min,
    max: goal ? null : draft.max,
  };
}

const yuan = (n: number) => String(Number(n.toFixed(2)));

/** 允许的值/范围 in words: the values, or 1.5 ~ 20 元 / 不低于 300 元 / 不高于 20 元. */
export function allowedText(rule: Pick<ErrorPreventionRule, 'field' | 'values' | 'min' | 'max'>, labelOf: (value: string) => string = (value) => value): string {
  if (isGoalField(rule.field)) return rule.values.length ? rule.values.map(labelOf).join('、') : T.NONE;
  if (rule.min !== null && rule.max !== null) return T.RANGE_BOTH(yuan(rule.min), yuan(rule.max));
  if (rule.min !== null) return T.RANGE_MIN(yuan(rule.min));
  if (rule.max !== null) return T.RANGE_MAX(yuan(rule.max));
  return T.NONE;
}

/** 适用范围 in words: 全部账户, or the accounts, or the account groups. */
export function scopeText(rule: Pick<ErrorPreventionRule, 'accounts' | 'accountGroups'>): string {
  const parts: string[] = [];
  if (rule.accounts.length) parts.push(T.SCOPE_ACCOUNTS(rule.accounts.map((a) => a.name).join('、')));
  if (rule.accountGroups.length) parts.push(T.SCOPE_GROUPS(rule.accountGroups.map((g) => g.name).join('、')));
  return parts.length ? parts.join('；') : T.ALL_ACCOUNTS;
}
