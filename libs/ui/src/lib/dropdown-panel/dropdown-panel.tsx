// Dropdown panel (widgets spec §2, §3, §9): a button, 批量操作 by default, opening a panel of items and item
// groups with dividers; picking an enabled item emits onSelect(item) and closes the panel. A menu button:
// click, Enter, Space or ArrowDown open it on its first item, arrow keys move (Semi's Dropdown.Menu),
// Escape or an outside click close it, and focus returns to the button after a pick or Escape.
import { useState, type KeyboardEvent } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import type { Position } from '@douyinfe/semi-ui-19/lib/es/tooltip';
import { IconChevronDown } from '@douyinfe/semi-icons';
import { UI_TEXTS } from '@toufang/domain';
import { MenuPopup } from './dropdown-menu';
import type { DropdownEntry, DropdownItem } from './dropdown-panel-rules';
import './dropdown-panel.css';

export interface DropdownPanelProps<V = unknown> {
  /** Items and groups, in order. */
  items: readonly DropdownEntry<V>[];
  /** Emitted with the picked item (never for a disabled one). */
  onSelect?: (item: DropdownItem<V>) => void;
  /** The button's text; 批量操作 (UI_TEXTS.BATCH_OPERATIONS) by default. */
  label?: string;
  /** Semi button look: primary (solid) or the default light button. */
  primary?: boolean;
  disabled?: boolean;
  position?: Position;
  /** px; the panel's min width. */
  panelMinWidth?: number;
  className?: string;
}

export function DropdownPanel<V>({
  items,
  onSelect,
  label = UI_TEXTS.BATCH_OPERATIONS,
  primary = false,
  disabled,
  position = 'bottomLeft',
  panelMinWidth,
  className,
}: DropdownPanelProps<V>) {
  const [open, setOpen] = useState(false);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // The button handles its own keys; Semi's trigger handler would click it a second time.
    if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(true);
    }
  };

  return (
    <MenuPopup
      open={open && !disabled}
      focusFirstItem
      onClose={() => setOpen(false)}
      entries={items}
      onSelect={onSelect}
      minWidth={panelMinWidth}
      position={position}
    >
      <Button
        className={['tf-dropdown-panel', className ?? ''].filter(Boolean).join(' ')}
        theme={primary ? 'solid' : 'light'}
        type={primary ? 'primary' : 'tertiary'}
        icon={<IconChevronDown aria-hidden />}
        iconPosition="right"
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open && !disabled}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onKeyDown}
      >
        {label}
      </Button>
    </MenuPopup>
  );
}
