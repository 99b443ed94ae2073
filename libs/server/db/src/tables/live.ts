// Live control's tables (migrations/051_live.sql, docs/design/live-home.md §4.1): 抖音号 and their bindings, streams
// with their last-read totals, closed minutes, alert rules and alerts.
import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './columns';

// bigint: pg answers it as text, PGlite as a number; the desk writes whole 分.
type Fen = ColumnType<string | number, number, number>;

export interface LiveAwemesTable {
  company_id: number;
  aweme_id: string;
  name: string;
  auth_type: 'official' | 'self' | 'partner';
  authorized_until: Timestamp | null;
  state: 'active' | 'expired' | 'unbound';
  sandbox: Generated<boolean>;
  synced_at: Timestamp;
}

export interface LiveAwemeBindingsTable {
  company_id: number;
  aweme_id: string;
  account_id: number;
  authorized_until: Timestamp | null;
  status: 'active' | 'expired';
  bound_at: Timestamp;
  unbound_at: Timestamp | null;
  unbound_by: number | null;
  expiry_notified_at: Timestamp | null;
}

export interface LiveRoomsTable {
  id: Generated<number>;
  company_id: number;
  account_id: number;
  aweme_id: string;
  room_id: string;
  title: string;
  started_at: Timestamp;
  ended_at: Timestamp | null;
  state: 'living' | 'ended';
  /** LiveTotals of @toufang/domain (money in 分) as the last refresh read them. */
  totals: Json<Record<string, number>> | null;
  totals_at: Timestamp | null;
  /** Per live plan {planId, costFen, adOrders, adGmvFen} in this stream, as totals. */
  plans: Json<{ planId: string; costFen: number; adOrders: number; adGmvFen: number }[]> | null;
}

export interface LiveRoomMinutesTable {
  live_room_id: number;
  minute: number;
  at: Timestamp;
  online: number;
  entries: number;
  watch: number;
  orders: number;
  gmv_fen: Fen;
  refunds: number;
  refund_fen: Fen;
  cost_fen: Fen;
  ad_orders: number;
  ad_gmv_fen: Fen;
  ad_entries: number;
}

export interface LiveAlertRulesTable {
  id: Generated<number>;
  company_id: number;
  owner_id: number;
  name: string;
  /** LiveAlertRule of @toufang/domain, checked by checkAlertRule before it is written. */
  body: Json<Record<string, unknown>>;
  enabled: Generated<boolean>;
  /** Desk user ids besides the owner. */
  recipients: Json<number[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

export interface LiveAlertsTable {
  id: Generated<number>;
  rule_id: number;
  live_room_id: number;
  kind: 'viewers' | 'gmv_rate' | 'roi';
  value: number;
  threshold: number;
  window: Json<Record<string, unknown>>;
  raised_minute: number;
  raised_at: Timestamp;
  title: string;
  figures: string;
  message_id: number | null;
}

export interface LiveTables {
  live_awemes: LiveAwemesTable;
  live_aweme_bindings: LiveAwemeBindingsTable;
  live_rooms: LiveRoomsTable;
  live_room_minutes: LiveRoomMinutesTable;
  live_alert_rules: LiveAlertRulesTable;
  live_alerts: LiveAlertsTable;
}
