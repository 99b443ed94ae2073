import { creationSpecProblems, DELIVERY_LEVELS, expandTemplate, type CreationTemplateBody, type CreationVariantSpec } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { BILIBILI_CREATION } from './creation';
import { BILIBILI_LIMITS } from './limits';

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
      const e = expandTemplate(sample(spec), spec, { now: 0 });
      expect(e.ok && e.rows.map((r) => r.level)).toEqual(spec.levels.map((l) => l.level));
    }
  });

  it('takes its budget minimums from its limits, its titles counted with a 汉字 as 2', () => {
    const [plan, unit] = BILIBILI_CREATION[0].levels;
    expect(plan.fields.find((f) => f.key === 'budget')?.min).toBe(BILIBILI_LIMITS.MIN_BUDGET.plan);
    expect(unit.fields.find((f) => f.key === 'budget')?.min).toBe(BILIBILI_LIMITS.MIN_BUDGET.unit);
    expect(BILIBILI_CREATION[0].titles.counting).toBe('cjk2');
  });
});
