// 推广活动's daily sync (docs/design/tools.md §5.1): at 04:40 China time every watched activity's figures of today
// and the 7 days before are fetched again from its media and replace the days the desk held (a media revises
// yesterday's conversions as late attributions arrive). Resumable by the last account done; handed to the worker
// by main.ts only, so that tests tick no schedule they did not ask for.
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@toufang/domain';
import { defineJob, defineSchedule } from '@toufang/server-jobs';
import { syncActivities, syncRangeOf, watchedTargets } from './promotion-activities';

export const ACTIVITY_SCHEDULE = {
  EVERY_MS: DAY_MS,
  // 04:40 China time (UTC+8): 20:40 UTC the day before; ten minutes after the return orders' sync.
  OFFSET_MS: 20 * HOUR_MS + 40 * MINUTE_MS,
} as const;

export const activitiesDailyJob = defineJob<Record<string, never>, { activities: number; days: number }, { afterAccountId: number; activities: number; days: number }>(
  'promotion-activities.sync-daily',
  { title: '每日同步推广活动数据', background: true },
  async (job) => {
    let { afterAccountId, activities, days } = job.checkpoint ?? { afterAccountId: 0, activities: 0, days: 0 };
    const range = syncRangeOf(job.now());
    const targets = await watchedTargets(job.db, afterAccountId);
    const accounts = [...new Set(targets.map((t) => t.accountId))];
    for (const [done, accountId] of accounts.entries()) {
      if (job.signal.aborted) break;
      // An account its media refuses now waits for the next day (or a save that syncs it).
      const outcome = await syncActivities(job.server, targets.filter((t) => t.accountId === accountId), range, job.now());
      activities += outcome.activities;
      days += outcome.days;
      afterAccountId = accountId;
      await job.saveCheckpoint({ afterAccountId, activities, days });
      await job.progress({ done: done + 1, total: accounts.length, step: '同步推广活动数据' });
    }
    return { activities, days };
  },
);

export const monitoringSchedules = [
  defineSchedule('promotion-activities.sync-daily', activitiesDailyJob, { everyMs: ACTIVITY_SCHEDULE.EVERY_MS, offsetMs: ACTIVITY_SCHEDULE.OFFSET_MS, payload: () => ({}) }),
];
