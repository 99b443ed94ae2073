// 监测工具's operations (tags tools-monitoring and tools-promotion-activity, docs/design/tools.md §5.2), on
// monitors.ts and promotion-activities.ts.
import { type HandlersFor, type RouteDeps, sessionOf } from '@toufang/server-http';
import { activityDays, activityOptions, getActivity, listActivities, saveActivity, type ActivityContext } from './promotion-activities';
import { getMonitor, listAlerts, listMonitors, listOptions, removeMonitor, saveMonitor, type MonitoringContext } from './monitors';

type MonitoringOperations =
  | 'listMonitorAccounts'
  | 'getMonitorAccount'
  | 'listMonitorAlerts'
  | 'listMonitorOptions'
  | 'saveMonitorAccount'
  | 'removeMonitorAccount'
  | 'listPromotionActivities'
  | 'getPromotionActivity'
  | 'listPromotionActivityDays'
  | 'listPromotionActivityOptions'
  | 'savePromotionActivity';

export function monitoringHandlers(deps: RouteDeps): HandlersFor<MonitoringOperations> {
  const context = (ctx: Parameters<typeof sessionOf>[0]): MonitoringContext => ({ db: deps.db, store: deps.metrics, session: sessionOf(ctx), now: new Date(deps.clock.now()) });
  const activities = (ctx: Parameters<typeof sessionOf>[0]): ActivityContext => ({ server: deps, session: sessionOf(ctx), now: new Date(deps.clock.now()) });
  return {
    listPromotionActivities: async (ctx) => listActivities(activities(ctx), ctx.body),
    getPromotionActivity: async (ctx) => getActivity(activities(ctx), ctx.body.id),
    listPromotionActivityDays: async (ctx) => activityDays(activities(ctx), ctx.body),
    listPromotionActivityOptions: async (ctx) => activityOptions(activities(ctx), ctx.body),
    savePromotionActivity: async (ctx) => saveActivity(activities(ctx), ctx.body),
    listMonitorAccounts: async (ctx) => listMonitors(context(ctx), ctx.body),
    getMonitorAccount: async (ctx) => getMonitor(context(ctx), ctx.body.accountId),
    listMonitorAlerts: async (ctx) => listAlerts(context(ctx), ctx.body),
    listMonitorOptions: async (ctx) => listOptions(context(ctx), ctx.body),
    saveMonitorAccount: async (ctx) => saveMonitor(context(ctx), ctx.body),
    async removeMonitorAccount(ctx) {
      await removeMonitor(context(ctx), ctx.body.accountId);
      return null;
    },
  };
}
