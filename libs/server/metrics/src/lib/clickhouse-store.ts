// The scale metrics store: ClickHouse over its HTTP interface, written for Debian's clickhouse-server
// 18.16 (no window functions, no query parameters, no lightweight deletes, joins by USING with ANY/ALL).
//
// Every table is a ReplacingMergeTree keyed like the port's upserts, with a version column: an upsert is an
// insert with a newer version, and reads say FINAL so the newest version is the only one seen, merged or
// not. A figure a scoped write removes becomes a zero row; a forgotten object a tombstone row. Deletes that
// only reclaim space (prune, forget) are mutations that run in the background, and reads never depend on
// them: a prune also records its boundary, which every range respects at once.
import { BASE_METRICS, type BaseSums, type DeliveryStatusClass } from '@toufang/domain';
import { objectKey } from './okey';
import type { MetricRow, MetricsPage, MetricsQuery, MetricsStore, NamePartGroupPage, NamePartGroupQuery, ObjectDim, ReplaceScope, TrendQuery, TrendSeries } from '@toufang/server-context';
import {
  accountCondition,
  addDays,
  day,
  dayNumber,
  daysBetween,
  dimensionConditions,
  hourLabel,
  hourParts,
  indicatorsSql,
  int,
  NO_MONEY,
  orderBySql,
  pageSql,
  STATUS_ORDER,
  SUM_COLUMNS,
  sumsFromStored,
  toStored,
  namePartGroupSql,
  zeroPasses,
  type Dialect,
} from './sql';
import { CLICKHOUSE_MATERIAL_SCHEMA, clickHouseMaterialFigures } from './clickhouse-materials';
import { clickHouseToolReads } from './clickhouse-tool-reads';

export interface ClickHouseStoreOptions {
  /** The HTTP interface; `?database=` names the database (default toufang), user and password as URL credentials. */
  url: string;
  /** Drop the database when the store closes (tests). */
  dropOnClose?: boolean;
}

export const DEFAULT_CLICKHOUSE_DATABASE = 'toufang';

const dialect: Dialect = {
  // ClickHouse strings take backslash escapes.
  str: (value) => `'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`,
  containsIgnoringCase: (haystack, needle) => `positionUTF8(lowerUTF8(${haystack}), lowerUTF8(${needle})) > 0`,
  partCount: (name, separator) => `length(splitByString(${separator}, ${name}))`,
  part: (name, separator, position) => `splitByString(${separator}, ${name})[${position}]`,
};

const SUMS_DDL = SUM_COLUMNS.map((c) => `${c} Int64`).join(', ');
/** Slices of objects bulkLoad builds the running totals in. */
const BULK_SLICES = 5;
const KEYS_DDL = 'customer_id UInt32, media String, level String, account_id UInt32, okey Int64';

function schema(): string[] {
  return [
    `CREATE TABLE IF NOT EXISTS objects (okey Int64, customer_id UInt32, media String, level String, object_id String, account_id UInt32,
      parent_id String, name String, status String, budget_fen Int64, bid_fen Int64, created_at Int64, deleted UInt8, ver UInt64)
      ENGINE = ReplacingMergeTree(ver) ORDER BY (customer_id, media, level, okey)`,
    `CREATE TABLE IF NOT EXISTS daily (${KEYS_DDL}, day Date, ${SUMS_DDL}, ver UInt64)
      ENGINE = ReplacingMergeTree(ver) PARTITION BY toYYYYMM(day) ORDER BY (customer_id, media, level, okey, day)`,
    `CREATE TABLE IF NOT EXISTS hourly (${KEYS_DDL}, day Date, hour UInt8, ${SUMS_DDL}, ver UInt64)
      ENGINE = ReplacingMergeTree(ver) PARTITION BY toYYYYMM(day) ORDER BY (customer_id, media, level, okey, day, hour)`,
    // Per object and day, the running total since its first figure, a row for every day to the horizon; in
    // day order, so a range's two days are read without the others (DuckDB's store keeps the same).
    `CREATE TABLE IF NOT EXISTS cumulative (${KEYS_DDL}, day Date, ${SUMS_DDL}, ver UInt64)
      ENGINE = ReplacingMergeTree(ver) PARTITION BY toYYYYMM(day) ORDER BY (customer_id, media, level, day, okey)`,
    // Marks, read as the greatest value per key: horizon (the last day of the running totals), pruned_before
    // (the first day kept), hourly_pruned_before (the first hour kept) and account_hourly_pruned_before (the first
    // hour of the accounts' own rows kept).
    `CREATE TABLE IF NOT EXISTS meta (key String, value String) ENGINE = ReplacingMergeTree ORDER BY (key, value)`,
  ];
}

/** A TabSeparated field. */
const tsv = (value: string | number | bigint) => String(value).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');

interface Client {
  /** Runs a statement; answers the rows of FORMAT JSONCompact when it reads. */
  rows(sql: string): Promise<unknown[][]>;
  /** The same, with the row WITH TOTALS adds. */
  rowsAndTotals(sql: string): Promise<{ data: unknown[][]; totals: unknown[] | undefined }>;
  run(sql: string, body?: string): Promise<void>;
  /** The rows of FORMAT JSONEachRow as they arrive, never the whole answer at once. */
  eachRow(sql: string): AsyncIterable<Record<string, unknown>>;
}

function httpClient(base: URL, database: string | null): Client {
  const endpoint = new URL(base.toString());
  endpoint.search = '';
  endpoint.username = '';
  endpoint.password = '';
  const headers: Record<string, string> = {};
  if (base.username) {
    headers['X-ClickHouse-User'] = decodeURIComponent(base.username);
    headers['X-ClickHouse-Key'] = decodeURIComponent(base.password);
  }
  const send = async (sql: string, body?: string): Promise<Response> => {
    const url = new URL(endpoint.toString());
    if (database) url.searchParams.set('database', database);
    const response = await fetch(url, { method: 'POST', headers, body: body === undefined ? sql : `${sql}\n${body}` });
    if (!response.ok) throw new Error(`ClickHouse: ${(await response.text()).trim().slice(0, 500)}`);
    return response;
  };
  const post = async (sql: string, body?: string): Promise<string> => (await send(sql, body)).text();
  return {
    async rows(sql) {
      const text = await post(`${sql} FORMAT JSONCompact`);
      return (JSON.parse(text) as { data: unknown[][] }).data;
    },
    async rowsAndTotals(sql) {
      return JSON.parse(await post(`${sql} FORMAT JSONCompact`)) as { data: unknown[][]; totals: unknown[] | undefined };
    },
    async run(sql, body) {
      await post(sql, body);
    },
    async *eachRow(sql) {
      const response = await send(`${sql} FORMAT JSONEachRow`);
      if (!response.body) return;
      const decoder = new TextDecoder();
      let rest = '';
      // Breaking out of this loop (the reader stopped) cancels the response's body.
      for await (const piece of response.body as unknown as AsyncIterable<Uint8Array>) {
        const lines = (rest + decoder.decode(piece, { stream: true })).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) if (line !== '') yield JSON.parse(line) as Record<string, unknown>;
      }
      rest += decoder.decode();
      if (rest.trim() !== '') yield JSON.parse(rest) as Record<string, unknown>;
    },
  };
}

/** The ClickHouse store, with what only this engine offers. */
export interface ClickHouseMetricsStore extends MetricsStore {
  readonly engine: 'clickhouse';
  /**
   * Loads rows generated by ClickHouse itself (benchmarks, imports): SELECTs giving the tables' columns in
   * order, without the version (and for objects without `deleted`), as DuckDbMetricsStore.bulkLoad; then
   * merges the parts, as the server does over time.
   */
  bulkLoad(sql: { objects: string; daily: string }): Promise<void>;
}

export async function openClickHouseStore(options: ClickHouseStoreOptions): Promise<ClickHouseMetricsStore> {
  const base = new URL(options.url);
  const database = base.searchParams.get('database') || DEFAULT_CLICKHOUSE_DATABASE;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(database)) throw new Error(`database name ${database} is not a plain identifier`);
  const server = httpClient(base, null);
  const ch = httpClient(base, database);
  // Versions grow within a process (microseconds and a counter) and with the clock across processes.
  let lastVersion = 0n;
  const version = () => {
    const now = BigInt(Date.now()) * 1000n;
    lastVersion = now > lastVersion ? now : lastVersion + 1n;
    return lastVersion;
  };

  // ---------- marks: the horizon and the prune boundaries ----------
  // Insert-only rows read as the greatest value per key, so writers in several processes never undo each
  // other's mark (a later but smaller value cannot win, as it could with a version).

  async function mark(key: 'horizon' | 'pruned_before' | 'hourly_pruned_before' | 'account_hourly_pruned_before', value: string): Promise<void> {
    await ch.run('INSERT INTO meta FORMAT TabSeparated', `${tsv(key)}\t${tsv(value)}\n`);
  }

  async function marks(): Promise<{ horizon: string | null; prunedBefore: string | null; hourlyPrunedBefore: string | null }> {
    const rows = await ch.rows(`SELECT key, max(value) FROM meta GROUP BY key`);
    const m = new Map(rows.map(([k, v]) => [String(k), String(v)]));
    return { horizon: m.get('horizon') || null, prunedBefore: m.get('pruned_before') || null, hourlyPrunedBefore: m.get('hourly_pruned_before') || null };
  }

  /** SQL of a mark as a Date (0000-00-00 when there is none). */
  const markDate = (key: string) => `(SELECT max(toDate(value)) FROM meta WHERE key = ${dialect.str(key)})`;

  async function insertFigures(table: 'daily' | 'hourly', rows: readonly { keys: string; day: string; hour: number; sums: readonly number[] }[]) {
    if (rows.length === 0) return;
    const v = version();
    const lines = rows.map((r) => `${r.keys}\t${r.day}\t${table === 'hourly' ? `${r.hour}\t` : ''}${r.sums.join('\t')}\t${v}`);
    await ch.run(`INSERT INTO ${table} FORMAT TabSeparated`, `${lines.join('\n')}\n`);
  }

  interface Written {
    customerId: number;
    media: string;
    level: string;
    accountId: number;
    key: string;
    day: string;
    hour: number;
    sums: number[];
  }

  async function writeFigures(rows: readonly MetricRow[], replace: ReplaceScope | undefined, hourly: boolean): Promise<void> {
    const table = hourly ? 'hourly' : 'daily';
    const unique = new Map<string, Written>();
    for (const row of rows) {
      const key = String(objectKey(row.customerId, row.media, row.level, row.objectId));
      const at = hourly ? hourParts(row.time) : { day: day(row.time), hour: 0 };
      unique.set(`${key}|${at.day}|${at.hour}`, {
        customerId: row.customerId,
        media: row.media,
        level: row.level,
        accountId: row.accountId,
        key,
        day: at.day,
        hour: at.hour,
        sums: BASE_METRICS.map((base) => toStored(base, row.sums[base])),
      });
    }
    if (replace && replace.objectIds.length > 0) {
      // What the scope holds now and this write does not bring becomes zero (a newer version of the row).
      const keys = [...new Set(replace.objectIds)].map((id) => String(objectKey(replace.customerId, replace.media, replace.level, id)));
      const existing = await ch.rows(
        `SELECT customer_id, media, level, account_id, okey, toString(day), ${hourly ? 'hour' : '0'} FROM ${table} FINAL
         WHERE customer_id = ${int(replace.customerId)} AND media = ${dialect.str(replace.media)} AND level = ${dialect.str(replace.level)}
           AND okey IN (${keys.join(', ')}) AND day BETWEEN ${dialect.str(day(replace.from))} AND ${dialect.str(day(replace.to))}
           AND (${SUM_COLUMNS.map((c) => `${c} <> 0`).join(' OR ')})`,
      );
      for (const [customerId, media, level, accountId, key, dayText, hour] of existing) {
        const id = `${String(key)}|${String(dayText)}|${Number(hour)}`;
        if (unique.has(id)) continue;
        unique.set(id, {
          customerId: Number(customerId),
          media: String(media),
          level: String(level),
          accountId: Number(accountId),
          key: String(key),
          day: String(dayText),
          hour: Number(hour),
          sums: SUM_COLUMNS.map(() => 0),
        });
      }
    }
    const written = [...unique.values()];
    await insertFigures(
      table,
      written.map((w) => ({ keys: [w.customerId, tsv(w.media), tsv(w.level), w.accountId, w.key].join('\t'), day: w.day, hour: w.hour, sums: w.sums })),
    );
    if (!hourly && written.length > 0) await recomputeCumulative(written);
  }

  /**
   * Carries every object's running total to a later horizon, then rebuilds the running totals of the
   * objects just written from the first day each changed: their figures are read back (this process's
   * inserts are visible at once) and summed here.
   */
  async function recomputeCumulative(written: readonly Written[]): Promise<void> {
    const { horizon } = await marks();
    const lastWritten = written.reduce((a, w) => (w.day > a ? w.day : a), '');
    const next = horizon !== null && horizon > lastWritten ? horizon : lastWritten;
    if (horizon !== null && next > horizon) {
      // The copies keep their source's version: a running total rebuilt meanwhile by another process is newer and wins.
      const days = dayNumber(next) - dayNumber(horizon);
      await ch.run(`INSERT INTO cumulative SELECT customer_id, media, level, account_id, okey, day + n, ${SUM_COLUMNS.join(', ')}, ver
        FROM cumulative FINAL ARRAY JOIN arrayMap(k -> k + 1, range(${days})) AS n WHERE day = ${dialect.str(horizon)}`);
    }
    if (next !== horizon) await mark('horizon', next);

    const objects = new Map<string, { first: Written; d0: string }>();
    for (const w of written) {
      const known = objects.get(w.key);
      if (!known || w.day < known.d0) objects.set(w.key, { first: known?.first ?? w, d0: known && known.d0 < w.day ? known.d0 : w.day });
    }
    // The objects by company, media and level: the tables' sort keys start with them, so reads stay narrow.
    const groups = new Map<string, { first: Written; keys: string[] }>();
    for (const [key, { first }] of objects) {
      const id = `${first.customerId}|${first.media}|${first.level}`;
      const group = groups.get(id) ?? { first, keys: [] };
      group.keys.push(key);
      groups.set(id, group);
    }
    const which = [...groups.values()]
      .map(({ first, keys }) => `(customer_id = ${int(first.customerId)} AND media = ${dialect.str(first.media)} AND level = ${dialect.str(first.level)} AND okey IN (${keys.join(', ')}))`)
      .join(' OR ');
    const lowest = [...objects.values()].reduce((a, o) => (o.d0 < a ? o.d0 : a), next);
    const figures = await ch.rows(
      `SELECT okey, toString(day), ${SUM_COLUMNS.join(', ')} FROM daily FINAL WHERE (${which}) AND day BETWEEN ${dialect.str(lowest)} AND ${dialect.str(next)}`,
    );
    const bases = await ch.rows(
      `SELECT okey, toString(day), ${SUM_COLUMNS.join(', ')} FROM cumulative FINAL WHERE (${which})
       AND day BETWEEN ${dialect.str(addDays(lowest, -1))} AND ${dialect.str(addDays(next, -1))}`,
    );
    const byKeyDay = (rowsIn: unknown[][]) => new Map(rowsIn.map((r) => [`${String(r[0])}|${String(r[1])}`, r.slice(2).map(Number)]));
    const dayFigures = byKeyDay(figures);
    const baseFigures = byKeyDay(bases);
    const v = version();
    const lines: string[] = [];
    for (const [key, { first, d0 }] of objects) {
      const running = baseFigures.get(`${key}|${addDays(d0, -1)}`) ?? SUM_COLUMNS.map(() => 0);
      const prefix = [first.customerId, tsv(first.media), tsv(first.level), first.accountId, key].join('\t');
      for (const d of daysBetween(d0, next)) {
        const today = dayFigures.get(`${key}|${d}`);
        if (today) for (let i = 0; i < running.length; i++) running[i] += today[i];
        lines.push(`${prefix}\t${d}\t${running.join('\t')}\t${v}`);
      }
    }
    if (lines.length > 0) await ch.run('INSERT INTO cumulative FORMAT TabSeparated', `${lines.join('\n')}\n`);
  }

  /**
   * The range's sums per object (okey + sum columns) from the running totals: the total at the range's last
   * kept day (no later than the horizon) less the total the day before its first kept day (no earlier than
   * the prune boundary). Both days come from the marks inside the statement, so every process sees the same.
   */
  function rangeSumsSql(q: Pick<MetricsQuery, 'customerId' | 'media' | 'level' | 'from' | 'to' | 'accountIds'>): string {
    const scope = [`customer_id = ${int(q.customerId)}`, `media = ${dialect.str(q.media)}`, `level = ${dialect.str(q.level)}`, accountCondition('c', q)]
      .filter(Boolean)
      .join(' AND ');
    const to = `least(toDate(${dialect.str(day(q.to))}), ${markDate('horizon')})`;
    // A first day past the last makes both days the last one: a range with nothing kept sums to zero.
    const before = `least(greatest(toDate(${dialect.str(day(q.from))}), ${markDate('pruned_before')}) - 1, ${to})`;
    const diff = SUM_COLUMNS.map((c) => `${c} - f_${c} AS ${c}`).join(', ');
    return `SELECT okey, ${diff} FROM (SELECT okey, ${SUM_COLUMNS.join(', ')} FROM cumulative AS c FINAL WHERE ${scope} AND day = ${to})
      ANY LEFT JOIN (SELECT okey, ${SUM_COLUMNS.map((c) => `${c} AS f_${c}`).join(', ')} FROM cumulative AS c FINAL WHERE ${scope} AND day = ${before}) USING okey`;
  }

  function filteredSql(q: Omit<MetricsQuery, 'sort' | 'offset' | 'limit'>): string {
    const sums = rangeSumsSql(q);
    const rules = indicatorsSql(q.indicators);
    const dims = `SELECT okey, object_id, name, status, budget_fen, bid_fen, created_at FROM objects AS o FINAL
      WHERE ${[...dimensionConditions(dialect, q), 'o.deleted = 0'].join(' AND ')}`;
    // ANY LEFT JOIN fills an object without figures with zeros (ClickHouse's defaults, not NULL); when such an
    // object cannot pass the rules, they apply before the join instead.
    const joined =
      rules !== null && !zeroPasses(q.indicators)
        ? `SELECT * FROM (${dims}) ANY INNER JOIN (SELECT * FROM (${sums}) WHERE ${rules}) USING okey`
        : `SELECT * FROM (${dims}) ANY LEFT JOIN (${sums}) USING okey`;
    return `SELECT * FROM (${joined}) ${rules ? `WHERE ${rules}` : ''}`;
  }

  async function query(q: MetricsQuery): Promise<MetricsPage> {
    // One statement for the page, the count and the totals: WITH TOTALS sums every group, LIMIT or not (the
    // grouping is by object, one row each, so it changes nothing else).
    const { data, totals } = await ch.rowsAndTotals(
      `SELECT object_id, ${SUM_COLUMNS.map((c) => `sum(${c}) AS ${c}`).join(', ')}, count() AS n FROM (${filteredSql(q)})
       GROUP BY object_id, name, status, budget_fen, bid_fen, created_at WITH TOTALS
       ORDER BY ${orderBySql(dialect, q.sort)} ${pageSql(q)}`,
    );
    const width = SUM_COLUMNS.length;
    return {
      rows: data.map((r) => ({ objectId: String(r[0]), sums: sumsFromStored(r.slice(1, 1 + width) as string[]) })),
      total: Number(totals?.[1 + width] ?? 0),
      totals: sumsFromStored((totals ?? []).slice(1, 1 + width) as string[]),
    };
  }

  async function groupByNamePart(q: NamePartGroupQuery): Promise<NamePartGroupPage> {
    const sql = namePartGroupSql(dialect, filteredSql(q), q, (col) => `sum(${col})`);
    const rows = await ch.rows(sql.page);
    const [count] = await ch.rows(sql.count);
    return {
      groups: rows.map((r) => ({ value: r[0] === null ? null : String(r[0]), objects: Number(r[1]), sums: sumsFromStored(r.slice(2) as string[]) })),
      total: Number(count?.[0] ?? 0),
      totals: sumsFromStored((count ?? []).slice(1) as string[]),
    };
  }

  async function trend(q: TrendQuery): Promise<TrendSeries[]> {
    const hourly = q.granularity === 'hour';
    const from = day(q.from);
    const to = day(q.to);
    const times = hourly ? daysBetween(from, to).flatMap((d) => Array.from({ length: 24 }, (_, h) => hourLabel(d, h))) : daysBetween(from, to);
    const table = hourly ? 'hourly' : 'daily';
    const where = [
      `d.customer_id = ${int(q.customerId)}`,
      `d.media = ${dialect.str(q.media)}`,
      `d.level = ${dialect.str(q.level)}`,
      `d.day BETWEEN ${dialect.str(from)} AND ${dialect.str(to)}`,
      // What prune dropped may still be on disk (the mutation runs in the background): the marks decide.
      hourly
        ? `concat(toString(d.day), ' ', if(d.hour < 10, '0', ''), toString(d.hour), ':00') >= (SELECT max(value) FROM meta WHERE key = 'hourly_pruned_before')`
        : `d.day >= ${markDate('pruned_before')}`,
    ];
    const label = (dayText: unknown, hour: unknown) => (hourly ? hourLabel(String(dayText), Number(hour)) : String(dayText));
    const series = (id: string | null, points: Map<string, BaseSums>): TrendSeries => ({
      objectId: id,
      points: times.map((time) => ({ time, sums: points.get(time) ?? sumsFromStored([]) })),
    });
    const scopeOf = `customer_id = ${int(q.customerId)} AND media = ${dialect.str(q.media)} AND level = ${dialect.str(q.level)} AND deleted = 0`;
    if (q.seriesIds) {
      if (q.seriesIds.length === 0) return [];
      const ids = [...new Set(q.seriesIds)];
      const list = ids.map((id) => dialect.str(id)).join(', ');
      const known = new Set((await ch.rows(`SELECT object_id FROM objects FINAL WHERE ${scopeOf} AND object_id IN (${list})`)).map(([id]) => String(id)));
      const rows = await ch.rows(
        `SELECT object_id, toString(day), ${hourly ? 'hour' : '0'}, ${SUM_COLUMNS.join(', ')} FROM (
           SELECT okey, day, ${hourly ? 'hour, ' : ''}${SUM_COLUMNS.join(', ')} FROM ${table} AS d FINAL WHERE ${where.join(' AND ')}
         ) ANY INNER JOIN (SELECT okey, object_id FROM objects FINAL WHERE ${scopeOf} AND object_id IN (${list})) USING okey`,
      );
      const byId = new Map<string, Map<string, BaseSums>>();
      for (const r of rows) {
        const points = byId.get(String(r[0])) ?? new Map<string, BaseSums>();
        points.set(label(r[1], r[2]), sumsFromStored(r.slice(3) as string[]));
        byId.set(String(r[0]), points);
      }
      return ids.filter((id) => known.has(id)).map((id) => series(id, byId.get(id) ?? new Map()));
    }
    const rows = await ch.rows(
      `SELECT toString(day) AS t, ${hourly ? 'hour' : '0'} AS h, ${SUM_COLUMNS.map((c) => `sum(${c})`).join(', ')} FROM ${table} AS d FINAL
       WHERE ${where.join(' AND ')} AND d.okey IN (SELECT okey FROM (${filteredSql(q)})) GROUP BY t, h`,
    );
    return [series(null, new Map(rows.map((r) => [label(r[0], r[1]), sumsFromStored(r.slice(2) as string[])])))];
  }

  const materials = clickHouseMaterialFigures({ dialect, rows: (sql) => ch.rows(sql), run: (sql, body) => ch.run(sql, body), version, prunedBefore: markDate('pruned_before'), tsv });

  const toolReads = clickHouseToolReads({
    dialect,
    rows: (sql) => ch.rows(sql),
    eachRow: (sql) => ch.eachRow(sql),
    pruneMarks: marks,
    rangeSumsSql,
    markDate,
  });

  const store: ClickHouseMetricsStore = {
    engine: 'clickhouse',
    ...materials,
    ...toolReads,

    async bulkLoad(sql) {
      const v = version();
      await ch.run(`INSERT INTO objects SELECT *, toUInt8(0), toUInt64(${v}) FROM (${sql.objects})`);
      await ch.run(`INSERT INTO daily SELECT *, toUInt64(${v}) FROM (${sql.daily})`);
      const [[first, last]] = await ch.rows('SELECT toString(min(day)), toString(max(day)) FROM daily');
      if (Number(String(last).slice(0, 4)) > 1970) {
        // Every object's days from its first figure to the last day, figures or zeros, summed up in order; in
        // slices of objects, so that no statement holds every array at once.
        const n = dayNumber(String(last)) - dayNumber(String(first)) + 1;
        const sums = SUM_COLUMNS.map((c, i) => `arrayCumSum(arrayMap(t -> t.${i + 2}, cells)) AS c${i}`).join(', ');
        for (let slice = 0; slice < BULK_SLICES; slice++) {
          await ch.run(`INSERT INTO cumulative
            SELECT customer_id, media, level, account_id, okey, day, ${SUM_COLUMNS.map((_, i) => `v${i}`).join(', ')}, toUInt64(${v}) FROM (
              SELECT okey, max(customer_id) AS customer_id, max(media) AS media, max(level) AS level, max(account_id) AS account_id,
                arraySort(groupArray((day, ${SUM_COLUMNS.join(', ')}))) AS cells, arrayMap(t -> t.1, cells) AS days, ${sums}
              FROM (
                SELECT g.okey AS okey, g.day AS day, customer_id, media, level, account_id, ${SUM_COLUMNS.join(', ')}
                FROM (
                  SELECT okey, day FROM (
                    SELECT okey, arraySlice(arrayMap(k -> toDate(${dialect.str(String(first))}) + k, range(${n})), toUInt32(d0 - toDate(${dialect.str(String(first))})) + 1) AS grid
                    FROM (SELECT okey, min(day) AS d0 FROM daily WHERE okey % ${BULK_SLICES} = ${slice} GROUP BY okey)
                  ) ARRAY JOIN grid AS day
                ) AS g
                ANY LEFT JOIN (SELECT * FROM daily FINAL WHERE okey % ${BULK_SLICES} = ${slice}) USING (okey, day)
              ) GROUP BY okey
            ) ARRAY JOIN days AS day, ${SUM_COLUMNS.map((_, i) => `c${i} AS v${i}`).join(', ')}`);
        }
        await mark('horizon', String(last));
      }
      // Merged as the server would over time; daily only feeds trends and writes, which read few rows of it.
      for (const table of ['objects', 'cumulative']) await ch.run(`OPTIMIZE TABLE ${table} FINAL`);
    },

    async migrate() {
      await server.run(`CREATE DATABASE IF NOT EXISTS ${database}`);
      for (const statement of [...schema(), CLICKHOUSE_MATERIAL_SCHEMA]) await ch.run(statement);
    },

    async upsertObjects(rows: readonly ObjectDim[]) {
      if (rows.length === 0) return;
      const unique = new Map<bigint, ObjectDim>();
      for (const row of rows) unique.set(objectKey(row.customerId, row.media, row.level, row.objectId), row);
      const v = version();
      const lines = [...unique].map(([key, o]) => {
        if (!STATUS_ORDER.includes(o.status as DeliveryStatusClass)) throw new TypeError(`unknown status ${o.status}`);
        return [
          key,
          o.customerId,
          tsv(o.media),
          tsv(o.level),
          tsv(o.objectId),
          o.accountId,
          tsv(o.parentId ?? ''),
          tsv(o.name),
          tsv(o.status),
          o.budgetFen ?? NO_MONEY,
          o.bidFen ?? NO_MONEY,
          Math.round(o.createdAt),
          0,
          v,
        ].join('\t');
      });
      await ch.run('INSERT INTO objects FORMAT TabSeparated', `${lines.join('\n')}\n`);
    },

    writeDaily: (rows, replace) => writeFigures(rows, replace, false),
    writeHourly: (rows, replace) => writeFigures(rows, replace, true),
    query,
    trend,
    groupByNamePart,

    async prune(dayFrom, hourFrom, accountHourFrom = hourFrom) {
      const first = day(dayFrom);
      const hour = hourParts(hourFrom);
      const accountHour = hourParts(accountHourFrom);
      await mark('pruned_before', first);
      await mark('hourly_pruned_before', hourLabel(hour.day, hour.hour));
      await mark('account_hourly_pruned_before', hourLabel(accountHour.day, accountHour.hour));
      // Space comes back in the background; reads already stop at the marks above. The running totals keep
      // the day before the first kept day: a range's first day subtracts it.
      await ch.run(`ALTER TABLE daily DELETE WHERE day < ${dialect.str(first)}`);
      await ch.run(`ALTER TABLE material_daily DELETE WHERE day < ${dialect.str(first)}`);
      await ch.run(`ALTER TABLE cumulative DELETE WHERE day < ${dialect.str(addDays(first, -1))}`);
      const before = (at: { day: string; hour: number }) => `(day < ${dialect.str(at.day)} OR (day = ${dialect.str(at.day)} AND hour < ${at.hour}))`;
      // The accounts' own rows are kept longer (首页's comparison with last week, DELIVERY.ACCOUNT_HOURLY_DAYS).
      await ch.run(`ALTER TABLE hourly DELETE WHERE (level <> 'account' AND ${before(hour)}) OR ${before(accountHour)}`);
    },

    async accountIds() {
      return (await ch.rows('SELECT DISTINCT account_id FROM objects FINAL WHERE deleted = 0 ORDER BY account_id')).map(([id]) => Number(id));
    },

    async forgetAccounts(accountIds) {
      if (accountIds.length === 0) return;
      const list = accountIds.map(int).join(', ');
      // Tombstones hide the objects at once; the mutations reclaim the space later.
      await ch.run(`INSERT INTO objects SELECT okey, customer_id, media, level, object_id, account_id, parent_id, name, status, budget_fen, bid_fen,
        created_at, 1, toUInt64(${version()}) FROM objects FINAL WHERE account_id IN (${list}) AND deleted = 0`);
      // Materials' figures have no tombstone of their own: zero rows hide them at once. The mutation then removes
      // only the rows older than the zeros: it works part by part, and removing a zero row before the row it
      // hides would show the forgotten figures again until the older part's turn came.
      const zeroed = version();
      await ch.run(`INSERT INTO material_daily SELECT customer_id, md5, media, account_id, media_material_id, day, 0, 0, 0, 0, 0, toUInt64(${zeroed})
        FROM material_daily FINAL WHERE account_id IN (${list})`);
      for (const table of ['daily', 'hourly', 'cumulative']) await ch.run(`ALTER TABLE ${table} DELETE WHERE account_id IN (${list})`);
      await ch.run(`ALTER TABLE material_daily DELETE WHERE account_id IN (${list}) AND ver < ${zeroed}`);
    },

    async clear() {
      for (const table of ['objects', 'daily', 'hourly', 'cumulative', 'material_daily', 'meta']) await ch.run(`TRUNCATE TABLE ${table}`);
    },

    async close() {
      if (options.dropOnClose) await server.run(`DROP DATABASE IF EXISTS ${database}`);
    },
  };
  return store;
}
