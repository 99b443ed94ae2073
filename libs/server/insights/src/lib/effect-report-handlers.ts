// 效果分析报告's operations (tag tools-insights, docs/design/tools.md §5.2): the pivot, its export, the pickers' options
// and each person's saved reports. Access is the route's (tools section and showPerformance), declared in the contract.
import type { EffectReportBody } from '@toufang/domain';
import { type HandlersFor, type RouteDeps, sessionOf } from '@toufang/server-http';
import { effectReport, effectReportOptions } from './effect-report';
import { exportEffectReport } from './effect-report-export';
import { listSavedReports, removeReport, saveReport } from './effect-report-saved';

type EffectReportOperations = 'queryEffectReport' | 'exportEffectReport' | 'getEffectReportOptions' | 'listEffectReports' | 'saveEffectReport' | 'removeEffectReport';

export function effectReportHandlers(deps: RouteDeps): HandlersFor<EffectReportOperations> {
  const { db } = deps;
  const now = () => new Date(deps.clock.now());
  return {
    async queryEffectReport(ctx) {
      return effectReport(deps, sessionOf(ctx), ctx.body as EffectReportBody);
    },
    async exportEffectReport(ctx) {
      return exportEffectReport(deps, sessionOf(ctx), ctx.body as EffectReportBody, now());
    },
    async getEffectReportOptions(ctx) {
      return effectReportOptions(db, sessionOf(ctx));
    },
    async listEffectReports(ctx) {
      return listSavedReports(db, sessionOf(ctx));
    },
    async saveEffectReport(ctx) {
      return saveReport(db, sessionOf(ctx), { ...ctx.body, body: ctx.body.body as EffectReportBody }, now());
    },
    async removeEffectReport(ctx) {
      await removeReport(db, sessionOf(ctx), ctx.body.id);
      return null;
    },
  };
}
