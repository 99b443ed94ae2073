// The users a company manages, read: the list's query and a row as the contract shows it, with who may
// manage whom (managed-users.ts holds the handlers).
import type { components } from '@toufang/api/contract';
import { effectiveRole, formatChinaTime, isLegacyRole, type LegacyRole, ROLE_NAMES } from '@toufang/domain';
import { sql } from 'kysely';
import { RBAC_VERSION, type SessionUser, daysUntil, userStatus, type UserStatus } from '@toufang/server-http';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { notFound, ORG_TEXTS } from './texts';

export type Schemas = components['schemas'];
export type ManagedUser = Schemas['ManagedUser'];
export type Fields = Schemas['ManagedUserFields'];

/** The most accounts listAssignableAccounts answers (the contract's words). */
export const ASSIGNABLE_ACCOUNTS_MAX = 2000;



export function managedUserQuery(db: Queryable, customerId: number) {
  return sqlOn(db)
    .selectFrom('users as u')
    .leftJoin('departments as d', (join) => join.onRef('d.id', '=', 'u.group_id').onRef('d.customer_id', '=', 'u.customer_id'))
    .leftJoin('roles as r', 'r.id', 'u.role_id')
    .leftJoin('users as p', 'p.id', 'u.parent_id')
    .select([
      'u.id',
      'u.username',
      'u.display_name',
      'u.email',
      'u.phone',
      'u.role',
      'u.is_design_manager',
      'u.rbac_version',
      'u.role_id',
      'r.code as custom_code',
      'r.name as custom_name',
      'u.group_id',
      'd.name as department_name',
      'u.disabled_at',
      'u.start_time',
      'u.expire_time',
      'u.parent_id',
      'p.display_name as parent_name',
      'u.must_change_password',
      'u.created_at',
      sql<number[]>`coalesce((SELECT json_agg(o.account_id ORDER BY o.account_id) FROM media_account_operators o WHERE o.user_id = u.id), '[]'::json)`.as('account_ids'),
      sql<number[]>`coalesce((SELECT json_agg(m.project_id ORDER BY m.project_id) FROM project_members m WHERE m.user_id = u.id), '[]'::json)`.as('project_ids'),
      sql<Date | null>`(SELECT max(s.created_at) FROM sessions s WHERE s.user_id = u.id)`.as('last_login'),
    ])
    .where('u.customer_id', '=', customerId);
}

type ManagedRow = Awaited<ReturnType<ReturnType<typeof managedUserQuery>['execute']>>[number];

/** The role a user acts as (a custom role's users hold its base role in users.role). */
export const actingRole = (row: { role: ManagedRow['role']; is_design_manager: number }): LegacyRole => effectiveRole(row.role, row.is_design_manager);

/** Whether the caller may change this user (the `editable` of a row). */
export function mayManage(session: SessionUser, target: { id: number; role: ManagedRow['role']; is_design_manager: number; parent_id: number | null }): boolean {
  switch (session.role) {
    case 'ADMIN':
      return true;
    case 'MANAGER':
      return actingRole(target) !== 'ADMIN';
    case 'AGENT_FIRST':
      return target.parent_id === session.userId && actingRole(target) === 'AGENT_SECOND';
    default:
      return false;
  }
}

const toDate = (value: Date | string | null): Date | null => (value === null ? null : value instanceof Date ? value : new Date(value));

export function toManagedUser(row: ManagedRow, session: SessionUser, now: Date): ManagedUser {
  const role = actingRole(row);
  const custom = row.role_id !== null && row.custom_code !== null;
  const lastLogin = toDate(row.last_login);
  return {
    id: row.id,
    username: row.username,
    name: row.display_name,
    email: row.email,
    phone: row.phone,
    role,
    roleCode: custom ? (row.custom_code as string) : role,
    roleName: custom ? (row.custom_name as string) : ROLE_NAMES[role],
    rbacVersion: custom ? RBAC_VERSION : row.rbac_version,
    departmentId: row.group_id,
    departmentName: row.department_name,
    status: userStatus(row, now),
    startTime: formatChinaTime(row.start_time),
    expireTime: formatChinaTime(row.expire_time),
    dueDays: daysUntil(row.expire_time, now),
    parentId: row.parent_id,
    parentName: row.parent_name,
    accountIds: row.account_ids,
    projectIds: row.project_ids,
    mustChangePassword: row.must_change_password,
    lastLoginTime: lastLogin ? formatChinaTime(lastLogin) : null,
    createTime: formatChinaTime(row.created_at),
    editable: mayManage(session, row),
  };
}

/** The users the caller may see: the company for ADMIN and MANAGER, an agent's own agents, else themself. */
export function visible(session: SessionUser) {
  if (session.role === 'ADMIN' || session.role === 'MANAGER') return sql<boolean>`true`;
  if (session.role === 'AGENT_FIRST') return sql<boolean>`(u.id = ${session.userId} OR (u.parent_id = ${session.userId} AND u.role = 'AGENT_SECOND'))`;
  return sql<boolean>`u.id = ${session.userId}`;
}

export function statusCondition(status: UserStatus, now: Date) {
  switch (status) {
    case 'disabled':
      return sql<boolean>`u.disabled_at IS NOT NULL`;
    case 'expired':
      return sql<boolean>`(u.disabled_at IS NULL AND u.expire_time <= ${now})`;
    case 'pending':
      return sql<boolean>`(u.disabled_at IS NULL AND u.expire_time > ${now} AND u.start_time > ${now})`;
    case 'enabled':
      return sql<boolean>`(u.disabled_at IS NULL AND u.expire_time > ${now} AND u.start_time <= ${now})`;
  }
}

export function roleCondition(roleCode: string) {
  if (!isLegacyRole(roleCode)) return sql<boolean>`r.code = ${roleCode}`;
  // A built-in role: its holders (not the custom roles based on it).
  if (roleCode === 'DESIGNMANAGER') return sql<boolean>`(u.role_id IS NULL AND u.role = 'DESIGNER' AND u.is_design_manager = 1)`;
  if (roleCode === 'DESIGNER') return sql<boolean>`(u.role_id IS NULL AND u.role = 'DESIGNER' AND u.is_design_manager <> 1)`;
  return sql<boolean>`(u.role_id IS NULL AND u.role = ${roleCode})`;
}

export async function oneManagedUser(db: Queryable, session: SessionUser, id: number, now: Date): Promise<ManagedUser> {
  const row = await managedUserQuery(db, session.customerId).where('u.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ORG_TEXTS.USER_NOT_FOUND);
  return toManagedUser(row, session, now);
}
