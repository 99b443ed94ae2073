// 哔哩哔哩's batch creation rules (issue 22, docs/design/creation.md §2): 广告计划 → 广告单元 → 创意. Field keys are
// its marketing API's (campaign, unit, creative), values its enums; money in 元 (the adapter sends 分).
import { titleRuleOf, type CreationField, type CreationVariantSpec } from '@toufang/domain';
import { BILIBILI_LIMITS } from './limits';

const BUDGET_MAX = 10_000_000;
const TITLES = titleRuleOf('bilibili');

/** 推广目的 (promotion_purpose_type). */
const PURPOSES = [
  { value: 'APP_DOWNLOAD', label: '应用推广' },
  { value: 'LANDING_PAGE', label: '销售线索收集' },
  { value: 'ON_SHELF_GAME', label: '游戏推广' },
  { value: 'SHOP_GOODS', label: '商品推广' },
  { value: 'ENTERPRISE_PROMOTION', label: '账号推广' },
] as const;

/** 优化目标 (ocpc_target). */
const GOALS = [
  { value: 'APP_ACTIVE', label: '应用激活' },
  { value: 'USER_REGISTER', label: '用户注册' },
  { value: 'FORM_SUBMIT', label: '表单提交' },
  { value: 'GAME_RESERVE', label: '游戏预约' },
  { value: 'ORDER_PLACE', label: '订单提交' },
  { value: 'FOLLOW', label: '涨粉' },
] as const;

/** 深度优化目标 (deep_ocpc_target). */
const DEEP_GOALS = [
  { value: 'PAID_IN_24H_ROI', label: '24小时付费ROI' },
  { value: 'RETENTION', label: '次日留存' },
  { value: 'USER_COST', label: '用户付费' },
] as const;

/** 出价方式 (sales_type). */
const SALES_TYPES = [
  { value: 'OCPM', label: 'oCPM' },
  { value: 'CPC', label: 'CPC' },
  { value: 'CPM', label: 'CPM' },
] as const;

/** 投放位置 (launch_scene). */
const PLACEMENTS = [
  { value: 'FEED', label: '信息流' },
  { value: 'PLAY_PAGE', label: '播放页' },
  { value: 'SEARCH', label: '搜索' },
  { value: 'STORY', label: '竖屏视频流' },
] as const;

const REFUSED = [
  { bidType: 'CPM', goal: 'FORM_SUBMIT', reason: 'CPM出价不支持表单提交优化目标' },
  { bidType: 'CPC', goal: 'USER_REGISTER', reason: 'CPC出价不支持用户注册优化目标' },
] as const;

const unitFields: CreationField[] = [
  { key: 'launch_scene', label: '投放版位', kind: 'multiSelect', options: PLACEMENTS, required: true, default: ['FEED'], role: 'position' },
  { key: 'sales_type', label: '出价方式', kind: 'select', options: SALES_TYPES, required: true, default: 'OCPM', role: 'bidType' },
  { key: 'ocpc_target', label: '优化目标', kind: 'select', options: GOALS, required: true, fixedAfterCreate: true, when: { field: 'sales_type', values: ['OCPM'] }, errorPrevention: 'goal' },
  { key: 'deep_ocpc_target', label: '深度优化目标', kind: 'select', options: DEEP_GOALS, when: { field: 'sales_type', values: ['OCPM'] }, errorPrevention: 'deepGoal' },
  { key: 'cost_price', label: '出价', kind: 'money', min: BILIBILI_LIMITS.BID.min, max: BILIBILI_LIMITS.BID.max, required: true, errorPrevention: 'bid' },
  { key: 'deep_ocpc_price', label: '深度出价', kind: 'money', min: BILIBILI_LIMITS.BID.min, max: BILIBILI_LIMITS.BID.max, errorPrevention: 'deepBid' },
  { key: 'budget', label: '单元预算', kind: 'money', min: BILIBILI_LIMITS.MIN_BUDGET.unit, max: BUDGET_MAX, required: true, errorPrevention: 'budgetAd' },
  { key: 'launch_date', label: '投放日期', kind: 'dateRange', required: true },
  { key: 'launch_time', label: '投放时段', kind: 'schedule' },
  // The ids that differ from account to account.
  { key: 'app_package_id', label: '应用包', kind: 'text', perAccount: true, fixedAfterCreate: true },
  { key: 'conversion_link_id', label: '转化组件', kind: 'text', perAccount: true },
];

export const BILIBILI_CREATION: readonly CreationVariantSpec[] = [
  {
    media: 'bilibili',
    variant: '',
    title: '哔哩哔哩批量创建',
    levels: [
      {
        level: 'plan',
        label: '广告计划',
        dimensions: [],
        nameMaxLength: BILIBILI_LIMITS.NAME_MAX_LENGTH,
        nameUnique: true,
        delivers: false,
        fields: [
          { key: 'promotion_purpose_type', label: '推广目的', kind: 'select', options: PURPOSES, required: true, fixedAfterCreate: true, default: 'APP_DOWNLOAD' },
          { key: 'budget', label: '计划预算', kind: 'money', min: BILIBILI_LIMITS.MIN_BUDGET.plan, max: BUDGET_MAX, required: true, errorPrevention: 'budgetPlan' },
        ],
      },
      { level: 'unit', label: '广告单元', dimensions: ['targeting'], nameMaxLength: BILIBILI_LIMITS.NAME_MAX_LENGTH, nameUnique: true, delivers: true, fields: unitFields },
      {
        level: 'creative',
        label: '创意',
        dimensions: ['materials', 'titles'],
        nameMaxLength: BILIBILI_LIMITS.NAME_MAX_LENGTH,
        nameUnique: false,
        delivers: false,
        fields: [
          { key: 'style_ability', label: '创意形态', kind: 'select', options: [{ value: 'VIDEO', label: '视频' }, { value: 'IMAGE', label: '大图' }, { value: 'GIF', label: '动图' }], required: true, default: 'VIDEO' },
          { key: 'jump_url', label: '落地页', kind: 'text', perAccount: true },
          { key: 'button_copy', label: '按钮文案', kind: 'text', default: '立即下载' },
        ],
      },
    ],
    materials: { min: 1, max: 1, kinds: ['video', 'image'] },
    titles: { min: 1, max: 1, minLength: TITLES.minLength, maxLength: TITLES.maxLength, counting: TITLES.counting },
    forbidden: REFUSED,
    refusesAllLowEfficiency: false,
    refusesIdenticalAds: false,
    idempotency: 'nameLookup',
    createsPerDay: 1000,
    submitLevels: { CAMPAIGN: 'plan', PLAN: 'unit' },
  },
];
