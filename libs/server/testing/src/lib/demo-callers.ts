// The demo users as the access rules see them, computed from the seed's own description (not from the
// server), for tests that call every operation as someone who may (or may not) call it.
import { effectiveRole } from '@toufang/domain';
import { type Caller, permissionCodes, RBAC_VERSION, buttonConfigOf, DEMO_USERS } from '@toufang/server-http';

/** The demo accounts of the README, one per role and model. */
export const DEMO_USERNAMES = ['admin', 'manager', 'operator', 'designer', 'designmanager', 'agent1', 'agent2', 'rbac'] as const;

export function callerOf(username: string): Caller {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`no demo user ${username}`);
  const rbacVersion = user.rbac?.version ?? null;
  return {
    role: effectiveRole(user.role, user.isDesignManager),
    rbac: rbacVersion === RBAC_VERSION,
    permissions: permissionCodes({ rbacVersion, menuTree: user.rbac?.menu ?? [], buttonConfig: buttonConfigOf(user) }),
    showPerformance: (user.showPerformance ?? 1) === 1,
    dynamicKeys: new Set(user.dmp ?? []),
  };
}
