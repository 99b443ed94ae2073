// 磁力智投: 广告计划 → 广告组 → 广告创意. Codes look like its open platform's (4xxxxx); limits:
// docs/media-adapters.md (status ≤ 20 ids per call, a new budget ≥ 120% of today's spend).
import { KUAISHOU_LIMITS, KUAISHOU_MATERIAL_LIMITS, KUAISHOU_CREATION } from '@toufang/media-kuaishou-limits';
import { DAY, MINUTE, levelsOf, type SandboxMediaConfig, sandboxCreationOf } from '@toufang/server-sandbox';
import { KUAISHOU_ENVELOPE } from './wire';
import { KUAISHOU_PROPERTIES } from './properties';

export const KUAISHOU: SandboxMediaConfig = {
  media: 'kuaishou',
  levels: levelsOf('kuaishou', [
    { level: 'plan', parent: null, has: { budget: true, bid: false, schedule: false }, delivers: false },
    { level: 'delivery-group', parent: 'plan', has: { budget: true, bid: true, schedule: true }, delivers: true },
    { level: 'delivery-creative', parent: 'delivery-group', has: { budget: false, bid: false, schedule: false }, delivers: false },
  ]),
  limits: {
    batch: { status: 20, budget: 20, bid: 20, schedule: 20, name: 20, create: 20 },
    callsPerSecond: 10,
    callsPerMinute: 60,
    lockoutMs: 5 * MINUTE,
    budgetEditsPerDay: KUAISHOU_LIMITS.BUDGET_EDITS_PER_DAY,
    budgetMinStep: KUAISHOU_LIMITS.BUDGET_MIN_STEP,
    budgetOverSpendRatio: KUAISHOU_LIMITS.BUDGET_OVER_SPEND_RATIO,
    minBudget: KUAISHOU_LIMITS.MIN_BUDGET,
    bidRange: KUAISHOU_LIMITS.BID,
    nameMaxLength: KUAISHOU_LIMITS.NAME_MAX_LENGTH,
    deliveryQuota: 500,
    pageSize: 100,
    reportIds: 100,
    material: KUAISHOU_MATERIAL_LIMITS,
  },
  ids: {
    plan: { prefix: '2', digits: 10 },
    'delivery-group': { prefix: '4', digits: 10 },
    'delivery-creative': { prefix: '6', digits: 10 },
    material: { prefix: '8', digits: 10 },
  },
  tokens: { accessTtlMs: DAY, refreshTtlMs: 30 * DAY, codeTtlMs: 10 * MINUTE },
  envelope: KUAISHOU_ENVELOPE,
  // 成交金额: a commerce media counts the order value of its pays (docs/decisions.md).
  orderValueYuan: { min: 30, span: 170 },
  // 快手小店 orders of its units' pays (退货日志, order-model.ts): 16-digit order ids; the goods are the sandbox's (沙箱).
  orders: {
    orderIds: { prefix: '23', digits: 16 },
    productIds: { prefix: '2', digits: 12 },
    catalogue: ['农家土鸡蛋（30枚）', '东北五常大米5kg', '手工红薯粉条', '加绒卫衣', '男士运动鞋', '老北京布鞋', '洗衣凝珠（52颗）', '厨房湿巾', '儿童保温杯', '大码女装连衣裙', '黄桃罐头', '四川麻辣香肠'],
  },
  // The words of its quality labels on a material (首发, 同质, 低效 as it says them).
  costGuarantee: true,
  materialLabels: { first: '原创首发', similar: '同质素材', low_efficiency: '低效素材' },
  // 磁力智投's unit names its targeting template and populations (docs/properties/kuaishou.md).
  bindings: { levels: ['delivery-group'] },
  properties: KUAISHOU_PROPERTIES,
  // Creation refusals (docs/design/creation.md §3) from its creation rules (KUAISHOU_CREATION of its limits project):
  // its daily create cap, forbidden bid type × goal pairs, title and material counts, 低效 and identical-ad
  // refusals and idempotency; contract tests lower the cap.
  creation: sandboxCreationOf(KUAISHOU_CREATION),
  errors: {
    rate_limited: { code: '402000', text: '请求频率超过限制' },
    locked_out: { code: '402001', text: '账户分钟调用次数超限，已被限制' },
    token_expired: { code: '401001', text: 'access_token 已过期' },
    token_invalid: { code: '401002', text: 'access_token 不合法' },
    token_revoked: { code: '401003', text: '授权已撤销' },
    refresh_expired: { code: '401004', text: 'refresh_token 已过期' },
    code_invalid: { code: '401005', text: 'auth_code 不合法或已使用' },
    no_permission: { code: '401010', text: '无该广告主的权限' },
    batch_too_large: { code: '400001', text: 'ids 数量超过 20' },
    budget_too_low: { code: '400101', text: '预算低于最低值' },
    budget_step_too_small: { code: '400102', text: '预算修改幅度不足' },
    budget_edit_cap: { code: '400103', text: '预算修改次数超限' },
    budget_below_spend: { code: '400104', text: '预算需不低于当日消耗的120%' },
    bid_out_of_range: { code: '400105', text: '出价超出范围' },
    name_empty: { code: '400201', text: '名称不能为空' },
    name_too_long: { code: '400202', text: '名称超长' },
    name_duplicate: { code: '400203', text: '名称已存在' },
    delivery_quota: { code: '400301', text: '在投广告组数已达上限' },
    not_found: { code: '400401', text: '对象不存在' },
    parent_not_found: { code: '400402', text: '上级对象不存在' },
    invalid_value: { code: '400000', text: '参数错误' },
    system_busy: { code: '500000', text: '系统繁忙' },
    material_format: { code: '400501', text: '素材格式不支持' },
    material_too_large: { code: '400502', text: '素材大小超限' },
    material_dimensions: { code: '400503', text: '素材尺寸不符合规范' },
    material_duration: { code: '400504', text: '视频时长不符合要求' },
    material_signature: { code: '400505', text: 'signature 校验失败' },
    material_quota: { code: '400506', text: '今日素材上传数已达上限' },
    material_push_too_large: { code: '400507', text: '推送账户或素材数量超过 10' },
    property_invalid: { code: '400601', text: '资产参数不合法' },
    property_macro: { code: '400602', text: '监测链接宏不合法' },
    property_region: { code: '400603', text: '地域编码不合法' },
    property_quota: { code: '400604', text: '资产数量已达账户上限' },
    property_push_too_large: { code: '400605', text: '推送账户数量超过上限' },
    property_not_offered: { code: '400606', text: '该资产类型不支持此操作' },
    property_in_use: { code: '400607', text: '资产正在被广告使用' },
    audience_file_invalid: { code: '400608', text: '人群文件不合法' },
    audience_not_ready: { code: '400609', text: '人群包尚未就绪' },
    reference_not_found: { code: '400403', text: '引用的定向包、人群包或素材不存在' },
    creative_low_efficiency: { code: '400010', text: '创意素材均为低效素材' },
    // Every media's table has the rule; kuaishou never answers it: its open API refuses only a creative name
    // repeated in the 广告组, not identical creatives, so KUAISHOU_CREATION.refusesIdenticalAds is false and the
    // sandbox (sandboxCreationOf) takes them (docs/decisions.md "Issue 22: loose ends").
    ad_identical: { code: '400011', text: '存在相同的创意' },
    bid_goal_forbidden: { code: '400012', text: '出价类型与优化目标不匹配' },
    title_count: { code: '400013', text: '作品描述数量不符合要求' },
    title_length: { code: '400014', text: '作品描述长度不符合要求' },
    material_count: { code: '400015', text: '素材数量不符合要求' },
    create_daily_cap: { code: '400302', text: '今日创建数量已达上限' },
  },
};
