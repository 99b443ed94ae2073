// The ClickHouse store's material figures (issue 20): `material_daily`, a ReplacingMergeTree keyed like the
// port's upsert (account copy and day) with a version, read FINAL; a figure a scoped write removes becomes a
// zero row, and the prune boundary (a mark in `meta`) bounds every read, as for the ads' figures.
import type { BaseSums } from '@toufang/domain';
import type { MaterialFigures, MaterialFiguresQuery, MaterialMetricRow, MaterialReplaceScope } from '@toufang/server-context';
import { materialRowKey } from '@toufang/server-context';
import { day, daysBetween, int, type Dialect } from './sql';
import { MATERIAL_SUM_COLUMNS, materialFiguresSql, materialStored, materialSumsOf, materialWhere } from './material-sql';

export const CLICKHOUSE_MATERIAL_SCHEMA = `CREATE TABLE IF NOT EXISTS material_daily (customer_id UInt32, md5 String, media String, account_id UInt32,
  media_material_id String, day Date, ${MATERIAL_SUM_COLUMNS.map((c) => `${c} Int64`).join(', ')}, ads UInt32, ver UInt64)
  ENGINE = ReplacingMergeTree(ver) PARTITION BY toYYYYMM(day) ORDER BY (customer_id, media, account_id, media_material_id, day)`;

interface Parts {
  dialect: Dialect;
  rows(sql: string): Promise<unknown[][]>;
  run(sql: string, body?: string): Promise<void>;
  version(): bigint;
  /** SQL of the first day kept (the prune mark) as a Date. */
  prunedBefore: string;
  tsv(value: string | number | bigint): string;
}

export function clickHouseMaterialFigures({ dialect, rows, run, version, prunedBefore, tsv }: Parts) {
  const s = dialect.str;
  const kept = [`day >= ${prunedBefore}`];

  async function writeMaterialDaily(input: readonly MaterialMetricRow[], replace?: MaterialReplaceScope): Promise<void> {
    const unique = new Map<string, MaterialMetricRow>();
    for (const row of input) unique.set(materialRowKey({ ...row, day: day(row.day) }), row);
    if (replace && replace.mediaMaterialIds.length > 0) {
      // What the scope holds now and this write does not bring becomes a zero row (a newer version).
      const existing = await rows(
        `SELECT md5, media_material_id, toString(day) FROM material_daily FINAL
         WHERE customer_id = ${int(replace.customerId)} AND media = ${s(replace.media)} AND account_id = ${int(replace.accountId)}
           AND media_material_id IN (${replace.mediaMaterialIds.map(s).join(', ')}) AND day BETWEEN ${s(day(replace.from))} AND ${s(day(replace.to))}
           AND (${MATERIAL_SUM_COLUMNS.map((c) => `${c} <> 0`).join(' OR ')} OR ads <> 0)`,
      );
      for (const [md5, mediaMaterialId, dayText] of existing) {
        const zero: MaterialMetricRow = {
          customerId: replace.customerId,
          md5: String(md5),
          media: replace.media,
          accountId: replace.accountId,
          mediaMaterialId: String(mediaMaterialId),
          day: String(dayText),
          sums: { cost: 0, show: 0, click: 0, convert: 0 },
          ads: 0,
        };
        const key = materialRowKey(zero);
        if (!unique.has(key)) unique.set(key, zero);
      }
    }
    if (unique.size === 0) return;
    const v = version();
    const lines = [...unique.values()].map((r) =>
      [r.customerId, tsv(r.md5), tsv(r.media), r.accountId, tsv(r.mediaMaterialId), day(r.day), ...materialStored(r), int(r.ads), v].join('\t'),
    );
    await run('INSERT INTO material_daily FORMAT TabSeparated', `${lines.join('\n')}\n`);
  }

  async function materialFigures(q: MaterialFiguresQuery): Promise<MaterialFigures[]> {
    if (q.md5s?.length === 0) return [];
    const found = await rows(materialFiguresSql('material_daily FINAL', materialWhere(dialect, q, kept)));
    return found.map((r) => ({ md5: String(r[0]), sums: materialSumsOf(r.slice(1, 5)), ads: Number(r[5]) }));
  }

  async function materialTrend(q: MaterialFiguresQuery): Promise<{ time: string; sums: BaseSums }[]> {
    const found = await rows(
      `SELECT toString(day) AS t, ${MATERIAL_SUM_COLUMNS.map((c) => `sum(${c})`).join(', ')} FROM material_daily FINAL WHERE ${materialWhere(dialect, q, kept)} GROUP BY t`,
    );
    const byDay = new Map(found.map((r) => [String(r[0]), materialSumsOf(r.slice(1))]));
    return daysBetween(q.from, q.to).map((time) => ({ time, sums: byDay.get(time) ?? materialSumsOf([]) }));
  }

  return { writeMaterialDaily, materialFigures, materialTrend };
}
