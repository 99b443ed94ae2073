import { creationSpecProblems, DELIVERY_LEVELS } from '@toufang/domain';
import { defaultsFindings } from '@toufang/domain/testing';
import { describe, expect, it } from 'vitest';
import { GDT_CREATION } from './creation';
import { GDT_LIMITS } from './limits';

describe('GDT_CREATION', () => {
  it('has a variant per creation route', () => {
    expect(GDT_CREATION.map((v) => v.variant)).toEqual(['', 'wechat']);
    expect(GDT_CREATION.every((v) => v.media === 'gdt')).toBe(true);
  });

  it.each(GDT_CREATION.map((v) => [v.variant, v] as const))('variant %j holds together (levels of the registry, fields, forbidden pairs)', (_, spec) => {
    expect(creationSpecProblems(spec)).toEqual([]);
  });

  // The sandbox's levels (libs/media-gdt/server/src/lib/config.ts): each child's parent is the level before it.
  it('creates the sandbox levels, parent first, and delivers on the sandbox delivering level', () => {
    expect(GDT_CREATION.map((v) => [v.variant, v.levels.map((l) => l.level), v.levels.find((l) => l.delivers)?.level])).toEqual([
      ['', ['group', 'creative'], 'group'],
      ['wechat', ['group', 'creative'], 'group'],
    ]);
    for (const v of GDT_CREATION) for (const l of v.levels) expect(DELIVERY_LEVELS.gdt).toContain(l.level);
  });

  it('expands a one-of-each body into one object per level', () => {
    for (const spec of GDT_CREATION) {
      const { levels, findings } = defaultsFindings(spec);
      expect(levels).toEqual(spec.levels.map((l) => l.level));
      // Its defaults are among its options and within its ranges: only what the person must still fill in is said.
      expect(findings).toEqual([]);
    }
  });

  it('is idempotent by request id, refuses identical ads and keeps the conversion id fixed', () => {
    for (const v of GDT_CREATION) {
      expect([v.idempotency, v.refusesIdenticalAds]).toEqual(['requestId', true]);
      expect(v.levels[0].fields.find((f) => f.key === 'conversion_id')).toMatchObject({ perAccount: true, fixedAfterCreate: true });
      expect(v.levels[0].fields.find((f) => f.key === 'daily_budget')?.min).toBe(GDT_LIMITS.MIN_BUDGET.group);
    }
  });

  it('offers WeChat placements only on its wechat variant', () => {
    const sites = (i: number) => GDT_CREATION[i].levels[0].fields.find((f) => f.key === 'site_set')?.options?.map((o) => o.label);
    expect(sites(1)).toEqual(['朋友圈', '微信公众号与小程序', '视频号']);
    expect(sites(0)).toContain('优量汇');
  });
});
