// The assets section's tables as the query builder sees them (migrations/020_labels.sql, 022_materials.sql,
// 023_material_push_runs.sql, 028_material_counts.sql).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, ReviewStatus, Timestamp } from './columns';

export interface LabelGroupsTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  created_at: CreatedAt;
}

export interface LabelsTable {
  id: Generated<number>;
  customer_id: number;
  group_id: number;
  name: string;
  created_by: number | null;
  created_at: CreatedAt;
}

/** What a label is put on. */
export type LabelUseKind = 'material' | 'title';

export interface LabelUsesTable {
  label_id: number;
  kind: LabelUseKind;
  // bigint: the pg driver reads it as a string, PGlite as a number.
  object_id: ColumnType<string | number, string | number, never>;
}

// bigint ids: the pg driver reads them as strings, PGlite as numbers.
type BigId = ColumnType<string | number, string | number | undefined, never>;
type BigRef = ColumnType<string | number, string | number, never>;

export type MaterialKind = 'image' | 'video';
export type MaterialSource = 'upload' | 'media';

export interface MaterialsTable {
  id: BigId;
  customer_id: number;
  md5: string;
  name: string;
  kind: MaterialKind;
  format: string;
  mime: string;
  size_bytes: ColumnType<string | number, number, number>;
  width: number;
  height: number;
  duration_ms: number | null;
  bitrate: number | null;
  has_poster: ColumnType<boolean, boolean | undefined, boolean>;
  designer_id: number | null;
  uploader_id: number | null;
  source: MaterialSource;
  shared: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** How many materials each group holds, kept by triggers (028_material_counts.sql); read only. */
export interface MaterialCountsTable {
  customer_id: number;
  designer_id: number | null;
  uploader_id: number | null;
  shared: boolean;
  kind: MaterialKind;
  source: MaterialSource;
  materials: ColumnType<string | number, never, never>;
}

export interface MaterialPushesTable {
  material_id: BigRef;
  media_account_id: number;
  media_code: string;
  media_material_id: string;
  review_state: ReviewStatus;
  reject_reason: string | null;
  quality_labels: ColumnType<string[], string[] | undefined, string[]>;
  pushed_by: number | null;
  pushed_at: Timestamp;
  checked_at: Timestamp;
}

export interface MaterialFavoritesTable {
  user_id: number;
  material_id: BigRef;
  created_at: CreatedAt;
}

export type MaterialPushRunState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface MaterialPushRunsTable {
  id: Generated<number>;
  customer_id: number;
  user_id: number;
  state: ColumnType<MaterialPushRunState, MaterialPushRunState | undefined, MaterialPushRunState>;
  total: number;
  job_id: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface MaterialPushItemsTable {
  run_id: number;
  seq: number;
  material_id: ColumnType<string | number | null, string | number | null, string | number | null>;
  material_name: string;
  md5: string;
  account_id: number | null;
  account_name: string;
  advertiser_id: string;
  media_code: string;
  ok: boolean | null;
  media_material_id: string | null;
  reason: string | null;
  sent_at: Timestamp | null;
}

export interface AssetTables {
  label_groups: LabelGroupsTable;
  labels: LabelsTable;
  label_uses: LabelUsesTable;
  materials: MaterialsTable;
  material_counts: MaterialCountsTable;
  material_pushes: MaterialPushesTable;
  material_favorites: MaterialFavoritesTable;
  material_push_runs: MaterialPushRunsTable;
  material_push_items: MaterialPushItemsTable;
}
