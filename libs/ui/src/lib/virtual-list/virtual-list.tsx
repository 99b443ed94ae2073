import { useVirtualizer } from '@tanstack/react-virtual';
import { DEFAULT_TEXTS, VIRTUAL_LIST } from '@toufang/domain';
import {
  useCallback,
  useImperativeHandle,
  useRef,
  type CSSProperties,
  type Key,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { keptRange, keyScrollOffset, type VisibleRange } from './virtual-list-rules';
import './virtual-list.css';

export interface VirtualListHandle {
  /** Scrolls so that the item at `index` shows. */
  scrollToIndex: (index: number, align?: 'start' | 'center' | 'end' | 'auto') => void;
}

export interface VirtualListProps<T> {
  items: readonly T[];
  /** Draws one item. Items may differ in height: each is measured once drawn. */
  renderItem: (item: T, index: number) => ReactNode;
  /** The list's accessible name. */
  'aria-label': string;
  /** The viewport's height: px, or any CSS height when the parent gives the list its size. */
  height: number | string;
  /** The size an item is assumed to have before it is measured: 50 px by default (widgets spec §9). */
  estimateSize?: number;
  /** How many items stay rendered: 30 by default (widgets spec §9); more only when more are visible. */
  keep?: number;
  /** A stable key per item; the index by default. */
  getItemKey?: (item: T, index: number) => Key;
  /** Shown when there are no items: 暂无数据 by default. */
  emptyText?: ReactNode;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<VirtualListHandle>;
}

/**
 * A long list that renders only what is near the viewport (widgets spec §9: keep 30 items, estimated size
 * 50), on TanStack Virtual. The list is a tab stop; arrow keys, Page Up/Down, Home and End scroll it.
 */
export function VirtualList<T>({
  items,
  renderItem,
  'aria-label': ariaLabel,
  height,
  estimateSize = VIRTUAL_LIST.ESTIMATE,
  keep = VIRTUAL_LIST.KEEP,
  getItemKey,
  emptyText = DEFAULT_TEXTS.EMPTY_DATA,
  className,
  style,
  ref,
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rangeExtractor = useCallback((range: VisibleRange) => keptRange(range, keep), [keep]);
  const itemKey = useCallback((index: number) => (getItemKey ? getItemKey(items[index], index) : index), [getItemKey, items]);

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    // The whole overscan comes from rangeExtractor, which tops the visible items up to `keep`.
    overscan: 0,
    rangeExtractor,
    getItemKey: itemKey,
    // Lets the first render (and jsdom, which has no layout) know the viewport before it is measured.
    initialRect: { width: 0, height: typeof height === 'number' ? height : 0 },
    // Re-renders on React's own schedule: with flushSync (the default) a measurement that lands while React
    // commits (a ResizeObserver entry as the list unmounts, another root rendering) re-enters React at once,
    // and React 19 counts those as nested updates up to its limit (error #185, seen once in the catalog check).
    useFlushSync: false,
  });

  useImperativeHandle(ref, () => ({ scrollToIndex: (index, align = 'auto') => virtualizer.scrollToIndex(index, { align }) }), [virtualizer]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys typed into a control inside an item are that control's.
    if (event.target !== event.currentTarget) return;
    const el = event.currentTarget;
    const next = keyScrollOffset(event.key, {
      offset: el.scrollTop,
      viewport: el.clientHeight,
      total: virtualizer.getTotalSize(),
      step: estimateSize,
    });
    if (next === null) return;
    event.preventDefault();
    virtualizer.scrollToOffset(next);
  };

  const rows = virtualizer.getVirtualItems();
  return (
    <div
      ref={scrollRef}
      className={['tf-virtual-list', className ?? ''].filter(Boolean).join(' ')}
      style={{ ...style, height }}
      role="list"
      aria-label={ariaLabel}
      // A scroll area must take focus to be scrolled from the keyboard.
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      {items.length === 0 ? (
        <div className="tf-virtual-list__empty">{emptyText}</div>
      ) : (
        <div className="tf-virtual-list__inner" style={{ height: virtualizer.getTotalSize() }}>
          {rows.map((row) => (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              className="tf-virtual-list__item"
              role="listitem"
              // Only some items exist in the DOM: tell assistive technology where each one stands.
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {renderItem(items[row.index], row.index)}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
