// The job queue against the contract suite's database: with DATABASE_URL, the whole behaviour on
// PostgreSQL and two real server processes sharing it; without, two workers over one PGlite in this
// process (PGlite is embedded: a second process cannot open it).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAuditTrail } from '../audit/testing/audit-suite';
import { defineJob } from './define';
import { enqueue } from './queue';
import { COUNT_JOB_NAME } from './testing/count-worker-name';
import { describeJobQueue, describeOnceAcrossWorkers } from './testing/queue-suite';
import { openTestDb, type TestDb } from './testing/test-db';

const databaseUrl = process.env.DATABASE_URL;
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const COUNT_WORKER = fileURLToPath(new URL('./testing/count-worker.ts', import.meta.url));
const JOBS = 60;

if (databaseUrl) {
  describeJobQueue('durable jobs on PostgreSQL', () => openTestDb({ databaseUrl }));
  describeAuditTrail('the audit trail on PostgreSQL', () => openTestDb({ databaseUrl }));
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

if (databaseUrl) describe('each job runs once across processes', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openTestDb({ databaseUrl });
    await testDb.db.exec(`CREATE TABLE count_effects (job_id uuid NOT NULL, worker text NOT NULL);
      CREATE TABLE count_workers_ready (worker text NOT NULL)`);
  }, 120_000);
  afterAll(async () => {
    await testDb?.close();
  });

  it('two server processes sharing one PostgreSQL run every job exactly once', async () => {
    const { db, url = '' } = testDb;
    const job = defineJob<{ n: number }>(COUNT_JOB_NAME, { title: '计数' }, async () => null);
    for (let n = 1; n <= JOBS; n += 1) await enqueue(db, job, { n }, { companyId: 1, actor: { kind: 'system', name: '测试' } });

    const ran = await Promise.all([runWorkerProcess(url, 'process-a'), runWorkerProcess(url, 'process-b')]);
    expect(ran[0] + ran[1]).toBe(JOBS);
    const perJob = await db.query<{ times: number; n: number }>(
      `SELECT times, count(*)::int AS n FROM (
         SELECT j.id, count(e.job_id)::int AS times FROM jobs j LEFT JOIN count_effects e ON e.job_id = j.id
         WHERE j.name = $1 GROUP BY j.id) per_job GROUP BY times`,
      [COUNT_JOB_NAME],
    );
    expect(perJob).toEqual([{ times: 1, n: JOBS }]);
    const states = await db.query<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM jobs WHERE name = $1 GROUP BY state', [COUNT_JOB_NAME]);
    expect(states).toEqual([{ state: 'succeeded', n: JOBS }]);
  }, 60_000);
});

// PGlite is embedded, so a second process cannot open it: two workers over one PGlite in this process
// make the same assertion.
if (!databaseUrl) describeOnceAcrossWorkers('once-only on PGlite: two workers in one process stand in for two processes', () => openTestDb());
