// The insights server area (docs/design/tools.md §5.1): 退货日志, the e-commerce media's refunded and returned
// orders synced from their ports (return_orders, migration 046), read inside the caller's account scope; 效果分析报告
// joins it later (effect_reports).
export { insightHandlers } from './lib/handlers';
export { dailyRange, listReturnOrders, mediaHasOrders, ORDER_MEDIA, orderAccounts, syncOrders, syncRange, type OrderAccount, type ReturnOrderFilters, type SyncOutcome } from './lib/return-orders';
export { INSIGHTS_TEXTS } from './lib/texts';
export { insightSchedules, RETURN_ORDER_SCHEDULE, returnOrdersDailyJob } from './lib/schedules';
