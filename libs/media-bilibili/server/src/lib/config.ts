// 哔哩哔哩 (花火/效果广告): 广告计划 → 广告单元 → 创意, 7-digit account ids. Codes look like its open
// platform's; limits: docs/media-adapters.md.
import { BILIBILI_LIMITS, BILIBILI_MATERIAL_LIMITS, BILIBILI_CREATION } from '@toufang/media-bilibili-limits';
import { DAY, MINUTE, levelsOf, type SandboxMediaConfig, sandboxCreationOf } from '@toufang/server-sandbox';
import { BILIBILI_ENVELOPE } from './wire';
import { BILIBILI_PROPERTIES } from './properties';

export const BILIBILI: SandboxMediaConfig = {
  media: 'bilibili',
  levels: levelsOf('bilibili', [
    { level: 'plan', parent: null, has: { budget: true, bid: false, schedule: false }, delivers: false },
    { level: 'unit', parent: 'plan', has: { budget: true, bid: true, schedule: true }, delivers: true },
    { level: 'creative', parent: 'unit', has: { budget: false, bid: false, schedule: false }, delivers: false },
  ]),
  limits: {
    batch: { status: 100, budget: 100, bid: 100, schedule: 100, name: 100, create: 100 },
    callsPerSecond: 5,
    callsPerMinute: 60,
    lockoutMs: 5 * MINUTE,
    budgetEditsPerDay: BILIBILI_LIMITS.BUDGET_EDITS_PER_DAY,
    budgetMinStep: BILIBILI_LIMITS.BUDGET_MIN_STEP,
    budgetOverSpendRatio: BILIBILI_LIMITS.BUDGET_OVER_SPEND_RATIO,
    minBudget: BILIBILI_LIMITS.MIN_BUDGET,
    bidRange: BILIBILI_LIMITS.BID,
    nameMaxLength: BILIBILI_LIMITS.NAME_MAX_LENGTH,
    deliveryQuota: 300,
    pageSize: 100,
    reportIds: 100,
    material: BILIBILI_MATERIAL_LIMITS,
  },
  ids: {
    plan: { prefix: '1', digits: 8 },
    unit: { prefix: '3', digits: 8 },
    creative: { prefix: '5', digits: 9 },
    material: { prefix: '7', digits: 9 },
  },
  tokens: { accessTtlMs: DAY, refreshTtlMs: 30 * DAY, codeTtlMs: 10 * MINUTE },
  envelope: BILIBILI_ENVELOPE,
  // No order value in its reports (payAmount 0).
  orderValueYuan: null,
  // The words of its quality labels on a material (首发, 同质, 低效 as it says them).
  materialLabels: { first: '首发', similar: '同质', low_efficiency: '低效' },
  // 哔哩哔哩's unit names its targeting pack and crowd packs (docs/properties/bilibili.md).
  bindings: { levels: ['unit'] },
  // Its 监测链接 are the monitoring activities whose clicks and conversions 推广活动 shows (monitorReport).
  monitoring: { propertyType: 'monitor', clickUrlField: 'click_url', impressionUrlField: 'show_url' },
  properties: BILIBILI_PROPERTIES,
  // Creation refusals (docs/design/creation.md §3) from its creation rules (BILIBILI_CREATION of its limits project):
  // its daily create cap, forbidden bid type × goal pairs, title and material counts, 低效 and identical-ad
  // refusals and idempotency; contract tests lower the cap.
  creation: sandboxCreationOf(BILIBILI_CREATION),
  errors: {
    rate_limited: { code: '-509', text: '请求过于频繁，请稍后再试' },
    locked_out: { code: '-510', text: '账户请求超出分钟配额，已被限流' },
    token_expired: { code: '-101', text: 'access_token过期' },
    token_invalid: { code: '-102', text: 'access_token无效' },
    token_revoked: { code: '-103', text: '授权已取消' },
    refresh_expired: { code: '-104', text: 'refresh_token过期' },
    code_invalid: { code: '-105', text: 'code无效' },
    no_permission: { code: '-403', text: '无权限访问该账户' },
    batch_too_large: { code: '-400', text: '批量数量超过上限' },
    budget_too_low: { code: '60001', text: '预算低于最低值' },
    budget_step_too_small: { code: '60002', text: '预算调整幅度不足' },
    budget_edit_cap: { code: '60003', text: '今日预算修改次数已用完' },
    budget_below_spend: { code: '60004', text: '预算低于今日消耗' },
    bid_out_of_range: { code: '60010', text: '出价超出范围' },
    name_empty: { code: '60020', text: '名称不能为空' },
    name_too_long: { code: '60021', text: '名称过长' },
    name_duplicate: { code: '60022', text: '名称重复' },
    delivery_quota: { code: '60030', text: '在投单元数已达上限' },
    not_found: { code: '-404', text: '对象不存在' },
    parent_not_found: { code: '60040', text: '上级对象不存在' },
    invalid_value: { code: '-401', text: '参数错误' },
    system_busy: { code: '-500', text: '服务器错误' },
    material_format: { code: '61001', text: '素材格式不支持' },
    material_too_large: { code: '61002', text: '素材文件过大' },
    material_dimensions: { code: '61003', text: '素材尺寸不符' },
    material_duration: { code: '61004', text: '视频时长不符' },
    material_signature: { code: '61005', text: '文件md5校验失败' },
    material_quota: { code: '61006', text: '今日上传次数已用完' },
    material_push_too_large: { code: '61007', text: '推送数量超过上限' },
    property_invalid: { code: '62001', text: '资产参数不合法' },
    property_macro: { code: '62002', text: '监测链接宏不合法' },
    property_region: { code: '62003', text: '地域编码不合法' },
    property_quota: { code: '62004', text: '资产数量已达账户上限' },
    property_push_too_large: { code: '62005', text: '推送账户数量超过上限' },
    property_not_offered: { code: '62006', text: '该资产类型不支持此操作' },
    property_in_use: { code: '62007', text: '资产正在被广告使用' },
    audience_file_invalid: { code: '62008', text: '人群文件不合法' },
    audience_not_ready: { code: '62009', text: '人群包尚未就绪' },
    reference_not_found: { code: '-404', text: '引用的定向包、人群包或素材不存在' },
    creative_low_efficiency: { code: '60050', text: '创意素材均为低效素材' },
    ad_identical: { code: '60051', text: '存在相同的创意' },
    bid_goal_forbidden: { code: '60052', text: '出价方式与优化目标不匹配' },
    title_count: { code: '60053', text: '创意标题数量不符合要求' },
    title_length: { code: '60054', text: '创意标题长度不符合要求' },
    material_count: { code: '60055', text: '创意素材数量不符合要求' },
    create_daily_cap: { code: '60031', text: '今日创建数量已达上限' },
  },
};
