// The preview's rules without the DOM (issue 22 "Preview"): which field of a level is its bid and its budget,
// removing a row with its children, a row's edits, the bid dialog over many rows, and what the findings let
// through (errors block; warnings need the person's acceptance).
import type { BidDialogResult } from '@toufang/ui';
import type { CreationField, CreationRow, CreationVariantSpec, DeliveryLevel, RowCheck } from '@toufang/domain';

/** A level's bid field (its 防出错 mapping says 出价) and budget field (计划预算 or 广告预算). */
export function levelFields(spec: CreationVariantSpec, level: DeliveryLevel): { bid?: CreationField; budget?: CreationField } {
  const fields = spec.levels.find((l) => l.level === level)?.fields ?? [];
  return {
    bid: fields.find((f) => f.errorPrevention === 'bid'),
    budget: fields.find((f) => f.errorPrevention === 'budgetAd' || f.errorPrevention === 'budgetPlan'),
  };
}

/** The rows without `key` and every row under it (a parent removed takes its children). */
export function removeRow(rows: readonly CreationRow[], key: string): { rows: CreationRow[]; removed: number } {
  const gone = new Set([key]);
  // Rows come parent first, so one pass finds every descendant.
  for (const row of rows) if (row.parentKey && gone.has(row.parentKey)) gone.add(row.key);
  return { rows: rows.filter((r) => !gone.has(r.key)), removed: gone.size };
}

export function renameRow(rows: readonly CreationRow[], key: string, name: string): CreationRow[] {
  return rows.map((r) => (r.key === key ? { ...r, name } : r));
}

export function setRowSetting(rows: readonly CreationRow[], key: string, field: string, value: unknown): CreationRow[] {
  return rows.map((r) => (r.key === key ? { ...r, settings: { ...r.settings, [field]: value } } : r));
}

const round = (value: number, precision: number) => Number(value.toFixed(precision));

/**
 * The bid dialog's result over the rows that have a bid (widgets spec §3 FIXED / LADDER / RANDOM): FIXED gives
 * each the value; LADDER steps evenly from the lowest to the highest in preview order; RANDOM draws each from
 * the range (`random` is injected so a test knows the draw).
 */
export function applyBids(rows: readonly CreationRow[], spec: CreationVariantSpec, result: BidDialogResult, random: () => number = Math.random): CreationRow[] {
  const targets = rows.filter((r) => levelFields(spec, r.level).bid);
  const lo = result.min ?? result.num ?? 0;
  const hi = result.max ?? result.num ?? 0;
  const value = (i: number): number => {
    if (result.type === 'FIXED') return result.num ?? 0;
    if (result.type === 'LADDER') return targets.length > 1 ? round(lo + ((hi - lo) * i) / (targets.length - 1), result.precision) : lo;
    return round(lo + (hi - lo) * random(), result.precision);
  };
  const byKey = new Map(targets.map((r, i) => [r.key, value(i)]));
  return rows.map((r) => {
    const bid = byKey.get(r.key);
    const field = levelFields(spec, r.level).bid;
    return bid === undefined || !field ? r : { ...r, settings: { ...r.settings, [field.key]: bid } };
  });
}

export interface CheckSummary {
  errors: number;
  warnings: number;
  byRow: Map<string, RowCheck[]>;
}

export function summarizeChecks(checks: readonly RowCheck[]): CheckSummary {
  const byRow = new Map<string, RowCheck[]>();
  let errors = 0;
  let warnings = 0;
  for (const check of checks) {
    if (check.severity === 'error') errors += 1;
    else warnings += 1;
    const list = byRow.get(check.rowKey);
    if (list) list.push(check);
    else byRow.set(check.rowKey, [check]);
  }
  return { errors, warnings, byRow };
}

/** Whether the preview may be submitted: no error, and the warnings (if any) accepted. */
export function maySubmit(summary: Pick<CheckSummary, 'errors' | 'warnings'>, accepted: boolean): boolean {
  return summary.errors === 0 && (summary.warnings === 0 || accepted);
}
