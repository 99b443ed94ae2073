// The embedded metrics store: DuckDB in one file beside the desk's data (`:memory:` in tests).
//
// Tables: `objects` (the table attributes of every object), `daily` and `hourly` (sums as the media
// reported them, quiet days left out) and `cumulative`: per object and day, the running total of every sum
// since the object's first figure, with a row for every day from there to the horizon (the last day any
// figure was written for). A range's sums are then cumulative[to] − cumulative[from − 1]: two rows per
// object instead of sixty, which is what keeps the 100,000-ad page under its budget (docs/metrics-store.md).
// `objects` carries each object's running total at the horizon too, so a range ending there (today) reads
// one day of `cumulative`. Every write recomputes the running totals of the objects it touched from the
// first day it changed, and their totals at the horizon.
//
// Writes go through one connection, one at a time; reads take a connection from a small pool, so pages
// are answered side by side while a sync writes.
import { mkdirSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance, type DuckDBAppender, type DuckDBConnection } from '@duckdb/node-api';
import { BASE_METRICS, type BaseSums, type DeliveryStatusClass } from '@toufang/domain';
import { objectKey } from './okey';
import type { MetricRow, MetricsPage, MetricsQuery, MetricsStore, ObjectDim, ReplaceScope, TrendQuery, TrendSeries } from '@toufang/server-context';
import {
  accountCondition,
  addDays,
  day,
  daysBetween,
  DIM_SELECT,
  DIM_SELECT_WITHOUT_ID,
  dimensionConditions,
  hourLabel,
  hourParts,
  indicatorsSql,
  int,
  NO_MONEY,
  orderBySql,
  pageSql,
  sortTermsSql,
  STATUS_ORDER,
  SUM_COLUMNS,
  sumsFromStored,
  toStored,
  zeroPasses,
  type Dialect,
} from './sql';

export interface DuckDbStoreOptions {
  /** A file path, or ':memory:'. */
  path: string;
  /** Read connections (default: see defaultReaders). */
  readers?: number;
  /** Threads one statement may use (default 1: see below). */
  threads?: number;
}

/**
 * One thread per statement: pages come side by side (the reader pool runs them in parallel, each on its own
 * libuv thread), and on two cores a page split over DuckDB's workers spends about half its CPU again on
 * handing work between them (measured: 72.6 ms of CPU per page with two threads under 10 concurrent pages).
 * bulkLoad, which runs alone, takes every core while it loads.
 */
const STATEMENT_THREADS = 1;

/**
 * Each DuckDB call holds a thread of Node's libuv pool until it returns, and the pool also reads the desk's
 * files and hashes passwords: with every thread in the store, a long backfill stalls page loads and logins.
 * So the readers and the writer leave two threads free: up to 4 readers in a pool of 7 or more
 * (scripts/start.sh makes it 16), 1 in Node's default pool of 4.
 */
function defaultReaders(): number {
  const pool = Number(process.env['UV_THREADPOOL_SIZE']) || 4;
  return Math.max(1, Math.min(4, pool - 3));
}

const dialect: Dialect = {
  // Standard SQL strings: a quote is doubled, a backslash is an ordinary character.
  str: (value) => `'${String(value).replace(/'/g, "''")}'`,
  containsIgnoringCase: (haystack, needle) => `contains(lower(${haystack}), lower(${needle}))`,
};

const SUMS_DDL = SUM_COLUMNS.map((c) => `${c} BIGINT NOT NULL`).join(', ');
const KEYS_DDL = 'customer_id INTEGER NOT NULL, media VARCHAR NOT NULL, level VARCHAR NOT NULL, account_id INTEGER NOT NULL, okey BIGINT NOT NULL';

/** The attribute columns of `objects`, in order (bulkLoad's and stage_objects' columns). */
const OBJECT_COLUMNS = 'okey, customer_id, media, level, object_id, account_id, parent_id, name, status, budget_fen, bid_fen, created_at';
/**
 * `objects` also carries each object's running total at the horizon (`h_` + a sum column, 0 without figures):
 * a range that ends at the horizon (today, the pages' usual end) reads it from the row the page reads anyway,
 * so it costs one day of running totals and one join instead of two of each.
 */
const HORIZON_COLUMNS = SUM_COLUMNS.map((c) => `h_${c}`);

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS objects (okey BIGINT NOT NULL, customer_id INTEGER NOT NULL, media VARCHAR NOT NULL, level VARCHAR NOT NULL,
    object_id VARCHAR NOT NULL, account_id INTEGER NOT NULL, parent_id VARCHAR NOT NULL, name VARCHAR NOT NULL, status VARCHAR NOT NULL,
    budget_fen BIGINT NOT NULL, bid_fen BIGINT NOT NULL, created_at BIGINT NOT NULL, ${HORIZON_COLUMNS.map((c) => `${c} BIGINT NOT NULL DEFAULT 0`).join(', ')})`,
  `CREATE TABLE IF NOT EXISTS daily (${KEYS_DDL}, day DATE NOT NULL, ${SUMS_DDL})`,
  `CREATE TABLE IF NOT EXISTS hourly (${KEYS_DDL}, day DATE NOT NULL, hour TINYINT NOT NULL, ${SUMS_DDL})`,
  `CREATE TABLE IF NOT EXISTS cumulative (${KEYS_DDL}, day DATE NOT NULL, ${SUMS_DDL})`,
  // horizon: the last day of `cumulative`; pruned_before: the first day still kept.
  `CREATE TABLE IF NOT EXISTS meta (key VARCHAR PRIMARY KEY, value VARCHAR NOT NULL)`,
];

const STAGE = [
  `CREATE TEMP TABLE IF NOT EXISTS stage_objects (okey BIGINT, customer_id INTEGER, media VARCHAR, level VARCHAR, object_id VARCHAR,
    account_id INTEGER, parent_id VARCHAR, name VARCHAR, status VARCHAR, budget_fen BIGINT, bid_fen BIGINT, created_at BIGINT)`,
  `CREATE TEMP TABLE IF NOT EXISTS stage_figures (${KEYS_DDL}, day VARCHAR NOT NULL, hour TINYINT NOT NULL, ${SUMS_DDL})`,
  `CREATE TEMP TABLE IF NOT EXISTS stage_scope (okey BIGINT NOT NULL, d_from VARCHAR NOT NULL, d_to VARCHAR NOT NULL)`,
];

const sumsList = (alias: string) => SUM_COLUMNS.map((c) => `${alias}.${c}`).join(', ');
const anyNonZero = (alias: string) => SUM_COLUMNS.map((c) => `${alias}.${c} <> 0`).join(' OR ');
const castDay = (value: string) => `CAST(${dialect.str(day(value))} AS DATE)`;
/** A query's company, media, level and accounts on a running-totals table. */
const cumulativeScope = (alias: string, q: Pick<MetricsQuery, 'customerId' | 'media' | 'level' | 'accountIds'>) =>
  [`${alias}.customer_id = ${int(q.customerId)}`, `${alias}.media = ${dialect.str(q.media)}`, `${alias}.level = ${dialect.str(q.level)}`, accountCondition(alias, q)]
    .filter(Boolean)
    .join(' AND ');

/** A one-at-a-time lane: writes never overlap. */
function lane() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The DuckDB store, with what only this engine offers. */
export interface DuckDbMetricsStore extends MetricsStore {
  readonly engine: 'duckdb';
  /**
   * Loads rows generated by DuckDB itself (benchmarks, imports): `objects` and `daily` are SELECTs giving the
   * tables' columns in order (objects: okey, customer_id, media, level, object_id, account_id, parent_id, name,
   * status, budget_fen, bid_fen, created_at; daily: customer_id, media, level, account_id, okey, day, then the
   * sums of SUM_COLUMNS), then rebuilds every running total.
   */
  bulkLoad(sql: { objects: string; daily: string }): Promise<void>;
  /**
   * Copies the file to `target` (a backup, src/backup): in the write lane, so no write runs meanwhile, after a
   * CHECKPOINT, which leaves the whole database in the file and its write-ahead log empty.
   */
  backupTo(target: string): Promise<void>;
}

export async function openDuckDbStore(options: DuckDbStoreOptions): Promise<DuckDbMetricsStore> {
  if (options.path !== ':memory:') mkdirSync(path.dirname(options.path), { recursive: true });
  const threads = options.threads ?? STATEMENT_THREADS;
  const instance = await DuckDBInstance.create(options.path, { threads: String(threads) });
  const writer = await instance.connect();
  const readers: DuckDBConnection[] = [];
  const idle: DuckDBConnection[] = [];
  const waiting: ((c: DuckDBConnection) => void)[] = [];
  const maxReaders = options.readers ?? defaultReaders();
  const write = lane();
  // The horizon and prune boundary, kept in memory too: this process is the file's only user.
  let horizon: string | null = null;
  let prunedBefore: string | null = null;
  /** Rows were written out of day order since the last compaction. */
  let disordered = false;
  let closed = false;

  async function withReader<T>(work: (c: DuckDBConnection) => Promise<T>): Promise<T> {
    let connection = idle.pop();
    if (!connection && readers.length < maxReaders) {
      connection = await instance.connect();
      readers.push(connection);
    }
    if (!connection) connection = await new Promise<DuckDBConnection>((resolve) => waiting.push(resolve));
    try {
      return await work(connection);
    } finally {
      const next = waiting.shift();
      if (next) next(connection);
      else idle.push(connection);
    }
  }

  const rowsOf = async (c: DuckDBConnection, sql: string) => (await c.runAndReadAll(sql)).getRowsJS();

  async function readMeta(): Promise<void> {
    const rows = await rowsOf(writer, 'SELECT key, value FROM meta');
    const meta = new Map(rows.map(([k, v]) => [String(k), String(v)]));
    horizon = meta.get('horizon') ?? null;
    prunedBefore = meta.get('pruned_before') ?? null;
    disordered = meta.has('disordered');
  }

  async function setMeta(key: string, value: string): Promise<void> {
    await writer.run(`INSERT OR REPLACE INTO meta VALUES (${dialect.str(key)}, ${dialect.str(value)})`);
  }

  /** Runs `work` inside one transaction on the writer. */
  async function transaction<T>(work: () => Promise<T>): Promise<T> {
    await writer.run('BEGIN TRANSACTION');
    try {
      const result = await work();
      await writer.run('COMMIT');
      return result;
    } catch (error) {
      await writer.run('ROLLBACK');
      // What the failed write had set in memory goes back to what the file holds.
      await readMeta();
      throw error;
    }
  }

  async function appendAll(table: string, fill: (appender: DuckDBAppender) => void): Promise<void> {
    await writer.run(`DELETE FROM ${table}`);
    const appender = await writer.createAppender(table, 'main', 'temp');
    fill(appender);
    appender.closeSync();
  }

  interface FigureWrite {
    rows: readonly MetricRow[];
    replace: ReplaceScope | undefined;
    resolve: () => void;
    reject: (error: unknown) => void;
  }
  interface Staged {
    customerId: number;
    media: string;
    level: string;
    accountId: number;
    key: bigint;
    day: string;
    hour: number;
    stored: bigint[];
  }
  // Writes of figures that arrive while another write runs wait here and then go in together, as one
  // transaction: a sync of eight accounts side by side pays the fixed cost of a write once, not eight times.
  const pending = { daily: [] as FigureWrite[], hourly: [] as FigureWrite[] };

  function writeFigures(rows: readonly MetricRow[], replace: ReplaceScope | undefined, hourly: boolean): Promise<void> {
    if (rows.length === 0 && (!replace || replace.objectIds.length === 0)) return Promise.resolve();
    // Checked now, so a bad row fails its own call and not the batch it would have joined.
    for (const row of rows) if (hourly) hourParts(row.time);
    else day(row.time);
    if (replace) {
      day(replace.from);
      day(replace.to);
    }
    const queue = hourly ? pending.hourly : pending.daily;
    return new Promise<void>((resolve, reject) => {
      queue.push({ rows, replace, resolve, reject });
      if (queue.length === 1) {
        void write(async () => {
          const batch = queue.splice(0, queue.length);
          try {
            await writeBatch(batch, hourly);
            for (const w of batch) w.resolve();
          } catch (error) {
            for (const w of batch) w.reject(error);
          }
        });
      }
    });
  }

  /** The writes of a batch in order, as one: a later write's scope removes what an earlier one brought. */
  async function writeBatch(batch: readonly FigureWrite[], hourly: boolean): Promise<void> {
    const rows = new Map<string, Staged>();
    const scopes: { key: bigint; from: string; to: string }[] = [];
    for (const w of batch) {
      if (w.replace) {
        const { customerId, media, level, from, to } = w.replace;
        const keys = new Set([...new Set(w.replace.objectIds)].map((id) => objectKey(customerId, media, level, id)));
        for (const [id, r] of rows) if (keys.has(r.key) && r.day >= from && r.day <= to) rows.delete(id);
        for (const key of keys) scopes.push({ key, from, to });
      }
      for (const row of w.rows) {
        const key = objectKey(row.customerId, row.media, row.level, row.objectId);
        const at = hourly ? hourParts(row.time) : { day: day(row.time), hour: 0 };
        rows.set(`${key}|${at.day}|${at.hour}`, {
          customerId: row.customerId,
          media: row.media,
          level: row.level,
          accountId: row.accountId,
          key,
          day: at.day,
          hour: at.hour,
          stored: BASE_METRICS.map((base) => BigInt(toStored(base, row.sums[base]))),
        });
      }
    }
    await appendAll('stage_figures', (a) => {
      for (const r of rows.values()) {
        a.appendInteger(r.customerId);
        a.appendVarchar(r.media);
        a.appendVarchar(r.level);
        a.appendInteger(r.accountId);
        a.appendBigInt(r.key);
        a.appendVarchar(r.day);
        a.appendTinyInt(r.hour);
        for (const value of r.stored) a.appendBigInt(value);
        a.endRow();
      }
    });
    await appendAll('stage_scope', (a) => {
      for (const scope of scopes) {
        a.appendBigInt(scope.key);
        a.appendVarchar(scope.from);
        a.appendVarchar(scope.to);
        a.endRow();
      }
    });
    const table = hourly ? 'hourly' : 'daily';
    // The scopes' outer days as literals too: the tables are kept in day order, so whole row groups are skipped.
    const lowest = scopes.reduce((a, sc) => (sc.from < a ? sc.from : a), '9999-12-31');
    const highest = scopes.reduce((a, sc) => (sc.to > a ? sc.to : a), '0000-01-01');
    const inScope = `d.okey = s.okey AND d.day BETWEEN CAST(s.d_from AS DATE) AND CAST(s.d_to AS DATE)
      AND d.day BETWEEN CAST(${dialect.str(lowest)} AS DATE) AND CAST(${dialect.str(highest)} AS DATE)`;
    await transaction(async () => {
      if (!hourly) {
        // The objects whose running totals change, from the first day anything of theirs changes.
        await writer.run(`CREATE OR REPLACE TEMP TABLE affected AS
          SELECT okey, min(day) AS d0, any_value(customer_id) AS customer_id, any_value(media) AS media, any_value(level) AS level,
            any_value(account_id) AS account_id
          FROM (
            SELECT okey, CAST(day AS DATE) AS day, customer_id, media, level, account_id FROM stage_figures
            ${scopes.length > 0 ? `UNION ALL SELECT d.okey, d.day, d.customer_id, d.media, d.level, d.account_id FROM daily d JOIN stage_scope s ON ${inScope}` : ''}
          ) GROUP BY okey`);
      }
      if (scopes.length > 0) await writer.run(`DELETE FROM ${table} d USING stage_scope s WHERE ${inScope}`);
      if (rows.size > 0) {
        const match = hourly ? 'd.hour = s.hour' : 'TRUE';
        const staged = [...rows.values()].map((r) => r.day);
        const span = `d.day BETWEEN CAST(${dialect.str(staged.reduce((a, b) => (a < b ? a : b)))} AS DATE) AND CAST(${dialect.str(staged.reduce((a, b) => (a > b ? a : b)))} AS DATE)`;
        await writer.run(`DELETE FROM ${table} d USING stage_figures s WHERE d.okey = s.okey AND d.day = CAST(s.day AS DATE) AND ${match} AND ${span}`);
        await writer.run(`INSERT INTO ${table} SELECT s.customer_id, s.media, s.level, s.account_id, s.okey, CAST(s.day AS DATE),
          ${hourly ? 's.hour, ' : ''}${sumsList('s')} FROM stage_figures s WHERE ${anyNonZero('s')}`);
      }
      if (!hourly) {
        const days = [...[...rows.values()].map((r) => r.day), ...scopes.map((sc) => sc.from)];
        await recomputeCumulative(days.reduce((a, b) => (a < b ? a : b)), [...rows.values()].reduce((a, r) => (r.day > a ? r.day : a), ''));
      }
    });
  }

  /**
   * Copies the running total at the horizon into `objects` (0 where an object has none), for the objects
   * `which` selects (a condition on `o`), or every object.
   */
  async function refreshHorizonTotals(which: string | null): Promise<void> {
    const at = horizon === null ? 'NULL' : `CAST(${dialect.str(horizon)} AS DATE)`;
    const set = SUM_COLUMNS.map((c) => `h_${c} = coalesce(c.${c}, 0)`).join(', ');
    await writer.run(`UPDATE objects o SET ${set}
      FROM objects x LEFT JOIN (SELECT * FROM cumulative WHERE day = ${at}) c ON c.okey = x.okey
      WHERE x.okey = o.okey${which ? ` AND ${which}` : ''}`);
  }

  /**
   * Extends every object to a later horizon, then rebuilds the running totals of the affected objects from
   * their first changed day (`first` is no later than any of those days; `last` the latest day written).
   */
  async function recomputeCumulative(first: string, last: string): Promise<void> {
    const next = horizon === null || last > horizon ? last || horizon : horizon;
    if (next === null || next === '') return;
    if (horizon !== null && next > horizon) {
      // Every object carries its running total over the new days (nothing was spent on them yet).
      await writer.run(`INSERT INTO cumulative
        SELECT c.customer_id, c.media, c.level, c.account_id, c.okey, CAST(g.range AS DATE), ${sumsList('c')}
        FROM cumulative c, range(CAST(${dialect.str(addDays(horizon, 1))} AS DATE), CAST(${dialect.str(addDays(next, 1))} AS DATE), INTERVAL 1 DAY) g
        WHERE c.day = CAST(${dialect.str(horizon)} AS DATE)`);
    }
    const start = first < next ? first : next;
    const since = `CAST(${dialect.str(start)} AS DATE)`;
    await writer.run(`DELETE FROM cumulative c USING affected a WHERE c.okey = a.okey AND c.day >= a.d0 AND c.day >= ${since}`);
    const running = SUM_COLUMNS.map((c) => `CAST(coalesce(b.${c}, 0) + sum(coalesce(d.${c}, 0)) OVER w AS BIGINT)`).join(', ');
    await writer.run(`INSERT INTO cumulative
      SELECT a.customer_id, a.media, a.level, a.account_id, a.okey, g.day, ${running}
      FROM affected a
      JOIN (SELECT CAST(range AS DATE) AS day FROM range(${since}, CAST(${dialect.str(addDays(next, 1))} AS DATE), INTERVAL 1 DAY)) g
        ON g.day >= a.d0
      LEFT JOIN (SELECT * FROM daily WHERE day >= ${since}) d ON d.okey = a.okey AND d.day = g.day
      LEFT JOIN (SELECT * FROM cumulative WHERE day >= ${since} - 1 AND day < CAST(${dialect.str(next)} AS DATE)) b ON b.okey = a.okey AND b.day = a.d0 - 1
      WINDOW w AS (PARTITION BY a.okey ORDER BY g.day)`);
    if (next !== horizon) {
      await setMeta('horizon', next);
      horizon = next;
    }
    // A later horizon carries every total over unchanged: only the affected objects' change.
    await refreshHorizonTotals('o.okey IN (SELECT okey FROM affected)');
    // Rows for days before the last one land out of day order: the next prune puts the tables back in order.
    if (start < next && !disordered) {
      await setMeta('disordered', '1');
      disordered = true;
    }
  }

  /**
   * Rewrites the figures and running totals in day order. A range's query reads two days of running
   * totals, and DuckDB skips a row group whose days are all outside them, so the order decides whether a
   * page reads 200,000 rows or 9 million. Writes of past days (a backfill, yesterday's last hours) break
   * the order; prune restores it when they did.
   */
  async function compact(): Promise<void> {
    await transaction(async () => {
      for (const table of ['cumulative', 'daily']) {
        await writer.run(`CREATE OR REPLACE TABLE ${table}_ordered AS SELECT * FROM ${table} ORDER BY day, customer_id, media, level, okey`);
        await writer.run(`DROP TABLE ${table}`);
        await writer.run(`ALTER TABLE ${table}_ordered RENAME TO ${table}`);
      }
      await writer.run(`DELETE FROM meta WHERE key = 'disordered'`);
    });
    disordered = false;
    await writer.run('CHECKPOINT');
  }

  type RangeSums =
    /** Nothing is kept in the range: every sum is 0. */
    | null
    /** The range ends at the horizon: the totals in `objects` less this day's running totals (`f`). */
    | { before: string }
    /** Otherwise: this SELECT of okey and the sum columns. */
    | { sql: string };

  /** How the range's sums per object come from the running totals. */
  function rangeSums(q: Pick<MetricsQuery, 'customerId' | 'media' | 'level' | 'from' | 'to' | 'accountIds'>): RangeSums {
    if (horizon === null) return null;
    const from = prunedBefore !== null && prunedBefore > day(q.from) ? prunedBefore : day(q.from);
    const to = day(q.to) < horizon ? q.to : horizon;
    if (from > to) return null;
    const before = castDay(addDays(from, -1));
    if (to === horizon) return { before };
    const diff = SUM_COLUMNS.map((c) => `t.${c} - coalesce(f.${c}, 0) AS ${c}`).join(', ');
    return {
      sql: `SELECT t.okey AS okey, ${diff}
      FROM (SELECT * FROM cumulative t WHERE t.day = ${castDay(to)} AND ${cumulativeScope('t', q)}) t
      LEFT JOIN (SELECT * FROM cumulative f WHERE f.day = ${before} AND ${cumulativeScope('f', q)}) f ON f.okey = t.okey`,
    };
  }

  /** Every object passing the filters: okey, the sort columns (the id too, unless `withId` is false) and the range's sums. */
  function filteredSql(q: Omit<MetricsQuery, 'sort' | 'offset' | 'limit'>, withId = true): string {
    const dimSelect = withId ? DIM_SELECT : DIM_SELECT_WITHOUT_ID;
    const range = rangeSums(q);
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
  function pageStatement(q: MetricsQuery): string {
    const totals = SUM_COLUMNS.map((c) => `CAST(sum(${c}) OVER () AS BIGINT) AS t_${c}`).join(', ');
    const columns = `object_id, ${SUM_COLUMNS.join(', ')}, n, ${SUM_COLUMNS.map((c) => `t_${c}`).join(', ')}`;
    if (indicatorsSql(q.indicators) === null || zeroPasses(q.indicators)) {
      return `SELECT ${columns} FROM (SELECT *, count(*) OVER () AS n, ${totals} FROM (${filteredSql(q)}) f)
        ORDER BY ${orderBySql(dialect, q.sort)} ${pageSql(q)}`;
    }
    const last = int(q.offset + q.limit);
    return `SELECT ${columns} FROM (
        SELECT o.object_id AS object_id, p.* EXCLUDE (okey) FROM (
          SELECT *, count(*) OVER () AS n, ${totals}, rank() OVER (ORDER BY ${sortTermsSql(dialect, q.sort)}) AS r
          FROM (${filteredSql(q, false)}) f QUALIFY r <= ${last}) p
        JOIN objects o ON o.okey = p.okey)
      ORDER BY ${orderBySql(dialect, q.sort)} ${pageSql(q)}`;
  }

  async function query(q: MetricsQuery): Promise<MetricsPage> {
    const filtered = filteredSql(q);
    return withReader(async (c) => {
      const rows = await rowsOf(c, pageStatement(q));
      const width = SUM_COLUMNS.length;
      if (rows.length > 0) {
        const first = rows[0];
        return {
          rows: rows.map((r) => ({ objectId: String(r[0]), sums: sumsFromStored(r.slice(1, 1 + width) as number[]) })),
          total: Number(first[1 + width]),
          totals: sumsFromStored(first.slice(2 + width) as number[]),
        };
      }
      // A page past the end: the count and totals still describe the whole filtered set.
      const [agg] = await rowsOf(c, `SELECT count(*), ${SUM_COLUMNS.map((col) => `CAST(coalesce(sum(${col}), 0) AS BIGINT)`).join(', ')} FROM (${filtered}) f`);
      return { rows: [], total: Number(agg[0]), totals: sumsFromStored(agg.slice(1) as number[]) };
    });
  }

  async function trend(q: TrendQuery): Promise<TrendSeries[]> {
    const from = prunedBefore !== null && prunedBefore > day(q.from) ? prunedBefore : day(q.from);
    const to = day(q.to);
    const times = q.granularity === 'day' ? daysBetween(q.from, to) : daysBetween(q.from, to).flatMap((d) => Array.from({ length: 24 }, (_, h) => hourLabel(d, h)));
    const table = q.granularity === 'day' ? 'daily' : 'hourly';
    const timeSql = q.granularity === 'day' ? `CAST(d.day AS VARCHAR)` : `CAST(d.day AS VARCHAR) || ' ' || lpad(CAST(d.hour AS VARCHAR), 2, '0') || ':00'`;
    const range = `d.day BETWEEN CAST(${dialect.str(from)} AS DATE) AND CAST(${dialect.str(to)} AS DATE)`;
    const scope = `d.customer_id = ${int(q.customerId)} AND d.media = ${dialect.str(q.media)} AND d.level = ${dialect.str(q.level)}`;
    const series = (id: string | null, points: Map<string, BaseSums>): TrendSeries => ({
      objectId: id,
      points: times.map((time) => ({ time, sums: points.get(time) ?? sumsFromStored([]) })),
    });
    return withReader(async (c) => {
      if (q.seriesIds) {
        if (q.seriesIds.length === 0) return [];
        const ids = q.seriesIds.map((id) => dialect.str(id)).join(', ');
        const known = await rowsOf(
          c,
          `SELECT o.object_id FROM objects o WHERE o.customer_id = ${int(q.customerId)} AND o.media = ${dialect.str(q.media)} AND o.level = ${dialect.str(q.level)} AND o.object_id IN (${ids})`,
        );
        const found = new Set(known.map(([id]) => String(id)));
        const rows = await rowsOf(
          c,
          `SELECT o.object_id, ${timeSql}, ${sumsList('d')} FROM ${table} d JOIN objects o ON o.okey = d.okey
           WHERE ${scope} AND ${range} AND o.object_id IN (${ids})`,
        );
        const byId = new Map<string, Map<string, BaseSums>>();
        for (const r of rows) {
          const points = byId.get(String(r[0])) ?? new Map<string, BaseSums>();
          points.set(String(r[1]), sumsFromStored(r.slice(2) as number[]));
          byId.set(String(r[0]), points);
        }
        return [...new Set(q.seriesIds)].filter((id) => found.has(id)).map((id) => series(id, byId.get(id) ?? new Map()));
      }
      const rows = await rowsOf(
        c,
        `SELECT ${timeSql} AS t, ${SUM_COLUMNS.map((col) => `CAST(sum(d.${col}) AS BIGINT)`).join(', ')} FROM ${table} d
         WHERE ${scope} AND ${range} AND d.okey IN (SELECT okey FROM (${filteredSql(q)}) f) GROUP BY t`,
      );
      return [series(null, new Map(rows.map((r) => [String(r[0]), sumsFromStored(r.slice(1) as number[])])))];
    });
  }

  async function bulkLoad(sql: { objects: string; daily: string }): Promise<void> {
    await write(async () => {
      await writer.run(`SET threads = ${int(Math.max(threads, os.availableParallelism()))}`);
      try {
        await load(sql);
      } finally {
        await writer.run(`SET threads = ${int(threads)}`);
      }
    });
  }

  async function load(sql: { objects: string; daily: string }): Promise<void> {
    const [[held]] = await rowsOf(writer, 'SELECT count(*) FROM daily');
    await transaction(async () => {
      await writer.run(`INSERT INTO objects (${OBJECT_COLUMNS}) SELECT * FROM (${sql.objects})`);
      await writer.run(`INSERT INTO daily SELECT * FROM (${sql.daily}) ORDER BY day, customer_id, media, level, okey`);
      const [[last]] = await rowsOf(writer, 'SELECT CAST(max(day) AS VARCHAR) FROM daily');
      if (last === null) return;
      const next = String(last);
      await writer.run('DELETE FROM cumulative');
      const running = SUM_COLUMNS.map((c) => `CAST(sum(coalesce(d.${c}, 0)) OVER w AS BIGINT)`).join(', ');
      await writer.run(`INSERT INTO cumulative
        SELECT a.customer_id, a.media, a.level, a.account_id, a.okey, g.day, ${running}
        FROM (SELECT okey, min(day) AS d0, any_value(customer_id) AS customer_id, any_value(media) AS media, any_value(level) AS level,
                any_value(account_id) AS account_id FROM daily GROUP BY okey) a
        JOIN (SELECT CAST(range AS DATE) AS day FROM range((SELECT min(day) FROM daily), CAST(${dialect.str(addDays(next, 1))} AS DATE), INTERVAL 1 DAY)) g
          ON g.day >= a.d0
        LEFT JOIN daily d ON d.okey = a.okey AND d.day = g.day
        WINDOW w AS (PARTITION BY a.okey ORDER BY g.day)
        ORDER BY g.day, a.customer_id, a.media, a.level, a.okey`);
      await setMeta('horizon', next);
      horizon = next;
      await refreshHorizonTotals(null);
    });
    // Loaded in day order into an empty store: already compact. Otherwise the old rows come first.
    if (Number(held) > 0) await compact();
    else await writer.run('CHECKPOINT');
  }

  const store: DuckDbMetricsStore = {
    engine: 'duckdb',
    bulkLoad,

    async migrate() {
      await write(async () => {
        for (const statement of SCHEMA) await writer.run(statement);
        for (const statement of STAGE) await writer.run(statement);
        await readMeta();
        // A file from before the totals at the horizon: the columns are added (DuckDB adds none with a
        // constraint; the refresh leaves no NULL) and filled from the running totals.
        const [[has]] = await rowsOf(writer, `SELECT count(*) FROM duckdb_columns() WHERE table_name = 'objects' AND column_name = ${dialect.str(HORIZON_COLUMNS[0])}`);
        if (Number(has) === 0) {
          await transaction(async () => {
            for (const c of HORIZON_COLUMNS) await writer.run(`ALTER TABLE objects ADD COLUMN ${c} BIGINT DEFAULT 0`);
            await refreshHorizonTotals(null);
          });
        }
      });
    },

    async upsertObjects(rows: readonly ObjectDim[]) {
      if (rows.length === 0) return;
      const unique = new Map<bigint, ObjectDim>();
      for (const row of rows) unique.set(objectKey(row.customerId, row.media, row.level, row.objectId), row);
      await write(async () => {
        await appendAll('stage_objects', (a) => {
          for (const [key, o] of unique) {
            if (!STATUS_ORDER.includes(o.status as DeliveryStatusClass)) throw new TypeError(`unknown status ${o.status}`);
            a.appendBigInt(key);
            a.appendInteger(o.customerId);
            a.appendVarchar(o.media);
            a.appendVarchar(o.level);
            a.appendVarchar(o.objectId);
            a.appendInteger(o.accountId);
            a.appendVarchar(o.parentId ?? '');
            a.appendVarchar(o.name);
            a.appendVarchar(o.status);
            a.appendBigInt(BigInt(o.budgetFen ?? NO_MONEY));
            a.appendBigInt(BigInt(o.bidFen ?? NO_MONEY));
            a.appendBigInt(BigInt(Math.round(o.createdAt)));
            a.endRow();
          }
        });
        await transaction(async () => {
          await writer.run('DELETE FROM objects WHERE okey IN (SELECT okey FROM stage_objects)');
          await writer.run(`INSERT INTO objects (${OBJECT_COLUMNS}) SELECT * FROM stage_objects`);
          await refreshHorizonTotals('o.okey IN (SELECT okey FROM stage_objects)');
        });
      });
    },

    writeDaily: (rows, replace) => writeFigures(rows, replace, false),
    writeHourly: (rows, replace) => writeFigures(rows, replace, true),
    query,
    trend,

    async prune(dayFrom, hourFrom) {
      const first = day(dayFrom);
      const hour = hourParts(hourFrom);
      await write(() =>
        transaction(async () => {
          const firstSql = `CAST(${dialect.str(first)} AS DATE)`;
          await writer.run(`DELETE FROM daily WHERE day < ${firstSql}`);
          const hourDay = `CAST(${dialect.str(hour.day)} AS DATE)`;
          await writer.run(`DELETE FROM hourly WHERE day < ${hourDay} OR (day = ${hourDay} AND hour < ${hour.hour})`);
          await writer.run(`DELETE FROM cumulative WHERE day < ${firstSql} - 1`);
          if (horizon !== null && horizon >= first) {
            // Objects with nothing in the kept days have constant totals: their rows say nothing a missing row does not.
            const same = SUM_COLUMNS.map((c) => `a.${c} = b.${c}`).join(' AND ');
            await writer.run(`DELETE FROM cumulative WHERE okey IN (
              SELECT a.okey FROM cumulative a JOIN cumulative b ON b.okey = a.okey
              WHERE a.day = ${firstSql} - 1 AND b.day = CAST(${dialect.str(horizon)} AS DATE) AND ${same})`);
            // Those objects have nothing in range any more: their totals at the horizon go with their rows.
            await refreshHorizonTotals(null);
          }
          if (prunedBefore === null || first > prunedBefore) {
            await setMeta('pruned_before', first);
            prunedBefore = first;
          }
        }),
      );
      if (disordered) await write(compact);
    },

    async accountIds() {
      return withReader(async (c) =>
        (await rowsOf(c, 'SELECT DISTINCT account_id FROM objects UNION SELECT DISTINCT account_id FROM daily ORDER BY 1')).map(([id]) => Number(id)),
      );
    },

    async forgetAccounts(accountIds) {
      if (accountIds.length === 0) return;
      const list = accountIds.map(int).join(', ');
      await write(() =>
        transaction(async () => {
          for (const table of ['objects', 'daily', 'hourly', 'cumulative']) await writer.run(`DELETE FROM ${table} WHERE account_id IN (${list})`);
        }),
      );
    },

    async clear() {
      await write(() =>
        transaction(async () => {
          for (const table of ['objects', 'daily', 'hourly', 'cumulative', 'meta']) await writer.run(`DELETE FROM ${table}`);
          horizon = null;
          prunedBefore = null;
          disordered = false;
        }),
      );
    },

    async backupTo(target) {
      if (options.path === ':memory:') throw new Error('an in-memory store has no file to back up');
      await write(async () => {
        await writer.run('CHECKPOINT');
        await copyFile(options.path, target);
      });
    },

    async close() {
      if (closed) return;
      closed = true;
      await write(async () => undefined);
      for (const c of [...readers, writer]) c.closeSync();
      instance.closeSync();
    },
  };
  return store;
}
