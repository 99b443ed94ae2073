// The user row and the user info the desk reads from it (contract UserInfo).
import type { components } from '@toufang/api/contract';
import type { LoginChannel } from './auth/sessions';
import type { Queryable } from './db/db';
import { sqlOn } from './db/kysely';
import { daysUntil, formatChinaTime } from './time';

type UserInfo = components['schemas']['UserInfo'];

/** Due-soon warning threshold (shell spec §9: dueDays under 16). */
export const DUE_TIP_DAYS = 16;


/** The user with their company's fields that user info reports. */
const userWithCustomer = (db: Queryable) =>
  sqlOn(db)
    .selectFrom('users as u')
    .innerJoin('customers as c', 'c.id', 'u.customer_id')
    .selectAll('u')
    .select(['c.customer_type', 'c.id_ciphertext as customer_id_ciphertext', 'c.created_at as customer_created_at', 'c.adi_config']);

/** A user row as the server reads it, with the company's fields. */
export type UserRow = Awaited<ReturnType<ReturnType<typeof userWithCustomer>['executeTakeFirstOrThrow']>>;

export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  return (await userWithCustomer(db).where('u.id', '=', id).executeTakeFirst()) ?? null;
}

export async function findUserByUsername(db: Queryable, username: string): Promise<UserRow | null> {
  return (await userWithCustomer(db).where('u.username', '=', username).executeTakeFirst()) ?? null;
}

const flag = (value: number) => (value === 1 ? 1 : 0);

export function toUserInfo(row: UserRow, channel: LoginChannel, now = new Date()): UserInfo {
  const dueDays = daysUntil(row.expire_time, now);
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
    buttonConfig: row.button_config,
    userIdentify: row.user_identify,
    customerIdCiphertext: row.customer_id_ciphertext,
    customerCreateTime: formatChinaTime(row.customer_created_at),
    customerType: row.customer_type,
    userCreateTime: formatChinaTime(row.created_at),
    showBilibili: flag(row.show_bilibili),
    rbacVersion: row.rbac_version,
    roleCodeV2: row.role_code_v2,
    roleNameV2: row.role_name_v2,
    loginChannel: channel,
  };
}
