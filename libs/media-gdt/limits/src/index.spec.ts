import { describe, expect, it } from 'vitest';
import { GDT_LIMITS } from './index';

describe('gdt limits', () => {
  it('are the figures of docs/media-adapters.md, gdt column', () => {
    expect(GDT_LIMITS).toEqual({
      MIN_BUDGET: { account: 50, group: 50 },
      BUDGET_MIN_STEP: 50,
      BUDGET_EDITS_PER_DAY: 5,
      BUDGET_OVER_SPEND_RATIO: null,
      BID: { min: 0.1, max: 5000 },
      NAME_MAX_LENGTH: 60,
    });
  });

  it('hold: every minimum positive, the bid range ordered', () => {
    for (const min of Object.values(GDT_LIMITS.MIN_BUDGET)) expect(min).toBeGreaterThan(0);
    expect(GDT_LIMITS.BID.min).toBeLessThan(GDT_LIMITS.BID.max);
    expect(GDT_LIMITS.NAME_MAX_LENGTH).toBeGreaterThan(0);
  });
});
