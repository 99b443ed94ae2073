import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkBidValues, roundBid } from './bid-values';

describe('bulk bids', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'];

  it('gives every row the fixed bid', () => {
    expect(bulkBidValues({ type: 'FIXED', num: 1.5, min: null, max: null, precision: 2 }, ids).map((r) => r.value)).toEqual([1.5, 1.5, 1.5, 1.5, 1.5]);
  });

  it('spreads a ladder evenly from the lowest to the highest in the rows\' order', () => {
    expect(bulkBidValues({ type: 'LADDER', num: null, min: 1, max: 2, precision: 2 }, ids)).toEqual([
      { id: 'a', value: 1 },
      { id: 'b', value: 1.25 },
      { id: 'c', value: 1.5 },
      { id: 'd', value: 1.75 },
      { id: 'e', value: 2 },
    ]);
    expect(bulkBidValues({ type: 'LADDER', num: null, min: 1, max: 2, precision: 2 }, ['only'])).toEqual([{ id: 'only', value: 1 }]);
  });

  it('draws random bids from the range with the source it is given', () => {
    const draws = [0, 0.5, 0.999];
    let i = 0;
    const values = bulkBidValues({ type: 'RANDOM', num: null, min: 1, max: 3, precision: 1 }, ['a', 'b', 'c'], () => draws[i++]);
    expect(values.map((r) => r.value)).toEqual([1, 2, 3]);
  });

  it('gives nothing for a result the dialog would not confirm', () => {
    expect(bulkBidValues({ type: 'LADDER', num: null, min: null, max: 2, precision: 2 }, ids)).toEqual([]);
    expect(bulkBidValues({ type: 'FIXED', num: null, min: null, max: null, precision: 2 }, ids)).toEqual([]);
  });

  it('keeps every value in the range, at the precision; a ladder never goes down', () => {
    const range = fc
      .tuple(fc.integer({ min: 1, max: 9_999_999 }), fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 0, max: 2 }))
      .map(([low, width, precision]) => ({ min: low / 100, max: (low + width) / 100, precision }));
    fc.assert(
      fc.property(range, fc.integer({ min: 1, max: 200 }), fc.constantFrom('LADDER', 'RANDOM'), fc.double({ min: 0, max: 0.9999999, noNaN: true }), (r, n, type, draw) => {
        const rowIds = Array.from({ length: n }, (_, k) => String(k));
        const values = bulkBidValues({ type: type as 'LADDER' | 'RANDOM', num: null, ...r }, rowIds, () => draw).map((v) => v.value);
        expect(values).toHaveLength(n);
        const factor = 10 ** r.precision;
        for (const v of values) {
          expect(Math.abs(Math.round(v * factor) - v * factor)).toBeLessThan(1e-6);
          // Inside the range at the precision (a range narrower than one step rounds to the nearest inside value).
          expect(v).toBeGreaterThanOrEqual(roundBid(r.min, r.precision, r.min, r.max) - 1e-9);
          expect(v).toBeLessThanOrEqual(r.max + 1e-9);
        }
        if (type === 'LADDER') for (let k = 1; k < values.length; k++) expect(values[k]).toBeGreaterThanOrEqual(values[k - 1]);
      }),
    );
  });
});
