// 哔哩哔哩 (花火/效果广告): 广告计划 → 广告单元 → 创意, 7-digit account ids. Codes look like its open
// platform's; limits: docs/media-adapters.md.
import { BILIBILI_LIMITS, BILIBILI_MATERIAL_LIMITS } from '@toufang/media-bilibili-limits';
import { DAY, MINUTE, levelsOf, type SandboxMediaConfig } from '@toufang/server-sandbox';
import { BILIBILI_ENVELOPE } from './wire';

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
  },
};
