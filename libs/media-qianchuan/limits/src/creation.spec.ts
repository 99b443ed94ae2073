import { creationSpecProblems, DELIVERY_LEVELS, expandTemplate, type CreationTemplateBody, type CreationVariantSpec } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { QIANCHUAN_CREATION } from './creation';
import { QIANCHUAN_LIMITS } from './limits';

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
      const e = expandTemplate(sample(spec), spec, { now: 0 });
      expect(e.ok && e.rows.map((r) => r.level)).toEqual(spec.levels.map((l) => l.level));
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
