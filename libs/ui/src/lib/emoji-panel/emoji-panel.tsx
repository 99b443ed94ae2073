// A small popover grid of common emoji (widgets spec §2, creative-title batch editor). The caller inserts the
// picked emoji (the title editors insert it at the caret of the active line).
import Popover from '@douyinfe/semi-ui-19/lib/es/popover';
import { IconEmoji } from '@douyinfe/semi-icons';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { COMMON_EMOJIS, type EmojiItem } from './common-emojis';
import './emoji-panel.css';

export { COMMON_EMOJIS, type EmojiItem } from './common-emojis';

export const EMOJI_PANEL_COLUMNS = 8;

export interface EmojiPanelProps {
  /** Called with the picked emoji; the panel then closes and focus returns to its button. */
  onSelect: (emoji: string) => void;
  emojis?: readonly EmojiItem[];
  columns?: number;
  /** The trigger button's accessible name. */
  label?: string;
  disabled?: boolean;
  triggerClassName?: string;
}

/** The next focused cell for a grid key, or undefined for keys the grid does not handle. */
export function moveInGrid(key: string, index: number, count: number, columns: number): number | undefined {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, last);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'ArrowDown':
      return index + columns <= last ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

/**
 * Keyboard: the button opens the panel and focuses an emoji; arrows, Home and End move; Enter or Space picks;
 * Escape or Tab closes and returns focus to the button.
 */
export function EmojiPanel({
  onSelect,
  emojis = COMMON_EMOJIS,
  columns = EMOJI_PANEL_COLUMNS,
  label = '插入表情',
  disabled,
  triggerClassName,
}: EmojiPanelProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const gridEl = useRef<HTMLDivElement | null>(null);
  const gridId = useId();

  // Focus the current emoji when the grid mounts (the popover renders it in a portal after opening).
  const gridRef = useCallback((el: HTMLDivElement | null) => {
    gridEl.current = el;
    el?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, []);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onGridKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' || e.key === 'Tab') {
      e.preventDefault();
      e.stopPropagation();
      close();
      return;
    }
    const next = moveInGrid(e.key, focusIndex, emojis.length, columns);
    if (next === undefined) return;
    e.preventDefault();
    setFocusIndex(next);
    gridEl.current?.querySelector<HTMLButtonElement>(`button[data-emoji-index="${next}"]`)?.focus();
  };

  const grid = (
    <div
      ref={gridRef}
      id={gridId}
      className="tf-emoji-panel__grid"
      role="group"
      aria-label="常用表情"
      style={{ gridTemplateColumns: `repeat(${columns}, 32px)` }}
      onKeyDown={onGridKeyDown}
    >
      {emojis.map((item, i) => (
        <button
          key={item.char}
          type="button"
          className="tf-emoji-panel__item"
          data-emoji-index={i}
          tabIndex={i === focusIndex ? 0 : -1}
          aria-label={item.name}
          title={item.name}
          onClick={() => {
            setFocusIndex(i);
            onSelect(item.char);
            close();
          }}
        >
          {item.char}
        </button>
      ))}
    </div>
  );

  return (
    <Popover
      trigger="custom"
      visible={open}
      content={grid}
      position="bottomRight"
      showArrow={false}
      motion={false}
      closeOnEsc={false}
      onClickOutSide={() => setOpen(false)}
    >
      <button
        ref={triggerRef}
        type="button"
        className={['tf-emoji-panel__trigger', triggerClassName ?? ''].filter(Boolean).join(' ')}
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? gridId : undefined}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        <IconEmoji size="small" />
      </button>
    </Popover>
  );
}
