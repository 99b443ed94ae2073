import { creationSpecProblems, DELIVERY_LEVELS } from '@toufang/domain';
import { defaultsFindings } from '@toufang/domain/testing';
import { describe, expect, it } from 'vitest';
import { QIANCHUAN_CREATION } from './creation';
import { QIANCHUAN_LIMITS } from './limits';

describe('QIANCHUAN_CREATION', () => {
  it('has a variant per creation route', () => {
    expect(QIANCHUAN_CREATION.map((v) => v.variant)).toEqual(['live', 'product']);
    expect(QIANCHUAN_CREATION.every((v) => v.media === 'qianchuan')).toBe(true);
  });

  it.each(QIANCHUAN_CREATION.map((v) => [v.variant, v] as const))('variant %j holds together (levels of the registry, fields, forbidden pairs)', (_, spec) => {
    expect(creationSpecProblems(spec)).toEqual([]);
  });

  // The sandbox's levels (libs/media-qianchuan/server/src/lib/config.ts): each child's parent is the level before it.
  it('creates the sandbox levels, parent first, and delivers on the sandbox delivering level', () => {
    expect(QIANCHUAN_CREATION.map((v) => [v.variant, v.levels.map((l) => l.level), v.levels.find((l) => l.delivers)?.level])).toEqual([
      ['live', ['group', 'plan'], 'plan'],
      ['product', ['group', 'plan'], 'plan'],
    ]);
    for (const v of QIANCHUAN_CREATION) for (const l of v.levels) expect(DELIVERY_LEVELS.qianchuan).toContain(l.level);
  });

  it('expands a one-of-each body into one object per level', () => {
    for (const spec of QIANCHUAN_CREATION) {
      const { levels, findings } = defaultsFindings(spec);
      expect(levels).toEqual(spec.levels.map((l) => l.level));
      // Its defaults are among its options and within its ranges: only what the person must still fill in is said.
      expect(findings).toEqual([]);
    }
  });

  it('asks the 抖音号 per account, products only for product promotion, and refuses all-低效 plans', () => {
    const perAccount = (i: number) => QIANCHUAN_CREATION[i].levels[1].fields.filter((f) => f.perAccount).map((f) => f.key);
    expect(perAccount(0)).toEqual(['aweme_id']);
    expect(perAccount(1)).toEqual(['aweme_id', 'product_ids']);
    expect(QIANCHUAN_CREATION.every((v) => v.refusesAllLowEfficiency)).toBe(true);
    expect(QIANCHUAN_CREATION[1].levels[1].fields.find((f) => f.key === 'budget')?.min).toBe(QIANCHUAN_LIMITS.MIN_BUDGET.plan);
  });
});
