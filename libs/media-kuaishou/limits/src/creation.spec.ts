import { creationSpecProblems, DELIVERY_LEVELS, expandTemplate, type CreationTemplateBody, type CreationVariantSpec } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { KUAISHOU_CREATION } from './creation';
import { KUAISHOU_LIMITS } from './limits';

/** A body of one account, one pack, one material group and one title group, each field at its default. */
function sample(spec: CreationVariantSpec): CreationTemplateBody {
  return {
    media: spec.media,
    variant: spec.variant,
    accounts: [{ mediaAccountId: 1, advertiserId: '1', name: '沙箱账户', ids: {} }],
    settings: Object.fromEntries(spec.levels.map((l) => [l.level, Object.fromEntries(l.fields.filter((f) => f.default !== undefined).map((f) => [f.key, f.default]))])),
    targeting: { mode: 'cross', packs: [{ propertyId: 1, name: '定向' }] },
    materials: { mode: 'cross', groups: [{ key: 'm', name: '素材', materialIds: [1] }] },
    titles: { mode: 'cross', groups: [{ key: 't', name: '标题', titles: ['标题'] }] },
    naming: {},
    submission: { submitType: 'submitAdOnly', adsSubmitRule: 'NOW' },
  };
}

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
      const e = expandTemplate(sample(spec), spec, { now: 0 });
      expect(e.ok && e.rows.map((r) => r.level)).toEqual(spec.levels.map((l) => l.level));
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
