// The sandbox media's tables and the gateway's shared state (migrations/004_sandbox_media.sql).
import type { ColumnType, Generated } from 'kysely';
import type { Json, ObjectLevel, Snapshot, Timestamp } from './columns';

export interface SandboxAdvertisersTable {
  media_code: string;
  advertiser_id: string;
  name: string;
  company_name: string;
  status: Generated<'active' | 'frozen' | 'pending'>;
  balance_fen: number;
  daily_budget_fen: number | null;
  created_at: Timestamp;
}

/** The advertisers a sandbox sub-login may see (014_consent_scope.sql); a main login sees its company's. */
export interface SandboxLoginAdvertisersTable {
  media_code: string;
  login: string;
  advertiser_id: string;
}

export interface SandboxObjectsTable {
  media_code: string;
  object_id: string;
  advertiser_id: string;
  level: ObjectLevel;
  parent_id: string | null;
  name: string;
  opt_status: 'enabled' | 'paused' | 'deleted';
  budget_fen: number | null;
  bid_fen: number | null;
  schedule: string | null;
  material_id: string | null;
  settings_log: Json<Snapshot[]>;
  created_at: Timestamp;
  modified_at: Timestamp;
  review_at: Timestamp;
  change_seq: Generated<number>;
  /** 040: what the draft was created with (null for objects made before, and by the seed). */
  created_with: ColumnType<SandboxCreatedWith | null, string | null | undefined, string | null>;
  /** 040: the create's request id, unique per account (media that keep one). */
  request_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 041: the object's name is unique among the account's live objects of its level (the media's rule for it). */
  name_unique: Generated<boolean>;
}

/** What a sandbox object was created with (ObjectDraft's parts beyond name, budget, bid and schedule). */
export interface SandboxCreatedWith {
  settings?: Record<string, unknown>;
  targetingId?: string;
  audienceIds?: string[];
  materialIds?: string[];
  titles?: string[];
}

export interface SandboxBudgetEditsTable {
  media_code: string;
  advertiser_id: string;
  target: string;
  china_day: number;
  edits: number;
}

export interface SandboxCallWindowsTable {
  media_code: string;
  advertiser_id: string;
  kind: 'second' | 'minute';
  window_start: number;
  calls: number;
}

export interface SandboxLockoutsTable {
  media_code: string;
  advertiser_id: string;
  locked_until: Timestamp;
}

export interface SandboxOauthCodesTable {
  code_hash: string;
  media_code: string;
  advertiser_ids: Json<string[]>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** account: the media's authorisation; aweme: a 抖音号 bound to the accounts (migration 050). */
  purpose: ColumnType<'account' | 'aweme', 'account' | 'aweme' | undefined, 'account' | 'aweme'>;
  /** For an aweme code: the 抖音号 granted. */
  payload: Json<SandboxAwemeCodePayload> | null;
}

export interface SandboxAwemeCodePayload {
  awemeId: string;
  name: string;
  authType: SandboxAwemeAuthType;
}

export type SandboxAwemeAuthType = 'official' | 'self' | 'partner';

/** A sandbox advertiser's 抖音号 (migration 050). */
export interface SandboxAwemeGrantsTable {
  media_code: string;
  aweme_id: string;
  advertiser_id: string;
  aweme_name: string;
  auth_type: SandboxAwemeAuthType;
  granted_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface SandboxTokensTable {
  id: Generated<number>;
  media_code: string;
  access_hash: string;
  refresh_hash: string;
  advertiser_ids: Json<string[]>;
  access_expires_at: Timestamp;
  refresh_expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: 'refreshed' | 'revoked' | null;
}

export interface SandboxMaterialsTable {
  media_code: string;
  material_id: string;
  advertiser_id: string;
  kind: 'image' | 'video';
  signature: string;
  file_name: string;
  width: number;
  height: number;
  size_bytes: number;
  duration_s: number | null;
  /** 021_sandbox_material_format.sql: the type read from the content (jpg, mp4 …). */
  format: Generated<string>;
  created_at: Timestamp;
}

export interface MediaGatewayLockoutsTable {
  media_code: string;
  advertiser_id: string;
  locked_until: Timestamp;
  message: string;
}

export interface MediaGatewayWindowsTable {
  media_code: string;
  advertiser_id: string;
  window_start: number;
  calls: number;
}

/** 008_sandbox_clock.sql: the demo clock's anchor, one row. */
export interface SandboxClockTable {
  id: Generated<boolean>;
  anchor: Timestamp;
}

export interface SandboxTables {
  sandbox_clock: SandboxClockTable;
  sandbox_advertisers: SandboxAdvertisersTable;
  sandbox_login_advertisers: SandboxLoginAdvertisersTable;
  sandbox_objects: SandboxObjectsTable;
  sandbox_budget_edits: SandboxBudgetEditsTable;
  sandbox_call_windows: SandboxCallWindowsTable;
  sandbox_lockouts: SandboxLockoutsTable;
  sandbox_oauth_codes: SandboxOauthCodesTable;
  sandbox_aweme_grants: SandboxAwemeGrantsTable;
  sandbox_tokens: SandboxTokensTable;
  sandbox_materials: SandboxMaterialsTable;
  media_gateway_lockouts: MediaGatewayLockoutsTable;
  media_gateway_windows: MediaGatewayWindowsTable;
}
