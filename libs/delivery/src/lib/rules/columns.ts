// Which columns a table shows: the user's saved choice (kept on the server per user, media and level) or
// the level's defaults; and the column chooser's categories and the selected-columns card's items.
import { METRIC_GROUPS } from '@toufang/domain';
import type { ColumnOption, DraggableItem } from '@toufang/ui';
import { ATTRIBUTE_GROUP, type DeliveryColumn, type DeliveryColumnKey, type DeliveryLevelConfig } from '../config/delivery-config';

/**
 * The columns shown, in order: the saved keys the level still offers (a saved key the level dropped is
 * skipped), or the defaults when nothing usable is saved; the locked name always first.
 */
export function visibleColumns(config: DeliveryLevelConfig, saved: readonly string[] | null | undefined): DeliveryColumn[] {
  const byKey = new Map(config.columns.map((c) => [c.key as string, c]));
  const wanted = saved && saved.some((key) => byKey.has(key)) ? saved : config.defaultColumns;
  const locked = config.columns.filter((c) => c.locked);
  const rest = [...new Set(wanted)].map((key) => byKey.get(key)).filter((c): c is DeliveryColumn => Boolean(c) && !(c as DeliveryColumn).locked);
  return [...locked, ...rest];
}

/** The keys to save: the chooser's order, the locked columns first; null when they equal the defaults. */
export function columnsToSave(config: DeliveryLevelConfig, keys: readonly string[]): DeliveryColumnKey[] | null {
  const shown = visibleColumns(config, keys).map((c) => c.key);
  const defaults = visibleColumns(config, null).map((c) => c.key);
  return shown.length === defaults.length && shown.every((key, i) => key === defaults[i]) ? null : shown;
}

/** The chooser's categories: 基础属性, then the metric groups that have a column on this level. */
export function chooserOptions(config: DeliveryLevelConfig): ColumnOption[] {
  const groups = [ATTRIBUTE_GROUP, ...METRIC_GROUPS];
  return groups
    .map((group) => ({
      key: `group:${group.key}`,
      title: group.label,
      children: config.columns.filter((c) => c.group === group.key).map((c) => ({ key: c.key, title: c.title, ...(c.locked ? { unlock: true } : {}) })),
    }))
    .filter((group) => group.children.length > 0);
}

/** The selected-columns card's items: the locked ones fixed (disabled). */
export function selectedItems(config: DeliveryLevelConfig, keys: readonly string[]): DraggableItem[] {
  return visibleColumns(config, keys).map((c) => ({ key: c.key, label: c.title, ...(c.locked ? { disabled: true } : {}) }));
}
