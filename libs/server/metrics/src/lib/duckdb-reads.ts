// The DuckDB store's read statements: a range's sums per object from the running totals, the filtered set
// and the page (duckdb-store.ts runs them; docs/metrics-store.md measures them).
import type { MetricsQuery } from '@toufang/server-context';
import { castDay, cumulativeScope, dialect, type Kept } from './duckdb-schema';
import { addDays, day, DIM_SELECT, DIM_SELECT_WITHOUT_ID, dimensionConditions, indicatorsSql, int, orderBySql, pageSql, sortTermsSql, SUM_COLUMNS, zeroPasses } from './sql';

export type RangeSums =
  /** Nothing is kept in the range: every sum is 0. */
  | null
  /** The range ends at the horizon: the totals in `objects` less this day's running totals (`f`). */
  | { before: string }
  /** Otherwise: this SELECT of okey and the sum columns. */
  | { sql: string };

/** How the range's sums per object come from the running totals. */
export function rangeSums(kept: Kept, q: Pick<MetricsQuery, 'customerId' | 'media' | 'level' | 'from' | 'to' | 'accountIds'>): RangeSums {
  if (kept.horizon === null) return null;
  const from = kept.prunedBefore !== null && kept.prunedBefore > day(q.from) ? kept.prunedBefore : day(q.from);
  const to = day(q.to) < kept.horizon ? q.to : kept.horizon;
  if (from > to) return null;
  const before = castDay(addDays(from, -1));
  if (to === kept.horizon) return { before };
  const diff = SUM_COLUMNS.map((c) => `t.${c} - coalesce(f.${c}, 0) AS ${c}`).join(', ');
  return {
    sql: `SELECT t.okey AS okey, ${diff}
    FROM (SELECT * FROM cumulative t WHERE t.day = ${castDay(to)} AND ${cumulativeScope('t', q)}) t
    LEFT JOIN (SELECT * FROM cumulative f WHERE f.day = ${before} AND ${cumulativeScope('f', q)}) f ON f.okey = t.okey`,
  };
}

/** Every object passing the filters: okey, the sort columns (the id too, unless `withId` is false) and the range's sums. */
export function filteredSql(kept: Kept, q: Omit<MetricsQuery, 'sort' | 'offset' | 'limit'>, withId = true): string {
  const dimSelect = withId ? DIM_SELECT : DIM_SELECT_WITHOUT_ID;
  const range = rangeSums(kept, q);
  const rules = indicatorsSql(q.indicators);
  const dims = dimensionConditions(dialect, q).join(' AND ');
  if (range !== null && 'before' in range) {
    // One join: each object's total at the horizon less its total the day before the range (none: 0).
    const sums = SUM_COLUMNS.map((c) => `o.h_${c} - coalesce(f.${c}, 0) AS ${c}`).join(', ');
    return `SELECT * FROM (SELECT ${dimSelect}, ${sums} FROM objects o
      LEFT JOIN (SELECT okey, ${SUM_COLUMNS.join(', ')} FROM cumulative f WHERE f.day = ${range.before} AND ${cumulativeScope('f', q)}) f ON f.okey = o.okey
      WHERE ${dims}) f ${rules ? `WHERE ${rules}` : ''}`;
  }
  const sums = range === null ? null : range.sql;
  const coalesced = SUM_COLUMNS.map((c) => (sums ? `coalesce(s.${c}, 0) AS ${c}` : `CAST(0 AS BIGINT) AS ${c}`)).join(', ');
  // When an object without figures cannot pass the rules, apply them before the join (fewer rows to join).
  const inner = sums !== null && rules !== null && !zeroPasses(q.indicators);
  const join = sums === null ? '' : inner ? `JOIN (SELECT * FROM (${sums}) s WHERE ${rules}) s ON s.okey = o.okey` : `LEFT JOIN (${sums}) s ON s.okey = o.okey`;
  return `SELECT * FROM (SELECT ${dimSelect}, ${coalesced} FROM objects o ${join} WHERE ${dims}) f
    ${rules ? `WHERE ${rules}` : ''}`;
}

/**
 * The page's statement. When indicator rules narrow the set (an object without figures cannot pass), the
 * page's candidates are picked by rank of the sort key first (ties kept, so the id still decides among
 * them) and only their ids are read: reading and carrying every object's id cost more than the rest of
 * the page. Without rules the set is every object, and a top-N over it is cheaper than ranking it.
 */
export function pageStatement(kept: Kept, q: MetricsQuery): string {
  const totals = SUM_COLUMNS.map((c) => `CAST(sum(${c}) OVER () AS BIGINT) AS t_${c}`).join(', ');
  const columns = `object_id, ${SUM_COLUMNS.join(', ')}, n, ${SUM_COLUMNS.map((c) => `t_${c}`).join(', ')}`;
  if (indicatorsSql(q.indicators) === null || zeroPasses(q.indicators)) {
    return `SELECT ${columns} FROM (SELECT *, count(*) OVER () AS n, ${totals} FROM (${filteredSql(kept, q)}) f)
      ORDER BY ${orderBySql(dialect, q.sort)} ${pageSql(q)}`;
  }
  const last = int(q.offset + q.limit);
  return `SELECT ${columns} FROM (
      SELECT o.object_id AS object_id, p.* EXCLUDE (okey) FROM (
        SELECT *, count(*) OVER () AS n, ${totals}, rank() OVER (ORDER BY ${sortTermsSql(dialect, q.sort)}) AS r
        FROM (${filteredSql(kept, q, false)}) f QUALIFY r <= ${last}) p
      JOIN objects o ON o.okey = p.okey)
    ORDER BY ${orderBySql(dialect, q.sort)} ${pageSql(q)}`;
}
