// The metrics store's schedule: the hourly sync of every account's figures. Imported by main.ts only (like
// accounts/schedules.ts), so that tests tick no schedule they did not ask for.
import { defineSchedule } from '@toufang/server-jobs';
import { METRICS_SCHEDULE, metricsHourlyJob } from './metrics-jobs';

export const metricsSchedules = [
  defineSchedule('metrics.sync-hourly', metricsHourlyJob, { everyMs: METRICS_SCHEDULE.EVERY_MS, offsetMs: METRICS_SCHEDULE.OFFSET_MS, payload: () => ({}) }),
];
