// Turns the filtered menu (libs/domain menu-filter) into what the header and the side menu draw: groups
// gathered, the active entry found, the first page of an entry, and the breadcrumb of a route.
import type { MenuEntry } from '@toufang/domain';

/** Gathers entries that name a group into one entry per group, in the order the groups first appear. */
export function withGroups(entries: readonly MenuEntry[], parentKey: string): MenuEntry[] {
  const out: MenuEntry[] = [];
  const groups = new Map<string, MenuEntry>();
  for (const entry of entries) {
    if (!entry.group) {
      out.push(entry);
      continue;
    }
    let group = groups.get(entry.group);
    if (!group) {
      group = { key: `group:${parentKey}:${entry.group}`, title: entry.group, children: [] };
      groups.set(entry.group, group);
      out.push(group);
    }
    // Inside its group the entry is no longer grouped, or the group would be built again below it.
    group.children.push({ ...entry, group: undefined });
  }
  return out;
}

/** The grouping applied at every level, so what the side menu draws and what it looks up are one tree. */
export function groupedTree(entries: readonly MenuEntry[], parentKey: string): MenuEntry[] {
  return withGroups(entries, parentKey).map((entry) => ({ ...entry, children: groupedTree(entry.children, entry.key) }));
}

/** The path of the first page an entry leads to (itself, or its first child with a path). */
export function firstPath(entry: MenuEntry): string | undefined {
  if (entry.path) return entry.path;
  for (const child of entry.children) {
    const path = firstPath(child);
    if (path) return path;
  }
  return undefined;
}

/** Keys from the top entry down to the entry whose key is one of `names` (nearest name first wins). */
export function trailTo(entries: readonly MenuEntry[], names: readonly string[]): MenuEntry[] {
  for (const name of names) {
    const trail = find(entries, name);
    if (trail) return trail;
  }
  return [];
}

function find(entries: readonly MenuEntry[], name: string): MenuEntry[] | undefined {
  for (const entry of entries) {
    if (entry.key === name) return [entry];
    const below = find(entry.children, name);
    if (below) return [entry, ...below];
  }
  return undefined;
}
