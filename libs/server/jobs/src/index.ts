// Durable jobs in PostgreSQL (or PGlite): define a job type, enqueue it (inside your transaction if you
// like), read and cancel it; the server's worker runs it. See worker.ts for how once-only is kept.
export { type Clock, type ManualClock, manualClock, systemClock } from '@toufang/server-context';
export { type AnyJobDefinition, type JobContext, type JobDefinition, type JobHandler, type JobOptions, defineJob, definedJobs, JobFailure } from './lib/define';
export { type ScheduleDefinition, defineSchedule, definedSchedules, periodStart, SCHEDULE_ACTOR_NAME } from './lib/schedule';
export { presentJobs, syncPresenter, type JobFacts, type JobPresenter, type JobType, type RetryCaller } from './lib/presenters';
export { jobHandlers, type JobHandlerOptions } from './lib/handlers';
export { failsForGood } from './lib/fails-for-good';
export { escapeHtml, failureListHtml, outcomeCounts, type TaskFailure } from './lib/task-message';
export { pruneFinishedJobs, pruneFinishedJobsDaily } from './lib/housekeeping';
export { JOB_LIMITS, retryDelayMs } from './lib/limits';
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
  runJobSooner,
} from './lib/queue';
export type { JobItemError, JobState, JobTables } from '@toufang/server-db';
export { createWorker, JobCancelled, LeaseLost, type Worker, type WorkerLog, type WorkerOptions, WORKER_TEXTS } from './lib/worker';
