// Which media accounts a user sees: the one rule every scoped account list uses (the media-account pages,
// the delivery account picker, the delivery rows and their exports).
//   ADMIN, MANAGER                        the whole company
//   OPERATE, DESIGNER, DESIGNMANAGER      the accounts assigned to them and those of projects they are members of
//   AGENT_FIRST, AGENT_SECOND             only the accounts assigned to them
// A user holding a custom role acts as its base role (users.role holds it).
import { effectiveRole, seesWholeCompany, type LegacyRole } from '@toufang/domain';
import { sql, type RawBuilder } from 'kysely';
import { sqlOn, type Queryable } from '@toufang/server-db';

export interface AccountScope {
  customerId: number;
  userId: number;
  /** The effective role (a DESIGNER with isDesignManager 1 is a DESIGNMANAGER). */
  role: LegacyRole;
  /**
   * A gadget session's accounts (its auth code's, docs/design/live-home.md §4.7): the scope is the role's
   * intersected with them. Absent or null narrows nothing.
   */
  accountIds?: readonly number[] | null;
}

/** The scope is a gadget session's, narrowed to its auth code's accounts. */
const narrowed = (scope: AccountScope): scope is AccountScope & { accountIds: readonly number[] } => Array.isArray(scope.accountIds);

/** The condition that the account id (a column reference) is one of the gadget session's accounts. */
function amongGadgetAccounts(accountIds: readonly number[], id: RawBuilder<unknown>): RawBuilder<boolean> {
  if (accountIds.length === 0) return sql<boolean>`false`;
  return sql<boolean>`${id} IN (${sql.join(accountIds.map((value) => sql.val(Math.trunc(value))))})`;
}

/** Roles that also see the accounts of the projects they are members of. */
export const PROJECT_MEMBER_ROLES: readonly LegacyRole[] = ['OPERATE', 'DESIGNER', 'DESIGNMANAGER'];

/**
 * The condition on a media_accounts row (by its alias) that the user may see it. Raw SQL, so the same
 * condition fits any query over any join of the table.
 */
export function accountInScope(scope: AccountScope, alias = 'a'): RawBuilder<boolean> {
  const id = sql.ref(`${alias}.id`);
  if (narrowed(scope)) return sql<boolean>`(${amongGadgetAccounts(scope.accountIds, id)} AND ${roleScope(scope, alias)})`;
  return roleScope(scope, alias);
}

/** The role's scope alone (see accountInScope). */
function roleScope(scope: AccountScope, alias: string): RawBuilder<boolean> {
  const id = sql.ref(`${alias}.id`);
  const company = sql`${sql.ref(`${alias}.customer_id`)} = ${scope.customerId}`;
  if (seesWholeCompany(scope.role)) return sql<boolean>`(${company})`;
  const assigned = sql`EXISTS (SELECT 1 FROM media_account_operators o WHERE o.account_id = ${id} AND o.user_id = ${scope.userId})`;
  if (!PROJECT_MEMBER_ROLES.includes(scope.role)) return sql<boolean>`(${company} AND ${assigned})`;
  const member = sql`EXISTS (SELECT 1 FROM project_members pm WHERE pm.project_id = ${sql.ref(`${alias}.project_id`)} AND pm.user_id = ${scope.userId})`;
  return sql<boolean>`(${company} AND (${assigned} OR ${member}))`;
}

/**
 * The condition on a delivery_edits row (by its alias) that the user may see it: an edit of their company
 * whose every row is on an account they see. An edit that touched one account outside their scope is
 * hidden whole (its rows, names and values would show that account), like a missing one.
 */
export function editInScope(scope: AccountScope, alias = 'e'): RawBuilder<boolean> {
  const company = sql`${sql.ref(`${alias}.customer_id`)} = ${scope.customerId}`;
  if (seesWholeCompany(scope.role) && !narrowed(scope)) return sql<boolean>`(${company})`;
  return sql<boolean>`(${company} AND NOT EXISTS (
    SELECT 1 FROM delivery_edit_items ei JOIN media_accounts ea ON ea.id = ei.account_id
    WHERE ei.edit_id = ${sql.ref(`${alias}.id`)} AND NOT ${accountInScope(scope, 'ea')}))`;
}

/**
 * The condition on an audit_records row that the user may see it in the operation log: the whole company
 * for ADMIN and MANAGER; for everyone else their own writes, and for optimisers also every record on an
 * account they see (a record naming no account, such as a user or group change by someone else, is not theirs).
 */
export function auditInScope(scope: AccountScope): RawBuilder<boolean> {
  const company = sql`audit_records.company_id = ${scope.customerId}`;
  // A gadget session reads only the records on its accounts.
  if (narrowed(scope)) {
    return sql<boolean>`(${company} AND EXISTS (SELECT 1 FROM media_accounts aa WHERE aa.media_code = audit_records.media_code AND aa.account_id = audit_records.account_id AND ${accountInScope(scope, 'aa')}))`;
  }
  if (seesWholeCompany(scope.role)) return sql<boolean>`(${company})`;
  const own = sql`(audit_records.actor_kind = 'user' AND audit_records.actor_id = ${String(scope.userId)})`;
  if (!AUDIT_ACCOUNT_ROLES.includes(scope.role)) return sql<boolean>`(${company} AND ${own})`;
  const onAccount = sql`EXISTS (SELECT 1 FROM media_accounts aa WHERE aa.media_code = audit_records.media_code AND aa.account_id = audit_records.account_id AND ${accountInScope(scope, 'aa')})`;
  return sql<boolean>`(${company} AND (${own} OR ${onAccount}))`;
}

/** Roles that read the operation log of the accounts they see; designers and agents read only their own writes. */
export const AUDIT_ACCOUNT_ROLES: readonly LegacyRole[] = ['OPERATE'];

/** The scope of a user read from the database (a background job acting for them); null when gone. */
export async function accountScopeOfUser(db: Queryable, userId: number): Promise<AccountScope | null> {
  const user = await sqlOn(db).selectFrom('users').select(['customer_id', 'role', 'is_design_manager']).where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  return { customerId: user.customer_id, userId, role: effectiveRole(user.role, user.is_design_manager) };
}
