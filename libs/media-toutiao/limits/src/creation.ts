// 巨量引擎's batch creation rules (issue 22, docs/design/creation.md §2): its 1.0 广告组 → 广告计划 → 广告创意,
// and its 2.0 项目 → 广告 (the 'project' route, and 'search' for 搜索广告). Field keys are its open platform's
// (project/create, promotion/create; ad/create, creative/create), values its enums; money in 元.
import { titleRuleOf, type CreationField, type CreationVariantSpec } from '@toufang/domain';
import { TOUTIAO_LIMITS } from './limits';

const BUDGET_MAX = 9_999_999.99;
const TITLES = titleRuleOf('toutiao');

/** 优化目标 (external_action), in the console's words. */
const GOALS = [
  { value: 'AD_CONVERT_TYPE_ACTIVE', label: '激活' },
  { value: 'AD_CONVERT_TYPE_ACTIVE_REGISTER', label: '注册' },
  { value: 'AD_CONVERT_TYPE_PAY', label: '付费' },
  { value: 'AD_CONVERT_TYPE_NEXT_DAY_OPEN', label: '次留' },
  { value: 'AD_CONVERT_TYPE_FORM', label: '表单提交' },
  { value: 'AD_CONVERT_TYPE_PHONE', label: '电话拨打' },
  { value: 'AD_CONVERT_TYPE_CONSULT_EFFECTIVE', label: '有效咨询' },
  { value: 'AD_CONVERT_TYPE_GAME_ADDICTION', label: '关键行为' },
] as const;

/** 深度优化目标 (deep_external_action). */
const DEEP_GOALS = [
  { value: 'AD_CONVERT_TYPE_PURCHASE_ROI', label: '付费ROI' },
  { value: 'AD_CONVERT_TYPE_PAY', label: '付费' },
  { value: 'AD_CONVERT_TYPE_NEXT_DAY_OPEN', label: '次留' },
  { value: 'AD_CONVERT_TYPE_LT_ROI', label: '广告变现ROI' },
] as const;

/** 投放场景 / 出价方式 (delivery_setting.bid_type). */
const BID_TYPES = [
  { value: 'CUSTOM', label: '稳定成本' },
  { value: 'NO_BID', label: '最大转化投放' },
  { value: 'UPPER_CONTROL', label: '控制成本上限' },
] as const;

const LANDING_TYPES = [
  { value: 'APP', label: '应用推广' },
  { value: 'LINK', label: '销售线索' },
  { value: 'MICRO_GAME', label: '小程序' },
  { value: 'SHOP', label: '电商店铺推广' },
] as const;

const BUDGET_MODES = [
  { value: 'BUDGET_MODE_DAY', label: '日预算' },
  { value: 'BUDGET_MODE_INFINITE', label: '不限' },
] as const;

/** 广告位置 (inventory_type). */
const INVENTORY = [
  { value: 'INVENTORY_FEED', label: '今日头条' },
  { value: 'INVENTORY_AWEME_FEED', label: '抖音信息流' },
  { value: 'INVENTORY_VIDEO_FEED', label: '西瓜信息流' },
  { value: 'INVENTORY_UNION_SLOT', label: '穿山甲' },
] as const;

const schedule: CreationField = { key: 'schedule_time', label: '投放时段', kind: 'schedule' };
const budgetMode: CreationField = { key: 'budget_mode', label: '预算类型', kind: 'select', options: BUDGET_MODES, required: true, default: 'BUDGET_MODE_DAY' };
const budget = (min: number, errorPrevention: 'budgetPlan' | 'budgetAd'): CreationField => ({
  key: 'budget',
  label: '预算',
  kind: 'money',
  min,
  max: BUDGET_MAX,
  required: true,
  when: { field: 'budget_mode', values: ['BUDGET_MODE_DAY'] },
  errorPrevention,
});
const goal = (fixedAfterCreate: boolean): CreationField => ({
  key: 'external_action',
  label: '优化目标',
  kind: 'select',
  options: GOALS,
  required: true,
  fixedAfterCreate,
  errorPrevention: 'goal',
});
const deepGoal: CreationField = { key: 'deep_external_action', label: '深度优化目标', kind: 'select', options: DEEP_GOALS, errorPrevention: 'deepGoal' };
const bidType: CreationField = { key: 'bid_type', label: '出价方式', kind: 'select', options: BID_TYPES, required: true, default: 'CUSTOM', role: 'bidType' };
const bid: CreationField = {
  key: 'cpa_bid',
  label: '目标转化出价',
  kind: 'money',
  min: TOUTIAO_LIMITS.BID.min,
  max: TOUTIAO_LIMITS.BID.max,
  required: true,
  when: { field: 'bid_type', values: ['CUSTOM', 'UPPER_CONTROL'] },
  errorPrevention: 'bid',
};
const deepBid: CreationField = { key: 'deep_cpabid', label: '深度转化出价', kind: 'money', min: TOUTIAO_LIMITS.BID.min, max: TOUTIAO_LIMITS.BID.max, errorPrevention: 'deepBid' };
// The ids that differ from account to account.
const assetId: CreationField = { key: 'asset_id', label: '转化资产', kind: 'text', required: true, perAccount: true, fixedAfterCreate: true };
const downloadUrl: CreationField = { key: 'download_url', label: '应用下载链接', kind: 'text', perAccount: true, when: { field: 'landing_type', values: ['APP'] } };
const externalUrl: CreationField = { key: 'external_url', label: '落地页', kind: 'text', perAccount: true, when: { field: 'landing_type', values: ['LINK', 'SHOP'] } };
const awemeId: CreationField = { key: 'aweme_id', label: '抖音号', kind: 'text', perAccount: true };
const landingType: CreationField = { key: 'landing_type', label: '推广目的', kind: 'select', options: LANDING_TYPES, required: true, fixedAfterCreate: true, default: 'APP' };
const inventory: CreationField = { key: 'inventory_type', label: '广告版位', kind: 'multiSelect', options: INVENTORY, role: 'position' };

const REFUSED = [
  { bidType: 'NO_BID', goal: 'AD_CONVERT_TYPE_PHONE', reason: '最大转化投放不支持电话拨打目标' },
  { bidType: 'NO_BID', goal: 'AD_CONVERT_TYPE_CONSULT_EFFECTIVE', reason: '最大转化投放不支持有效咨询目标' },
  { bidType: 'UPPER_CONTROL', goal: 'AD_CONVERT_TYPE_NEXT_DAY_OPEN', reason: '控制成本上限不支持次留目标' },
] as const;

const common = {
  media: 'toutiao',
  titles: { min: 1, max: 10, minLength: TITLES.minLength, maxLength: TITLES.maxLength, counting: TITLES.counting },
  forbidden: REFUSED,
  refusesAllLowEfficiency: true,
  refusesIdenticalAds: false,
  idempotency: 'nameLookup',
  createsPerDay: 5000,
} as const;

const projectLevels = (search: boolean): CreationVariantSpec['levels'] => [
  {
    level: 'project',
    label: '项目',
    dimensions: ['targeting'],
    nameMaxLength: TOUTIAO_LIMITS.NAME_MAX_LENGTH,
    nameUnique: true,
    delivers: false,
    fields: [
      landingType,
      goal(true),
      deepGoal,
      ...(search ? [{ key: 'search_bid_ratio', label: '搜索出价系数', kind: 'number', min: 1, max: 2, default: 1 } satisfies CreationField] : [inventory]),
      bidType,
      bid,
      deepBid,
      budgetMode,
      budget(TOUTIAO_LIMITS.MIN_BUDGET.project, 'budgetPlan'),
      schedule,
      assetId,
      downloadUrl,
      externalUrl,
      awemeId,
    ],
  },
  {
    level: 'ad',
    label: '广告',
    dimensions: ['materials', 'titles'],
    nameMaxLength: TOUTIAO_LIMITS.NAME_MAX_LENGTH,
    nameUnique: true,
    delivers: true,
    fields: [{ key: 'source', label: '来源', kind: 'text', required: true }, ...(search ? [{ key: 'keywords', label: '搜索关键词', kind: 'text' } satisfies CreationField] : [])],
  },
];

export const TOUTIAO_CREATION: readonly CreationVariantSpec[] = [
  {
    ...common,
    variant: '',
    title: '巨量引擎1.0批量创建',
    levels: [
      {
        level: 'delivery-group',
        label: '广告组',
        dimensions: [],
        nameMaxLength: TOUTIAO_LIMITS.NAME_MAX_LENGTH,
        nameUnique: true,
        delivers: false,
        fields: [landingType, budgetMode, budget(TOUTIAO_LIMITS.MIN_BUDGET['delivery-group'], 'budgetPlan')],
      },
      {
        level: 'plan',
        label: '广告计划',
        dimensions: ['targeting'],
        nameMaxLength: TOUTIAO_LIMITS.NAME_MAX_LENGTH,
        nameUnique: true,
        delivers: true,
        fields: [
          inventory,
          goal(true),
          deepGoal,
          bidType,
          bid,
          deepBid,
          budgetMode,
          budget(TOUTIAO_LIMITS.MIN_BUDGET.plan, 'budgetAd'),
          schedule,
          { key: 'convert_id', label: '转化目标', kind: 'text', required: true, perAccount: true, fixedAfterCreate: true },
          downloadUrl,
          externalUrl,
        ],
      },
      {
        level: 'creative',
        label: '广告创意',
        dimensions: ['materials', 'titles'],
        nameMaxLength: TOUTIAO_LIMITS.NAME_MAX_LENGTH,
        nameUnique: false,
        delivers: false,
        fields: [
          { key: 'creative_material_mode', label: '创意方式', kind: 'select', options: [{ value: 'STATIC_ASSEMBLE', label: '程序化创意' }, { value: 'CUSTOM', label: '自定义创意' }], default: 'STATIC_ASSEMBLE' },
          { key: 'source', label: '来源', kind: 'text', required: true },
        ],
      },
    ],
    materials: { min: 1, max: 10, kinds: ['image', 'video'] },
    submitLevels: { CAMPAIGN: 'delivery-group', PLAN: 'plan' },
  },
  {
    ...common,
    variant: 'project',
    title: '巨量引擎2.0批量创建',
    levels: projectLevels(false),
    materials: { min: 1, max: 10, kinds: ['image', 'video'] },
    submitLevels: { CAMPAIGN: 'project', PLAN: 'ad' },
  },
  {
    ...common,
    variant: 'search',
    title: '巨量引擎搜索广告批量创建',
    levels: projectLevels(true),
    materials: { min: 1, max: 10, kinds: ['image', 'video'] },
    submitLevels: { CAMPAIGN: 'project', PLAN: 'ad' },
  },
];
