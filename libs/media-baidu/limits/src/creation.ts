// 百度营销's batch creation rules (issue 22, docs/design/creation.md §2): 计划 → 单元 → 创意 of its feed ads, one
// flow whose three routes (basic-settings, preview-submit, submit-success) are its steps, not variants: the one
// variant is named by the first step's segment. Field keys are its API's (campaignFeed, adgroupFeed,
// creativeFeed), values its codes; money in 元.
import { titleRuleOf, type CreationField, type CreationVariantSpec } from '@toufang/domain';
import { BAIDU_LIMITS } from './limits';

const BUDGET_MAX = 10_000_000;
const TITLES = titleRuleOf('baidu');

/** 推广对象 (subject). */
const SUBJECTS = [
  { value: '1', label: '网站链接' },
  { value: '2', label: '应用下载（iOS）' },
  { value: '3', label: '应用下载（Android）' },
  { value: '7', label: '小程序' },
] as const;

/** 目标转化 (ocpc.transType), the ones most asked for. */
const GOALS = [
  { value: '3', label: '表单提交成功' },
  { value: '1', label: '咨询按钮点击' },
  { value: '30', label: '电话拨通' },
  { value: '4', label: '激活' },
  { value: '10', label: '购买成功' },
  { value: '18', label: '留线索' },
  { value: '14', label: '订单提交成功' },
] as const;

/** 深度转化 (ocpc.deepTransType). */
const DEEP_GOALS = [
  { value: '26', label: '付费' },
  { value: '28', label: '次日留存' },
  { value: '45', label: '商品下单成功' },
] as const;

/** 出价方式 (bidtype). */
const BID_TYPES = [
  { value: '3', label: 'oCPC' },
  { value: '1', label: 'CPC' },
  { value: '2', label: 'CPM' },
] as const;

/** 投放范围 (ftypes). */
const PLACEMENTS = [
  { value: '1', label: '百度信息流' },
  { value: '2', label: '贴吧' },
  { value: '4', label: '百青藤' },
  { value: '8', label: '好看视频' },
  { value: '64', label: '百度小说' },
] as const;

const REFUSED = [
  { bidType: '2', goal: '4', reason: 'CPM出价不支持激活目标转化' },
  { bidType: '1', goal: '10', reason: 'CPC出价不支持购买成功目标转化' },
] as const;

const unitFields: CreationField[] = [
  { key: 'ftypes', label: '投放版位', kind: 'multiSelect', options: PLACEMENTS, required: true, default: ['1'], role: 'position' },
  { key: 'bidtype', label: '出价方式', kind: 'select', options: BID_TYPES, required: true, default: '3', role: 'bidType' },
  { key: 'transType', label: '目标转化', kind: 'select', options: GOALS, required: true, fixedAfterCreate: true, when: { field: 'bidtype', values: ['3'] }, errorPrevention: 'goal' },
  { key: 'deepTransType', label: '深度转化', kind: 'select', options: DEEP_GOALS, when: { field: 'bidtype', values: ['3'] }, errorPrevention: 'deepGoal' },
  { key: 'bid', label: '出价', kind: 'money', min: BAIDU_LIMITS.BID.min, max: BAIDU_LIMITS.BID.max, required: true, errorPrevention: 'bid' },
  { key: 'deepOcpcBid', label: '深度转化出价', kind: 'money', min: BAIDU_LIMITS.BID.min, max: BAIDU_LIMITS.BID.max, errorPrevention: 'deepBid' },
  // The ids that differ from account to account.
  { key: 'appTransId', label: '转化追踪', kind: 'text', perAccount: true, fixedAfterCreate: true, when: { field: 'bidtype', values: ['3'] } },
];

export const BAIDU_CREATION: readonly CreationVariantSpec[] = [
  {
    media: 'baidu',
    variant: 'basic-settings',
    title: '百度营销批量创建',
    levels: [
      {
        level: 'plan',
        label: '计划',
        dimensions: [],
        nameMaxLength: BAIDU_LIMITS.NAME_MAX_LENGTH,
        nameUnique: true,
        delivers: false,
        fields: [
          { key: 'subject', label: '推广对象', kind: 'select', options: SUBJECTS, required: true, fixedAfterCreate: true, default: '1' },
          { key: 'bgtctltype', label: '预算类型', kind: 'select', options: [{ value: '1', label: '日预算' }, { value: '0', label: '不限' }], default: '1' },
          { key: 'budget', label: '计划预算', kind: 'money', min: BAIDU_LIMITS.MIN_BUDGET.plan, max: BUDGET_MAX, when: { field: 'bgtctltype', values: ['1'] }, errorPrevention: 'budgetPlan' },
          { key: 'starttime_endtime', label: '投放日期', kind: 'dateRange' },
          { key: 'schedule', label: '投放时段', kind: 'schedule' },
          { key: 'appinfo', label: '应用', kind: 'text', perAccount: true, when: { field: 'subject', values: ['2', '3'] } },
        ],
      },
      { level: 'unit', label: '单元', dimensions: ['targeting'], nameMaxLength: BAIDU_LIMITS.NAME_MAX_LENGTH, nameUnique: true, delivers: true, fields: unitFields },
      {
        level: 'creative',
        label: '创意',
        dimensions: ['materials', 'titles'],
        nameMaxLength: BAIDU_LIMITS.NAME_MAX_LENGTH,
        nameUnique: false,
        delivers: false,
        fields: [
          { key: 'materialstyle', label: '创意样式', kind: 'select', options: [{ value: '1', label: '单图' }, { value: '2', label: '三图' }, { value: '3', label: '视频' }], required: true, default: '1' },
          { key: 'url', label: '落地页', kind: 'text', required: true, perAccount: true },
          { key: 'brand', label: '品牌名称', kind: 'text', required: true },
        ],
      },
    ],
    materials: { min: 1, max: 3, kinds: ['image', 'video'] },
    titles: { min: 1, max: 1, minLength: TITLES.minLength, maxLength: TITLES.maxLength, counting: TITLES.counting },
    forbidden: REFUSED,
    refusesAllLowEfficiency: false,
    refusesIdenticalAds: false,
    idempotency: 'nameLookup',
    createsPerDay: 10_000,
    submitLevels: { CAMPAIGN: 'plan', PLAN: 'unit' },
  },
];
