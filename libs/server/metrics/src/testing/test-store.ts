// A fresh, empty metrics store of the engine a test run uses: DuckDB in memory (the contract run on PGlite),
// or ClickHouse when TOUFANG_METRICS=clickhouse and CLICKHOUSE_URL name one (the run on PostgreSQL), in a
// database of its own that closing drops.
import { randomBytes } from 'node:crypto';
import { openClickHouseStore } from '../lib/clickhouse-store';
import { openDuckDbStore } from '../lib/duckdb-store';
import type { MetricsStore } from '@toufang/server-context';

export const testEngineName = () => (process.env.TOUFANG_METRICS === 'clickhouse' && process.env.CLICKHOUSE_URL ? 'ClickHouse' : 'DuckDB');

export async function openTestStore(): Promise<MetricsStore> {
  const url = process.env.CLICKHOUSE_URL;
  const store =
    process.env.TOUFANG_METRICS === 'clickhouse' && url
      ? await openClickHouseStore({ url: withDatabase(url, `toufang_test_${randomBytes(6).toString('hex')}`), dropOnClose: true })
      : await openDuckDbStore({ path: ':memory:' });
  await store.migrate();
  return store;
}

function withDatabase(url: string, database: string): string {
  const scoped = new URL(url);
  scoped.searchParams.set('database', database);
  return scoped.toString();
}
