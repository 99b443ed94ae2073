// The DuckDB store's tables and the SQL pieces its reads and writes share (duckdb-store.ts explains the
// tables' roles; duckdb-reads.ts and duckdb-writes.ts use them).
import type { MetricsQuery } from '@toufang/server-context';
import { accountCondition, day, int, SUM_COLUMNS, type Dialect } from './sql';

export const dialect: Dialect = {
  // Standard SQL strings: a quote is doubled, a backslash is an ordinary character.
  str: (value) => `'${String(value).replace(/'/g, "''")}'`,
  containsIgnoringCase: (haystack, needle) => `contains(lower(${haystack}), lower(${needle}))`,
  partCount: (name, separator) => `len(string_split(${name}, ${separator}))`,
  part: (name, separator, position) => `split_part(${name}, ${separator}, ${position})`,
};

export const SUMS_DDL = SUM_COLUMNS.map((c) => `${c} BIGINT NOT NULL`).join(', ');
export const KEYS_DDL = 'customer_id INTEGER NOT NULL, media VARCHAR NOT NULL, level VARCHAR NOT NULL, account_id INTEGER NOT NULL, okey BIGINT NOT NULL';

/** The attribute columns of `objects`, in order (bulkLoad's and stage_objects' columns). */
export const OBJECT_COLUMNS = 'okey, customer_id, media, level, object_id, account_id, parent_id, name, status, budget_fen, bid_fen, created_at';
/**
 * `objects` also carries each object's running total at the horizon (`h_` + a sum column, 0 without figures):
 * a range that ends at the horizon (today, the pages' usual end) reads it from the row the page reads anyway,
 * so it costs one day of running totals and one join instead of two of each.
 */
export const HORIZON_COLUMNS = SUM_COLUMNS.map((c) => `h_${c}`);

export const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS objects (okey BIGINT NOT NULL, customer_id INTEGER NOT NULL, media VARCHAR NOT NULL, level VARCHAR NOT NULL,
    object_id VARCHAR NOT NULL, account_id INTEGER NOT NULL, parent_id VARCHAR NOT NULL, name VARCHAR NOT NULL, status VARCHAR NOT NULL,
    budget_fen BIGINT NOT NULL, bid_fen BIGINT NOT NULL, created_at BIGINT NOT NULL, ${HORIZON_COLUMNS.map((c) => `${c} BIGINT NOT NULL DEFAULT 0`).join(', ')})`,
  `CREATE TABLE IF NOT EXISTS daily (${KEYS_DDL}, day DATE NOT NULL, ${SUMS_DDL})`,
  `CREATE TABLE IF NOT EXISTS hourly (${KEYS_DDL}, day DATE NOT NULL, hour TINYINT NOT NULL, ${SUMS_DDL})`,
  `CREATE TABLE IF NOT EXISTS cumulative (${KEYS_DDL}, day DATE NOT NULL, ${SUMS_DDL})`,
  // horizon: the last day of `cumulative`; pruned_before: the first day still kept; hourly_pruned_before: the first hour.
  `CREATE TABLE IF NOT EXISTS meta (key VARCHAR PRIMARY KEY, value VARCHAR NOT NULL)`,
];

export const STAGE = [
  `CREATE TEMP TABLE IF NOT EXISTS stage_objects (okey BIGINT, customer_id INTEGER, media VARCHAR, level VARCHAR, object_id VARCHAR,
    account_id INTEGER, parent_id VARCHAR, name VARCHAR, status VARCHAR, budget_fen BIGINT, bid_fen BIGINT, created_at BIGINT)`,
  `CREATE TEMP TABLE IF NOT EXISTS stage_figures (${KEYS_DDL}, day VARCHAR NOT NULL, hour TINYINT NOT NULL, ${SUMS_DDL})`,
  `CREATE TEMP TABLE IF NOT EXISTS stage_scope (okey BIGINT NOT NULL, d_from VARCHAR NOT NULL, d_to VARCHAR NOT NULL)`,
];

export const sumsList = (alias: string) => SUM_COLUMNS.map((c) => `${alias}.${c}`).join(', ');
export const anyNonZero = (alias: string) => SUM_COLUMNS.map((c) => `${alias}.${c} <> 0`).join(' OR ');
export const castDay = (value: string) => `CAST(${dialect.str(day(value))} AS DATE)`;
/** A query's company, media, level and accounts on a running-totals table. */
export const cumulativeScope = (alias: string, q: Pick<MetricsQuery, 'customerId' | 'media' | 'level' | 'accountIds'>) =>
  [`${alias}.customer_id = ${int(q.customerId)}`, `${alias}.media = ${dialect.str(q.media)}`, `${alias}.level = ${dialect.str(q.level)}`, accountCondition(alias, q)]
    .filter(Boolean)
    .join(' AND ');

/** What the store keeps in memory of its meta table: this process is the file's only user. */
export interface Kept {
  /** The last day of `cumulative`. */
  horizon: string | null;
  /** The first day still kept. */
  prunedBefore: string | null;
  /** The first hour still kept ('YYYY-MM-DD HH:00'): windowSums refuses an hour window before it. */
  hourlyPrunedBefore: string | null;
  /** Rows were written out of day order since the last compaction. */
  disordered: boolean;
}

export type Lane = <T>(work: () => Promise<T>) => Promise<T>;

/** A one-at-a-time lane: writes never overlap. */
export function lane(): Lane {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

