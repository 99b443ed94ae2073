// 监测工具's server area (docs/design/tools.md §5): the 监测账户 pages' reads and writes over the account monitors
// (media_account_monitors, media_account_alerts); the alert check itself is the accounts area's raiseMonitorAlerts.
export { monitoringHandlers } from './lib/handlers';
export { MONITORING_TEXTS } from './lib/texts';
