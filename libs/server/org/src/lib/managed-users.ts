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
import { BUTTON_CONFIG_FLAGS, checkNewPassword, formatChinaTime } from '@toufang/domain';
import { actorOf, type Actor, recordAudit } from '@toufang/server-audit';
import { RBAC_VERSION, hashPassword, endSessions, type SessionUser, CODES, Refusal, type HandlersFor, sessionOf, type RouteDeps, containsPattern, fetchPage, userStatus } from '@toufang/server-http';
import { sqlOn, type Db, type Queryable } from '@toufang/server-db';
import { departmentAndBelow, departmentRows } from './departments';
import { oneTimePassword } from './one-time-password';
import { conflict, isUniqueViolation, notFound, ORG_TEXTS, refused } from './texts';
import { checkDepartment, cleanFields, keepAnAdmin, resolveRole, roleCodeOf, snapshot, targetOf, userAudit } from './managed-user-checks';
import { ASSIGNABLE_ACCOUNTS_MAX, type ManagedUser, type Schemas, managedUserQuery, oneManagedUser, roleCondition, statusCondition, toManagedUser, visible } from './managed-user-reads';

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
