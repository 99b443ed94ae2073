// 巨量千川's batch creation rules (issue 22, docs/design/creation.md §2): 广告组 → 广告计划, promoting a live room
// ('live', 直播间推广) or products ('product', 商品推广). A plan carries its creatives (materials and titles)
// itself. Field keys are its API's (qianchuan campaign/create, ad/create with delivery_setting), values its
// enums; money in 元. A plan whose materials are all 低效 is refused.
import { titleRuleOf, type CreationField, type CreationVariantSpec } from '@toufang/domain';
import { QIANCHUAN_LIMITS } from './limits';

const BUDGET_MAX = 9_999_999.99;
const TITLES = titleRuleOf('qianchuan');

/** 转化目标 (delivery_setting.external_action) of a live room. */
const LIVE_GOALS = [
  { value: 'AD_CONVERT_TYPE_LIVE_ENTER_ACTION', label: '进入直播间' },
  { value: 'AD_CONVERT_TYPE_LIVE_CLICK_PRODUCT_ACTION', label: '直播间商品点击' },
  { value: 'AD_CONVERT_TYPE_LIVE_SUCCESSORDER_ACTION', label: '直播间下单' },
  { value: 'AD_CONVERT_TYPE_LIVE_SUCCESSORDER_PAY', label: '直播间成交' },
  { value: 'AD_CONVERT_TYPE_NEW_FOLLOW_ACTION', label: '直播间粉丝提升' },
  { value: 'AD_CONVERT_TYPE_LIVE_COMMENT_ACTION', label: '直播间评论' },
] as const;

/** 转化目标 of products. */
const PRODUCT_GOALS = [
  { value: 'AD_CONVERT_TYPE_SHOPPING', label: '商品购买' },
  { value: 'AD_CONVERT_TYPE_QC_FOLLOW_ACTION', label: '粉丝提升' },
  { value: 'AD_CONVERT_TYPE_QC_MUST_BUY', label: '点赞评论' },
] as const;

/** 深度转化目标 (deep_external_action). */
const DEEP_GOALS = [{ value: 'AD_CONVERT_TYPE_LIVE_PAY_ROI', label: '支付ROI' }] as const;

/** 投放方式 (delivery_setting.smart_bid_type). */
const BID_TYPES = [
  { value: 'SMART_BID_CUSTOM', label: '控成本投放' },
  { value: 'SMART_BID_CONSERVATIVE', label: '放量投放' },
] as const;

const BUDGET_MODES = [
  { value: 'BUDGET_MODE_DAY', label: '日预算' },
  { value: 'BUDGET_MODE_INFINITE', label: '不限' },
] as const;

const REFUSED = [
  { bidType: 'SMART_BID_CONSERVATIVE', goal: 'AD_CONVERT_TYPE_LIVE_COMMENT_ACTION', reason: '放量投放不支持直播间评论目标' },
  { bidType: 'SMART_BID_CONSERVATIVE', goal: 'AD_CONVERT_TYPE_QC_MUST_BUY', reason: '放量投放不支持点赞评论目标' },
] as const;

const planFields = (live: boolean): CreationField[] => [
  {
    key: 'marketing_scene',
    label: '广告版位',
    kind: 'select',
    options: [
      { value: 'FEED', label: '通投广告' },
      { value: 'SEARCH', label: '搜索广告' },
    ],
    default: 'FEED',
    role: 'position',
  },
  { key: 'external_action', label: '转化目标', kind: 'select', options: live ? LIVE_GOALS : PRODUCT_GOALS, required: true, fixedAfterCreate: true, errorPrevention: 'goal' },
  { key: 'deep_external_action', label: '深度转化目标', kind: 'select', options: DEEP_GOALS, errorPrevention: 'deepGoal' },
  { key: 'smart_bid_type', label: '投放方式', kind: 'select', options: BID_TYPES, required: true, default: 'SMART_BID_CUSTOM', role: 'bidType' },
  {
    key: 'cpa_bid',
    label: '出价',
    kind: 'money',
    min: QIANCHUAN_LIMITS.BID.min,
    max: QIANCHUAN_LIMITS.BID.max,
    required: true,
    when: { field: 'smart_bid_type', values: ['SMART_BID_CUSTOM'] },
    errorPrevention: 'bid',
  },
  { key: 'roi_goal', label: '支付ROI目标', kind: 'number', min: 0.01, max: 100, when: { field: 'deep_external_action', values: ['AD_CONVERT_TYPE_LIVE_PAY_ROI'] }, errorPrevention: 'deepBid' },
  { key: 'budget_mode', label: '预算类型', kind: 'select', options: BUDGET_MODES, required: true, default: 'BUDGET_MODE_DAY' },
  { key: 'budget', label: '预算', kind: 'money', min: QIANCHUAN_LIMITS.MIN_BUDGET.plan, max: BUDGET_MAX, required: true, when: { field: 'budget_mode', values: ['BUDGET_MODE_DAY'] }, errorPrevention: 'budgetAd' },
  { key: 'schedule_time', label: '投放时段', kind: 'schedule' },
  // The ids that differ from account to account: the 抖音号, and the products promoted.
  { key: 'aweme_id', label: '抖音号', kind: 'text', required: true, perAccount: true, fixedAfterCreate: true },
  ...(live ? [] : ([{ key: 'product_ids', label: '商品', kind: 'text', required: true, perAccount: true }] satisfies CreationField[])),
];

const variant = (name: 'live' | 'product', title: string): CreationVariantSpec => ({
  media: 'qianchuan',
  variant: name,
  title,
  levels: [
    {
      level: 'group',
      label: '广告组',
      dimensions: [],
      nameMaxLength: QIANCHUAN_LIMITS.NAME_MAX_LENGTH,
      nameUnique: true,
      delivers: false,
      fields: [
        { key: 'marketing_goal', label: '营销目标', kind: 'select', options: name === 'live' ? [{ value: 'LIVE_PROM_GOODS', label: '直播带货' }] : [{ value: 'VIDEO_PROM_GOODS', label: '短视频带货' }], required: true, fixedAfterCreate: true, default: name === 'live' ? 'LIVE_PROM_GOODS' : 'VIDEO_PROM_GOODS' },
        { key: 'budget_mode', label: '预算类型', kind: 'select', options: BUDGET_MODES, required: true, default: 'BUDGET_MODE_INFINITE' },
        { key: 'budget', label: '广告组预算', kind: 'money', min: QIANCHUAN_LIMITS.MIN_BUDGET.group, max: BUDGET_MAX, when: { field: 'budget_mode', values: ['BUDGET_MODE_DAY'] }, errorPrevention: 'budgetPlan' },
      ],
    },
    {
      level: 'plan',
      label: '广告计划',
      dimensions: ['targeting', 'materials', 'titles'],
      nameMaxLength: QIANCHUAN_LIMITS.NAME_MAX_LENGTH,
      nameUnique: true,
      delivers: true,
      fields: planFields(name === 'live'),
    },
  ],
  // A live room's plan may run on the room itself, without a video.
  materials: { min: name === 'live' ? 0 : 1, max: 10, kinds: ['video', 'image'] },
  titles: { min: 1, max: 10, minLength: TITLES.minLength, maxLength: TITLES.maxLength, counting: TITLES.counting },
  forbidden: REFUSED.filter((f) => (name === 'live' ? LIVE_GOALS : PRODUCT_GOALS).some((g) => g.value === f.goal)),
  refusesAllLowEfficiency: true,
  refusesIdenticalAds: false,
  idempotency: 'nameLookup',
  createsPerDay: 2000,
  submitLevels: { CAMPAIGN: 'group', PLAN: 'plan' },
});

export const QIANCHUAN_CREATION: readonly CreationVariantSpec[] = [variant('live', '直播间推广批量创建'), variant('product', '商品推广批量创建')];
