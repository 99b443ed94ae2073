import { describe, expect, it } from 'vitest';
import type { MediaLimits } from '@toufang/server-media';
import { minBudgetOf } from './accounts';
import { isLowEfficiencyLabel } from './low-efficiency';

describe('the media’s words read by a proposal', () => {
  it('reads each media’s low-efficiency label as one, and no other label', () => {
    for (const label of ['低效素材', '低效', '低质素材']) expect(isLowEfficiencyLabel(label)).toBe(true);
    for (const label of ['首发素材', '同质化素材', '重复素材', '原创首发', '相似素材']) expect(isLowEfficiencyLabel(label)).toBe(false);
  });

  it('suggests at least the largest per-level minimum budget, the account’s when no level has one', () => {
    expect(minBudgetOf({ minBudget: { account: 1000, campaign: 300, plan: 100 } } as unknown as MediaLimits)).toBe(300);
    expect(minBudgetOf({ minBudget: { account: 1000 } } as unknown as MediaLimits)).toBe(1000);
  });
});
