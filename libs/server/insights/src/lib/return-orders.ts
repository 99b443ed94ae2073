// 退货日志 (docs/design/tools.md §3, §5): the orders of the e-commerce media's accounts refunded or returned. A sync
// asks the media (its port's optional listOrders, through the gateway that paces every call) for a range of days
// and replaces what the desk held for that account and range, so syncing again never doubles an order; the list
// reads them inside the caller's account scope.
import { chinaDateStart, DAY_MS, formatChinaTime, chinaToday, type MediaCode } from '@toufang/domain';
import type { ServerContext } from '@toufang/server-context';
import { sqlOn, type Db, type ReturnOrderState } from '@toufang/server-db';
import { containsPattern, fetchPage } from '@toufang/server-http';
import { isMediaError, offersOrders, ORDER_QUERY_MAX_DAYS, type MediaOrder } from '@toufang/server-media';
import { accountInScope, type AccountScope } from '@toufang/server-org';
import { sql } from 'kysely';
import { INSIGHTS_TEXTS } from './texts';

/** The media whose ports answer orders today (the sandbox's qianchuan and kuaishou); the port is what decides. */
export const ORDER_MEDIA = ['qianchuan', 'kuaishou'] as const satisfies readonly MediaCode[];

/** Rows written per insert. */
const INSERT_CHUNK = 500;
/** The daily sync's range: the refunds of today and the 7 days before (the sandbox refunds within 7 days). */
export const DAILY_SYNC_DAYS = 8;

export interface OrderAccount {
  id: number;
  customerId: number;
  media: MediaCode;
  advertiserId: string;
  authorizationId: number | null;
}

export interface SyncOutcome {
  accounts: number;
  orders: number;
  failed: { accountId: number; reason: string }[];
}

/** Whether a media has orders (its port offers listOrders). */
export function mediaHasOrders(server: Pick<ServerContext, 'media'>, media: MediaCode): boolean {
  return offersOrders(server.media.port(media));
}

/** The days of a sync, checked: from ≤ to, at most the media's days per call. */
export function syncRange(from: string, to: string): { from: string; to: string } {
  const days = Math.round((chinaDateStart(to).getTime() - chinaDateStart(from).getTime()) / DAY_MS);
  if (days < 0) throw new RangeError(INSIGHTS_TEXTS.RANGE_REVERSED);
  if (days >= ORDER_QUERY_MAX_DAYS) throw new RangeError(INSIGHTS_TEXTS.RANGE_TOO_LONG);
  return { from, to };
}

/** The daily sync's range ending today (China time). */
export function dailyRange(now: Date): { from: string; to: string } {
  return { from: chinaToday(now.getTime() - (DAILY_SYNC_DAYS - 1) * DAY_MS), to: chinaToday(now) };
}

/** The authorised accounts of the order media: a company's, those a user sees, or the named ones among them. */
export async function orderAccounts(db: Db, filter: { scope?: AccountScope; customerId?: number; accountIds?: readonly number[] }): Promise<OrderAccount[]> {
  let query = sqlOn(db)
    .selectFrom('media_accounts as a')
    .select(['a.id', 'a.customer_id', 'a.media_code', 'a.account_id', 'a.authorization_id'])
    .where('a.media_code', 'in', [...ORDER_MEDIA])
    .orderBy('a.id');
  if (filter.scope) query = query.where(accountInScope(filter.scope, 'a'));
  if (filter.customerId !== undefined) query = query.where('a.customer_id', '=', filter.customerId);
  if (filter.accountIds) query = filter.accountIds.length === 0 ? query.where(sql<boolean>`false`) : query.where('a.id', 'in', [...filter.accountIds]);
  const rows = await query.execute();
  return rows.map((r) => ({ id: r.id, customerId: r.customer_id, media: r.media_code as MediaCode, advertiserId: r.account_id, authorizationId: r.authorization_id }));
}

/** Replaces an account's orders refunded in [from, to] with what the media answered. */
async function keepOrders(db: Db, account: OrderAccount, range: { from: string; to: string }, orders: readonly MediaOrder[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const q = sqlOn(tx);
    await q
      .deleteFrom('return_orders')
      .where('account_id', '=', account.id)
      .where('refunded_at', '>=', chinaDateStart(range.from))
      .where('refunded_at', '<', chinaDateStart(range.to, 1))
      .execute();
    for (let i = 0; i < orders.length; i += INSERT_CHUNK) {
      const rows = orders.slice(i, i + INSERT_CHUNK).map((o) => ({
        customer_id: account.customerId,
        media: account.media,
        account_id: account.id,
        order_id: o.orderId,
        product_id: o.productId,
        product_name: o.productName,
        plan_id: o.planId,
        amount_fen: Math.round(o.amount * 100),
        ordered_at: o.orderedAt,
        refunded_at: o.refundedAt,
        state: o.state,
        reason: o.reason,
        synced_at: now,
      }));
      // (media, order_id) is the media's own key: an order answered again replaces the row it already has.
      await q
        .insertInto('return_orders')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['media', 'order_id']).doUpdateSet((eb) => ({
            customer_id: eb.ref('excluded.customer_id'),
            account_id: eb.ref('excluded.account_id'),
            product_id: eb.ref('excluded.product_id'),
            product_name: eb.ref('excluded.product_name'),
            plan_id: eb.ref('excluded.plan_id'),
            amount_fen: eb.ref('excluded.amount_fen'),
            ordered_at: eb.ref('excluded.ordered_at'),
            refunded_at: eb.ref('excluded.refunded_at'),
            state: eb.ref('excluded.state'),
            reason: eb.ref('excluded.reason'),
            synced_at: eb.ref('excluded.synced_at'),
          })),
        )
        .execute();
    }
  });
}

/** Syncs the orders of some accounts for a range of days, one account after another (the gateway paces each). */
export async function syncOrders(server: ServerContext, accounts: readonly OrderAccount[], range: { from: string; to: string }, now: Date): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { accounts: 0, orders: 0, failed: [] };
  for (const account of accounts) {
    if (!mediaHasOrders(server, account.media)) {
      outcome.failed.push({ accountId: account.id, reason: INSIGHTS_TEXTS.ORDERS_UNSUPPORTED(account.media) });
      continue;
    }
    if (account.authorizationId === null) {
      outcome.failed.push({ accountId: account.id, reason: INSIGHTS_TEXTS.NO_AUTHORIZATION });
      continue;
    }
    let orders: MediaOrder[];
    try {
      orders = await server.media.gateway(account.media, account.authorizationId).listOrders({ advertiserId: account.advertiserId, ...range });
    } catch (error) {
      if (!isMediaError(error)) throw error;
      outcome.failed.push({ accountId: account.id, reason: error.message });
      continue;
    }
    await keepOrders(server.db, account, range, orders, now);
    outcome.accounts += 1;
    outcome.orders += orders.length;
  }
  return outcome;
}

export interface ReturnOrderFilters {
  media?: MediaCode;
  accountIds?: readonly number[];
  product?: string;
  plan?: string;
  state?: ReturnOrderState;
  from: string;
  to: string;
}

export interface ReturnOrderRecord {
  media: 'qianchuan' | 'kuaishou';
  orderId: string;
  productId: string;
  productName: string;
  planId: string;
  planName: string | null;
  accountId: number;
  advertiserId: string;
  accountName: string;
  sandbox: boolean;
  amount: number;
  orderedAt: string;
  refundedAt: string;
  state: ReturnOrderState;
  reason: string;
}

/** The filtered orders the caller sees (newest refund first), one page, with the totals of all of them. */
export async function listReturnOrders(db: Db, scope: AccountScope, filters: ReturnOrderFilters, page: { current: number; size: number }) {
  const base = () => {
    let query = sqlOn(db)
      .selectFrom('return_orders as r')
      .innerJoin('media_accounts as a', 'a.id', 'r.account_id')
      .leftJoin('delivery_objects as o', (j) => j.onRef('o.media_code', '=', 'r.media').onRef('o.object_id', '=', 'r.plan_id'))
      .where(accountInScope(scope, 'a'))
      .where('r.refunded_at', '>=', chinaDateStart(filters.from))
      .where('r.refunded_at', '<', chinaDateStart(filters.to, 1));
    if (filters.media) query = query.where('r.media', '=', filters.media);
    if (filters.accountIds) query = filters.accountIds.length === 0 ? query.where(sql<boolean>`false`) : query.where('r.account_id', 'in', [...filters.accountIds]);
    if (filters.state) query = query.where('r.state', '=', filters.state);
    const { product, plan } = filters;
    if (product) query = query.where((eb) => eb.or([eb('r.product_id', '=', product), eb('r.product_name', 'ilike', containsPattern(product))]));
    if (plan) query = query.where((eb) => eb.or([eb('r.plan_id', '=', plan), eb('o.name', 'ilike', containsPattern(plan))]));
    return query;
  };
  const { rows, total } = await fetchPage(
    base()
      .select(['r.media', 'r.order_id', 'r.product_id', 'r.product_name', 'r.plan_id', 'o.name as plan_name', 'r.account_id', 'a.account_id as advertiser_id', 'a.account_name', 'a.sandbox', 'r.amount_fen', 'r.ordered_at', 'r.refunded_at', 'r.state', 'r.reason'])
      .orderBy('r.refunded_at', 'desc')
      .orderBy('r.order_id'),
    page,
  );
  const sums = await base()
    .select([
      sql<number>`count(*)::int`.as('orders'),
      sql<string | number>`coalesce(sum(r.amount_fen), 0)`.as('amount_fen'),
      sql<number>`(count(*) filter (where r.state = 'refunded'))::int`.as('refunded'),
      sql<number>`(count(*) filter (where r.state = 'returned'))::int`.as('returned'),
      sql<Date | null>`max(r.synced_at)`.as('synced_at'),
    ])
    .executeTakeFirstOrThrow();
  const records: ReturnOrderRecord[] = rows.map((r) => ({
    media: r.media as ReturnOrderRecord['media'],
    orderId: r.order_id,
    productId: r.product_id,
    productName: r.product_name,
    planId: r.plan_id,
    planName: r.plan_name ?? null,
    accountId: r.account_id,
    advertiserId: r.advertiser_id,
    accountName: r.account_name,
    sandbox: Boolean(r.sandbox),
    amount: Number(r.amount_fen) / 100,
    orderedAt: formatChinaTime(r.ordered_at),
    refundedAt: formatChinaTime(r.refunded_at),
    state: r.state,
    reason: r.reason,
  }));
  return {
    records,
    total,
    current: page.current,
    size: page.size,
    totals: { orders: sums.orders, amount: Number(sums.amount_fen) / 100, refunded: sums.refunded, returned: sums.returned },
    syncedAt: sums.synced_at ? formatChinaTime(sums.synced_at) : null,
  };
}
