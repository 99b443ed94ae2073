// Batch creation's server texts (issue 22 "Roles, data, bad input"; docs/design/creation.md §4): the refusals of
// templates, drafts, the preview's facts and the 防出错 rules, in Chinese, and the audit's action names.
import { badRequest, CODES, forbidden, Refusal } from '@toufang/server-http';

export const CREATION_TEXTS = {
  TEMPLATE_NOT_FOUND: '模板不存在或已删除',
  TEMPLATE_NOT_EDITABLE: '共享模板只能由创建人、管理员或主管修改',
  TEMPLATE_NOT_OWN: '只能修改自己的模板',
  TEMPLATE_NAME_REQUIRED: '请输入模板名称',
  TEMPLATE_MEDIA_FIXED: '模板的媒体和创建方式不能修改',
  COPY_SUFFIX: '-副本',
  VARIANT_UNKNOWN: (media: string, variant: string) => `${media}没有创建方式"${variant}"`,
  // References of a body (preview facts, template save): each names what is wrong.
  ACCOUNT_NOT_VISIBLE: (id: number, name: string) => `账户「${name}」(${id})不存在或无权使用`,
  ACCOUNT_OTHER_MEDIA: (name: string) => `账户「${name}」不是本媒体的账户`,
  ACCOUNT_REPEATED: (name: string) => `账户「${name}」重复`,
  PACK_MISSING: (id: number, name: string) => `定向包「${name}」(${id})不存在或已删除`,
  PACK_OTHER_ACCOUNT: (name: string) => `定向包「${name}」不属于模板中的账户`,
  MATERIAL_MISSING: (id: number) => `素材${id}不存在或已删除`,
  TITLE_GROUP_MISSING: (id: number, name: string) => `标题组「${name}」(${id})不存在或已删除`,
  PER_ACCOUNT_ID_MISSING: (account: string, label: string) => `账户「${account}」缺少${label}`,
  REFERENCES_JOINER: '；',
  // Drafts.
  DRAFT_TEMPLATE_NOT_FOUND: '模板不存在或已删除，无法保存草稿',
  // 防出错 rules.
  CHECK_MEDIA_MISMATCH: '模板的媒体与所选媒体不一致',
  RULE_NOT_FOUND: '防出错规则不存在或已删除',
  RULE_NAME_REQUIRED: '请输入规则名称',
  RULE_VALUES_REQUIRED: '请选择允许的值',
  RULE_VALUES_NOT_RANGE: '目标转化类规则只填允许的值，不填范围',
  RULE_RANGE_REQUIRED: '请填写最小值或最大值',
  RULE_RANGE_NOT_VALUES: '金额类规则只填范围，不填允许的值',
  RULE_RANGE_ORDER: '最小值不能大于最大值',
  RULE_VALUE_UNKNOWN: (value: string, field: 'goal' | 'deepGoal') => `"${value}"不是该媒体的${field === 'goal' ? '目标转化' : '深度转化'}取值`,
  RULE_ACCOUNT_UNKNOWN: (id: number) => `账户${id}不存在或不是本媒体的账户`,
  RULE_GROUP_UNKNOWN: (id: number) => `账户组${id}不存在`,
} as const;


/** The operation log's words for each write. */
export const CREATION_AUDIT = {
  TEMPLATE_CREATE: '新建创建模板',
  TEMPLATE_SAVE: '保存创建模板',
  TEMPLATE_COPY: '复制创建模板',
  TEMPLATE_REMOVE: '删除创建模板',
  DRAFT_SAVE: '保存创建草稿',
  DRAFT_REMOVE: '删除创建草稿',
  RULE_CREATE: '新建防出错规则',
  RULE_SAVE: '修改防出错规则',
  RULE_REMOVE: '删除防出错规则',
  RULE_ENABLE: '启用防出错规则',
  RULE_DISABLE: '停用防出错规则',
} as const;

export const notFound = (message: string) => new Refusal(CODES.NOT_FOUND, message);
export const conflict = (message: string) => new Refusal(409, message);
export { badRequest, forbidden };

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';
