// The monitoring area's own tables (推广活动, migrations/048_promotion_activities.sql, docs/design/tools.md §5.1);
// the account monitors and alerts are the accounts area's (tables/accounts.ts).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

export interface PromotionActivitiesTable {
  id: Generated<number>;
  customer_id: number;
  media: string;
  account_id: number;
  // bigint: pg answers it as text, PGlite as a number.
  property_id: ColumnType<string | number, number, number>;
  media_property_id: string;
  name: string;
  click_url: string;
  impression_url: string | null;
  watched: Generated<boolean>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  synced_at: Date | null;
}

export interface PromotionActivityDaysTable {
  activity_id: number;
  // A China date; read it with to_char(day, 'YYYY-MM-DD').
  day: string;
  clicks: number;
  conversions: number;
  synced_at: Generated<Date>;
}

export interface MonitoringTables {
  promotion_activities: PromotionActivitiesTable;
  promotion_activity_days: PromotionActivityDaysTable;
}
