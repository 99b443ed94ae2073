// The column types every table declaration shares, and the stored vocabularies (an actor's kind, a delivery
// object's states) that tables name. Leaves: nothing here imports the code that reads or writes them.
import type { DeliveryLevel } from '@toufang/domain';
import type { ColumnType, JSONColumnType } from 'kysely';

/** A timestamptz: read as a Date, written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamptz the database fills in on insert. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A jsonb column: read as T, written as its JSON text (write `JSON.stringify(value)`). */
export type Json<T extends object | null> = JSONColumnType<T, string, string>;

/** Who did something (jobs and audit records): a person, a job, the desk's own schedule, or an AI助手 rule (042). */
export type ActorKind = 'user' | 'job' | 'system' | 'rule';

/** A delivery level below the account (the account itself has its own calls). */
export type ObjectLevel = Exclude<DeliveryLevel, 'account'>;
export type OptStatus = 'enabled' | 'paused' | 'deleted';
export type ReviewStatus = 'reviewing' | 'approved' | 'rejected';
export type LearningStatus = 'learning' | 'learned' | 'failed' | 'none';

/** A sandbox object's settings from one moment on (its log is stored with it). */
export interface Snapshot {
  at: number;
  status: OptStatus;
  budgetFen: number | null;
  bidFen: number | null;
  schedule: string | null;
}
