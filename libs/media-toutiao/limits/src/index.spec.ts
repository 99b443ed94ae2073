import { describe, expect, it } from 'vitest';
import { TOUTIAO_LIMITS } from './index';

describe('toutiao limits', () => {
  it('are the figures of docs/media-adapters.md, toutiao column', () => {
    expect(TOUTIAO_LIMITS).toEqual({
      MIN_BUDGET: { account: 1000, project: 300, 'delivery-group': 300, plan: 300 },
      BUDGET_MIN_STEP: 100,
      BUDGET_EDITS_PER_DAY: 20,
      BUDGET_OVER_SPEND_RATIO: null,
      BID: { min: 0.1, max: 10_000 },
      NAME_MAX_LENGTH: 100,
    });
  });

  it('hold: every minimum positive, the bid range ordered', () => {
    for (const min of Object.values(TOUTIAO_LIMITS.MIN_BUDGET)) expect(min).toBeGreaterThan(0);
    expect(TOUTIAO_LIMITS.BID.min).toBeLessThan(TOUTIAO_LIMITS.BID.max);
    expect(TOUTIAO_LIMITS.NAME_MAX_LENGTH).toBeGreaterThan(0);
  });
});
