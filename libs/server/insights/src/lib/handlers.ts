// 退货日志's operations (tag tools-insights, docs/design/tools.md §5.2); the export is the list kit's (exportList
// with listId tools.return-orders, apps/api/src/lists/sources.ts), which re-runs listReturnOrders as the caller.
import { badRequest, type HandlersFor, type RouteDeps, sessionOf } from '@toufang/server-http';
import { chinaDateStart, DAY_MS } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { accountInScope, type AccountScope } from '@toufang/server-org';
import { listReturnOrders, mediaHasOrders, ORDER_MEDIA, orderAccounts, syncOrders, syncRange } from './return-orders';
import { INSIGHTS_TEXTS } from './texts';

type InsightOperations = 'listReturnOrders' | 'syncReturnOrders' | 'listReturnOrderAccounts';

/** The most days one list covers (a year, as the media reports do). */
const LIST_MAX_DAYS = 366;

export function insightHandlers(deps: RouteDeps): HandlersFor<InsightOperations> {
  const { db } = deps;
  return {
    async listReturnOrders(ctx) {
      const session = sessionOf(ctx);
      const { media, accountIds, product, plan, state, from, to, current, size } = ctx.body;
      if (media && !mediaHasOrders(deps, media)) throw badRequest(INSIGHTS_TEXTS.ORDERS_UNSUPPORTED(media));
      const days = (chinaDateStart(to).getTime() - chinaDateStart(from).getTime()) / DAY_MS;
      if (days < 0) throw badRequest(INSIGHTS_TEXTS.RANGE_REVERSED);
      if (days >= LIST_MAX_DAYS) throw badRequest(INSIGHTS_TEXTS.LIST_RANGE_TOO_LONG);
      return listReturnOrders(db, session, { media, accountIds, product, plan, state, from, to }, { current, size });
    },

    async listReturnOrderAccounts(ctx) {
      const rows = await sqlOn(db)
        .selectFrom('media_accounts as a')
        .select(['a.id', 'a.media_code', 'a.account_id', 'a.account_name', 'a.sandbox'])
        .where('a.media_code', 'in', [...ORDER_MEDIA])
        .where(accountInScope(sessionOf(ctx), 'a'))
        .orderBy('a.media_code')
        .orderBy('a.account_name')
        .orderBy('a.id')
        .execute();
      return rows.map((r) => ({ id: r.id, media: r.media_code as (typeof ORDER_MEDIA)[number], advertiserId: r.account_id, name: r.account_name, sandbox: Boolean(r.sandbox) }));
    },

    async syncReturnOrders(ctx) {
      const session = sessionOf(ctx);
      const { accountIds, from, to } = ctx.body;
      let range: { from: string; to: string };
      try {
        range = syncRange(from, to);
      } catch (error) {
        throw badRequest((error as Error).message);
      }
      if (accountIds) {
        // A named account of another media answers unsupported; one outside the caller's scope, not found.
        const seen = await orderAccounts(db, { scope: session, accountIds });
        if (seen.length < accountIds.length) {
          const other = await orderAccountMedia(deps, session, accountIds);
          throw badRequest(other ? INSIGHTS_TEXTS.ORDERS_UNSUPPORTED(other) : INSIGHTS_TEXTS.ACCOUNT_NOT_FOUND);
        }
        return syncOrders(deps, seen, range, new Date(deps.clock.now()));
      }
      return syncOrders(deps, await orderAccounts(db, { scope: session }), range, new Date(deps.clock.now()));
    },
  };
}

/** The media without orders of a named account the caller sees, if any (to say 该媒体暂不支持 rather than not found). */
async function orderAccountMedia(deps: RouteDeps, scope: AccountScope, accountIds: readonly number[]): Promise<string | null> {
  const row = await sqlOn(deps.db)
    .selectFrom('media_accounts as a')
    .select('a.media_code')
    .where('a.id', 'in', [...accountIds])
    .where('a.media_code', 'not in', [...ORDER_MEDIA])
    .where(accountInScope(scope, 'a'))
    .executeTakeFirst();
  return row?.media_code ?? null;
}
