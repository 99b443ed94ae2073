// The worker: claims due jobs, runs their handlers under a lease, retries with back-off, and enqueues the
// schedules' jobs once per period. Any number of workers, in one process or in several sharing one
// PostgreSQL, run each job once: a claim is one UPDATE over SELECT … FOR UPDATE SKIP LOCKED, and every
// later write of a run names the claim it belongs to, so a worker that lost its lease changes nothing.
// (A queue of our own rather than pg-boss or graphile-worker: both take their times from the database's
// now(), so retries and leases could only be tested by waiting; see docs/decisions.md.)
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { actorFromColumns } from '@toufang/server-audit';
import type { ServerContext, Clock } from '@toufang/server-context';
import { sqlOn, type JobState, type Queryable } from '@toufang/server-db';
import { type AnyJobDefinition, type ContextMaker, definedJobs, JobFailure } from './define';
import { definedSchedules, periodStart, type ScheduleDefinition } from './schedule';
import { JOB_LIMITS, retryDelayMs } from './limits';
import type { JobRow } from './queue';

/** The worker's words for a job it had to end itself (shown as the job's error in the task centre). */
export const WORKER_TEXTS = {
  INTERRUPTED: '任务执行中断（服务重启或超时），已达最大尝试次数',
  FAILED_PREFIX: '任务执行出错：',
  FAILED: '任务执行出错',
  UNKNOWN_JOB: '未知的任务类型',
} as const;

/** Thrown inside a handler when its job was taken over by another worker; the run just stops. */
export class LeaseLost extends Error {
  constructor() {
    super('任务已由其他进程接管');
    this.name = 'LeaseLost';
  }
}

/** Thrown inside a handler when its job was cancelled; the job ends as cancelled. */
export class JobCancelled extends Error {
  constructor() {
    super('任务已取消');
    this.name = 'JobCancelled';
  }
}

export interface WorkerLog {
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

const silent: WorkerLog = { warn: () => undefined, error: () => undefined };

export interface WorkerOptions {
  /** The job types this worker runs (default: every type defined when it looks for work). */
  jobs?: readonly AnyJobDefinition[];
  /** The schedules this worker ticks (default: every schedule defined). */
  schedules?: readonly ScheduleDefinition[];
  /** The worker's time (default: the context's clock). */
  clock?: Clock;
  /** Names this worker in the leases it holds (default: host, process and a random part). */
  workerId?: string;
  concurrency?: number;
  leaseMs?: number;
  /** How often a running job's lease is renewed; false: only when the handler reports (tests). */
  heartbeatMs?: number | false;
  pollMs?: number;
  /** The wait before retry number n (default: exponential from 10 s, capped at 30 min). */
  retryDelay?: (attempt: number) => number;
  log?: WorkerLog;
}

export interface Worker {
  readonly id: string;
  /** Ticks the schedules, claims up to `concurrency` due jobs and runs them to the end; answers how many. */
  runOnce(): Promise<number>;
  /** Keeps looking for work every pollMs until stop(). */
  start(): void;
  /** Stops looking for work and waits (a while) for the running jobs. */
  stop(): Promise<void>;
}

interface Run {
  readonly row: JobRow;
  readonly claim: string;
  readonly controller: AbortController;
  cancelled: boolean;
}

function errorText(error: unknown): string {
  if (error instanceof JobFailure) return error.message;
  if (error instanceof Error && error.message) return WORKER_TEXTS.FAILED_PREFIX + error.message;
  return WORKER_TEXTS.FAILED;
}

/** Cuts a text to at most max characters (whole code points, so no Chinese character is split). */
function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

/** A worker over the server's context (its database, and the services its jobs reach as job.server). */
export function createWorker(context: ServerContext, options: WorkerOptions = {}): Worker {
  const db = context.db;
  const clock = options.clock ?? context.clock;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const concurrency = options.concurrency ?? JOB_LIMITS.CONCURRENCY;
  const leaseMs = options.leaseMs ?? JOB_LIMITS.LEASE_MS;
  const heartbeatMs = options.heartbeatMs ?? JOB_LIMITS.HEARTBEAT_MS;
  const pollMs = options.pollMs ?? JOB_LIMITS.POLL_MS;
  const retryDelay = options.retryDelay ?? retryDelayMs;
  const log = options.log ?? silent;

  const inFlight = new Set<Promise<void>>();
  const runs = new Set<Run>();
  const lastPeriod = new Map<string, number>();
  let claims = 0;
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const jobTypes = () => new Map((options.jobs ?? definedJobs()).map((job) => [job.name, job]));
  const leaseFrom = (now: Date) => new Date(now.getTime() + leaseMs);

  async function tickSchedules(): Promise<void> {
    const now = new Date(clock.now());
    for (const schedule of options.schedules ?? definedSchedules()) {
      const start = periodStart(now, schedule.everyMs, schedule.offsetMs);
      // Remembered only to spare the database a conflicting insert every poll; the dedupe key decides.
      if (lastPeriod.get(schedule.name) === start.getTime()) continue;
      try {
        await schedule.enqueueFor(db, start, now);
        lastPeriod.set(schedule.name, start.getTime());
      } catch (error) {
        log.error({ err: error, schedule: schedule.name }, 'schedule could not enqueue its job');
      }
    }
  }

  /** Takes up to `limit` due jobs: queued ones whose time has come, running ones whose lease expired. */
  async function claim(limit: number, names: readonly string[]): Promise<{ rows: JobRow[]; claim: string }> {
    const claimId = `${workerId}#${++claims}`;
    if (limit <= 0 || names.length === 0) return { rows: [], claim: claimId };
    const now = new Date(clock.now());
    const rows = await sqlOn(db)
      .updateTable('jobs')
      .set((eb) => ({
        state: 'running',
        attempts: eb('attempts', '+', 1),
        lease_owner: claimId,
        lease_until: leaseFrom(now),
        started_at: eb.fn.coalesce('started_at', sql<Date>`${now}::timestamptz`),
        updated_at: now,
      }))
      .where((eb) =>
        eb(
          'id',
          'in',
          eb
            .selectFrom('jobs as due')
            .select('due.id')
            .where('due.name', 'in', names)
            .where((due) =>
              due.or([
                due.and([due('due.state', '=', 'queued'), due('due.run_at', '<=', now)]),
                due.and([due('due.state', '=', 'running'), due('due.lease_until', '<', now)]),
              ]),
            )
            .orderBy('due.run_at')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        ),
      )
      .returningAll()
      .execute();
    return { rows, claim: claimId };
  }

  /**
   * Ends a run that still holds its claim; a run that lost it changes nothing. Answers the state the job
   * ended in (the retry's CASE may end it cancelled), or undefined when nothing changed.
   */
  async function settle(
    run: Pick<Run, 'row' | 'claim'>,
    outcome: 'succeeded' | 'failed' | 'cancelled' | 'retry',
    detail: { result?: unknown; error?: string } = {},
  ): Promise<JobState | undefined> {
    const now = new Date(clock.now());
    const mine = sqlOn(db)
      .updateTable('jobs')
      .where('id', '=', run.row.id)
      .where('lease_owner', '=', run.claim)
      .where('state', '=', 'running');
    const released = { lease_owner: null, lease_until: null, updated_at: now };
    let ended: { state: JobState } | undefined;
    if (outcome === 'retry') {
      // A job cancelled while this attempt failed ends cancelled instead of waiting for its retry.
      ended = await mine
        .set((eb) => ({
          ...released,
          state: eb.case().when('cancel_requested', '=', true).then(eb.val<JobState>('cancelled')).else(eb.val<JobState>('queued')).end(),
          finished_at: eb.case().when('cancel_requested', '=', true).then(sql<Date>`${now}::timestamptz`).else(eb.ref('finished_at')).end(),
          run_at: new Date(now.getTime() + retryDelay(run.row.attempts)),
          last_error: detail.error ?? null,
        }))
        .returning('state')
        .executeTakeFirst();
    } else if (outcome === 'succeeded') {
      ended = await mine.set({ ...released, state: 'succeeded', finished_at: now, result: JSON.stringify(detail.result ?? null) }).returning('state').executeTakeFirst();
    } else {
      ended = await mine
        .set({ ...released, state: outcome, finished_at: now, ...(detail.error === undefined ? {} : { last_error: detail.error }) })
        .returning('state')
        .executeTakeFirst();
    }
    return ended?.state;
  }

  /**
   * Ends a run that may end cancelled (asked to stop, or a retry the cancel overtook) and, when it did, what
   * the job stood for with it: its type's onCancelled, once. A run that lost its claim changes nothing and
   * calls nothing (the worker that ends the job calls it). The hook runs after the end is recorded, as
   * before: one that throws is logged, and the job is not run again for it.
   */
  async function endMaybeCancelled(run: Pick<Run, 'row' | 'claim'>, job: AnyJobDefinition, outcome: 'cancelled' | 'retry', detail: { error?: string } = {}): Promise<void> {
    const state = await settle(run, outcome, detail);
    if (state === 'cancelled') await job.cancelled(db, run.row.payload, new Date(clock.now()));
  }

  async function execute(row: JobRow, claimId: string, types: Map<string, AnyJobDefinition>): Promise<void> {
    const job = types.get(row.name);
    if (!job) {
      await settle({ row, claim: claimId }, 'failed', { error: WORKER_TEXTS.UNKNOWN_JOB });
      return;
    }
    if (row.cancel_requested) return endMaybeCancelled({ row, claim: claimId }, job, 'cancelled');
    if (row.attempts > row.max_attempts) {
      await settle({ row, claim: claimId }, 'failed', { error: WORKER_TEXTS.INTERRUPTED });
      return;
    }

    const run: Run = { row, claim: claimId, controller: new AbortController(), cancelled: false };

    /** Writes to the job's row under this run's claim and renews its lease; stops the run when it may not go on. */
    async function report(target: Queryable | undefined, changes: { checkpoint?: string; progress_done?: number; progress_total?: number | null; progress_step?: string | null; itemError?: string }) {
      const now = new Date(clock.now());
      const { itemError, ...columns } = changes;
      const updated = await sqlOn(target ?? db)
        .updateTable('jobs')
        .set({ ...columns, lease_until: leaseFrom(now), updated_at: now })
        .$if(itemError !== undefined, (query) =>
          query.set({
            // Appends the item, up to the cap the table keeps.
            item_errors: sql<string>`CASE WHEN jsonb_array_length(item_errors) < ${JOB_LIMITS.ITEM_ERRORS_MAX}
              THEN item_errors || ${itemError ?? '[]'}::text::jsonb ELSE item_errors END`,
          }),
        )
        .where('id', '=', row.id)
        .where('lease_owner', '=', claimId)
        .where('state', '=', 'running')
        // A cancelled job records nothing more: the report that finds it cancelled stops the run.
        .where('cancel_requested', '=', false)
        .returning('id')
        .executeTakeFirst();
      if (updated) return;
      const mine = await sqlOn(target ?? db)
        .selectFrom('jobs')
        .select('id')
        .where('id', '=', row.id)
        .where('lease_owner', '=', claimId)
        .where('state', '=', 'running')
        .executeTakeFirst();
      run.controller.abort();
      if (!mine) throw new LeaseLost();
      run.cancelled = true;
      throw new JobCancelled();
    }

    const makeContext: ContextMaker = (payload, checkpoint) => ({
      jobId: row.id,
      name: row.name,
      payload,
      companyId: row.company_id,
      db,
      server: context,
      requestedBy: actorFromColumns(row),
      actor: { kind: 'job', jobId: row.id, name: job.title },
      attempt: row.attempts,
      checkpoint,
      signal: run.controller.signal,
      now: () => new Date(clock.now()),
      saveCheckpoint: (value, tx) => report(tx, { checkpoint: JSON.stringify(value) }),
      progress: ({ done, total, step }, tx) =>
        report(tx, {
          progress_done: Math.max(0, Math.trunc(done)),
          ...(total === undefined ? {} : { progress_total: Math.max(0, Math.trunc(total)) }),
          ...(step === undefined ? {} : { progress_step: clip(step, JOB_LIMITS.STEP_TEXT_MAX) }),
        }),
      itemFailed: (item, message, tx) => report(tx, { itemError: JSON.stringify([{ item, message }]) }),
    });

    runs.add(run);
    const heartbeat =
      heartbeatMs === false
        ? undefined
        : setInterval(() => {
            report(undefined, {}).catch((error: unknown) => {
              if (!(error instanceof LeaseLost || error instanceof JobCancelled)) {
                log.warn({ err: error, jobId: row.id }, 'job lease could not be renewed');
              }
            });
          }, heartbeatMs);
    try {
      const result = await job.run({ payload: row.payload, checkpoint: row.checkpoint }, makeContext);
      await settle(run, 'succeeded', { result });
    } catch (error) {
      if (error instanceof LeaseLost) return;
      if (run.cancelled || error instanceof JobCancelled) return await endMaybeCancelled(run, job, 'cancelled');
      const retry = !(error instanceof JobFailure) || error.retry;
      const outcome = retry && row.attempts < row.max_attempts ? 'retry' : 'failed';
      if (outcome === 'failed') log.warn({ err: error, jobId: row.id, job: row.name }, 'job failed');
      if (outcome === 'retry') await endMaybeCancelled(run, job, 'retry', { error: errorText(error) });
      else await settle(run, outcome, { error: errorText(error) });
    } finally {
      if (heartbeat) clearInterval(heartbeat);
      runs.delete(run);
    }
  }

  function track(promise: Promise<void>): Promise<void> {
    const tracked = promise
      .catch((error: unknown) => log.error({ err: error }, 'job run could not be recorded'))
      .finally(() => {
        inFlight.delete(tracked);
        wake?.();
      });
    inFlight.add(tracked);
    return tracked;
  }

  /**
   * Takes jobs people wait on first, then background jobs, which may fill every slot but one (with more
   * than one slot): a fresh desk's history backfill must not hold up the edit a user just started.
   */
  async function claimAndRun(limit: number): Promise<Promise<void>[]> {
    await tickSchedules();
    const types = jobTypes();
    const names = [...types.values()];
    const foreground = await claim(limit, names.filter((t) => !t.background).map((t) => t.name));
    const backgroundRunning = [...runs].filter((run) => types.get(run.row.name)?.background).length;
    const backgroundRoom = Math.min(limit - foreground.rows.length, concurrency - (concurrency > 1 ? 1 : 0) - backgroundRunning);
    const background = await claim(backgroundRoom, names.filter((t) => t.background).map((t) => t.name));
    return [
      ...foreground.rows.map((row) => track(execute(row, foreground.claim, types))),
      ...background.rows.map((row) => track(execute(row, background.claim, types))),
    ];
  }

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  async function pump(): Promise<void> {
    while (running) {
      let claimed = 0;
      try {
        claimed = (await claimAndRun(concurrency - inFlight.size)).length;
      } catch (error) {
        log.error({ err: error }, 'worker could not look for jobs');
      }
      if (!running) break;
      // More may be due: look again at once while slots are free; otherwise wait for a slot or the poll.
      if (claimed === 0 || inFlight.size >= concurrency) await pause(pollMs);
      wake = undefined;
    }
  }

  const settleAll = (grace: number) =>
    Promise.race([Promise.allSettled([...inFlight]).then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), grace).unref())]);

  return {
    id: workerId,
    async runOnce() {
      const started = await claimAndRun(concurrency);
      await Promise.all(started);
      return started.length;
    },
    start() {
      if (running) return;
      running = true;
      loop = pump();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      if (await settleAll(JOB_LIMITS.STOP_GRACE_MS)) return;
      // Handlers still running are told to stop; their jobs resume elsewhere when their leases expire.
      for (const run of runs) run.controller.abort();
      await settleAll(JOB_LIMITS.STOP_GRACE_MS);
    },
  };
}
