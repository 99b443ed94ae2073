// The organisation area's envelope codes and Chinese texts (openapi/openapi.yaml lists the codes).
import { CODES, Refusal } from '@toufang/server-http';

/** Envelope codes of the organisation and of the login rules it adds. */
export const ORG_CODES = {
  /** The user's expiry time has passed (login refused). */
  EXPIRED: 1007,
  /** A manager disabled the user (login refused). */
  DISABLED: 1008,
  /** The user's start time has not come yet (login refused). */
  NOT_STARTED: 1009,
  /** An organisation change is refused; the message says why. */
  REFUSED: 1301,
  /** A name already taken (usernames, sibling department names). */
  CONFLICT: 409,
} as const;

export const ORG_TEXTS = {
  DISABLED: '账号已停用，请联系管理员',
  EXPIRED: (date: string) => `账号已于 ${date} 到期，请联系管理员续期`,
  NOT_STARTED: (time: string) => `账号将于 ${time} 生效，请届时登录`,

  DEPARTMENT_NOT_FOUND: '部门不存在',
  DEPARTMENT_NAME_REQUIRED: '请输入部门名称',
  DEPARTMENT_NAME_TAKEN: '同级部门中已有同名部门',
  DEPARTMENT_CYCLE: '不能把部门移到它自己或下级部门之下',
  DEPARTMENT_HAS_USERS: (count: number) => `部门下还有 ${count} 名用户，请先调走`,
  DEPARTMENT_HAS_CHILDREN: '部门下还有下级部门，请先删除或移走',

  USER_NOT_FOUND: '用户不存在',
  // Usernames are unique across companies (login names no company): a taken name says only that it is not
  // available, the same for a name of this company or another, and never that such a user exists.
  USERNAME_TAKEN: '该用户名不可用，请换一个用户名',
  NAME_REQUIRED: '请输入姓名',
  ROLE_NOT_FOUND: '角色不存在',
  NOT_SELF_DISABLE: '不能停用自己',
  NOT_SELF_ROLE: '不能修改自己的角色',
  LAST_ADMIN: '至少保留一名启用的管理员',
  ONLY_OWN_AGENTS: '只能管理自己的二级代理',
  ONLY_OWN_ACCOUNTS: '只能分配自己名下的账户',
  MANAGER_NO_ADMIN: '优化经理不能授予管理员角色',
  MANAGER_NOT_ADMINS: '优化经理不能管理管理员',
  NO_RIGHT: '无权管理该用户',
  ACCOUNT_NOT_FOUND: '账户不存在或不属于本公司',
  PROJECT_NOT_FOUND: '项目不存在',
  BAD_TIME: '时间格式不正确，应为 YYYY-MM-DD HH:mm:ss',
  TIME_REVERSED: '到期时间必须晚于生效时间',
} as const;

export const refused = (message: string) => new Refusal(ORG_CODES.REFUSED, message);
export const notFound = (message: string) => new Refusal(CODES.NOT_FOUND, message);
export const conflict = (message: string) => new Refusal(ORG_CODES.CONFLICT, message);

/** PostgreSQL's unique_violation: a unique index caught a race the check before it did not. */
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';
