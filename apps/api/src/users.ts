// The user row and the user info the desk reads from it (contract UserInfo).
import type { components } from '@toufang/api/contract';
import type { LoginChannel } from './auth/sessions';
import type { Queryable } from './db/db';
import { daysUntil, formatChinaTime } from './time';

type UserInfo = components['schemas']['UserInfo'];
type Role = components['schemas']['Role'];

/** Due-soon warning threshold (shell spec §9: dueDays under 16). */
export const DUE_TIP_DAYS = 16;

export interface UserRow {
  id: number;
  username: string;
  display_name: string;
  email: string | null;
  avatar: string | null;
  role: Role;
  is_design_manager: number;
  rbac_version: string | null;
  role_code_v2: string | null;
  role_name_v2: string | null;
  menu_tree: components['schemas']['MenuNode'][];
  dmp_permissions: string[];
  button_config: components['schemas']['ButtonConfig'];
  show_bilibili: number;
  show_performance: number;
  show_classify: number;
  show_tkio: number;
  ads_perseus_status: number;
  user_identify: string;
  customer_id: number;
  group_id: number | null;
  password_hash: string;
  start_time: Date;
  expire_time: Date;
  created_at: Date;
  customer_type: number;
  customer_id_ciphertext: string;
  customer_created_at: Date;
  adi_config: Record<string, unknown> | null;
}

const USER_SELECT = `
  SELECT u.*, c.customer_type, c.id_ciphertext AS customer_id_ciphertext, c.created_at AS customer_created_at, c.adi_config
  FROM users u JOIN customers c ON c.id = u.customer_id`;

export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findUserByUsername(db: Queryable, username: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`${USER_SELECT} WHERE u.username = $1`, [username]);
  return rows[0] ?? null;
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
