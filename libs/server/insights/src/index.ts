// The insights server area (docs/design/tools.md §5.1): 退货日志, the e-commerce media's refunded and returned
// orders synced from their ports (return_orders, migration 046), read inside the caller's account scope; and 效果分析报告,
// the metrics store's pivot across media with each person's saved reports (effect_reports).
export { insightHandlers } from './lib/handlers';
export { dailyRange, listReturnOrders, mediaHasOrders, ORDER_MEDIA, orderAccounts, syncOrders, syncRange, type OrderAccount, type ReturnOrderFilters, type SyncOutcome } from './lib/return-orders';
export { INSIGHTS_TEXTS } from './lib/texts';
export { insightSchedules, RETURN_ORDER_SCHEDULE, returnOrdersDailyJob } from './lib/schedules';
export { effectReportHandlers } from './lib/effect-report-handlers';
export { effectReport, effectReportOptions, scopedAccounts, type EffectReportAnswer, type ReportScope } from './lib/effect-report';
export { EFFECT_REPORT_LIST_ID, exportEffectReport, reportHeaders } from './lib/effect-report-export';
export { listSavedReports, removeReport, saveReport } from './lib/effect-report-saved';
