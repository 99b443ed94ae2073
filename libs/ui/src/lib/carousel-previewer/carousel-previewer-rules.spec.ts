import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { CAROUSEL_PREVIEWER, IMAGE_GROUP } from '@toufang/domain';
import {
  CAROUSEL_PREVIEWER_TEXTS,
  PRESS_MOVE_TOLERANCE,
  THUMB_GAP,
  clampScroll,
  createLongPress,
  createThrottle,
  dragScroll,
  easeOut,
  movedBeyond,
  revealScroll,
  scrollAt,
  stepScroll,
  thumbLabel,
  wheelDirection,
} from './carousel-previewer-rules';

describe('carousel previewer constants (widgets spec §9)', () => {
  it('step 110 px, 300 ms animation, 300 ms long press, 167 ms wheel throttle, 600 wide, 60vh high, 1500 ms', () => {
    expect(CAROUSEL_PREVIEWER).toEqual({ THUMB_STEP: 110, ANIMATION_MS: 300, LONG_PRESS_MS: 300, WHEEL_THROTTLE_MS: 167, WIDTH: 600, HEIGHT: '60vh' });
    expect(IMAGE_GROUP.PICTURE_CAROUSEL_INTERVAL_MS).toBe(1500);
  });
});

describe('step clamp', () => {
  it('steps 110 px each way', () => {
    expect(stepScroll(0, 1, 1000)).toBe(110);
    expect(stepScroll(220, -1, 1000)).toBe(110);
  });

  it('stops at both ends', () => {
    expect(stepScroll(50, -1, 1000)).toBe(0);
    expect(stepScroll(0, -1, 1000)).toBe(0);
    expect(stepScroll(950, 1, 1000)).toBe(1000);
    expect(stepScroll(0, 1, 0)).toBe(0);
    expect(clampScroll(-5, 100)).toBe(0);
    expect(clampScroll(5, -100)).toBe(0);
  });

  it('always lands within 0..max and moves at most one step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), fc.constantFrom<-1 | 1>(-1, 1), (from, max, direction) => {
        const start = clampScroll(from, max);
        const to = stepScroll(start, direction, max);
        expect(to).toBeGreaterThanOrEqual(0);
        expect(to).toBeLessThanOrEqual(max);
        expect(Math.abs(to - start)).toBeLessThanOrEqual(CAROUSEL_PREVIEWER.THUMB_STEP);
      }),
    );
  });

  it('a thumbnail and its gap make one step', () => {
    expect(THUMB_GAP).toBeLessThan(CAROUSEL_PREVIEWER.THUMB_STEP);
  });
});

describe('scroll animation over 300 ms', () => {
  it('starts at from, ends at to exactly at 300 ms, and moves monotonically', () => {
    expect(scrollAt(0, 110, 0)).toBe(0);
    expect(scrollAt(0, 110, 150)).toBeGreaterThan(55); // ease-out: past half way at half time
    expect(scrollAt(0, 110, 299)).toBeLessThan(110);
    expect(scrollAt(0, 110, 300)).toBe(110);
    expect(scrollAt(0, 110, 1000)).toBe(110);
    expect(scrollAt(110, 0, 0, 0)).toBe(0);
    let last = -1;
    for (let t = 0; t <= CAROUSEL_PREVIEWER.ANIMATION_MS; t += 10) {
      const at = scrollAt(0, 110, t);
      expect(at).toBeGreaterThanOrEqual(last);
      last = at;
    }
    expect(easeOut(-1)).toBe(0);
    expect(easeOut(2)).toBe(1);
  });
});

describe('wheel, drag and reveal', () => {
  it('the larger wheel axis decides the direction', () => {
    expect(wheelDirection(0, 40)).toBe(1);
    expect(wheelDirection(0, -40)).toBe(-1);
    expect(wheelDirection(-30, 10)).toBe(-1);
    expect(wheelDirection(0, 0)).toBe(0);
  });

  it('dragging follows the pointer the other way, clamped', () => {
    expect(dragScroll(200, 100, 60, 1000)).toBe(240);
    expect(dragScroll(200, 100, 180, 1000)).toBe(120);
    expect(dragScroll(200, 100, 500, 1000)).toBe(0);
    expect(dragScroll(900, 100, -300, 1000)).toBe(1000);
  });

  it('a press turns into a swipe beyond 5 px', () => {
    expect(PRESS_MOVE_TOLERANCE).toBe(5);
    expect(movedBeyond(0, 0, 3, 4)).toBe(false);
    expect(movedBeyond(0, 0, 4, 4)).toBe(true);
  });

  it('reveals a thumbnail by moving as little as possible', () => {
    // viewport 330 shows 3 thumbnails (100 px wide, 10 px gap)
    expect(revealScroll(1, 0, 330, 1000)).toBe(0);
    expect(revealScroll(3, 0, 330, 1000)).toBe(3 * 110 + 100 - 330);
    expect(revealScroll(0, 440, 330, 1000)).toBe(0);
    // 12 thumbnails: 12 × 110 − 10 = 1310 wide, so the last position is 1310 − 330 = 980
    expect(revealScroll(11, 0, 330, 980)).toBe(980);
    expect(revealScroll(11, 0, 330, 900)).toBe(900);
  });
});

describe('createThrottle (167 ms, fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first call and drops the others for 167 ms', () => {
    const step = vi.fn();
    const throttled = createThrottle(step);
    expect(throttled(1)).toBe(true);
    expect(throttled(1)).toBe(false);
    vi.advanceTimersByTime(CAROUSEL_PREVIEWER.WHEEL_THROTTLE_MS - 1);
    expect(throttled(1)).toBe(false);
    expect(step).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(throttled(-1)).toBe(true);
    expect(step).toHaveBeenCalledTimes(2);
    expect(step).toHaveBeenLastCalledWith(-1);
  });

  it('drops, never defers: nothing runs later', () => {
    const step = vi.fn();
    const throttled = createThrottle(step);
    throttled();
    throttled();
    vi.advanceTimersByTime(1000);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('a steady stream of wheel events steps at most once per 167 ms', () => {
    const step = vi.fn();
    const throttled = createThrottle(step);
    for (let t = 0; t < 1000; t += 10) {
      throttled();
      vi.advanceTimersByTime(10);
    }
    expect(step).toHaveBeenCalledTimes(Math.ceil(1000 / 170)); // calls land on the 10 ms grid: every 170 ms
  });

  it('takes another wait and clock', () => {
    let time = 0;
    const step = vi.fn();
    const throttled = createThrottle(step, 50, () => time);
    throttled();
    time = 49;
    throttled();
    time = 50;
    throttled();
    expect(step).toHaveBeenCalledTimes(2);
  });
});

describe('createLongPress (300 ms, fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires once a press has lasted 300 ms', () => {
    const onLongPress = vi.fn();
    const press = createLongPress(onLongPress);
    press.start();
    vi.advanceTimersByTime(CAROUSEL_PREVIEWER.LONG_PRESS_MS - 1);
    expect(onLongPress).not.toHaveBeenCalled();
    expect(press.fired).toBe(false);
    vi.advanceTimersByTime(1);
    expect(onLongPress).toHaveBeenCalledTimes(1);
    expect(press.fired).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('a press released (or swiped) earlier does not fire', () => {
    const onLongPress = vi.fn();
    const press = createLongPress(onLongPress);
    press.start();
    vi.advanceTimersByTime(299);
    press.cancel();
    vi.advanceTimersByTime(1000);
    expect(onLongPress).not.toHaveBeenCalled();
    expect(press.fired).toBe(false);
  });

  it('a new press restarts the count and clears the last result', () => {
    const onLongPress = vi.fn();
    const press = createLongPress(onLongPress);
    press.start();
    vi.advanceTimersByTime(300);
    expect(press.fired).toBe(true);
    press.start();
    expect(press.fired).toBe(false);
    vi.advanceTimersByTime(200);
    press.start();
    vi.advanceTimersByTime(200);
    expect(onLongPress).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(onLongPress).toHaveBeenCalledTimes(2);
  });

  it('takes another delay', () => {
    const onLongPress = vi.fn();
    const press = createLongPress(onLongPress, 500);
    press.start();
    vi.advanceTimersByTime(300);
    expect(onLongPress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(onLongPress).toHaveBeenCalled();
  });
});

describe('strip texts', () => {
  it('names the strip, its buttons and each thumbnail', () => {
    expect(CAROUSEL_PREVIEWER_TEXTS).toEqual({ STRIP: '缩略图', STRIP_LEFT: '缩略图向左滚动', STRIP_RIGHT: '缩略图向右滚动' });
    expect(thumbLabel(0, 'a.png')).toBe('第1张：a.png');
  });
});
