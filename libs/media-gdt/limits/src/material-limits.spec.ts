import { describe, expect, it } from 'vitest';
import { materialLimitsProblems, type MaterialLimits } from '@toufang/domain';
import { GDT_MATERIAL_LIMITS } from './index';

// Typed against the shape every media's material limits share (a missing or misspelt field fails to compile).
const LIMITS: MaterialLimits = GDT_MATERIAL_LIMITS;

describe('gdt material limits', () => {
  it('push at most the figures of docs/materials-sandbox.md in one call', () => {
    expect(LIMITS.PUSH).toEqual({ ACCOUNTS: 20, MATERIALS: 20 });
  });

  it('hold together: known formats, positive caps, every shape reachable, durations ordered, the size cap exact', () => {
    expect(materialLimitsProblems(LIMITS)).toEqual([]);
  });
});
