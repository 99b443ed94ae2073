// The DuckDB store's material figures (issue 20): the `material_daily` table, its writes (in the store's
// write lane, inside one transaction) and its two reads. See material-sql.ts for what a range answers.
import type { DuckDBConnection } from '@duckdb/node-api';
import type { BaseSums } from '@toufang/domain';
import type { MaterialFigures, MaterialFiguresQuery, MaterialMetricRow, MaterialReplaceScope } from '@toufang/server-context';
import { materialRowKey } from '@toufang/server-context';
import { day, daysBetween, int } from './sql';
import { dialect, type Lane } from './duckdb-schema';
import { MATERIAL_SUM_COLUMNS, materialFiguresSql, materialStored, materialSumsOf, materialWhere } from './material-sql';

export const MATERIAL_SCHEMA = `CREATE TABLE IF NOT EXISTS material_daily (customer_id INTEGER NOT NULL, md5 VARCHAR NOT NULL, media VARCHAR NOT NULL,
  account_id INTEGER NOT NULL, media_material_id VARCHAR NOT NULL, day DATE NOT NULL, ${MATERIAL_SUM_COLUMNS.map((c) => `${c} BIGINT NOT NULL`).join(', ')}, ads INTEGER NOT NULL)`;

/** Rows per INSERT statement. */
const INSERT_ROWS = 500;

interface Parts {
  writer: DuckDBConnection;
  write: Lane;
  transaction: <T>(work: () => Promise<T>) => Promise<T>;
  withReader: <T>(work: (c: DuckDBConnection) => Promise<T>) => Promise<T>;
}

export function materialFigureStore({ writer, write, transaction, withReader }: Parts) {
  const s = dialect.str;
  const rowsOf = async (c: DuckDBConnection, sql: string) => (await c.runAndReadAll(sql)).getRowsJS();

  async function writeMaterialDaily(rows: readonly MaterialMetricRow[], replace?: MaterialReplaceScope): Promise<void> {
    const unique = new Map<string, MaterialMetricRow>();
    for (const row of rows) unique.set(materialRowKey({ ...row, day: day(row.day) }), row);
    if (unique.size === 0 && !replace) return;
    await write(() =>
      transaction(async () => {
        if (replace && replace.mediaMaterialIds.length > 0) {
          await writer.run(`DELETE FROM material_daily WHERE customer_id = ${int(replace.customerId)} AND media = ${s(replace.media)} AND account_id = ${int(replace.accountId)}
            AND media_material_id IN (${replace.mediaMaterialIds.map(s).join(', ')}) AND day BETWEEN ${s(day(replace.from))} AND ${s(day(replace.to))}`);
        }
        const all = [...unique.values()];
        for (let i = 0; i < all.length; i += INSERT_ROWS) {
          const chunk = all.slice(i, i + INSERT_ROWS);
          const keys = chunk.map((r) => `(${int(r.customerId)}, ${s(r.media)}, ${int(r.accountId)}, ${s(r.mediaMaterialId)}, CAST(${s(r.day)} AS DATE))`);
          await writer.run(`DELETE FROM material_daily WHERE (customer_id, media, account_id, media_material_id, day) IN (${keys.join(', ')})`);
          const values = chunk.map(
            (r) => `(${int(r.customerId)}, ${s(r.md5)}, ${s(r.media)}, ${int(r.accountId)}, ${s(r.mediaMaterialId)}, CAST(${s(r.day)} AS DATE), ${materialStored(r).map(int).join(', ')}, ${int(r.ads)})`,
          );
          await writer.run(`INSERT INTO material_daily VALUES ${values.join(', ')}`);
        }
      }),
    );
  }

  async function materialFigures(q: MaterialFiguresQuery): Promise<MaterialFigures[]> {
    if (q.md5s?.length === 0) return [];
    const rows = await withReader((c) => rowsOf(c, materialFiguresSql('material_daily', materialWhere(dialect, q))));
    return rows.map((r) => ({ md5: String(r[0]), sums: materialSumsOf(r.slice(1, 5)), ads: Number(r[5]) }));
  }

  async function materialTrend(q: MaterialFiguresQuery): Promise<{ time: string; sums: BaseSums }[]> {
    const rows = await withReader((c) =>
      rowsOf(c, `SELECT CAST(day AS VARCHAR), ${MATERIAL_SUM_COLUMNS.map((col) => `CAST(sum(${col}) AS BIGINT)`).join(', ')} FROM material_daily WHERE ${materialWhere(dialect, q)} GROUP BY day`),
    );
    const byDay = new Map(rows.map((r) => [String(r[0]), materialSumsOf(r.slice(1))]));
    return daysBetween(q.from, q.to).map((time) => ({ time, sums: byDay.get(time) ?? materialSumsOf([]) }));
  }

  return { writeMaterialDaily, materialFigures, materialTrend };
}
