// The property kit's tables as the query builder sees them (migrations/030_properties.sql): the sandbox media's
// properties and comments, the desk's copy, its sync cursors, push runs and pack bindings.
import type { ColumnType, Generated } from 'kysely';
import type { Json, ReviewStatus, Timestamp } from './columns';

// bigint ids and sizes: the pg driver reads them as strings, PGlite as numbers.
type BigId = ColumnType<string | number, string | number | undefined, never>;
type BigNumber = ColumnType<string | number, string | number, string | number>;

export type PropertyState = 'enabled' | 'disabled' | 'deleted';
/** 计算中, 可用, 即将过期, 已过期, 已下线 (audiences). */
export type AudienceLifecycle = 'computing' | 'available' | 'expiring' | 'expired' | 'offline';
export type PropertyValues = Readonly<Record<string, unknown>>;
export type PropertyBindingRole = 'bound' | 'include' | 'exclude';

export interface SandboxPropertiesTable {
  media_code: string;
  property_id: string;
  property_type: string;
  advertiser_id: string;
  parent_id: string | null;
  name: string;
  values: Json<PropertyValues>;
  state: ColumnType<PropertyState, PropertyState | undefined, PropertyState>;
  review_at: Timestamp | null;
  ready_at: Timestamp | null;
  expires_at: Timestamp | null;
  offline_at: Timestamp | null;
  size: BigNumber | null;
  source_property_id: string | null;
  source_advertiser_id: string | null;
  created_at: Timestamp;
  modified_at: Timestamp;
  next_transition_at: Timestamp | null;
  change_seq: Generated<number>;
  /** Leads its H5 page's form received (sandbox_site_leads). */
  leads: Generated<number>;
}

export interface SandboxSiteLeadsTable {
  id: BigId;
  media_code: string;
  property_id: string;
  answers: Json<Readonly<Record<string, string>>>;
  created_at: Timestamp;
}

export interface SandboxCommentsTable {
  media_code: string;
  comment_id: string;
  advertiser_id: string;
  object_id: string;
  text: string;
  created_at: Timestamp;
  hidden_at: Timestamp | null;
  pinned_at: Timestamp | null;
  blocked_at: Timestamp | null;
  reply_text: string | null;
  replied_at: Timestamp | null;
  /** Migration 033: comments are listed incrementally. */
  change_seq: Generated<number>;
}

export interface MediaPropertiesTable {
  id: BigId;
  customer_id: number;
  account_id: number;
  media_code: string;
  property_type: string;
  media_property_id: string;
  parent_media_id: string | null;
  name: string;
  values: Json<PropertyValues>;
  summary: Json<Readonly<Record<string, string>>>;
  state: PropertyState;
  review: ReviewStatus | null;
  reject_reason: string | null;
  status_text: string;
  lifecycle: AudienceLifecycle | null;
  size: BigNumber | null;
  created_at: Timestamp;
  modified_at: Timestamp;
  synced_at: Timestamp;
}

export interface PropertySyncCursorsTable {
  account_id: number;
  property_type: string;
  cursor: string;
  synced_at: Timestamp;
}

export interface PropertyPushRunsTable {
  id: Generated<number>;
  customer_id: number;
  user_id: number;
  media_code: string;
  property_type: string;
  state: ColumnType<'queued' | 'running' | 'done' | 'failed' | 'cancelled', 'queued' | 'running' | undefined, 'running' | 'done' | 'failed' | 'cancelled'>;
  total: number;
  job_id: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface PropertyPushItemsTable {
  run_id: number;
  seq: number;
  property_id: ColumnType<string | number | null, string | number | null, string | number | null>;
  property_name: string;
  account_id: number | null;
  account_name: string;
  advertiser_id: string;
  ok: boolean | null;
  media_property_id: string | null;
  reason: string | null;
  sent_at: Timestamp | null;
}

export interface PropertyBindingsTable {
  media_code: string;
  account_id: number;
  object_id: string;
  property_type: string;
  media_property_id: string;
  role: PropertyBindingRole;
}

export interface PropertyTables {
  sandbox_properties: SandboxPropertiesTable;
  sandbox_site_leads: SandboxSiteLeadsTable;
  sandbox_comments: SandboxCommentsTable;
  media_properties: MediaPropertiesTable;
  property_sync_cursors: PropertySyncCursorsTable;
  property_push_runs: PropertyPushRunsTable;
  property_push_items: PropertyPushItemsTable;
  property_bindings: PropertyBindingsTable;
}
