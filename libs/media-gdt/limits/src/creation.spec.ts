import { creationSpecProblems, DELIVERY_LEVELS, expandTemplate, type CreationTemplateBody, type CreationVariantSpec } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { GDT_CREATION } from './creation';
import { GDT_LIMITS } from './limits';

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
      const e = expandTemplate(sample(spec), spec, { now: 0 });
      expect(e.ok && e.rows.map((r) => r.level)).toEqual(spec.levels.map((l) => l.level));
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
