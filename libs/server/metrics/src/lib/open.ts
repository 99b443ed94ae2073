// Opening the metrics store (the server's context keeps the open one: context/build.ts).
//
// The engine comes from the environment (apps/api/README.md): TOUFANG_METRICS=duckdb (default: a file
// beside the desk's PGlite folder, TOUFANG_METRICS_PATH to move it, `:memory:` for none) or clickhouse
// (CLICKHOUSE_URL, its HTTP interface; `?database=` names the database, default toufang). A setting that
// cannot work stops the start with a Chinese reason.
import path from 'node:path';
import type { MetricsStore, MetricsStoreOptions } from '@toufang/server-context';

// The options' types live beside the port (the server's options name them).
export type { MetricsEngine, MetricsStoreOptions } from '@toufang/server-context';

export const METRICS_TEXTS = {
  badEngine: (raw: string) => `TOUFANG_METRICS 应为 duckdb 或 clickhouse（实际为 ${raw}）`,
  noUrl: 'TOUFANG_METRICS=clickhouse 时须设置 CLICKHOUSE_URL（例如 http://127.0.0.1:8123）',
  badUrl: (raw: string) => `CLICKHOUSE_URL 不是有效的 http 地址（实际为 ${raw}）`,
  cannotOpen: (where: string, reason: string) => `无法打开指标库（${where}）：${reason}`,
  locked: '该文件已被另一个服务进程打开；多个服务进程共用数据时请改用 ClickHouse（TOUFANG_METRICS=clickhouse）',
} as const;

/**
 * DuckDB's words for a file another process holds ("Could not set lock on file …: Conflicting lock is held");
 * a bare /lock/ also matched "block" in its checksum errors of a damaged file.
 */
export const DUCKDB_LOCKED = /could not set lock|conflicting lock/i;

/** The DuckDB file of a desk whose PGlite folder is `dataDir`: beside it, in the same parent folder. */
export function defaultMetricsPath(dataDir: string): string {
  return path.join(path.dirname(path.resolve(dataDir)), 'metrics.duckdb');
}

/** The store the environment asks for, or a Chinese reason why it cannot be used. */
export function metricsOptionsFromEnv(env: NodeJS.ProcessEnv, dataDir: string): MetricsStoreOptions {
  const raw = (env.TOUFANG_METRICS ?? '').trim();
  if (raw === '' || raw === 'duckdb') return { engine: 'duckdb', path: env.TOUFANG_METRICS_PATH?.trim() || defaultMetricsPath(dataDir) };
  if (raw !== 'clickhouse') throw new Error(METRICS_TEXTS.badEngine(raw));
  const url = env.CLICKHOUSE_URL?.trim();
  if (!url) throw new Error(METRICS_TEXTS.noUrl);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(METRICS_TEXTS.badUrl(url));
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(METRICS_TEXTS.badUrl(url));
  return { engine: 'clickhouse', url };
}

/** Opens and migrates the store; a failure says in Chinese which store could not be opened and why. */
export async function openMetricsStore(options: MetricsStoreOptions): Promise<MetricsStore> {
  const where = options.engine === 'duckdb' ? `DuckDB ${options.path ?? ':memory:'}` : `ClickHouse ${options.url ?? ''}`;
  let store: MetricsStore | undefined;
  try {
    if (options.engine === 'duckdb') {
      const { openDuckDbStore } = await import('./duckdb-store');
      store = await openDuckDbStore({ path: options.path ?? ':memory:' });
    } else {
      if (!options.url) throw new Error(METRICS_TEXTS.noUrl);
      const { openClickHouseStore } = await import('./clickhouse-store');
      store = await openClickHouseStore({ url: options.url });
    }
    await store.migrate();
    return store;
  } catch (error) {
    await store?.close().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    // DuckDB lets one process hold its file: say what to do instead of only quoting its English reason.
    const hint = options.engine === 'duckdb' && DUCKDB_LOCKED.test(reason) ? `${METRICS_TEXTS.locked}。${reason}` : reason;
    throw new Error(METRICS_TEXTS.cannotOpen(where, hint), { cause: error });
  }
}
