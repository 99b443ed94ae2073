// Whether a caller may call an operation, from its x-access rule (openapi/openapi.yaml, "Who may call what").
import { can, canOpenArea, type LegacyRole } from '@toufang/domain';
import type { AccessRule } from './declaration';

/** What the decision needs to know about the caller (the session carries it). */
export interface Caller {
  /** The effective role: a DESIGNER with isDesignManager 1 is a DESIGNMANAGER. */
  role: LegacyRole;
  /** The user is on the role-based model 2.0 (rbacVersion 2.0). */
  rbac: boolean;
  /** The 2.0 permission codes (see permissionCodes). */
  permissions: ReadonlySet<string>;
}

/**
 * Every part of a restricted rule must hold. Page-level parts (roles, area) are replaced, for a 2.0 user,
 * by the rule's permission code when it names one: the 2.0 menu tree decides which pages such a user
 * opens, as the desk's route guard does. capability is the account-operation matrix of shell spec §6 and
 * holds on the legacy role for everyone, since the 2.0 tree names pages, not operations.
 */
export function mayCall(rule: AccessRule, caller: Caller): boolean {
  if (rule.kind !== 'restricted') return true;
  const { roles, area, capability, permission } = rule;
  const opensPage =
    caller.rbac && permission !== undefined
      ? caller.permissions.has(permission)
      : (roles === undefined || roles.includes(caller.role)) && (area === undefined || canOpenArea(caller.role, area));
  return opensPage && (capability === undefined || can(caller.role, capability));
}
