// The 2.0 permission codes of a user: the route names of the enabled nodes of the menu tree (with the
// entry the 2.0 model always keeps) and the buttonConfig flags that are on.
import { BUTTON_CONFIG_FLAGS, rbacAllowedNames, type RbacMenuNode } from '@toufang/domain';

/** rbacVersion of the users on the role-based model (shell spec §6). */
export const RBAC_VERSION = '2.0';

export interface PermissionSource {
  rbacVersion: string | null;
  menuTree: readonly RbacMenuNode[];
  buttonConfig: Readonly<Record<string, boolean>>;
  /** userIdentify `dashboard` (shell spec §6). */
  dashboard?: boolean;
}

/**
 * What a 2.0 dashboard identity holds on top of its tree (docs/design/live-home.md D5): the desk sends it to 看板, so
 * it passes the board's operations, and 首页's whose figures the board's cards show, whatever its tree and flags say.
 */
export const DASHBOARD_CODES = ['board', 'indexHome', 'SHOW_BOARD_BUTTON'] as const;

export function permissionCodes({ rbacVersion, menuTree, buttonConfig, dashboard = false }: PermissionSource): Set<string> {
  const codes = rbacVersion === RBAC_VERSION ? rbacAllowedNames(menuTree) : new Set<string>();
  for (const flag of BUTTON_CONFIG_FLAGS) if (buttonConfig[flag] === true) codes.add(flag);
  if (dashboard && rbacVersion === RBAC_VERSION) for (const code of DASHBOARD_CODES) codes.add(code);
  return codes;
}
