// Enqueueing, reading and cancelling jobs. Every function takes the database or a transaction, so a job
// enqueued inside the caller's transaction exists exactly when the caller's writes do.
import type { Selectable } from 'kysely';
import { type Actor, actorColumns, actorFromColumns } from '@toufang/server-audit';
import { sqlOn, type JobItemError, type JobsTable, type JobState, type Queryable } from '@toufang/server-db';
import { fetchPage } from '@toufang/server-http';
import { definedJob, type JobDefinition } from './define';
import { JOB_LIMITS } from './limits';

export interface EnqueueOptions {
  /** The company whose task centre shows the job; null for the desk's own housekeeping. */
  companyId: number | null;
  /** Who asked for the job (a person, a job, or the schedule). */
  actor: Actor;
  /** Not before this time (default: now). */
  runAt?: Date;
  /**
   * Names one piece of work: enqueueing the same job name and key again, in any state of the first job,
   * answers the first job instead of adding a second. Put a period or a version in the key to allow a
   * later repeat (e.g. `sync:account:42:2026-11-25T15`).
   */
  dedupeKey?: string;
  /** Overrides the definition's attempts. */
  maxAttempts?: number;
  /** The enqueue time (tests pass their clock's; default the real time). */
  now?: Date;
}

export interface EnqueueAnswer {
  id: string;
  /** false when the dedupe key matched an existing job, whose id is answered. */
  created: boolean;
}

export async function enqueue<Payload, Result, Checkpoint>(
  target: Queryable,
  job: JobDefinition<Payload, Result, Checkpoint>,
  payload: Payload,
  { companyId, actor, runAt, dedupeKey, maxAttempts, now = new Date() }: EnqueueOptions,
): Promise<EnqueueAnswer> {
  const inserted = await sqlOn(target)
    .insertInto('jobs')
    .values({
      name: job.name,
      company_id: companyId,
      ...actorColumns(actor),
      payload: JSON.stringify(payload),
      run_at: runAt ?? now,
      max_attempts: maxAttempts ?? job.maxAttempts,
      dedupe_key: dedupeKey ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.columns(['name', 'dedupe_key']).where('dedupe_key', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await sqlOn(target)
    .selectFrom('jobs')
    .select('id')
    .where('name', '=', job.name)
    .where('dedupe_key', '=', dedupeKey ?? '')
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

/**
 * Records a job that is already finished: work small enough to be done during its request (an export of a
 * few rows) still shows in the task centre like one a worker ran. Answers its id.
 */
export async function recordFinished<Payload, Result, Checkpoint>(
  target: Queryable,
  job: JobDefinition<Payload, Result, Checkpoint>,
  payload: Payload,
  result: Result,
  { companyId, actor, dedupeKey, now = new Date(), done }: Omit<EnqueueOptions, 'runAt' | 'maxAttempts'> & { done: number },
): Promise<string> {
  const row = await sqlOn(target)
    .insertInto('jobs')
    .values({
      name: job.name,
      company_id: companyId,
      ...actorColumns(actor),
      payload: JSON.stringify(payload),
      state: 'succeeded',
      run_at: now,
      attempts: 1,
      max_attempts: job.maxAttempts,
      dedupe_key: dedupeKey ?? null,
      progress_done: done,
      progress_total: done,
      result: JSON.stringify(result),
      created_at: now,
      started_at: now,
      finished_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A job as the task centre sees it. */
export interface JobView {
  id: string;
  name: string;
  companyId: number | null;
  requestedBy: Actor;
  state: JobState;
  payload: unknown;
  progress: { done: number; total: number | null; step: string | null };
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  cancelRequested: boolean;
  result: unknown;
  itemErrors: JobItemError[];
  /** The error of the last failed attempt (the reason of a failed job). */
  lastError: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export type JobRow = Selectable<JobsTable>;

export function jobView(row: JobRow): JobView {
  return {
    id: row.id,
    name: row.name,
    companyId: row.company_id,
    requestedBy: actorFromColumns(row),
    state: row.state,
    payload: row.payload,
    progress: { done: row.progress_done, total: row.progress_total, step: row.progress_step },
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    runAt: row.run_at,
    cancelRequested: row.cancel_requested,
    result: row.result,
    itemErrors: row.item_errors,
    lastError: row.last_error,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which company may see a job: a company's own, or (null) the desk's own housekeeping jobs. */
export interface CompanyScope {
  companyId: number | null;
}

function selectJob(target: Queryable, id: string, { companyId }: CompanyScope) {
  return sqlOn(target)
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', companyId === null ? 'is' : '=', companyId);
}

/** The job, when it exists and belongs to the company (undefined otherwise, also for a malformed id). */
export async function getJob(target: Queryable, id: string, scope: CompanyScope): Promise<JobView | undefined> {
  if (!UUID.test(id)) return undefined;
  const row = await selectJob(target, id, scope).executeTakeFirst();
  return row && jobView(row);
}

export interface JobSearch {
  companyId: number;
  /** Only jobs a person asked for. */
  userId?: number;
  state?: JobState | readonly JobState[];
  /** Only jobs of this type. */
  name?: string;
  current: number;
  size: number;
}

export interface JobPage {
  records: JobView[];
  total: number;
  current: number;
  size: number;
}

/** One page of a company's jobs, newest first. */
export async function listJobs(target: Queryable, search: JobSearch): Promise<JobPage> {
  const current = Math.max(1, Math.trunc(search.current));
  const size = Math.min(JOB_LIMITS.LIST_SIZE_MAX, Math.max(1, Math.trunc(search.size)));
  let query = sqlOn(target).selectFrom('jobs').selectAll().where('company_id', '=', search.companyId);
  if (search.userId !== undefined) {
    query = query.where('actor_kind', '=', 'user').where('actor_id', '=', String(search.userId));
  }
  if (search.state !== undefined) {
    const states: readonly JobState[] = typeof search.state === 'string' ? [search.state] : search.state;
    if (states.length === 0) return { records: [], total: 0, current, size };
    query = query.where('state', 'in', states);
  }
  if (search.name !== undefined) query = query.where('name', '=', search.name);
  const { rows, total } = await fetchPage(query.orderBy('created_at', 'desc').orderBy('id', 'desc'), { current, size });
  return { records: rows.map(jobView), total, current, size };
}

/**
 * Moves a queued job of the company to run at `at` (sooner, never later). Answers whether it moved: a job already
 * running, finished or due by then stays as it is.
 */
export async function runJobSooner(target: Queryable, id: string, scope: CompanyScope, at: Date): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const moved = await sqlOn(target)
    .updateTable('jobs')
    .set({ run_at: at, updated_at: at })
    .where('id', '=', id)
    .where('company_id', scope.companyId === null ? 'is' : '=', scope.companyId)
    .where('state', '=', 'queued')
    .where('run_at', '>', at)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
}

/**
 * Cancels a job of the company. A queued job is cancelled at once; a running one is asked to stop and
 * becomes cancelled when its handler next reports (its signal is aborted then). A finished job stays as
 * it is. Answers the job as it is after the call, or undefined when the company has no such job.
 */
export async function cancelJob(
  target: Queryable,
  id: string,
  scope: CompanyScope,
  now: Date = new Date(),
): Promise<JobView | undefined> {
  if (!UUID.test(id)) return undefined;
  // One statement, so a job that moves between queued and running meanwhile is still caught.
  const changed = await sqlOn(target)
    .updateTable('jobs')
    .set((eb) => ({
      state: eb.case().when('state', '=', 'queued').then(eb.val<JobState>('cancelled')).else(eb.ref('state')).end(),
      finished_at: eb.case().when('state', '=', 'queued').then(eb.val(now)).else(eb.ref('finished_at')).end(),
      cancel_requested: true,
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('company_id', scope.companyId === null ? 'is' : '=', scope.companyId)
    .where('state', 'in', ['queued', 'running'])
    .returning(['name', 'payload', 'state'])
    .execute();
  // A queued job ended here (a running one ends at its next report, worker.ts): what it stood for ends too.
  for (const row of changed) if (row.state === 'cancelled') await definedJob(row.name)?.cancelled(target, row.payload, now);
  return getJob(target, id, scope);
}
