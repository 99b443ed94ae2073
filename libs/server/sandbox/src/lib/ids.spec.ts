import { describe, expect, it } from 'vitest';
import { hasShape, shapedId } from './ids';

describe('ids shaped like each media', () => {
  it('keeps prefix and length and never repeats', () => {
    const shape = { prefix: '76', digits: 19 };
    const ids = Array.from({ length: 5000 }, (_, n) => shapedId(shape, n + 1));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => hasShape(shape, id))).toBe(true);
    // Consecutive numbers land far apart, as media ids look.
    expect(Math.abs(Number(ids[1].slice(2, 8)) - Number(ids[0].slice(2, 8)))).toBeGreaterThan(1000);
  });
});
