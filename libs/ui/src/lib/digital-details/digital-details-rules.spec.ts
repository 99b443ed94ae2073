import { SIZES } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { tooltipDelay } from '../ellipsis-text/ellipsis-text-rules';
import { cellText, countLabel, detailsCount, hasDetails } from './digital-details-rules';

describe('digital details rules', () => {
  it('uses the tooltip delay of widgets spec §9: 1000 ms by default, at least 250 ms, 350 px wide', () => {
    expect(SIZES.TOOLTIP_DELAY_MS).toBe(1000);
    expect(SIZES.TOOLTIP_MIN_DELAY_MS).toBe(250);
    expect(SIZES.TOOLTIP_MAX_WIDTH_WIDGETS).toBe(350);
    expect(tooltipDelay(undefined)).toBe(1000);
    expect(tooltipDelay(100)).toBe(250);
    expect(tooltipDelay(600)).toBe(600);
  });

  it('counts the caller number, else the rows, else the items', () => {
    expect(detailsCount(12, ['a'], undefined)).toBe(12);
    expect(detailsCount(0, ['a'], undefined)).toBe(0);
    expect(detailsCount(undefined, ['a', 'b'], undefined)).toBe(2);
    expect(detailsCount(undefined, ['a'], [{}, {}, {}])).toBe(3);
    expect(detailsCount(undefined, undefined, undefined)).toBe(0);
    expect(detailsCount(Number.NaN, ['a'], undefined)).toBe(1);
  });

  it('has details when the list has items, or the table has rows', () => {
    expect(hasDetails(['a'], undefined, undefined)).toBe(true);
    expect(hasDetails([], undefined, undefined)).toBe(false);
    expect(hasDetails(undefined, [{}], [{}])).toBe(true);
    expect(hasDetails(['a'], [], [{}])).toBe(false);
  });

  it('writes cells and the accessible name', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(0)).toBe('0');
    expect(cellText('账户')).toBe('账户');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
    expect(countLabel(3, '已选账户')).toBe('已选账户：3');
    expect(countLabel(3)).toBe('3');
  });
});
