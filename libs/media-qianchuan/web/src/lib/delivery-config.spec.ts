import { describe, expect, it } from 'vitest';
import { DELIVERY_LEVELS, mediaMetrics } from '@toufang/domain';
import { deliveryConfigProblems, levelConfig } from '@toufang/delivery';
import { DELIVERY_CALLS } from './queries/delivery-calls';
import { DELIVERY_CONFIG } from './delivery-config';
import { QIANCHUAN_LIMITS } from '@toufang/media-qianchuan-limits';

const level = (name: (typeof DELIVERY_LEVELS.qianchuan)[number]) => levelConfig(DELIVERY_CONFIG, name);
const budget = (min: number) => ({ label: '日预算', min, max: expect.any(Number), minStep: 100, editsPerDay: 20, allowUnlimited: true });

describe('qianchuan delivery configuration', () => {
  it('is sound: every level of the registry, the metric vocabulary, limits that can hold', () => {
    expect(deliveryConfigProblems(DELIVERY_CONFIG)).toEqual([]);
  });

  it('makes its calls through its own binding of the delivery calls', () => {
    expect(DELIVERY_CONFIG.calls).toBe(DELIVERY_CALLS);
    expect(DELIVERY_CALLS.media).toBe('qianchuan');
  });

  it('states the limits of their one source, @toufang/media-qianchuan-limits, on every level', () => {
    for (const name of DELIVERY_LEVELS.qianchuan) {
      const { budget, bid, rename } = level(name).actions;
      const minBudget: Readonly<Record<string, number>> = QIANCHUAN_LIMITS.MIN_BUDGET;
      if (budget) expect(budget.min).toBe(minBudget[name]);
      if (bid) expect([bid.min, bid.max]).toEqual([QIANCHUAN_LIMITS.BID.min, QIANCHUAN_LIMITS.BID.max]);
      if (rename) expect(rename.maxLength).toBe(QIANCHUAN_LIMITS.NAME_MAX_LENGTH);
    }
  });

  it('drills account → 广告组 → 广告计划 (shell spec §2.3), the plan at the bottom', () => {
    expect(Object.keys(DELIVERY_CONFIG.levels)).toEqual([...DELIVERY_LEVELS.qianchuan]);
    expect(level('account').child).toBe('group');
    expect(level('group').child).toBe('plan');
    expect(level('plan').child).toBeUndefined();
    expect(DELIVERY_LEVELS.qianchuan.map((name) => level(name).label)).toEqual(['账户', '广告组', '广告计划']);
  });

  it('edits an account\'s daily budget only: 300 元 at least, steps of 100 元, 20 times a day', () => {
    expect(level('account').actions).toEqual({ status: false, budget: { ...budget(300), label: '账户日预算' } });
  });

  it('switches, renames (100 characters) and budgets a group, which has no bid', () => {
    expect(level('group').actions).toEqual({ status: true, budget: budget(300), rename: { maxLength: 100 } });
    expect(level('group').columns.map((c) => c.key)).not.toContain('bid');
  });

  it('bids (0.1–5000 元) and budgets a plan, the delivering level', () => {
    expect(level('plan').actions).toEqual({
      status: true,
      bid: { label: '出价', min: 0.1, max: 5000, precision: 2, roiRatio: false },
      budget: budget(300),
      rename: { maxLength: 100 },
    });
  });

  it('offers qianchuan\'s own metrics (成交金额, 支付ROI) on every level', () => {
    for (const name of DELIVERY_LEVELS.qianchuan) {
      const metrics = level(name).columns.filter((c) => c.kind === 'metric').map((c) => c.key);
      expect(metrics).toEqual(mediaMetrics('qianchuan'));
      expect(metrics).toEqual(expect.arrayContaining(['payAmount', 'payRoi']));
    }
  });
});
