// The 2.0 permission codes of a user: the route names of the enabled nodes of the menu tree (with the
// entry the 2.0 model always keeps) and the buttonConfig flags that are on.
import { BUTTON_CONFIG_FLAGS, rbacAllowedNames, type RbacMenuNode } from '@toufang/domain';

/** rbacVersion of the users on the role-based model (shell spec §6). */
export const RBAC_VERSION = '2.0';

export interface PermissionSource {
  rbacVersion: string | null;
  menuTree: readonly RbacMenuNode[];
  buttonConfig: Readonly<Record<string, boolean>>;
}

export function permissionCodes({ rbacVersion, menuTree, buttonConfig }: PermissionSource): Set<string> {
  const codes = rbacVersion === RBAC_VERSION ? rbacAllowedNames(menuTree) : new Set<string>();
  for (const flag of BUTTON_CONFIG_FLAGS) if (buttonConfig[flag] === true) codes.add(flag);
  return codes;
}
