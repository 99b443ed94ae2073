// 首页's figures through the server (docs/design/live-home.md §4.6, §8; alone: `node --import tsx
// apps/api/bench/home-bench.ts`): POST /api/home/figures as the manager (the whole company's accounts), one at a
// time and 10 at once, warm (the answer kept per scope and sync, 60 s) and cold. The answer cache has no switch: a
// cold request is the first after a figures sync, so before each cold request (or each round of 10) the bench moves
// one account's sync time forward by a millisecond, outside the timing, as a sync does; the 10 of a cold round
// then share one computation, as a team opening 首页 after a sync does. The store holds what the syncs would have written for
// every account of the company: 8 days of the accounts' hourly rows and today's plans (BENCH_HOME_PLANS per
// account). Goal: p50 ≤ 150 ms at 10 concurrent, judged warm and reported cold.
// Where: a fresh demo desk on a temporary PGlite folder, or BENCH_DATA_DIR (a folder `npm run seed:bench` filled:
// thousands of accounts). Figures go to the terminal and to dist/bench/home.md.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chinaDate, chinaDay, chinaDayStart, DELIVERY, HOUR_MS, planLevelOf, ZERO_SUMS, type BaseSums, type MediaCode } from '@toufang/domain';
import { DEMO_PASSWORD } from '@toufang/server-http';
import { sqlOn } from '@toufang/server-db';
import type { MetricRow, ObjectDim } from '@toufang/server-context';
import { sql } from 'kysely';
import { buildServer } from '../src/server';
import { quantile, writeReport } from './bench-support';

const PLANS = Number(process.env.BENCH_HOME_PLANS ?? 40);
const SEQUENTIAL = Number(process.env.BENCH_HOME_REQUESTS ?? 60);
const CONCURRENT = 10;
const ROUNDS = Number(process.env.BENCH_HOME_ROUNDS ?? 10);
const GOAL_MS = 150;
/** Rows per write to the store. */
const CHUNK = 5_000;
/** The days of account hourly rows the store keeps (design §4.6). */
const ACCOUNT_HOURLY_DAYS_OF = DELIVERY.ACCOUNT_HOURLY_DAYS;

const scratch = mkdtempSync(path.join(os.tmpdir(), 'toufang-home-bench-'));
const benchData = process.env.BENCH_DATA_DIR;
const app = await buildServer({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: benchData ?? path.join(scratch, 'pglite'),
  staticDir: path.join(scratch, 'no-shell'),
  logLevel: false,
  demoMaterials: null,
});
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const q = sqlOn(app.toufang.db);
  const manager = await q.selectFrom('users').select(['id', 'customer_id']).where('username', '=', 'manager').executeTakeFirstOrThrow();
  const customerId = manager.customer_id as number;
  const accounts = (await q.selectFrom('media_accounts').select(['id', 'media_code', 'account_name']).where('customer_id', '=', customerId).orderBy('id').execute()).map((a) => ({
    id: a.id,
    media: a.media_code as MediaCode,
    name: a.account_name,
  }));

  // ---------- the store, as the syncs leave it ----------
  const now = Date.now();
  const today = chinaDay(now);
  const hourNow = Math.floor((now - chinaDayStart(today)) / HOUR_MS);
  const sumsOf = (h: number): BaseSums => ({ ...ZERO_SUMS, cost: Math.round((20 + (h % 997) * 0.37) * 100) / 100, show: 800 + (h % 4001), click: 10 + (h % 211), convert: h % 17 });
  const objects: ObjectDim[] = [];
  const hourly: MetricRow[] = [];
  const daily: MetricRow[] = [];
  let n = 0;
  for (const a of accounts) {
    const base = { media: a.media, customerId, accountId: a.id, status: 'enabled' as const, budgetFen: null, bidFen: null, createdAt: 0 };
    objects.push({ ...base, level: 'account', objectId: String(a.id), parentId: null, name: a.name });
    for (let d = 0; d < ACCOUNT_HOURLY_DAYS_OF; d++) {
      const day = chinaDate(today - d);
      const hours = d === 0 ? hourNow + 1 : 24;
      for (let h = 0; h < hours; h++) hourly.push({ ...base, level: 'account', objectId: String(a.id), time: `${day} ${String(h).padStart(2, '0')}:00`, sums: sumsOf(n++) });
    }
    daily.push({ ...base, level: 'account', objectId: String(a.id), time: chinaDate(today), sums: sumsOf(n++) });
    for (let p = 0; p < PLANS; p++) {
      const plan = { ...base, level: planLevelOf(a.media), objectId: `bench-${a.id}-${p}`, parentId: String(a.id), name: `压测计划_${a.id}_${p}` };
      objects.push(plan);
      daily.push({ ...plan, time: chinaDate(today), sums: sumsOf(n++) });
    }
  }
  const store = app.toufang.metrics;
  const loadStarted = performance.now();
  for (let i = 0; i < objects.length; i += CHUNK) await store.upsertObjects(objects.slice(i, i + CHUNK));
  for (let i = 0; i < hourly.length; i += CHUNK) await store.writeHourly(hourly.slice(i, i + CHUNK));
  for (let i = 0; i < daily.length; i += CHUNK) await store.writeDaily(daily.slice(i, i + CHUNK));
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  // Every account synced a minute ago; the first account's time is what a cold request moves.
  const syncedAt = now - 60_000;
  for (const a of accounts) {
    await sql`INSERT INTO metrics_sync_cursors (account_id, synced_at) VALUES (${a.id}, ${new Date(syncedAt).toISOString()})
      ON CONFLICT (account_id) DO UPDATE SET synced_at = excluded.synced_at`.execute(q);
  }
  let moved = 0;
  const aSync = async () => {
    moved += 1;
    await sql`UPDATE metrics_sync_cursors SET synced_at = ${new Date(syncedAt + moved).toISOString()} WHERE account_id = ${accounts[0].id}`.execute(q);
  };

  // ---------- measuring ----------
  const login = await fetch(`${baseUrl}/api/user/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'manager', password: DEMO_PASSWORD }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { 'content-type': 'application/json', authorization: `Toufang ${token}` };
  let lastAnswer: { toHour: number | null; total: { today: { cost: number } }; topPlans: unknown[] } | undefined;
  async function ask(): Promise<number> {
    const t = performance.now();
    const answer = await fetch(`${baseUrl}/api/home/figures`, { method: 'POST', headers, body: '{}' });
    const body = (await answer.json()) as { code: number; message: string; data: typeof lastAnswer };
    const ms = performance.now() - t;
    if (body.code !== 200) throw new Error(`home/figures: ${body.code} ${body.message}`);
    lastAnswer = body.data;
    return ms;
  }
  const sequential = async (cold: boolean) => {
    const times: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) {
      if (cold) await aSync();
      times.push(await ask());
    }
    return times;
  };
  const concurrent = async (cold: boolean) => {
    const times: number[] = [];
    for (let r = 0; r < ROUNDS * 2; r++) {
      if (cold) await aSync();
      times.push(...(await Promise.all(Array.from({ length: CONCURRENT }, ask))));
    }
    return times;
  };
  // The desk's floor on this machine: user info (the session and access checks every operation makes, one read).
  const floor = async () => {
    const times: number[] = [];
    for (let r = 0; r < ROUNDS * 2; r++) {
      times.push(
        ...(await Promise.all(
          Array.from({ length: CONCURRENT }, async () => {
            const t = performance.now();
            const body = (await (await fetch(`${baseUrl}/api/user/user/get`, { method: 'POST', headers, body: '{}' })).json()) as { code: number; message: string };
            if (body.code !== 200) throw new Error(`user info: ${body.code} ${body.message}`);
            return performance.now() - t;
          }),
        )),
      );
    }
    return times;
  };
  /** A run's times and the process's CPU per request (server and client share this process; the client's part is small). */
  const measured = async (name: string, run: () => Promise<number[]>) => {
    const cpu = process.cpuUsage();
    const times = await run();
    const used = process.cpuUsage(cpu);
    return { name, times, cpuMs: (used.user + used.system) / 1000 / times.length };
  };
  await ask(); // the server's first call of the operation (its code loaded, the store's statements prepared)
  const runs = [
    await measured('warm, one at a time', () => sequential(false)),
    await measured(`warm, ${CONCURRENT} at once`, () => concurrent(false)),
    await measured('cold, one at a time', () => sequential(true)),
    await measured(`cold, ${CONCURRENT} at once`, () => concurrent(true)),
    await measured(`user info (the floor), ${CONCURRENT} at once`, floor),
  ];
  const warm10 = quantile(runs[1].times, 0.5);
  const report = [
    `# 首页 figures benchmark (POST /api/home/figures)`,
    ``,
    `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} CPU (load average ${os.loadavg()[0].toFixed(1)} at the end) · ` +
      `${benchData ? `BENCH_DATA_DIR ${benchData}` : 'a fresh demo desk'} · metrics store ${store.engine}`,
    ``,
    `The manager's scope: ${accounts.length} accounts; the store: ${hourly.length.toLocaleString('en')} account hourly rows (${ACCOUNT_HOURLY_DAYS_OF} days), ` +
      `${(accounts.length * PLANS).toLocaleString('en')} plans of today (written in ${loadSeconds.toFixed(1)} s). The answer compares to ${lastAnswer?.toHour ?? '-'}:59 ` +
      `(today's cost ${lastAnswer?.total.today.cost.toLocaleString('en')} 元, ${lastAnswer?.topPlans.length} top plans).`,
    `Cold: before each request (one at a time) or each round of ${CONCURRENT} (at once) one account's sync time moves forward, so the answer kept for the old sync is not used; ` +
      `the ${CONCURRENT} of a cold round share one computation.`,
    ``,
    `| run | requests | p50 ms | p99 ms | CPU ms per request |`,
    `|---|---|---|---|---|`,
    ...runs.map((r) => `| ${r.name} | ${r.times.length} | ${quantile(r.times, 0.5).toFixed(1)} | ${quantile(r.times, 0.99).toFixed(1)} | ${r.cpuMs.toFixed(1)} |`),
    ``,
    `Against the goal (p50 ≤ ${GOAL_MS} ms at ${CONCURRENT} concurrent, warm): ${warm10 <= GOAL_MS ? 'met' : 'missed'}.`,
    ``,
  ].join('\n');
  writeReport('home.md', report);
} finally {
  await app.close();
  rmSync(scratch, { recursive: true, force: true });
}
