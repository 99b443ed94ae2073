// 防出错 (error prevention) on a creation (issue 22; shell spec §3, §5, §8): the company's rules say which goals,
// bids and budgets an account may use; every row of a submission is checked against them, and the broken ones
// fill the modal (防出错提示) in its shape (rows of cells per rule). Pure: the editor asks the server's check,
// which runs this on the rules it keeps.
import {
  normaliseErrorPreventionInput,
  REMOVED_ARRAY_VALUES,
  type ErrorPreventionCell,
  type ErrorPreventionColumnKey,
  type ErrorPreventionInputItem,
  type ErrorPreventionRow,
  type ErrorPreventionRule,
} from '../error-prevention';
import type { MediaCode } from '../media';
import type { CreationField, CreationVariantSpec, ErrorPreventionField } from './spec';
import { CREATION_TEXTS } from './texts';
import type { CreationRow, CreationTemplateBody, LevelSettings } from './types';

/** What a rule allows: a list of values (goals) or a range (bids, budgets, 元). */
export type ErrorPreventionAllowed = { values?: string[] } | { min?: number; max?: number };

/** A 防出错 rule as the tools pages keep it; the caller resolves account groups into accountIds. */
export interface ErrorPreventionRuleDef {
  id: number;
  name: string;
  enabled: boolean;
  media: MediaCode;
  /** Neither accounts nor groups: every account of the media. */
  scope: { accountIds?: number[]; groupIds?: number[] };
  field: ErrorPreventionField;
  allowed: ErrorPreventionAllowed;
}

/** The 防出错 fields in the modal's column order (each maps to the column of the same name). */
export const ERROR_PREVENTION_FIELDS: readonly ErrorPreventionField[] = ['goal', 'deepGoal', 'bid', 'deepBid', 'budgetPlan', 'budgetAd'];

/** The fields' names as the rule pages show them (issue 22: 目标转化, 深度转化, 出价, 深度出价, 计划预算, 广告预算). */
export const ERROR_PREVENTION_FIELD_LABELS: Record<ErrorPreventionField, string> = {
  goal: '目标转化',
  deepGoal: '深度转化',
  bid: '出价',
  deepBid: '深度出价',
  budgetPlan: '计划预算',
  budgetAd: '广告预算',
};

/** Values as validation sees them (shell spec §5): a list, with '', null, 0 and undefined dropped. */
export function errorPreventionValues(value: unknown): unknown[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v) => !REMOVED_ARRAY_VALUES.includes(v));
}

const isRange = (a: ErrorPreventionAllowed): a is { min?: number; max?: number } => !('values' in a);

/** The values a rule refuses among `values`. */
export function refusedValues(allowed: ErrorPreventionAllowed, values: readonly unknown[]): unknown[] {
  if (isRange(allowed)) {
    return values.filter((v) => {
      const n = Number(v);
      return !Number.isFinite(n) || (allowed.min !== undefined && n < allowed.min) || (allowed.max !== undefined && n > allowed.max);
    });
  }
  const ok = new Set(allowed.values ?? []);
  return values.filter((v) => !ok.has(String(v)));
}

function displayOf(field: CreationField, values: readonly unknown[]): string {
  if (values.length === 0) return CREATION_TEXTS.EP_EMPTY;
  return values
    .map((v) => {
      const option = field.options?.find((o) => o.value === String(v));
      if (option) return option.label;
      return field.kind === 'money' ? `${String(v)}元` : String(v);
    })
    .join('、');
}

function allowedText(field: CreationField | undefined, allowed: ErrorPreventionAllowed): string {
  if (isRange(allowed)) {
    const unit = field?.kind === 'money' ? '元' : '';
    if (allowed.min !== undefined && allowed.max !== undefined) return `${allowed.min}${unit}-${allowed.max}${unit}`;
    if (allowed.min !== undefined) return `不少于${allowed.min}${unit}`;
    return allowed.max !== undefined ? `不超过${allowed.max}${unit}` : '';
  }
  return field ? displayOf(field, allowed.values ?? []) : (allowed.values ?? []).join('、');
}

/** A row's settings with its ancestors' (a goal set on the 项目 applies to its 广告), with the fields that declare them. */
function settingsWithAncestors(row: CreationRow, byKey: ReadonlyMap<string, CreationRow>, spec: CreationVariantSpec) {
  const out: { field: CreationField; value: unknown; own: boolean }[] = [];
  for (let r: CreationRow | undefined = row; r; r = r.parentKey ? byKey.get(r.parentKey) : undefined) {
    const at: CreationRow = r;
    const levelSpec = spec.levels.find((l) => l.level === at.level);
    for (const field of levelSpec?.fields ?? []) if (field.key in at.settings) out.push({ field, value: (at.settings as LevelSettings)[field.key], own: at === row });
  }
  return out;
}

/**
 * The broken rules for the modal (shell spec §3 shape): per enabled rule of the body's media, the rows whose
 * own value of the rule's field (after shell spec §5's input rule) is not allowed, each with its object, account,
 * 版位 (the field of role 'position') and every 防出错 field it carries (the broken cell marked `error`). Rules nothing breaks are left out.
 */
export function evaluateErrorPrevention(
  rules: readonly ErrorPreventionRuleDef[],
  rows: readonly CreationRow[],
  body: CreationTemplateBody,
  spec: CreationVariantSpec,
): ErrorPreventionRule[] {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const out: ErrorPreventionRule[] = [];
  for (const rule of rules) {
    if (!rule.enabled || rule.media !== body.media) continue;
    const accounts = rule.scope.accountIds ?? [];
    const everyAccount = accounts.length === 0 && (rule.scope.groupIds ?? []).length === 0;
    const broken: ErrorPreventionRow[] = [];
    for (const row of rows) {
      const account = body.accounts[row.account];
      if (!account || (!everyAccount && !accounts.includes(account.mediaAccountId))) continue;
      const levelSpec = spec.levels.find((l) => l.level === row.level);
      const field = levelSpec?.fields.find((f) => f.errorPrevention === rule.field);
      if (!field) continue;
      const values = errorPreventionValues(row.settings[field.key]);
      const refused = refusedValues(rule.allowed, values);
      if (refused.length === 0) continue;
      const cells: ErrorPreventionRow = {
        objectLabel: { message: `${levelSpec?.label ?? ''}：${row.name}`, error: false },
        accountLabel: { message: account.name, error: false },
      };
      for (const s of settingsWithAncestors(row, byKey, spec)) {
        if (s.field.role === 'position' && !cells.position) cells.position = { message: displayOf(s.field, errorPreventionValues(s.value)), error: false };
        const ep = s.field.errorPrevention;
        if (!ep || cells[ep as ErrorPreventionColumnKey]) continue;
        const shown = displayOf(s.field, errorPreventionValues(s.value));
        const cell: ErrorPreventionCell =
          s.own && ep === rule.field ? { message: CREATION_TEXTS.EP_NOT_ALLOWED(shown, allowedText(field, rule.allowed)), error: true } : { message: shown, error: false };
        cells[ep as ErrorPreventionColumnKey] = cell;
      }
      broken.push(cells);
    }
    if (broken.length > 0) out.push({ ruleName: rule.name, ruleId: rule.id, rows: broken });
  }
  return out;
}

/**
 * The rows as the modal's input items (for its columns, widgets spec §5): goal and deepGoal as arrays, the bid
 * as cpxBid and the deep bid as roiBid, normalised as validation receives them.
 */
export function errorPreventionInputOf(rows: readonly CreationRow[], spec: CreationVariantSpec): ErrorPreventionInputItem[] {
  const keyOf: Record<ErrorPreventionField, string> = { goal: 'goal', deepGoal: 'deepGoal', bid: 'cpxBid', deepBid: 'roiBid', budgetPlan: 'budgetPlan', budgetAd: 'budgetAd' };
  const items = rows.map((row) => {
    const item: ErrorPreventionInputItem = {};
    const levelSpec = spec.levels.find((l) => l.level === row.level);
    for (const field of levelSpec?.fields ?? [])
      if (field.errorPrevention && row.settings[field.key] !== undefined) {
        const v = row.settings[field.key];
        item[keyOf[field.errorPrevention]] = Array.isArray(v) ? v : [v];
      }
    return item;
  });
  return normaliseErrorPreventionInput(items);
}
