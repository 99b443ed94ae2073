// A delivery table's page: the metrics store pages the ids and sums the range, PostgreSQL answers the
// page's current attributes, and every metric is computed from the sums (rates from the range's sums).
import type { components } from '@toufang/api/contract';
import { deliveryStatusClass, metricValue, roundMetric, type BaseSums, type DeliveryLevel, type MediaCode, type MetricKey } from '@toufang/domain';
import { sqlOn, type Queryable } from '@toufang/server-db';
import type { ScopedAccount } from './filters';

type Schemas = components['schemas'];
export type DeliveryRow = Schemas['DeliveryRow'];
export type MetricValues = Schemas['MetricValues'];

/** The chosen metrics' values from sums, rounded to each metric's precision; null when a ratio has no denominator. */
export function metricValues(keys: readonly MetricKey[], sums: BaseSums): MetricValues {
  const values: Record<string, number | null> = {};
  for (const key of keys) {
    const value = metricValue(key, sums);
    values[key] = value === null ? null : roundMetric(key, value);
  }
  return values as MetricValues;
}

const yuan = (fen: string | number | null) => (fen === null ? null : Number(fen) / 100);

const ACCOUNT_STATUS = {
  active: { opt: 'enabled', review: 'approved', text: '正常' },
  frozen: { opt: 'paused', review: 'approved', text: '冻结' },
  pending: { opt: 'paused', review: 'reviewing', text: '审核中' },
} as const;

/** The rows' attributes without metrics, by id, read from the desk's copy (objects) or the accounts. */
export async function attributesOf(
  db: Queryable,
  customerId: number,
  media: MediaCode,
  level: DeliveryLevel,
  ids: readonly string[],
  accounts: ReadonlyMap<number, ScopedAccount>,
): Promise<Map<string, Omit<DeliveryRow, 'metrics'>>> {
  const out = new Map<string, Omit<DeliveryRow, 'metrics'>>();
  if (ids.length === 0) return out;
  const q = sqlOn(db);
  if (level === 'account') {
    const numeric = ids.filter((id) => /^\d+$/.test(id)).map(Number);
    if (numeric.length === 0) return out;
    const rows = await q
      .selectFrom('media_accounts')
      .select(['id', 'account_id', 'account_name', 'sandbox', 'status', 'daily_budget_fen', 'created_at'])
      .where('customer_id', '=', customerId)
      .where('media_code', '=', media)
      .where('id', 'in', numeric)
      .execute();
    for (const r of rows) {
      const status = ACCOUNT_STATUS[r.status];
      out.set(String(r.id), {
        id: String(r.id),
        level,
        accountId: r.id,
        advertiserId: r.account_id,
        accountName: r.account_name,
        sandbox: r.sandbox,
        parentId: null,
        name: r.account_name,
        status: status.opt,
        statusClass: deliveryStatusClass(status.opt, status.review),
        statusText: status.text,
        review: status.review,
        rejectReason: null,
        learning: 'none',
        budget: yuan(r.daily_budget_fen),
        bid: null,
        createdAt: new Date(r.created_at).toISOString(),
      });
    }
    return out;
  }
  const rows = await q
    .selectFrom('delivery_objects')
    .select(['object_id', 'account_id', 'parent_id', 'name', 'opt_status', 'review', 'reject_reason', 'learning', 'status_text', 'budget_fen', 'bid_fen', 'attributes', 'created_at'])
    .where('customer_id', '=', customerId)
    .where('media_code', '=', media)
    .where('level', '=', level)
    .where('object_id', 'in', [...ids])
    .execute();
  for (const r of rows) {
    const account = accounts.get(r.account_id);
    if (!account) continue;
    out.set(r.object_id, {
      id: r.object_id,
      level,
      accountId: r.account_id,
      advertiserId: account.accountId,
      accountName: account.accountName,
      sandbox: account.sandbox,
      parentId: r.parent_id,
      name: r.name,
      status: r.opt_status,
      statusClass: deliveryStatusClass(r.opt_status, r.review),
      statusText: r.status_text,
      review: r.review,
      rejectReason: r.reject_reason,
      learning: r.learning,
      budget: yuan(r.budget_fen),
      bid: yuan(r.bid_fen),
      ...(Object.keys(r.attributes ?? {}).length > 0 ? { attributes: r.attributes } : {}),
      createdAt: new Date(r.created_at).toISOString(),
    });
  }
  return out;
}

/** The page's rows in the store's order; an id the desk's copy no longer has (removed since) is left out. */
export async function rowsOf(
  db: Queryable,
  customerId: number,
  media: MediaCode,
  level: DeliveryLevel,
  page: readonly { objectId: string; sums: BaseSums }[],
  accounts: ReadonlyMap<number, ScopedAccount>,
  metrics: readonly MetricKey[],
): Promise<DeliveryRow[]> {
  const attributes = await attributesOf(
    db,
    customerId,
    media,
    level,
    page.map((p) => p.objectId),
    accounts,
  );
  const rows: DeliveryRow[] = [];
  for (const { objectId, sums } of page) {
    const found = attributes.get(objectId);
    if (found) rows.push({ ...found, metrics: metricValues(metrics, sums) });
  }
  return rows;
}

/** The oldest last sync of the accounts (the table's figures are at least this fresh). */
export function syncedAt(accounts: Iterable<ScopedAccount>): string | null {
  let oldest: number | null = null;
  for (const a of accounts) {
    if (a.lastSyncedAt === null) continue;
    const t = new Date(a.lastSyncedAt).getTime();
    if (oldest === null || t < oldest) oldest = t;
  }
  return oldest === null ? null : new Date(oldest).toISOString();
}
