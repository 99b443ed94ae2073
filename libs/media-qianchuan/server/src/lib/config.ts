// 巨量千川: 广告组 → 广告计划. The same company's open platform as 巨量引擎, so its codes look alike;
// limits are the figures recorded in docs/media-adapters.md.
import { QIANCHUAN_LIMITS, QIANCHUAN_MATERIAL_LIMITS, QIANCHUAN_CREATION } from '@toufang/media-qianchuan-limits';
import { DAY, MINUTE, levelsOf, type SandboxMediaConfig, sandboxCreationOf } from '@toufang/server-sandbox';
import { QIANCHUAN_ENVELOPE } from './wire';
import { QIANCHUAN_PROPERTIES } from './properties';
import { QIANCHUAN_LIVE, qianchuanAttributes } from './live-rooms';

export const QIANCHUAN: SandboxMediaConfig = {
  media: 'qianchuan',
  levels: levelsOf('qianchuan', [
    { level: 'group', parent: null, has: { budget: true, bid: false, schedule: false }, delivers: false },
    { level: 'plan', parent: 'group', has: { budget: true, bid: true, schedule: true }, delivers: true },
  ]),
  limits: {
    batch: { status: 10, budget: 10, bid: 10, schedule: 10, name: 10, create: 10 },
    callsPerSecond: 10,
    callsPerMinute: 120,
    lockoutMs: 3 * MINUTE,
    budgetEditsPerDay: QIANCHUAN_LIMITS.BUDGET_EDITS_PER_DAY,
    budgetMinStep: QIANCHUAN_LIMITS.BUDGET_MIN_STEP,
    budgetOverSpendRatio: QIANCHUAN_LIMITS.BUDGET_OVER_SPEND_RATIO,
    minBudget: QIANCHUAN_LIMITS.MIN_BUDGET,
    bidRange: QIANCHUAN_LIMITS.BID,
    nameMaxLength: QIANCHUAN_LIMITS.NAME_MAX_LENGTH,
    deliveryQuota: 500,
    pageSize: 100,
    reportIds: 100,
    material: QIANCHUAN_MATERIAL_LIMITS,
  },
  ids: {
    group: { prefix: '17', digits: 16 },
    plan: { prefix: '17', digits: 16 },
    material: { prefix: '71', digits: 19 },
  },
  tokens: { accessTtlMs: DAY, refreshTtlMs: 30 * DAY, codeTtlMs: 10 * MINUTE },
  envelope: QIANCHUAN_ENVELOPE,
  // 成交金额: a commerce media counts the order value of its pays (docs/decisions.md).
  orderValueYuan: { min: 50, span: 250 },
  // 营销目标 and the live room's 抖音号 of each plan (live-rooms.ts).
  attributes: qianchuanAttributes,
  // Its live rooms: the accounts' 抖音号, their streams and the live plans' minutes (live-model.ts).
  live: QIANCHUAN_LIVE,
  // 抖店 orders of its plans' pays (退货日志, order-model.ts): 19-digit order and goods ids; the goods are the sandbox's (沙箱).
  orders: {
    orderIds: { prefix: '69', digits: 19 },
    productIds: { prefix: '35', digits: 19 },
    catalogue: ['国货精华水', '氨基酸洗面奶', '防晒霜SPF50', '玻尿酸面膜（10片）', '纯棉短袖T恤', '冰丝防晒袖套', '高腰阔腿裤', '每日坚果（30袋）', '低脂鸡胸肉', '云南高山红茶', '儿童益智拼图', '猫咪冻干零食', '不粘锅炒锅', '收纳整理箱'],
  },
  // The words of its quality labels on a material (首发, 同质, 低效 as it says them).
  costGuarantee: true,
  materialLabels: { first: '原创首发', similar: '同质化素材', low_efficiency: '低效素材' },
  // 巨量千川's plan names its orientation package and retargeting packs (docs/properties/qianchuan.md).
  bindings: { levels: ['plan'] },
  properties: QIANCHUAN_PROPERTIES,
  // Creation refusals (docs/design/creation.md §3) from its creation rules (QIANCHUAN_CREATION of its limits project):
  // its daily create cap, forbidden bid type × goal pairs, title and material counts, 低效 and identical-ad
  // refusals and idempotency; contract tests lower the cap.
  creation: sandboxCreationOf(QIANCHUAN_CREATION),
  errors: {
    rate_limited: { code: '40100', text: '请求过于频繁' },
    locked_out: { code: '40110', text: '账户调用频次超限' },
    token_expired: { code: '40102', text: 'access_token已过期' },
    token_invalid: { code: '40105', text: 'access_token无效' },
    token_revoked: { code: '40107', text: '授权已被取消' },
    refresh_expired: { code: '40103', text: 'refresh_token已过期' },
    code_invalid: { code: '40109', text: 'auth_code无效' },
    no_permission: { code: '40002', text: '没有权限' },
    batch_too_large: { code: '40001', text: 'ad_ids 超过 10 个' },
    budget_too_low: { code: '40001', text: '预算低于最低限额' },
    budget_step_too_small: { code: '40001', text: '预算修改幅度过小' },
    budget_edit_cap: { code: '40003', text: '预算修改次数已达上限' },
    budget_below_spend: { code: '40001', text: '预算低于当日消耗' },
    bid_out_of_range: { code: '40001', text: '出价超出范围' },
    name_empty: { code: '40001', text: '名称为空' },
    name_too_long: { code: '40001', text: '名称过长' },
    name_duplicate: { code: '40001', text: '计划名称重复' },
    delivery_quota: { code: '40003', text: '在投计划数已达上限' },
    not_found: { code: '40004', text: '计划不存在' },
    parent_not_found: { code: '40004', text: '广告组不存在' },
    invalid_value: { code: '40001', text: '参数错误' },
    system_busy: { code: '50000', text: '系统错误' },
    material_format: { code: '40001', text: '素材格式错误' },
    material_too_large: { code: '40001', text: '素材大小超出限制' },
    material_dimensions: { code: '40001', text: '素材尺寸不合规' },
    material_duration: { code: '40001', text: '视频时长不合规' },
    material_signature: { code: '40001', text: '文件签名校验失败' },
    material_quota: { code: '40003', text: '今日素材上传已达上限' },
    material_push_too_large: { code: '40001', text: '推送账户或素材数量超过上限' },
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
    ad_identical: { code: '40001', text: '存在相同的计划' },
    bid_goal_forbidden: { code: '40001', text: '出价方式与优化目标不匹配' },
    title_count: { code: '40001', text: '创意标题数量不符合要求' },
    title_length: { code: '40001', text: '创意标题长度不符合要求' },
    material_count: { code: '40001', text: '创意素材数量不符合要求' },
    create_daily_cap: { code: '40003', text: '当日创建计划数量已达上限' },
  },
};
