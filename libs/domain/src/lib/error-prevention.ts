// The 防出错 (error-prevention) check's pure vocabulary (widgets spec §3, §5; shell spec §3, §5): the modal's
// rows and cells, and the input normalisation before validation. In the domain so the creation engine (which
// builds the modal's rows, libs/domain/src/lib/creation/error-prevention.ts) and the modal (libs/ui) share it.

/** The table's columns in display order (shell spec §3). */
export const ERROR_PREVENTION_COLUMN_KEYS = [
  'objectLabel',
  'accountLabel',
  'position',
  'goal',
  'deepGoal',
  'bid',
  'deepBid',
  'budgetPlan',
  'budgetAd',
] as const;

export type ErrorPreventionColumnKey = (typeof ERROR_PREVENTION_COLUMN_KEYS)[number];

/** A table cell: its text, and whether it breaks the rule (shown in the error colour). */
export interface ErrorPreventionCell {
  message: string;
  error: boolean;
}

export type ErrorPreventionRow = Partial<Record<ErrorPreventionColumnKey, ErrorPreventionCell>>;

/** One broken rule: its name and id (shown as 规则名称(ID)) and its rows. */
export interface ErrorPreventionRule {
  ruleName: string;
  ruleId: string | number;
  rows: ErrorPreventionRow[];
}

/** One ad (or plan) to check: its settings by field name. */
export type ErrorPreventionInputItem = Record<string, unknown>;

/** Values removed from every array before validation (widgets spec §5). */
export const REMOVED_ARRAY_VALUES: readonly unknown[] = ['', null, 0, undefined];

/**
 * The goal and bid arrays: dropped when empty after the removal above (widgets spec §5). cpxBid is counted
 * as a bid array too, so an empty one does not bring up the bid column.
 */
export const GOAL_BID_ARRAY_KEYS: readonly string[] = [
  'goal',
  'deepGoal',
  'bid',
  'bidGoal',
  'deepBid',
  'deepBidGoal',
  'roiBid',
  'roiBidGoal',
  'cpxBid',
];

function normaliseItem(item: ErrorPreventionInputItem): ErrorPreventionInputItem {
  const out: ErrorPreventionInputItem = {};
  for (const [key, value] of Object.entries(item)) {
    if (value === undefined) continue; // an undefined field is no setting at all
    if (!Array.isArray(value)) {
      out[key] = value;
      continue;
    }
    const kept = value.filter((v) => !REMOVED_ARRAY_VALUES.includes(v));
    if (kept.length === 0 && GOAL_BID_ARRAY_KEYS.includes(key)) continue;
    out[key] = kept;
  }
  return out;
}

/**
 * The input as validation receives it (widgets spec §5): fields whose value is undefined left out; '', null, 0
 * and undefined removed from every array; goal and bid arrays (GOAL_BID_ARRAY_KEYS) left out when that leaves
 * them empty. Other empty arrays stay. The given items are not changed.
 */
export function normaliseErrorPreventionInput(items: readonly ErrorPreventionInputItem[]): ErrorPreventionInputItem[] {
  return items.map(normaliseItem);
}

/**
 * Which bid columns show (widgets spec §5): 出价 when a cpxBid field exists or roiSource is goal; 深度出价 when
 * a roiBid field exists or roiSource is deepGoal; judged on the normalised input, any item counting.
 */
export function bidColumnsShown(items: readonly ErrorPreventionInputItem[]): { bid: boolean; deepBid: boolean } {
  const has = (key: string) => items.some((item) => Object.prototype.hasOwnProperty.call(item, key) && item[key] !== undefined);
  const source = (value: string) => items.some((item) => item['roiSource'] === value);
  return { bid: has('cpxBid') || source('goal'), deepBid: has('roiBid') || source('deepGoal') };
}

/** The columns of the table: all of them, less the bid columns that do not show. */
export function errorPreventionColumns(items: readonly ErrorPreventionInputItem[]): ErrorPreventionColumnKey[] {
  const shown = bidColumnsShown(items);
  return ERROR_PREVENTION_COLUMN_KEYS.filter((key) => (key === 'bid' ? shown.bid : key === 'deepBid' ? shown.deepBid : true));
}
