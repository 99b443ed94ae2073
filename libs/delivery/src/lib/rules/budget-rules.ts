// The browser's check of a budget edit against the media's limits that the level's configuration states:
// the lowest and highest budget and the smallest change. The server checks them again (and the daily edit
// cap, which only it can count) before any call; this check only spares a round trip.
import type { DeliveryBudgetAction } from '../config/delivery-config';
import { DELIVERY_TEXTS as T } from '../texts';

/** The new budget: a sum in 元, or null for 不限. */
export type BudgetValue = number | null;

/** Why a budget cannot be set on one row, or undefined when the limits allow it. */
export function budgetProblem(next: BudgetValue, current: BudgetValue, action: DeliveryBudgetAction): string | undefined {
  if (next === null) return action.allowUnlimited ? undefined : T.BUDGET_REQUIRED;
  if (!Number.isFinite(next)) return T.BUDGET_REQUIRED;
  if (next < action.min) return T.budgetTooLow(action.min);
  if (next > action.max) return T.budgetTooHigh(action.max);
  if (action.minStep > 0 && current !== null && next !== current && Math.abs(next - current) < action.minStep) return T.budgetStep(action.minStep);
  return undefined;
}

/** The text of the inline budget editor as a budget: empty or 不限 is null. */
export function parseBudget(text: string): BudgetValue {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === T.UNLIMITED) return null;
  return Number(trimmed);
}

/** The rows a bulk budget would break a limit on, with the reason, before anything is sent. */
export function bulkBudgetProblems<R extends { id: string; name: string; budget: number | null }>(
  rows: readonly R[],
  next: BudgetValue,
  action: DeliveryBudgetAction,
): { row: R; reason: string }[] {
  return rows.flatMap((row) => {
    const reason = budgetProblem(next, row.budget, action);
    return reason ? [{ row, reason }] : [];
  });
}
