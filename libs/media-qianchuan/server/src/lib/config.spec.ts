import { describe, expect, it } from 'vitest';
import { refusal } from '@toufang/server-media';
import { encode } from '@toufang/server-sandbox';
import { expectIdShapes, expectWireRoundTrip } from '@toufang/server-sandbox/testing';
import { QIANCHUAN_LIMITS, QIANCHUAN_MATERIAL_LIMITS } from '@toufang/media-qianchuan-limits';
import { QIANCHUAN } from './config';

describe('qianchuan sandbox configuration', () => {
  it('answers every rule with its own code, read back to the desk\'s Chinese', () => {
    expectWireRoundTrip(QIANCHUAN);
  });

  it('keeps the limits the web kit states, from their one source', () => {
    expect(QIANCHUAN.limits).toMatchObject({
      minBudget: QIANCHUAN_LIMITS.MIN_BUDGET,
      budgetMinStep: QIANCHUAN_LIMITS.BUDGET_MIN_STEP,
      budgetEditsPerDay: QIANCHUAN_LIMITS.BUDGET_EDITS_PER_DAY,
      budgetOverSpendRatio: QIANCHUAN_LIMITS.BUDGET_OVER_SPEND_RATIO,
      bidRange: QIANCHUAN_LIMITS.BID,
      nameMaxLength: QIANCHUAN_LIMITS.NAME_MAX_LENGTH,
      material: QIANCHUAN_MATERIAL_LIMITS,
    });
  });

  it('shapes an id for every level', () => {
    expectIdShapes(QIANCHUAN);
  });

  it('wraps a refusal as 巨量引擎 answers, with its own code', () => {
    expect(encode(QIANCHUAN, refusal('system_busy'))).toMatchObject({ code: 50000, message: '系统错误', request_id: expect.any(String) });
  });
});
