// The ClickHouse store's reads for the tools (design tools §5.1): every object's sums over a window,
// streamed over HTTP a row at a time and handed on in chunks, and the effect report's pivot. The same
// answers as the DuckDB store's (duckdb-tool-reads.ts); the shared suite holds both to them.
import type { HourSliceSums, HourSlicesQuery, PivotAnswer, PivotQuery, WindowSumsQuery, WindowSumsRow } from '@toufang/server-context';
import { dimensionConditions, int, namePartsConditions, SUM_COLUMNS, sumsFromStored, type Dialect } from './sql';
import { checkHourSlices, chunksOf, hourSlicesAnswer, hourWindowSql, NO_PIVOT, pivotAnswer, pivotKeyColumns, pivotPlan, pivotSourceSql, refuseBeforePrune, windowBounds } from './tool-reads';

export interface ClickHouseToolReadContext {
  dialect: Dialect;
  rows(sql: string): Promise<unknown[][]>;
  /** The rows of a statement as they arrive (FORMAT JSONEachRow, one object a line). */
  eachRow(sql: string): AsyncIterable<Record<string, unknown>>;
  /** The prune marks: the first day and the first hour kept (null: never pruned). */
  pruneMarks(): Promise<{ prunedBefore: string | null; hourlyPrunedBefore: string | null }>;
  /** The range's sums per object (okey and the sum columns) from the running totals (clickhouse-store.ts). */
  rangeSumsSql(q: Pick<WindowSumsQuery, 'customerId' | 'media' | 'level' | 'from' | 'to' | 'accountIds'>): string;
  /** SQL of a mark as a Date. */
  markDate(key: string): string;
}

export function clickHouseToolReads({ dialect, rows, eachRow, pruneMarks, rangeSumsSql, markDate }: ClickHouseToolReadContext) {
  const date = (text: string) => `toDate(${dialect.str(text)})`;
  // Sums are aliased v0 …: ClickHouse sees an alias everywhere in its query, so `sum(m_cost) AS m_cost` would refer to itself.
  const values = SUM_COLUMNS.map((_, i) => `v${i}`);

  function windowSql(q: WindowSumsQuery, bounds: ReturnType<typeof windowBounds>): string {
    const dims = `SELECT okey, object_id, account_id FROM objects AS o FINAL WHERE ${[...dimensionConditions(dialect, q), 'o.deleted = 0'].join(' AND ')}`;
    const sums =
      q.granularity === 'day'
        ? `SELECT okey, ${SUM_COLUMNS.map((c, i) => `${c} AS ${values[i]}`).join(', ')} FROM (${rangeSumsSql({ ...q, from: bounds.from.day, to: bounds.to.day })})`
        : `SELECT okey, ${SUM_COLUMNS.map((c, i) => `sum(${c}) AS ${values[i]}`).join(', ')} FROM hourly AS h FINAL
           WHERE h.customer_id = ${int(q.customerId)} AND h.media = ${dialect.str(q.media)} AND h.level = ${dialect.str(q.level)}
             AND h.account_id IN (${q.accountIds.map(int).join(', ')}) AND ${hourWindowSql(dialect, 'h', bounds, date)}
           GROUP BY okey`;
    return `SELECT object_id, account_id, ${values.join(', ')} FROM (${dims}) ANY INNER JOIN (${sums}) USING okey
      WHERE ${values.map((v) => `${v} <> 0`).join(' OR ')}`;
  }

  function windowSums(q: WindowSumsQuery): AsyncIterable<WindowSumsRow[]> {
    const bounds = windowBounds(q);
    async function* objects(): AsyncGenerator<WindowSumsRow> {
      const marks = await pruneMarks();
      refuseBeforePrune(q, bounds, marks.prunedBefore, marks.hourlyPrunedBefore);
      if (q.accountIds.length === 0) return;
      for await (const r of eachRow(windowSql(q, bounds))) {
        yield { objectId: String(r['object_id']), accountId: Number(r['account_id']), sums: sumsFromStored(values.map((v) => r[v] as string)) };
      }
    }
    return chunksOf(objects(), bounds.chunkSize);
  }

  async function pivot(q: PivotQuery): Promise<PivotAnswer> {
    const plan = pivotPlan(q);
    if (plan === null) return NO_PIVOT;
    const keys = pivotKeyColumns(dialect, plan, q, { media: 'x_media', account: 'x_account', dayText: 'toString(day)', objectId: 'object_id', name: 'name' });
    const aliases = keys.map((_, i) => `k${i}`);
    const where = `d.customer_id = ${int(q.customerId)} AND ${pivotSourceSql(dialect, 'd', plan)} AND d.account_id IN (${q.accountIds.map(int).join(', ')})
        AND d.day BETWEEN ${date(q.from)} AND ${date(q.to)} AND d.day >= ${markDate('pruned_before')}`;
    // The newest version of each row. Account rows (about 100,000 for 90 days of every account) take it by a
    // GROUP BY, which reads only the level's part of the sort key and took half the time of FINAL on 18.16
    // (merging every part of the range in order); object rows may be millions, whose GROUP BY would hold them
    // all in memory, so they keep FINAL, which streams.
    const figures = plan.objectRows
      ? `SELECT okey, day, media AS x_media, account_id AS x_account, ${SUM_COLUMNS.map((c) => `${c} AS x_${c}`).join(', ')} FROM daily AS d FINAL WHERE ${where}`
      : `SELECT okey, day, argMax(media, ver) AS x_media, argMax(account_id, ver) AS x_account, ${SUM_COLUMNS.map((c) => `argMax(${c}, ver) AS x_${c}`).join(', ')}
         FROM daily AS d WHERE ${where} GROUP BY okey, day`;
    const objects = `SELECT okey, object_id, name FROM objects AS o FINAL
      WHERE ${[`o.customer_id = ${int(q.customerId)}`, pivotSourceSql(dialect, 'o', plan), 'o.deleted = 0', ...(q.nameParts ? namePartsConditions(dialect, q.nameParts) : [])].join(' AND ')}`;
    const sql = `SELECT ${[...keys.map((k, i) => `${k} AS ${aliases[i]}`), ...SUM_COLUMNS.map((c) => `sum(x_${c}) AS s_${c}`)].join(', ')}
      FROM (${figures}) ANY INNER JOIN (${objects}) USING okey ${aliases.length > 0 ? `GROUP BY ${aliases.join(', ')}` : ''}`;
    return pivotAnswer(q, plan, await rows(sql));
  }

  /**
   * 首页's comparison: the newest version of each account hour (FINAL), hours before the accounts' prune mark
   * left out (the mutation that drops them runs in the background), summed per slice, media and hour.
   */
  async function hourSlices(q: HourSlicesQuery): Promise<HourSliceSums[]> {
    checkHourSlices(q);
    if (q.accountIds.length === 0 || q.slices.length === 0) return [];
    const label = `concat(toString(h.day), ' ', if(h.hour < 10, '0', ''), toString(h.hour), ':00')`;
    const kept = `${label} >= (SELECT max(value) FROM meta WHERE key = 'account_hourly_pruned_before')`;
    const accounts = q.accountIds.map(int).join(', ');
    const sql = q.slices
      .map(
        (slice, i) => `SELECT ${int(i)} AS slice, h.media AS m, h.hour AS hr, ${SUM_COLUMNS.map((c, k) => `sum(h.${c}) AS ${values[k]}`).join(', ')} FROM hourly AS h FINAL
          WHERE h.customer_id = ${int(q.customerId)} AND h.level = 'account' AND h.account_id IN (${accounts})
            AND h.day = ${date(slice.day)} AND h.hour <= ${int(slice.toHour)} AND ${kept} GROUP BY m, hr`,
      )
      .join(' UNION ALL ');
    return hourSlicesAnswer(await rows(sql));
  }

  return { windowSums, pivot, hourSlices };
}
