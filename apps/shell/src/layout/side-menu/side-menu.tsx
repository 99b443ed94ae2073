// The side menu of shell spec §2.5: the entries of the current header section, collapsible (remembered),
// accordion style (one branch open at a time), with tooltips when collapsed and the new/offline markers.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { dashboardReportUrl } from '@toufang/api';
import type { MenuEntry } from '@toufang/domain';
import { Nav, Tag } from '@toufang/ui';
import { useNavigate } from 'react-router';
import { useLayoutStore } from '../layout-store';
import { withGroups } from '../menu-model';
import './side-menu.css';

export const SIDE_MENU_TEXTS = {
  label: '侧边菜单',
  isNew: '新',
} as const;

interface NavItem {
  itemKey: string;
  text: ReactNode;
  icon?: ReactNode;
  items?: NavItem[];
}

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

function toItems(entries: readonly MenuEntry[], parentKey: string, level: number): NavItem[] {
  return withGroups(entries, parentKey).map((entry) => ({
    itemKey: entry.key,
    text: <EntryTitle entry={entry} />,
    // Collapsed, the first level shows an initial in place of an icon, with the title as its tooltip.
    icon: level === 0 ? <span className="tf-menu-initial" aria-hidden="true">{entry.title.slice(0, 1)}</span> : undefined,
    items: entry.children.length ? toItems(entry.children, entry.key, level + 1) : undefined,
  }));
}

function collect(entries: readonly MenuEntry[], parentKey: string, out = new Map<string, { entry: MenuEntry; parents: string[] }>(), parents: string[] = []) {
  for (const entry of withGroups(entries, parentKey)) {
    out.set(entry.key, { entry, parents });
    collect(entry.children, entry.key, out, [...parents, entry.key]);
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
  const navigate = useNavigate();
  const collapsed = useLayoutStore((s) => s.collapsed);
  const setCollapsed = useLayoutStore((s) => s.setCollapsed);
  const items = useMemo(() => toItems(entries, sectionKey, 0), [entries, sectionKey]);
  const byKey = useMemo(() => collect(entries, sectionKey), [entries, sectionKey]);
  const selected = activeTrail.at(-1);
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  // Opening a page opens its branch; accordion: only that branch.
  useEffect(() => {
    if (!selected) return;
    const found = byKey.get(selected);
    if (found) setOpenKeys(found.entry.children.length ? [...found.parents, selected] : found.parents);
  }, [selected, byKey]);

  return (
    <nav className="tf-side-menu" aria-label={SIDE_MENU_TEXTS.label}>
      <Nav
        mode="vertical"
        items={items}
        selectedKeys={selected ? [selected] : []}
        openKeys={openKeys}
        isCollapsed={collapsed}
        onCollapseChange={(next: boolean) => setCollapsed(next)}
        onOpenChange={({ itemKey, isOpen }: { itemKey?: string | number; isOpen?: boolean }) => {
          const key = String(itemKey);
          const parents = byKey.get(key)?.parents ?? [];
          setOpenKeys(isOpen ? [...parents, key] : openKeys.filter((k) => k !== key));
        }}
        onClick={({ itemKey }: { itemKey?: string | number }) => {
          const found = byKey.get(String(itemKey));
          if (!found || found.entry.children.length) return;
          if (found.entry.external) window.open(dashboardReportUrl(), '_blank', 'noopener');
          else if (found.entry.path) navigate(found.entry.path);
        }}
        footer={{ collapseButton: true }}
        style={{ height: '100%' }}
      />
    </nav>
  );
}
