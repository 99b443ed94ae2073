import { checkRows, creationSpecProblems, DELIVERY_LEVELS, expandTemplate, type CreationTemplateBody, type CreationVariantSpec } from '@toufang/domain';
import { defaultsFindings, sampleCreationBody } from '@toufang/domain/testing';
import { describe, expect, it } from 'vitest';
import { KUAISHOU_CREATION } from './creation';
import { KUAISHOU_LIMITS } from './limits';

describe('KUAISHOU_CREATION', () => {
  it('has a variant per creation route', () => {
    expect(KUAISHOU_CREATION.map((v) => v.variant)).toEqual(['', 'search']);
    expect(KUAISHOU_CREATION.every((v) => v.media === 'kuaishou')).toBe(true);
  });

  it.each(KUAISHOU_CREATION.map((v) => [v.variant, v] as const))('variant %j holds together (levels of the registry, fields, forbidden pairs)', (_, spec) => {
    expect(creationSpecProblems(spec)).toEqual([]);
  });

  // The sandbox's levels (libs/media-kuaishou/server/src/lib/config.ts): each child's parent is the level before it.
  it('creates the sandbox levels, parent first, and delivers on the sandbox delivering level', () => {
    expect(KUAISHOU_CREATION.map((v) => [v.variant, v.levels.map((l) => l.level), v.levels.find((l) => l.delivers)?.level])).toEqual([
      ['', ['plan', 'delivery-group', 'delivery-creative'], 'delivery-group'],
      ['search', ['plan', 'delivery-group', 'delivery-creative'], 'delivery-group'],
    ]);
    for (const v of KUAISHOU_CREATION) for (const l of v.levels) expect(DELIVERY_LEVELS.kuaishou).toContain(l.level);
  });

  it('expands a one-of-each body into one object per level', () => {
    for (const spec of KUAISHOU_CREATION) {
      const { levels, findings } = defaultsFindings(spec);
      expect(levels).toEqual(spec.levels.map((l) => l.level));
      // Its defaults are among its options and within its ranges: only what the person must still fill in is said.
      expect(findings).toEqual([]);
    }
  });

  it('lets the preview take two identical creatives (the media refuses only a repeated name in a 广告组)', () => {
    for (const spec of KUAISHOU_CREATION) {
      expect(spec.refusesIdenticalAds).toBe(false);
      const body = sampleCreationBody(spec);
      // Two material groups of the same material: two creatives of one 广告组 with the same material, title and pack.
      const twice: CreationTemplateBody = { ...body, materials: { mode: 'cross', groups: [{ key: 'm', name: '素材', materialIds: [1] }, { key: 'n', name: '素材二', materialIds: [1] }] } };
      const e = expandTemplate(twice, spec, { now: 0 });
      const creatives = e.ok ? e.rows.filter((r) => r.level === 'delivery-creative') : [];
      expect(creatives).toHaveLength(2);
      const facts = { existingNames: {}, quotaLeft: {}, createsLeftToday: {}, lowEfficiencyMaterials: {} };
      const identical = (s: CreationVariantSpec) => (e.ok ? checkRows(e.rows, twice, s, facts, { now: 0 }) : []).filter((c) => c.code === 'identical_ad');
      expect(identical(spec)).toEqual([]);
      // The same rows under a media that refuses them are flagged: the check would see them.
      expect(identical({ ...spec, refusesIdenticalAds: true })).not.toEqual([]);
    }
  });

  it('asks keywords on search only, and takes its minimums from its limits', () => {
    const keys = (i: number) => KUAISHOU_CREATION[i].levels[1].fields.map((f) => f.key);
    expect(keys(1)).toContain('keywords');
    expect(keys(0)).not.toContain('keywords');
    expect(KUAISHOU_CREATION[0].levels[0].fields.find((f) => f.key === 'day_budget')?.min).toBe(KUAISHOU_LIMITS.MIN_BUDGET.plan);
    expect(KUAISHOU_CREATION[0].levels[1].fields.find((f) => f.key === 'day_budget')?.min).toBe(KUAISHOU_LIMITS.MIN_BUDGET['delivery-group']);
  });
});
