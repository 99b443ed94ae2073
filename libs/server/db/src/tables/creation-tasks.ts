// Creation tasks' tables (migrations/039_creation_tasks.sql, docs/design/creation.md §4): a submission frozen
// with its rows and waves.
import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './columns';

export type CreationTaskState = 'waiting' | 'running' | 'succeeded' | 'partial' | 'failed' | 'cancelled';
export type CreationRowState = 'waiting' | 'creating' | 'created' | 'failed' | 'cancelled';
export type CreationWaveState = 'waiting' | 'running' | 'done' | 'cancelled';

export interface CreationTasksTable {
  id: Generated<number>;
  customer_id: number;
  created_by: number;
  media_code: string;
  variant: string;
  template_id: number | null;
  template_name: string | null;
  body: Json<Record<string, unknown>>;
  rule: Json<Record<string, unknown>>;
  state: ColumnType<CreationTaskState, CreationTaskState | undefined, CreationTaskState>;
  total: number;
  created: ColumnType<number, number | undefined, number>;
  failed: ColumnType<number, number | undefined, number>;
  waiting: ColumnType<number, number | undefined, number>;
  cancelled: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface CreationTaskWavesTable {
  task_id: number;
  n: number;
  run_at: Timestamp;
  state: ColumnType<CreationWaveState, CreationWaveState | undefined, CreationWaveState>;
  job_id: string | null;
}

export interface CreationTaskRowsTable {
  task_id: number;
  key: string;
  seq: number;
  level: string;
  parent_key: string | null;
  account_id: number;
  account_name: string;
  name: string;
  payload: Json<Record<string, unknown>>;
  wave: number;
  state: ColumnType<CreationRowState, CreationRowState | undefined, CreationRowState>;
  media_id: string | null;
  review: 'reviewing' | 'approved' | 'rejected' | null;
  review_reason: string | null;
  reason: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  request_id: string;
  sent_at: Timestamp | null;
  not_before: Timestamp | null;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: Timestamp;
}

export interface CreationTaskTables {
  creation_tasks: CreationTasksTable;
  creation_task_waves: CreationTaskWavesTable;
  creation_task_rows: CreationTaskRowsTable;
}
