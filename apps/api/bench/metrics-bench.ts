// Metrics store benchmark (`npm run bench` runs it after the server bench; alone: `node --import tsx
// apps/api/bench/metrics-bench.ts`). The delivery tables' heaviest page, on every engine, with the same
// data generated inside each engine (not through the sandbox): 100,000 ads of one company over 90 days;
// the ad-level page over the last 60 days, two indicator filters (cost and CTR, 交集), sorted by cost, 50
// rows, with the count and the 合计 row of the whole filtered set; p50 and p99 at 10 concurrent queries.
// DuckDB through the store (the desk's default), ClickHouse through the store when it is installed or
// CLICKHOUSE_URL is set, and PostgreSQL's raw query of the same page beside them (DATABASE_URL, or a
// private cluster when PostgreSQL is installed). Figures go to the terminal and to dist/bench/metrics.md.
// Size: BENCH_METRICS_ADS (default 100,000), BENCH_METRICS_QUERIES (per engine, default 200); which engines:
// BENCH_METRICS_ENGINES (default duckdb,clickhouse,postgres), e.g. duckdb alone while tuning the store.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../src/config';
import { chinaDate, chinaDay } from '@toufang/server-media';
import { openClickHouseStore, openDuckDbStore, addDays, DIM_SELECT, dimensionConditions, indicatorsSql, orderBySql, pageSql, SUM_COLUMNS, sumsFromStored, type Dialect } from '@toufang/server-metrics';
import type { MetricsPage, MetricsQuery, MetricsStore } from '@toufang/server-context';

const ADS = Number(process.env.BENCH_METRICS_ADS ?? 100_000);
const QUERIES = Number(process.env.BENCH_METRICS_QUERIES ?? 200);
const ENGINES = new Set((process.env.BENCH_METRICS_ENGINES ?? 'duckdb,clickhouse,postgres').split(',').map((e) => e.trim()));
const DAYS = 90;
const WINDOW_DAYS = 60;
const CONCURRENCY = 10;
const ACCOUNTS = 200;
/** Private servers the bench starts (and stops) when nothing is given: away from the test runs' ports. */
const CH = { port: '18125', tcpPort: '19005', dir: path.join(os.tmpdir(), 'toufang-ch-bench') };
const PG = { port: '54335', dir: path.join(os.tmpdir(), 'toufang-pg-bench') };

const today = chinaDate(chinaDay(Date.now()));
const firstDay = addDays(today, -(DAYS - 1));
const query: MetricsQuery = {
  customerId: 1,
  media: 'toutiao',
  level: 'ad',
  from: addDays(today, -(WINDOW_DAYS - 1)),
  to: today,
  indicators: {
    union: false,
    rules: [
      { metric: 'cost', operator: '>', value: 5_500 },
      { metric: 'ctr', operator: '>', value: 2.8 },
    ],
  },
  sort: { key: 'cost', order: 'desc' },
  offset: 0,
  limit: 50,
};

// ---------- the data, as SQL each engine runs (integer arithmetic only, so all three hold the same rows) ----------

interface Generator {
  /** The store's key of ad i: a spread-out 63-bit number, like the hash the store gives real objects. */
  key(i: string): string;
  /** Integer division. */
  div(a: string, b: string): string;
  /** Text of an integer expression. */
  text(expr: string): string;
  /** The day `n` days after the first. */
  day(n: string): string;
  /** FROM clause of the ads (column i) and of ads × days (columns i, d). */
  ads: string;
  adDays: string;
}

/** Ads: 200 accounts, 2,000 parents; a tenth paused; every fiftieth never delivers. */
function objectsSql(g: Generator): string {
  return `SELECT ${g.key('i')} AS okey, 1 AS customer_id, 'toutiao' AS media, 'ad' AS level, ${g.text(`7600000000000000000 + i`)} AS object_id,
    1 + i % ${ACCOUNTS} AS account_id, ${g.text(`7500000000000000000 + i % 2000`)} AS parent_id, concat('广告 ', ${g.text('i')}) AS name,
    CASE WHEN i % 10 = 0 THEN 'paused' ELSE 'enabled' END AS status, -1 AS budget_fen, 100 + i % 900 AS bid_fen, 1700000000000 + i AS created_at
    FROM ${g.ads}`;
}

/** Figures of an ad and a day from one hash-like number h (0 … 100,002): CPM 15–55 元, CTR 0.5–5 %. */
function dailySql(g: Generator): string {
  const h = `((i * 7919 + d * 104729 + (i * d) % 9973) % 100003)`;
  const show = `(200 + ${h} % 4801)`;
  const click = g.div(`${show} * (5 + ${h} % 46)`, '1000');
  const convert = g.div(`${click} * (2 + ${h} % 11)`, '100');
  const register = g.div(`${convert} * 4`, '10');
  const pay = g.div(`${register} * 15`, '100');
  return `SELECT 1 AS customer_id, 'toutiao' AS media, 'ad' AS level, 1 + i % ${ACCOUNTS} AS account_id, ${g.key('i')} AS okey, ${g.day('d')} AS day,
    ${g.div(`${show} * (1500 + (${h} * 7) % 4000)`, '1000')} AS m_cost, ${show} AS m_show, ${click} AS m_click, ${convert} AS m_convert,
    ${convert} AS m_active, ${register} AS m_register, ${pay} AS m_pay, ${pay} * (5000 + ${h} % 20000) AS m_pay_amount
    FROM ${g.adDays} WHERE i % 50 <> 0`;
}

const duckGenerator: Generator = {
  key: (i) => `CAST(hash(${i}) >> 1 AS BIGINT)`,
  div: (a, b) => `(${a}) // ${b}`,
  text: (e) => `CAST(${e} AS VARCHAR)`,
  day: (n) => `CAST(DATE '${firstDay}' + CAST(${n} AS INTEGER) AS DATE)`,
  ads: `(SELECT range AS i FROM range(${ADS}))`,
  adDays: `(SELECT a.range AS i, b.range AS d FROM range(${ADS}) a, range(${DAYS}) b)`,
};

const clickhouseGenerator: Generator = {
  key: (i) => `toInt64(bitShiftRight(cityHash64(${i}), 1))`,
  div: (a, b) => `intDiv(${a}, ${b})`,
  text: (e) => `toString(${e})`,
  day: (n) => `toDate('${firstDay}') + ${n}`,
  ads: `(SELECT toInt64(number) AS i FROM numbers(${ADS}))`,
  adDays: `(SELECT toInt64(intDiv(number, ${DAYS})) AS i, toInt64(number % ${DAYS}) AS d FROM numbers(${ADS * DAYS}))`,
};

const postgresGenerator: Generator = {
  key: (i) => `(${i})::bigint`,
  div: (a, b) => `((${a}) / ${b})`,
  text: (e) => `(${e})::text`,
  day: (n) => `(DATE '${firstDay}' + (${n})::int)`,
  ads: `generate_series(0, ${ADS - 1}) AS i`,
  adDays: `generate_series(0, ${ADS - 1}) AS i, generate_series(0, ${DAYS - 1}) AS d`,
};

// ---------- measuring ----------

interface Measured {
  engine: string;
  loadSeconds: number;
  singleMs: number;
  p50: number;
  p99: number;
  perSecond: number;
  /** CPU of this process per query (DuckDB runs in it; the servers' work is not counted). */
  cpuMs: number;
  page: MetricsPage;
}

async function measure(engine: string, loadSeconds: number, run: () => Promise<MetricsPage>): Promise<Measured> {
  const page = await run();
  const single = performance.now();
  await run();
  const singleMs = performance.now() - single;
  const latencies: number[] = [];
  let started = 0;
  const began = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (started < QUERIES) {
        started += 1;
        const t = performance.now();
        await run();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  const used = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))];
  console.error(`measured ${engine}`);
  const cpuMs = (used.user + used.system) / 1000 / latencies.length;
  return { engine, loadSeconds, singleMs, p50: at(0.5), p99: at(0.99), perSecond: latencies.length / seconds, cpuMs, page };
}

const seconds = (since: number) => (performance.now() - since) / 1000;

async function duckdb(scratch: string): Promise<Measured> {
  const store = await openDuckDbStore({ path: path.join(scratch, 'metrics.duckdb') });
  try {
    await store.migrate();
    const t = performance.now();
    await store.bulkLoad({ objects: objectsSql(duckGenerator), daily: dailySql(duckGenerator) });
    return await measure('DuckDB (the store, embedded)', seconds(t), () => store.query(query));
  } finally {
    await store.close();
  }
}

function onPath(file: string): boolean {
  return existsSync(file);
}

async function clickhouse(): Promise<Measured | string> {
  let url = process.env.CLICKHOUSE_URL;
  let started = false;
  if (!url) {
    if (!onPath('/usr/sbin/clickhouse-server')) {
      return 'ClickHouse: skipped, clickhouse-server is not installed (apt-get install -y clickhouse-server, or set CLICKHOUSE_URL).';
    }
    url = execFileSync('bash', [path.join(REPO_ROOT, 'scripts/ensure-clickhouse.sh')], {
      env: { ...process.env, TOUFANG_CH_PORT: CH.port, TOUFANG_CH_TCP_PORT: CH.tcpPort, TOUFANG_CH_DIR: CH.dir },
      encoding: 'utf8',
    }).trim();
    started = true;
  }
  const scoped = new URL(url);
  scoped.searchParams.set('database', 'toufang_bench');
  let store: MetricsStore | undefined;
  try {
    const ch = await openClickHouseStore({ url: scoped.toString(), dropOnClose: true });
    store = ch;
    await ch.migrate();
    await ch.clear();
    const t = performance.now();
    await ch.bulkLoad({ objects: objectsSql(clickhouseGenerator), daily: dailySql(clickhouseGenerator) });
    return await measure('ClickHouse 18.16 (the store, HTTP)', seconds(t), () => ch.query(query));
  } finally {
    await store?.close();
    if (started) {
      execFileSync('bash', [path.join(REPO_ROOT, 'scripts/ensure-clickhouse.sh'), 'stop'], { env: { ...process.env, TOUFANG_CH_DIR: CH.dir } });
      rmSync(CH.dir, { recursive: true, force: true });
    }
  }
}

const pgDialect: Dialect = {
  str: (value) => `'${String(value).replace(/'/g, "''")}'`,
  containsIgnoringCase: (haystack, needle) => `strpos(lower(${haystack}), lower(${needle})) > 0`,
  partCount: (name, separator) => `cardinality(string_to_array(${name}, ${separator}))`,
  part: (name, separator, position) => `split_part(${name}, ${separator}, ${position})`,
};

/** PostgreSQL's raw query of the page: sums of the range grouped by ad, the same filters, sort and totals. */
function postgresPageSql(q: MetricsQuery): string {
  const rules = indicatorsSql(q.indicators);
  // As double precision: the shared metric expressions divide with `/`, which on PostgreSQL's integers truncates.
  const sums = SUM_COLUMNS.map((c) => `sum(${c})::double precision AS ${c}`).join(', ');
  const totals = SUM_COLUMNS.map((c) => `sum(${c}) OVER () AS t_${c}`).join(', ');
  return `WITH s AS (
      SELECT okey, ${sums} FROM bench.daily
      WHERE customer_id = ${q.customerId} AND media = 'toutiao' AND level = 'ad' AND day BETWEEN DATE '${q.from}' AND DATE '${q.to}' GROUP BY okey),
    f AS (SELECT ${DIM_SELECT}, ${SUM_COLUMNS.map((c) => `s.${c}`).join(', ')} FROM bench.objects o JOIN s ON s.okey = o.okey
      WHERE ${dimensionConditions(pgDialect, q).join(' AND ')})
    SELECT object_id, ${SUM_COLUMNS.join(', ')}, count(*) OVER () AS n, ${totals} FROM f ${rules ? `WHERE ${rules}` : ''}
    ORDER BY ${orderBySql(pgDialect, q.sort)} ${pageSql(q)}`;
}

function postgresBinaries(): boolean {
  try {
    return readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
  } catch {
    return false;
  }
}

async function postgres(): Promise<Measured | string> {
  let url = process.env.BENCH_POSTGRES_URL || process.env.DATABASE_URL;
  let started = false;
  if (!url) {
    if (!postgresBinaries()) return 'PostgreSQL: skipped, PostgreSQL is not installed (apt-get install -y postgresql, or set DATABASE_URL).';
    url = execFileSync('bash', [path.join(REPO_ROOT, 'scripts/ensure-postgres.sh')], {
      env: { ...process.env, TOUFANG_PG_PORT: PG.port, TOUFANG_PG_DIR: PG.dir },
      encoding: 'utf8',
    }).trim();
    started = true;
  }
  const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
  try {
    const t = performance.now();
    await pool.query(`DROP SCHEMA IF EXISTS bench CASCADE; CREATE SCHEMA bench;
      CREATE TABLE bench.objects (okey bigint PRIMARY KEY, customer_id int NOT NULL, media text NOT NULL, level text NOT NULL, object_id text NOT NULL,
        account_id int NOT NULL, parent_id text NOT NULL, name text NOT NULL, status text NOT NULL, budget_fen bigint NOT NULL, bid_fen bigint NOT NULL,
        created_at bigint NOT NULL);
      CREATE TABLE bench.daily (customer_id int NOT NULL, media text NOT NULL, level text NOT NULL, account_id int NOT NULL, okey bigint NOT NULL,
        day date NOT NULL, ${SUM_COLUMNS.map((c) => `${c} bigint NOT NULL`).join(', ')})`);
    await pool.query(`INSERT INTO bench.objects ${objectsSql(postgresGenerator)}`);
    await pool.query(`INSERT INTO bench.daily ${dailySql(postgresGenerator)}`);
    // The indexes a PostgreSQL metrics table would have: by object and day, and by company, level and day.
    await pool.query(`CREATE UNIQUE INDEX ON bench.daily (okey, day); CREATE INDEX ON bench.daily (customer_id, media, level, day);
      CREATE INDEX ON bench.objects (customer_id, media, level); ANALYZE bench.objects; ANALYZE bench.daily`);
    const sql = postgresPageSql(query);
    return await measure('PostgreSQL (raw query, same page)', seconds(t), async () => {
      const { rows } = await pool.query<Record<string, string>>(sql);
      const sumsOf = (prefix: string, r: Record<string, string>) => sumsFromStored(SUM_COLUMNS.map((c) => r[`${prefix}${c}`]));
      return {
        rows: rows.map((r) => ({ objectId: r.object_id, sums: sumsOf('', r) })),
        total: Number(rows[0]?.n ?? 0),
        totals: rows[0] ? sumsOf('t_', rows[0]) : sumsFromStored([]),
      };
    });
  } finally {
    await pool.query('DROP SCHEMA IF EXISTS bench CASCADE').catch(() => undefined);
    await pool.end();
    if (started) {
      execFileSync('bash', [path.join(REPO_ROOT, 'scripts/ensure-postgres.sh'), 'stop'], { env: { ...process.env, TOUFANG_PG_PORT: PG.port, TOUFANG_PG_DIR: PG.dir } });
      rmSync(PG.dir, { recursive: true, force: true });
    }
  }
}

// ---------- run ----------

const scratch = mkdtempSync(path.join(os.tmpdir(), 'toufang-metrics-bench-'));
const results: Measured[] = [];
const skipped: string[] = [];
try {
  if (ENGINES.has('duckdb')) results.push(await duckdb(scratch));
  for (const engine of [clickhouse, postgres].filter((e) => ENGINES.has(e.name))) {
    const outcome = await engine();
    if (typeof outcome === 'string') {
      skipped.push(outcome);
      console.error(outcome);
    } else {
      results.push(outcome);
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const reference = results[0].page;
const same = results.every((r) => JSON.stringify(r.page) === JSON.stringify(reference));
// Issue 19's goal: at most 15 ms of DuckDB's CPU per page, so ten concurrent pages on two cores answer in 150 ms at p50.
const duck = results.find((r) => r.engine.startsWith('DuckDB'));
const goal = duck !== undefined && duck.cpuMs <= 15 && duck.p50 <= 150;
const report = [
  `# Metrics store benchmark`,
  ``,
  `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} CPU (load average ${os.loadavg()[0].toFixed(1)} at the end) · ` +
    `${ADS.toLocaleString('en')} ads × ${DAYS} days ` +
    `(${(ADS * DAYS * 0.98).toLocaleString('en')} daily rows) · ${CONCURRENCY} concurrent · ${QUERIES} queries per engine`,
  ``,
  `The ad-level page: the last ${WINDOW_DAYS} days, cost > 5,500 元 and CTR > 2.8 % (交集), sorted by cost, 50 rows, with the count and ` +
    `totals of the ${reference.total.toLocaleString('en')} ads that pass.`,
  ``,
  `| engine | load s | one query ms | p50 ms | p99 ms | queries/s | CPU ms per query in this process |`,
  `|---|---|---|---|---|---|---|`,
  ...results.map(
    (r) =>
      `| ${r.engine} | ${r.loadSeconds.toFixed(1)} | ${r.singleMs.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.perSecond.toFixed(1)} | ${r.cpuMs.toFixed(1)} |`,
  ),
  ``,
  `The machine is shared: a load average above the CPU count means other work took part of it, and the latencies grow with it. ` +
    `DuckDB works inside this process, so its CPU per query is its cost on any machine; ClickHouse and PostgreSQL work in their servers.`,
  ``,
  ...skipped,
  `Every engine answers the same page, count and totals: ${same ? 'yes' : 'NO'}.`,
  duck ? `DuckDB against the goal (≤ 15 ms of CPU per page, p50 ≤ 150 ms): ${goal ? 'met' : 'missed'}.` : '',
  ``,
].join('\n');
console.log(report);
const outDir = path.join(REPO_ROOT, 'dist', 'bench');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'metrics.md'), report);
if (!same) process.exitCode = 1;
