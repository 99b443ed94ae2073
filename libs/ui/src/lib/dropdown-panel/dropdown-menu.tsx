// The menu of a dropdown (items, group titles, dividers) on Semi's Dropdown.Menu, which brings the menu
// semantics and arrow-key movement; shared by DropdownPanel and the illustration button (MenuPopup).
import { useEffect, useRef, type ReactNode } from 'react';
import Dropdown from '@douyinfe/semi-ui-19/lib/es/dropdown';
import Tooltip, { type Position } from '@douyinfe/semi-ui-19/lib/es/tooltip';
import { IconHelpCircle } from '@douyinfe/semi-icons';
import { SIZES } from '@toufang/domain';
import { DROPDOWN_MENU_TEXTS, menuRows, type DropdownEntry, type DropdownItem } from './dropdown-panel-rules';
import './dropdown-panel.css';

export interface DropdownMenuListProps<V = unknown> {
  entries: readonly DropdownEntry<V>[];
  onSelect?: (item: DropdownItem<V>) => void;
  /** px; the menu's min width. */
  minWidth?: number;
}

/** A hover tooltip on the visible text, plus the same text hidden for screen readers beside it. */
function WithTooltip({ tooltip, children }: { tooltip?: ReactNode; children: ReactNode }) {
  if (tooltip === undefined || tooltip === null || tooltip === '') return <>{children}</>;
  return (
    <>
      <Tooltip content={tooltip} position="right" style={{ maxWidth: SIZES.TOOLTIP_MAX_WIDTH_WIDGETS }}>
        {/* Semi's Tooltip would make the span a tab stop inside the menu; the item is the stop, and the hint is read with it. */}
        <span className="tf-dropdown-menu__hint-target" tabIndex={-1}>
          {children}
          <IconHelpCircle className="tf-dropdown-menu__hint-icon" aria-hidden size="small" />
        </span>
      </Tooltip>
      {typeof tooltip === 'string' ? <span className="tf-dropdown-menu__sr-only">（{tooltip}）</span> : null}
    </>
  );
}

export function DropdownMenuList<V>({ entries, onSelect, minWidth }: DropdownMenuListProps<V>) {
  return (
    <Dropdown.Menu className="tf-dropdown-menu" style={minWidth ? { minWidth } : undefined}>
      {menuRows(entries).map((row) => {
        if (row.kind === 'divider') return <Dropdown.Divider key={row.key} />;
        if (row.kind === 'title') {
          return (
            <Dropdown.Title key={row.key} className="tf-dropdown-menu__title">
              {row.group.icon ? <span className="tf-dropdown-menu__title-icon">{row.group.icon}</span> : null}
              <WithTooltip tooltip={row.group.tooltip}>{row.group.title}</WithTooltip>
            </Dropdown.Title>
          );
        }
        const { item } = row;
        return (
          <Dropdown.Item
            key={row.key}
            className={['tf-dropdown-menu__item', item.selected ? 'tf-dropdown-menu__item--selected' : ''].filter(Boolean).join(' ')}
            disabled={item.disabled}
            active={item.selected}
            data-name={item.name}
            onClick={() => onSelect?.(item)}
          >
            <WithTooltip tooltip={item.tooltip}>{item.render ? item.render(item) : item.label}</WithTooltip>
            {item.selected ? <span className="tf-dropdown-menu__sr-only">{DROPDOWN_MENU_TEXTS.SELECTED}</span> : null}
          </Dropdown.Item>
        );
      })}
    </Dropdown.Menu>
  );
}

export type MenuCloseReason = 'select' | 'escape' | 'outside';

export interface MenuPopupProps<V = unknown> extends DropdownMenuListProps<V> {
  open: boolean;
  /** Move focus to the first enabled item once open (keyboard and click opening; not hover). */
  focusFirstItem?: boolean;
  onClose: (reason: MenuCloseReason) => void;
  position?: Position;
  /** Pointer entering or leaving the menu (the menu is in a portal, outside the trigger's box). */
  onMenuMouseEnter?: () => void;
  onMenuMouseLeave?: () => void;
  /** The trigger: a button; give it aria-haspopup="menu", aria-expanded and triggerKeyDown. */
  children: ReactNode;
  className?: string;
}

/**
 * A menu opened from a button, on Semi's Dropdown in custom-trigger mode: the widget owns the open state, so
 * clicks, hover delays and keys are decided by it. The trigger is wrapped in a span because Semi's Tooltip
 * needs a DOM node as its trigger and Semi's Button is a class component (its ref is not the DOM node); the
 * span is not a tab stop, the button inside is.
 */
export function MenuPopup<V>({
  open,
  focusFirstItem = false,
  onClose,
  entries,
  onSelect,
  minWidth,
  position = 'bottomLeft',
  onMenuMouseEnter,
  onMenuMouseLeave,
  children,
  className,
}: MenuPopupProps<V>) {
  const trigger = useRef<HTMLSpanElement>(null);
  const focusButton = () => trigger.current?.querySelector<HTMLElement>('button, [tabindex="0"]')?.focus();

  // The menu is drawn in the commit after `open` turns on; focus its first enabled item then.
  useEffect(() => {
    if (!open || !focusFirstItem) return undefined;
    const frame = window.setTimeout(() => {
      const id = trigger.current?.getAttribute('data-popupid');
      const popup = id ? document.getElementById(id) : null;
      const items = popup ? [...popup.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];
      const first = items.find((el) => el.getAttribute('aria-disabled') !== 'true');
      if (!first) return;
      // Semi's menu finds the current item by tabIndex 0 when the arrow keys move, as its own focusing does.
      items.forEach((el) => {
        el.tabIndex = el === first ? 0 : -1;
      });
      first.focus();
    });
    return () => window.clearTimeout(frame);
  }, [open, focusFirstItem]);

  return (
    <Dropdown
      trigger="custom"
      visible={open}
      position={position}
      motion={false}
      closeOnEsc
      onEscKeyDown={() => {
        onClose('escape');
        focusButton();
      }}
      onClickOutSide={() => onClose('outside')}
      render={
        <div
          className="tf-menu-popup"
          onMouseEnter={onMenuMouseEnter}
          onMouseLeave={onMenuMouseLeave}
          onKeyDown={(event) => {
            // Semi's menu clicks the item itself on Enter/Space; without this the same key would go on to
            // press the menu button, which has the focus by then, and open the menu again.
            if (event.key === 'Enter' || event.key === ' ') event.preventDefault();
          }}
        >
          <DropdownMenuList
            entries={entries}
            minWidth={minWidth}
            onSelect={(item) => {
              onClose('select');
              focusButton();
              onSelect?.(item);
            }}
          />
        </div>
      }
    >
      <span ref={trigger} className={['tf-menu-popup__trigger', className ?? ''].filter(Boolean).join(' ')} tabIndex={-1}>
        {children}
      </span>
    </Dropdown>
  );
}
