// Projects of a company and the media accounts in each (account-app project-manage, ADMIN and MANAGER by
// the contract's x-access). Another company's project or account answers like a missing one.
import type { components } from '@toufang/api/contract';
import type { HandlersFor } from '../contract/handler-types';
import { badRequest, CODES, Refusal } from '../contract/envelope';
import type { Queryable } from '../db/db';
import { sqlOn } from '../db/kysely';
import { formatChinaTime } from '../time';
import { containsPattern } from './sql';
import { sessionOf, type RouteDeps } from './deps';

type Schemas = components['schemas'];

export const PROJECT_TEXTS = {
  NAME_REQUIRED: '请输入项目名称',
  NAME_TAKEN: '项目名称已存在，请换一个名称',
  NOT_FOUND: '项目不存在',
  ACCOUNT_NOT_FOUND: '账户不存在或不属于本公司',
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
  return projects.map((project) => ({
    id: project.id,
    name: project.name,
    createdAt: formatChinaTime(project.created_at),
    accounts: accounts
      .filter((a) => a.project_id === project.id)
      // The media column references the media table, whose codes are the contract's.
      .map((a) => ({ id: a.id, mediaCode: a.media_code as Schemas['MediaCode'], accountId: a.account_id, accountName: a.account_name })),
  }));
}

export function projectHandlers({ db }: RouteDeps): HandlersFor<'listProjects' | 'saveProject' | 'removeProject' | 'setProjectAccounts'> {
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
      const { customerId } = sessionOf(ctx);
      const name = ctx.body.name.trim();
      if (!name) throw badRequest(PROJECT_TEXTS.NAME_REQUIRED);
      const id = ctx.body.id;
      try {
        const saved = await db.transaction(async (tx) => {
          let taken = sqlOn(tx).selectFrom('projects').select('id').where('customer_id', '=', customerId).where('name', '=', name);
          if (id !== undefined) taken = taken.where('id', '<>', id);
          if (await taken.executeTakeFirst()) throw nameTaken();
          if (id === undefined) {
            return sqlOn(tx).insertInto('projects').values({ customer_id: customerId, name }).returning('id').executeTakeFirstOrThrow();
          }
          const renamed = await sqlOn(tx).updateTable('projects').set({ name }).where('id', '=', id).where('customer_id', '=', customerId).returning('id').executeTakeFirst();
          if (!renamed) throw notFound();
          return renamed;
        });
        return one(customerId, saved.id);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async removeProject(ctx) {
      const { customerId } = sessionOf(ctx);
      const removed = await sqlOn(db).deleteFrom('projects').where('id', '=', ctx.body.id).where('customer_id', '=', customerId).executeTakeFirst();
      if (removed.numDeletedRows === 0n) throw notFound();
      return null;
    },

    async setProjectAccounts(ctx) {
      const { customerId } = sessionOf(ctx);
      const { projectId, accountIds } = ctx.body;
      await db.transaction(async (tx) => {
        const project = await sqlOn(tx).selectFrom('projects').select('id').where('id', '=', projectId).where('customer_id', '=', customerId).forUpdate().executeTakeFirst();
        if (!project) throw notFound();
        if (accountIds.length > 0) {
          const owned = await sqlOn(tx)
            .selectFrom('media_accounts')
            .select('id')
            .where('customer_id', '=', customerId)
                    .where('id', 'in', accountIds)
            .execute();
          if (owned.length !== accountIds.length) throw new Refusal(CODES.NOT_FOUND, PROJECT_TEXTS.ACCOUNT_NOT_FOUND);
        }
        // The project holds exactly the given accounts: the others leave it, the given ones join it.
        let leaving = sqlOn(tx).updateTable('media_accounts').set({ project_id: null }).where('project_id', '=', projectId);
        if (accountIds.length > 0) leaving = leaving.where('id', 'not in', accountIds);
        await leaving.execute();
        if (accountIds.length > 0) {
          await sqlOn(tx).updateTable('media_accounts').set({ project_id: projectId }).where('customer_id', '=', customerId).where('id', 'in', accountIds).execute();
        }
      });
      return one(customerId, projectId);
    },
  };
}
