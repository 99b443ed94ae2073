// 百度营销: 计划 → 单元 → 创意. Its API answers a header with a status and failures (codes like 8xxxxx);
// batch size 100 per update is the figure chosen and recorded in docs/media-adapters.md.
import { BAIDU_LIMITS, BAIDU_MATERIAL_LIMITS, BAIDU_CREATION } from '@toufang/media-baidu-limits';
import { DAY, MINUTE, levelsOf, type SandboxMediaConfig, sandboxCreationOf } from '@toufang/server-sandbox';
import { BAIDU_ENVELOPE } from './wire';
import { BAIDU_PROPERTIES } from './properties';

export const BAIDU: SandboxMediaConfig = {
  media: 'baidu',
  levels: levelsOf('baidu', [
    { level: 'plan', parent: null, has: { budget: true, bid: false, schedule: true }, delivers: false },
    { level: 'unit', parent: 'plan', has: { budget: false, bid: true, schedule: false }, delivers: true },
    { level: 'creative', parent: 'unit', has: { budget: false, bid: false, schedule: false }, delivers: false },
  ]),
  limits: {
    batch: { status: 100, budget: 100, bid: 100, schedule: 100, name: 100, create: 100 },
    callsPerSecond: 10,
    callsPerMinute: 100,
    lockoutMs: 10 * MINUTE,
    budgetEditsPerDay: BAIDU_LIMITS.BUDGET_EDITS_PER_DAY,
    budgetMinStep: BAIDU_LIMITS.BUDGET_MIN_STEP,
    budgetOverSpendRatio: BAIDU_LIMITS.BUDGET_OVER_SPEND_RATIO,
    minBudget: BAIDU_LIMITS.MIN_BUDGET,
    bidRange: BAIDU_LIMITS.BID,
    nameMaxLength: BAIDU_LIMITS.NAME_MAX_LENGTH,
    deliveryQuota: 10000,
    pageSize: 100,
    reportIds: 100,
    material: BAIDU_MATERIAL_LIMITS,
  },
  ids: {
    plan: { prefix: '5', digits: 9 },
    unit: { prefix: '8', digits: 10 },
    creative: { prefix: '9', digits: 11 },
    material: { prefix: '3', digits: 11 },
  },
  tokens: { accessTtlMs: DAY, refreshTtlMs: 30 * DAY, codeTtlMs: 10 * MINUTE },
  envelope: BAIDU_ENVELOPE,
  // No order value in its reports (payAmount 0).
  orderValueYuan: null,
  // The words of its quality labels on a material (首发, 同质, 低效 as it says them).
  costGuarantee: true,
  materialLabels: { first: '首发', similar: '重复素材', low_efficiency: '低质素材' },
  // 百度营销's unit names its targeting pack and crowds (docs/properties/baidu.md).
  bindings: { levels: ['unit'] },
  properties: BAIDU_PROPERTIES,
  // Creation refusals (docs/design/creation.md §3) from its creation rules (BAIDU_CREATION of its limits project):
  // its daily create cap, forbidden bid type × goal pairs, title and material counts, 低效 and identical-ad
  // refusals and idempotency; contract tests lower the cap.
  creation: sandboxCreationOf(BAIDU_CREATION),
  errors: {
    rate_limited: { code: '8904', text: '请求过于频繁' },
    locked_out: { code: '8905', text: '账户调用超出分钟配额，暂停服务' },
    token_expired: { code: '8206', text: 'accessToken已过期' },
    token_invalid: { code: '8207', text: 'accessToken无效' },
    token_revoked: { code: '8208', text: '授权已解除' },
    refresh_expired: { code: '8209', text: 'refreshToken已过期' },
    code_invalid: { code: '8210', text: 'authCode无效' },
    no_permission: { code: '8101', text: '无权操作该账户' },
    batch_too_large: { code: '901', text: '单次请求数量超过上限' },
    budget_too_low: { code: '1601', text: '预算低于下限' },
    budget_step_too_small: { code: '1602', text: '预算修改幅度不足' },
    budget_edit_cap: { code: '1603', text: '预算修改次数超限' },
    budget_below_spend: { code: '1604', text: '预算低于当日消费' },
    bid_out_of_range: { code: '1701', text: '出价不在有效范围内' },
    name_empty: { code: '1501', text: '名称为空' },
    name_too_long: { code: '1502', text: '名称长度超过限制' },
    name_duplicate: { code: '1503', text: '名称重复' },
    delivery_quota: { code: '1801', text: '单元数量超过上限' },
    not_found: { code: '1901', text: '对象不存在' },
    parent_not_found: { code: '1902', text: '所属对象不存在' },
    invalid_value: { code: '900', text: '参数不合法' },
    system_busy: { code: '8000', text: '系统内部错误' },
    material_format: { code: '2101', text: '素材格式错误' },
    material_too_large: { code: '2102', text: '素材文件过大' },
    material_dimensions: { code: '2103', text: '素材尺寸不合法' },
    material_duration: { code: '2104', text: '视频时长不合法' },
    material_signature: { code: '2105', text: '文件签名校验失败' },
    material_quota: { code: '2106', text: '素材数量超过每日上限' },
    material_push_too_large: { code: '902', text: '推送数量超过上限' },
    property_invalid: { code: '2301', text: '资产参数不合法' },
    property_macro: { code: '2302', text: '监测链接宏不合法' },
    property_region: { code: '2303', text: '地域编码不合法' },
    property_quota: { code: '2304', text: '资产数量已达账户上限' },
    property_push_too_large: { code: '2305', text: '推送账户数量超过上限' },
    property_not_offered: { code: '2306', text: '该资产类型不支持此操作' },
    property_in_use: { code: '2307', text: '资产正在被广告使用' },
    audience_file_invalid: { code: '2308', text: '人群文件不合法' },
    audience_not_ready: { code: '2309', text: '人群包尚未就绪' },
    reference_not_found: { code: '1903', text: '引用的定向、人群或素材不存在' },
    creative_low_efficiency: { code: '2201', text: '创意素材均为低效素材' },
    ad_identical: { code: '2202', text: '创意内容重复' },
    bid_goal_forbidden: { code: '2203', text: '出价方式与转化目标不匹配' },
    title_count: { code: '2204', text: '创意标题数量不符合要求' },
    title_length: { code: '2205', text: '创意标题长度不符合要求' },
    material_count: { code: '2206', text: '创意素材数量不符合要求' },
    create_daily_cap: { code: '1802', text: '今日新建数量超过上限' },
  },
};
