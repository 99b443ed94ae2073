// Job types. A job type is a name, a Chinese title the task centre shows, and a handler; defineJob
// registers it so the server's worker runs every job type the server's code defines (schedules: schedule.ts).
import type { Actor } from '@toufang/server-audit';
import type { ServerContext } from '@toufang/server-context';
import type { Db, Queryable } from '@toufang/server-db';
import { JOB_LIMITS } from './limits';

/** What a handler gets: its payload, its place in the retries, and the means to resume and report. */
export interface JobContext<Payload, Checkpoint = never> {
  readonly jobId: string;
  readonly name: string;
  readonly payload: Payload;
  readonly companyId: number | null;
  /** The database the worker runs on (open transactions with db.transaction, and pass them to the reports). */
  readonly db: Db;
  /** The server's services (metrics store, media, notifier …): the context the worker was made with. */
  readonly server: ServerContext;
  /** Who asked for the job. */
  readonly requestedBy: Actor;
  /** The job itself as an actor, for the audit records of the writes it makes. */
  readonly actor: Actor;
  /** 1 on the first attempt. */
  readonly attempt: number;
  /** What an earlier, interrupted attempt saved with saveCheckpoint (undefined on a fresh start). */
  readonly checkpoint: Checkpoint | undefined;
  /** Aborted when the job is cancelled or its lease was lost; a long handler stops at the next item. */
  readonly signal: AbortSignal;
  now(): Date;
  /**
   * Saves where to resume from and renews the lease. Pass the transaction of the writes the checkpoint
   * covers, so the writes and the checkpoint commit together: an item is then done exactly once, even
   * when the worker dies right after. Throws (and so rolls that transaction back) when the job was
   * cancelled or another worker has taken it over. Inside a transaction, always pass it: on PGlite (one
   * connection) a report outside it would wait for the transaction to end, which waits for the report.
   */
  saveCheckpoint(checkpoint: Checkpoint, tx?: Queryable): Promise<void>;
  /** Reports progress (done of total, and a short Chinese step text) and renews the lease. */
  progress(progress: { done: number; total?: number; step?: string }, tx?: Queryable): Promise<void>;
  /** Records one item that failed without failing the job (shown with the job's result). */
  itemFailed(item: string, message: string, tx?: Queryable): Promise<void>;
}

export type JobHandler<Payload, Result, Checkpoint> = (context: JobContext<Payload, Checkpoint>) => Promise<Result>;

export interface JobOptions<Payload> {
  /** The Chinese name the task centre shows, e.g. 同步账户. */
  title: string;
  /** Attempts before the job fails for good (default JOB_LIMITS.MAX_ATTEMPTS). */
  maxAttempts?: number;
  /** Checks a stored payload before the handler sees it (payloads are JSON in the database). */
  parsePayload?: (raw: unknown) => Payload;
  /**
   * Work nobody waits on (syncs, backfills): such jobs never take a worker's last free slot, so an edit or
   * an export a person started does not queue behind an hour of history.
   */
  background?: boolean;
  /**
   * What the job stood for ends too when the job ends cancelled (cancelled while queued, stopped at a
   * report while it ran, found cancelled when claimed, or cancelled while an attempt failed): called once,
   * on the transaction or database that recorded the cancellation.
   */
  onCancelled?: (db: Queryable, payload: Payload, now: Date) => Promise<void>;
}

/** Builds the context of one run; the worker supplies it, typed by the definition it runs. */
export type ContextMaker = <Payload, Checkpoint>(payload: Payload, checkpoint: Checkpoint | undefined) => JobContext<Payload, Checkpoint>;

/** A job type as the worker sees it, whatever its payload, result and checkpoint types. */
export interface AnyJobDefinition {
  readonly name: string;
  readonly title: string;
  readonly maxAttempts: number;
  readonly background: boolean;
  /** Parses the stored payload and checkpoint, and runs the handler on the context made of them. */
  run(stored: { payload: unknown; checkpoint: unknown }, makeContext: ContextMaker): Promise<unknown>;
  /** The type's onCancelled over a stored payload (nothing when the type has none). */
  cancelled(db: Queryable, payload: unknown, now: Date): Promise<void>;
}

export interface JobDefinition<Payload, Result = unknown, Checkpoint = never> extends AnyJobDefinition {
  readonly handler: JobHandler<Payload, Result, Checkpoint>;
}

/**
 * A value read back from a jsonb column that this code wrote with the given type (a payload enqueue
 * type-checked, a checkpoint saveCheckpoint type-checked): the one place where stored JSON is trusted.
 */
function fromStoredJson<T>(raw: unknown): T {
  return raw as T;
}

/** A failure the handler knows will not heal by retrying (a refused authorisation, a bad payload). */
export class JobFailure extends Error {
  readonly retry: boolean;
  constructor(message: string, { retry = false }: { retry?: boolean } = {}) {
    super(message);
    this.name = 'JobFailure';
    this.retry = retry;
  }
}

const jobs = new Map<string, AnyJobDefinition>();

const JOB_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

/**
 * Defines and registers a job type. The name is stored with every job of the type, so it must never
 * change once jobs of it exist (e.g. 'media.sync-account').
 */
export function defineJob<Payload, Result = unknown, Checkpoint = never>(
  name: string,
  options: JobOptions<Payload>,
  handler: JobHandler<Payload, Result, Checkpoint>,
): JobDefinition<Payload, Result, Checkpoint> {
  if (!JOB_NAME.test(name)) throw new Error(`job name ${name} must be lowercase words joined by dots and dashes`);
  if (jobs.has(name)) throw new Error(`job ${name} is defined twice`);
  const maxAttempts = options.maxAttempts ?? JOB_LIMITS.MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error(`job ${name}: maxAttempts must be a whole number ≥ 1`);
  const parsePayload = options.parsePayload ?? fromStoredJson<Payload>;
  const definition: JobDefinition<Payload, Result, Checkpoint> = {
    name,
    title: options.title,
    maxAttempts,
    background: options.background ?? false,
    handler,
    run: ({ payload, checkpoint }, makeContext) =>
      handler(
        makeContext<Payload, Checkpoint>(
          parsePayload(payload),
          checkpoint === null || checkpoint === undefined ? undefined : fromStoredJson<Checkpoint>(checkpoint),
        ),
      ),
    cancelled: async (db, payload, now) => {
      if (options.onCancelled) await options.onCancelled(db, parsePayload(payload), now);
    },
  };
  jobs.set(name, definition);
  return definition;
}

/** The job type of a name, when one is defined. */
export function definedJob(name: string): AnyJobDefinition | undefined {
  return jobs.get(name);
}

/** Every job type defined so far. */
export function definedJobs(): AnyJobDefinition[] {
  return [...jobs.values()];
}
