// 监测工具's operations (tag tools-monitoring, docs/design/tools.md §5.2), on monitors.ts.
import { type HandlersFor, type RouteDeps, sessionOf } from '@toufang/server-http';
import { getMonitor, listAlerts, listMonitors, listOptions, removeMonitor, saveMonitor, type MonitoringContext } from './monitors';

type MonitoringOperations = 'listMonitorAccounts' | 'getMonitorAccount' | 'listMonitorAlerts' | 'listMonitorOptions' | 'saveMonitorAccount' | 'removeMonitorAccount';

export function monitoringHandlers(deps: RouteDeps): HandlersFor<MonitoringOperations> {
  const context = (ctx: Parameters<typeof sessionOf>[0]): MonitoringContext => ({ db: deps.db, store: deps.metrics, session: sessionOf(ctx), now: new Date(deps.clock.now()) });
  return {
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
