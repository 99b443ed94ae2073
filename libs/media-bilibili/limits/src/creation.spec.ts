import { creationSpecProblems, DELIVERY_LEVELS } from '@toufang/domain';
import { defaultsFindings } from '@toufang/domain/testing';
import { describe, expect, it } from 'vitest';
import { BILIBILI_CREATION } from './creation';
import { BILIBILI_LIMITS } from './limits';

describe('BILIBILI_CREATION', () => {
  it('has a variant per creation route', () => {
    expect(BILIBILI_CREATION.map((v) => v.variant)).toEqual(['']);
    expect(BILIBILI_CREATION.every((v) => v.media === 'bilibili')).toBe(true);
  });

  it.each(BILIBILI_CREATION.map((v) => [v.variant, v] as const))('variant %j holds together (levels of the registry, fields, forbidden pairs)', (_, spec) => {
    expect(creationSpecProblems(spec)).toEqual([]);
  });

  // The sandbox's levels (libs/media-bilibili/server/src/lib/config.ts): each child's parent is the level before it.
  it('creates the sandbox levels, parent first, and delivers on the sandbox delivering level', () => {
    expect(BILIBILI_CREATION.map((v) => [v.variant, v.levels.map((l) => l.level), v.levels.find((l) => l.delivers)?.level])).toEqual([
      ['', ['plan', 'unit', 'creative'], 'unit'],
    ]);
    for (const v of BILIBILI_CREATION) for (const l of v.levels) expect(DELIVERY_LEVELS.bilibili).toContain(l.level);
  });

  it('expands a one-of-each body into one object per level', () => {
    for (const spec of BILIBILI_CREATION) {
      const { levels, findings } = defaultsFindings(spec);
      expect(levels).toEqual(spec.levels.map((l) => l.level));
      // Its defaults are among its options and within its ranges: only what the person must still fill in is said.
      expect(findings).toEqual([]);
    }
  });

  it('takes its budget minimums from its limits, its titles counted with a 汉字 as 2', () => {
    const [plan, unit] = BILIBILI_CREATION[0].levels;
    expect(plan.fields.find((f) => f.key === 'budget')?.min).toBe(BILIBILI_LIMITS.MIN_BUDGET.plan);
    expect(unit.fields.find((f) => f.key === 'budget')?.min).toBe(BILIBILI_LIMITS.MIN_BUDGET.unit);
    expect(BILIBILI_CREATION[0].titles.counting).toBe('cjk2');
  });
});
