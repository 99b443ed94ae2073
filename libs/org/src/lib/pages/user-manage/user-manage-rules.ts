// The pure rules of the users page: which route opens the form, the filters as a query, the form's checks
// (the contract's limits and the password rule of shell spec §5), and what the caller may do to a row.
import dayjs from 'dayjs';
import * as z from 'zod/mini';
import { checkForm } from '@toufang/form-kit';
import { isValidPassword, PASSWORD_TEXTS, type LegacyRole } from '@toufang/domain';
import type { Schemas } from '@toufang/api';
import type { DepartmentRecord } from '../../queries/departments';
import type { ManagedUserQuery, ManagedUserRecord, ManagedUserStatus } from '../../queries/managed-users';
import type { RoleRecord } from '../../queries/roles';
import { USER_DEFAULT_VALIDITY_YEARS, USER_MANAGE_TEXTS as T, USER_STATUS_OPTIONS } from '../../terms';

/** users-account/new opens the page with the form open; closing it goes back to users-account/index. */
export function isNewUserPath(pathname: string): boolean {
  return /\/users-account\/new\/?$/.test(pathname);
}

export function indexPathOf(pathname: string): string {
  return pathname.replace(/\/users-account\/new\/?$/, '/users-account/index');
}

/** A node of Semi's tree select (and tree): key, value, label, children. */
export interface DepartmentNode {
  key: string;
  value: number;
  label: string;
  children?: DepartmentNode[];
}

export function departmentNodes(departments: readonly DepartmentRecord[]): DepartmentNode[] {
  return departments.map((d) => ({
    key: String(d.id),
    value: d.id,
    label: d.name,
    ...(d.children.length > 0 ? { children: departmentNodes(d.children) } : {}),
  }));
}

/** The filter area's values. */
export type UserFilters = {
  keyword?: { method?: string; value?: string } | null;
  roleCode?: unknown;
  status?: unknown;
  departmentId?: unknown;
};

const STATUSES = USER_STATUS_OPTIONS.map((o) => o.value) as readonly string[];

export function toUserQuery(filters: UserFilters, page: { current: number; size: number }): ManagedUserQuery {
  const keyword = filters.keyword?.value?.trim();
  const roleCode = typeof filters.roleCode === 'string' && filters.roleCode ? filters.roleCode : undefined;
  const status = typeof filters.status === 'string' && STATUSES.includes(filters.status) ? (filters.status as ManagedUserStatus) : undefined;
  const departmentId = typeof filters.departmentId === 'number' && filters.departmentId > 0 ? filters.departmentId : undefined;
  return {
    current: page.current,
    size: page.size,
    ...(keyword ? { keyword } : {}),
    ...(departmentId ? { departmentId } : {}),
    ...(roleCode ? { roleCode } : {}),
    ...(status ? { status } : {}),
  };
}

/**
 * The roles the caller may grant (the server decides; this mirrors it so nothing refused is offered):
 * ADMIN any; MANAGER none based on ADMIN; AGENT_FIRST only AGENT_SECOND.
 */
export function grantableRoles(roles: readonly RoleRecord[], caller: LegacyRole): RoleRecord[] {
  if (caller === 'ADMIN') return [...roles];
  if (caller === 'MANAGER') return roles.filter((r) => r.baseRole !== 'ADMIN');
  if (caller === 'AGENT_FIRST') return roles.filter((r) => r.builtin && r.code === 'AGENT_SECOND');
  return [];
}

/** What the caller may do to a row: nothing unless the server says editable; never disable oneself. */
export interface UserRowActions {
  edit: boolean;
  toggleStatus: boolean;
  resetPassword: boolean;
  assignAccounts: boolean;
  assignProjects: boolean;
}

export function userRowActions(row: ManagedUserRecord, caller: { role: LegacyRole; userId: number }): UserRowActions {
  if (!row.editable) return { edit: false, toggleStatus: false, resetPassword: false, assignAccounts: false, assignProjects: false };
  const manager = caller.role === 'ADMIN' || caller.role === 'MANAGER';
  const agent = caller.role === 'AGENT_FIRST';
  return {
    edit: manager || agent,
    toggleStatus: (manager || agent) && row.id !== caller.userId,
    resetPassword: manager || agent,
    assignAccounts: manager || agent,
    assignProjects: manager,
  };
}

/** Who may create users (createManagedUser's access). */
export function canCreateUsers(role: LegacyRole): boolean {
  return role === 'ADMIN' || role === 'MANAGER' || role === 'AGENT_FIRST';
}

/** Who may assign projects (setManagedUserProjects's access). */
export function canAssignProjects(role: LegacyRole): boolean {
  return role === 'ADMIN' || role === 'MANAGER';
}

export function statusOption(status: ManagedUserStatus) {
  return USER_STATUS_OPTIONS.find((o) => o.value === status) ?? USER_STATUS_OPTIONS[0];
}

/** 到期时间 with the days left: "2027-03-01 09:30:45（剩 120 天）", or 已过期 once past. */
export function expiryText(row: Pick<ManagedUserRecord, 'expireTime' | 'dueDays' | 'status'>): string {
  const note = row.status === 'expired' || row.dueDays < 0 ? T.EXPIRED : T.DAYS_LEFT(row.dueDays);
  return `${row.expireTime}（${note}）`;
}

// ---- The form ----

export interface UserFormValues {
  username: string;
  name: string;
  email: string;
  phone: string;
  roleCode: string;
  departmentId: number | null;
  startTime: string;
  expireTime: string;
  password: string;
}

export type UserFormField = keyof UserFormValues;
export type UserFormErrors = Partial<Record<UserFormField, string>>;

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const USERNAME = /^[A-Za-z0-9_.@-]{3,32}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 -]{4,19}$/;
/** The contract's limits (ManagedUserFields). */
export const USER_FIELD_LIMITS = { NAME: 30, EMAIL: 100, PHONE: 20, USERNAME: 32, PASSWORD: 50 } as const;

/** YYYY-MM-DD, YYYY-MM-DD HH:mm or YYYY-MM-DD HH:mm:ss as YYYY-MM-DD HH:mm:ss; null when not a real time. */
export function normaliseTime(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  const value = `${y}-${mo}-${d} ${h}:${mi}:${s}`;
  const parsed = dayjs(value);
  // dayjs rolls 2026-02-30 over to March; a real time formats back to itself.
  return parsed.isValid() && parsed.format(TIME_FORMAT) === value ? value : null;
}

export function emptyUserForm(now: Date, roleCode = ''): UserFormValues {
  const start = dayjs(now).startOf('minute');
  return {
    username: '',
    name: '',
    email: '',
    phone: '',
    roleCode,
    departmentId: null,
    startTime: start.format(TIME_FORMAT),
    expireTime: start.add(USER_DEFAULT_VALIDITY_YEARS, 'year').format(TIME_FORMAT),
    password: '',
  };
}

export function userFormOf(row: ManagedUserRecord): UserFormValues {
  return {
    username: row.username,
    name: row.name,
    email: row.email ?? '',
    phone: row.phone ?? '',
    roleCode: row.roleCode,
    departmentId: row.departmentId,
    startTime: row.startTime,
    expireTime: row.expireTime,
    password: '',
  };
}

const check = (ok: (value: string) => boolean, message: string) => z.refine<string>(ok, message);
const timeChecks = (label: string) => [
  check((v) => v.trim() !== '', T.TIME_REQUIRED(label)),
  check((v) => !v.trim() || normaliseTime(v) !== null, T.TIME_INVALID),
];

/**
 * The form's schema: the contract's limits and the password rule of §5. `creating` checks the username and
 * the password (optional: left empty, the server makes a one-time password). Each field shows its first
 * message, so the checks of a field are written in the order a user should meet them.
 */
export function userFormSchema(creating: boolean) {
  return z
    .object({
      username: creating
        ? z.string().check(
            check((v) => v.trim() !== '', T.USERNAME_REQUIRED),
            check((v) => !v.trim() || USERNAME.test(v.trim()), T.USERNAME_INVALID),
          )
        : z.string(),
      name: z.string().check(check((v) => v.trim() !== '', T.NAME_REQUIRED)),
      email: z.string().check(check((v) => !v.trim() || (EMAIL.test(v.trim()) && v.trim().length <= USER_FIELD_LIMITS.EMAIL), T.EMAIL_INVALID)),
      phone: z.string().check(check((v) => !v.trim() || PHONE.test(v.trim()), T.PHONE_INVALID)),
      roleCode: z.string().check(check((v) => v !== '', T.ROLE_REQUIRED)),
      departmentId: z.nullable(z.number()),
      startTime: z.string().check(...timeChecks(T.START_TIME)),
      expireTime: z.string().check(...timeChecks(T.EXPIRE_TIME)),
      password: creating ? z.string().check(check((v) => !v || isValidPassword(v), PASSWORD_TEXTS.INVALID)) : z.string(),
    })
    .check(
      z.refine(
        (v) => {
          const start = normaliseTime(v.startTime);
          const expire = normaliseTime(v.expireTime);
          return !start || !expire || expire > start;
        },
        { message: T.TIME_ORDER, path: ['expireTime'] },
      ),
    );
}

/** The form's messages by field; empty when it may be sent. */
export function validateUserForm(values: UserFormValues, creating: boolean): UserFormErrors {
  const result = checkForm(userFormSchema(creating), values);
  return result.ok ? {} : result.errors;
}

type CreateRequest = Schemas['ManagedUserCreateRequest'];
type UpdateRequest = Schemas['ManagedUserUpdateRequest'];

function commonFields(values: UserFormValues) {
  return {
    name: values.name.trim(),
    email: values.email.trim() || null,
    phone: values.phone.trim() || null,
    roleCode: values.roleCode,
    departmentId: values.departmentId,
    startTime: normaliseTime(values.startTime) ?? values.startTime,
    expireTime: normaliseTime(values.expireTime) ?? values.expireTime,
  };
}

export function toCreateRequest(values: UserFormValues): CreateRequest {
  return { username: values.username.trim(), ...commonFields(values), ...(values.password ? { password: values.password } : {}) };
}

export function toUpdateRequest(id: number, values: UserFormValues): UpdateRequest {
  return { id, ...commonFields(values) };
}
