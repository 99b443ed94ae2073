import { useMemo } from 'react';
import { useSessionStore } from '@toufang/api';
import { buildGadgetMenu, buildLegacyMenu, buildRbacMenu, type AppRoute, type MenuEntry } from '@toufang/domain';
import type { RouteIndex } from '../app/routes/route-index';
import { guardUserOf } from '../app/session/guard-user';

/** The menu of the logged-in user, by the model that applies: gadget, 2.0 tree, or the legacy filters. */
export function useMenu(index: RouteIndex): MenuEntry[] {
  const user = useSessionStore((s) => s.userInfo);
  const permissions = useSessionStore((s) => s.permissions);
  return useMemo(() => {
    if (!user) return [];
    const byName = index.byName as ReadonlyMap<string, AppRoute>;
    if (permissions?.gadget) return buildGadgetMenu(byName);
    const guardUser = guardUserOf(user, permissions);
    if (guardUser.rbacTree) return buildRbacMenu(guardUser.rbacTree, byName);
    return buildLegacyMenu(index.routes as readonly AppRoute[], guardUser.context);
  }, [user, permissions, index]);
}
