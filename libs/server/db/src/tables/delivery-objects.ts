// The desk's copy of the accounts' delivery objects (migration 004), declared apart from the sync that fills it.
import type { ColumnType } from 'kysely';
import type { LearningStatus, OptStatus, ReviewStatus } from './columns';
import type { Json, Timestamp } from './columns';

export interface DeliveryObjectsTable {
  media_code: string;
  object_id: string;
  account_id: number;
  customer_id: number;
  level: string;
  parent_id: string | null;
  name: string;
  opt_status: OptStatus;
  review: ReviewStatus;
  reject_reason: string | null;
  learning: LearningStatus;
  status_text: string;
  // bigint: pg answers it as text, PGlite as a number; the desk writes whole 分.
  budget_fen: ColumnType<string | number | null, number | null, number | null>;
  bid_fen: ColumnType<string | number | null, number | null, number | null>;
  schedule: string | null;
  material_id: string | null;
  /** MediaObject.attributes: the media's own fields, by its own names (migration 019). */
  attributes: Json<Record<string, string>>;
  created_at: Timestamp;
  modified_at: Timestamp;
  synced_at: Timestamp;
}

export interface DeliverySyncCursorsTable {
  account_id: number;
  level: string;
  cursor: string;
  synced_at: Timestamp;
}

export interface DeliveryTables {
  delivery_objects: DeliveryObjectsTable;
  delivery_sync_cursors: DeliverySyncCursorsTable;
}
