// The metrics sync's table as the query builder sees it (migrations/009_metrics_sync.sql). The core
// Database type does not list it: the sync reaches it through `sqlOn(db).withTables<MetricsSyncTables>()`.
import type { Json, Timestamp } from './columns';

/** The sync under way of one account. */
export interface SyncRun {
  /** China dates of the daily figures read, inclusive. */
  from: string;
  to: string;
  /** The first day of the hourly figures read (to the same `to`). */
  hourFrom: string;
  /** Index into the account's steps (each level by day, then by hour; then the account's own rows). */
  step: number;
  /** The last object id of the step already written ('' at its start). */
  afterId: string;
}

export type MetricsSyncCursorsTable = {
  account_id: number;
  synced_day: string | null;
  synced_at: Timestamp | null;
  objects_seen_at: Timestamp | null;
  run: Json<SyncRun> | null;
  owner: string | null;
  owned_until: Timestamp | null;
};

// Type aliases, not interfaces: withTables wants an index-signature-compatible shape.
export type MetricsSyncTables = {
  metrics_sync_cursors: MetricsSyncCursorsTable;
};
