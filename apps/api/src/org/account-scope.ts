// Which media accounts a user sees: the one rule every scoped account list uses (the media-account pages,
// the delivery account picker, the delivery rows and their exports).
//   ADMIN, MANAGER                        the whole company
//   OPERATE, DESIGNER, DESIGNMANAGER      the accounts assigned to them and those of projects they are members of
//   AGENT_FIRST, AGENT_SECOND             only the accounts assigned to them
// A user holding a custom role acts as its base role (users.role holds it).
import { effectiveRole, seesWholeCompany, type LegacyRole } from '@toufang/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/db';
import { sqlOn } from '../db/kysely';

export interface AccountScope {
  customerId: number;
  userId: number;
  /** The effective role (a DESIGNER with isDesignManager 1 is a DESIGNMANAGER). */
  role: LegacyRole;
}

/** Roles that also see the accounts of the projects they are members of. */
export const PROJECT_MEMBER_ROLES: readonly LegacyRole[] = ['OPERATE', 'DESIGNER', 'DESIGNMANAGER'];

/**
 * The condition on a media_accounts row (by its alias) that the user may see it. Raw SQL, so the same
 * condition fits any query over any join of the table.
 */
export function accountInScope(scope: AccountScope, alias = 'a'): RawBuilder<boolean> {
  const id = sql.ref(`${alias}.id`);
  const company = sql`${sql.ref(`${alias}.customer_id`)} = ${scope.customerId}`;
  if (seesWholeCompany(scope.role)) return sql<boolean>`(${company})`;
  const assigned = sql`EXISTS (SELECT 1 FROM media_account_operators o WHERE o.account_id = ${id} AND o.user_id = ${scope.userId})`;
  if (!PROJECT_MEMBER_ROLES.includes(scope.role)) return sql<boolean>`(${company} AND ${assigned})`;
  const member = sql`EXISTS (SELECT 1 FROM project_members pm WHERE pm.project_id = ${sql.ref(`${alias}.project_id`)} AND pm.user_id = ${scope.userId})`;
  return sql<boolean>`(${company} AND (${assigned} OR ${member}))`;
}

/** The scope of a user read from the database (a background job acting for them); null when gone. */
export async function accountScopeOfUser(db: Queryable, userId: number): Promise<AccountScope | null> {
  const user = await sqlOn(db).selectFrom('users').select(['customer_id', 'role', 'is_design_manager']).where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  return { customerId: user.customer_id, userId, role: effectiveRole(user.role, user.is_design_manager) };
}
