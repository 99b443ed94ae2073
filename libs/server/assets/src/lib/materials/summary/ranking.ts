// 素材库's sort by a figure and its 有数据 filter (issue 20): the metrics store ranks the company's MD5s with
// figures over the window, and the list (list.ts) orders and filters by that ranking. Kept apart from the
// list's own query so its tuning does not meet this.
import type { components } from '@toufang/api/contract';
import type { MaterialFigures as StoredFigures, MetricsStore } from '@toufang/server-context';
import type { SessionUser } from '@toufang/server-http';
import { figureRange, rankFigures, requirePerformance, storedFigures, type FigureRange, type MaterialFigureSort } from './figures';

type Query = components['schemas']['MaterialListQuery'];

const FIGURE_SORTS: ReadonlySet<string> = new Set<MaterialFigureSort>(['cost', 'show', 'click', 'ctr', 'convert']);

export interface FigureRanking {
  /** Ranked by the asked figure and order when `sorted`; otherwise every MD5 with figures, unordered. */
  md5s: string[];
  sorted: boolean;
  byMd5: ReadonlyMap<string, StoredFigures>;
  range: FigureRange;
}

/** The ranking a list query needs (a figure sort or hasFigures), or null; needs isShowPerformance. */
export async function materialRanking(store: MetricsStore, session: SessionUser, q: Query, now: number): Promise<FigureRanking | null> {
  const sorted = q.sort !== undefined && FIGURE_SORTS.has(q.sort);
  if (!sorted && q.hasFigures === undefined) return null;
  requirePerformance(session);
  const range = figureRange(q, now);
  const figures = await storedFigures(store, session.customerId, range);
  const ranked = sorted ? rankFigures(figures, q.sort as MaterialFigureSort, q.order === 'asc' ? 'asc' : 'desc') : figures;
  return { md5s: ranked.map((f) => f.md5), sorted, byMd5: new Map(figures.map((f) => [f.md5, f])), range };
}
