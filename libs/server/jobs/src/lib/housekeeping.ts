// The queue's own housekeeping: finished jobs are deleted a while after they finished, once a day at
// midnight China time. (The audit trail is never pruned: undo and rule logs read it.)
import { sqlOn } from '@toufang/server-db';
import { defineJob } from './define';
import { defineSchedule } from './schedule';
import { JOB_LIMITS } from './limits';

const DAY_MS = 24 * 60 * 60_000;
/** Midnight China time (UTC+8) is 16:00 UTC. */
const CHINA_MIDNIGHT_OFFSET_MS = 16 * 60 * 60_000;

export const pruneFinishedJobs = defineJob<null, { deleted: number }>('jobs.prune', { title: '清理已结束的任务', background: true }, async (context) => {
  const before = new Date(context.now().getTime() - JOB_LIMITS.RETENTION_MS);
  const result = await sqlOn(context.db)
    .deleteFrom('jobs')
    .where('state', 'in', ['succeeded', 'failed', 'cancelled'])
    .where('finished_at', '<', before)
    .executeTakeFirst();
  return { deleted: Number(result.numDeletedRows) };
});

export const pruneFinishedJobsDaily = defineSchedule('jobs.prune-daily', pruneFinishedJobs, {
  everyMs: DAY_MS,
  offsetMs: CHINA_MIDNIGHT_OFFSET_MS,
  payload: () => null,
});
