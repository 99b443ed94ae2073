// 腾讯广告 3.0: 广告 → 创意, 8-digit account ids. Codes 11000, 11002, 11012, 11016 and 11017 and their
// texts follow its public return-code list; the rest look like it. Limits: docs/media-adapters.md.
import { GDT_LIMITS, GDT_MATERIAL_LIMITS, GDT_CREATION } from '@toufang/media-gdt-limits';
import { DAY, MINUTE, levelsOf, type SandboxMediaConfig, sandboxCreationOf } from '@toufang/server-sandbox';
import { GDT_ENVELOPE } from './wire';
import { GDT_PROPERTIES } from './properties';

export const GDT: SandboxMediaConfig = {
  media: 'gdt',
  levels: levelsOf('gdt', [
    { level: 'group', parent: null, has: { budget: true, bid: true, schedule: true }, delivers: true },
    { level: 'creative', parent: 'group', has: { budget: false, bid: false, schedule: false }, delivers: false },
  ]),
  limits: {
    batch: { status: 100, budget: 100, bid: 100, schedule: 100, name: 100, create: 100 },
    callsPerSecond: 5,
    callsPerMinute: 60,
    lockoutMs: 5 * MINUTE,
    budgetEditsPerDay: GDT_LIMITS.BUDGET_EDITS_PER_DAY,
    budgetMinStep: GDT_LIMITS.BUDGET_MIN_STEP,
    budgetOverSpendRatio: GDT_LIMITS.BUDGET_OVER_SPEND_RATIO,
    minBudget: GDT_LIMITS.MIN_BUDGET,
    bidRange: GDT_LIMITS.BID,
    nameMaxLength: GDT_LIMITS.NAME_MAX_LENGTH,
    deliveryQuota: 1000,
    pageSize: 100,
    reportIds: 100,
    material: GDT_MATERIAL_LIMITS,
  },
  ids: {
    group: { prefix: '1', digits: 10 },
    creative: { prefix: '2', digits: 10 },
    material: { prefix: '3', digits: 10 },
  },
  tokens: { accessTtlMs: DAY, refreshTtlMs: 30 * DAY, codeTtlMs: 10 * MINUTE },
  envelope: GDT_ENVELOPE,
  // No order value in its reports (payAmount 0).
  orderValueYuan: null,
  // The words of its quality labels on a material (首发, 同质, 低效 as it says them).
  costGuarantee: true,
  materialLabels: { first: '首发素材', similar: '相似素材', low_efficiency: '低效素材' },
  // 腾讯广告's adgroup names its targeting (targeting_id) and custom audiences (docs/properties/gdt.md).
  bindings: { levels: ['group'] },
  // Its 小游戏监测 are the monitoring activities whose clicks and conversions 推广活动 shows (monitorReport).
  monitoring: { propertyType: 'mini-game-monitor', clickUrlField: 'click_tracking_url', impressionUrlField: 'impression_tracking_url' },
  properties: GDT_PROPERTIES,
  // Creation refusals (docs/design/creation.md §3) from its creation rules (GDT_CREATION of its limits project):
  // its daily create cap, forbidden bid type × goal pairs, title and material counts, 低效 and identical-ad
  // refusals and idempotency; contract tests lower the cap.
  creation: sandboxCreationOf(GDT_CREATION),
  errors: {
    rate_limited: { code: '11016', text: 'Application has reached the request limit per second.' },
    locked_out: { code: '11017', text: 'Application has reached the request limit per minute.' },
    token_expired: { code: '11000', text: 'Access token is expired.' },
    token_invalid: { code: '11002', text: 'Access token is invalid.' },
    token_revoked: { code: '11003', text: 'Authorization has been revoked.' },
    refresh_expired: { code: '11012', text: 'Refresh token is expired.' },
    code_invalid: { code: '11013', text: 'Authorization code can only be used once.' },
    no_permission: { code: '11014', text: 'The API you requested is out of the scope of authority.' },
    batch_too_large: { code: '31001', text: 'Too many items in list.' },
    budget_too_low: { code: '32001', text: 'Daily budget is below the minimum.' },
    budget_step_too_small: { code: '32002', text: 'Daily budget change is below the minimum step.' },
    budget_edit_cap: { code: '32003', text: 'Daily budget modification limit reached for today.' },
    budget_below_spend: { code: '32004', text: 'Daily budget is below today cost.' },
    bid_out_of_range: { code: '32010', text: 'Bid amount out of range.' },
    name_empty: { code: '31002', text: 'Name is required.' },
    name_too_long: { code: '31003', text: 'Name is too long.' },
    name_duplicate: { code: '31004', text: 'Name already exists.' },
    delivery_quota: { code: '33001', text: 'Active adgroup quota exceeded.' },
    not_found: { code: '34001', text: 'Object not found.' },
    parent_not_found: { code: '34002', text: 'Parent object not found.' },
    invalid_value: { code: '10002', text: 'Param is invalid.' },
    system_busy: { code: '10000', text: 'We are unable to process your request at this time.' },
    material_format: { code: '31010', text: 'Unsupported file type.' },
    material_too_large: { code: '31011', text: 'File size exceeds the limit.' },
    material_dimensions: { code: '31012', text: 'Media size does not match any creative specification.' },
    material_duration: { code: '31013', text: 'Video duration out of range.' },
    material_signature: { code: '31014', text: 'Signature does not match the file.' },
    material_quota: { code: '33010', text: 'Daily media upload quota exceeded.' },
    material_push_too_large: { code: '31015', text: 'Too many accounts or media in one request.' },
    property_invalid: { code: '31101', text: 'Property param is invalid.' },
    property_macro: { code: '31102', text: 'Track url macro is invalid.' },
    property_region: { code: '31103', text: 'Region code is invalid.' },
    property_quota: { code: '31104', text: 'Property count exceeds the account limit.' },
    property_push_too_large: { code: '31105', text: 'Too many target accounts in one request.' },
    property_not_offered: { code: '31106', text: 'Operation is not supported for this asset.' },
    property_in_use: { code: '31107', text: 'Asset is in use by ads.' },
    audience_file_invalid: { code: '31108', text: 'Audience file is invalid.' },
    audience_not_ready: { code: '31109', text: 'Audience is not ready.' },
    reference_not_found: { code: '34003', text: '引用的定向、人群或素材不存在或不属于该账户' },
    creative_low_efficiency: { code: '31201', text: '创意素材均为低效素材' },
    ad_identical: { code: '31202', text: '与已有广告的素材、文案和定向完全相同' },
    bid_goal_forbidden: { code: '31203', text: '出价方式不支持该优化目标' },
    title_count: { code: '31204', text: '文案数量不符合规格' },
    title_length: { code: '31205', text: '文案长度不符合规格' },
    material_count: { code: '31206', text: '素材数量不符合规格' },
    create_daily_cap: { code: '33002', text: '今日创建广告数量已达上限' },
  },
};
