// The sandbox's creation refusals as pure functions: what a media's creation rules become, a draft's first
// broken rule, what is kept and answered of a draft, and when two ads are identical.
import { describe, expect, it } from 'vitest';
import type { CreationVariantSpec } from '@toufang/domain';
import { checkCreationDraft, createdAttributes, createdWithOf, identityOf, sandboxCreationOf, seededAttributes, type DraftFacts } from './creation-rules';

const variant = (over: Partial<CreationVariantSpec>): CreationVariantSpec => ({
  media: 'gdt',
  variant: '',
  title: '批量创建',
  levels: [
    {
      level: 'group',
      label: '广告',
      dimensions: ['targeting'],
      nameMaxLength: 60,
      nameUnique: true,
      delivers: true,
      fields: [
        { key: 'bid_mode', label: '出价方式', kind: 'select', role: 'bidType' },
        { key: 'optimization_goal', label: '优化目标', kind: 'select', errorPrevention: 'goal' },
      ],
    },
  ],
  materials: { min: 1, max: 3, kinds: ['image'] },
  titles: { min: 1, max: 2, minLength: 6, maxLength: 30, counting: 'char' },
  forbidden: [{ bidType: 'CPM', goal: 'ACTIVATE', reason: 'CPM出价不支持激活' }],
  refusesAllLowEfficiency: false,
  refusesIdenticalAds: true,
  idempotency: 'requestId',
  createsPerDay: 2000,
  submitLevels: { CAMPAIGN: 'group', PLAN: 'group' },
  ...over,
});

const FACTS: DraftFacts = {
  materials: new Map([
    ['m1', { lowEfficiency: true }],
    ['m2', { lowEfficiency: true }],
    ['m3', { lowEfficiency: false }],
  ]),
  targeting: new Set(['t1']),
  audiences: new Set(['a1']),
};

describe('sandboxCreationOf', () => {
  it('joins the variants: every forbidden pair once, the widest counts, the field keys, the highest cap', () => {
    const rules = sandboxCreationOf([variant({}), variant({ variant: 'wechat', materials: { min: 0, max: 6, kinds: ['image'] }, createsPerDay: 3000, refusesAllLowEfficiency: true })]);
    expect(rules).toEqual({
      createsPerDay: 3000,
      forbidden: [{ bidType: 'CPM', goal: 'ACTIVATE', reason: 'CPM出价不支持激活' }],
      settingKeys: { bidType: ['bid_mode'], goal: ['optimization_goal'] },
      refusesAllLowEfficiency: true,
      refusesIdenticalAds: true,
      idempotency: 'requestId',
      namesRepeat: [],
      levelFields: { group: variant({}).levels[0].fields },
      titles: { min: 1, max: 2 },
      materials: { min: 0, max: 6 },
    });
    expect(sandboxCreationOf([variant({}), variant({ idempotency: 'nameLookup' })]).idempotency).toBe('nameLookup');
  });

  it('lets names repeat at a level only where every variant that creates it says so', () => {
    const [group] = variant({}).levels;
    const creative = { ...group, level: 'creative' as const, label: '创意', nameUnique: false, delivers: false };
    const plan = { ...group, level: 'plan' as const, label: '计划', nameUnique: false };
    expect(sandboxCreationOf([variant({ levels: [group, creative] })]).namesRepeat).toEqual(['creative']);
    // A level one variant keeps unique stays unique for the media (the stricter rule wins).
    expect(sandboxCreationOf([variant({ levels: [group, creative, plan] }), variant({ variant: 'wechat', levels: [{ ...plan, nameUnique: true }, creative] })]).namesRepeat).toEqual(['creative']);
  });
});

describe('seededAttributes', () => {
  const group = variant({}).levels[0];
  const fields = [
    { key: 'bid_mode', label: '出价方式', kind: 'select' as const, role: 'bidType' as const, options: [{ value: 'CPM', label: 'CPM' }, { value: 'OCPM', label: 'oCPM' }] },
    { key: 'optimization_goal', label: '优化目标', kind: 'select' as const, errorPrevention: 'goal' as const, default: 'ACTIVATE' },
    { key: 'bid_amount', label: '出价', kind: 'money' as const, errorPrevention: 'bid' as const, min: 0.1 },
    { key: 'landing_page', label: '落地页', kind: 'text' as const, perAccount: true },
    { key: 'deep_goal', label: '深度目标', kind: 'select' as const, when: { field: 'optimization_goal', values: ['PAY'] }, options: [{ value: 'ROI', label: 'ROI' }] },
    { key: 'smart_bid', label: '自动出价', kind: 'switch' as const, default: false },
  ];
  const rules = sandboxCreationOf([variant({ levels: [{ ...group, fields }] })]);

  it('answers an object the media made before the desk with the form’s settings, never a pair it refuses', () => {
    for (const id of ['1', '2', '3', '4', '5', '6']) {
      // ACTIVATE with CPM is refused: the bid type is whatever else the field offers.
      expect(seededAttributes(rules, 'group', id)).toEqual({ bid_mode: 'OCPM', optimization_goal: 'ACTIVATE', smart_bid: 'false' });
    }
  });

  it('leaves out what the desk reads elsewhere (bid, budget, per-account ids) and levels the media has no form for', () => {
    expect(Object.keys(seededAttributes(rules, 'group', '7'))).not.toContain('bid_amount');
    expect(seededAttributes(rules, 'creative', '7')).toEqual({});
    expect(seededAttributes(undefined, 'group', '7')).toEqual({});
  });
});

describe('checkCreationDraft', () => {
  const rules = { ...sandboxCreationOf([variant({})]), refusesAllLowEfficiency: true };
  const check = (draft: Parameters<typeof checkCreationDraft>[2]) => checkCreationDraft('gdt', rules, draft, FACTS)?.rule ?? null;
  const base = { parentId: null, name: 'n' };

  it('refuses references that are not the account’s before anything else', () => {
    expect(check({ ...base, targetingId: 't9', titles: [] })).toBe('reference_not_found');
    expect(check({ ...base, audienceIds: ['a1', 'a9'] })).toBe('reference_not_found');
    expect(check({ ...base, materialIds: ['m9'] })).toBe('reference_not_found');
    expect(checkCreationDraft('gdt', rules, { ...base, materialIds: ['m9'] }, FACTS)?.params).toEqual({ label: '素材', value: 'm9' });
  });

  it('refuses a forbidden bid type × goal with the media’s reason, titles and materials out of the counts, all 低效', () => {
    expect(checkCreationDraft('gdt', rules, { ...base, settings: { bid_mode: 'CPM', optimization_goal: 'ACTIVATE' } }, FACTS)).toEqual({
      rule: 'bid_goal_forbidden',
      params: { detail: 'CPM出价不支持激活', bidType: 'CPM', goal: 'ACTIVATE' },
    });
    expect(check({ ...base, settings: { bid_mode: 'OCPM', optimization_goal: 'ACTIVATE' } })).toBeNull();
    expect(check({ ...base, titles: ['标题一二三四五', '标题一二三四六', '标题一二三四七'] })).toBe('title_count');
    expect(check({ ...base, titles: ['短'] })).toBe('title_length');
    expect(check({ ...base, titles: ['标'.repeat(31)] })).toBe('title_length');
    expect(check({ ...base, titles: ['标'.repeat(30)] })).toBeNull();
    expect(check({ ...base, materialIds: ['m1', 'm2', 'm3', 'm3'] })).toBe('material_count');
    expect(check({ ...base, materialIds: ['m1', 'm2'] })).toBe('creative_low_efficiency');
    expect(check({ ...base, materialIds: ['m1', 'm3'] })).toBeNull();
    expect(check({ ...base, materialIds: [], titles: [] })).toBeNull();
    expect(checkCreationDraft('gdt', { ...rules, refusesAllLowEfficiency: false }, { ...base, materialIds: ['m1', 'm2'] }, FACTS)).toBeNull();
  });

  it('checks only the references when the media declares no creation rules', () => {
    expect(checkCreationDraft('gdt', undefined, { ...base, titles: ['短'], settings: { bid_mode: 'CPM', optimization_goal: 'ACTIVATE' } }, FACTS)).toBeNull();
  });
});

describe('what a created object keeps and answers', () => {
  it('keeps the draft’s parts (none for a bare draft) and answers settings, materials and titles as text', () => {
    expect(createdWithOf({ parentId: null, name: 'n', settings: {}, audienceIds: [] })).toBeNull();
    const kept = createdWithOf({ parentId: null, name: 'n', settings: { goal: 'A', n: 3, off: null }, targetingId: 't1', materialIds: ['m1', 'm3'], titles: ['甲', '乙'], requestId: 'r' });
    expect(kept).toEqual({ settings: { goal: 'A', n: 3, off: null }, targetingId: 't1', materialIds: ['m1', 'm3'], titles: ['甲', '乙'] });
    expect(createdAttributes(kept)).toEqual({ goal: 'A', n: '3', material_ids: 'm1,m3', title: '甲', titles: '["甲","乙"]' });
  });

  it('calls two ads identical on the same materials, titles and targeting in any order', () => {
    const a = identityOf({ materialIds: ['m1', 'm3'], titles: ['甲'] }, 't1');
    expect(identityOf({ materialIds: ['m3', 'm1'], titles: [' 甲'] }, 't1')).toBe(a);
    expect(identityOf({ materialIds: ['m3', 'm1'], titles: ['甲'] }, 't2')).not.toBe(a);
    expect(identityOf({ materialIds: ['m3'], titles: ['甲'] }, 't1')).not.toBe(a);
    expect(identityOf({}, 't1')).toBeNull();
  });
});
