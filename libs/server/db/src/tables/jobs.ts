// The jobs table as the query builder sees it (migrations/003_jobs_and_audit.sql).
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { ActorKind, Timestamp } from './columns';

export type JobState = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** One failed item of a job (a plan that the media refused, a row of an export that could not be read). */
export interface JobItemError {
  item: string;
  message: string;
}

/** A jsonb column that may hold any JSON value: read as unknown, written as its JSON text. */
type JsonValue = ColumnType<unknown, string, string>;

export interface JobsTable {
  id: Generated<string>;
  name: string;
  company_id: number | null;
  actor_kind: ActorKind;
  actor_id: string | null;
  actor_name: string;
  payload: JsonValue;
  state: Generated<JobState>;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: number;
  dedupe_key: string | null;
  lease_owner: string | null;
  lease_until: Timestamp | null;
  cancel_requested: Generated<boolean>;
  progress_done: Generated<number>;
  progress_total: number | null;
  progress_step: string | null;
  checkpoint: ColumnType<unknown, string | null, string | null>;
  result: ColumnType<unknown, string | null, string | null>;
  item_errors: JSONColumnType<JobItemError[], string | undefined, string>;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

export interface JobTables {
  jobs: JobsTable;
}
