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
import type { MetricRow, MetricsPage, MetricsQuery, MetricsStore, ObjectDim, ReplaceScope, TrendQuery, TrendSeries } from './port';
import {
  accountCondition,
  day,
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
  zeroPasses,
  type Dialect,
} from './sql';

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
};

const SUMS_DDL = SUM_COLUMNS.map((c) => `${c} Int64`).join(', ');
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
    // pruned_before (a day) and hourly_pruned_before (an hour): what ranges are answered from.
    `CREATE TABLE IF NOT EXISTS meta (key String, value String, ver UInt64) ENGINE = ReplacingMergeTree(ver) ORDER BY key`,
  ];
}

/** A TabSeparated field. */
const tsv = (value: string | number | bigint) => String(value).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');

interface Client {
  /** Runs a statement; answers the rows of FORMAT JSONCompact when it reads. */
  rows(sql: string): Promise<unknown[][]>;
  run(sql: string, body?: string): Promise<void>;
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
  const post = async (sql: string, body?: string): Promise<string> => {
    const url = new URL(endpoint.toString());
    if (database) url.searchParams.set('database', database);
    const response = await fetch(url, { method: 'POST', headers, body: body === undefined ? sql : `${sql}\n${body}` });
    const text = await response.text();
    if (!response.ok) throw new Error(`ClickHouse: ${text.trim().slice(0, 500)}`);
    return text;
  };
  return {
    async rows(sql) {
      const text = await post(`${sql} FORMAT JSONCompact`);
      return (JSON.parse(text) as { data: unknown[][] }).data;
    },
    async run(sql, body) {
      await post(sql, body);
    },
  };
}

export async function openClickHouseStore(options: ClickHouseStoreOptions): Promise<MetricsStore> {
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

  async function meta(): Promise<Map<string, string>> {
    return new Map((await ch.rows('SELECT key, value FROM meta FINAL')).map(([k, v]) => [String(k), String(v)]));
  }

  async function setMeta(key: string, value: string): Promise<void> {
    await ch.run('INSERT INTO meta FORMAT TabSeparated', `${tsv(key)}\t${tsv(value)}\t${version()}\n`);
  }

  /** The first kept day, when the store was pruned. */
  async function bounds(): Promise<{ day: string | null; hour: { day: string; hour: number } | null }> {
    const m = await meta();
    const hour = m.get('hourly_pruned_before');
    return { day: m.get('pruned_before') ?? null, hour: hour ? hourParts(hour) : null };
  }

  async function insertFigures(table: 'daily' | 'hourly', rows: readonly { keys: string; day: string; hour: number; sums: readonly number[] }[]) {
    if (rows.length === 0) return;
    const v = version();
    const lines = rows.map((r) => `${r.keys}\t${r.day}\t${table === 'hourly' ? `${r.hour}\t` : ''}${r.sums.join('\t')}\t${v}`);
    await ch.run(`INSERT INTO ${table} FORMAT TabSeparated`, `${lines.join('\n')}\n`);
  }

  async function writeFigures(rows: readonly MetricRow[], replace: ReplaceScope | undefined, hourly: boolean): Promise<void> {
    const table = hourly ? 'hourly' : 'daily';
    const unique = new Map<string, { keys: string; day: string; hour: number; sums: number[] }>();
    for (const row of rows) {
      const key = objectKey(row.customerId, row.media, row.level, row.objectId);
      const at = hourly ? hourParts(row.time) : { day: day(row.time), hour: 0 };
      unique.set(`${key}|${at.day}|${at.hour}`, {
        keys: [row.customerId, tsv(row.media), tsv(row.level), row.accountId, key].join('\t'),
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
         WHERE okey IN (${keys.join(', ')}) AND day BETWEEN ${dialect.str(day(replace.from))} AND ${dialect.str(day(replace.to))}
           AND (${SUM_COLUMNS.map((c) => `${c} <> 0`).join(' OR ')})`,
      );
      for (const [customerId, media, level, accountId, key, dayText, hour] of existing) {
        const id = `${String(key)}|${String(dayText)}|${Number(hour)}`;
        if (unique.has(id)) continue;
        unique.set(id, {
          keys: [Number(customerId), tsv(String(media)), tsv(String(level)), Number(accountId), String(key)].join('\t'),
          day: String(dayText),
          hour: Number(hour),
          sums: SUM_COLUMNS.map(() => 0),
        });
      }
    }
    await insertFigures(table, [...unique.values()]);
  }

  /** The range's sums per object (okey + sum columns), or null when the range holds nothing kept. */
  function rangeSumsSql(q: Pick<MetricsQuery, 'customerId' | 'media' | 'level' | 'from' | 'to' | 'accountIds'>, prunedBefore: string | null): string | null {
    const from = prunedBefore !== null && prunedBefore > day(q.from) ? prunedBefore : day(q.from);
    const to = day(q.to);
    if (from > to) return null;
    const where = [
      `d.customer_id = ${int(q.customerId)}`,
      `d.media = ${dialect.str(q.media)}`,
      `d.level = ${dialect.str(q.level)}`,
      `d.day BETWEEN ${dialect.str(from)} AND ${dialect.str(to)}`,
      accountCondition('d', q),
    ].filter(Boolean);
    return `SELECT okey, ${SUM_COLUMNS.map((c) => `sum(${c}) AS ${c}`).join(', ')} FROM daily AS d FINAL WHERE ${where.join(' AND ')} GROUP BY okey`;
  }

  function filteredSql(q: Omit<MetricsQuery, 'sort' | 'offset' | 'limit'>, prunedBefore: string | null): string {
    const sums = rangeSumsSql(q, prunedBefore);
    const rules = indicatorsSql(q.indicators);
    const dims = `SELECT okey, object_id, name, status, budget_fen, bid_fen, created_at FROM objects AS o FINAL
      WHERE ${[...dimensionConditions(dialect, q), 'o.deleted = 0'].join(' AND ')}`;
    let joined: string;
    if (sums === null) {
      joined = `SELECT *, ${SUM_COLUMNS.map((c) => `toInt64(0) AS ${c}`).join(', ')} FROM (${dims})`;
    } else if (rules !== null && !zeroPasses(q.indicators)) {
      // Objects without figures cannot pass: apply the rules before the join.
      joined = `SELECT * FROM (${dims}) ANY INNER JOIN (SELECT * FROM (${sums}) WHERE ${rules}) USING okey`;
    } else {
      // ANY LEFT JOIN fills an object without figures with zeros (ClickHouse's defaults, not NULL).
      joined = `SELECT * FROM (${dims}) ANY LEFT JOIN (${sums}) USING okey`;
    }
    return `SELECT * FROM (${joined}) ${rules ? `WHERE ${rules}` : ''}`;
  }

  async function query(q: MetricsQuery): Promise<MetricsPage> {
    const { day: prunedBefore } = await bounds();
    const filtered = filteredSql(q, prunedBefore);
    const [rows, [agg]] = await Promise.all([
      ch.rows(`SELECT object_id, ${SUM_COLUMNS.join(', ')} FROM (${filtered}) ORDER BY ${orderBySql(dialect, q.sort)} ${pageSql(q)}`),
      ch.rows(`SELECT count(), ${SUM_COLUMNS.map((c) => `sum(${c})`).join(', ')} FROM (${filtered})`),
    ]);
    return {
      rows: rows.map((r) => ({ objectId: String(r[0]), sums: sumsFromStored(r.slice(1) as string[]) })),
      total: Number(agg[0]),
      totals: sumsFromStored(agg.slice(1) as string[]),
    };
  }

  async function trend(q: TrendQuery): Promise<TrendSeries[]> {
    const bound = await bounds();
    const hourly = q.granularity === 'hour';
    const from = !hourly && bound.day !== null && bound.day > day(q.from) ? bound.day : day(q.from);
    const to = day(q.to);
    const times = hourly ? daysBetween(q.from, to).flatMap((d) => Array.from({ length: 24 }, (_, h) => hourLabel(d, h))) : daysBetween(q.from, to);
    const table = hourly ? 'hourly' : 'daily';
    const where = [
      `d.customer_id = ${int(q.customerId)}`,
      `d.media = ${dialect.str(q.media)}`,
      `d.level = ${dialect.str(q.level)}`,
      `d.day BETWEEN ${dialect.str(from)} AND ${dialect.str(to)}`,
    ];
    if (hourly && bound.hour) {
      const h = bound.hour;
      where.push(`(d.day > ${dialect.str(h.day)} OR (d.day = ${dialect.str(h.day)} AND d.hour >= ${h.hour}))`);
    }
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
       WHERE ${where.join(' AND ')} AND d.okey IN (SELECT okey FROM (${filteredSql(q, bound.day)})) GROUP BY t, h`,
    );
    return [series(null, new Map(rows.map((r) => [label(r[0], r[1]), sumsFromStored(r.slice(2) as string[])])))];
  }

  const store: MetricsStore = {
    engine: 'clickhouse',

    async migrate() {
      await server.run(`CREATE DATABASE IF NOT EXISTS ${database}`);
      for (const statement of schema()) await ch.run(statement);
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

    async prune(dayFrom, hourFrom) {
      const first = day(dayFrom);
      const hour = hourParts(hourFrom);
      const current = await bounds();
      if (current.day === null || first > current.day) await setMeta('pruned_before', first);
      if (!current.hour || hourFrom > hourLabel(current.hour.day, current.hour.hour)) await setMeta('hourly_pruned_before', hourFrom);
      // Space comes back in the background; reads already stop at the boundaries above.
      await ch.run(`ALTER TABLE daily DELETE WHERE day < ${dialect.str(first)}`);
      await ch.run(`ALTER TABLE hourly DELETE WHERE day < ${dialect.str(hour.day)} OR (day = ${dialect.str(hour.day)} AND hour < ${hour.hour})`);
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
      for (const table of ['daily', 'hourly']) await ch.run(`ALTER TABLE ${table} DELETE WHERE account_id IN (${list})`);
    },

    async clear() {
      for (const table of ['objects', 'daily', 'hourly', 'meta']) await ch.run(`TRUNCATE TABLE ${table}`);
    },

    async close() {
      if (options.dropOnClose) await server.run(`DROP DATABASE IF EXISTS ${database}`);
    },
  };
  return store;
}
