// The material figures' SQL both engines share (issue 20, 素材汇总): one row per account copy of a desk
// material (the media's material id) and China day, with the four sums the material report gives and the
// ads using it. A range's figures per MD5 sum the days; its ads take each copy's most on one day, summed
// over the copies (docs/decisions.md, "Material figures").
import { ZERO_SUMS, type BaseSums } from '@toufang/domain';
import type { MaterialFiguresQuery, MaterialMetricRow } from '@toufang/server-context';
import { day, int, type Dialect } from './sql';

/** The stored sum columns, in the order of MATERIAL_SUM_KEYS (cost in whole 分). */
export const MATERIAL_SUM_KEYS = ['cost', 'show', 'click', 'convert'] as const;
export const MATERIAL_SUM_COLUMNS = ['m_cost', 'm_show', 'm_click', 'm_convert'] as const;

/** The stored values of a row's sums. */
export const materialStored = (row: MaterialMetricRow): number[] => [Math.round(row.sums.cost * 100), Math.round(row.sums.show), Math.round(row.sums.click), Math.round(row.sums.convert)];

/** Stored values back to base sums (the rest 0). */
export function materialSumsOf(values: readonly unknown[]): BaseSums {
  return { ...ZERO_SUMS, cost: Number(values[0] ?? 0) / 100, show: Number(values[1] ?? 0), click: Number(values[2] ?? 0), convert: Number(values[3] ?? 0) };
}

/** A query's WHERE on the table (alias-free), plus `extra` conditions of the engine. */
export function materialWhere(d: Dialect, q: MaterialFiguresQuery, extra: readonly string[] = []): string {
  const parts = [`customer_id = ${int(q.customerId)}`, `day >= ${d.str(day(q.from))}`, `day <= ${d.str(day(q.to))}`, ...extra];
  if (q.media) parts.push(q.media.length === 0 ? '1 = 0' : `media IN (${q.media.map((m) => d.str(m)).join(', ')})`);
  if (q.md5s) parts.push(q.md5s.length === 0 ? '1 = 0' : `md5 IN (${q.md5s.map((m) => d.str(m)).join(', ')})`);
  return parts.join(' AND ');
}

/** Per MD5: the range's sums and the ads (each copy's most, summed); MD5s with nothing left out. */
export function materialFiguresSql(table: string, where: string): string {
  const sums = MATERIAL_SUM_COLUMNS.map((c) => `sum(${c}) AS ${c}`).join(', ');
  return `SELECT md5, ${MATERIAL_SUM_COLUMNS.map((c) => `sum(${c})`).join(', ')}, sum(ads) FROM (
      SELECT md5, media, account_id, media_material_id, ${sums}, max(ads) AS ads FROM ${table} WHERE ${where}
      GROUP BY md5, media, account_id, media_material_id
    ) GROUP BY md5 HAVING ${MATERIAL_SUM_COLUMNS.map((c) => `sum(${c}) <> 0`).join(' OR ')} ORDER BY md5`;
}
