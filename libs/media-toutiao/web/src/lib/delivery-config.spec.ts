import { deliveryConfigProblems, levelConfig } from '@toufang/delivery';
import { DELIVERY_LEVELS, mediaMetrics } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { TOUTIAO_LIMITS } from '@toufang/media-toutiao-limits';
import { DELIVERY_CONFIG } from './delivery-config';

describe('巨量引擎 delivery configuration', () => {
  it('configures every level of the registry, soundly', () => {
    expect(Object.keys(DELIVERY_CONFIG.levels)).toEqual([...DELIVERY_LEVELS.toutiao]);
    expect(deliveryConfigProblems(DELIVERY_CONFIG)).toEqual([]);
  });

  it('drills from an account into its projects and ads, and from a group into its plans and creatives', () => {
    const child = (level: (typeof DELIVERY_LEVELS.toutiao)[number]) => levelConfig(DELIVERY_CONFIG, level).child;
    expect([child('account'), child('project'), child('ad')]).toEqual(['project', 'ad', undefined]);
    expect([child('delivery-group'), child('plan'), child('creative')]).toEqual(['plan', 'creative', undefined]);
  });

  it('edits on each level what the media lets it edit, within its limits', () => {
    const edits = Object.fromEntries(
      DELIVERY_LEVELS.toutiao.map((level) => {
        const { status, bid, budget, rename } = levelConfig(DELIVERY_CONFIG, level).actions;
        return [level, [status && 'status', bid && 'bid', budget && 'budget', rename && 'name'].filter(Boolean)];
      }),
    );
    expect(edits).toEqual({
      account: ['budget'],
      project: ['status', 'bid', 'budget', 'name'],
      ad: ['status', 'name'],
      'delivery-group': ['status', 'budget', 'name'],
      plan: ['status', 'bid', 'budget', 'name'],
      creative: ['status', 'name'],
    });
    const plan = levelConfig(DELIVERY_CONFIG, 'plan').actions;
    expect(plan.bid).toMatchObject({ min: 0.1, max: 10_000, label: '出价' });
    expect(plan.budget).toMatchObject({ min: 300, minStep: 100, editsPerDay: 20, label: '日预算' });
    expect(levelConfig(DELIVERY_CONFIG, 'account').actions.budget).toMatchObject({ min: 1000, label: '账户日预算' });
  });

  it('states the limits of their one source, @toufang/media-toutiao-limits, on every level', () => {
    for (const name of DELIVERY_LEVELS.toutiao) {
      const { budget, bid, rename } = levelConfig(DELIVERY_CONFIG, name).actions;
      const minBudget: Readonly<Record<string, number>> = TOUTIAO_LIMITS.MIN_BUDGET;
      if (budget) expect(budget.min).toBe(minBudget[name]);
      if (bid) expect([bid.min, bid.max]).toEqual([TOUTIAO_LIMITS.BID.min, TOUTIAO_LIMITS.BID.max]);
      if (rename) expect(rename.maxLength).toBe(TOUTIAO_LIMITS.NAME_MAX_LENGTH);
    }
  });

  it('offers the common metrics (巨量引擎 reports no media-own ones) with the level\'s names', () => {
    const plan = levelConfig(DELIVERY_CONFIG, 'plan');
    expect(plan.columns.filter((c) => c.kind === 'metric').map((c) => c.key)).toEqual([...mediaMetrics('toutiao')]);
    expect(plan.columns[0].title).toBe('广告计划名称');
    expect(levelConfig(DELIVERY_CONFIG, 'project').columns[0].title).toBe('项目名称');
    expect(DELIVERY_CONFIG.calls?.media).toBe('toutiao');
  });
});
