// 素材审核's tables as the query builder sees them (migrations/025_material_review.sql).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns';

// bigint ids: the pg driver reads them as strings, PGlite as numbers.
type BigId = ColumnType<string | number, string | number | undefined, never>;
type BigRef = ColumnType<string | number, string | number, never>;

export type MaterialReviewState = 'pending' | 'approved' | 'rejected';
export type MaterialShareRights = 'comment' | 'approve';

export interface MaterialReviewsTable {
  material_id: BigRef;
  customer_id: number;
  state: MaterialReviewState;
  reason: string | null;
  decided_by: number | null;
  decider_name: string | null;
  share_id: number | null;
  decided_at: Timestamp;
}

export interface MaterialReviewSharesTable {
  id: Generated<number>;
  customer_id: number;
  token: string;
  guest_name: string;
  rights: MaterialShareRights;
  password_hash: string | null;
  expires_at: Timestamp;
  created_by: number | null;
  created_at: CreatedAt;
  revoked_at: Date | null;
  revoked_by: number | null;
}

export interface MaterialReviewShareItemsTable {
  share_id: number;
  material_id: BigRef;
}

export interface MaterialReviewCommentsTable {
  id: BigId;
  material_id: BigRef;
  customer_id: number;
  author_id: number | null;
  author_name: string;
  share_id: number | null;
  body: string;
  created_at: CreatedAt;
}

export interface MaterialReviewEventsTable {
  id: BigId;
  material_id: BigRef;
  customer_id: number;
  state: MaterialReviewState;
  reason: string | null;
  decided_by: number | null;
  decider_name: string;
  share_id: number | null;
  created_at: CreatedAt;
}

export interface MaterialReviewTables {
  material_reviews: MaterialReviewsTable;
  material_review_shares: MaterialReviewSharesTable;
  material_review_share_items: MaterialReviewShareItemsTable;
  material_review_comments: MaterialReviewCommentsTable;
  material_review_events: MaterialReviewEventsTable;
}
