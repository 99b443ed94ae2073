// Projects of a company, the media accounts and the members in each (account-app project-manage, ADMIN
// and MANAGER by the contract's x-access). Another company's project, account or user answers like a
// missing one. A member sees the project's accounts (org/account-scope.ts).
import type { components } from '@toufang/api/contract';
import { formatChinaTime } from '@toufang/domain';
import { actorOf, recordAudit, type Actor } from '@toufang/server-audit';
import { type HandlersFor, badRequest, CODES, Refusal, containsPattern, sessionOf, type RouteDeps } from '@toufang/server-http';
import { sqlOn, type Queryable } from '@toufang/server-db';

type Schemas = components['schemas'];

export const PROJECT_TEXTS = {
  NAME_REQUIRED: '请输入项目名称',
  NAME_TAKEN: '项目名称已存在，请换一个名称',
  NOT_FOUND: '项目不存在',
  ACCOUNT_NOT_FOUND: '账户不存在或不属于本公司',
  USER_NOT_FOUND: '用户不存在',
} as const;

const notFound = () => new Refusal(CODES.NOT_FOUND, PROJECT_TEXTS.NOT_FOUND);
const nameTaken = () => new Refusal(409, PROJECT_TEXTS.NAME_TAKEN);
/** PostgreSQL's unique_violation: the (company, name) index caught a race the check did not. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

async function projectsOf(db: Queryable, customerId: number, filter: { id?: number; keyword?: string } = {}): Promise<Schemas['Project'][]> {
  let query = sqlOn(db).selectFrom('projects').select(['id', 'name', 'created_at']).where('customer_id', '=', customerId).orderBy('id');
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  if (filter.keyword) query = query.where('name', 'ilike', containsPattern(filter.keyword));
  const projects = await query.execute();
  if (projects.length === 0) return [];
  const accounts = await sqlOn(db)
    .selectFrom('media_accounts')
    .select(['id', 'media_code', 'account_id', 'account_name', 'project_id'])
    .where('customer_id', '=', customerId)
    .where(
      'project_id',
      'in',
      projects.map((p) => p.id),
    )
    .orderBy('id')
    .execute();
  const members = await sqlOn(db)
    .selectFrom('project_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.project_id', 'u.id', 'u.username', 'u.display_name'])
    .where(
      'm.project_id',
      'in',
      projects.map((p) => p.id),
    )
    .orderBy('u.id')
    .execute();
  return projects.map((project) => ({
    id: project.id,
    name: project.name,
    createdAt: formatChinaTime(project.created_at),
    accounts: accounts
      .filter((a) => a.project_id === project.id)
      // The media column references the media table, whose codes are the contract's.
      .map((a) => ({ id: a.id, mediaCode: a.media_code as Schemas['MediaCode'], accountId: a.account_id, accountName: a.account_name })),
    members: members.filter((m) => m.project_id === project.id).map((m) => ({ id: m.id, username: m.username, name: m.display_name })),
  }));
}

/** Who wrote and which project, for the audit record of a project write. */
const projectAudit = (companyId: number, actor: Actor, id: number, name: string) => ({ companyId, actor, object: { level: 'project', id: String(id), name } });

export function projectHandlers({ db }: RouteDeps): HandlersFor<'listProjects' | 'saveProject' | 'removeProject' | 'setProjectAccounts' | 'setProjectMembers'> {
  async function one(customerId: number, id: number) {
    const [project] = await projectsOf(db, customerId, { id });
    if (!project) throw notFound();
    return project;
  }

  return {
    async listProjects(ctx) {
      return projectsOf(db, sessionOf(ctx).customerId, { keyword: ctx.body.keyword?.trim() });
    },

    async saveProject(ctx) {
      const session = sessionOf(ctx);
      const { customerId } = session;
      const name = ctx.body.name.trim();
      if (!name) throw badRequest(PROJECT_TEXTS.NAME_REQUIRED);
      const id = ctx.body.id;
      const actor = await actorOf(db, session);
      try {
        const saved = await db.transaction(async (tx) => {
          let taken = sqlOn(tx).selectFrom('projects').select('id').where('customer_id', '=', customerId).where('name', '=', name);
          if (id !== undefined) taken = taken.where('id', '<>', id);
          if (await taken.executeTakeFirst()) throw nameTaken();
          if (id === undefined) {
            const created = await sqlOn(tx).insertInto('projects').values({ customer_id: customerId, name }).returning('id').executeTakeFirstOrThrow();
            await recordAudit(tx, { ...projectAudit(customerId, actor, created.id, name), action: 'project.create', actionName: '新建项目', before: null, after: { name } });
            return created;
          }
          const before = await sqlOn(tx).selectFrom('projects').select('name').where('id', '=', id).where('customer_id', '=', customerId).forUpdate().executeTakeFirst();
          if (!before) throw notFound();
          const renamed = await sqlOn(tx).updateTable('projects').set({ name }).where('id', '=', id).where('customer_id', '=', customerId).returning('id').executeTakeFirstOrThrow();
          await recordAudit(tx, { ...projectAudit(customerId, actor, id, name), action: 'project.rename', actionName: '重命名项目', before: { name: before.name }, after: { name } });
          return renamed;
        });
        return one(customerId, saved.id);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async removeProject(ctx) {
      const session = sessionOf(ctx);
      const { customerId } = session;
      const actor = await actorOf(db, session);
      await db.transaction(async (tx) => {
        const [before] = await projectsOf(tx, customerId, { id: ctx.body.id });
        if (!before) throw notFound();
        await sqlOn(tx).deleteFrom('projects').where('id', '=', before.id).where('customer_id', '=', customerId).execute();
        await recordAudit(tx, {
          ...projectAudit(customerId, actor, before.id, before.name),
          action: 'project.remove',
          actionName: '删除项目',
          before: { name: before.name, accountIds: before.accounts.map((a) => a.id), memberIds: before.members.map((m) => m.id) },
          after: null,
        });
      });
      return null;
    },

    async setProjectAccounts(ctx) {
      const session = sessionOf(ctx);
      const { customerId } = session;
      const { projectId, accountIds } = ctx.body;
      const actor = await actorOf(db, session);
      await db.transaction(async (tx) => {
        const project = await sqlOn(tx).selectFrom('projects').select(['id', 'name']).where('id', '=', projectId).where('customer_id', '=', customerId).forUpdate().executeTakeFirst();
        if (!project) throw notFound();
        if (accountIds.length > 0) {
          const owned = await sqlOn(tx).selectFrom('media_accounts').select('id').where('customer_id', '=', customerId).where('id', 'in', accountIds).execute();
          if (owned.length !== accountIds.length) throw new Refusal(CODES.NOT_FOUND, PROJECT_TEXTS.ACCOUNT_NOT_FOUND);
        }
        const [before] = await projectsOf(tx, customerId, { id: projectId });
        // The project holds exactly the given accounts: the others leave it, the given ones join it.
        let leaving = sqlOn(tx).updateTable('media_accounts').set({ project_id: null }).where('project_id', '=', projectId);
        if (accountIds.length > 0) leaving = leaving.where('id', 'not in', accountIds);
        await leaving.execute();
        if (accountIds.length > 0) {
          await sqlOn(tx).updateTable('media_accounts').set({ project_id: projectId }).where('customer_id', '=', customerId).where('id', 'in', accountIds).execute();
        }
        await recordAudit(tx, {
          ...projectAudit(customerId, actor, projectId, project.name),
          action: 'project.accounts',
          actionName: '设置项目账户',
          before: { accountIds: before.accounts.map((a) => a.id) },
          after: { accountIds: [...accountIds].sort((x, y) => x - y) },
        });
      });
      return one(customerId, projectId);
    },

    async setProjectMembers(ctx) {
      const session = sessionOf(ctx);
      const { customerId } = session;
      const { projectId, userIds } = ctx.body;
      const actor = await actorOf(db, session);
      await db.transaction(async (tx) => {
        const q = sqlOn(tx);
        const project = await q.selectFrom('projects').select(['id', 'name']).where('id', '=', projectId).where('customer_id', '=', customerId).forUpdate().executeTakeFirst();
        if (!project) throw notFound();
        if (userIds.length > 0) {
          const own = await q.selectFrom('users').select('id').where('customer_id', '=', customerId).where('id', 'in', userIds).execute();
          if (own.length !== userIds.length) throw new Refusal(CODES.NOT_FOUND, PROJECT_TEXTS.USER_NOT_FOUND);
        }
        const [before] = await projectsOf(tx, customerId, { id: projectId });
        // The project holds exactly the given users.
        await q.deleteFrom('project_members').where('project_id', '=', projectId).execute();
        if (userIds.length > 0) {
          await q
            .insertInto('project_members')
            .values(userIds.map((userId) => ({ project_id: projectId, user_id: userId })))
            .execute();
        }
        const [after] = await projectsOf(tx, customerId, { id: projectId });
        await recordAudit(tx, {
          ...projectAudit(customerId, actor, projectId, project.name),
          action: 'project.members',
          actionName: '设置项目成员',
          before: { members: before.members },
          after: { members: after.members },
        });
      });
      return one(customerId, projectId);
    },
  };
}
