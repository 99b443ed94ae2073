// 腾讯广告3.0's batch creation rules (issue 22, docs/design/creation.md §2): 广告 → 创意, on every placement ('')
// or on WeChat's ('wechat': 朋友圈, 公众号与小程序, 视频号). Field keys are its Marketing API's (adgroups/add,
// dynamic_creatives/add), values its enums; money in 元 (the adapter sends 分). A create carries a request id
// (idempotent), the conversion id cannot change after creation, and two ads of an account with the same
// materials, titles and targeting are refused.
import { titleRuleOf, type CreationField, type CreationVariantSpec } from '@toufang/domain';
import { GDT_LIMITS } from './limits';
import { GDT_CONVERSION_TEXTS } from './texts';

const BUDGET_MAX = 40_000_000; // its docs: 50 元 – 40,000,000 元 a day
const TITLES = titleRuleOf('gdt');

/** 优化目标 (optimization_goal), its words as the conversion pages show them. */
const GOALS = Object.entries(GDT_CONVERSION_TEXTS.OPTIMIZATION_GOALS).map(([value, label]) => ({ value, label }));

/** 深度优化目标 (deep_conversion_behavior_spec.goal). */
const DEEP_GOALS = [
  { value: 'OPTIMIZATIONGOAL_APP_PURCHASE', label: '付费' },
  { value: 'OPTIMIZATIONGOAL_ONE_DAY_RETENTION', label: '次日留存' },
  { value: 'OPTIMIZATIONGOAL_FIRST_PURCHASE', label: '首次付费' },
  { value: 'GOAL_1DAY_PURCHASE_ROAS', label: '首日付费ROI' },
] as const;

/** 出价方式 (bid_mode). */
const BID_MODES = [
  { value: 'BID_MODE_OCPM', label: 'oCPM' },
  { value: 'BID_MODE_OCPC', label: 'oCPC' },
  { value: 'BID_MODE_CPC', label: 'CPC' },
  { value: 'BID_MODE_CPM', label: 'CPM' },
] as const;

/** 出价策略 (smart_bid_type). */
const SMART_BID_TYPES = [
  { value: 'SMART_BID_TYPE_CUSTOM', label: '稳定拿量' },
  { value: 'SMART_BID_TYPE_SYSTEMATIC', label: '最大转化量' },
] as const;

const MARKETING_GOALS = [
  { value: 'MARKETING_GOAL_USER_GROWTH', label: '用户增长' },
  { value: 'MARKETING_GOAL_PRODUCT_SALES', label: '商品销售' },
  { value: 'MARKETING_GOAL_LEAD_RETENTION', label: '线索留资' },
  { value: 'MARKETING_GOAL_BRAND_PROMOTION', label: '品牌宣传' },
] as const;

const ALL_SITES = [
  { value: 'SITE_SET_MOMENTS', label: '朋友圈' },
  { value: 'SITE_SET_WECHAT', label: '微信公众号与小程序' },
  { value: 'SITE_SET_CHANNELS', label: '视频号' },
  { value: 'SITE_SET_TENCENT_NEWS', label: '腾讯新闻' },
  { value: 'SITE_SET_TENCENT_VIDEO', label: '腾讯视频' },
  { value: 'SITE_SET_MOBILE_UNION', label: '优量汇' },
  { value: 'SITE_SET_QQ_MUSIC_GAME', label: 'QQ、腾讯音乐及游戏' },
] as const;
const WECHAT_SITES = ALL_SITES.slice(0, 3);

const REFUSED = [
  { bidType: 'BID_MODE_CPC', goal: 'OPTIMIZATIONGOAL_APP_PURCHASE', reason: 'CPC出价不支持付费优化目标，请改用oCPC或oCPM' },
  { bidType: 'BID_MODE_CPM', goal: 'OPTIMIZATIONGOAL_APP_ACTIVATE', reason: 'CPM出价不支持激活优化目标，请改用oCPM' },
  { bidType: 'BID_MODE_CPM', goal: 'OPTIMIZATIONGOAL_LEADS', reason: 'CPM出价不支持销售线索优化目标，请改用oCPM' },
] as const;

const groupFields = (sites: readonly { value: string; label: string }[]): CreationField[] => [
  { key: 'marketing_goal', label: '营销目的', kind: 'select', options: MARKETING_GOALS, required: true, fixedAfterCreate: true, default: 'MARKETING_GOAL_USER_GROWTH' },
  { key: 'site_set', label: '广告版位', kind: 'multiSelect', options: sites, required: true, role: 'position' },
  { key: 'optimization_goal', label: '优化目标', kind: 'select', options: GOALS, required: true, fixedAfterCreate: true, errorPrevention: 'goal' },
  { key: 'deep_conversion_goal', label: '深度优化目标', kind: 'select', options: DEEP_GOALS, errorPrevention: 'deepGoal' },
  { key: 'bid_mode', label: '出价方式', kind: 'select', options: BID_MODES, required: true, default: 'BID_MODE_OCPM', role: 'bidType' },
  { key: 'smart_bid_type', label: '出价策略', kind: 'select', options: SMART_BID_TYPES, default: 'SMART_BID_TYPE_CUSTOM' },
  { key: 'bid_amount', label: '出价', kind: 'money', min: GDT_LIMITS.BID.min, max: GDT_LIMITS.BID.max, required: true, errorPrevention: 'bid' },
  { key: 'deep_conversion_worth_rate', label: '深度出价', kind: 'money', min: GDT_LIMITS.BID.min, max: GDT_LIMITS.BID.max, errorPrevention: 'deepBid' },
  { key: 'daily_budget', label: '日预算', kind: 'money', min: GDT_LIMITS.MIN_BUDGET.group, max: BUDGET_MAX, errorPrevention: 'budgetAd' },
  { key: 'begin_end_date', label: '投放日期', kind: 'dateRange', required: true },
  { key: 'time_series', label: '投放时段', kind: 'schedule' },
  // The ids that differ from account to account; the conversion is fixed once the ad exists (its docs).
  { key: 'conversion_id', label: '转化归因', kind: 'text', required: true, perAccount: true, fixedAfterCreate: true },
  { key: 'marketing_asset_id', label: '推广产品', kind: 'text', perAccount: true, fixedAfterCreate: true },
  { key: 'page_id', label: '落地页', kind: 'text', perAccount: true },
];

const CREATIVE_TEMPLATES = [
  { value: '721', label: '竖版视频9:16' },
  { value: '720', label: '横版视频16:9' },
  { value: '711', label: '横版大图16:9' },
  { value: '618', label: '竖版大图9:16' },
] as const;

const creativeFields: CreationField[] = [
  { key: 'creative_template_id', label: '创意形式', kind: 'select', options: CREATIVE_TEMPLATES, required: true, default: '721' },
  { key: 'brand_name', label: '品牌名称', kind: 'text', required: true },
  { key: 'call_to_action', label: '行动按钮', kind: 'select', options: [{ value: 'DOWNLOAD', label: '立即下载' }, { value: 'LEARN_MORE', label: '了解更多' }, { value: 'CONSULT', label: '立即咨询' }] },
];

const variant = (name: '' | 'wechat', title: string, sites: readonly { value: string; label: string }[]): CreationVariantSpec => ({
  media: 'gdt',
  variant: name,
  title,
  levels: [
    { level: 'group', label: '广告', dimensions: ['targeting'], nameMaxLength: GDT_LIMITS.NAME_MAX_LENGTH, nameUnique: true, delivers: true, fields: groupFields(sites) },
    { level: 'creative', label: '创意', dimensions: ['materials', 'titles'], nameMaxLength: GDT_LIMITS.NAME_MAX_LENGTH, nameUnique: false, delivers: false, fields: creativeFields },
  ],
  materials: { min: 1, max: 6, kinds: ['image', 'video'] },
  titles: { min: 1, max: 3, minLength: TITLES.minLength, maxLength: TITLES.maxLength, counting: TITLES.counting },
  forbidden: REFUSED,
  refusesAllLowEfficiency: false,
  refusesIdenticalAds: true,
  idempotency: 'requestId',
  createsPerDay: 20_000, // its docs: 20,000 ad writes an account a day
  submitLevels: { CAMPAIGN: 'group', PLAN: 'group' },
});

export const GDT_CREATION: readonly CreationVariantSpec[] = [
  variant('', '腾讯广告批量创建', ALL_SITES),
  variant('wechat', '腾讯广告微信广告批量创建', WECHAT_SITES),
];
