import { describe, expect, it } from 'vitest';
import { QIANCHUAN_LIMITS } from './index';

describe('qianchuan limits', () => {
  it('are the figures of docs/media-adapters.md, qianchuan column', () => {
    expect(QIANCHUAN_LIMITS).toEqual({
      MIN_BUDGET: { account: 300, group: 300, plan: 300 },
      BUDGET_MIN_STEP: 100,
      BUDGET_EDITS_PER_DAY: 20,
      BUDGET_OVER_SPEND_RATIO: null,
      BID: { min: 0.1, max: 5000 },
      NAME_MAX_LENGTH: 100,
    });
  });

  it('hold: every minimum positive, the bid range ordered', () => {
    for (const min of Object.values(QIANCHUAN_LIMITS.MIN_BUDGET)) expect(min).toBeGreaterThan(0);
    expect(QIANCHUAN_LIMITS.BID.min).toBeLessThan(QIANCHUAN_LIMITS.BID.max);
    expect(QIANCHUAN_LIMITS.NAME_MAX_LENGTH).toBeGreaterThan(0);
  });
});
