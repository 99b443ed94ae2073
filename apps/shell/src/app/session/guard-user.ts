// What the guard and the menus need to know about the logged-in user, read off the user info and the
// permission data the session bootstrap fetched.
import type { Permissions, UserInfo } from '@toufang/api';
import { defaultRouteName, effectiveRole, isLegacyRole, rbacHomeRoute, type GuardUser, type LegacyRole } from '@toufang/domain';

/** rbacVersion of the newer permission model (shell spec §6). */
export const RBAC_VERSION = '2.0';
/** userIdentify of a dashboard identity, which belongs in the board app (shell spec §6). */
export const DASHBOARD_IDENTITY = 'dashboard';

export function isRbacUser(info: Pick<UserInfo, 'rbacVersion'>): boolean {
  return info.rbacVersion === RBAC_VERSION;
}

export function legacyRoleOf(info: Pick<UserInfo, 'role' | 'isDesignManager'>): LegacyRole {
  // The contract's Role is the legacy list; an unknown value gets the narrowest internal role.
  const role: LegacyRole = isLegacyRole(info.role) ? info.role : 'DESIGNER';
  return effectiveRole(role, info.isDesignManager);
}

export function guardUserOf(info: UserInfo, permissions: Permissions | null): GuardUser {
  const role = legacyRoleOf(info);
  const rbacTree = isRbacUser(info) ? (permissions?.menuTree ?? []) : undefined;
  return {
    context: {
      role,
      buttonConfig: info.buttonConfig ?? {},
      dynamicKeys: permissions?.dynamic ?? [],
      showPerformance: info.isShowPerformance === 1,
      showBilibili: info.showBilibili === 1,
    },
    rbacTree,
    dashboard: info.userIdentify === DASHBOARD_IDENTITY,
    home: (rbacTree && rbacHomeRoute(rbacTree)) || defaultRouteName(role),
  };
}
