import { describe, expect, it } from 'vitest';
import { checkBudgetEdit, checkName, refusal } from '@toufang/server-media';
import { encode } from '@toufang/server-sandbox';
import { expectIdShapes, expectWireRoundTrip } from '@toufang/server-sandbox/testing';
import { GDT_LIMITS, GDT_MATERIAL_LIMITS } from '@toufang/media-gdt-limits';
import { GDT } from './config';

describe('gdt sandbox configuration', () => {
  it('answers every rule with its own code, read back to the desk\'s Chinese', () => {
    expectWireRoundTrip(GDT);
  });

  it('keeps the limits the web kit states, from their one source', () => {
    expect(GDT.limits).toMatchObject({
      minBudget: GDT_LIMITS.MIN_BUDGET,
      budgetMinStep: GDT_LIMITS.BUDGET_MIN_STEP,
      budgetEditsPerDay: GDT_LIMITS.BUDGET_EDITS_PER_DAY,
      budgetOverSpendRatio: GDT_LIMITS.BUDGET_OVER_SPEND_RATIO,
      bidRange: GDT_LIMITS.BID,
      nameMaxLength: GDT_LIMITS.NAME_MAX_LENGTH,
      material: GDT_MATERIAL_LIMITS,
    });
  });

  it('shapes an id for every level', () => {
    expectIdShapes(GDT);
  });

  it('the account budget at most 5 changes a day, each at least 50 元', () => {
    const account = (over: Partial<Parameters<typeof checkBudgetEdit>[0]>) =>
      checkBudgetEdit({ limits: GDT.limits, scope: 'account', label: '账户', current: 1000, next: 1500, editsToday: 0, todayCost: 0, ...over });
    expect(account({ editsToday: 5 })?.rule).toBe('budget_edit_cap');
    expect(account({ next: 1040 })?.rule).toBe('budget_step_too_small');
    expect(account({ next: 40, current: 100 })?.rule).toBe('budget_too_low');
  });

  it('names of at most 60 characters', () => {
    expect(checkName(GDT.limits, '春'.repeat(60))).toBeNull();
    expect(checkName(GDT.limits, '春'.repeat(61))?.rule).toBe('name_too_long');
  });

  it('wraps a refusal as 腾讯广告 answers', () => {
    expect(encode(GDT, refusal('system_busy'))).toMatchObject({ code: 10000, errors: [{ description: 'We are unable to process your request at this time.' }] });
  });
});
