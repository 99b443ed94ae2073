// The header's top navigation (shell spec §2.5): one entry per menu section; hovering an entry with pages
// below drops down its sub-menus, grouped under their headings; clicking goes to the section's first page.
import { Fragment } from 'react';
import type { MenuEntry } from '@toufang/domain';
import { Dropdown } from '@toufang/ui';
import { EntryTitle } from '../side-menu/side-menu';
import { withGroups } from '../menu-model';
import { useOpenEntry } from '../use-open-entry';
import './header-nav.css';

export const HEADER_NAV_LABEL = '主导航';

export interface HeaderNavProps {
  entries: readonly MenuEntry[];
  activeKey?: string;
}

export function HeaderNav({ entries, activeKey }: HeaderNavProps) {
  const open = useOpenEntry();

  return (
    <nav className="tf-header-nav" aria-label={HEADER_NAV_LABEL}>
      <ul className="tf-header-nav__list">
        {entries.map((entry) => {
          const groups = withGroups(entry.children, entry.key);
          const button = (
            <button
              type="button"
              className={`tf-header-nav__entry${entry.key === activeKey ? ' is-active' : ''}`}
              aria-current={entry.key === activeKey ? 'page' : undefined}
              onClick={() => open(entry)}
            >
              <EntryTitle entry={entry} />
            </button>
          );
          if (groups.length === 0) return <li key={entry.key}>{button}</li>;
          return (
            <li key={entry.key}>
              <Dropdown
                trigger="hover"
                position="bottomLeft"
                render={
                  <Dropdown.Menu className="tf-header-nav__menu">
                    {groups.map((item) =>
                      item.key.startsWith('group:') ? (
                        <Fragment key={item.key}>
                          <Dropdown.Title>{item.title}</Dropdown.Title>
                          {item.children.map((child) => (
                            <Dropdown.Item key={child.key} onClick={() => open(child)}>
                              <EntryTitle entry={child} />
                            </Dropdown.Item>
                          ))}
                        </Fragment>
                      ) : (
                        <Dropdown.Item key={item.key} onClick={() => open(item)}>
                          <EntryTitle entry={item} />
                        </Dropdown.Item>
                      ),
                    )}
                  </Dropdown.Menu>
                }
              >
                {button}
              </Dropdown>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
