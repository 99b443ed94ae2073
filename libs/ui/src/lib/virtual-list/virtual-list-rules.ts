import { VIRTUAL_LIST } from '@toufang/domain';

/** The items a viewport shows: TanStack Virtual's range, before any overscan. */
export interface VisibleRange {
  startIndex: number;
  endIndex: number;
  count: number;
}

/**
 * The indexes to render: every visible item, plus overscan on both sides until `keep` items are rendered
 * (widgets spec §9: keep 30). Overscan that would run past either end goes to the other side. When more
 * than `keep` items are visible at once, all of them are rendered: a visible row is never left blank.
 */
export function keptRange({ startIndex, endIndex, count }: VisibleRange, keep: number = VIRTUAL_LIST.KEEP): number[] {
  if (count <= 0) return [];
  const last = count - 1;
  const start = Math.min(Math.max(0, startIndex), last);
  const end = Math.min(Math.max(start, endIndex), last);
  const spare = Math.max(0, Math.floor(keep) - (end - start + 1));
  let before = Math.floor(spare / 2);
  let after = spare - before;
  if (start - before < 0) {
    after += before - start;
    before = start;
  }
  if (end + after > last) {
    const over = end + after - last;
    after -= over;
    before = Math.min(start, before + over);
  }
  const from = start - before;
  const to = end + after;
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** What the scroll position is measured against, all in px. */
export interface ScrollBox {
  /** scrollTop now. */
  offset: number;
  /** The viewport's height. */
  viewport: number;
  /** The height of all items together. */
  total: number;
  /** One arrow-key step: the estimated item size. */
  step?: number;
}

/** The keys that scroll the list, as a focused scroll area of the browser does it, made the same everywhere. */
export const SCROLL_KEYS = ['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End'] as const;

/**
 * The scroll position a key leads to (arrow: one estimated item, page: one viewport, Home/End: the ends),
 * kept within the list; null for a key that does not scroll.
 */
export function keyScrollOffset(key: string, { offset, viewport, total, step = VIRTUAL_LIST.ESTIMATE }: ScrollBox): number | null {
  const max = Math.max(0, total - viewport);
  const clamp = (value: number) => Math.min(max, Math.max(0, value));
  switch (key) {
    case 'ArrowDown':
      return clamp(offset + step);
    case 'ArrowUp':
      return clamp(offset - step);
    case 'PageDown':
      return clamp(offset + viewport);
    case 'PageUp':
      return clamp(offset - viewport);
    case 'Home':
      return 0;
    case 'End':
      return max;
    default:
      return null;
  }
}
