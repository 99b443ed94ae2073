// 退货日志 on a fresh desk (docs/design/tools.md §9): refunded and returned orders of the last 30 days of the demo
// company's first qianchuan and kuaishou sandbox accounts, synced at seed time through each media's port (its
// listOrders, through the gateway) exactly as the daily sync and 刷新 do, so the page opens on orders the sandbox's
// model answers (shown as 沙箱). A few accounts per media, not all 72: each call costs the gateway's and the
// sandbox's bookkeeping, and the seed is part of every contract run's template; the page's 刷新 and the daily sync
// fetch the others (docs/decisions.md, issue 23: 退货日志).
import { chinaToday, DAY_MS } from '@toufang/domain';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn } from '@toufang/server-db';
import { ORDER_MEDIA, orderAccounts, syncOrders, type SyncOutcome } from '@toufang/server-insights';

const CUSTOMER = 1;
/** Days of refunds a fresh desk shows (the page's default range; the media answer at most 31 a call). */
export const SEEDED_RETURN_DAYS = 30;
/** Accounts per media whose orders a fresh desk holds (the first by id). */
export const SEEDED_RETURN_ACCOUNTS = 4;

/** Seeds the orders once (a company that has some is left as it is); answers what the sync did. */
export async function seedReturnOrders(context: ServerContext, now = new Date()): Promise<SyncOutcome | null> {
  const q = sqlOn(context.db);
  if (await q.selectFrom('return_orders').select('order_id').where('customer_id', '=', CUSTOMER).limit(1).executeTakeFirst()) return null;
  const all = (await orderAccounts(context.db, { customerId: CUSTOMER })).filter((a) => a.authorizationId !== null);
  const accounts = ORDER_MEDIA.flatMap((media) => all.filter((a) => a.media === media).slice(0, SEEDED_RETURN_ACCOUNTS));
  const range = { from: chinaToday(now.getTime() - (SEEDED_RETURN_DAYS - 1) * DAY_MS), to: chinaToday(now) };
  return syncOrders(context, accounts, range, now);
}
