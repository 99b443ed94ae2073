// The user row and the user info the desk reads from it (contract UserInfo).
import type { components } from '@toufang/api/contract';
import { BUTTON_CONFIG_FLAGS, formatChinaTime } from '@toufang/domain';
import { RBAC_VERSION } from './access/permission-codes';
import type { LoginChannel } from './auth/sessions';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { daysUntil } from './time';

type UserInfo = components['schemas']['UserInfo'];

/** Due-soon warning threshold (shell spec §9: dueDays under 16). */
export const DUE_TIP_DAYS = 16;


/** The user with their company's fields that user info reports, and their custom role (2.0) if any. */
const userWithCustomer = (db: Queryable) =>
  sqlOn(db)
    .selectFrom('users as u')
    .innerJoin('customers as c', 'c.id', 'u.customer_id')
    .leftJoin('roles as r', 'r.id', 'u.role_id')
    .selectAll('u')
    .select(['c.customer_type', 'c.id_ciphertext as customer_id_ciphertext', 'c.created_at as customer_created_at', 'c.adi_config'])
    .select(['r.code as custom_role_code', 'r.name as custom_role_name', 'r.menu_tree as custom_menu_tree', 'r.actions as custom_actions']);

/** A user row as the server reads it, with the company's fields. */
export type UserRow = Awaited<ReturnType<ReturnType<typeof userWithCustomer>['executeTakeFirstOrThrow']>>;

export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  return (await userWithCustomer(db).where('u.id', '=', id).executeTakeFirst()) ?? null;
}

export async function findUserByUsername(db: Queryable, username: string): Promise<UserRow | null> {
  return (await userWithCustomer(db).where('u.username', '=', username).executeTakeFirst()) ?? null;
}

const flag = (value: number) => (value === 1 ? 1 : 0);

/** The 2.0 fields a user gets from the custom role they hold (users.role_id), or from their own row. */
export interface RbacFields {
  rbacVersion: string | null;
  roleCodeV2: string | null;
  roleNameV2: string | null;
  menuTree: UserRow['menu_tree'];
  buttonConfig: UserInfo['buttonConfig'];
}

/**
 * A custom role decides the 2.0 fields of its users: its code and name, its menu tree, and each
 * buttonConfig flag on exactly when the role's actions hold it (what the editor saved is what the shell shows).
 */
export function rbacFieldsOf(row: Pick<UserRow, 'role_id' | 'rbac_version' | 'role_code_v2' | 'role_name_v2' | 'menu_tree' | 'button_config' | 'custom_role_code' | 'custom_role_name' | 'custom_menu_tree' | 'custom_actions'>): RbacFields {
  if (row.role_id !== null && row.custom_role_code !== null) {
    const actions = new Set<string>(row.custom_actions ?? []);
    return {
      rbacVersion: RBAC_VERSION,
      roleCodeV2: row.custom_role_code,
      roleNameV2: row.custom_role_name,
      menuTree: row.custom_menu_tree ?? [],
      buttonConfig: Object.fromEntries(BUTTON_CONFIG_FLAGS.map((f) => [f, actions.has(f)])) as UserInfo['buttonConfig'],
    };
  }
  return { rbacVersion: row.rbac_version, roleCodeV2: row.role_code_v2, roleNameV2: row.role_name_v2, menuTree: row.menu_tree, buttonConfig: row.button_config };
}

export type UserStatus = 'enabled' | 'disabled' | 'expired' | 'pending';

/** Whether the user may work now: disabled by a manager, past the expiry, before the start, or enabled. */
export function userStatus(row: { disabled_at: Date | null; start_time: Date; expire_time: Date }, now = new Date()): UserStatus {
  if (row.disabled_at !== null) return 'disabled';
  if (row.expire_time.getTime() <= now.getTime()) return 'expired';
  if (row.start_time.getTime() > now.getTime()) return 'pending';
  return 'enabled';
}

export function toUserInfo(row: UserRow, channel: LoginChannel, now = new Date()): UserInfo {
  const dueDays = daysUntil(row.expire_time, now);
  const rbac = rbacFieldsOf(row);
  return {
    avatar: row.avatar,
    name: row.display_name,
    username: row.username,
    dueDays,
    isDueTip: dueDays < DUE_TIP_DAYS ? 1 : 0,
    email: row.email,
    userId: row.id,
    role: row.role,
    groupId: row.group_id,
    adiConfig: row.adi_config,
    expireTime: formatChinaTime(row.expire_time),
    isShowPerformance: flag(row.show_performance),
    adsPerseusStatus: flag(row.ads_perseus_status),
    isDesignManager: flag(row.is_design_manager),
    isShowClassify: flag(row.show_classify),
    showTkio: flag(row.show_tkio),
    startTime: formatChinaTime(row.start_time),
    buttonConfig: rbac.buttonConfig,
    userIdentify: row.user_identify,
    customerIdCiphertext: row.customer_id_ciphertext,
    customerCreateTime: formatChinaTime(row.customer_created_at),
    customerType: row.customer_type,
    userCreateTime: formatChinaTime(row.created_at),
    showBilibili: flag(row.show_bilibili),
    rbacVersion: rbac.rbacVersion,
    roleCodeV2: rbac.roleCodeV2,
    roleNameV2: rbac.roleNameV2,
    loginChannel: channel,
    mustChangePassword: row.must_change_password,
  };
}
