// The users a company manages, checked: their times, fields and role before a write (managed-users.ts holds
// the handlers).
import { chinaDayStart, DAY_MS, formatChinaTime, isLegacyRole, type LegacyRole } from '@toufang/domain';
import { type Actor } from '@toufang/server-audit';
import { type SessionUser, badRequest, userStatus } from '@toufang/server-http';
import { sqlOn, type Queryable } from '@toufang/server-db';
import { notFound, ORG_TEXTS, refused } from './texts';
import { type Fields, actingRole, mayManage } from './managed-user-reads';


/** A China time `YYYY-MM-DD HH:mm:ss` or `YYYY-MM-DD` (a date alone: its start, or its end for an expiry). */
export function parseChinaTime(value: string, endOfDay: boolean): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(value.trim());
  if (!match) throw badRequest(ORG_TEXTS.BAD_TIME);
  const [, y, mo, d, h, mi, s] = match;
  const dateOnly = h === undefined;
  const parts = dateOnly ? (endOfDay ? [23, 59, 59] : [0, 0, 0]) : [Number(h), Number(mi), Number(s)];
  const at = new Date(chinaDayStart(Date.UTC(Number(y), Number(mo) - 1, Number(d)) / DAY_MS) + ((parts[0] * 60 + parts[1]) * 60 + parts[2]) * 1000);
  // 2026-02-31 would roll over to March: only a time that formats back the same is a time.
  const expected = `${y}-${mo}-${d} ${dateOnly ? parts.map((n) => String(n).padStart(2, '0')).join(':') : `${h}:${mi}:${s}`}`;
  if (Number.isNaN(at.getTime()) || formatChinaTime(at) !== expected) throw badRequest(ORG_TEXTS.BAD_TIME);
  return at;
}

interface ResolvedRole {
  /** users.role (DESIGNMANAGER is stored as DESIGNER with is_design_manager 1). */
  role: Exclude<LegacyRole, 'DESIGNMANAGER'>;
  isDesignManager: number;
  acting: LegacyRole;
  roleId: number | null;
  code: string | null;
  name: string | null;
}

export async function resolveRole(db: Queryable, session: SessionUser, roleCode: string): Promise<ResolvedRole> {
  let acting: LegacyRole;
  let custom: { id: number; code: string; name: string } | null = null;
  if (isLegacyRole(roleCode)) {
    acting = roleCode;
  } else {
    const row = await sqlOn(db).selectFrom('roles').select(['id', 'code', 'name', 'base_role']).where('customer_id', '=', session.customerId).where('code', '=', roleCode).executeTakeFirst();
    if (!row) throw badRequest(ORG_TEXTS.ROLE_NOT_FOUND);
    acting = row.base_role;
    custom = row;
  }
  if (session.role === 'MANAGER' && acting === 'ADMIN') throw refused(ORG_TEXTS.MANAGER_NO_ADMIN);
  if (session.role === 'AGENT_FIRST' && (acting !== 'AGENT_SECOND' || custom !== null)) throw refused(ORG_TEXTS.ONLY_OWN_AGENTS);
  return {
    role: acting === 'DESIGNMANAGER' ? 'DESIGNER' : acting,
    isDesignManager: acting === 'DESIGNMANAGER' ? 1 : 0,
    acting,
    roleId: custom?.id ?? null,
    code: custom?.code ?? null,
    name: custom?.name ?? null,
  };
}

export async function checkDepartment(db: Queryable, customerId: number, departmentId: number | null): Promise<void> {
  if (departmentId === null) return;
  // FOR SHARE: a department being deleted right now waits for this write, or this write for its delete.
  const found = await sqlOn(db).selectFrom('departments').select('id').where('id', '=', departmentId).where('customer_id', '=', customerId).forShare().executeTakeFirst();
  if (!found) throw notFound(ORG_TEXTS.DEPARTMENT_NOT_FOUND);
}

export function cleanFields(fields: Fields) {
  const name = fields.name.trim();
  if (!name) throw badRequest(ORG_TEXTS.NAME_REQUIRED);
  const startTime = parseChinaTime(fields.startTime, false);
  const expireTime = parseChinaTime(fields.expireTime, true);
  if (expireTime.getTime() <= startTime.getTime()) throw badRequest(ORG_TEXTS.TIME_REVERSED);
  const blankToNull = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());
  return { name, email: blankToNull(fields.email), phone: blankToNull(fields.phone), departmentId: fields.departmentId ?? null, startTime, expireTime };
}

/** The target of a write: in the caller's company (else 404), locked, and the caller's to manage (else 1301). */
export async function targetOf(tx: Queryable, session: SessionUser, id: number) {
  const row = await sqlOn(tx)
    .selectFrom('users')
    .select(['id', 'username', 'display_name', 'email', 'phone', 'role', 'is_design_manager', 'role_id', 'group_id', 'disabled_at', 'start_time', 'expire_time', 'parent_id'])
    .where('id', '=', id)
    .where('customer_id', '=', session.customerId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(ORG_TEXTS.USER_NOT_FOUND);
  if (!mayManage(session, row)) {
    if (session.role === 'AGENT_FIRST') throw refused(ORG_TEXTS.ONLY_OWN_AGENTS);
    if (session.role === 'MANAGER') throw refused(ORG_TEXTS.MANAGER_NOT_ADMINS);
    throw refused(ORG_TEXTS.NO_RIGHT);
  }
  return row;
}

type Target = Awaited<ReturnType<typeof targetOf>>;

/** Refuses when the user is the company's last enabled ADMIN (call before taking that away). */
export async function keepAnAdmin(tx: Queryable, session: SessionUser, target: Target, now: Date): Promise<void> {
  if (target.role !== 'ADMIN' || userStatus(target, now) !== 'enabled') return;
  // Locking every ADMIN row of the company: two managers demoting the last two ADMINs at once take turns.
  const admins = await sqlOn(tx)
    .selectFrom('users')
    .select(['id', 'disabled_at', 'start_time', 'expire_time'])
    .where('customer_id', '=', session.customerId)
    .where('role', '=', 'ADMIN')
    .forUpdate()
    .execute();
  if (!admins.some((a) => a.id !== target.id && userStatus(a, now) === 'enabled')) throw refused(ORG_TEXTS.LAST_ADMIN);
}

export const userAudit = (session: SessionUser, actor: Actor, at: Date, user: { id: number; display_name: string }) => ({
  companyId: session.customerId,
  actor,
  at,
  object: { level: 'user', id: String(user.id), name: user.display_name },
});

/** What the audit trail keeps of a user (never the password hash). */
export function snapshot(user: Target, roleCode: string) {
  return {
    name: user.display_name,
    email: user.email,
    phone: user.phone,
    roleCode,
    departmentId: user.group_id,
    startTime: formatChinaTime(user.start_time),
    expireTime: formatChinaTime(user.expire_time),
    disabled: user.disabled_at !== null,
  };
}

export async function roleCodeOf(tx: Queryable, user: { role: Target['role']; is_design_manager: number; role_id: number | null }): Promise<string> {
  if (user.role_id === null) return actingRole(user);
  const role = await sqlOn(tx).selectFrom('roles').select('code').where('id', '=', user.role_id).executeTakeFirst();
  return role?.code ?? actingRole(user);
}
