import { describe, expect, it } from 'vitest';
import { checkBudgetEdit, deskMessage, refusal } from '@toufang/server-media';
import { expectIdShapes, expectWireRoundTrip } from '@toufang/server-sandbox/testing';
import { KUAISHOU_LIMITS, KUAISHOU_MATERIAL_LIMITS } from '@toufang/media-kuaishou-limits';
import { KUAISHOU } from './config';

describe('kuaishou sandbox configuration', () => {
  it('answers every rule with its own code, read back to the desk\'s Chinese', () => {
    expectWireRoundTrip(KUAISHOU);
  });

  it('keeps the limits the web kit states, from their one source', () => {
    expect(KUAISHOU.limits).toMatchObject({
      minBudget: KUAISHOU_LIMITS.MIN_BUDGET,
      budgetMinStep: KUAISHOU_LIMITS.BUDGET_MIN_STEP,
      budgetEditsPerDay: KUAISHOU_LIMITS.BUDGET_EDITS_PER_DAY,
      budgetOverSpendRatio: KUAISHOU_LIMITS.BUDGET_OVER_SPEND_RATIO,
      bidRange: KUAISHOU_LIMITS.BID,
      nameMaxLength: KUAISHOU_LIMITS.NAME_MAX_LENGTH,
      material: KUAISHOU_MATERIAL_LIMITS,
    });
  });

  it('shapes an id for every level', () => {
    expectIdShapes(KUAISHOU);
  });

  it('a new budget at least 120% of what was spent today', () => {
    const kuaishou = (next: number) =>
      checkBudgetEdit({ limits: KUAISHOU.limits, scope: 'plan', label: '广告计划', current: 1000, next, editsToday: 0, todayCost: 800 });
    expect(kuaishou(959)?.rule).toBe('budget_below_spend');
    expect(kuaishou(960)).toBeNull();
    expect(deskMessage('kuaishou', kuaishou(959) ?? refusal('system_busy'))).toBe('磁力智投：新预算不能低于今日消耗的120%（960元）');
  });
});
