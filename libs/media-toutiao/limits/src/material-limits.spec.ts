import { describe, expect, it } from 'vitest';
import { materialLimitsProblems, type MaterialLimits } from '@toufang/domain';
import { TOUTIAO_MATERIAL_LIMITS } from './index';

// Typed against the shape every media's material limits share (a missing or misspelt field fails to compile).
const LIMITS: MaterialLimits = TOUTIAO_MATERIAL_LIMITS;

describe('toutiao material limits', () => {
  it('push at most the figures of docs/materials-sandbox.md in one call', () => {
    expect(LIMITS.PUSH).toEqual({ ACCOUNTS: 50, MATERIALS: 50 });
  });

  it('hold together: known formats, positive caps, every shape reachable, durations ordered, the size cap exact', () => {
    expect(materialLimitsProblems(LIMITS)).toEqual([]);
  });
});
