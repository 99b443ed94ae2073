// The users a company manages (account-app manage › user-manage and account › users-account): list, create,
// edit, disable and enable, reset the password, assign media accounts and projects.
//
// Who manages whom: ADMIN every user of the company; MANAGER every user but ADMIN users, and never grants
// ADMIN (nor a custom role acting as ADMIN); AGENT_FIRST only the AGENT_SECOND users under them (parent_id),
// creates only such users, and assigns only accounts assigned to themself; everyone else reads only
// themself. Nobody disables themself or changes their own role, and the last enabled ADMIN stays. Disabling,
// a role change, a password reset or an expiry moved into the past end the user's sessions in the same
// transaction. Another company's ids answer like missing ones. Each write is one transaction with its audit
// record (never a password hash).
import type { components } from '@toufang/api/contract';
import { BUTTON_CONFIG_FLAGS, checkNewPassword, chinaDayStart, DAY_MS, effectiveRole, formatChinaTime, isLegacyRole, type LegacyRole, ROLE_NAMES } from '@toufang/domain';
import { sql } from 'kysely';
import { actorOf, type Actor, recordAudit } from '@toufang/server-audit';
import { RBAC_VERSION, hashPassword, endSessions, type SessionUser, badRequest, CODES, Refusal, type HandlersFor, sessionOf, type RouteDeps, containsPattern, fetchPage, daysUntil, userStatus, type UserStatus } from '@toufang/server-http';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { departmentAndBelow, departmentRows } from './departments';
import { oneTimePassword } from './one-time-password';
import { conflict, isUniqueViolation, notFound, ORG_TEXTS, refused } from './texts';

type Schemas = components['schemas'];
type ManagedUser = Schemas['ManagedUser'];
type Fields = Schemas['ManagedUserFields'];

/** The most accounts listAssignableAccounts answers (the contract's words). */
export const ASSIGNABLE_ACCOUNTS_MAX = 2000;

// ---------- reading ----------

function managedUserQuery(db: Queryable, customerId: number) {
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
const actingRole = (row: { role: ManagedRow['role']; is_design_manager: number }): LegacyRole => effectiveRole(row.role, row.is_design_manager);

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

function toManagedUser(row: ManagedRow, session: SessionUser, now: Date): ManagedUser {
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
function visible(session: SessionUser) {
  if (session.role === 'ADMIN' || session.role === 'MANAGER') return sql<boolean>`true`;
  if (session.role === 'AGENT_FIRST') return sql<boolean>`(u.id = ${session.userId} OR (u.parent_id = ${session.userId} AND u.role = 'AGENT_SECOND'))`;
  return sql<boolean>`u.id = ${session.userId}`;
}

function statusCondition(status: UserStatus, now: Date) {
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

function roleCondition(roleCode: string) {
  if (!isLegacyRole(roleCode)) return sql<boolean>`r.code = ${roleCode}`;
  // A built-in role: its holders (not the custom roles based on it).
  if (roleCode === 'DESIGNMANAGER') return sql<boolean>`(u.role_id IS NULL AND u.role = 'DESIGNER' AND u.is_design_manager = 1)`;
  if (roleCode === 'DESIGNER') return sql<boolean>`(u.role_id IS NULL AND u.role = 'DESIGNER' AND u.is_design_manager <> 1)`;
  return sql<boolean>`(u.role_id IS NULL AND u.role = ${roleCode})`;
}

async function oneManagedUser(db: Queryable, session: SessionUser, id: number, now: Date): Promise<ManagedUser> {
  const row = await managedUserQuery(db, session.customerId).where('u.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ORG_TEXTS.USER_NOT_FOUND);
  return toManagedUser(row, session, now);
}

// ---------- checking ----------

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

async function resolveRole(db: Queryable, session: SessionUser, roleCode: string): Promise<ResolvedRole> {
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

async function checkDepartment(db: Queryable, customerId: number, departmentId: number | null): Promise<void> {
  if (departmentId === null) return;
  // FOR SHARE: a department being deleted right now waits for this write, or this write for its delete.
  const found = await sqlOn(db).selectFrom('departments').select('id').where('id', '=', departmentId).where('customer_id', '=', customerId).forShare().executeTakeFirst();
  if (!found) throw notFound(ORG_TEXTS.DEPARTMENT_NOT_FOUND);
}

function cleanFields(fields: Fields) {
  const name = fields.name.trim();
  if (!name) throw badRequest(ORG_TEXTS.NAME_REQUIRED);
  const startTime = parseChinaTime(fields.startTime, false);
  const expireTime = parseChinaTime(fields.expireTime, true);
  if (expireTime.getTime() <= startTime.getTime()) throw badRequest(ORG_TEXTS.TIME_REVERSED);
  const blankToNull = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());
  return { name, email: blankToNull(fields.email), phone: blankToNull(fields.phone), departmentId: fields.departmentId ?? null, startTime, expireTime };
}

/** The target of a write: in the caller's company (else 404), locked, and the caller's to manage (else 1301). */
async function targetOf(tx: Queryable, session: SessionUser, id: number) {
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
async function keepAnAdmin(tx: Queryable, session: SessionUser, target: Target, now: Date): Promise<void> {
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

const userAudit = (session: SessionUser, actor: Actor, at: Date, user: { id: number; display_name: string }) => ({
  companyId: session.customerId,
  actor,
  at,
  object: { level: 'user', id: String(user.id), name: user.display_name },
});

/** What the audit trail keeps of a user (never the password hash). */
function snapshot(user: Target, roleCode: string) {
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

async function roleCodeOf(tx: Queryable, user: { role: Target['role']; is_design_manager: number; role_id: number | null }): Promise<string> {
  if (user.role_id === null) return actingRole(user);
  const role = await sqlOn(tx).selectFrom('roles').select('code').where('id', '=', user.role_id).executeTakeFirst();
  return role?.code ?? actingRole(user);
}

// ---------- handlers ----------

export type ManagedUserOperation =
  | 'listManagedUsers'
  | 'createManagedUser'
  | 'updateManagedUser'
  | 'setManagedUserStatus'
  | 'resetManagedUserPassword'
  | 'setManagedUserAccounts'
  | 'setManagedUserProjects'
  | 'listAssignableAccounts';

export function managedUserHandlers({ db }: RouteDeps): HandlersFor<ManagedUserOperation> {
  /** Runs a write in one transaction and answers the user as the caller now sees them. */
  async function write(session: SessionUser, id: number | null, run: (tx: Queryable, actor: Actor, now: Date) => Promise<number | void>): Promise<ManagedUser> {
    const actor = await actorOf(db, session);
    const now = new Date();
    const written = await (db as Db).transaction(async (tx) => run(tx, actor, now));
    return oneManagedUser(db, session, (written ?? id) as number, now);
  }

  return {
    async listManagedUsers(ctx) {
      const session = sessionOf(ctx);
      const { current, size, keyword, departmentId, roleCode, status } = ctx.body;
      const now = new Date();
      let q = managedUserQuery(db, session.customerId).where(visible(session));
      const trimmed = keyword?.trim();
      if (trimmed) {
        const pattern = containsPattern(trimmed);
        q = q.where((eb) => eb.or([eb('u.username', 'ilike', pattern), eb('u.display_name', 'ilike', pattern), eb('u.email', 'ilike', pattern), eb('u.phone', 'like', pattern)]));
      }
      if (departmentId !== undefined) {
        const rows = await departmentRows(db, session.customerId);
        // Another company's department, or a gone one, has nobody in it.
        const ids = rows.some((r) => r.id === departmentId) ? [...departmentAndBelow(rows, departmentId)] : [0];
        q = q.where('u.group_id', 'in', ids);
      }
      if (roleCode) q = q.where(roleCondition(roleCode));
      if (status) q = q.where(statusCondition(status, now));
      const { rows, total } = await fetchPage(q.orderBy('u.id'), { current, size });
      return { records: rows.map((row) => toManagedUser(row, session, now)), total, current, size };
    },

    async createManagedUser(ctx) {
      const session = sessionOf(ctx);
      const body = ctx.body;
      const fields = cleanFields(body);
      const given = body.password;
      if (given !== undefined) {
        const problem = checkNewPassword(given);
        if (problem) throw new Refusal(CODES.PASSWORD_RULE, problem);
      }
      const password = given ?? oneTimePassword();
      const passwordHash = await hashPassword(password);
      try {
        const user = await write(session, null, async (tx, actor, now) => {
          const q = sqlOn(tx);
          if (await q.selectFrom('users').select('id').where('username', '=', body.username).executeTakeFirst()) throw conflict(ORG_TEXTS.USERNAME_TAKEN);
          const role = await resolveRole(tx, session, body.roleCode);
          await checkDepartment(tx, session.customerId, fields.departmentId);
          const { id } = await q
            .insertInto('users')
            .values({
              username: body.username,
              display_name: fields.name,
              email: fields.email,
              phone: fields.phone,
              avatar: null,
              role: role.role,
              is_design_manager: role.isDesignManager,
              role_id: role.roleId,
              rbac_version: role.roleId === null ? null : RBAC_VERSION,
              role_code_v2: role.code,
              role_name_v2: role.name,
              menu_tree: '[]',
              dmp_permissions: '[]',
              // A built-in role's user starts with every feature flag on; a custom role's come from the role.
              button_config: JSON.stringify(Object.fromEntries(BUTTON_CONFIG_FLAGS.map((flag) => [flag, true]))),
              customer_id: session.customerId,
              group_id: fields.departmentId,
              password_hash: passwordHash,
              must_change_password: true,
              start_time: fields.startTime,
              expire_time: fields.expireTime,
              // A first-level agent's users are their second-level agents.
              parent_id: session.role === 'AGENT_FIRST' ? session.userId : null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordAudit(tx, {
            ...userAudit(session, actor, now, { id, display_name: fields.name }),
            action: 'user.create',
            actionName: '新建用户',
            before: null,
            after: {
              username: body.username,
              name: fields.name,
              email: fields.email,
              phone: fields.phone,
              roleCode: role.code ?? role.acting,
              departmentId: fields.departmentId,
              startTime: formatChinaTime(fields.startTime),
              expireTime: formatChinaTime(fields.expireTime),
            },
          });
          return id;
        });
        return { user, oneTimePassword: given === undefined ? password : null };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(ORG_TEXTS.USERNAME_TAKEN);
        throw error;
      }
    },

    async updateManagedUser(ctx) {
      const session = sessionOf(ctx);
      const body = ctx.body;
      const fields = cleanFields(body);
      return write(session, body.id, async (tx, actor, now) => {
        const target = await targetOf(tx, session, body.id);
        const beforeCode = await roleCodeOf(tx, target);
        const roleChanges = body.roleCode !== beforeCode;
        if (roleChanges && target.id === session.userId) throw refused(ORG_TEXTS.NOT_SELF_ROLE);
        const role = await resolveRole(tx, session, body.roleCode);
        const wasActive = userStatus({ ...target, disabled_at: null }, now) === 'enabled';
        const isActive = userStatus({ disabled_at: null, start_time: fields.startTime, expire_time: fields.expireTime }, now) === 'enabled';
        // Taking ADMIN away, or moving the validity so the user may no longer work, must leave an ADMIN.
        if (role.role !== 'ADMIN' || !isActive) await keepAnAdmin(tx, session, target, now);
        await checkDepartment(tx, session.customerId, fields.departmentId);
        await sqlOn(tx)
          .updateTable('users')
          .set({
            display_name: fields.name,
            email: fields.email,
            phone: fields.phone,
            role: role.role,
            is_design_manager: role.isDesignManager,
            role_id: role.roleId,
            rbac_version: role.roleId === null ? null : RBAC_VERSION,
            role_code_v2: role.code,
            role_name_v2: role.name,
            group_id: fields.departmentId,
            start_time: fields.startTime,
            expire_time: fields.expireTime,
          })
          .where('id', '=', target.id)
          .execute();
        // A new role, or validity moved so the user may no longer work, ends their sessions at once.
        if (roleChanges || (wasActive && !isActive)) await endSessions(tx, target.id);
        const after = { ...target, display_name: fields.name, email: fields.email, phone: fields.phone, group_id: fields.departmentId, start_time: fields.startTime, expire_time: fields.expireTime };
        await recordAudit(tx, {
          ...userAudit(session, actor, now, after),
          action: 'user.update',
          actionName: '修改用户',
          before: snapshot(target, beforeCode),
          after: snapshot(after, body.roleCode),
        });
      });
    },

    async setManagedUserStatus(ctx) {
      const session = sessionOf(ctx);
      const { id, enabled } = ctx.body;
      return write(session, id, async (tx, actor, now) => {
        if (!enabled && id === session.userId) {
          // Checked before the target: nobody may disable themself, whatever they may manage.
          throw refused(ORG_TEXTS.NOT_SELF_DISABLE);
        }
        const target = await targetOf(tx, session, id);
        if (enabled === (target.disabled_at === null)) return;
        if (!enabled) await keepAnAdmin(tx, session, target, now);
        await sqlOn(tx).updateTable('users').set({ disabled_at: enabled ? null : now }).where('id', '=', target.id).execute();
        if (!enabled) await endSessions(tx, target.id);
        await recordAudit(tx, {
          ...userAudit(session, actor, now, target),
          action: enabled ? 'user.enable' : 'user.disable',
          actionName: enabled ? '启用用户' : '停用用户',
          before: { disabled: !enabled },
          after: { disabled: enabled ? false : true },
        });
      });
    },

    async resetManagedUserPassword(ctx) {
      const session = sessionOf(ctx);
      const password = oneTimePassword();
      const passwordHash = await hashPassword(password);
      await write(session, ctx.body.id, async (tx, actor, now) => {
        const target = await targetOf(tx, session, ctx.body.id);
        await sqlOn(tx).updateTable('users').set({ password_hash: passwordHash, must_change_password: true }).where('id', '=', target.id).execute();
        await endSessions(tx, target.id);
        // Only that it changed: the password itself is never recorded.
        await recordAudit(tx, { ...userAudit(session, actor, now, target), action: 'user.password.reset', actionName: '重置密码', before: null, after: { mustChangePassword: true } });
      });
      return { oneTimePassword: password };
    },

    async setManagedUserAccounts(ctx) {
      const session = sessionOf(ctx);
      const { userId, accountIds } = ctx.body;
      return write(session, userId, async (tx, actor, now) => {
        const target = await targetOf(tx, session, userId);
        const q = sqlOn(tx);
        if (accountIds.length > 0) {
          const found = await q.selectFrom('media_accounts').select('id').where('customer_id', '=', session.customerId).where('id', 'in', accountIds).execute();
          if (found.length !== accountIds.length) throw notFound(ORG_TEXTS.ACCOUNT_NOT_FOUND);
          if (session.role === 'AGENT_FIRST') {
            const own = await q.selectFrom('media_account_operators').select('account_id').where('user_id', '=', session.userId).where('account_id', 'in', accountIds).execute();
            if (own.length !== accountIds.length) throw refused(ORG_TEXTS.ONLY_OWN_ACCOUNTS);
          }
        }
        const before = (await q.selectFrom('media_account_operators').select('account_id').where('user_id', '=', target.id).orderBy('account_id').execute()).map((r) => r.account_id);
        await q.deleteFrom('media_account_operators').where('user_id', '=', target.id).execute();
        if (accountIds.length > 0) await q.insertInto('media_account_operators').values(accountIds.map((accountId) => ({ account_id: accountId, user_id: target.id }))).execute();
        await recordAudit(tx, {
          ...userAudit(session, actor, now, target),
          action: 'user.accounts',
          actionName: '分配账户',
          before: { accountIds: before },
          after: { accountIds: [...accountIds].sort((a, b) => a - b) },
        });
      });
    },

    async setManagedUserProjects(ctx) {
      const session = sessionOf(ctx);
      const { userId, projectIds } = ctx.body;
      return write(session, userId, async (tx, actor, now) => {
        const target = await targetOf(tx, session, userId);
        const q = sqlOn(tx);
        if (projectIds.length > 0) {
          const found = await q.selectFrom('projects').select('id').where('customer_id', '=', session.customerId).where('id', 'in', projectIds).execute();
          if (found.length !== projectIds.length) throw notFound(ORG_TEXTS.PROJECT_NOT_FOUND);
        }
        const before = (await q.selectFrom('project_members').select('project_id').where('user_id', '=', target.id).orderBy('project_id').execute()).map((r) => r.project_id);
        await q.deleteFrom('project_members').where('user_id', '=', target.id).execute();
        if (projectIds.length > 0) await q.insertInto('project_members').values(projectIds.map((projectId) => ({ project_id: projectId, user_id: target.id }))).execute();
        await recordAudit(tx, {
          ...userAudit(session, actor, now, target),
          action: 'user.projects',
          actionName: '分配项目',
          before: { projectIds: before },
          after: { projectIds: [...projectIds].sort((a, b) => a - b) },
        });
      });
    },

    async listAssignableAccounts(ctx) {
      const session = sessionOf(ctx);
      const { keyword, mediaCode } = ctx.body;
      let q = sqlOn(db)
        .selectFrom('media_accounts as a')
        .select(['a.id', 'a.media_code', 'a.account_id', 'a.account_name', 'a.sandbox'])
        .where('a.customer_id', '=', session.customerId)
        .where('a.bound', '=', true);
      if (session.role === 'AGENT_FIRST') {
        q = q.where((eb) => eb.exists(eb.selectFrom('media_account_operators as o').select('o.account_id').whereRef('o.account_id', '=', 'a.id').where('o.user_id', '=', session.userId)));
      }
      if (mediaCode) q = q.where('a.media_code', '=', mediaCode);
      const trimmed = keyword?.trim();
      if (trimmed) {
        const pattern = containsPattern(trimmed);
        q = q.where((eb) => eb.or([eb('a.account_name', 'ilike', pattern), eb('a.account_id', 'like', pattern)]));
      }
      const rows = await q.orderBy('a.media_code').orderBy('a.account_name').orderBy('a.id').limit(ASSIGNABLE_ACCOUNTS_MAX).execute();
      return rows.map((r) => ({ id: r.id, mediaCode: r.media_code as Schemas['MediaCode'], accountId: r.account_id, accountName: r.account_name, sandbox: r.sandbox }));
    },
  };
}
