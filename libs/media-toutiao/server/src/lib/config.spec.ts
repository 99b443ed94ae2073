import { describe, expect, it } from 'vitest';
import { checkBudgetEdit, refusal } from '@toufang/server-media';
import { encode } from '@toufang/server-sandbox';
import { expectIdShapes, expectWireRoundTrip } from '@toufang/server-sandbox/testing';
import { TOUTIAO_LIMITS, TOUTIAO_MATERIAL_LIMITS } from '@toufang/media-toutiao-limits';
import { TOUTIAO } from './config';

describe('toutiao sandbox configuration', () => {
  it('answers every rule with its own code, read back to the desk\'s Chinese', () => {
    expectWireRoundTrip(TOUTIAO);
  });

  it('keeps the limits the web kit states, from their one source', () => {
    expect(TOUTIAO.limits).toMatchObject({
      minBudget: TOUTIAO_LIMITS.MIN_BUDGET,
      budgetMinStep: TOUTIAO_LIMITS.BUDGET_MIN_STEP,
      budgetEditsPerDay: TOUTIAO_LIMITS.BUDGET_EDITS_PER_DAY,
      budgetOverSpendRatio: TOUTIAO_LIMITS.BUDGET_OVER_SPEND_RATIO,
      bidRange: TOUTIAO_LIMITS.BID,
      nameMaxLength: TOUTIAO_LIMITS.NAME_MAX_LENGTH,
      material: TOUTIAO_MATERIAL_LIMITS,
    });
  });

  it('shapes an id for every level', () => {
    expectIdShapes(TOUTIAO);
  });

  it('at most 20 budget changes a day, each at least 100 元, never under the minimum', () => {
    const budget = (over: Partial<Parameters<typeof checkBudgetEdit>[0]> = {}) =>
      checkBudgetEdit({ limits: TOUTIAO.limits, scope: 'project', label: '项目', current: 1000, next: 1500, editsToday: 0, todayCost: 0, ...over });
    expect(budget()).toBeNull();
    expect(budget({ next: 1050 })?.rule).toBe('budget_step_too_small');
    expect(budget({ editsToday: 20 })?.rule).toBe('budget_edit_cap');
    expect(budget({ next: 200 })?.rule).toBe('budget_too_low');
    expect(budget({ next: 1000 })).toBeNull();
  });

  it('wraps a refusal as 巨量引擎 answers', () => {
    expect(encode(TOUTIAO, refusal('system_busy'))).toMatchObject({ code: 50000, message: '系统错误，请稍后重试', request_id: expect.any(String) });
  });
});
