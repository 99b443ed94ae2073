// The DuckDB store's reads for the tools (design tools §5.1): every object's sums over a window, streamed
// in chunks, and the effect report's pivot. A day window reads the running totals (two rows per object,
// whatever its length: the range reads of duckdb-reads.ts); an hour window sums the hourly rows.
import type { DuckDBConnection } from '@duckdb/node-api';
import type { HourSliceSums, HourSlicesQuery, PivotAnswer, PivotQuery, WindowSumsQuery, WindowSumsRow } from '@toufang/server-context';
import { cumulativeScope, dialect, sumsList, type Kept } from './duckdb-schema';
import { rangeSums } from './duckdb-reads';
import { dimensionConditions, int, namePartsConditions, SUM_COLUMNS, sumsFromStored } from './sql';
import { checkHourSlices, chunksOf, hourSlicesAnswer, hourWindowSql, NO_PIVOT, pivotAnswer, pivotKeyColumns, pivotPlan, pivotSourceSql, refuseBeforePrune, windowBounds } from './tool-reads';

export interface ToolReadContext {
  kept: Kept;
  /** A read connection of the pool, held until released (a stream holds it while its reader iterates). */
  acquire(): Promise<DuckDBConnection>;
  release(connection: DuckDBConnection): void;
}

const anySum = (alias: string) => SUM_COLUMNS.map((c) => `${alias}.${c} <> 0`).join(' OR ');
const castDate = (text: string) => `CAST(${dialect.str(text)} AS DATE)`;

export function duckDbToolReads({ kept, acquire, release }: ToolReadContext) {
  /** The window's statement (object_id, account_id, the sums), or null when nothing is kept in it. */
  function windowSql(q: WindowSumsQuery, bounds: ReturnType<typeof windowBounds>): string | null {
    const dims = dimensionConditions(dialect, q).join(' AND ');
    let sql: string;
    if (q.granularity === 'day') {
      const range = rangeSums(kept, { ...q, from: bounds.from.day, to: bounds.to.day });
      if (range === null) return null;
      if ('before' in range) {
        const sums = SUM_COLUMNS.map((c) => `o.h_${c} - coalesce(f.${c}, 0) AS ${c}`).join(', ');
        sql = `SELECT o.object_id, o.account_id, ${sums} FROM objects o
          LEFT JOIN (SELECT okey, ${SUM_COLUMNS.join(', ')} FROM cumulative f WHERE f.day = ${range.before} AND ${cumulativeScope('f', q)}) f ON f.okey = o.okey
          WHERE ${dims}`;
      } else {
        sql = `SELECT o.object_id, o.account_id, ${sumsList('s')} FROM (${range.sql}) s JOIN objects o ON o.okey = s.okey WHERE ${dims}`;
      }
    } else {
      const sums = SUM_COLUMNS.map((c) => `CAST(sum(h.${c}) AS BIGINT) AS ${c}`).join(', ');
      sql = `SELECT o.object_id, o.account_id, ${sumsList('s')} FROM (
          SELECT h.okey, ${sums} FROM hourly h WHERE ${cumulativeScope('h', q)} AND ${hourWindowSql(dialect, 'h', bounds, castDate)} GROUP BY h.okey
        ) s JOIN objects o ON o.okey = s.okey WHERE ${dims}`;
    }
    return `SELECT * FROM (${sql}) w WHERE ${anySum('w')}`;
  }

  function windowSums(q: WindowSumsQuery): AsyncIterable<WindowSumsRow[]> {
    const bounds = windowBounds(q);
    async function* rows(): AsyncGenerator<WindowSumsRow> {
      refuseBeforePrune(q, bounds, kept.prunedBefore, kept.hourlyPrunedBefore);
      const sql = windowSql(q, bounds);
      if (sql === null) return;
      const connection = await acquire();
      try {
        // Streamed: DuckDB hands its result over a vector (2,048 rows) at a time, so 100,000 objects never sit in one array.
        const result = await connection.stream(sql);
        for await (const vector of result.yieldRowsJs()) {
          for (const r of vector) yield { objectId: String(r[0]), accountId: Number(r[1]), sums: sumsFromStored(r as bigint[], 2) };
        }
      } finally {
        release(connection);
      }
    }
    return chunksOf(rows(), bounds.chunkSize);
  }

  async function pivot(q: PivotQuery): Promise<PivotAnswer> {
    const plan = pivotPlan(q);
    if (plan === null) return NO_PIVOT;
    const keys = pivotKeyColumns(dialect, plan, q, { media: 'd.media', account: 'd.account_id', dayText: 'CAST(d.day AS VARCHAR)', objectId: 'o.object_id', name: 'o.name' });
    const where = [
      `d.customer_id = ${int(q.customerId)}`,
      pivotSourceSql(dialect, 'd', plan),
      `d.account_id IN (${q.accountIds.map(int).join(', ')})`,
      `d.day BETWEEN ${castDate(q.from)} AND ${castDate(q.to)}`,
      ...(q.nameParts ? namePartsConditions(dialect, q.nameParts) : []),
    ];
    const aliases = keys.map((_, i) => `k${i}`);
    const sql = `SELECT ${[...keys.map((k, i) => `${k} AS ${aliases[i]}`), ...SUM_COLUMNS.map((c) => `CAST(coalesce(sum(d.${c}), 0) AS BIGINT)`)].join(', ')}
      FROM daily d JOIN objects o ON o.okey = d.okey WHERE ${where.join(' AND ')} ${aliases.length > 0 ? `GROUP BY ${aliases.join(', ')}` : ''}`;
    const connection = await acquire();
    try {
      return pivotAnswer(q, plan, (await connection.runAndReadAll(sql)).getRowsJS());
    } finally {
      release(connection);
    }
  }

  /** 首页's comparison: one statement, a UNION ALL of the slices over the accounts' hourly rows. */
  async function hourSlices(q: HourSlicesQuery): Promise<HourSliceSums[]> {
    checkHourSlices(q);
    if (q.accountIds.length === 0 || q.slices.length === 0) return [];
    const sums = SUM_COLUMNS.map((c) => `CAST(coalesce(sum(h.${c}), 0) AS BIGINT)`).join(', ');
    const accounts = q.accountIds.map(int).join(', ');
    const sql = q.slices
      .map(
        (slice, i) => `SELECT ${int(i)} AS slice, h.media, h.hour, ${sums} FROM hourly h
          WHERE h.customer_id = ${int(q.customerId)} AND h.level = 'account' AND h.account_id IN (${accounts})
            AND h.day = ${castDate(slice.day)} AND h.hour <= ${int(slice.toHour)} GROUP BY h.media, h.hour`,
      )
      .join(' UNION ALL ');
    const connection = await acquire();
    try {
      return hourSlicesAnswer((await connection.runAndReadAll(sql)).getRowsJS());
    } finally {
      release(connection);
    }
  }

  return { windowSums, pivot, hourSlices };
}
