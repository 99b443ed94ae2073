// The legacy roles of shell spec §6 and how the user info turns into the role the product acts on.

export const LEGACY_ROLES = [
  'ADMIN',
  'MANAGER',
  'OPERATE',
  'DESIGNER',
  'DESIGNMANAGER',
  'AGENT_FIRST',
  'AGENT_SECOND',
] as const;

export type LegacyRole = (typeof LEGACY_ROLES)[number];

/** Role names shown in the user dropdown (shell spec §6). */
export const ROLE_NAMES: Readonly<Record<LegacyRole, string>> = {
  ADMIN: '管理员',
  MANAGER: '优化经理',
  OPERATE: '优化师',
  DESIGNER: '设计师',
  DESIGNMANAGER: '设计经理',
  AGENT_FIRST: '一级代理',
  AGENT_SECOND: '二级代理',
};

/** The five roles inside the advertiser's company, as opposed to agents (shell spec §6). */
export const INTERNAL_ROLES = ['ADMIN', 'MANAGER', 'OPERATE', 'DESIGNER', 'DESIGNMANAGER'] as const satisfies readonly LegacyRole[];

export const AGENT_ROLES = ['AGENT_FIRST', 'AGENT_SECOND'] as const satisfies readonly LegacyRole[];

export function isLegacyRole(x: unknown): x is LegacyRole {
  return typeof x === 'string' && (LEGACY_ROLES as readonly string[]).includes(x);
}

/**
 * The role the product acts on. isDesignManager 1 turns a DESIGNER into a DESIGNMANAGER (shell spec §3).
 * For every other role the flag is ignored: it names a design promotion, and applying it to, say, a
 * MANAGER would silently take rights away (see docs/decisions.md).
 */
export function effectiveRole(role: LegacyRole, isDesignManager?: number | null): LegacyRole {
  return role === 'DESIGNER' && isDesignManager === 1 ? 'DESIGNMANAGER' : role;
}

/**
 * What each built-in role opens and may do with media accounts, as the role list shows it (shell spec §6
 * and the areas of §2.3; the manage section also lets a first-level agent manage their second-level agents).
 */
export const ROLE_DESCRIPTIONS: Readonly<Record<LegacyRole, string>> = {
  ADMIN:
    '全部功能：首页、账户、项目管理与用户账号、推广、直播、素材与标题、工具（含 AI 助手、防错）、组织管理；媒体账户可新增修改、分组、删除、上传、监控、重置密码、批量添加；可新建和编辑自定义角色。',
  MANAGER:
    '首页、账户、项目管理与用户账号、推广、直播、素材与标题、工具（含 AI 助手、防错）、组织管理（不能授予管理员）；媒体账户可修改产品、上传、监控、重置密码、新增，不能管理分组或删除账户。',
  OPERATE:
    '首页、账户、推广、直播、素材与标题、工具（含 AI 助手）、组织管理（只读）；只看分配给自己和所在项目的账户，不能管理分组、删除或上传账户。',
  DESIGNER: '素材库等通用素材、工具；不进入账户和推广；只看分配给自己和所在项目的账户，不能管理分组、删除或上传账户。',
  DESIGNMANAGER: '与设计师相同的页面（素材库等通用素材、工具），作为设计经理；不能管理分组、删除或上传账户。',
  AGENT_FIRST: '账户与组织管理：只看分配给自己的账户，可新建和管理自己名下的二级代理，并把自己的账户分配给他们。',
  AGENT_SECOND: '账户与组织管理（只读）：只看分配给自己的账户。',
};

/**
 * Roles that see every media account of their company; everyone else sees the accounts assigned to them
 * (and, for the internal roles, those of their projects). docs/decisions.md, "Which media accounts does a
 * user see?".
 */
export const WHOLE_COMPANY_ROLES = ['ADMIN', 'MANAGER'] as const satisfies readonly LegacyRole[];

export function seesWholeCompany(role: LegacyRole): boolean {
  return (WHOLE_COMPANY_ROLES as readonly LegacyRole[]).includes(role);
}
