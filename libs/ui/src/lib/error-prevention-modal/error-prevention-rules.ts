// Pure rules of the error-prevention check (widgets spec §2, §3, §4, §5; shell spec §3, §4, §5, §8): the input
// normalisation before validation, which table columns show, and the check itself (validate, then open the
// modal or proceed; a debug flag bypasses it). The vocabulary and the normalisation live in @toufang/domain
// (the creation engine builds the same rows); they are re-exported here for the modal's callers.
import {
  errorPreventionColumns,
  normaliseErrorPreventionInput,
  type ErrorPreventionColumnKey,
  type ErrorPreventionInputItem,
  type ErrorPreventionRule,
} from '@toufang/domain';

export {
  ERROR_PREVENTION_COLUMN_KEYS,
  GOAL_BID_ARRAY_KEYS,
  REMOVED_ARRAY_VALUES,
  bidColumnsShown,
  errorPreventionColumns,
  normaliseErrorPreventionInput,
  type ErrorPreventionCell,
  type ErrorPreventionColumnKey,
  type ErrorPreventionInputItem,
  type ErrorPreventionRow,
  type ErrorPreventionRule,
} from '@toufang/domain';

/** Column headers; the spec names the fields only, these Chinese headers are chosen (docs/decisions.md). */
export const ERROR_PREVENTION_COLUMN_TITLES: Record<ErrorPreventionColumnKey, string> = {
  objectLabel: '对象',
  accountLabel: '账户',
  position: '版位',
  goal: '优化目标',
  deepGoal: '深度优化目标',
  bid: '出价',
  deepBid: '深度出价',
  budgetPlan: '计划预算',
  budgetAd: '广告预算',
};

export type ErrorPreventionValidate = (
  input: ErrorPreventionInputItem[],
) => ErrorPreventionRule[] | null | undefined | Promise<ErrorPreventionRule[] | null | undefined>;

export interface ErrorPreventionCheckOptions {
  /** Bypass the check and proceed at once (the debug flag, widgets spec §4). */
  debug?: boolean;
  /** Called when validation returns results, to open the modal with them. */
  onBlocked?: (blocked: ErrorPreventionBlocked) => void;
}

export interface ErrorPreventionBlocked {
  rules: ErrorPreventionRule[];
  columns: ErrorPreventionColumnKey[];
  input: ErrorPreventionInputItem[];
}

export type ErrorPreventionOutcome =
  | { status: 'bypassed' }
  | { status: 'proceeded'; input: ErrorPreventionInputItem[] }
  | ({ status: 'blocked' } & ErrorPreventionBlocked);

/**
 * The check before an action (widgets spec §4): with debug, proceed without validating; otherwise validate the
 * normalised input, and if it returns results open the modal (onBlocked) and do not proceed, else proceed.
 * A failing validate rejects, and the action does not proceed.
 */
export async function checkErrorPrevention(
  input: readonly ErrorPreventionInputItem[],
  validate: ErrorPreventionValidate,
  proceed: () => unknown,
  options: ErrorPreventionCheckOptions = {},
): Promise<ErrorPreventionOutcome> {
  if (options.debug) {
    await proceed();
    return { status: 'bypassed' };
  }
  const normalised = normaliseErrorPreventionInput(input);
  const rules = (await validate(normalised)) ?? [];
  if (rules.length > 0) {
    const blocked: ErrorPreventionBlocked = { rules, columns: errorPreventionColumns(normalised), input: normalised };
    options.onBlocked?.(blocked);
    return { status: 'blocked', ...blocked };
  }
  await proceed();
  return { status: 'proceeded', input: normalised };
}
