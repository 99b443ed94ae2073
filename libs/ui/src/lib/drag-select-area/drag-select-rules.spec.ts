import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCROLLING } from '@toufang/domain';
import {
  AUTO_SCROLL_EDGE,
  autoScrollDelta,
  boxesIntersect,
  boxFromPoints,
  clampScroll,
  combineSelection,
  DRAG_THRESHOLD,
  exceedsThreshold,
  hitKeys,
  toContentBox,
  toContentPoint,
} from './drag-select-rules';

const point = fc.record({ x: fc.integer({ min: -2000, max: 2000 }), y: fc.integer({ min: -2000, max: 2000 }) });

describe('drag-select geometry', () => {
  it('auto-scrolls 10 px every 16 ms (spec §9)', () => {
    expect(SCROLLING.AUTO_SCROLL_STEP).toBe(10);
    expect(SCROLLING.AUTO_SCROLL_INTERVAL_MS).toBe(16);
  });

  it('a rectangle is the same whichever corner the drag starts from', () => {
    expect(boxFromPoints({ x: 50, y: 10 }, { x: 5, y: 80 })).toEqual({ left: 5, top: 10, right: 50, bottom: 80 });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const box = boxFromPoints(a, b);
        expect(box).toEqual(boxFromPoints(b, a));
        expect(box.left).toBeLessThanOrEqual(box.right);
        expect(box.top).toBeLessThanOrEqual(box.bottom);
      }),
    );
  });

  it('overlap is strict: touching edges do not select', () => {
    const item = { left: 10, top: 10, right: 20, bottom: 20 };
    expect(boxesIntersect({ left: 0, top: 0, right: 11, bottom: 11 }, item)).toBe(true);
    expect(boxesIntersect({ left: 0, top: 0, right: 10, bottom: 30 }, item)).toBe(false);
    expect(boxesIntersect({ left: 20, top: 0, right: 30, bottom: 30 }, item)).toBe(false);
    expect(boxesIntersect({ left: 12, top: 12, right: 13, bottom: 13 }, item)).toBe(true);
  });

  it('overlap is symmetric', () => {
    fc.assert(fc.property(point, point, point, point, (a, b, c, d) => boxesIntersect(boxFromPoints(a, b), boxFromPoints(c, d)) === boxesIntersect(boxFromPoints(c, d), boxFromPoints(a, b))));
  });

  it('hits keep the items order', () => {
    const items = [
      { key: 'a', box: { left: 0, top: 0, right: 10, bottom: 10 } },
      { key: 'b', box: { left: 20, top: 0, right: 30, bottom: 10 } },
      { key: 'c', box: { left: 0, top: 20, right: 10, bottom: 30 } },
    ];
    expect(hitKeys({ left: 5, top: 5, right: 25, bottom: 8 }, items)).toEqual(['a', 'b']);
    expect(hitKeys({ left: 5, top: 5, right: 6, bottom: 25 }, items)).toEqual(['a', 'c']);
    expect(hitKeys({ left: 11, top: 11, right: 19, bottom: 19 }, items)).toEqual([]);
  });

  it('replace keeps only the hits; add keeps the earlier selection and appends new hits once', () => {
    expect(combineSelection(['x', 'a'], ['a', 'b'], 'replace')).toEqual(['a', 'b']);
    expect(combineSelection(['x', 'a'], ['a', 'b'], 'add')).toEqual(['x', 'a', 'b']);
    expect(combineSelection([], ['a', 'a'], 'replace')).toEqual(['a']);
    fc.assert(
      fc.property(fc.array(fc.string()), fc.array(fc.string()), (base, hits) => {
        const added = combineSelection(base, hits, 'add');
        expect(new Set(added)).toEqual(new Set([...base, ...hits]));
        expect(added.length).toBe(new Set(added).size);
      }),
    );
  });

  it('client points map to content points through the area corner, border and scroll', () => {
    const area = { left: 100, top: 50, clientLeft: 1, clientTop: 1, scrollLeft: 0, scrollTop: 200 };
    expect(toContentPoint({ x: 151, y: 61 }, area)).toEqual({ x: 50, y: 210 });
    expect(toContentBox({ left: 101, top: 51, right: 141, bottom: 91 }, area)).toEqual({ left: 0, top: 200, right: 40, bottom: 240 });
  });

  it('a press becomes a drag only past the threshold', () => {
    expect(DRAG_THRESHOLD).toBe(3);
    expect(exceedsThreshold({ x: 0, y: 0 }, { x: 3, y: -3 })).toBe(false);
    expect(exceedsThreshold({ x: 0, y: 0 }, { x: 4, y: 0 })).toBe(true);
    expect(exceedsThreshold({ x: 0, y: 0 }, { x: 0, y: -4 })).toBe(true);
  });

  it('auto-scroll moves one step of 10 px towards the edge the pointer is near or past', () => {
    const viewport = { left: 0, top: 0, right: 300, bottom: 200 };
    expect(AUTO_SCROLL_EDGE).toBe(20);
    expect(autoScrollDelta({ x: 150, y: 100 }, viewport)).toEqual({ x: 0, y: 0 });
    expect(autoScrollDelta({ x: 150, y: 185 }, viewport)).toEqual({ x: 0, y: 10 });
    expect(autoScrollDelta({ x: 150, y: 260 }, viewport)).toEqual({ x: 0, y: 10 });
    expect(autoScrollDelta({ x: 150, y: 10 }, viewport)).toEqual({ x: 0, y: -10 });
    expect(autoScrollDelta({ x: 150, y: -40 }, viewport)).toEqual({ x: 0, y: -10 });
    expect(autoScrollDelta({ x: 290, y: 5 }, viewport)).toEqual({ x: 10, y: -10 });
    expect(autoScrollDelta({ x: 5, y: 100 }, viewport)).toEqual({ x: -10, y: 0 });
    // The edge zone ends exactly 20 px in.
    expect(autoScrollDelta({ x: 20, y: 180 }, viewport)).toEqual({ x: 0, y: 0 });
  });

  it('every auto-scroll delta is -10, 0 or 10', () => {
    const viewport = { left: 0, top: 0, right: 300, bottom: 200 };
    fc.assert(
      fc.property(point, (p) => {
        const { x, y } = autoScrollDelta(p, viewport);
        expect([-10, 0, 10]).toContain(x);
        expect([-10, 0, 10]).toContain(y);
      }),
    );
  });

  it('scrolling stays between 0 and the largest offset', () => {
    expect(clampScroll(0, -10, 500)).toBe(0);
    expect(clampScroll(495, 10, 500)).toBe(500);
    expect(clampScroll(100, 10, 500)).toBe(110);
    expect(clampScroll(0, 10, -5)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 1000 }), (current, delta, max) => {
        const next = clampScroll(Math.min(current, max), delta, max);
        return next >= 0 && next <= max;
      }),
    );
  });
});
