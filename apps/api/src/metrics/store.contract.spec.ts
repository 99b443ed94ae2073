// The metrics store's suite on the engine this run uses: DuckDB in memory (the contract run on PGlite), or
// ClickHouse when TOUFANG_METRICS=clickhouse and CLICKHOUSE_URL name one (the run on PostgreSQL), each test
// store in a database of its own.
import { describeMetricsStore } from './store.contract-suite';
import { openDuckDbStore } from './duckdb-store';

describeMetricsStore('the metrics store on DuckDB', async () => {
  const store = await openDuckDbStore({ path: ':memory:' });
  await store.migrate();
  return store;
});
