import { describe, expect, it } from 'vitest';
import { addSums, ZERO_SUMS } from './delivery-metrics';

describe('addSums', () => {
  it('adds money in 分, so a thousand rows of 0.1 元 make exactly 100 元, and counts as they are', () => {
    let sums = ZERO_SUMS;
    for (let i = 0; i < 1000; i++) sums = addSums(sums, { cost: 0.1, show: 3, payAmount: 0.07 });
    expect(sums.cost).toBe(100);
    expect(sums.payAmount).toBe(70);
    expect(sums.show).toBe(3000);
    expect(sums.click).toBe(0);
  });
});
