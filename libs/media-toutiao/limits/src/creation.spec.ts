import { creationSpecProblems, DELIVERY_LEVELS } from '@toufang/domain';
import { defaultsFindings } from '@toufang/domain/testing';
import { describe, expect, it } from 'vitest';
import { TOUTIAO_CREATION } from './creation';
import { TOUTIAO_LIMITS } from './limits';

describe('TOUTIAO_CREATION', () => {
  it('has a variant per creation route', () => {
    expect(TOUTIAO_CREATION.map((v) => v.variant)).toEqual(['', 'project', 'search']);
    expect(TOUTIAO_CREATION.every((v) => v.media === 'toutiao')).toBe(true);
  });

  it.each(TOUTIAO_CREATION.map((v) => [v.variant, v] as const))('variant %j holds together (levels of the registry, fields, forbidden pairs)', (_, spec) => {
    expect(creationSpecProblems(spec)).toEqual([]);
  });

  // The sandbox's levels (libs/media-toutiao/server/src/lib/config.ts): each child's parent is the level before it.
  it('creates the sandbox levels, parent first, and delivers on the sandbox delivering level', () => {
    expect(TOUTIAO_CREATION.map((v) => [v.variant, v.levels.map((l) => l.level), v.levels.find((l) => l.delivers)?.level])).toEqual([
      ['', ['delivery-group', 'plan', 'creative'], 'plan'],
      ['project', ['project', 'ad'], 'ad'],
      ['search', ['project', 'ad'], 'ad'],
    ]);
    for (const v of TOUTIAO_CREATION) for (const l of v.levels) expect(DELIVERY_LEVELS.toutiao).toContain(l.level);
  });

  it('expands a one-of-each body into one object per level', () => {
    for (const spec of TOUTIAO_CREATION) {
      const { levels, findings } = defaultsFindings(spec);
      expect(levels).toEqual(spec.levels.map((l) => l.level));
      // Its defaults are among its options and within its ranges: only what the person must still fill in is said.
      expect(findings).toEqual([]);
    }
  });

  it('keeps the project goal and conversion asset fixed after creation, and refuses all-低效 creatives', () => {
    const project = TOUTIAO_CREATION[1].levels[0].fields;
    expect(project.filter((f) => f.fixedAfterCreate).map((f) => f.key)).toEqual(['landing_type', 'external_action', 'asset_id']);
    expect(TOUTIAO_CREATION.every((v) => v.refusesAllLowEfficiency && v.idempotency === 'nameLookup')).toBe(true);
  });

  it('takes its budget minimums and bid range from its limits', () => {
    const field = (v: number, level: string, key: string) => TOUTIAO_CREATION[v].levels.find((l) => l.level === level)?.fields.find((f) => f.key === key);
    expect(field(1, 'project', 'budget')?.min).toBe(TOUTIAO_LIMITS.MIN_BUDGET.project);
    expect(field(0, 'plan', 'budget')?.min).toBe(TOUTIAO_LIMITS.MIN_BUDGET.plan);
    expect(field(0, 'delivery-group', 'budget')?.min).toBe(TOUTIAO_LIMITS.MIN_BUDGET['delivery-group']);
    expect([field(1, 'project', 'cpa_bid')?.min, field(1, 'project', 'cpa_bid')?.max]).toEqual([TOUTIAO_LIMITS.BID.min, TOUTIAO_LIMITS.BID.max]);
  });
});
