// Media accounts: the authorisation flow, import, list, edits, groups, upload, the hourly sync and token
// renewal, the delivery objects' sync, and the metrics sync job over the accounts (the store and the sync
// itself are @toufang/server-metrics').
export { type AccountContext } from './lib/accounts';
export { accountsByIds, refreshAccounts, type AccountRow } from './lib/account-sync';
export { accountHandlers, type AccountHandlerOptions, type MediaAccountOperation } from './lib/handlers';
export { syncDeliveryObjects, latestPerObject, storeBindings, type ObjectSyncResult } from './lib/delivery-objects';
export { syncAccountsJob, type SyncAccountsPayload } from './lib/jobs';
export { accountSchedules } from './lib/schedules';
export { enqueueMetricsSync, metricsSyncJob, metricsHourlyJob, type MetricsSyncPayload } from './lib/metrics-jobs';
export { metricsSchedules } from './lib/metrics-schedules';
export { readUpload, type UploadRow, type UploadError } from './lib/upload';
export { readFirstSheet, UploadUnreadable } from './lib/xlsx-read';
export { ACCOUNT_TEXTS, ACCOUNT_LIMITS } from './lib/texts';
export { ALERT_TEXTS, alertMessage, raiseMonitorAlerts } from './lib/monitor-alerts';
export { readMonitoredAccounts, todaySums, type MonitoredAccount } from './lib/monitor-figures';
export { renderAwemeConsentPage, renderConsentRefusal } from './lib/consent-page';
