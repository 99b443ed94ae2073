// A material's figures from the metrics store (issue 20): the sums of the media's figures of its pushed
// copies, by MD5 across accounts and media (the sync's material step fills them, libs/server/metrics
// material-sync.ts). Who reads them: people with isShowPerformance (素材汇总's route needs it), within
// the material library's visibility (visibility.ts).
import type { components } from '@toufang/api/contract';
import { metricValue, type BaseSums, type MediaCode } from '@toufang/domain';
import type { MaterialFigures as StoredFigures, MetricsStore } from '@toufang/server-context';
import { forbidden, TEXTS, type SessionUser } from '@toufang/server-http';
import { figuresOf } from '../../titles/figures';

export type MaterialFigures = components['schemas']['MaterialFigures'];
export type MaterialFigureSort = components['schemas']['MaterialFigureSort'];

export { figureRange, type FigureRange } from '../../titles/figures';

/** The answer's figures of summed base metrics. */
export const materialFiguresOf = (sums: BaseSums, ads: number): MaterialFigures => figuresOf(sums, ads);

/**
 * Refuses (HTTP 403) a caller without isShowPerformance: figures are theirs only with it (shell spec §2.3's
 * showPerformance). 素材汇总's operations declare it in x-access; 素材库's list needs it only for a figure.
 */
export function requirePerformance(session: SessionUser): void {
  if (session.showPerformance !== true) throw forbidden(TEXTS.FORBIDDEN);
}

/** A figure's value for sorting (null: none, e.g. 点击率 without impressions). */
export function sortValue(key: MaterialFigureSort, f: { sums: BaseSums; ads: number }): number | null {
  if (key === 'ads') return f.ads;
  return metricValue(key, f.sums);
}

/** Ranks figures by a key; missing values last in either order, ties by MD5. */
export function rankFigures<T extends { md5: string; sums: BaseSums; ads: number }>(rows: readonly T[], key: MaterialFigureSort, order: 'asc' | 'desc'): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(key, a);
    const y = sortValue(key, b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x - y) * sign;
    }
    return a.md5 < b.md5 ? -1 : a.md5 > b.md5 ? 1 : 0;
  });
}

/** The company's materials with figures over the range (by MD5), on these media. */
export function storedFigures(store: MetricsStore, customerId: number, range: { from: string; to: string }, media?: readonly MediaCode[]): Promise<StoredFigures[]> {
  return store.materialFigures({ customerId, from: range.from, to: range.to, ...(media && media.length > 0 ? { media } : {}) });
}
