// The rules a media enforces on one call, as pure functions: the sandbox refuses with them and the
// gateway checks them before any call (checkEditRules), so both say the same thing in the same words.
import { MEDIA_REGISTRY, materialProblemText, propertyProblemText, type MediaCode, type PropertyProblem } from '@toufang/domain';
import type { MediaErrorKind, MediaLimits, ObjectLevel } from './port';

export const SANDBOX_RULES = [
  'rate_limited',
  'locked_out',
  'token_expired',
  'token_invalid',
  'token_revoked',
  'refresh_expired',
  'code_invalid',
  'no_permission',
  'batch_too_large',
  'budget_too_low',
  'budget_step_too_small',
  'budget_edit_cap',
  'budget_below_spend',
  'bid_out_of_range',
  'name_empty',
  'name_too_long',
  'name_duplicate',
  'delivery_quota',
  'not_found',
  'parent_not_found',
  'invalid_value',
  'system_busy',
  // Materials (docs/materials-sandbox.md): the file checks of checkMaterialFile (@toufang/domain), then the
  // media's own: md5 against the bytes, its daily count of new materials, the push call's batch.
  'material_format',
  'material_too_large',
  'material_dimensions',
  'material_duration',
  'material_signature',
  'material_quota',
  'material_push_too_large',
  // Properties (docs/design/properties.md §2.6): a value the media refuses (the detail names it, in the words
  // of @toufang/domain's property-texts), an operation the type does not offer, the per-account cap, the push
  // call's batch, a pack in use; and the data platform's audience files.
  'property_invalid',
  'property_macro',
  'property_region',
  'property_quota',
  'property_push_too_large',
  'property_not_offered',
  'property_in_use',
  'audience_file_invalid',
  'audience_not_ready',
  // Creation (docs/design/creation.md §3): a draft's targeting, audience or material id that is not the
  // account's, a creative whose materials are all 低效, an ad identical to a live one, a bid type the goal does
  // not take, titles or materials out of the media's counts and lengths, the account's daily create cap.
  'reference_not_found',
  'creative_low_efficiency',
  'ad_identical',
  'bid_goal_forbidden',
  'title_count',
  'title_length',
  'material_count',
  'create_daily_cap',
] as const;
export type SandboxRule = (typeof SANDBOX_RULES)[number];

/** What kind of MediaError each rule is. */
export const RULE_KIND: Readonly<Record<SandboxRule, MediaErrorKind>> = {
  rate_limited: 'rate_limited',
  locked_out: 'locked_out',
  token_expired: 'auth_expired',
  token_invalid: 'auth_revoked',
  token_revoked: 'auth_revoked',
  refresh_expired: 'auth_revoked',
  code_invalid: 'invalid',
  no_permission: 'auth_revoked',
  batch_too_large: 'invalid',
  budget_too_low: 'invalid',
  budget_step_too_small: 'invalid',
  budget_edit_cap: 'quota',
  budget_below_spend: 'invalid',
  bid_out_of_range: 'invalid',
  name_empty: 'invalid',
  name_too_long: 'invalid',
  name_duplicate: 'invalid',
  delivery_quota: 'quota',
  not_found: 'not_found',
  parent_not_found: 'not_found',
  invalid_value: 'invalid',
  system_busy: 'unavailable',
  material_format: 'invalid',
  material_too_large: 'invalid',
  material_dimensions: 'invalid',
  material_duration: 'invalid',
  material_signature: 'invalid',
  material_quota: 'quota',
  material_push_too_large: 'invalid',
  property_invalid: 'invalid',
  property_macro: 'invalid',
  property_region: 'invalid',
  property_quota: 'quota',
  property_push_too_large: 'invalid',
  property_not_offered: 'invalid',
  property_in_use: 'invalid',
  audience_file_invalid: 'invalid',
  audience_not_ready: 'invalid',
  reference_not_found: 'not_found',
  creative_low_efficiency: 'invalid',
  ad_identical: 'invalid',
  bid_goal_forbidden: 'invalid',
  title_count: 'invalid',
  title_length: 'invalid',
  material_count: 'invalid',
  create_daily_cap: 'quota',
};

/** A rule that refused, with the figures its message names. */
export interface Refusal {
  rule: SandboxRule;
  /** Figures for the message: limit, value, until (epoch ms), retryAfterMs, label … */
  params: Readonly<Record<string, string | number>>;
}

export function refusal(rule: SandboxRule, params: Record<string, string | number> = {}): Refusal {
  return { rule, params };
}

const yuan = (value: string | number | undefined) => `${Math.round(Number(value ?? 0) * 100) / 100}元`;
const clockText = (epochMs: string | number | undefined) =>
  new Date(Number(epochMs ?? 0) + 8 * 3_600_000).toISOString().slice(11, 16);

/** The desk's Chinese message of a refusal, prefixed with the media's name. */
export function deskMessage(media: MediaCode, { rule, params }: Refusal): string {
  const p = params;
  const text: Record<SandboxRule, () => string> = {
    rate_limited: () => `调用过于频繁，请${Math.ceil(Number(p.retryAfterMs ?? 1000) / 1000)}秒后重试`,
    locked_out: () => `该账户调用次数超过每分钟${p.limit ?? ''}次的上限，已被限制调用至${clockText(p.until)}`,
    token_expired: () => '授权已过期，正在刷新授权',
    token_invalid: () => '授权无效，请重新授权该账户',
    token_revoked: () => '授权已被取消，请重新授权该账户',
    refresh_expired: () => '授权已失效（刷新令牌过期），请重新授权该账户',
    code_invalid: () => '授权码无效或已使用，请重新发起授权',
    no_permission: () => '当前授权不包含该账户，请重新授权该账户',
    batch_too_large: () => `单次最多操作${p.limit}个对象，本次${p.value}个`,
    budget_too_low: () => `${p.label ?? ''}日预算不能低于${yuan(p.limit)}`,
    budget_step_too_small: () => `每次修改预算的幅度不能低于${yuan(p.limit)}`,
    budget_edit_cap: () => `${p.label ?? ''}预算每天最多修改${p.limit}次，今日已达上限`,
    budget_below_spend: () => `新预算不能低于今日消耗的${Math.round(Number(p.ratio ?? 1) * 100)}%（${yuan(p.limit)}）`,
    bid_out_of_range: () => `出价须在${yuan(p.min)}至${yuan(p.max)}之间`,
    name_empty: () => '名称不能为空',
    name_too_long: () => `名称最多${p.limit}个字`,
    name_duplicate: () => `名称“${p.value}”已存在，同一账户下${p.label ?? ''}名称不能重复`,
    delivery_quota: () => `账户在投${p.label ?? ''}数已达上限${p.limit}个`,
    not_found: () => `${p.label ?? '对象'}不存在或已删除`,
    parent_not_found: () => `上级${p.label ?? '对象'}不存在或已删除`,
    invalid_value: () => `参数不正确：${p.detail ?? ''}`,
    system_busy: () => '媒体系统繁忙，请稍后重试',
    material_format: () => materialProblemText({ rule: 'material_format', params: p }),
    material_too_large: () => materialProblemText({ rule: 'material_too_large', params: p }),
    material_dimensions: () => materialProblemText({ rule: 'material_dimensions', params: p }),
    material_duration: () => materialProblemText({ rule: 'material_duration', params: p }),
    material_signature: () => '文件签名与文件内容不一致，请重新上传',
    material_quota: () => `该账户今日新增素材已达上限${p.limit}个`,
    material_push_too_large: () => `单次最多推送${p.limit}个${p.label ?? '素材'}，本次${p.value}个`,
    property_invalid: () => String(p.detail ?? '参数不正确'),
    property_macro: () => String(p.detail ?? '监测链接包含不支持的宏'),
    property_region: () => String(p.detail ?? '地域不正确'),
    property_quota: () => `每个账户最多${p.limit}个${p.label ?? ''}，账户已有${p.value}个`,
    property_push_too_large: () => `单次最多推送到${p.limit}个账户，本次${p.value}个`,
    property_not_offered: () => `${p.label ?? '该类资产'}不支持${p.operation ?? '该操作'}`,
    property_in_use: () => `${p.label ?? '该资产'}正被${p.value}个在投广告使用，不能删除`,
    audience_file_invalid: () => String(p.detail ?? '人群文件不正确'),
    audience_not_ready: () => String(p.detail ?? '人群包尚未计算完成'),
    reference_not_found: () => `${p.label ?? '资源'}${p.value === undefined ? '' : `“${p.value}”`}不存在或不属于该账户`,
    creative_low_efficiency: () => '所选素材均为低效素材，请至少使用一个非低效素材',
    ad_identical: () => `与账户内在投广告（ID ${p.value ?? ''}）的素材、标题和定向完全相同，不能重复创建`,
    bid_goal_forbidden: () => String(p.detail ?? `出价方式“${p.bidType ?? ''}”不支持优化目标“${p.goal ?? ''}”`),
    title_count: () => `每个创意须有${p.min}至${p.max}个标题，本次${p.value}个`,
    title_length: () => `标题“${p.value ?? ''}”长度须在${p.min}-${p.max}个字符之间${p.counting === 'cjk2' ? '（汉字算2个字符）' : ''}`,
    material_count: () => `每个创意须有${p.min}至${p.max}个素材，本次${p.value}个`,
    create_daily_cap: () => `该账户今日创建数量已达上限${p.limit}个，请明日再试`,
  };
  return `${MEDIA_REGISTRY[media].displayName}：${text[rule]()}`;
}

// ---------- property rules ----------

/** The words of an operation in a refusal (不支持新建). */
export const PROPERTY_OPERATION_TEXT = { create: '新建', edit: '编辑', push: '推送', delete: '删除', sync: '同步' } as const;

/** A refused property value (@toufang/domain's checks) as the media's refusal, its sentence in the detail. */
export function propertyRefusal(media: MediaCode, found: PropertyProblem): Refusal {
  const detail = propertyProblemText(found, MEDIA_REGISTRY[media].displayName);
  switch (found.rule) {
    case 'property_name_empty':
      return refusal('name_empty');
    case 'property_name_too_long':
      return refusal('name_too_long', { limit: found.params.limit ?? 0 });
    case 'property_macro':
    case 'property_macro_missing':
      return refusal('property_macro', { detail });
    case 'property_region':
    case 'property_region_nested':
    case 'property_region_too_many':
      return refusal('property_region', { detail });
    default:
      return refusal('property_invalid', { detail });
  }
}

// ---------- edit rules ----------

export interface BudgetEditInput {
  limits: MediaLimits;
  /** 'account' or a level; names the minimum budget that applies. */
  scope: 'account' | ObjectLevel;
  /** Its Chinese label, for messages (账户, 广告 …). */
  label: string;
  /** 元; null is 不限. */
  current: number | null;
  next: number | null;
  /** Budget edits already made today (China day) on this account or object. */
  editsToday: number;
  /** 元 spent today. */
  todayCost: number;
}

/** The first budget rule an edit breaks, or null. An unchanged budget is no edit. */
export function checkBudgetEdit(input: BudgetEditInput): Refusal | null {
  const { limits, scope, label, current, next, editsToday, todayCost } = input;
  if (next === current) return null;
  if (next !== null) {
    if (!Number.isFinite(next) || next < 0) return refusal('invalid_value', { detail: '预算须为非负数' });
    const min = limits.minBudget[scope];
    if (min !== undefined && next < min) return refusal('budget_too_low', { limit: min, label });
    if (limits.budgetOverSpendRatio !== null && next < todayCost * limits.budgetOverSpendRatio) {
      return refusal('budget_below_spend', { ratio: limits.budgetOverSpendRatio, limit: Math.ceil(todayCost * limits.budgetOverSpendRatio * 100) / 100 });
    }
    if (current !== null && limits.budgetMinStep > 0 && Math.abs(next - current) < limits.budgetMinStep) {
      return refusal('budget_step_too_small', { limit: limits.budgetMinStep });
    }
  }
  if (limits.budgetEditsPerDay !== null && editsToday >= limits.budgetEditsPerDay) {
    return refusal('budget_edit_cap', { limit: limits.budgetEditsPerDay, label });
  }
  return null;
}

export function checkBid(limits: MediaLimits, bid: number): Refusal | null {
  if (!Number.isFinite(bid) || bid < limits.bidRange.min || bid > limits.bidRange.max) {
    return refusal('bid_out_of_range', { min: limits.bidRange.min, max: limits.bidRange.max });
  }
  return null;
}

/** Characters as a person counts them (a Chinese character or an emoji is one). */
export function nameLength(name: string): number {
  return [...name].length;
}

export function checkName(limits: MediaLimits, name: string): Refusal | null {
  if (name.trim() === '') return refusal('name_empty');
  if (nameLength(name) > limits.nameMaxLength) return refusal('name_too_long', { limit: limits.nameMaxLength });
  return null;
}

export function checkBatch(limits: MediaLimits, field: keyof MediaLimits['batch'], count: number): Refusal | null {
  const limit = limits.batch[field];
  return count > limit ? refusal('batch_too_large', { limit, value: count }) : null;
}
