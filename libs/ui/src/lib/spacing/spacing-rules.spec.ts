import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spacingGap, spacingPx, type SpacingSize } from './spacing-rules';

describe('spacing rules', () => {
  it('named sizes are mini 4, small 8, medium 16, large 24 (spec §9)', () => {
    expect(spacingPx('mini')).toBe(4);
    expect(spacingPx('small')).toBe(8);
    expect(spacingPx('medium')).toBe(16);
    expect(spacingPx('large')).toBe(24);
  });

  it('numbers are px; a bad number or name falls back to small', () => {
    expect(spacingPx(12)).toBe(12);
    expect(spacingPx(0)).toBe(0);
    expect(spacingPx(-1)).toBe(8);
    expect(spacingPx(Number.NaN)).toBe(8);
    expect(spacingPx('huge' as SpacingSize)).toBe(8);
    expect(spacingPx('toString' as SpacingSize)).toBe(8);
  });

  it('one size gives both gaps, a pair gives horizontal then vertical', () => {
    expect(spacingGap('medium')).toEqual([16, 16]);
    expect(spacingGap(['mini', 'large'])).toEqual([4, 24]);
    expect(spacingGap([10, 'small'])).toEqual([10, 8]);
  });

  it('any non-negative number is kept as it is', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1000 }), (n) => spacingGap(n)[0] === n && spacingGap(n)[1] === n));
  });
});
