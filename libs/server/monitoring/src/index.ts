// 监测工具's server area (docs/design/tools.md §5): the 监测账户 pages' reads and writes over the account monitors
// (media_account_monitors, media_account_alerts); the alert check itself is the accounts area's raiseMonitorAlerts.
// 推广活动: the watched monitoring activities, their daily figures from the media (promotion-activities.ts).
export { monitoringHandlers } from './lib/handlers';
export { MONITORING_TEXTS } from './lib/texts';
export { monitoringSchedules, activitiesDailyJob } from './lib/activity-schedules';
export { ACTIVITY_MEDIA, monitoringOf, syncActivities, syncRangeOf, urlsOf, watchedTargets, type ActivitySyncOutcome } from './lib/promotion-activities';
