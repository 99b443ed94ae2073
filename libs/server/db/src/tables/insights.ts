// The insights area's tables (退货日志 and 效果分析报告, migrations/046_insights.sql, docs/design/tools.md §5.1).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './columns';

export type ReturnOrderState = 'refunded' | 'returned';

export interface ReturnOrdersTable {
  customer_id: number;
  media: string;
  account_id: number;
  order_id: string;
  product_id: string;
  product_name: string;
  plan_id: string;
  // bigint: pg answers it as text, PGlite as a number; the desk writes whole 分.
  amount_fen: ColumnType<string | number, number, number>;
  ordered_at: Timestamp;
  refunded_at: Timestamp;
  state: ReturnOrderState;
  reason: string;
  synced_at: Generated<Date>;
}

export interface EffectReportsTable {
  id: Generated<number>;
  user_id: number;
  customer_id: number;
  name: string;
  body: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface InsightTables {
  return_orders: ReturnOrdersTable;
  effect_reports: EffectReportsTable;
}
