import { describe, expect, it } from 'vitest';
import { DELIVERY_LEVELS, mediaMetrics } from '@toufang/domain';
import { deliveryConfigProblems, levelConfig } from '@toufang/delivery';
import { DELIVERY_CALLS } from './queries/delivery-calls';
import { DELIVERY_CONFIG } from './delivery-config';
import { GDT_LIMITS } from '@toufang/media-gdt-limits';

const level = (name: 'account' | 'group' | 'creative') => levelConfig(DELIVERY_CONFIG, name);

describe('gdt delivery configuration', () => {
  it('is sound: every level of the registry, the metric vocabulary, limits that can hold', () => {
    expect(deliveryConfigProblems(DELIVERY_CONFIG)).toEqual([]);
  });

  it('makes its calls through its own binding of the delivery calls', () => {
    expect(DELIVERY_CONFIG.calls).toBe(DELIVERY_CALLS);
    expect(DELIVERY_CALLS.media).toBe('gdt');
  });

  it('states the limits of their one source, @toufang/media-gdt-limits, on every level', () => {
    for (const name of DELIVERY_LEVELS.gdt) {
      const { budget, bid, rename } = level(name).actions;
      const minBudget: Readonly<Record<string, number>> = GDT_LIMITS.MIN_BUDGET;
      if (budget) expect(budget.min).toBe(minBudget[name]);
      if (bid) expect([bid.min, bid.max]).toEqual([GDT_LIMITS.BID.min, GDT_LIMITS.BID.max]);
      if (rename) expect(rename.maxLength).toBe(GDT_LIMITS.NAME_MAX_LENGTH);
    }
  });

  it('drills account → 广告 → 创意 (shell spec §2.3), the creative at the bottom', () => {
    expect(Object.keys(DELIVERY_CONFIG.levels)).toEqual([...DELIVERY_LEVELS.gdt]);
    expect(level('account').child).toBe('group');
    expect(level('group').child).toBe('creative');
    expect(level('creative').child).toBeUndefined();
    expect([level('account'), level('group'), level('creative')].map((l) => l.label)).toEqual(['账户', '广告', '创意']);
  });

  it('edits an account\'s daily budget only: 50 元 at least, steps of 50 元, five times a day', () => {
    expect(level('account').actions).toEqual({
      status: false,
      budget: { label: '账户日限额', min: 50, max: expect.any(Number), minStep: 50, editsPerDay: 5, allowUnlimited: true },
    });
  });

  it('switches, renames (60 characters), bids (0.1–5000 元) and budgets a 广告, the delivering level', () => {
    expect(level('group').actions).toEqual({
      status: true,
      bid: { label: '出价', min: 0.1, max: 5000, precision: 2, roiRatio: false },
      budget: { label: '日预算', min: 50, max: expect.any(Number), minStep: 50, editsPerDay: 5, allowUnlimited: true },
      rename: { maxLength: 60 },
    });
    expect(level('group').defaultColumns).toEqual(expect.arrayContaining(['name', 'status', 'accountName', 'budget', 'bid', 'cost']));
  });

  it('switches and renames a creative, which has no budget or bid of its own', () => {
    expect(level('creative').actions).toEqual({ status: true, rename: { maxLength: 60 } });
    const keys = level('creative').columns.map((c) => c.key);
    expect(keys).not.toContain('budget');
    expect(keys).not.toContain('bid');
  });

  it('offers every metric gdt reports on every level, none of another media\'s', () => {
    for (const name of DELIVERY_LEVELS.gdt) {
      expect(level(name).columns.filter((c) => c.kind === 'metric').map((c) => c.key)).toEqual(mediaMetrics('gdt'));
    }
  });
});
