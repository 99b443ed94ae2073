import { creationSpecProblems, DELIVERY_LEVELS, expandTemplate, type CreationTemplateBody, type CreationVariantSpec } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { TOUTIAO_CREATION } from './creation';
import { TOUTIAO_LIMITS } from './limits';

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
      const e = expandTemplate(sample(spec), spec, { now: 0 });
      expect(e.ok && e.rows.map((r) => r.level)).toEqual(spec.levels.map((l) => l.level));
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
