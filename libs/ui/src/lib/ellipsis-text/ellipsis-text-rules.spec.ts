import fc from 'fast-check';
import { SIZES } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { ellipsisRows, isTruncated, tooltipDelay } from './ellipsis-text-rules';

describe('ellipsis-text rules', () => {
  it('the spec constants: table cells 2 lines, tooltip 350 px wide, 1000 ms delay, never below 250 ms', () => {
    expect(SIZES.TABLE_CELL_ELLIPSIS_LINES).toBe(2);
    expect(SIZES.TOOLTIP_MAX_WIDTH_WIDGETS).toBe(350);
    expect(SIZES.TOOLTIP_DELAY_MS).toBe(1000);
    expect(SIZES.TOOLTIP_MIN_DELAY_MS).toBe(250);
  });

  it('counts text as cut when it overflows sideways or downwards, not when it fits', () => {
    expect(isTruncated({ scrollWidth: 100, clientWidth: 100, scrollHeight: 20, clientHeight: 20 })).toBe(false);
    expect(isTruncated({ scrollWidth: 101, clientWidth: 100, scrollHeight: 20, clientHeight: 20 })).toBe(true);
    expect(isTruncated({ scrollWidth: 100, clientWidth: 100, scrollHeight: 41, clientHeight: 40 })).toBe(true);
    expect(isTruncated({ scrollWidth: 0, clientWidth: 0, scrollHeight: 0, clientHeight: 0 })).toBe(false);
  });

  it('shows 1 line by default, 2 in a table cell, and a positive whole rows value when given', () => {
    expect(ellipsisRows(undefined)).toBe(1);
    expect(ellipsisRows(undefined, true)).toBe(2);
    expect(ellipsisRows(3)).toBe(3);
    expect(ellipsisRows(1, true)).toBe(1);
    expect(ellipsisRows(0)).toBe(1);
    expect(ellipsisRows(1.5, true)).toBe(2);
  });

  it('defaults the delay to 1000 ms and keeps any delay at 250 ms or more', () => {
    expect(tooltipDelay()).toBe(1000);
    expect(tooltipDelay(undefined)).toBe(1000);
    expect(tooltipDelay(249)).toBe(250);
    expect(tooltipDelay(250)).toBe(250);
    expect(tooltipDelay(600)).toBe(600);
    expect(tooltipDelay(Number.NaN)).toBe(1000);
    fc.assert(fc.property(fc.integer({ min: -10_000, max: 10_000 }), (ms) => tooltipDelay(ms) >= 250 && tooltipDelay(ms) >= Math.min(ms, 10_000)));
  });
});
