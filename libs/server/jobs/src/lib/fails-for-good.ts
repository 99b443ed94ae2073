// Whether an attempt's error ends its job for good: what a handler asks before it reports the end of the
// work it stood for (a push, an edit) rather than leaving it to the next attempt.
import { JobFailure, type JobContext } from './define';
import { getJob } from './queue';

/**
 * Whether the worker will give this job up on this error (as worker.ts decides: a JobFailure without retry,
 * or the last attempt); a cancelled job or a lost lease is not this attempt's failure to report.
 */
export async function failsForGood(job: JobContext<unknown, unknown>, error: unknown): Promise<boolean> {
  if (job.signal.aborted) return false;
  if (error instanceof JobFailure && !error.retry) return true;
  const row = await getJob(job.db, job.jobId, { companyId: job.companyId ?? 0 });
  return row !== undefined && job.attempt >= row.maxAttempts;
}
