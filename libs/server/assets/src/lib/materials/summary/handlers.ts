// 素材汇总's operations (tag material): the summary and its trend, both for people with isShowPerformance
// (their x-access says so, and the access check refuses the others before a handler runs).
import { sessionOf, type HandlersFor, type RouteDeps } from '@toufang/server-http';
import { fileLinks } from '../file-links';
import { figureRange } from './figures';
import { materialSummary, materialSummaryTrend } from './summary';

export function materialSummaryHandlers(deps: RouteDeps): HandlersFor<'getMaterialSummary' | 'getMaterialSummaryTrend'> {
  const { db, metrics, clock } = deps;
  const links = fileLinks(deps.storage, deps.partnerSecret);
  const rangeOf = (q: { from?: string; to?: string }) => figureRange({ figureFrom: q.from, figureTo: q.to }, clock.now());
  return {
    async getMaterialSummary(ctx) {
      const session = sessionOf(ctx);
      return materialSummary(db, metrics, links, session, ctx.body, rangeOf(ctx.body));
    },
    async getMaterialSummaryTrend(ctx) {
      const session = sessionOf(ctx);
      return materialSummaryTrend(db, metrics, session, ctx.body, rangeOf(ctx.body));
    },
  };
}
