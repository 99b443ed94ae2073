// The role-based menu tree and the data platform's dynamic permission keys.
import { RBAC_VERSION, findUserById, rbacFieldsOf, type HandlersFor, sessionUserId, type RouteDeps } from '@toufang/server-http';

export function permissionHandlers({ db }: RouteDeps): HandlersFor<'getMenuTree' | 'getDmpPermission'> {
  return {
    async getMenuTree(ctx) {
      const user = await findUserById(db, sessionUserId(ctx));
      if (!user) return [];
      // A custom role's holders get the role's tree exactly as the editor saved it (users.ts, rbacFieldsOf);
      // users of the legacy model have no tree: the desk builds their menu from the route table.
      const rbac = rbacFieldsOf(user);
      return rbac.rbacVersion === RBAC_VERSION ? rbac.menuTree : [];
    },

    async getDmpPermission(ctx) {
      const user = await findUserById(db, sessionUserId(ctx));
      return { permissions: user?.dmp_permissions ?? [] };
    },
  };
}
