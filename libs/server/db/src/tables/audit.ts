// The audit trail as the query builder sees it (migrations/003_jobs_and_audit.sql).
import type { ColumnType } from 'kysely';
import type { ActorKind } from './columns';

export type AuditOutcome = 'ok' | 'refused';

export interface AuditRecordsTable {
  // bigint: the pg driver reads it as a string, PGlite as a number; searches select it as text.
  id: ColumnType<string | number, never, never>;
  company_id: number;
  actor_kind: ActorKind;
  actor_id: string | null;
  actor_name: string;
  at: ColumnType<Date, Date | string | undefined, never>;
  media_code: string | null;
  account_id: string | null;
  account_name: string | null;
  object_level: string | null;
  object_id: string | null;
  object_name: string | null;
  action: string;
  action_name: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  outcome: AuditOutcome;
  outcome_code: string | null;
  outcome_message: string | null;
  request_id: string | null;
  job_id: string | null;
}

export interface AuditTables {
  audit_records: AuditRecordsTable;
}
