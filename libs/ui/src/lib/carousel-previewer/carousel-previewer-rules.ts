// Timing and scrolling rules of the carousel previewer's thumbnail strip (widgets spec §9): a step of
// 110 px animated over 300 ms, a long press of 300 ms to start dragging, and wheel steps at most every
// 167 ms. Pure, so they are tested with fake timers and no layout.
import { CAROUSEL_PREVIEWER } from '@toufang/domain';

/** Gap between two thumbnails, px: a thumbnail is the step less this gap, so a step moves one thumbnail. */
export const THUMB_GAP = 10;

/** Pointer travel, px, that makes a press a swipe rather than a long press. */
export const PRESS_MOVE_TOLERANCE = 5;

/** A scroll position kept within 0..max. */
export function clampScroll(value: number, max: number): number {
  return Math.min(Math.max(0, value), Math.max(0, max));
}

/** The position one step left (-1) or right (1) of `from`, clamped. */
export function stepScroll(from: number, direction: -1 | 1, max: number, step: number = CAROUSEL_PREVIEWER.THUMB_STEP): number {
  return clampScroll(from + direction * step, max);
}

/** Ease-out cubic: quick at first, settling at the end. */
export function easeOut(t: number): number {
  const clamped = Math.min(Math.max(t, 0), 1);
  return 1 - (1 - clamped) ** 3;
}

/** Where an animation from `from` to `to` is after `elapsed` ms of `duration` (300 ms by default). */
export function scrollAt(from: number, to: number, elapsed: number, duration: number = CAROUSEL_PREVIEWER.ANIMATION_MS): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * easeOut(elapsed / duration);
}

/** The strip direction of a wheel turn: the larger of the two axes decides; 0 for none. */
export function wheelDirection(deltaX: number, deltaY: number): -1 | 0 | 1 {
  const delta = Math.abs(deltaX) > Math.abs(deltaY) ? deltaX : deltaY;
  return delta > 0 ? 1 : delta < 0 ? -1 : 0;
}

/** The strip position while dragging: it follows the pointer, clamped. */
export function dragScroll(startScroll: number, startX: number, x: number, max: number): number {
  return clampScroll(startScroll - (x - startX), max);
}

/** Whether the pointer left the tolerance around where the press started. */
export function movedBeyond(startX: number, startY: number, x: number, y: number, tolerance: number = PRESS_MOVE_TOLERANCE): boolean {
  return Math.hypot(x - startX, y - startY) > tolerance;
}

/**
 * The position that shows thumbnail `index` whole, moving as little as possible: the current position when
 * it is already in view.
 */
export function revealScroll(index: number, current: number, viewport: number, max: number, step: number = CAROUSEL_PREVIEWER.THUMB_STEP, gap: number = THUMB_GAP): number {
  const left = index * step;
  const right = left + step - gap;
  if (left < current) return clampScroll(left, max);
  if (right > current + viewport) return clampScroll(right - viewport, max);
  return clampScroll(current, max);
}

/**
 * A leading-edge throttle: the first call runs, later calls within `wait` ms (167 by default) are dropped.
 * Hand-written because the workspace has no lodash, and dropping (not deferring) is what a wheel step needs.
 * Returns whether the call ran.
 */
export function createThrottle<Args extends unknown[]>(
  fn: (...args: Args) => void,
  wait: number = CAROUSEL_PREVIEWER.WHEEL_THROTTLE_MS,
  now: () => number = () => Date.now(),
): (...args: Args) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: Args) => {
    const time = now();
    if (time - last < wait) return false;
    last = time;
    fn(...args);
    return true;
  };
}

export interface LongPress {
  /** A press began: the long press fires after the delay unless cancelled. */
  start: () => void;
  /** The press ended or turned into a swipe. */
  cancel: () => void;
  /** Whether the current (or last) press lasted long enough. */
  readonly fired: boolean;
}

/** Detects a press held for `delay` ms (300 by default) before it ends. */
export function createLongPress(onLongPress: () => void, delay: number = CAROUSEL_PREVIEWER.LONG_PRESS_MS): LongPress {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fired = false;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    start: () => {
      cancel();
      fired = false;
      timer = setTimeout(() => {
        timer = undefined;
        fired = true;
        onLongPress();
      }, delay);
    },
    cancel,
    get fired() {
      return fired;
    },
  };
}

/** Texts of the strip; the main view shares the image group preview's (IMAGE_GROUP_TEXTS). */
export const CAROUSEL_PREVIEWER_TEXTS = {
  STRIP: '缩略图',
  STRIP_LEFT: '缩略图向左滚动',
  STRIP_RIGHT: '缩略图向右滚动',
} as const;

/** The name of a thumbnail: its position and picture. */
export function thumbLabel(index: number, alt: string): string {
  return `第${index + 1}张：${alt}`;
}
