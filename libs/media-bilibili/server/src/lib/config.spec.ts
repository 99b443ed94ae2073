import { describe, expect, it } from 'vitest';
import { refusal } from '@toufang/server-media';
import { encode } from '@toufang/server-sandbox';
import { expectIdShapes, expectWireRoundTrip } from '@toufang/server-sandbox/testing';
import { BILIBILI_LIMITS, BILIBILI_MATERIAL_LIMITS } from '@toufang/media-bilibili-limits';
import { BILIBILI } from './config';

describe('bilibili sandbox configuration', () => {
  it('answers every rule with its own code, read back to the desk\'s Chinese', () => {
    expectWireRoundTrip(BILIBILI);
  });

  it('keeps the limits the web kit states, from their one source', () => {
    expect(BILIBILI.limits).toMatchObject({
      minBudget: BILIBILI_LIMITS.MIN_BUDGET,
      budgetMinStep: BILIBILI_LIMITS.BUDGET_MIN_STEP,
      budgetEditsPerDay: BILIBILI_LIMITS.BUDGET_EDITS_PER_DAY,
      budgetOverSpendRatio: BILIBILI_LIMITS.BUDGET_OVER_SPEND_RATIO,
      bidRange: BILIBILI_LIMITS.BID,
      nameMaxLength: BILIBILI_LIMITS.NAME_MAX_LENGTH,
      material: BILIBILI_MATERIAL_LIMITS,
    });
  });

  it('shapes an id for every level', () => {
    expectIdShapes(BILIBILI);
  });

  it('wraps a refusal as 哔哩哔哩 answers', () => {
    expect(encode(BILIBILI, refusal('system_busy'))).toMatchObject({ code: -500, ttl: 1 });
  });
});
