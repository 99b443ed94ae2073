// Saved filter templates of the filter area (widgets spec §2; the calls are project design): a user's named
// sets of filter values per scene, so they follow the user to another browser. A user sees and touches only
// their own templates; another user's template answers 筛选模板不存在 like a missing one, so ids reveal nothing.
import type { components } from '@toufang/api/contract';
import { FILTER_TEMPLATE, FILTER_TEMPLATE_TEXTS } from '@toufang/domain';
import { badRequest, CODES, Refusal, type HandlersFor, sessionUserId, type RouteDeps } from '@toufang/server-http';
import { sqlOn, type Queryable } from '@toufang/server-db';

type Schemas = components['schemas'];

/** Envelope codes of these calls (the contract's code table: 409 name taken, 1006 limit reached). */
export const FILTER_TEMPLATE_CODES = {
  NAME_TAKEN: 409,
  LIMIT_REACHED: 1006,
  NOT_FOUND: CODES.NOT_FOUND,
} as const;

interface TemplateRow {
  id: number;
  scene: string;
  name: string;
  filters: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = ['id', 'scene', 'name', 'filters', 'created_at', 'updated_at'] as const;

const toTemplate = (row: TemplateRow): Schemas['FilterTemplate'] => ({
  id: row.id,
  scene: row.scene,
  name: row.name,
  filters: row.filters,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** The trimmed name; a name of only spaces is refused like a missing one. */
function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(FILTER_TEMPLATE_TEXTS.NAME_REQUIRED);
  return trimmed;
}

const nameTaken = () => new Refusal(FILTER_TEMPLATE_CODES.NAME_TAKEN, FILTER_TEMPLATE_TEXTS.NAME_DUPLICATE);
const notFound = () => new Refusal(FILTER_TEMPLATE_CODES.NOT_FOUND, FILTER_TEMPLATE_TEXTS.NOT_FOUND);

/** PostgreSQL's unique_violation: the unique index caught a name the check did not (belt and braces). */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

export function filterTemplateHandlers({ db }: RouteDeps): HandlersFor<'listFilterTemplates' | 'addFilterTemplate' | 'renameFilterTemplate' | 'removeFilterTemplate'> {
  // Locking the user row serialises one user's saves and renames, across instances too, so the count limit
  // and the name check cannot be raced past by two tabs at once.
  const lockUser = (tx: Queryable, userId: number) =>
    sqlOn(tx).selectFrom('users').select('customer_id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();

  const templatesOf = (tx: Queryable, userId: number) =>
    sqlOn(tx).selectFrom('filter_templates').select(COLUMNS).where('user_id', '=', userId);

  async function nameInUse(tx: Queryable, userId: number, scene: string, name: string, exceptId: number | null) {
    let query = templatesOf(tx, userId).where('scene', '=', scene).where('name', '=', name);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  return {
    async listFilterTemplates(ctx) {
      const { scene } = ctx.body;
      const rows = await templatesOf(db, sessionUserId(ctx)).where('scene', '=', scene).orderBy('created_at').orderBy('id').execute();
      return rows.map(toTemplate);
    },

    async addFilterTemplate(ctx) {
      const body = ctx.body;
      const userId = sessionUserId(ctx);
      const name = cleanName(body.name);
      const row = await guarded(() =>
        db.transaction(async (tx) => {
          const user = await lockUser(tx, userId);
          const { n } = await sqlOn(tx)
            .selectFrom('filter_templates')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', userId)
            .where('scene', '=', body.scene)
            .executeTakeFirstOrThrow();
          if (await nameInUse(tx, userId, body.scene, name, null)) throw nameTaken();
          if (Number(n) >= FILTER_TEMPLATE.MAX_PER_SCENE) throw new Refusal(FILTER_TEMPLATE_CODES.LIMIT_REACHED, FILTER_TEMPLATE_TEXTS.LIMIT_REACHED);
          return sqlOn(tx)
            .insertInto('filter_templates')
            .values({ customer_id: user.customer_id, user_id: userId, scene: body.scene, name, filters: JSON.stringify(body.filters) })
            .returning(COLUMNS)
            .executeTakeFirstOrThrow();
        }),
      );
      return toTemplate(row);
    },

    async renameFilterTemplate(ctx) {
      const body = ctx.body;
      const userId = sessionUserId(ctx);
      const name = cleanName(body.name);
      const row = await guarded(() =>
        db.transaction(async (tx) => {
          await lockUser(tx, userId);
          const current = await templatesOf(tx, userId).where('id', '=', body.id).executeTakeFirst();
          if (!current) throw notFound();
          if (current.name === name) return current;
          if (await nameInUse(tx, userId, current.scene, name, current.id)) throw nameTaken();
          return sqlOn(tx)
            .updateTable('filter_templates')
            .set({ name, updated_at: new Date() })
            .where('id', '=', body.id)
            .where('user_id', '=', userId)
            .returning(COLUMNS)
            .executeTakeFirstOrThrow();
        }),
      );
      return toTemplate(row);
    },

    async removeFilterTemplate(ctx) {
      const { id } = ctx.body;
      const removed = await sqlOn(db)
        .deleteFrom('filter_templates')
        .where('id', '=', id)
        .where('user_id', '=', sessionUserId(ctx))
        .executeTakeFirst();
      if (removed.numDeletedRows === 0n) throw notFound();
      return null;
    },
  };
}
