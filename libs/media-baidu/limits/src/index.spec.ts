import { describe, expect, it } from 'vitest';
import { BAIDU_LIMITS } from './index';

describe('baidu limits', () => {
  it('are the figures of docs/media-adapters.md, baidu column', () => {
    expect(BAIDU_LIMITS).toEqual({
      MIN_BUDGET: { account: 50, plan: 50 },
      BUDGET_MIN_STEP: 0,
      BUDGET_EDITS_PER_DAY: null,
      BUDGET_OVER_SPEND_RATIO: null,
      BID: { min: 0.3, max: 999.99 },
      NAME_MAX_LENGTH: 30,
    });
  });

  it('hold: every minimum positive, the bid range ordered', () => {
    for (const min of Object.values(BAIDU_LIMITS.MIN_BUDGET)) expect(min).toBeGreaterThan(0);
    expect(BAIDU_LIMITS.BID.min).toBeLessThan(BAIDU_LIMITS.BID.max);
    expect(BAIDU_LIMITS.NAME_MAX_LENGTH).toBeGreaterThan(0);
  });
});
