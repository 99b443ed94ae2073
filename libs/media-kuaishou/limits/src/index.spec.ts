import { describe, expect, it } from 'vitest';
import { KUAISHOU_LIMITS } from './index';

describe('kuaishou limits', () => {
  it('are the figures of docs/media-adapters.md, kuaishou column', () => {
    expect(KUAISHOU_LIMITS).toEqual({
      MIN_BUDGET: { account: 500, plan: 500, 'delivery-group': 100 },
      BUDGET_MIN_STEP: 0,
      BUDGET_EDITS_PER_DAY: null,
      BUDGET_OVER_SPEND_RATIO: 1.2,
      BID: { min: 0.2, max: 3000 },
      NAME_MAX_LENGTH: 100,
    });
  });

  it('hold: every minimum positive, the bid range ordered', () => {
    for (const min of Object.values(KUAISHOU_LIMITS.MIN_BUDGET)) expect(min).toBeGreaterThan(0);
    expect(KUAISHOU_LIMITS.BID.min).toBeLessThan(KUAISHOU_LIMITS.BID.max);
    expect(KUAISHOU_LIMITS.NAME_MAX_LENGTH).toBeGreaterThan(0);
  });
});
