import dayjs from 'dayjs';
import type { UserInfo } from '@toufang/api';
import { effectiveRole, isDueSoon, isLegacyRole, ROLE_NAMES } from '@toufang/domain';
import { isRbacUser } from '../../app/session/guard-user';

/** Texts of the user dropdown that the spec leaves to the product (labels of the user's details). */
export const USER_DROPDOWN_TEXTS = {
  TRIGGER_LABEL: '用户菜单',
  ROLE: '角色',
  EMAIL: '邮箱',
  EXPIRE_TIME: '到期时间',
  NOT_SET: '未设置',
  CHANGE_PASSWORD: '修改密码',
  LOGOUT: '退出登录',
} as const;

/** How the expiry time is shown (the user info carries YYYY-MM-DD HH:mm:ss). */
export const EXPIRE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

type RoleFields = Pick<UserInfo, 'role' | 'isDesignManager' | 'rbacVersion' | 'roleNameV2'>;

/**
 * The role name shown in the dropdown: roleNameV2 under the role-based model 2.0, otherwise the legacy
 * name of the effective role (a DESIGNER with isDesignManager 1 is a 设计经理).
 */
export function roleNameOf(user: RoleFields): string {
  if (isRbacUser(user) && user.roleNameV2) return user.roleNameV2;
  return isLegacyRole(user.role) ? ROLE_NAMES[effectiveRole(user.role, user.isDesignManager)] : String(user.role ?? '');
}

/** The expiry time as YYYY-MM-DD HH:mm; a value dayjs cannot read is shown as it came. */
export function formatExpireTime(expireTime: string | null | undefined): string {
  if (!expireTime) return '';
  const parsed = dayjs(expireTime);
  return parsed.isValid() ? parsed.format(EXPIRE_TIME_FORMAT) : expireTime;
}

/** 剩余 N 天 when the account is due soon (dueDays under 16), else null. An expired account reads 剩余 0 天. */
export function remainingDaysText(dueDays: number | null | undefined): string | null {
  if (!isDueSoon(dueDays)) return null;
  return `剩余 ${Math.max(0, Math.floor(dueDays as number))} 天`;
}
