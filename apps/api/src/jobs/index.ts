// Durable jobs in PostgreSQL (or PGlite): define a job type, enqueue it (inside your transaction if you
// like), read and cancel it; the server's worker runs it. See worker.ts for how once-only is kept.
export { type Clock, type ManualClock, manualClock, systemClock } from '@toufang/server-context';
export { type AnyJobDefinition, type JobContext, type JobDefinition, type JobHandler, type JobOptions, defineJob, definedJobs, JobFailure } from './define';
export { type ScheduleDefinition, defineSchedule, definedSchedules, periodStart, SCHEDULE_ACTOR_NAME } from './schedule';
export { presentJobs, syncPresenter, type JobPresenter, type JobType } from './presenters';
export { pruneFinishedJobs, pruneFinishedJobsDaily } from './housekeeping';
export { JOB_LIMITS, retryDelayMs } from './limits';
export {
  type CompanyScope,
  type EnqueueAnswer,
  type EnqueueOptions,
  type JobPage,
  type JobSearch,
  type JobView,
  cancelJob,
  enqueue,
  getJob,
  listJobs,
  recordFinished,
} from './queue';
export type { JobItemError, JobState, JobTables } from '@toufang/server-db';
export { createWorker, JobCancelled, LeaseLost, type Worker, type WorkerLog, type WorkerOptions, WORKER_TEXTS } from './worker';
