import { describe, expect, it } from 'vitest';
import { DELIVERY_LEVELS, mediaMetrics } from '@toufang/domain';
import { deliveryConfigProblems, levelConfig } from '@toufang/delivery';
import { DELIVERY_CALLS } from './queries/delivery-calls';
import { DELIVERY_CONFIG } from './delivery-config';
import { KUAISHOU_LIMITS } from '@toufang/media-kuaishou-limits';

const level = (name: (typeof DELIVERY_LEVELS.kuaishou)[number]) => levelConfig(DELIVERY_CONFIG, name);
const budget = (min: number) => ({ label: '日预算', min, max: expect.any(Number), minStep: 0, editsPerDay: null, allowUnlimited: true });

describe('kuaishou delivery configuration', () => {
  it('is sound: every level of the registry, the metric vocabulary, limits that can hold', () => {
    expect(deliveryConfigProblems(DELIVERY_CONFIG)).toEqual([]);
  });

  it('makes its calls through its own binding of the delivery calls', () => {
    expect(DELIVERY_CONFIG.calls).toBe(DELIVERY_CALLS);
    expect(DELIVERY_CALLS.media).toBe('kuaishou');
  });

  it('states the limits of their one source, @toufang/media-kuaishou-limits, on every level', () => {
    for (const name of DELIVERY_LEVELS.kuaishou) {
      const { budget, bid, rename } = level(name).actions;
      const minBudget: Readonly<Record<string, number>> = KUAISHOU_LIMITS.MIN_BUDGET;
      if (budget) expect(budget.min).toBe(minBudget[name]);
      if (bid) expect([bid.min, bid.max]).toEqual([KUAISHOU_LIMITS.BID.min, KUAISHOU_LIMITS.BID.max]);
      if (rename) expect(rename.maxLength).toBe(KUAISHOU_LIMITS.NAME_MAX_LENGTH);
    }
  });

  it('drills account → 广告计划 → 广告组 → 广告创意 (shell spec §2.3), the creative at the bottom', () => {
    expect(Object.keys(DELIVERY_CONFIG.levels)).toEqual([...DELIVERY_LEVELS.kuaishou]);
    expect(level('account').child).toBe('plan');
    expect(level('plan').child).toBe('delivery-group');
    expect(level('delivery-group').child).toBe('delivery-creative');
    expect(level('delivery-creative').child).toBeUndefined();
    expect(DELIVERY_LEVELS.kuaishou.map((name) => level(name).label)).toEqual(['账户', '广告计划', '广告组', '广告创意']);
  });

  it('edits an account\'s daily budget only, 500 元 at least, with no daily cap and no step', () => {
    expect(level('account').actions).toEqual({ status: false, budget: { ...budget(500), label: '账户日预算' } });
  });

  it('switches, renames (100 characters) and budgets a plan (500 元 at least), which has no bid', () => {
    expect(level('plan').actions).toEqual({ status: true, budget: budget(500), rename: { maxLength: 100 } });
    expect(level('plan').columns.map((c) => c.key)).not.toContain('bid');
  });

  it('bids (0.2–3000 元) and budgets (100 元 at least) a 广告组, the delivering level', () => {
    expect(level('delivery-group').actions).toEqual({
      status: true,
      bid: { label: '出价', min: 0.2, max: 3000, precision: 2, roiRatio: false },
      budget: budget(100),
      rename: { maxLength: 100 },
    });
  });

  it('switches and renames a creative, which has no budget or bid of its own', () => {
    expect(level('delivery-creative').actions).toEqual({ status: true, rename: { maxLength: 100 } });
    const keys = level('delivery-creative').columns.map((c) => c.key);
    expect(keys).not.toContain('budget');
    expect(keys).not.toContain('bid');
  });

  it('offers kuaishou\'s own metrics (成交金额, 支付ROI) on every level', () => {
    for (const name of DELIVERY_LEVELS.kuaishou) {
      const metrics = level(name).columns.filter((c) => c.kind === 'metric').map((c) => c.key);
      expect(metrics).toEqual(mediaMetrics('kuaishou'));
      expect(metrics).toEqual(expect.arrayContaining(['payAmount', 'payRoi']));
    }
  });
});
