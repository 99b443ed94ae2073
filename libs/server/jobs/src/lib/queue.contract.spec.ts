// The job queue against the contract suite's database. With DATABASE_URL (the contract run on
// PostgreSQL, scripts/test.sh): the whole behaviour on PostgreSQL, and the proof that each job runs once
// with two workers, as two real OS processes (count-worker.ts under tsx) sharing it. Without: PGlite is
// embedded and a second process cannot open it, so only the in-process check runs, named as what it is.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJob } from './define';
import { enqueue } from './queue';
import { COUNT_JOB_NAME } from '../testing/count-worker-name';
import { describeJobQueue, describeOnceAcrossWorkers } from '../testing/queue-suite';
import { openTestDb, type TestDb } from '@toufang/server-testing';

const databaseUrl = process.env.DATABASE_URL;
const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const COUNT_WORKER = fileURLToPath(new URL('../testing/count-worker.ts', import.meta.url));
const JOBS = 60;

if (databaseUrl) {
  describeJobQueue('durable jobs on PostgreSQL', () => openTestDb({ databaseUrl }));
}

/** Runs one worker process to its end; answers how many jobs it ran. */
function runWorkerProcess(url: string, workerId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', COUNT_WORKER, workerId, '2'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`worker ${workerId} exited with ${code}: ${err}`));
      const answer: unknown = JSON.parse(out.trim());
      if (typeof answer === 'object' && answer !== null && 'ran' in answer && typeof answer.ran === 'number') return resolve(answer.ran);
      reject(new Error(`worker ${workerId} answered ${out}`));
    });
  });
}

if (databaseUrl) describe('each job runs once across two worker processes on PostgreSQL', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openTestDb({ databaseUrl });
    await testDb.db.exec(`CREATE TABLE count_effects (job_id uuid NOT NULL, worker text NOT NULL);
      CREATE TABLE count_workers_ready (worker text NOT NULL)`);
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('two server processes sharing one PostgreSQL run every job exactly once', async () => {
    const { db, url = '' } = testDb;
    const job = defineJob<{ n: number }>(COUNT_JOB_NAME, { title: '计数' }, async () => null);
    for (let n = 1; n <= JOBS; n += 1) await enqueue(db, job, { n }, { companyId: 1, actor: { kind: 'system', name: '测试' } });

    const ran = await Promise.all([runWorkerProcess(url, 'process-a'), runWorkerProcess(url, 'process-b')]);
    expect(ran[0] + ran[1]).toBe(JOBS);
    // Both processes ran jobs (each one's first job waited for the other's), and no job ran twice.
    const perWorker = await db.query<{ worker: string; n: number }>('SELECT worker, count(*)::int AS n FROM count_effects GROUP BY worker ORDER BY worker');
    expect(perWorker).toEqual([
      { worker: 'process-a', n: ran[0] },
      { worker: 'process-b', n: ran[1] },
    ]);
    expect(Math.min(...ran)).toBeGreaterThan(0);
    const perJob = await db.query<{ times: number; n: number }>(
      `SELECT times, count(*)::int AS n FROM (
         SELECT j.id, count(e.job_id)::int AS times FROM jobs j LEFT JOIN count_effects e ON e.job_id = j.id
         WHERE j.name = $1 GROUP BY j.id) per_job GROUP BY times`,
      [COUNT_JOB_NAME],
    );
    expect(perJob).toEqual([{ times: 1, n: JOBS }]);
    const states = await db.query<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM jobs WHERE name = $1 GROUP BY state', [COUNT_JOB_NAME]);
    expect(states).toEqual([{ state: 'succeeded', n: JOBS }]);
  });
});

// Not the two-process proof (that one needs PostgreSQL): two workers in this one process over one PGlite.
if (!databaseUrl) describeOnceAcrossWorkers('once-only on PGlite, in one process only (the two-process proof runs on PostgreSQL)', () => openTestDb());
