// Saved columns of any list (issue 19, list kit): a user's chosen column keys per list id, so the choice
// follows the user to another browser. Only the caller's own; the page decides which keys it knows (an
// unknown key saved before a column was removed is dropped by the page, not refused here).
import { sqlOn } from '@toufang/server-db';
import { type HandlersFor, sessionUserId, type RouteDeps } from '@toufang/server-http';

export function listColumnHandlers({ db }: RouteDeps, options: { now?: () => Date } = {}): HandlersFor<'getListColumns' | 'saveListColumns'> {
  const now = options.now ?? (() => new Date());
  return {
    async getListColumns(ctx) {
      const { listId } = ctx.body;
      const row = await sqlOn(db).selectFrom('list_columns').select('columns').where('user_id', '=', sessionUserId(ctx)).where('list_id', '=', listId).executeTakeFirst();
      return { listId, columns: row?.columns ?? null };
    },

    async saveListColumns(ctx) {
      const { listId, columns } = ctx.body;
      const userId = sessionUserId(ctx);
      const q = sqlOn(db);
      if (columns === null) {
        await q.deleteFrom('list_columns').where('user_id', '=', userId).where('list_id', '=', listId).execute();
        return { listId, columns: null };
      }
      const at = now();
      const json = JSON.stringify(columns);
      await q
        .insertInto('list_columns')
        .values({ user_id: userId, list_id: listId, columns: json, updated_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'list_id']).doUpdateSet({ columns: json, updated_at: at }))
        .execute();
      return { listId, columns };
    },
  };
}
