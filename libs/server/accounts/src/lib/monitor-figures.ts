// What the account monitors read (监测账户, docs/design/tools.md §5.1): each monitored account's thresholds, and
// its figures now — balance and today's cost from the hourly account sync, today's window sums from the metrics
// store (account rows), its status and its authorisation's. The hourly check (schedules.ts) and the monitoring
// pages (libs/server/monitoring) read the same rows, so a page's 今日状态 is what the check will say.
import {
  chinaToday,
  DELIVERY_STATUS_FILTERS,
  stoppedReason,
  type BaseSums,
  type DeliveryStatusClass,
  type MediaCode,
  type MonitorFigures,
  type MonitorThresholds,
} from '@toufang/domain';
import type { MetricsStore } from '@toufang/server-context';
import { sqlOn, type MonitorRecipients, type Queryable } from '@toufang/server-db';

const EVERY_STATUS = DELIVERY_STATUS_FILTERS.map((f) => f.value).filter((v): v is DeliveryStatusClass => v !== 'all');

export interface MonitoredAccount {
  id: number;
  customerId: number;
  media: MediaCode;
  advertiserId: string;
  name: string;
  sandbox: boolean;
  enabled: boolean;
  thresholds: MonitorThresholds;
  recipients: MonitorRecipients;
  figures: MonitorFigures;
  syncedAt: Date | null;
  updatedAt: Date;
  createdBy: number | null;
}

/** The monitors of these accounts (enabled or not), with the accounts' figures now; in the order of the ids. */
export async function readMonitoredAccounts(db: Queryable, store: MetricsStore | null, accountIds: readonly number[], now: Date): Promise<MonitoredAccount[]> {
  if (accountIds.length === 0) return [];
  const rows = await sqlOn(db)
    .selectFrom('media_account_monitors as m')
    .innerJoin('media_accounts as a', 'a.id', 'm.account_id')
    .leftJoin('media_authorizations as z', 'z.id', 'a.authorization_id')
    .select([
      'a.id',
      'a.customer_id',
      'a.media_code',
      'a.account_id',
      'a.account_name',
      'a.sandbox',
      'a.status',
      'a.balance_fen',
      'a.today_cost_fen',
      'a.last_synced_at',
      'z.status as auth_status',
      'm.enabled',
      'm.balance_below_fen',
      'm.cost_above_fen',
      'm.ctr_below',
      'm.ctr_above',
      'm.convert_cost_above_fen',
      'm.notify_stopped',
      'm.recipients',
      'm.updated_at',
      'm.created_by',
    ])
    .where('a.id', 'in', [...accountIds])
    .execute();
  const sums = store ? await todaySums(store, rows.map((r) => ({ id: r.id, customerId: r.customer_id, media: r.media_code as MediaCode })), now) : new Map<number, BaseSums>();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return accountIds.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        customerId: r.customer_id,
        media: r.media_code as MediaCode,
        advertiserId: r.account_id,
        name: r.account_name,
        sandbox: r.sandbox,
        enabled: r.enabled,
        thresholds: {
          balanceBelowFen: r.balance_below_fen,
          costAboveFen: r.cost_above_fen,
          ctrBelow: r.ctr_below === null ? null : Number(r.ctr_below),
          ctrAbove: r.ctr_above === null ? null : Number(r.ctr_above),
          convertCostAboveFen: r.convert_cost_above_fen,
          notifyStopped: r.notify_stopped,
        },
        recipients: { userIds: r.recipients?.userIds ?? [], emails: r.recipients?.emails ?? [] },
        figures: { balanceFen: r.balance_fen, todayCostFen: r.today_cost_fen, sums: sums.get(r.id) ?? null, stopped: stoppedReason(r.status, r.auth_status ?? null) },
        syncedAt: r.last_synced_at,
        updatedAt: r.updated_at,
        createdBy: r.created_by,
      },
    ];
  });
}

/** Today's (China day) sums of the accounts' account rows in the store, one query per company and media. */
export async function todaySums(store: MetricsStore, accounts: readonly { id: number; customerId: number; media: MediaCode }[], now: Date): Promise<Map<number, BaseSums>> {
  const today = chinaToday(now);
  const groups = new Map<string, { customerId: number; media: MediaCode; ids: number[] }>();
  for (const a of accounts) {
    const key = `${a.customerId}:${a.media}`;
    const group = groups.get(key) ?? { customerId: a.customerId, media: a.media, ids: [] };
    group.ids.push(a.id);
    groups.set(key, group);
  }
  const out = new Map<number, BaseSums>();
  for (const g of groups.values()) {
    const page = await store.query({
      customerId: g.customerId,
      media: g.media,
      level: 'account',
      from: today,
      to: today,
      objectIds: g.ids.map(String),
      statuses: EVERY_STATUS,
      sort: { key: 'cost', order: 'desc' },
      offset: 0,
      limit: g.ids.length,
    });
    for (const row of page.rows) out.set(Number(row.objectId), row.sums);
  }
  return out;
}
