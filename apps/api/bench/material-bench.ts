// Material library benchmark (`npm run bench` runs it; alone: `node --import tsx apps/api/bench/material-bench.ts`).
// 素材库's list over 50,000 materials of one company (issue 20: p50 ≤ 150 ms at 10 concurrent): the server
// on a fresh temporary PGlite (or DATABASE_URL), the rows inserted by SQL (the list reads rows, not files),
// a third labelled and a fifth pushed; then autocannon at 10 connections on the page a designer manager
// opens (newest first, 50 a page), a keyword matching a fifth and one matching a few, and a filter on label and review state, one request
// at a time and 10 at once. Figures go to the terminal and to dist/bench/materials-<pglite|postgres>.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openPostgres, resetSchema } from '@toufang/server-db';
import { DEMO_PASSWORD } from '@toufang/server-http';
import { REPO_ROOT } from '../src/config';
import { buildServer } from '../src/server';

const MATERIALS = Number(process.env.BENCH_MATERIALS ?? 50_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_SECONDS = 10;

const scratch = mkdtempSync(path.join(os.tmpdir(), 'toufang-material-bench-'));
// A PostgreSQL database starts empty, as a fresh PGlite folder does (the rows below would collide with a
// previous run's).
if (process.env.DATABASE_URL) {
  const fresh = await openPostgres(process.env.DATABASE_URL);
  await resetSchema(fresh);
  await fresh.close();
}
const app = await buildServer({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.join(scratch, 'pglite'),
  staticDir: path.join(scratch, 'no-shell'),
  logLevel: false,
  demoMaterials: null,
});
const db = app.toufang.db;
const started = performance.now();
await db.exec(`
  INSERT INTO materials (customer_id, md5, name, kind, format, mime, size_bytes, width, height, duration_ms, bitrate, has_poster, designer_id, uploader_id, source, shared, created_at, updated_at)
  SELECT 1, md5('bench' || i), '素材_' || i || CASE WHEN i % 8 = 0 THEN '.mp4' ELSE '.jpg' END,
    CASE WHEN i % 8 = 0 THEN 'video' ELSE 'image' END, CASE WHEN i % 8 = 0 THEN 'mp4' ELSE 'jpg' END,
    CASE WHEN i % 8 = 0 THEN 'video/mp4' ELSE 'image/jpeg' END, 100000 + i * 7 % 5000000,
    CASE WHEN i % 3 = 0 THEN 1280 ELSE 720 END, CASE WHEN i % 3 = 0 THEN 720 ELSE 1280 END,
    CASE WHEN i % 8 = 0 THEN 5000 + i % 25000 ELSE NULL END, CASE WHEN i % 8 = 0 THEN 2000000 ELSE NULL END, i % 8 = 0,
    (SELECT id FROM users WHERE username = CASE WHEN i % 2 = 0 THEN 'designer' ELSE 'designmanager' END),
    (SELECT id FROM users WHERE username = 'designer'), 'upload', i % 6 = 0,
    now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
  FROM generate_series(1, ${MATERIALS}) AS i;
  INSERT INTO label_uses (label_id, kind, object_id)
  SELECT l.id, 'material', m.id FROM materials m JOIN LATERAL (SELECT id FROM labels WHERE customer_id = 1 ORDER BY id OFFSET (m.id % 20) LIMIT 1) l ON true
  WHERE m.id % 3 = 0;
  INSERT INTO material_pushes (material_id, media_account_id, media_code, media_material_id, review_state)
  SELECT m.id, a.id, a.media_code, 'bench-' || m.id, (ARRAY['reviewing', 'approved', 'rejected'])[1 + m.id % 3]
  FROM materials m JOIN LATERAL (SELECT id, media_code FROM media_accounts WHERE customer_id = 1 AND media_code = 'toutiao' ORDER BY id LIMIT 1) a ON true
  WHERE m.id % 5 = 0;
  ANALYZE materials; ANALYZE label_uses; ANALYZE material_pushes;
`);
const loadSeconds = (performance.now() - started) / 1000;
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const login = await fetch(`${baseUrl}/api/user/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'designmanager', password: DEMO_PASSWORD }) });
const token = ((await login.json()) as { data: { token: string } }).data.token;
const [label] = (await db.query('SELECT id FROM labels WHERE customer_id = 1 ORDER BY id LIMIT 1')) as { id: number }[];

const runs = [
  { name: '素材库, newest first, 50 a page', body: { current: 1, size: 50 } },
  { name: 'keyword 素材_4 (name contains)', body: { current: 1, size: 50, keyword: '素材_4' } },
  // A keyword as a person types it to find one material: few matches, where the trigram index (migration 037) answers.
  { name: 'keyword 素材_4567 (name contains)', body: { current: 1, size: 50, keyword: '素材_4567' } },
  { name: 'label and review state, page 3', body: { current: 3, size: 50, labelIds: [label.id], reviewState: 'reviewing' } },
];
const rows: string[] = [];
for (const run of runs) {
  const check = await fetch(`${baseUrl}/api/material/list`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Toufang ${token}` }, body: JSON.stringify(run.body) });
  const answer = (await check.json()) as { code: number; data: { total: number; records: unknown[] } };
  if (answer.code !== 200) throw new Error(`${run.name}: ${JSON.stringify(answer).slice(0, 300)}`);
  // One request at a time first (what a request costs), then CONNECTIONS at once (the goal's measure).
  for (const connections of [1, CONNECTIONS]) {
    const result = await autocannon({
      url: `${baseUrl}/api/material/list`,
      connections,
      duration: connections === 1 ? DURATION_SECONDS / 2 : DURATION_SECONDS,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Toufang ${token}` },
      body: JSON.stringify(run.body),
    });
    rows.push(`| ${run.name} | ${answer.data.total} | ${connections} | ${result.latency.p50} | ${result.latency.p99} | ${result.requests.average.toFixed(0)} | ${result.non2xx} |`);
  }
  console.error(`measured ${run.name}`);
}
await app.close();
rmSync(scratch, { recursive: true, force: true });

const table = [
  `## 素材库 over ${MATERIALS.toLocaleString('en-US')} materials on ${db.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} (1 and ${CONNECTIONS} concurrent, ${DURATION_SECONDS / 2} and ${DURATION_SECONDS} s each; rows loaded in ${loadSeconds.toFixed(1)} s; load average ${os.loadavg()[0].toFixed(1)})`,
  '',
  '| list | total | concurrent | p50 ms | p99 ms | req/s | non-2xx |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
  'Goal (issue 20): p50 ≤ 150 ms at 10 concurrent.',
].join('\n');
console.log(table);
mkdirSync(path.join(REPO_ROOT, 'dist/bench'), { recursive: true });
writeFileSync(path.join(REPO_ROOT, `dist/bench/materials-${db.kind}.md`), `${table}\n`);
