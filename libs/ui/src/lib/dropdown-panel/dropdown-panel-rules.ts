import type { ReactNode } from 'react';

/** Dropdown item (widgets spec §3): name, label, value, tooltip, divided, disabled, selected, render. */
export interface DropdownItem<V = unknown> {
  /** Identifies the item (its key); also what a caller switches on in onSelect. */
  name: string;
  label: ReactNode;
  value?: V;
  /** Extra explanation shown beside the item on hover, and read with it by screen readers. */
  tooltip?: ReactNode;
  /** Draw a divider above the item. */
  divided?: boolean;
  disabled?: boolean;
  /** Marked as the current choice (highlighted, and 已选中 for screen readers). */
  selected?: boolean;
  /** Draws the item's content instead of its label. */
  render?: (item: DropdownItem<V>) => ReactNode;
}

/** Dropdown group (widgets spec §3): title, icon, tooltip and items. */
export interface DropdownGroup<V = unknown> {
  title: ReactNode;
  icon?: ReactNode;
  tooltip?: ReactNode;
  items: DropdownItem<V>[];
}

export type DropdownEntry<V = unknown> = DropdownItem<V> | DropdownGroup<V>;

export const DROPDOWN_MENU_TEXTS = {
  /** Read after a selected item's label. */
  SELECTED: '（已选中）',
} as const;

/** One drawn row of the menu. */
export type DropdownRow<V = unknown> =
  | { kind: 'divider'; key: string }
  | { kind: 'title'; key: string; group: DropdownGroup<V> }
  | { kind: 'item'; key: string; item: DropdownItem<V> };

export function isDropdownGroup<V>(entry: DropdownEntry<V>): entry is DropdownGroup<V> {
  return Array.isArray((entry as DropdownGroup<V>).items);
}

/**
 * The rows of a menu: each group as its title followed by its items, with a divider between a group and what
 * comes before it, and one above every divided item. A divider only ever follows an item: never at the top,
 * never twice, never right under a group title.
 */
export function menuRows<V>(entries: readonly DropdownEntry<V>[]): DropdownRow<V>[] {
  const rows: DropdownRow<V>[] = [];
  const divider = (key: string) => {
    const last = rows[rows.length - 1];
    if (last && last.kind === 'item') rows.push({ kind: 'divider', key: `divider-${key}` });
  };
  let afterGroup = false;
  entries.forEach((entry, index) => {
    if (isDropdownGroup(entry)) {
      divider(`group-${index}`);
      rows.push({ kind: 'title', key: `title-${index}`, group: entry });
      entry.items.forEach((item) => {
        if (item.divided) divider(`item-${item.name}`);
        rows.push({ kind: 'item', key: `item-${item.name}`, item });
      });
      afterGroup = true;
      return;
    }
    // A loose item after a group is set apart from the group's items.
    if (entry.divided || afterGroup) divider(`item-${entry.name}`);
    rows.push({ kind: 'item', key: `item-${entry.name}`, item: entry });
    afterGroup = false;
  });
  return rows;
}
