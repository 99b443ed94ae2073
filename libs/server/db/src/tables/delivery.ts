// The delivery area's tables (migrations/010_delivery.sql), as the query builder sees them.
import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './columns';

/** A stored edit value: a number (元), a text (name, status) or null (不限). */
export type EditValue = string | number | null;
/** A jsonb column holding one JSON value (not only an object): read as T, written as its JSON text. */
export type JsonValue<T> = ColumnType<T, string, string>;

export type EditState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
export type EditFieldName = 'status' | 'bid' | 'budget' | 'name';
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
  user_id: number;
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
