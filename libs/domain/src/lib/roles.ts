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
