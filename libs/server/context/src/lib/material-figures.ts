// What the port's material figures mean, in plain TypeScript over the rows: the memory store answers with
// it, and the engines' contract suite checks DuckDB and ClickHouse against it (store.contract-suite.ts).
import { addSums, chinaDatesBetween, ZERO_SUMS, type BaseSums } from '@toufang/domain';
import type { MaterialFigures, MaterialFiguresQuery, MaterialMetricRow } from './metrics-port';

/** The rows a query reads. */
export function materialRowsIn(rows: Iterable<MaterialMetricRow>, q: MaterialFiguresQuery): MaterialMetricRow[] {
  const media = q.media ? new Set(q.media) : null;
  const md5s = q.md5s ? new Set(q.md5s) : null;
  return [...rows].filter((r) => r.customerId === q.customerId && r.day >= q.from && r.day <= q.to && (!media || media.has(r.media)) && (!md5s || md5s.has(r.md5)));
}

const hasFigures = (s: BaseSums) => s.cost !== 0 || s.show !== 0 || s.click !== 0 || s.convert !== 0;

/** The port's materialFigures over plain rows. */
export function materialFiguresOf(rows: Iterable<MaterialMetricRow>, q: MaterialFiguresQuery): MaterialFigures[] {
  const byMd5 = new Map<string, { sums: BaseSums; ads: Map<string, number> }>();
  for (const row of materialRowsIn(rows, q)) {
    const entry = byMd5.get(row.md5) ?? { sums: ZERO_SUMS, ads: new Map<string, number>() };
    entry.sums = addSums(entry.sums, row.sums);
    const copy = `${row.media}|${row.accountId}|${row.mediaMaterialId}`;
    entry.ads.set(copy, Math.max(entry.ads.get(copy) ?? 0, row.ads));
    byMd5.set(row.md5, entry);
  }
  return [...byMd5]
    .filter(([, e]) => hasFigures(e.sums))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([md5, e]) => ({ md5, sums: e.sums, ads: [...e.ads.values()].reduce((a, b) => a + b, 0) }));
}

/** The port's materialTrend over plain rows. */
export function materialTrendOf(rows: Iterable<MaterialMetricRow>, q: MaterialFiguresQuery): { time: string; sums: BaseSums }[] {
  const byDay = new Map<string, BaseSums>();
  for (const row of materialRowsIn(rows, q)) byDay.set(row.day, addSums(byDay.get(row.day) ?? ZERO_SUMS, row.sums));
  return chinaDatesBetween(q.from, q.to).map((time) => ({ time, sums: byDay.get(time) ?? ZERO_SUMS }));
}

/** The key a material's day is stored under (a later write of the same key replaces it). */
export const materialRowKey = (r: Pick<MaterialMetricRow, 'customerId' | 'media' | 'accountId' | 'mediaMaterialId' | 'day'>) =>
  `${r.customerId}|${r.media}|${r.accountId}|${r.mediaMaterialId}|${r.day}`;
