// The side menu of shell spec §2.5: the entries of the current header section as a tree of links,
// collapsible (remembered), accordion style (opening a branch closes its siblings), with the submenu in a
// tooltip when collapsed and the new/offline markers. Written on plain lists, buttons and links rather than
// Semi's Navigation, whose role="menu" markup puts list items where menus allow none (axe: serious).
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { dashboardReportUrl } from '@toufang/api';
import type { MenuEntry } from '@toufang/domain';
import { IconChevronDown, IconChevronLeft, IconChevronRight, Tag, Tooltip } from '@toufang/ui';
import { useLayoutStore } from '../layout-store';
import { groupedTree } from '../menu-model';
import { useOpenEntry } from '../use-open-entry';
import './side-menu.css';

export const SIDE_MENU_TEXTS = {
  label: '侧边菜单',
  isNew: '新',
  collapse: '收起侧边栏',
  expand: '展开侧边栏',
} as const;

export function EntryTitle({ entry }: { entry: MenuEntry }) {
  return (
    <span className="tf-menu-title">
      <span className="tf-menu-title__text">{entry.title}</span>
      {entry.isNew ? (
        <Tag size="small" color="red" className="tf-menu-title__tag">
          {SIDE_MENU_TEXTS.isNew}
        </Tag>
      ) : null}
      {entry.offline ? (
        <Tag size="small" color="orange" className="tf-menu-title__tag">
          {entry.offline}
        </Tag>
      ) : null}
    </span>
  );
}

interface Placed {
  entry: MenuEntry;
  parents: string[];
}

/** Every entry of the (already grouped) tree by key, with the keys of the branches above it. */
function place(tree: readonly MenuEntry[], out = new Map<string, Placed>(), parents: string[] = []) {
  for (const entry of tree) {
    out.set(entry.key, { entry, parents });
    place(entry.children, out, [...parents, entry.key]);
  }
  return out;
}

export interface SideMenuProps {
  /** The entries of the active header section. */
  entries: readonly MenuEntry[];
  sectionKey: string;
  /** Keys of the active trail, top first (the last is the selected page). */
  activeTrail: readonly string[];
}

export function SideMenu({ entries, sectionKey, activeTrail }: SideMenuProps) {
  const openEntry = useOpenEntry();
  const collapsed = useLayoutStore((s) => s.collapsed);
  const setCollapsed = useLayoutStore((s) => s.setCollapsed);
  const tree = useMemo(() => groupedTree(entries, sectionKey), [entries, sectionKey]);
  const placed = useMemo(() => place(tree), [tree]);
  const selected = activeTrail.at(-1);
  const [open, setOpen] = useState<string[]>([]);

  // Opening a page opens its branch, and only that branch.
  useEffect(() => {
    const found = selected ? placed.get(selected) : undefined;
    if (found) setOpen(found.entry.children.length ? [...found.parents, found.entry.key] : found.parents);
  }, [selected, placed]);

  const toggle = (key: string) => {
    const parents = placed.get(key)?.parents ?? [];
    setOpen((current) => (current.includes(key) ? current.filter((k) => k !== key) : [...parents, key]));
  };

  const go = (entry: MenuEntry) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // new tab: the browser's
    event.preventDefault();
    openEntry(entry);
  };

  const link = (entry: MenuEntry, depth: number) => (
    <a
      className={`tf-side-menu__link${entry.key === selected ? ' is-selected' : ''}`}
      href={entry.external ? dashboardReportUrl() : entry.path}
      aria-current={entry.key === selected ? 'page' : undefined}
      onClick={go(entry)}
      style={{ paddingLeft: 12 + depth * 16 }}
    >
      {depth === 0 ? <Initial entry={entry} /> : null}
      {collapsed && depth === 0 ? <span className="tf-visually-hidden">{entry.title}</span> : <EntryTitle entry={entry} />}
    </a>
  );

  const branch = (entry: MenuEntry, depth: number) => {
    const expanded = open.includes(entry.key);
    const id = `tf-side-menu-${entry.key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
    return (
      <>
        <button
          type="button"
          className={`tf-side-menu__branch${activeTrail.includes(entry.key) ? ' is-active' : ''}`}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => toggle(entry.key)}
          style={{ paddingLeft: 12 + depth * 16 }}
        >
          {depth === 0 ? <Initial entry={entry} /> : null}
          <EntryTitle entry={entry} />
          <IconChevronDown className={`tf-side-menu__chevron${expanded ? ' is-open' : ''}`} size="small" />
        </button>
        {expanded ? <ul id={id}>{entry.children.map((child) => item(child, depth + 1))}</ul> : null}
      </>
    );
  };

  const item = (entry: MenuEntry, depth: number) => (
    <li key={entry.key}>{entry.children.length ? branch(entry, depth) : link(entry, depth)}</li>
  );

  // Collapsed: initials only; a tooltip names a page, or lists the pages of a branch to pick from.
  const collapsedItem = (entry: MenuEntry) => {
    const leaves = entry.children.length ? flatten(entry.children) : [];
    const content = leaves.length ? (
      <ul className="tf-side-menu__tip-list">
        {leaves.map((leaf) => (
          <li key={leaf.key}>
            <a href={leaf.path} onClick={go(leaf)} aria-current={leaf.key === selected ? 'page' : undefined}>
              {leaf.title}
            </a>
          </li>
        ))}
      </ul>
    ) : (
      entry.title
    );
    const target = leaves[0] ?? entry;
    return (
      <li key={entry.key}>
        <Tooltip content={content} position="right" trigger="hover" clickToHide={false}>
          <a
            className={`tf-side-menu__link is-collapsed${activeTrail.includes(entry.key) ? ' is-selected' : ''}`}
            href={target.path}
            onClick={go(target)}
            aria-label={entry.title}
          >
            <Initial entry={entry} />
          </a>
        </Tooltip>
      </li>
    );
  };

  return (
    <nav className={`tf-side-menu${collapsed ? ' is-collapsed' : ''}`} aria-label={SIDE_MENU_TEXTS.label}>
      <ul className="tf-side-menu__tree">{tree.map((entry) => (collapsed ? collapsedItem(entry) : item(entry, 0)))}</ul>
      <button type="button" className="tf-side-menu__collapse" onClick={() => setCollapsed(!collapsed)} aria-expanded={!collapsed}>
        {collapsed ? <IconChevronRight /> : <IconChevronLeft />}
        {collapsed ? <span className="tf-visually-hidden">{SIDE_MENU_TEXTS.expand}</span> : <span>{SIDE_MENU_TEXTS.collapse}</span>}
      </button>
    </nav>
  );
}

function Initial({ entry }: { entry: MenuEntry }) {
  return (
    <span className="tf-menu-initial" aria-hidden="true">
      {entry.title.slice(0, 1)}
    </span>
  );
}

function flatten(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => (entry.children.length ? flatten(entry.children) : [entry]));
}
