// 巨量引擎 (Ocean Engine): the newer 项目 → 广告 levels and the older 广告组 → 广告计划 → 广告创意.
// Codes and texts look like its open platform's (40100 frequency, 40102 token expired …); limits below
// are the figures recorded in docs/media-adapters.md.
import { TOUTIAO_LIMITS, TOUTIAO_MATERIAL_LIMITS, TOUTIAO_CREATION } from '@toufang/media-toutiao-limits';
import { DAY, MINUTE, levelsOf, type SandboxMediaConfig, sandboxCreationOf } from '@toufang/server-sandbox';
import { TOUTIAO_ENVELOPE } from './wire';
import { TOUTIAO_PROPERTIES } from './properties';

export const TOUTIAO: SandboxMediaConfig = {
  media: 'toutiao',
  levels: levelsOf('toutiao', [
    { level: 'project', parent: null, has: { budget: true, bid: true, schedule: true }, delivers: false },
    { level: 'ad', parent: 'project', has: { budget: false, bid: false, schedule: false }, delivers: true },
    { level: 'delivery-group', parent: null, has: { budget: true, bid: false, schedule: false }, delivers: false },
    { level: 'plan', parent: 'delivery-group', has: { budget: true, bid: true, schedule: true }, delivers: true },
    { level: 'creative', parent: 'plan', has: { budget: false, bid: false, schedule: false }, delivers: false },
  ]),
  limits: {
    batch: { status: 10, budget: 10, bid: 10, schedule: 10, name: 10, create: 10 },
    callsPerSecond: 10,
    callsPerMinute: 120,
    lockoutMs: 3 * MINUTE,
    budgetEditsPerDay: TOUTIAO_LIMITS.BUDGET_EDITS_PER_DAY,
    budgetMinStep: TOUTIAO_LIMITS.BUDGET_MIN_STEP,
    budgetOverSpendRatio: TOUTIAO_LIMITS.BUDGET_OVER_SPEND_RATIO,
    minBudget: TOUTIAO_LIMITS.MIN_BUDGET,
    bidRange: TOUTIAO_LIMITS.BID,
    nameMaxLength: TOUTIAO_LIMITS.NAME_MAX_LENGTH,
    deliveryQuota: 500,
    pageSize: 100,
    reportIds: 100,
    material: TOUTIAO_MATERIAL_LIMITS,
  },
  ids: {
    project: { prefix: '75', digits: 19 },
    ad: { prefix: '76', digits: 19 },
    'delivery-group': { prefix: '17', digits: 16 },
    plan: { prefix: '17', digits: 16 },
    creative: { prefix: '17', digits: 16 },
    material: { prefix: '72', digits: 19 },
  },
  tokens: { accessTtlMs: DAY, refreshTtlMs: 30 * DAY, codeTtlMs: 10 * MINUTE },
  envelope: TOUTIAO_ENVELOPE,
  // No order value in its reports (payAmount 0).
  orderValueYuan: null,
  // The words of its quality labels on a material (首发, 同质, 低效 as it says them).
  costGuarantee: true,
  materialLabels: { first: '首发素材', similar: '同质化素材', low_efficiency: '低效素材' },
  // 巨量引擎 1.0's ad plan names its audience package (audience_package_id) and retargeting packs; 2.0 sets them on the project, so its ads name none (docs/properties/toutiao.md).
  bindings: { levels: ['plan'] },
  // Its 监测活动 are the monitoring activities whose clicks and conversions 推广活动 shows (monitorReport).
  monitoring: { propertyType: 'monitor-activity', clickUrlField: 'action_track_url', impressionUrlField: 'track_url' },
  properties: TOUTIAO_PROPERTIES,
  // Creation refusals (docs/design/creation.md §3) from its creation rules (TOUTIAO_CREATION of its limits project):
  // its daily create cap, forbidden bid type × goal pairs, title and material counts, 低效 and identical-ad
  // refusals and idempotency; contract tests lower the cap.
  creation: sandboxCreationOf(TOUTIAO_CREATION),
  errors: {
    rate_limited: { code: '40100', text: '请求过于频繁，请稍后再试' },
    locked_out: { code: '40110', text: '账户调用频次超限，已被临时限制调用' },
    token_expired: { code: '40102', text: 'access_token已过期' },
    token_invalid: { code: '40105', text: 'access_token无效' },
    token_revoked: { code: '40107', text: '授权已被取消' },
    refresh_expired: { code: '40103', text: 'refresh_token已过期' },
    code_invalid: { code: '40109', text: 'auth_code无效' },
    no_permission: { code: '40002', text: '没有权限进行相应操作' },
    batch_too_large: { code: '40001', text: '参数错误：ids 数量超过上限' },
    budget_too_low: { code: '40001', text: '预算不能低于最低限额' },
    budget_step_too_small: { code: '40001', text: '预算修改幅度过小' },
    budget_edit_cap: { code: '40003', text: '当日预算修改次数已达上限' },
    budget_below_spend: { code: '40001', text: '预算低于当日消耗' },
    bid_out_of_range: { code: '40001', text: '出价超出范围' },
    name_empty: { code: '40001', text: '名称不能为空' },
    name_too_long: { code: '40001', text: '名称长度超出限制' },
    name_duplicate: { code: '40001', text: '名称重复' },
    delivery_quota: { code: '40003', text: '在投数量已达上限' },
    not_found: { code: '40004', text: '对象不存在' },
    parent_not_found: { code: '40004', text: '上级对象不存在' },
    invalid_value: { code: '40001', text: '参数错误' },
    system_busy: { code: '50000', text: '系统错误，请稍后重试' },
    material_format: { code: '40001', text: '素材格式不支持' },
    material_too_large: { code: '40001', text: '素材文件大小超过限制' },
    material_dimensions: { code: '40001', text: '素材尺寸不符合要求' },
    material_duration: { code: '40001', text: '视频时长不符合要求' },
    material_signature: { code: '40001', text: 'signature与文件md5不一致' },
    material_quota: { code: '40003', text: '当日素材上传数量已达上限' },
    material_push_too_large: { code: '40001', text: 'target_advertiser_ids或素材数量超过上限' },
    property_invalid: { code: '40001', text: '资产参数不合法' },
    property_macro: { code: '40001', text: '监测链接宏不合法' },
    property_region: { code: '40001', text: '地域编码不合法' },
    property_quota: { code: '40003', text: '资产数量已达账户上限' },
    property_push_too_large: { code: '40001', text: '推送账户数量超过上限' },
    property_not_offered: { code: '40002', text: '该资产类型不支持此操作' },
    property_in_use: { code: '40001', text: '资产正在被广告使用' },
    audience_file_invalid: { code: '40001', text: '人群文件不合法' },
    audience_not_ready: { code: '40001', text: '人群包尚未就绪' },
    reference_not_found: { code: '40004', text: '引用的资产不存在或不属于该广告主' },
    creative_low_efficiency: { code: '40001', text: '创意素材均为低效素材' },
    ad_identical: { code: '40001', text: '存在相同的广告' },
    bid_goal_forbidden: { code: '40001', text: '出价方式与优化目标不匹配' },
    title_count: { code: '40001', text: '创意标题数量不符合要求' },
    title_length: { code: '40001', text: '创意标题长度不符合要求' },
    material_count: { code: '40001', text: '创意素材数量不符合要求' },
    create_daily_cap: { code: '40003', text: '当日创建数量已达上限' },
  },
};
