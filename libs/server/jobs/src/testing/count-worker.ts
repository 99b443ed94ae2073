// A worker process of the once-only test: `node --import tsx count-worker.ts <worker id>` with
// DATABASE_URL set. It joins the other worker at a start line (a row each in count_workers_ready), then
// runs the counting job until no job is queued, and prints how many it ran. Its first job waits until the
// other process has run one too, so both processes take part however the machine schedules them.
import { setTimeout as wait } from 'node:timers/promises';
import { openPostgres } from '@toufang/server-db';
import { defineJob } from '../lib/define';
import { testContext } from '@toufang/server-context/testing';
import { createWorker } from '../lib/worker';

import { COUNT_JOB_NAME } from './count-worker-name';
/** How often a process looks whether the other one has arrived at the start line. */
const START_LINE_POLL_MS = 20;

async function main(): Promise<void> {
  const [workerId = 'worker', expected = '2'] = process.argv.slice(2);
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const db = await openPostgres(url);
  try {
    let metTheOther = false;
    const job = defineJob<{ n: number }>(COUNT_JOB_NAME, { title: '计数' }, async (context) => {
      await db.query('INSERT INTO count_effects (job_id, worker) VALUES ($1, $2)', [context.jobId, workerId]);
      while (!metTheOther) {
        const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM count_effects WHERE worker <> $1', [workerId]);
        if (n > 0) metTheOther = true;
        else await wait(START_LINE_POLL_MS);
      }
      return null;
    });
    const worker = createWorker(testContext(db), { jobs: [job], schedules: [], workerId, concurrency: 2, heartbeatMs: false });

    await db.query('INSERT INTO count_workers_ready (worker) VALUES ($1)', [workerId]);
    for (;;) {
      const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM count_workers_ready');
      if (n >= Number(expected)) break;
      await wait(START_LINE_POLL_MS);
    }

    let ran = 0;
    for (;;) {
      const claimed = await worker.runOnce();
      ran += claimed;
      if (claimed > 0) continue;
      const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE name = $1 AND state = 'queued'", [COUNT_JOB_NAME]);
      if (n === 0) break;
    }
    process.stdout.write(`${JSON.stringify({ workerId, ran })}\n`);
  } finally {
    await db.close();
  }
}

await main();
