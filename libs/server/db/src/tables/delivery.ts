// The delivery area's tables (migrations/010_delivery.sql), as the query builder sees them.
import type { ColumnType, Generated } from 'kysely';
import type { ActorKind, Json, Timestamp } from './columns';

/** A stored edit value: a number (元), a text (name, status) or null (不限). */
export type EditValue = string | number | null;
/** A jsonb column holding one JSON value (not only an object): read as T, written as its JSON text. */
export type JsonValue<T> = ColumnType<T, string, string>;

export type EditState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
export type EditFieldName = 'status' | 'bid' | 'budget' | 'name';
/** 042_tool_edits.sql: where an edit came from when not from a person (a round of AI助手 rules, a diagnosis's fix). */
export type EditOriginKind = 'rule_run' | 'diagnosis' | 'live_console';
/** 042_tool_edits.sql: a row's own actor, stored as the audit trail's actor columns. */
export interface EditItemActor {
  actor_kind: ActorKind;
  actor_id: string | null;
  actor_name: string;
}
export type ExportState = 'queued' | 'running' | 'ready' | 'failed';

export interface DeliveryColumnsTable {
  user_id: number;
  media_code: string;
  level: string;
  columns: Json<string[]>;
  updated_at: Timestamp;
}

export interface DeliveryEditsTable {
  id: Generated<number>;
  customer_id: number;
  /** Null for an edit no one person made (042: a round of AI助手 rules carrying several owners' rules). */
  user_id: number | null;
  media_code: string;
  level: string;
  field: EditFieldName;
  state: Generated<EditState>;
  total: number;
  job_id: string | null;
  undo_of: number | null;
  undone_by: number | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
  /** 042_tool_edits.sql: null for a person's edit; with origin_id, the rule run's or the diagnosis fix's id. */
  origin_kind: Generated<EditOriginKind | null>;
  origin_id: Generated<number | null>;
  /** 042_tool_edits.sql: an undo of some rows of undo_of (many may exist) rather than of the whole edit (once). */
  undo_items: Generated<boolean>;
}

export interface DeliveryEditItemsTable {
  edit_id: number;
  seq: number;
  object_id: string;
  account_id: number;
  name: string;
  account_name: string;
  before: JsonValue<EditValue>;
  after: JsonValue<EditValue>;
  ok: boolean | null;
  reason: string | null;
  /** 011_delivery_edit_sent.sql. */
  sent_at: Generated<Date | null>;
  /** 042_tool_edits.sql: the row's own actor (a rule's action), else the edit job's. */
  actor: ColumnType<EditItemActor | null, string | null | undefined, string | null>;
  /** 042_tool_edits.sql: the edit that restored this row's value before. */
  undone_by: Generated<number | null>;
}

export interface DeliveryExportsTable {
  id: Generated<number>;
  customer_id: number;
  user_id: number;
  /** Null on a list's export (017_list_kit.sql), which has list_id instead. */
  media_code: string | null;
  level: string | null;
  list_id?: string | null;
  state: ExportState;
  file_name: string;
  rows: number | null;
  content: Uint8Array | null;
  reason: string | null;
  job_id: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
  /** 013_delivery_export_downloads.sql: whether delivery_export_accounts holds the file's accounts. */
  accounts_recorded: Generated<boolean>;
}

/** 013_delivery_export_downloads.sql: a download link's single-use token (only its SHA-256). */
export interface DeliveryExportTokensTable {
  token_hash: string;
  export_id: number;
  user_id: number;
  expires_at: Timestamp;
}

/** 013_delivery_export_downloads.sql: the accounts an export's rows belong to. */
export interface DeliveryExportAccountsTable {
  export_id: number;
  account_id: number;
}

export interface DeliveryRefreshesTable {
  account_id: number;
  refreshed_at: Timestamp;
}

export interface DeliveryApiTables {
  delivery_columns: DeliveryColumnsTable;
  delivery_edits: DeliveryEditsTable;
  delivery_edit_items: DeliveryEditItemsTable;
  delivery_exports: DeliveryExportsTable;
  delivery_export_tokens: DeliveryExportTokensTable;
  delivery_export_accounts: DeliveryExportAccountsTable;
  delivery_refreshes: DeliveryRefreshesTable;
}
