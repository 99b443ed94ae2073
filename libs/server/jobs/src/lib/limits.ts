// Every number the job queue runs on, in one place. None comes from the product spec (it describes no
// background work); each is this project's choice, recorded in docs/decisions.md (durable jobs).
export const JOB_LIMITS = {
  /** Attempts before a job fails for good, unless its definition says otherwise. */
  MAX_ATTEMPTS: 5,
  /** The wait before the first retry; each further retry waits twice as long … */
  BACKOFF_BASE_MS: 10_000,
  /** … but never longer than this (a media's per-minute lock-out is over long before). */
  BACKOFF_CAP_MS: 30 * 60_000,
  /** A running job whose worker has not reported for this long is presumed dead and taken over. */
  LEASE_MS: 60_000,
  /** A running worker renews its leases this often (three chances before the lease runs out). */
  HEARTBEAT_MS: 20_000,
  /** An idle worker looks for due jobs this often. */
  POLL_MS: 2_000,
  /** Jobs one server process runs at once (the reference machine has two cores). */
  CONCURRENCY: 2,
  /** How long stopping the server waits for running jobs before leaving them to their leases. */
  STOP_GRACE_MS: 10_000,
  /** The progress step text the task centre shows in one line. */
  STEP_TEXT_MAX: 64,
  /** Per-item errors kept per job; a job failing on more items keeps the first ones. */
  ITEM_ERRORS_MAX: 1_000,
  /** Finished jobs (succeeded, failed, cancelled) are deleted this long after they finished. */
  RETENTION_MS: 30 * 24 * 60 * 60_000,
  /** The largest page of listJobs (the widget library's largest page size, widgets spec §9). */
  LIST_SIZE_MAX: 200,
} as const;

/** The wait before retry number `attempt` (1 = the retry after the first failed attempt): exponential, capped. */
export function retryDelayMs(attempt: number, base = JOB_LIMITS.BACKOFF_BASE_MS, cap = JOB_LIMITS.BACKOFF_CAP_MS): number {
  return Math.min(cap, base * 2 ** Math.max(0, attempt - 1));
}
