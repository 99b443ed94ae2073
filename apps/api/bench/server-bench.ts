// Reference-server benchmark: `node --import tsx apps/api/bench/server-bench.ts`.
// Starts the server on a fresh temporary PGlite directory (or DATABASE_URL when set), then measures
// login, user info and message search with autocannon at 10 concurrent connections, prints a Markdown
// table and writes it to dist/bench/server.md. Budget (docs/architecture.md): list endpoints p99 < 100 ms.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type RequestParams } from 'autocannon';
import { REPO_ROOT } from '../src/config';
import { DEMO_PASSWORD } from '@toufang/server-http';
import { accountsByIds, refreshAccounts } from '@toufang/server-accounts';
import { sqlOn } from '@toufang/server-db';
import { buildServer } from '../src/server';
import { floodTable, measureLoginFlood, type Flood, type FloodFigures } from './login-flood';

const CONNECTIONS = 10;
const DURATION_SECONDS = 10;
/** Accounts the sync measure reads at most (a benchmark data set holds thousands). */
const SYNC_SAMPLE = 500;
/** Login is slow by design (scrypt at OWASP cost), so it gets a fixed number of requests instead of 10 s. */
const LOGIN_REQUESTS = 60;

const scratch = mkdtempSync(path.join(os.tmpdir(), 'toufang-bench-'));
// BENCH_DATA_DIR: a PGlite folder that `npm run seed:bench` filled (thousands of accounts); a fresh demo
// database otherwise.
const benchData = process.env.BENCH_DATA_DIR;
const app = await buildServer({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: benchData ?? path.join(scratch, 'pglite'),
  staticDir: path.join(scratch, 'no-shell'),
  logLevel: false,
  // The login flood speaks from many addresses through X-Forwarded-For (apps/api/bench/login-flood.ts).
  trustProxy: '127.0.0.1',
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

async function login(username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { code: number; data: { token: string } };
  if (body.code !== 200) throw new Error(`login of ${username} failed`);
  return body.data.token;
}

// The login run logs `manager` in again and again (each login replaces the previous session), so the
// other runs use another user's token.
const accounts = await sqlOn(app.toufang.db).selectFrom('media_accounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
const token = await login('operator');
const json = { 'content-type': 'application/json' };
const auth = { ...json, authorization: `Toufang ${token}` };
// The media-account list is the admin's (every account of the company, no agent scope).
const adminAuth = { ...json, authorization: `Toufang ${await login('admin')}` };

let loginCount = 0;
const runs = [
  {
    endpoint: 'POST /api/user/user/login',
    // A login waits its turn for hashing; a slow machine must not turn the wait into a timeout (10 s by
    // default). Ten people log in from their own addresses: one address may hold only 2 places in the
    // hashing queue (libs/server/http/src/lib/auth/password.ts).
    options: {
      amount: LOGIN_REQUESTS,
      timeout: 60,
      requests: [
        {
          method: 'POST',
          setupRequest: (request: RequestParams) => ({
            ...request,
            headers: { ...json, 'x-forwarded-for': `192.0.2.${1 + (loginCount++ % 250)}` },
            body: JSON.stringify({ username: 'manager', password: DEMO_PASSWORD }),
          }),
        },
      ],
    },
    path: '/api/user/user/login',
  },
  { endpoint: 'POST /api/user/user/get', options: { duration: DURATION_SECONDS, method: 'POST', headers: auth }, path: '/api/user/user/get' },
  {
    endpoint: 'POST /api/user/sys/message/search',
    options: { duration: DURATION_SECONDS, method: 'POST', headers: auth, body: JSON.stringify({ size: 10, current: 2 }) },
    path: '/api/user/sys/message/search',
  },
  {
    endpoint: 'POST /api/user/media_account/page (toutiao, 50 a page, sorted by balance)',
    options: {
      duration: DURATION_SECONDS,
      method: 'POST',
      headers: adminAuth,
      body: JSON.stringify({ mediaCode: 'toutiao', current: 1, size: 50, sortField: 'balance', sortOrder: 'descend' }),
    },
    path: '/api/user/media_account/page',
  },
];

/** Sync throughput: every account of the company read from its sandbox media through the gateway, once. */
async function measureSync(): Promise<string> {
  const db = app.toufang.db;
  const ids = (await sqlOn(db).selectFrom('media_accounts').select('id').where('authorization_id', 'is not', null).orderBy('id').limit(SYNC_SAMPLE).execute()).map(
    (r) => r.id,
  );
  const rows = await accountsByIds(db, ids);
  const started = performance.now();
  await refreshAccounts(db, app.toufang.media, { kind: 'system', name: '基准测试' }, rows, new Date());
  const seconds = (performance.now() - started) / 1000;
  return `Sync: ${rows.length} accounts read from their sandbox media and stored in ${seconds.toFixed(2)} s (${(rows.length / seconds).toFixed(1)} accounts/s).`;
}


const rows: string[] = [];
let syncLine = '';
const floods: FloodFigures[] = [];
try {
  for (const run of runs) {
    const result = await autocannon({ url: baseUrl + run.path, connections: CONNECTIONS, ...run.options });
    if (result.errors > 0 || result.non2xx > 0) throw new Error(`${run.endpoint}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
    const count = result['2xx'];
    const perSecond = count / Math.max(result.duration, 0.001);
    rows.push(`| ${run.endpoint} | ${count} | ${result.latency.p50} | ${result.latency.p99} | ${perSecond.toFixed(1)} |`);
    console.error(`measured ${run.endpoint}`);
  }
  syncLine = await measureSync();
  // Last: the flood may leave its addresses locked out of logins.
  for (const kind of ['none', 'one address', 'many addresses'] satisfies Flood[]) {
    floods.push(await measureLoginFlood(baseUrl, token, kind));
    console.error(`measured the login flood (${floods.at(-1)?.flood})`);
  }
} finally {
  await app.close();
  rmSync(scratch, { recursive: true, force: true });
}

const storage = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : benchData ? `PGlite (${benchData})` : 'PGlite (temporary directory)';
const report = [
  `# Reference server benchmark`,
  ``,
  `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} CPU · ${storage} · ${Number(accounts.n)} media accounts · ${CONNECTIONS} concurrent connections`,
  ``,
  `| endpoint | requests | p50 ms | p99 ms | req/s |`,
  `|---|---|---|---|---|`,
  ...rows,
  ``,
  `Login is slow by design: every attempt runs scrypt at the OWASP parameters (N=2^17, r=8, p=1, 128 MiB), ` +
    `so it is measured over ${LOGIN_REQUESTS} requests rather than ${DURATION_SECONDS} s; the other rows ran ${DURATION_SECONDS} s each.`,
  ``,
  syncLine,
  ``,
  ...floodTable(floods),
  ``,
].join('\n');

console.log(report);
const outDir = path.join(REPO_ROOT, 'dist', 'bench');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'server.md'), report);
