// 定时报表推送's server area (docs/design/tools.md §4, §5): push rules and their channels, the table each sends
// (today so far beside yesterday at the same hour, from the metrics store), test sends, the delivery log, the
// local receivers' inbox, and the schedule that sends each rule at its minute (registered by apps/api main.ts).
export { reportPushHandlers } from './lib/handlers';
export { reportPushSchedules, enqueueDueSends, pushSendJob, pushTickJob, PUSH_TICK_MS } from './lib/schedule';
export { sendRule, testSend, ruleForTable, TEST_SEND_INTERVAL_MS } from './lib/send';
export { buildPushContent, planLevelOf, PUSH_TABLE_ROWS } from './lib/table';
export { nextSendAfter, sendTimesOf, requestedMinutes, PUSH_DIMENSIONS_OFFERED, type StoredPushBody } from './lib/body';
export { receiverWebhooks } from './lib/rules';
export { REPORT_PUSH_TEXTS } from './lib/texts';
