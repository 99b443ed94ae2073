// 效果分析报告's heaviest default view on the metrics store (design tools §11; alone: `node --import tsx
// apps/api/bench/effect-report-bench.ts`): 90 days × every account of one company grouped by media and China
// day, through the store's pivot, on DuckDB (the desk's default) and on ClickHouse when it is installed or
// CLICKHOUSE_URL is set. The store holds 100,000 ads over 1,200 accounts of the six media for 90 days and
// each account's own rows (the sums of its ads, as the sync writes them): without an object dimension the
// pivot reads the account rows, 108,000 of them, not the 9 million ad rows beside them. p50 and p99 of
// sequential queries; goal p50 ≤ 300 ms. Figures go to the terminal and to dist/bench/effect-report.md.
// Size: BENCH_EFFECT_ADS (default 100,000), BENCH_EFFECT_QUERIES (per engine, default 40), which engines:
// BENCH_EFFECT_ENGINES (default duckdb,clickhouse).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_CODES, type MediaCode } from '@toufang/domain';
import { chinaDate, chinaDay } from '@toufang/server-media';
import { addDays, openClickHouseStore, openDuckDbStore, SUM_COLUMNS } from '@toufang/server-metrics';
import type { MetricsStore, PivotAnswer, PivotQuery } from '@toufang/server-context';
import { REPO_ROOT } from '../src/config';

const ADS = Number(process.env.BENCH_EFFECT_ADS ?? 100_000);
const QUERIES = Number(process.env.BENCH_EFFECT_QUERIES ?? 40);
const ENGINES = new Set((process.env.BENCH_EFFECT_ENGINES ?? 'duckdb,clickhouse').split(',').map((e) => e.trim()));
const DAYS = 90;
const ACCOUNTS = 1_200;
/** A private ClickHouse the bench starts (and stops) when none is given: away from the tests' and the metrics bench's ports. */
const CH = { port: '18126', tcpPort: '19006', dir: path.join(os.tmpdir(), 'toufang-ch-effect-bench') };

const today = chinaDate(chinaDay(Date.now()));
const firstDay = addDays(today, -(DAYS - 1));
const media: readonly MediaCode[] = MEDIA_CODES;
const query: PivotQuery = {
  customerId: 1,
  levels: {},
  from: firstDay,
  to: today,
  groupBy: ['media', 'date'],
  accountIds: Array.from({ length: ACCOUNTS }, (_, i) => i + 1),
};

// ---------- the data, as SQL each engine runs (integer arithmetic only, so both hold the same rows) ----------

interface Generator {
  /** A spread-out 63-bit key of an integer (the store's keys are hashes too). */
  key(i: string): string;
  div(a: string, b: string): string;
  text(expr: string): string;
  day(n: string): string;
  int(expr: string): string;
  big(expr: string): string;
  /** FROM clause of the numbers 0 … n - 1 (column i). */
  series(n: number): string;
  adDays: string;
}

const mediaOf = (account: string) => `[${media.map((m) => `'${m}'`).join(', ')}][(${account}) % ${media.length} + 1]`;
const accountOf = (i: string) => `(1 + ${i} % ${ACCOUNTS})`;
/** Account keys away from the ads' (ad i is keyed by i, an account by 1e12 + its id). */
const accountKey = (g: Generator, account: string) => g.key(`(1000000000000 + ${account})`);

function objectsSql(g: Generator): string {
  const ads = `SELECT ${g.key('i')} AS okey, ${g.int('1')} AS customer_id, ${mediaOf(accountOf('i'))} AS media, 'ad' AS level, ${g.text('7600000000000000000 + i')} AS object_id,
    ${g.int(accountOf('i'))} AS account_id, ${g.text(accountOf('i'))} AS parent_id, concat('广告 ', ${g.text('i')}) AS name, 'enabled' AS status,
    ${g.big('-1')} AS budget_fen, ${g.big('100 + i % 900')} AS bid_fen, ${g.big('1700000000000 + i')} AS created_at FROM ${g.series(ADS)}`;
  const accounts = `SELECT ${accountKey(g, 'a')} AS okey, ${g.int('1')} AS customer_id, ${mediaOf('a')} AS media, 'account' AS level, ${g.text('a')} AS object_id,
    ${g.int('a')} AS account_id, '' AS parent_id, concat('账户 ', ${g.text('a')}) AS name, 'enabled' AS status,
    ${g.big('-1')} AS budget_fen, ${g.big('-1')} AS bid_fen, ${g.big('1700000000000')} AS created_at FROM (SELECT i + 1 AS a FROM ${g.series(ACCOUNTS)})`;
  return `SELECT * FROM (${ads} UNION ALL ${accounts})`;
}

/** Figures of an ad and a day from one hash-like number (as the metrics bench); each account's row sums its ads'. */
function dailySql(g: Generator): string {
  const h = `((i * 7919 + d * 104729 + (i * d) % 9973) % 100003)`;
  const show = `(200 + ${h} % 4801)`;
  const click = g.div(`${show} * (5 + ${h} % 46)`, '1000');
  const convert = g.div(`${click} * (2 + ${h} % 11)`, '100');
  const register = g.div(`${convert} * 4`, '10');
  const pay = g.div(`${register} * 15`, '100');
  const sums = [g.div(`${show} * (1500 + (${h} * 7) % 4000)`, '1000'), show, click, convert, convert, register, pay, `${pay} * (5000 + ${h} % 20000)`];
  const adRows = `SELECT ${g.int('1')} AS customer_id, ${mediaOf(accountOf('i'))} AS media, 'ad' AS level, ${g.int(accountOf('i'))} AS account_id, ${g.key('i')} AS okey,
    ${g.day('d')} AS day, ${sums.map((s, k) => `${g.big(s)} AS x${k}`).join(', ')} FROM ${g.adDays} WHERE i % 50 <> 0`;
  const accountRows = `SELECT customer_id, media, 'account' AS level, account_id, ${accountKey(g, 'account_id')} AS okey, day,
    ${sums.map((_, k) => `${g.big(`sum(x${k})`)} AS y${k}`).join(', ')} FROM (${adRows}) GROUP BY customer_id, media, account_id, day`;
  const columns = (prefix: string) => SUM_COLUMNS.map((c, k) => `${prefix}${k} AS ${c}`).join(', ');
  return `SELECT customer_id, media, level, account_id, okey, day, ${columns('x')} FROM (${adRows})
    UNION ALL SELECT customer_id, media, level, account_id, okey, day, ${columns('y')} FROM (${accountRows})`;
}

const duckGenerator: Generator = {
  key: (i) => `CAST(hash(${i}) >> 1 AS BIGINT)`,
  div: (a, b) => `(${a}) // ${b}`,
  text: (e) => `CAST(${e} AS VARCHAR)`,
  day: (n) => `CAST(DATE '${firstDay}' + CAST(${n} AS INTEGER) AS DATE)`,
  int: (e) => `CAST(${e} AS INTEGER)`,
  big: (e) => `CAST(${e} AS BIGINT)`,
  series: (n) => `(SELECT range AS i FROM range(${n}))`,
  adDays: `(SELECT a.range AS i, b.range AS d FROM range(${ADS}) a, range(${DAYS}) b)`,
};

const clickhouseGenerator: Generator = {
  key: (i) => `toInt64(bitShiftRight(cityHash64(${i}), 1))`,
  div: (a, b) => `intDiv(${a}, ${b})`,
  text: (e) => `toString(${e})`,
  day: (n) => `toDate('${firstDay}') + ${n}`,
  int: (e) => `toUInt32(${e})`,
  big: (e) => `toInt64(${e})`,
  series: (n) => `(SELECT toInt64(number) AS i FROM numbers(${n}))`,
  adDays: `(SELECT toInt64(intDiv(number, ${DAYS})) AS i, toInt64(number % ${DAYS}) AS d FROM numbers(${ADS * DAYS}))`,
};

// ---------- measuring ----------

interface Measured {
  engine: string;
  loadSeconds: number;
  p50: number;
  p99: number;
  answer: PivotAnswer;
}

async function measure(engine: string, loadSeconds: number, store: MetricsStore): Promise<Measured> {
  const answer = await store.pivot(query);
  const latencies: number[] = [];
  for (let n = 0; n < QUERIES; n++) {
    const t = performance.now();
    await store.pivot(query);
    latencies.push(performance.now() - t);
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))];
  console.error(`measured ${engine}`);
  return { engine, loadSeconds, p50: at(0.5), p99: at(0.99), answer };
}

const seconds = (since: number) => (performance.now() - since) / 1000;

async function duckdb(scratch: string): Promise<Measured> {
  const store = await openDuckDbStore({ path: path.join(scratch, 'metrics.duckdb') });
  try {
    await store.migrate();
    const t = performance.now();
    await store.bulkLoad({ objects: objectsSql(duckGenerator), daily: dailySql(duckGenerator) });
    return await measure('DuckDB (the store, embedded)', seconds(t), store);
  } finally {
    await store.close();
  }
}

async function clickhouse(): Promise<Measured | string> {
  let url = process.env.CLICKHOUSE_URL;
  let started = false;
  if (!url) {
    if (!existsSync('/usr/sbin/clickhouse-server')) return 'ClickHouse: skipped, clickhouse-server is not installed (apt-get install -y clickhouse-server, or set CLICKHOUSE_URL).';
    url = execFileSync('bash', [path.join(REPO_ROOT, 'scripts/ensure-clickhouse.sh')], {
      env: { ...process.env, TOUFANG_CH_PORT: CH.port, TOUFANG_CH_TCP_PORT: CH.tcpPort, TOUFANG_CH_DIR: CH.dir },
      encoding: 'utf8',
    }).trim();
    started = true;
  }
  const scoped = new URL(url);
  scoped.searchParams.set('database', 'toufang_effect_bench');
  let store: MetricsStore | undefined;
  try {
    const ch = await openClickHouseStore({ url: scoped.toString(), dropOnClose: true });
    store = ch;
    await ch.migrate();
    await ch.clear();
    const t = performance.now();
    await ch.bulkLoad({ objects: objectsSql(clickhouseGenerator), daily: dailySql(clickhouseGenerator) });
    return await measure('ClickHouse 18.16 (the store, HTTP)', seconds(t), ch);
  } finally {
    await store?.close();
    if (started) {
      execFileSync('bash', [path.join(REPO_ROOT, 'scripts/ensure-clickhouse.sh'), 'stop'], { env: { ...process.env, TOUFANG_CH_DIR: CH.dir } });
      rmSync(CH.dir, { recursive: true, force: true });
    }
  }
}

// ---------- run ----------

const scratch = mkdtempSync(path.join(os.tmpdir(), 'toufang-effect-bench-'));
const results: Measured[] = [];
const skipped: string[] = [];
try {
  if (ENGINES.has('duckdb')) results.push(await duckdb(scratch));
  if (ENGINES.has('clickhouse')) {
    const outcome = await clickhouse();
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

const reference = results[0].answer;
const same = results.every((r) => JSON.stringify(r.answer) === JSON.stringify(reference));
const duck = results.find((r) => r.engine.startsWith('DuckDB'));
const report = [
  `# 效果分析报告 benchmark (the store's pivot)`,
  ``,
  `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} CPU (load average ${os.loadavg()[0].toFixed(1)} at the end) · ` +
    `${ADS.toLocaleString('en')} ads over ${ACCOUNTS.toLocaleString('en')} accounts of ${media.length} media × ${DAYS} days · ${QUERIES} sequential queries per engine`,
  ``,
  `The pivot: ${DAYS} days × every account, grouped by media and China day (${reference.rows.length} groups and their totals), read from the account rows.`,
  ``,
  `| engine | load s | p50 ms | p99 ms |`,
  `|---|---|---|---|`,
  ...results.map((r) => `| ${r.engine} | ${r.loadSeconds.toFixed(1)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} |`),
  ``,
  ...skipped,
  `Every engine answers the same groups and totals: ${same ? 'yes' : 'NO'}.`,
  duck ? `DuckDB against the goal (p50 ≤ 300 ms): ${duck.p50 <= 300 ? 'met' : 'missed'}.` : '',
  ``,
].join('\n');
console.log(report);
const outDir = path.join(REPO_ROOT, 'dist', 'bench');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'effect-report.md'), report);
if (!same) process.exitCode = 1;
