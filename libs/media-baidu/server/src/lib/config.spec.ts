import { describe, expect, it } from 'vitest';
import { refusal } from '@toufang/server-media';
import { encode } from '@toufang/server-sandbox';
import { expectIdShapes, expectWireRoundTrip } from '@toufang/server-sandbox/testing';
import { BAIDU_LIMITS, BAIDU_MATERIAL_LIMITS } from '@toufang/media-baidu-limits';
import { BAIDU } from './config';

describe('baidu sandbox configuration', () => {
  it('answers every rule with its own code, read back to the desk\'s Chinese', () => {
    expectWireRoundTrip(BAIDU);
  });

  it('keeps the limits the web kit states, from their one source', () => {
    expect(BAIDU.limits).toMatchObject({
      minBudget: BAIDU_LIMITS.MIN_BUDGET,
      budgetMinStep: BAIDU_LIMITS.BUDGET_MIN_STEP,
      budgetEditsPerDay: BAIDU_LIMITS.BUDGET_EDITS_PER_DAY,
      budgetOverSpendRatio: BAIDU_LIMITS.BUDGET_OVER_SPEND_RATIO,
      bidRange: BAIDU_LIMITS.BID,
      nameMaxLength: BAIDU_LIMITS.NAME_MAX_LENGTH,
      material: BAIDU_MATERIAL_LIMITS,
    });
  });

  it('shapes an id for every level', () => {
    expectIdShapes(BAIDU);
  });

  it('wraps a refusal as 百度营销 answers', () => {
    expect(encode(BAIDU, refusal('system_busy'))).toMatchObject({ header: { status: 2, failures: [{ code: 8000, message: '系统内部错误' }] } });
  });
});
