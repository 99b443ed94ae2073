// Which of a list's columns are shown: the user's saved choice (server-side, per user and list) in its
// order, unknown keys dropped (a column removed since), the locked columns always first; the defaults
// when nothing is saved.
import type { ColumnOption, DataTableColumn, DraggableItem } from '@toufang/ui';

/** A column a list offers: a table column, locked (always shown, first) or hidden at first. */
export type ListColumn<T> = DataTableColumn<T> & { locked?: boolean; hiddenByDefault?: boolean };

export function shownColumns<T>(columns: readonly ListColumn<T>[], saved: readonly string[] | null | undefined): ListColumn<T>[] {
  const locked = columns.filter((c) => c.locked);
  if (!saved) return columns.filter((c) => c.locked || !c.hiddenByDefault);
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const chosen = saved.map((key) => byKey.get(key)).filter((c): c is ListColumn<T> => Boolean(c) && !c?.locked);
  return [...locked, ...chosen];
}

/** The chooser's options: every column, the locked ones checked and disabled. */
export function columnOptions<T>(columns: readonly ListColumn<T>[]): ColumnOption[] {
  return columns.map((c) => ({ key: c.key, title: c.titleText ?? String(c.title), ...(c.locked ? { unlock: true, disabled: true } : {}) }));
}

export function selectedColumnItems<T>(columns: readonly ListColumn<T>[], keys: readonly string[]): DraggableItem[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  return keys.flatMap((key) => {
    const column = byKey.get(key);
    return column ? [{ key, label: column.titleText ?? String(column.title), disabled: Boolean(column.locked) }] : [];
  });
}

/** What is saved: the chosen keys without the locked ones, or null when they are the defaults. */
export function columnsToSave<T>(columns: readonly ListColumn<T>[], keys: readonly string[]): string[] | null {
  const chosen = keys.filter((key) => columns.some((c) => c.key === key && !c.locked));
  const defaults = shownColumns(columns, null).filter((c) => !c.locked).map((c) => c.key);
  return JSON.stringify(chosen) === JSON.stringify(defaults) ? null : chosen;
}
