// The role-based menu tree and the data platform's dynamic permission keys.
import { sqlOn } from '../db/kysely';
import { findUserById } from '../users';
import type { HandlersFor } from '../contract/handler-types';
import { sessionUserId, type RouteDeps } from './deps';

export function permissionHandlers({ db }: RouteDeps): HandlersFor<'getMenuTree' | 'getDmpPermission'> {
  return {
    async getMenuTree(ctx) {
      const user = await findUserById(db, sessionUserId(ctx));
      if (user?.role_id != null) {
        // A custom role's users get the role's tree as the editor saved it (the role belongs to their company).
        const role = await sqlOn(db).selectFrom('roles').select('menu_tree').where('id', '=', user.role_id).where('customer_id', '=', user.customer_id).executeTakeFirst();
        return role?.menu_tree ?? [];
      }
      // Users of the legacy model have no tree; the desk builds their menu from the route table.
      return user?.rbac_version === '2.0' ? user.menu_tree : [];
    },

    async getDmpPermission(ctx) {
      const user = await findUserById(db, sessionUserId(ctx));
      return { permissions: user?.dmp_permissions ?? [] };
    },
  };
}
