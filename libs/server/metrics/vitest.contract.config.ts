import { defineProject } from 'vitest/config';
import { contractTestConfig } from '../../../vitest.shared.ts';

// The store's suite against the run's engine (DuckDB in memory, or ClickHouse when TOUFANG_METRICS and
// CLICKHOUSE_URL name one); it needs no server, so no template database either.
export default defineProject(contractTestConfig(import.meta.url, 'server-metrics-contract'));
