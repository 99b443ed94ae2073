import fc from 'fast-check';
import { VIRTUAL_LIST } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { keptRange, keyScrollOffset, SCROLL_KEYS } from './virtual-list-rules';

describe('virtual list constants (widgets spec §9)', () => {
  it('keeps 30 items with an estimated size of 50', () => {
    expect(VIRTUAL_LIST.KEEP).toBe(30);
    expect(VIRTUAL_LIST.ESTIMATE).toBe(50);
  });
});

describe('keptRange: the visible items topped up to 30 with overscan', () => {
  it('keeps 30 by default, the overscan split around the visible items', () => {
    const range = keptRange({ startIndex: 100, endIndex: 107, count: 10000 });
    expect(range).toHaveLength(30);
    expect(range[0]).toBe(89);
    expect(range[29]).toBe(118);
  });

  it('moves overscan that would pass the top to below, and past the bottom to above', () => {
    expect(keptRange({ startIndex: 0, endIndex: 7, count: 10000 })).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(keptRange({ startIndex: 9992, endIndex: 9999, count: 10000 })).toEqual(Array.from({ length: 30 }, (_, i) => 9970 + i));
    expect(keptRange({ startIndex: 3, endIndex: 8, count: 10000 })).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('renders every item of a list shorter than 30, and nothing of an empty list', () => {
    expect(keptRange({ startIndex: 0, endIndex: 4, count: 12 })).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(keptRange({ startIndex: 0, endIndex: 0, count: 0 })).toEqual([]);
  });

  it('never leaves a visible item out when more than 30 are visible', () => {
    expect(keptRange({ startIndex: 10, endIndex: 49, count: 1000 })).toEqual(Array.from({ length: 40 }, (_, i) => 10 + i));
  });

  it('takes another keep count', () => {
    expect(keptRange({ startIndex: 50, endIndex: 53, count: 1000 }, 10)).toEqual([47, 48, 49, 50, 51, 52, 53, 54, 55, 56]);
  });

  it('property: contiguous, in bounds, holds the visible items, exactly min(count, max(keep, visible)) long', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20000 }),
        fc.integer({ min: 0, max: 20000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 60 }),
        (count, rawStart, span, keep) => {
          const start = rawStart % count;
          const end = Math.min(count - 1, start + span);
          const range = keptRange({ startIndex: start, endIndex: end, count }, keep);
          const visible = end - start + 1;
          expect(range).toHaveLength(Math.min(count, Math.max(keep, visible)));
          expect(range[0]).toBeGreaterThanOrEqual(0);
          expect(range[range.length - 1]).toBeLessThan(count);
          expect(range[0]).toBeLessThanOrEqual(start);
          expect(range[range.length - 1]).toBeGreaterThanOrEqual(end);
          range.forEach((index, i) => i > 0 && expect(index).toBe(range[i - 1] + 1));
        },
      ),
    );
  });
});

describe('keyScrollOffset: keyboard scrolling', () => {
  const box = { offset: 1000, viewport: 400, total: 500000 };

  it('arrows move one estimated item (50 px by default)', () => {
    expect(keyScrollOffset('ArrowDown', box)).toBe(1050);
    expect(keyScrollOffset('ArrowUp', box)).toBe(950);
    expect(keyScrollOffset('ArrowDown', { ...box, step: 35 })).toBe(1035);
  });

  it('Page Down / Page Up move one viewport; Home and End go to the ends', () => {
    expect(keyScrollOffset('PageDown', box)).toBe(1400);
    expect(keyScrollOffset('PageUp', box)).toBe(600);
    expect(keyScrollOffset('Home', box)).toBe(0);
    expect(keyScrollOffset('End', box)).toBe(499600);
  });

  it('stays within the list', () => {
    expect(keyScrollOffset('ArrowUp', { ...box, offset: 20 })).toBe(0);
    expect(keyScrollOffset('PageDown', { ...box, offset: 499500 })).toBe(499600);
    expect(keyScrollOffset('End', { offset: 0, viewport: 400, total: 100 })).toBe(0);
  });

  it('ignores other keys', () => {
    expect(keyScrollOffset('Enter', box)).toBeNull();
    expect(keyScrollOffset('a', box)).toBeNull();
    expect(SCROLL_KEYS).toEqual(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End']);
  });

  it('property: the result is always a valid scroll position', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SCROLL_KEYS),
        fc.nat(100000),
        fc.integer({ min: 1, max: 2000 }),
        fc.nat(200000),
        (key, offset, viewport, total) => {
          const next = keyScrollOffset(key, { offset, viewport, total }) as number;
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThanOrEqual(Math.max(0, total - viewport));
        },
      ),
    );
  });
});
