// The batch bid dialog's result as one value per row (the server takes one value per object): 固定 gives
// every row the same bid, 阶梯 spreads them evenly from the lowest to the highest in the rows' order, 随机
// draws each from the range. Rounded to the dialog's precision and kept inside the range.
import type { BidDialogResult } from '@toufang/ui';

export interface BidRowValue {
  id: string;
  value: number;
}

/** Rounds to `precision` decimals, then keeps the value inside [min, max] at that precision. */
export function roundBid(value: number, precision: number, min: number, max: number): number {
  const factor = 10 ** precision;
  const low = Math.ceil(min * factor - 1e-9) / factor;
  const high = Math.floor(max * factor + 1e-9) / factor;
  const rounded = Math.round(value * factor) / factor;
  return Math.min(high, Math.max(low, rounded));
}

/**
 * One bid per row. `random` returns a number in [0, 1) (Math.random by default; tests pass a seeded one).
 * A range type without both ends, or a fixed type without its value, gives no values: the dialog does not
 * confirm such a result.
 */
export function bulkBidValues(result: BidDialogResult, ids: readonly string[], random: () => number = Math.random): BidRowValue[] {
  const { type, precision } = result;
  if (type === 'FIXED') {
    if (result.num === null) return [];
    const value = roundBid(result.num, precision, result.num, result.num);
    return ids.map((id) => ({ id, value }));
  }
  if (result.min === null || result.max === null) return [];
  const { min, max } = result;
  if (type === 'LADDER') {
    const steps = ids.length - 1;
    return ids.map((id, i) => ({ id, value: roundBid(steps === 0 ? min : min + ((max - min) * i) / steps, precision, min, max) }));
  }
  return ids.map((id) => ({ id, value: roundBid(min + (max - min) * random(), precision, min, max) }));
}
