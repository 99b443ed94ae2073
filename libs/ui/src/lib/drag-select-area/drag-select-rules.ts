import { SCROLLING } from '@toufang/domain';

export interface Point {
  x: number;
  y: number;
}

/** A rectangle by its edges, in one coordinate system (client or the area's content). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface KeyedBox {
  key: string;
  box: Box;
}

/** How a finished rectangle combines with what was selected before it started. */
export type DragSelectMode = 'replace' | 'add';

/** A press that moves less than this many px is a click on an item, not the start of a rectangle. */
export const DRAG_THRESHOLD = 3;

/** Auto-scroll runs while the pointer is within this many px of an edge of the area, or beyond it. */
export const AUTO_SCROLL_EDGE = 20;

/** The rectangle spanned by two corners, whichever way the pointer went. */
export function boxFromPoints(a: Point, b: Point): Box {
  return { left: Math.min(a.x, b.x), top: Math.min(a.y, b.y), right: Math.max(a.x, b.x), bottom: Math.max(a.y, b.y) };
}

/** Whether two rectangles overlap by more than an edge: touching is not selecting. */
export function boxesIntersect(a: Box, b: Box): boolean {
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}

/** The keys of the items the rectangle touches, in the items' order. */
export function hitKeys(selection: Box, items: readonly KeyedBox[]): string[] {
  return items.filter((item) => boxesIntersect(selection, item.box)).map((item) => item.key);
}

/** replace: only the hits; add: the earlier selection, then the hits it lacked. */
export function combineSelection(base: readonly string[], hits: readonly string[], mode: DragSelectMode): string[] {
  if (mode === 'replace') return [...new Set(hits)];
  const result = [...new Set(base)];
  const seen = new Set(result);
  for (const key of hits) {
    if (!seen.has(key)) {
      seen.add(key);
      result.push(key);
    }
  }
  return result;
}

/** A client point in the area's content coordinates: relative to its content box corner, plus its scroll. */
export function toContentPoint(client: Point, area: { left: number; top: number; clientLeft: number; clientTop: number; scrollLeft: number; scrollTop: number }): Point {
  return { x: client.x - area.left - area.clientLeft + area.scrollLeft, y: client.y - area.top - area.clientTop + area.scrollTop };
}

/** A client rectangle in the area's content coordinates. */
export function toContentBox(client: Box, area: { left: number; top: number; clientLeft: number; clientTop: number; scrollLeft: number; scrollTop: number }): Box {
  const a = toContentPoint({ x: client.left, y: client.top }, area);
  const b = toContentPoint({ x: client.right, y: client.bottom }, area);
  return { left: a.x, top: a.y, right: b.x, bottom: b.y };
}

/** Whether the pointer has moved far enough from the press to start a rectangle. */
export function exceedsThreshold(start: Point, current: Point, threshold = DRAG_THRESHOLD): boolean {
  return Math.abs(current.x - start.x) > threshold || Math.abs(current.y - start.y) > threshold;
}

/**
 * The scroll of one auto-scroll tick (widgets spec §9: 10 px every 16 ms): minus the step near or before the
 * start edge, plus the step near or past the end edge, 0 in between, per axis.
 */
export function autoScrollDelta(pointer: Point, viewport: Box, edge = AUTO_SCROLL_EDGE, step: number = SCROLLING.AUTO_SCROLL_STEP): Point {
  const axis = (value: number, start: number, end: number) => {
    if (value < start + edge) return -step;
    if (value > end - edge) return step;
    return 0;
  };
  return { x: axis(pointer.x, viewport.left, viewport.right), y: axis(pointer.y, viewport.top, viewport.bottom) };
}

/** The next scroll offset, kept between 0 and the largest offset the content allows. */
export function clampScroll(current: number, delta: number, max: number): number {
  return Math.min(Math.max(current + delta, 0), Math.max(max, 0));
}
