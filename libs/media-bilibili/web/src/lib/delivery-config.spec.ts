import { describe, expect, it } from 'vitest';
import { DELIVERY_LEVELS, mediaMetrics } from '@toufang/domain';
import { deliveryConfigProblems, levelConfig } from '@toufang/delivery';
import { DELIVERY_CALLS } from './queries/delivery-calls';
import { DELIVERY_CONFIG } from './delivery-config';
import { BILIBILI_LIMITS } from '@toufang/media-bilibili-limits';

const level = (name: (typeof DELIVERY_LEVELS.bilibili)[number]) => levelConfig(DELIVERY_CONFIG, name);
const budget = (min: number) => ({ label: '日预算', min, max: expect.any(Number), minStep: 0, editsPerDay: 10, allowUnlimited: true });

describe('bilibili delivery configuration', () => {
  it('is sound: every level of the registry, the metric vocabulary, limits that can hold', () => {
    expect(deliveryConfigProblems(DELIVERY_CONFIG)).toEqual([]);
  });

  it('makes its calls through its own binding of the delivery calls', () => {
    expect(DELIVERY_CONFIG.calls).toBe(DELIVERY_CALLS);
    expect(DELIVERY_CALLS.media).toBe('bilibili');
  });

  it('states the limits of their one source, @toufang/media-bilibili-limits, on every level', () => {
    for (const name of DELIVERY_LEVELS.bilibili) {
      const { budget, bid, rename } = level(name).actions;
      const minBudget: Readonly<Record<string, number>> = BILIBILI_LIMITS.MIN_BUDGET;
      if (budget) expect(budget.min).toBe(minBudget[name]);
      if (bid) expect([bid.min, bid.max]).toEqual([BILIBILI_LIMITS.BID.min, BILIBILI_LIMITS.BID.max]);
      if (rename) expect(rename.maxLength).toBe(BILIBILI_LIMITS.NAME_MAX_LENGTH);
    }
  });

  it('drills account → 广告计划 → 广告单元 → 创意 (shell spec §2.3), the creative at the bottom', () => {
    expect(Object.keys(DELIVERY_CONFIG.levels)).toEqual([...DELIVERY_LEVELS.bilibili]);
    expect(level('account').child).toBe('plan');
    expect(level('plan').child).toBe('unit');
    expect(level('unit').child).toBe('creative');
    expect(level('creative').child).toBeUndefined();
    expect(DELIVERY_LEVELS.bilibili.map((name) => level(name).label)).toEqual(['账户', '广告计划', '广告单元', '创意']);
  });

  it('edits an account\'s daily budget only: 100 元 at least, ten times a day', () => {
    expect(level('account').actions).toEqual({ status: false, budget: { ...budget(100), label: '账户日预算' } });
  });

  it('switches, renames (50 characters) and budgets a plan (100 元 at least), which has no bid', () => {
    expect(level('plan').actions).toEqual({ status: true, budget: budget(100), rename: { maxLength: 50 } });
    expect(level('plan').columns.map((c) => c.key)).not.toContain('bid');
  });

  it('bids (0.1–2000 元) and budgets (50 元 at least) a 广告单元, the delivering level', () => {
    expect(level('unit').actions).toEqual({
      status: true,
      bid: { label: '出价', min: 0.1, max: 2000, precision: 2, roiRatio: false },
      budget: budget(50),
      rename: { maxLength: 50 },
    });
  });

  it('switches and renames a creative, which has no budget or bid of its own', () => {
    expect(level('creative').actions).toEqual({ status: true, rename: { maxLength: 50 } });
    const keys = level('creative').columns.map((c) => c.key);
    expect(keys).not.toContain('budget');
    expect(keys).not.toContain('bid');
  });

  it('offers every metric bilibili reports on every level, none of another media\'s', () => {
    for (const name of DELIVERY_LEVELS.bilibili) {
      expect(level(name).columns.filter((c) => c.kind === 'metric').map((c) => c.key)).toEqual(mediaMetrics('bilibili'));
    }
  });
});
