import { creationSpecProblems, DELIVERY_LEVELS } from '@toufang/domain';
import { defaultsFindings } from '@toufang/domain/testing';
import { describe, expect, it } from 'vitest';
import { BAIDU_CREATION } from './creation';
import { BAIDU_LIMITS } from './limits';

describe('BAIDU_CREATION', () => {
  it('has a variant per creation route', () => {
    expect(BAIDU_CREATION.map((v) => v.variant)).toEqual(['basic-settings']);
    expect(BAIDU_CREATION.every((v) => v.media === 'baidu')).toBe(true);
  });

  it.each(BAIDU_CREATION.map((v) => [v.variant, v] as const))('variant %j holds together (levels of the registry, fields, forbidden pairs)', (_, spec) => {
    expect(creationSpecProblems(spec)).toEqual([]);
  });

  // The sandbox's levels (libs/media-baidu/server/src/lib/config.ts): each child's parent is the level before it.
  it('creates the sandbox levels, parent first, and delivers on the sandbox delivering level', () => {
    expect(BAIDU_CREATION.map((v) => [v.variant, v.levels.map((l) => l.level), v.levels.find((l) => l.delivers)?.level])).toEqual([
      ['basic-settings', ['plan', 'unit', 'creative'], 'unit'],
    ]);
    for (const v of BAIDU_CREATION) for (const l of v.levels) expect(DELIVERY_LEVELS.baidu).toContain(l.level);
  });

  it('expands a one-of-each body into one object per level', () => {
    for (const spec of BAIDU_CREATION) {
      const { levels, findings } = defaultsFindings(spec);
      expect(levels).toEqual(spec.levels.map((l) => l.level));
      // Its defaults are among its options and within its ranges: only what the person must still fill in is said.
      expect(findings).toEqual([]);
    }
  });

  it('is one flow named by its first step, its titles counted with a 汉字 as 2', () => {
    expect(BAIDU_CREATION[0].titles.counting).toBe('cjk2');
    expect(BAIDU_CREATION[0].levels[0].fields.find((f) => f.key === 'budget')?.min).toBe(BAIDU_LIMITS.MIN_BUDGET.plan);
    expect(BAIDU_CREATION[0].levels.every((l) => l.nameMaxLength === BAIDU_LIMITS.NAME_MAX_LENGTH)).toBe(true);
  });
});
