// Test fixtures of the creation engine's specs (not exported by the library): a three-level and a two-level
// variant that name no real media's fields, and a body builder.
import type { CreationLevelSpec, CreationVariantSpec } from './spec';
import type { CreationTemplateBody, DimensionMode } from './types';

const plainLevel = (level: CreationLevelSpec['level'], label: string, rest: Partial<CreationLevelSpec> = {}): CreationLevelSpec => ({
  level,
  label,
  dimensions: [],
  fields: [],
  nameMaxLength: 50,
  nameUnique: true,
  delivers: false,
  ...rest,
});

/** 计划 → 单元 (delivers, split by targeting) → 创意 (materials, titles), with a goal, bid type, bid and budget. */
export const SPEC3: CreationVariantSpec = {
  media: 'baidu',
  variant: '',
  title: '测试创建',
  levels: [
    plainLevel('plan', '计划', {
      fields: [{ key: 'budget', label: '计划预算', kind: 'money', min: 50, max: 10000, errorPrevention: 'budgetPlan' }],
    }),
    plainLevel('unit', '单元', {
      dimensions: ['targeting'],
      delivers: true,
      fields: [
        { key: 'goal', label: '目标转化', kind: 'select', options: [{ value: 'form', label: '表单提交' }, { value: 'pay', label: '付费' }], required: true, errorPrevention: 'goal' },
        { key: 'bidType', label: '出价方式', kind: 'select', options: [{ value: 'OCPC', label: 'oCPC' }, { value: 'CPC', label: 'CPC' }], role: 'bidType' },
        { key: 'bid', label: '出价', kind: 'money', min: 0.3, max: 999, errorPrevention: 'bid' },
        { key: 'budget', label: '单元预算', kind: 'money', min: 50, max: 10000, errorPrevention: 'budgetAd' },
        { key: 'placement', label: '投放版位', kind: 'multiSelect', options: [{ value: '1', label: '信息流' }, { value: '2', label: '贴吧' }], role: 'position' },
        { key: 'convId', label: '转化追踪', kind: 'text', perAccount: true, required: true },
      ],
    }),
    plainLevel('creative', '创意', { dimensions: ['materials', 'titles'], nameUnique: false }),
  ],
  materials: { min: 1, max: 3, kinds: ['image', 'video'] },
  titles: { min: 1, max: 2, minLength: 4, maxLength: 20, counting: 'char' },
  forbidden: [{ bidType: 'CPC', goal: 'pay', reason: 'CPC出价不支持付费目标' }],
  refusesAllLowEfficiency: true,
  refusesIdenticalAds: true,
  idempotency: 'nameLookup',
  createsPerDay: 1000,
  submitLevels: { CAMPAIGN: 'plan', PLAN: 'unit' },
};

/** 广告组 → 广告计划 (delivers, carries targeting, materials and titles itself). */
export const SPEC2: CreationVariantSpec = {
  ...SPEC3,
  media: 'qianchuan',
  levels: [plainLevel('group', '广告组'), plainLevel('plan', '广告计划', { dimensions: ['targeting', 'materials', 'titles'], delivers: true })],
  forbidden: [],
  submitLevels: { CAMPAIGN: 'group', PLAN: 'plan' },
};

export interface BodyShape {
  accounts: number;
  targeting: number;
  materials: number;
  titles: number;
  modes?: { targeting?: DimensionMode; materials?: DimensionMode; titles?: DimensionMode };
}

/** A body of that many accounts, packs, material groups and title groups, every dimension crossed unless told. */
export function bodyOf(spec: CreationVariantSpec, shape: BodyShape): CreationTemplateBody {
  return {
    media: spec.media,
    variant: spec.variant,
    accounts: Array.from({ length: shape.accounts }, (_, i) => ({ mediaAccountId: 100 + i, advertiserId: `${9000 + i}`, name: `账户${i + 1}`, ids: { convId: `c${i}` } })),
    settings: {},
    targeting: { mode: shape.modes?.targeting ?? 'cross', packs: Array.from({ length: shape.targeting }, (_, i) => ({ propertyId: 10 + i, name: `定向${i + 1}` })) },
    materials: { mode: shape.modes?.materials ?? 'cross', groups: Array.from({ length: shape.materials }, (_, i) => ({ key: `m${i}`, name: `素材${i + 1}`, materialIds: [1000 + i] })) },
    titles: { mode: shape.modes?.titles ?? 'cross', groups: Array.from({ length: shape.titles }, (_, i) => ({ key: `t${i}`, name: `标题组${i + 1}`, titles: [`第${i + 1}个好标题`] })) },
    naming: {},
    submission: { submitType: 'submitAndSaveTemplate', adsSubmitRule: 'NOW' },
  };
}
