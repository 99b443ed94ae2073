// The delivery tables' figures: the metrics store's engines behind the port of @toufang/server-context
// (DuckDB embedded, ClickHouse at scale), opening the one the environment names, the SQL both share, and
// the sync that fills a store from the media (docs/metrics-store.md).
export * from './lib/clickhouse-store';
export * from './lib/duckdb-store';
export * from './lib/okey';
export * from './lib/open';
export * from './lib/sql';
export * from './lib/sync';
