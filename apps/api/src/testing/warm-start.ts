// Prepares a desk's data folder for the journeys: `node --import tsx apps/api/src/testing/warm-start.ts`
// with the server's own environment (TOUFANG_DATA_DIR, …). It seeds a fresh database as a start would,
// runs the jobs the seed queued (the accounts' first sync and the 93 days of figures) to their end, and
// exits; the server started next over the same folder opens on the figures, so no journey waits for the
// background sync (apps/shell-e2e/playwright.config.ts runs it before the server).
import { setTimeout as wait } from 'node:timers/promises';
import { createWorker } from '../jobs';
import { buildServer, optionsFromEnv } from '../server';
// The job definitions the seed's jobs name register on import, as in main.ts.
import '../accounts/schedules';
import '../metrics/schedules';

/** How often to look again while a job waits for its retry. */
const IDLE_POLL_MS = 200;

const started = Date.now();
const app = await buildServer({ ...optionsFromEnv(), backupDays: 0 });
const db = app.toufang.db;
// No schedules: only what the seed queued, not the next hour's sync.
const worker = createWorker(db, { log: app.log, schedules: [] });
try {
  for (;;) {
    if ((await worker.runOnce()) > 0) continue;
    const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE state IN ('queued', 'running')");
    if (n === 0) break;
    await wait(IDLE_POLL_MS);
  }
  const failed = await db.query<{ name: string; last_error: string | null }>("SELECT name, last_error FROM jobs WHERE state = 'failed'");
  if (failed.length > 0) throw new Error(`首次同步失败：${failed.map((j) => `${j.name} ${j.last_error ?? ''}`).join('；')}`);
  console.log(`warm start: seeded and synced in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  await worker.stop();
  await app.close();
}
