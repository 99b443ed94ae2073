// The role-based menu tree and the data platform's dynamic permission keys.
import { findUserById } from '../users';
import type { HandlersFor } from '../contract/handler-types';
import { sessionUserId, type RouteDeps } from './deps';

export function permissionHandlers({ db }: RouteDeps): HandlersFor<'getMenuTree' | 'getDmpPermission'> {
  return {
    async getMenuTree(ctx) {
      const user = await findUserById(db, sessionUserId(ctx));
      // Users of the legacy model have no tree; the desk builds their menu from the route table.
      return user?.rbac_version === '2.0' ? user.menu_tree : [];
    },

    async getDmpPermission(ctx) {
      const user = await findUserById(db, sessionUserId(ctx));
      return { permissions: user?.dmp_permissions ?? [] };
    },
  };
}
