// 磁力智投's batch creation rules (issue 22, docs/design/creation.md §2): 广告计划 → 广告组 → 广告创意, for
// information-flow ads ('') and search ads ('search'). Field keys are its Marketing API's (campaign/create,
// unit/create, creative/create), values its codes; money in 元 (the adapter sends 厘).
import { titleRuleOf, type CreationField, type CreationVariantSpec } from '@toufang/domain';
import { KUAISHOU_LIMITS } from './limits';

const BUDGET_MAX = 100_000_000;
const TITLES = titleRuleOf('kuaishou');

/** 营销目标 (campaign_type). */
const CAMPAIGN_TYPES = [
  { value: '2', label: '提升应用安装' },
  { value: '3', label: '获取电商下单' },
  { value: '5', label: '收集销售线索' },
  { value: '7', label: '提高应用活跃' },
  { value: '9', label: '推广小程序' },
] as const;

/** 转化目标 (ocpx_action_type). */
const GOALS = [
  { value: '180', label: '激活' },
  { value: '396', label: '注册' },
  { value: '190', label: '付费' },
  { value: '53', label: '表单提交' },
  { value: '324', label: '唤起应用' },
  { value: '773', label: '关键行为' },
] as const;

/** 深度转化目标 (deep_conversion_type). */
const DEEP_GOALS = [
  { value: '3', label: '付费' },
  { value: '7', label: '次日留存' },
  { value: '92', label: '付费ROI' },
  { value: '10', label: '完件' },
] as const;

/** 出价类型 (bid_type). */
const BID_TYPES = [
  { value: '10', label: 'OCPM' },
  { value: '2', label: 'CPC' },
  { value: '12', label: '最大转化（MCB）' },
] as const;

const REFUSED = [
  { bidType: '2', goal: '190', reason: 'CPC出价不支持付费转化目标' },
  { bidType: '2', goal: '773', reason: 'CPC出价不支持关键行为转化目标' },
  { bidType: '12', goal: '53', reason: '最大转化出价不支持表单提交转化目标' },
] as const;

const unitFields = (search: boolean): CreationField[] => [
  { key: 'ocpx_action_type', label: '转化目标', kind: 'select', options: GOALS, required: true, fixedAfterCreate: true, errorPrevention: 'goal' },
  { key: 'deep_conversion_type', label: '深度转化目标', kind: 'select', options: DEEP_GOALS, errorPrevention: 'deepGoal' },
  { key: 'bid_type', label: '出价方式', kind: 'select', options: BID_TYPES, required: true, default: '10', role: 'bidType' },
  {
    key: 'cpa_bid',
    label: '出价',
    kind: 'money',
    min: KUAISHOU_LIMITS.BID.min,
    max: KUAISHOU_LIMITS.BID.max,
    required: true,
    when: { field: 'bid_type', values: ['10', '2'] },
    errorPrevention: 'bid',
  },
  { key: 'deep_conversion_bid', label: '深度转化出价', kind: 'money', min: KUAISHOU_LIMITS.BID.min, max: KUAISHOU_LIMITS.BID.max, errorPrevention: 'deepBid' },
  { key: 'day_budget', label: '日预算', kind: 'money', min: KUAISHOU_LIMITS.MIN_BUDGET['delivery-group'], max: BUDGET_MAX, errorPrevention: 'budgetAd' },
  { key: 'begin_end_time', label: '投放日期', kind: 'dateRange', required: true },
  { key: 'schedule_time', label: '投放时段', kind: 'schedule' },
  ...(search
    ? ([
        { key: 'quick_search', label: '搜索快投', kind: 'switch', default: true },
        { key: 'keywords', label: '搜索关键词', kind: 'text', required: true },
      ] satisfies CreationField[])
    : ([{ key: 'scene_id', label: '广告位置', kind: 'multiSelect', options: [{ value: '1', label: '优选广告位' }, { value: '6', label: '上下滑大屏广告' }, { value: '7', label: '信息流广告' }, { value: '10', label: '联盟广告' }], role: 'position' }] satisfies CreationField[])),
  // The ids that differ from account to account.
  { key: 'app_id', label: '应用', kind: 'text', perAccount: true, fixedAfterCreate: true },
  { key: 'url', label: '落地页', kind: 'text', perAccount: true },
];

const variant = (name: '' | 'search', title: string): CreationVariantSpec => ({
  media: 'kuaishou',
  variant: name,
  title,
  levels: [
    {
      level: 'plan',
      label: '广告计划',
      dimensions: [],
      nameMaxLength: KUAISHOU_LIMITS.NAME_MAX_LENGTH,
      nameUnique: true,
      delivers: false,
      fields: [
        { key: 'campaign_type', label: '营销目标', kind: 'select', options: CAMPAIGN_TYPES, required: true, fixedAfterCreate: true, default: '2' },
        { key: 'day_budget', label: '日预算', kind: 'money', min: KUAISHOU_LIMITS.MIN_BUDGET.plan, max: BUDGET_MAX, errorPrevention: 'budgetPlan' },
      ],
    },
    { level: 'delivery-group', label: '广告组', dimensions: ['targeting'], nameMaxLength: KUAISHOU_LIMITS.NAME_MAX_LENGTH, nameUnique: true, delivers: true, fields: unitFields(name === 'search') },
    {
      level: 'delivery-creative',
      label: '广告创意',
      dimensions: ['materials', 'titles'],
      nameMaxLength: KUAISHOU_LIMITS.NAME_MAX_LENGTH,
      nameUnique: false,
      delivers: false,
      fields: [
        { key: 'creative_material_type', label: '素材类型', kind: 'select', options: [{ value: '1', label: '竖版视频' }, { value: '2', label: '横版视频' }, { value: '5', label: '竖版图片' }], required: true, default: '1' },
        { key: 'action_bar_text', label: '行动号召按钮', kind: 'text', required: true, default: '立即下载' },
      ],
    },
  ],
  materials: { min: 1, max: 1, kinds: ['video', 'image'] },
  titles: { min: 1, max: 1, minLength: TITLES.minLength, maxLength: TITLES.maxLength, counting: TITLES.counting },
  forbidden: REFUSED,
  refusesAllLowEfficiency: false,
  // 磁力引擎's create-creative call refuses a creative name repeated in its 广告组, not identical materials and
  // titles: the sandbox takes them too (docs/decisions.md "Issue 22: loose ends").
  refusesIdenticalAds: false,
  idempotency: 'nameLookup',
  createsPerDay: 3000,
  submitLevels: { CAMPAIGN: 'plan', PLAN: 'delivery-group' },
});

export const KUAISHOU_CREATION: readonly CreationVariantSpec[] = [variant('', '磁力智投批量创建'), variant('search', '磁力智投搜索广告批量创建')];
