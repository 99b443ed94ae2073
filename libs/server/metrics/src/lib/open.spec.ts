import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMetricsPath, metricsOptionsFromEnv, openMetricsStore } from './open';

describe('opening the metrics store', () => {
  it('defaults to DuckDB in a file beside the PGlite folder', () => {
    expect(metricsOptionsFromEnv({}, '/srv/desk/.data/pglite')).toEqual({ engine: 'duckdb', path: path.join('/srv/desk/.data', 'metrics.duckdb') });
    expect(metricsOptionsFromEnv({ TOUFANG_METRICS: 'duckdb', TOUFANG_METRICS_PATH: ':memory:' }, '/x/pglite')).toEqual({ engine: 'duckdb', path: ':memory:' });
    expect(defaultMetricsPath('relative/pglite')).toBe(path.resolve('relative', 'metrics.duckdb'));
  });

  it('takes ClickHouse with its URL', () => {
    expect(metricsOptionsFromEnv({ TOUFANG_METRICS: 'clickhouse', CLICKHOUSE_URL: 'http://127.0.0.1:8123/?database=desk' }, '/x/pglite')).toEqual({
      engine: 'clickhouse',
      url: 'http://127.0.0.1:8123/?database=desk',
    });
  });

  it('stops on a setting that cannot work, saying why in Chinese', () => {
    expect(() => metricsOptionsFromEnv({ TOUFANG_METRICS: 'sqlite' }, '/x')).toThrow('TOUFANG_METRICS 应为 duckdb 或 clickhouse（实际为 sqlite）');
    expect(() => metricsOptionsFromEnv({ TOUFANG_METRICS: 'clickhouse' }, '/x')).toThrow('须设置 CLICKHOUSE_URL');
    expect(() => metricsOptionsFromEnv({ TOUFANG_METRICS: 'clickhouse', CLICKHOUSE_URL: 'not a url' }, '/x')).toThrow('CLICKHOUSE_URL 不是有效的 http 地址');
    expect(() => metricsOptionsFromEnv({ TOUFANG_METRICS: 'clickhouse', CLICKHOUSE_URL: 'ftp://host' }, '/x')).toThrow('CLICKHOUSE_URL 不是有效的 http 地址');
  });

  it('names the store it could not open and the reason', async () => {
    await expect(openMetricsStore({ engine: 'clickhouse', url: 'http://127.0.0.1:1/' })).rejects.toThrow(/^无法打开指标库（ClickHouse http:\/\/127\.0\.0\.1:1\/）：/);
    await expect(openMetricsStore({ engine: 'duckdb', path: '/etc/hostname/metrics.duckdb' })).rejects.toThrow(/^无法打开指标库（DuckDB \/etc\/hostname\/metrics\.duckdb）：/);
  });
});
