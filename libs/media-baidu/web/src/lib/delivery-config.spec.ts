import { describe, expect, it } from 'vitest';
import { DELIVERY_LEVELS, mediaMetrics } from '@toufang/domain';
import { deliveryConfigProblems, levelConfig } from '@toufang/delivery';
import { DELIVERY_CALLS } from './queries/delivery-calls';
import { BAIDU_LIMITS, DELIVERY_CONFIG } from './delivery-config';

// baidu's column of docs/media-adapters.md ("The limits of each media"), as written there.
const ADAPTER_TABLE = {
  minBudget: { account: 50, plan: 50 },
  bid: { min: 0.3, max: 999.99 },
  nameMaxLength: 30,
};

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

  it('states the limits of docs/media-adapters.md', () => {
    expect(BAIDU_LIMITS).toEqual({ MIN_BUDGET: ADAPTER_TABLE.minBudget, BID: ADAPTER_TABLE.bid, NAME_MAX_LENGTH: ADAPTER_TABLE.nameMaxLength });
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
