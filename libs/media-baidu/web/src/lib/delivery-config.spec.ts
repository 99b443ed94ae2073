import { describe, expect, it } from 'vitest';
import { DELIVERY_LEVELS, mediaMetrics } from '@toufang/domain';
import { deliveryConfigProblems, levelConfig } from '@toufang/delivery';
import { DELIVERY_CALLS } from './queries/delivery-calls';
import { DELIVERY_CONFIG } from './delivery-config';
import { BAIDU_LIMITS } from '@toufang/media-baidu-limits';

const level = (name: (typeof DELIVERY_LEVELS.baidu)[number]) => levelConfig(DELIVERY_CONFIG, name);
const budget = (min: number) => ({ label: '日预算', min, max: expect.any(Number), minStep: 0, editsPerDay: null, allowUnlimited: true });

describe('baidu delivery configuration', () => {
  it('is sound: every level of the registry, the metric vocabulary, limits that can hold', () => {
    expect(deliveryConfigProblems(DELIVERY_CONFIG)).toEqual([]);
  });

  it('makes its calls through its own binding of the delivery calls', () => {
    expect(DELIVERY_CONFIG.calls).toBe(DELIVERY_CALLS);
    expect(DELIVERY_CALLS.media).toBe('baidu');
  });

  it('states the limits of their one source, @toufang/media-baidu-limits, on every level', () => {
    for (const name of DELIVERY_LEVELS.baidu) {
      const { budget, bid, rename } = level(name).actions;
      const minBudget: Readonly<Record<string, number>> = BAIDU_LIMITS.MIN_BUDGET;
      if (budget) expect(budget.min).toBe(minBudget[name]);
      if (bid) expect([bid.min, bid.max]).toEqual([BAIDU_LIMITS.BID.min, BAIDU_LIMITS.BID.max]);
      if (rename) expect(rename.maxLength).toBe(BAIDU_LIMITS.NAME_MAX_LENGTH);
    }
  });

  it('drills account → 计划 → 单元 → 创意 (shell spec §2.3), the creative at the bottom', () => {
    expect(Object.keys(DELIVERY_CONFIG.levels)).toEqual([...DELIVERY_LEVELS.baidu]);
    expect(level('account').child).toBe('plan');
    expect(level('plan').child).toBe('unit');
    expect(level('unit').child).toBe('creative');
    expect(level('creative').child).toBeUndefined();
    expect(DELIVERY_LEVELS.baidu.map((name) => level(name).label)).toEqual(['账户', '计划', '单元', '创意']);
  });

  it('edits an account\'s daily budget only, 50 元 at least, with no daily cap and no step', () => {
    expect(level('account').actions).toEqual({ status: false, budget: { ...budget(50), label: '账户日预算' } });
  });

  it('budgets a plan (50 元 at least), which has no bid, and renames it within 30 characters', () => {
    expect(level('plan').actions).toEqual({ status: true, budget: budget(50), rename: { maxLength: 30 } });
    expect(level('plan').columns.map((c) => c.key)).not.toContain('bid');
  });

  it('bids a unit (0.3–999.99 元), the delivering level, which has no budget of its own', () => {
    expect(level('unit').actions).toEqual({
      status: true,
      bid: { label: '出价', min: 0.3, max: 999.99, precision: 2, roiRatio: false },
      rename: { maxLength: 30 },
    });
    expect(level('unit').columns.map((c) => c.key)).not.toContain('budget');
  });

  it('switches and renames a creative, which has no budget or bid of its own', () => {
    expect(level('creative').actions).toEqual({ status: true, rename: { maxLength: 30 } });
    const keys = level('creative').columns.map((c) => c.key);
    expect(keys).not.toContain('budget');
    expect(keys).not.toContain('bid');
  });

  it('offers every metric baidu reports on every level, none of another media\'s', () => {
    for (const name of DELIVERY_LEVELS.baidu) {
      expect(level(name).columns.filter((c) => c.kind === 'metric').map((c) => c.key)).toEqual(mediaMetrics('baidu'));
    }
  });
});
