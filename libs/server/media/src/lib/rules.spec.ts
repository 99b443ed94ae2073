import { describe, expect, it } from 'vitest';
import type { MediaLimits } from './port';
import { checkBatch, checkBid, checkBudgetEdit, checkName, deskMessage, refusal, RULE_KIND, SANDBOX_RULES } from './rules';

// Figures of no media in particular: each media's own are pinned in its adapter's specs
// (libs/media-<code>/server).
const LIMITS: MediaLimits = {
  batch: { status: 10, budget: 10, bid: 10, schedule: 10, name: 10, create: 10 },
  callsPerSecond: 10,
  callsPerMinute: 100,
  lockoutMs: 60_000,
  budgetEditsPerDay: 20,
  budgetMinStep: 100,
  budgetOverSpendRatio: null,
  minBudget: { account: 1000, plan: 300 },
  bidRange: { min: 0.1, max: 5000 },
  nameMaxLength: 60,
  deliveryQuota: 500,
  pageSize: 100,
  reportIds: 100,
};

const budget = (limits: MediaLimits = LIMITS, over: Partial<Parameters<typeof checkBudgetEdit>[0]> = {}) =>
  checkBudgetEdit({ limits, scope: 'plan', label: '计划', current: 1000, next: 1500, editsToday: 0, todayCost: 0, ...over });

describe('edit rules', () => {
  it('a budget: a daily cap of changes, a smallest step, never under the minimum', () => {
    expect(budget()).toBeNull();
    expect(budget(LIMITS, { next: 1050 })?.rule).toBe('budget_step_too_small');
    expect(budget(LIMITS, { editsToday: 20 })?.rule).toBe('budget_edit_cap');
    expect(budget(LIMITS, { next: 200 })?.rule).toBe('budget_too_low');
    expect(budget(LIMITS, { next: 1000 })).toBeNull();
  });

  it('a media without a cap or a step takes any change above the minimum', () => {
    const free = { ...LIMITS, budgetEditsPerDay: null, budgetMinStep: 0 };
    expect(budget(free, { editsToday: 500, next: 1001 })).toBeNull();
  });

  it('a new budget at least a multiple of what was spent today, where the media says so', () => {
    const spend = (next: number) => budget({ ...LIMITS, budgetOverSpendRatio: 1.2, budgetMinStep: 0 }, { current: 1000, next, todayCost: 800 });
    expect(spend(959)?.rule).toBe('budget_below_spend');
    expect(spend(960)).toBeNull();
    expect(deskMessage('kuaishou', spend(959) ?? refusal('system_busy'))).toBe('磁力智投：新预算不能低于今日消耗的120%（960元）');
  });

  it('bids inside the range, names not empty and not too long (counted in characters), batches within the size', () => {
    expect(checkBid(LIMITS, 0.1)).toBeNull();
    expect(checkBid(LIMITS, 5000.01)?.rule).toBe('bid_out_of_range');
    expect(checkName(LIMITS, ' ')?.rule).toBe('name_empty');
    expect(checkName(LIMITS, '春'.repeat(60))).toBeNull();
    expect(checkName(LIMITS, '春'.repeat(61))?.rule).toBe('name_too_long');
    expect(checkBatch(LIMITS, 'status', 10)).toBeNull();
    expect(checkBatch(LIMITS, 'status', 11)?.rule).toBe('batch_too_large');
  });

  it('gives every rule a kind', () => {
    for (const rule of SANDBOX_RULES) expect(RULE_KIND[rule]).toBeDefined();
  });
});
