import { describe, expect, it } from 'vitest';
import { BILIBILI_LIMITS } from './index';

describe('bilibili limits', () => {
  it('are the figures of docs/media-adapters.md, bilibili column', () => {
    expect(BILIBILI_LIMITS).toEqual({
      MIN_BUDGET: { account: 100, plan: 100, unit: 50 },
      BUDGET_MIN_STEP: 0,
      BUDGET_EDITS_PER_DAY: 10,
      BUDGET_OVER_SPEND_RATIO: null,
      BID: { min: 0.1, max: 2000 },
      NAME_MAX_LENGTH: 50,
    });
  });

  it('hold: every minimum positive, the bid range ordered', () => {
    for (const min of Object.values(BILIBILI_LIMITS.MIN_BUDGET)) expect(min).toBeGreaterThan(0);
    expect(BILIBILI_LIMITS.BID.min).toBeLessThan(BILIBILI_LIMITS.BID.max);
    expect(BILIBILI_LIMITS.NAME_MAX_LENGTH).toBeGreaterThan(0);
  });
});
