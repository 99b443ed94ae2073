// Keeps the metrics store's mirror of objects' attributes in step with an edit, so a table sorted or
// filtered by budget, bid, name or status shows the change before the next sync.
import { deliveryStatusClass, type DeliveryLevel, type MediaCode } from '@toufang/domain';
import { sqlOn, type Db } from '@toufang/server-db';
import type { MetricsStore, ObjectDim } from '@toufang/server-context';

const fen = (value: string | number | null) => (value === null ? null : Number(value));

const ACCOUNT_CLASS = { active: 'enabled', frozen: 'paused', pending: 'reviewing' } as const;

/** The store's dims of these objects, read again from the desk's copy. */
export async function dimsOf(db: Db, media: MediaCode, level: DeliveryLevel, ids: readonly string[]): Promise<ObjectDim[]> {
  if (ids.length === 0) return [];
  const q = sqlOn(db);
  if (level === 'account') {
    const rows = await q
      .selectFrom('media_accounts')
      .select(['id', 'customer_id', 'account_name', 'status', 'daily_budget_fen', 'created_at'])
      .where('media_code', '=', media)
      .where('id', 'in', ids.filter((id) => /^\d+$/.test(id)).map(Number))
      .execute();
    return rows.map((r) => ({
      media,
      level,
      objectId: String(r.id),
      customerId: r.customer_id,
      accountId: r.id,
      parentId: null,
      name: r.account_name,
      status: ACCOUNT_CLASS[r.status],
      budgetFen: fen(r.daily_budget_fen),
      bidFen: null,
      createdAt: new Date(r.created_at).getTime(),
    }));
  }
  const rows = await q
    .selectFrom('delivery_objects')
    .select(['object_id', 'customer_id', 'account_id', 'parent_id', 'name', 'opt_status', 'review', 'budget_fen', 'bid_fen', 'created_at'])
    .where('media_code', '=', media)
    .where('level', '=', level)
    .where('object_id', 'in', [...ids])
    .execute();
  return rows.map((r) => ({
    media,
    level,
    objectId: r.object_id,
    customerId: r.customer_id,
    accountId: r.account_id,
    // A top-level object sits under its account (the store's drill-down from an account is a parentId).
    parentId: r.parent_id ?? String(r.account_id),
    name: r.name,
    status: deliveryStatusClass(r.opt_status, r.review),
    budgetFen: fen(r.budget_fen),
    bidFen: fen(r.bid_fen),
    createdAt: new Date(r.created_at).getTime(),
  }));
}

/** Writes the objects' dims to the store (a store that is down catches up at the next sync). */
export async function refreshDims(store: MetricsStore, db: Db, media: MediaCode, level: DeliveryLevel, ids: readonly string[]): Promise<void> {
  await store.upsertObjects(await dimsOf(db, media, level, ids));
}
