// The jobs a person follows (任务中心, a bulk edit's or an export's progress): typed calls and a hook that
// polls one job until it ends. In libs/api, not a kit: every feature library and kit shows jobs, and only
// libs/api may be depended on by all of them (docs/decisions.md).
import { useQuery } from '@tanstack/react-query';
import { isJobFinished, JOB_LIST_IDLE_POLL_MS, JOB_POLL_MS } from '@toufang/domain';
import type { Schemas } from '../../contract';
import { defineMutation, defineQuery } from '../query-helpers';

export type Job = Schemas['Job'];
export type JobQueryBody = Schemas['JobQuery'];

/** Every job query (search and single): `invalidateQueries({ predicate: isJobQuery })` after cancel and retry. */
export const isJobQuery = (query: { queryKey: readonly unknown[] }): boolean => String(query.queryKey[0]).startsWith('/api/job/');

/** POST /api/job/search → one page of the jobs the caller may see, newest first. */
export const jobsSearchQuery = (body: JobQueryBody) => defineQuery('post', '/api/job/search', { body });

/** POST /api/job/get → one job, with a fresh single-use download link for its starter's ready export. */
export const jobQuery = (jobId: string) => defineQuery('post', '/api/job/get', { body: { jobId } });

/** POST /api/job/cancel {jobId}: queued → 已取消 at once; running → stops at its next step. */
export const cancelJobMutation = defineMutation('/api/job/cancel');

/** POST /api/job/retry {jobId} → the new job that runs the failed part again. */
export const retryJobMutation = defineMutation('/api/job/retry');

/**
 * The refetchInterval of an open job list: quickly while a shown job is unfinished, slowly otherwise, so that
 * jobs started elsewhere appear too.
 */
export function jobListPollInterval(jobs: readonly Pick<Job, 'state'>[] | undefined, everyMs = JOB_POLL_MS, idleMs = JOB_LIST_IDLE_POLL_MS): number {
  return jobPollInterval(jobs, everyMs) || idleMs;
}

/** Poll while unfinished: the refetchInterval of a query answering one job or a page of them. */
export function jobPollInterval(jobs: readonly Pick<Job, 'state'>[] | undefined, everyMs = JOB_POLL_MS): number | false {
  if (!jobs) return false;
  return jobs.some((job) => !isJobFinished(job.state)) ? everyMs : false;
}

/**
 * Follows one job until it ends: asks every JOB_POLL_MS while it is queued or running, then stops. A null
 * id asks nothing (the caller has no job yet).
 */
export function useJob(jobId: string | null, { everyMs = JOB_POLL_MS }: { everyMs?: number } = {}) {
  return useQuery({
    ...jobQuery(jobId ?? ''),
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const job = query.state.data;
      return job ? jobPollInterval([job], everyMs) : false;
    },
  });
}
