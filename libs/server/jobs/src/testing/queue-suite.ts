// The behaviour of the job queue, run by the unit suite on PGlite and by the contract suite on
// PostgreSQL (DATABASE_URL): retries with back-off, final failure, lease expiry with checkpoints,
// progress, cancel, dedupe, enqueue in a transaction, schedules, listing, and once-only across workers.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Actor } from '@toufang/server-audit';
import type { Db } from '@toufang/server-db';
import { manualClock, type ManualClock } from '@toufang/server-context';
import { type AnyJobDefinition, defineJob, JobFailure } from '../lib/define';
import { defineSchedule, SCHEDULE_ACTOR_NAME, type ScheduleDefinition } from '../lib/schedule';
import { JOB_LIMITS } from '../lib/limits';
import { cancelJob, enqueue, getJob, listJobs } from '../lib/queue';
import { createWorker, JobCancelled, WORKER_TEXTS, type Worker, type WorkerLog } from '../lib/worker';
import { testContext } from '@toufang/server-context/testing';
import type { TestDb } from '@toufang/server-testing';

const T0 = Date.parse('2026-11-25T08:00:00.000Z');
const HOUR_MS = 60 * 60_000;
const COMPANY = 1;
const OTHER_COMPANY = 2;
const operator: Actor = { kind: 'user', userId: 7, name: '优化师小王' };

/** A promise the test resolves by hand, to hold a handler at a known point. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

export function describeJobQueue(label: string, openDb: () => Promise<TestDb>): void {
  describe(label, () => {
    let testDb: TestDb;
    let db: Db;
    let names = 0;
    // Job and schedule names are registered once per process, so each test defines its own.
    const unique = (base: string) => `test.${base}-${++names}`;
    const at = (clock: ManualClock) => new Date(clock.now());

    function workerOf(
      jobs: readonly AnyJobDefinition[],
      clock: ManualClock,
      { id = 'worker-a', schedules = [] as readonly ScheduleDefinition[], concurrency = 1 } = {},
    ): Worker {
      // No heartbeat: a lease is renewed only when a handler reports, so the tests decide when it runs out.
      return createWorker(testContext(db), { jobs, schedules, clock, workerId: id, concurrency, heartbeatMs: false, log: recordingLog });
    }

    // A worker logs an error only when it could not record what happened: never in these tests.
    const workerErrors: unknown[] = [];
    const recordingLog: WorkerLog = { warn: () => undefined, error: (data) => workerErrors.push(data) };

    beforeAll(async () => {
      testDb = await openDb();
      db = testDb.db;
      await db.exec('CREATE TABLE job_effects (job_id uuid NOT NULL, item integer NOT NULL)');
    });
    afterEach(() => {
      expect(workerErrors).toEqual([]);
    });
    afterAll(async () => {
      await testDb?.close();
    });

    it('runs a job once and keeps its result, progress and times', async () => {
      const clock = manualClock(T0);
      const job = defineJob<{ items: string[] }, { count: number }>(unique('count'), { title: '测试任务' }, async (context) => {
        const total = context.payload.items.length;
        for (const [index] of context.payload.items.entries()) {
          await context.progress({ done: index + 1, total, step: `已处理 ${index + 1} 项` });
        }
        return { count: total };
      });
      const { id, created } = await enqueue(db, job, { items: ['a', 'b'] }, { companyId: COMPANY, actor: operator, now: at(clock) });
      expect(created).toBe(true);
      expect(await getJob(db, id, { companyId: COMPANY })).toMatchObject({ state: 'queued', attempts: 0, requestedBy: operator, payload: { items: ['a', 'b'] } });

      const worker = workerOf([job], clock);
      expect(await worker.runOnce()).toBe(1);
      expect(await getJob(db, id, { companyId: COMPANY })).toMatchObject({
        state: 'succeeded',
        attempts: 1,
        result: { count: 2 },
        progress: { done: 2, total: 2, step: '已处理 2 项' },
        lastError: null,
        startedAt: new Date(T0),
        finishedAt: new Date(T0),
      });
      expect(await worker.runOnce()).toBe(0);
      expect(await getJob(db, id, { companyId: OTHER_COMPANY })).toBeUndefined();
      expect(await getJob(db, 'not-a-job-id', { companyId: COMPANY })).toBeUndefined();
    });

    it('retries a failed attempt after an exponential back-off, then succeeds', async () => {
      const clock = manualClock(T0);
      let calls = 0;
      const job = defineJob<null, string>(unique('flaky'), { title: '测试任务', maxAttempts: 5 }, async () => {
        calls += 1;
        if (calls < 3) throw new Error('媒体接口超时');
        return '完成';
      });
      const { id } = await enqueue(db, job, null, { companyId: COMPANY, actor: operator, now: at(clock) });
      const worker = workerOf([job], clock);

      expect(await worker.runOnce()).toBe(1);
      expect(await getJob(db, id, { companyId: COMPANY })).toMatchObject({
        state: 'queued',
        attempts: 1,
        lastError: `${WORKER_TEXTS.FAILED_PREFIX}媒体接口超时`,
        runAt: new Date(T0 + JOB_LIMITS.BACKOFF_BASE_MS),
      });
      clock.advance(JOB_LIMITS.BACKOFF_BASE_MS - 1);
      expect(await worker.runOnce()).toBe(0);
      clock.advance(1);
      expect(await worker.runOnce()).toBe(1);
      // The second retry waits twice as long.
      expect(await getJob(db, id, { companyId: COMPANY })).toMatchObject({
        state: 'queued',
        attempts: 2,
        runAt: new Date(clock.now() + 2 * JOB_LIMITS.BACKOFF_BASE_MS),
      });
      clock.advance(2 * JOB_LIMITS.BACKOFF_BASE_MS);
      expect(await worker.runOnce()).toBe(1);
      expect(await getJob(db, id, { companyId: COMPANY })).toMatchObject({ state: 'succeeded', attempts: 3, result: '完成' });
      expect(calls).toBe(3);
    });

    it('fails for good after its last attempt, keeping the last error', async () => {
      const clock = manualClock(T0);
      let calls = 0;
      const job = defineJob<null>(unique('broken'), { title: '测试任务', maxAttempts: 2 }, async () => {
        calls += 1;
        throw new Error(`第 ${calls} 次失败`);
      });
      const { id } = await enqueue(db, job, null, { companyId: COMPANY, actor: operator, now: at(clock) });
      const worker = workerOf([job], clock);
      expect(await worker.runOnce()).toBe(1);
      clock.advance(JOB_LIMITS.BACKOFF_BASE_MS);
      expect(await worker.runOnce()).toBe(1);
      expect(await getJob(db, id, { companyId: COMPANY })).toMatchObject({
        state: 'failed',
        attempts: 2,
        lastError: `${WORKER_TEXTS.FAILED_PREFIX}第 2 次失败`,
        finishedAt: new Date(clock.now()),
      });
      clock.advance(JOB_LIMITS.BACKOFF_CAP_MS);
      expect(await worker.runOnce()).toBe(0);
      expect(calls).toBe(2);
    });

    it('fails at once on a failure that retrying cannot heal', async () => {
      const clock = manualClock(T0);
      const job = defineJob<null>(unique('refused'), { title: '测试任务' }, async () => {
        throw new JobFailure('账户授权已失效，请重新授权');
      });
      const { id } = await enqueue(db, job, null, { companyId: COMPANY, actor: operator, now: at(clock) });
      expect(await workerOf([job], clock).runOnce()).toBe(1);
      expect(await getJob(db, id, { companyId: COMPANY })).toMatchObject({ state: 'failed', attempts: 1, lastError: '账户授权已失效，请重新授权' });
    });

    it('hands a job whose worker died to another worker once the lease expires, which resumes from the checkpoint', async () => {
      const clock = manualClock(T0);
      const stuck = gate();
      const atItemThree = gate();
      const job = defineJob<{ items: number }, { done: number }, { next: number }>(unique('resume'), { title: '测试任务' }, async (context) => {
        for (let item = context.checkpoint?.next ?? 1; item <= context.payload.items; item += 1) {
          if (context.attempt === 1 && item === 3) {
            // The first worker stalls here, as if its process had died.
            atItemThree.open();
            await stuck.opened;
          }
          // The item's write and its checkpoint commit together.
          await db.transaction(async (tx) => {
            await tx.query('INSERT INTO job_effects (job_id, item) VALUES ($1, $2)', [context.jobId, item]);
            await context.saveCheckpoint({ next: item + 1 }, tx);
          });
        }
        return { done: context.payload.items };
      });
      const { id } = await enqueue(db, job, { items: 5 }, { companyId: COMPANY, actor: operator, now: at(clock) });
      const first = workerOf([job], clock, { id: 'worker-a' });
      const second = workerOf([job], clock, { id: 'worker-b' });

      const firstRun = first.runOnce();
      await atItemThree.opened;
      // The lease still holds: nobody else takes the job.
      expect(await second.runOnce()).toBe(0);
      clock.advance(JOB_LIMITS.LEASE_MS + 1);
      expect(await second.runOnce()).toBe(1);
      expect(await getJob(db, id, { companyId: COMPANY })).toMatchObject({ state: 'succeeded', attempts: 2, result: { done: 5 } });

      // The first worker wakes up: its write of item 3 is refused with its lost lease, and rolled back.
      stuck.open();
      expect(await firstRun).toBe(1);
      const effects = await db.query<{ item: number; times: number }>(
        'SELECT item, count(*)::int AS times FROM job_effects WHERE job_id = $1 GROUP BY item ORDER BY item',
        [id],
      );
      expect(effects).toEqual([1, 2, 3, 4, 5].map((item) => ({ item, times: 1 })));
      expect(await getJob(db, id, { companyId: COMPANY })).toMatchObject({ state: 'succeeded', attempts: 2 });
    });

    it('fails a job whose worker died on its last attempt', async () => {
      const clock = manualClock(T0);
      const stuck = gate();
      const started = gate();
      const job = defineJob<null>(unique('dies'), { title: '测试任务', maxAttempts: 1 }, async () => {
        started.open();
        await stuck.opened;
        return null;
      });
      const { id } = await enqueue(db, job, null, { companyId: COMPANY, actor: operator, now: at(clock) });
      const firstRun = workerOf([job], clock, { id: 'worker-a' }).runOnce();
      await started.opened;
      clock.advance(JOB_LIMITS.LEASE_MS + 1);
      expect(await workerOf([job], clock, { id: 'worker-b' }).runOnce()).toBe(1);
      stuck.open();
      await firstRun;
      expect(await getJob(db, id, { companyId: COMPANY })).toMatchObject({ state: 'failed', attempts: 2, lastError: WORKER_TEXTS.INTERRUPTED });
    });

    it('shows progress and per-item errors while the job runs', async () => {
      const clock = manualClock(T0);
      const hold = gate();
      const reported = gate();
      const longStep = '正在修改计划预算'.repeat(20);
      const job = defineJob<null>(unique('progress'), { title: '批量修改预算' }, async (context) => {
        await context.progress({ done: 1, total: 3, step: longStep });
        await context.itemFailed('计划 1001', '预算低于媒体最低值');
        reported.open();
        await hold.opened;
        await context.progress({ done: 3 });
        return null;
      });
      const { id } = await enqueue(db, job, null, { companyId: COMPANY, actor: operator, now: at(clock) });
      const run = workerOf([job], clock).runOnce();
      await reported.opened;
      const running = await getJob(db, id, { companyId: COMPANY });
      expect(running).toMatchObject({
        state: 'running',
        progress: { done: 1, total: 3, step: Array.from(longStep).slice(0, JOB_LIMITS.STEP_TEXT_MAX).join('') },
        itemErrors: [{ item: '计划 1001', message: '预算低于媒体最低值' }],
      });
      hold.open();
      await run;
      expect(await getJob(db, id, { companyId: COMPANY })).toMatchObject({ state: 'succeeded', progress: { done: 3, total: 3 } });
    });

    it('cancels a queued job before it runs, and only for its own company', async () => {
      const clock = manualClock(T0);
      let calls = 0;
      const job = defineJob<null>(unique('cancel-queued'), { title: '测试任务' }, async () => {
        calls += 1;
        return null;
      });
      const { id } = await enqueue(db, job, null, { companyId: COMPANY, actor: operator, now: at(clock) });
      expect(await cancelJob(db, id, { companyId: OTHER_COMPANY }, at(clock))).toBeUndefined();
      expect(await getJob(db, id, { companyId: COMPANY })).toMatchObject({ state: 'queued' });
      expect(await cancelJob(db, id, { companyId: COMPANY }, at(clock))).toMatchObject({ state: 'cancelled', finishedAt: new Date(T0) });
      expect(await workerOf([job], clock).runOnce()).toBe(0);
      expect(calls).toBe(0);
    });

    it('keeps one slot for jobs people wait on: background jobs never take the last one', async () => {
      const clock = manualClock(T0);
      const hold = gate();
      const ran: string[] = [];
      const backfill = defineJob<{ n: number }>(unique('backfill'), { title: '同步数据', background: true }, async (context) => {
        ran.push(`backfill ${context.payload.n}`);
        await hold.opened;
        return null;
      });
      const edit = defineJob<null>(unique('edit'), { title: '批量修改出价' }, async () => {
        ran.push('edit');
        return null;
      });
      for (const n of [1, 2, 3]) await enqueue(db, backfill, { n }, { companyId: COMPANY, actor: operator, now: at(clock) });
      const worker = workerOf([backfill, edit], clock, { concurrency: 2 });
      // Three background jobs due and two slots: only one of them starts.
      const first = worker.runOnce();
      await vi.waitFor(() => expect(ran).toEqual(['backfill 1']), { timeout: 30_000 });
      // The edit, queued later, still finds a slot while the backfill holds the other.
      await enqueue(db, edit, null, { companyId: COMPANY, actor: operator, now: at(clock) });
      await worker.runOnce();
      expect(ran).toEqual(['backfill 1', 'edit']);
      hold.open();
      await first;
    });

    it('stops a running job at its next report when it is cancelled', async () => {
      const clock = manualClock(T0);
      const hold = gate();
      const firstItem = gate();
      let aborted = false;
      let stoppedBy: unknown;
      const job = defineJob<null>(unique('cancel-running'), { title: '测试任务' }, async (context) => {
        await context.progress({ done: 1, total: 2 });
        firstItem.open();
        await hold.opened;
        try {
          await context.progress({ done: 2 });
        } catch (error) {
          aborted = context.signal.aborted;
          stoppedBy = error;
          throw error;
        }
        return null;
      });
      const { id } = await enqueue(db, job, null, { companyId: COMPANY, actor: operator, now: at(clock) });
      const run = workerOf([job], clock).runOnce();
      await firstItem.opened;
      expect(await cancelJob(db, id, { companyId: COMPANY }, at(clock))).toMatchObject({ state: 'running', cancelRequested: true });
      hold.open();
      await run;
      expect(stoppedBy).toBeInstanceOf(JobCancelled);
      expect(aborted).toBe(true);
      expect(await getJob(db, id, { companyId: COMPANY })).toMatchObject({ state: 'cancelled', progress: { done: 1 } });
      // A finished job stays as it is.
      expect(await cancelJob(db, id, { companyId: COMPANY }, at(clock))).toMatchObject({ state: 'cancelled' });
    });

    it('ends a job cancelled during a failing attempt as cancelled, without a retry', async () => {
      const clock = manualClock(T0);
      const hold = gate();
      const started = gate();
      let calls = 0;
      const job = defineJob<null>(unique('cancel-failing'), { title: '测试任务' }, async () => {
        calls += 1;
        started.open();
        await hold.opened;
        throw new Error('媒体接口超时');
      });
      const { id } = await enqueue(db, job, null, { companyId: COMPANY, actor: operator, now: at(clock) });
      const worker = workerOf([job], clock);
      const run = worker.runOnce();
      await started.opened;
      await cancelJob(db, id, { companyId: COMPANY }, at(clock));
      hold.open();
      await run;
      expect(await getJob(db, id, { companyId: COMPANY })).toMatchObject({ state: 'cancelled', finishedAt: new Date(T0) });
      clock.advance(JOB_LIMITS.BACKOFF_CAP_MS);
      expect(await worker.runOnce()).toBe(0);
      expect(calls).toBe(1);
    });

    /** A job type whose onCancelled records which job ended, and the state its database showed then. */
    function cancelRecordingJob(base: string, handler: (context: { attempt: number }) => Promise<null>) {
      const ended: { key: string; state: string | undefined }[] = [];
      const name = unique(base);
      const job = defineJob<{ key: string }>(
        name,
        {
          title: '测试任务',
          onCancelled: async (target, { key }) => {
            const [row] = await target.query<{ state: string }>('SELECT state FROM jobs WHERE name = $1', [name]);
            ended.push({ key, state: row?.state });
          },
        },
        (context) => handler(context),
      );
      return { job, ended };
    }

    it('calls the type’s onCancelled when a cancel lands while an attempt fails, once', async () => {
      const clock = manualClock(T0);
      const hold = gate();
      const started = gate();
      const { job, ended } = cancelRecordingJob('cancel-failing-hook', async () => {
        started.open();
        await hold.opened;
        throw new Error('媒体接口超时');
      });
      const { id } = await enqueue(db, job, { key: 'a' }, { companyId: COMPANY, actor: operator, now: at(clock) });
      const worker = workerOf([job], clock);
      const run = worker.runOnce();
      await started.opened;
      await cancelJob(db, id, { companyId: COMPANY }, at(clock));
      // A running job only asks to stop: what it stands for ends when the run does.
      expect(ended).toEqual([]);
      hold.open();
      await run;
      expect(await getJob(db, id, { companyId: COMPANY })).toMatchObject({ state: 'cancelled' });
      expect(ended).toEqual([{ key: 'a', state: 'cancelled' }]);
      clock.advance(JOB_LIMITS.BACKOFF_CAP_MS);
      expect(await worker.runOnce()).toBe(0);
      expect(ended).toHaveLength(1);
    });

    it('calls onCancelled once when a worker that lost a cancelled job wakes and fails, and once for a queued cancel', async () => {
      const clock = manualClock(T0);
      const stuck = gate();
      const started = gate();
      const { job, ended } = cancelRecordingJob('cancel-taken-over', async ({ attempt }) => {
        if (attempt === 1) {
          // The first worker stalls, as if its process had hung, and then fails.
          started.open();
          await stuck.opened;
          throw new Error('媒体接口超时');
        }
        return null;
      });
      const { id } = await enqueue(db, job, { key: 'running' }, { companyId: COMPANY, actor: operator, now: at(clock) });
      const firstRun = workerOf([job], clock, { id: 'worker-a' }).runOnce();
      await started.opened;
      await cancelJob(db, id, { companyId: COMPANY }, at(clock));
      clock.advance(JOB_LIMITS.LEASE_MS + 1);
      // The next worker finds the cancel as it claims the job, and ends it.
      expect(await workerOf([job], clock, { id: 'worker-b' }).runOnce()).toBe(1);
      expect(ended).toEqual([{ key: 'running', state: 'cancelled' }]);
      stuck.open();
      await firstRun;
      expect(ended).toHaveLength(1);
      expect(await getJob(db, id, { companyId: COMPANY })).toMatchObject({ state: 'cancelled', attempts: 2 });

      const queued = await enqueue(db, job, { key: 'queued' }, { companyId: COMPANY, actor: operator, now: at(clock) });
      await cancelJob(db, queued.id, { companyId: COMPANY }, at(clock));
      expect(await workerOf([job], clock).runOnce()).toBe(0);
      expect(ended.map((e) => e.key)).toEqual(['running', 'queued']);
    });

    it('answers the existing job for a dedupe key it has seen, whatever that job’s state', async () => {
      const clock = manualClock(T0);
      const job = defineJob<{ accountId: string }>(unique('dedupe'), { title: '同步账户' }, async () => null);
      const other = defineJob<{ accountId: string }>(unique('dedupe-other'), { title: '同步账户' }, async () => null);
      const options = { companyId: COMPANY, actor: operator, dedupeKey: 'sync:account:42', now: at(clock) };
      const first = await enqueue(db, job, { accountId: '42' }, options);
      const again = await enqueue(db, job, { accountId: '42' }, options);
      expect(again).toEqual({ id: first.id, created: false });
      await workerOf([job], clock).runOnce();
      expect(await enqueue(db, job, { accountId: '42' }, options)).toEqual({ id: first.id, created: false });
      expect((await enqueue(db, job, { accountId: '42' }, { ...options, dedupeKey: 'sync:account:42:later' })).created).toBe(true);
      expect((await enqueue(db, other, { accountId: '42' }, options)).created).toBe(true);
      const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE name = $1', [job.name]);
      expect(rows[0].n).toBe(2);
    });

    it('enqueues inside the caller’s transaction: nothing when it rolls back, the job when it commits', async () => {
      const clock = manualClock(T0);
      const job = defineJob<{ n: number }>(unique('in-transaction'), { title: '测试任务' }, async () => null);
      await expect(
        db.transaction(async (tx) => {
          await enqueue(tx, job, { n: 1 }, { companyId: COMPANY, actor: operator, now: at(clock) });
          throw new Error('写入失败');
        }),
      ).rejects.toThrow('写入失败');
      const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE name = $1', [job.name]))[0].n;
      expect(await count()).toBe(0);
      const { id } = await db.transaction((tx) => enqueue(tx, job, { n: 2 }, { companyId: COMPANY, actor: operator, now: at(clock) }));
      expect(await count()).toBe(1);
      expect(await workerOf([job], clock).runOnce()).toBe(1);
      expect(await getJob(db, id, { companyId: COMPANY })).toMatchObject({ state: 'succeeded', payload: { n: 2 } });
    });

    it('enqueues a scheduled job once per period, however many workers tick', async () => {
      const clock = manualClock(T0 + 30 * 60_000);
      const hours: string[] = [];
      const job = defineJob<{ hour: string }>(unique('hourly'), { title: '每小时同步' }, async (context) => {
        hours.push(context.payload.hour);
        return null;
      });
      const schedule = defineSchedule(unique('hourly-schedule'), job, { everyMs: HOUR_MS, payload: (start) => ({ hour: start.toISOString() }) });
      const workers = ['a', 'b', 'c'].map((id) => workerOf([job], clock, { id, schedules: [schedule] }));
      const tick = async (group: readonly Worker[]) => (await Promise.all(group.map((worker) => worker.runOnce()))).reduce((a, b) => a + b, 0);

      expect(await tick(workers.slice(0, 2))).toBe(1);
      clock.advance(20 * 60_000);
      expect(await tick(workers)).toBe(0);
      clock.advance(20 * 60_000);
      expect(await tick(workers)).toBe(1);
      expect(hours).toEqual([new Date(T0).toISOString(), new Date(T0 + HOUR_MS).toISOString()]);
      const rows = await db.query<{ company_id: number | null; actor_kind: string; actor_name: string }>(
        'SELECT company_id, actor_kind, actor_name FROM jobs WHERE name = $1',
        [job.name],
      );
      expect(rows).toEqual([
        { company_id: null, actor_kind: 'system', actor_name: SCHEDULE_ACTOR_NAME },
        { company_id: null, actor_kind: 'system', actor_name: SCHEDULE_ACTOR_NAME },
      ]);
    });

    it('keeps running due jobs once started, and stops waiting for the running one', async () => {
      const clock = manualClock(T0);
      const hold = gate();
      const started = gate();
      const job = defineJob<{ n: number }, number>(unique('started'), { title: '测试任务' }, async (context) => {
        if (context.payload.n === 3) {
          started.open();
          await hold.opened;
        }
        return context.payload.n;
      });
      const worker = createWorker(testContext(db), { jobs: [job], schedules: [], clock, workerId: 'worker-started', pollMs: 5, heartbeatMs: false, log: recordingLog });
      const ids: string[] = [];
      for (const n of [1, 2]) ids.push((await enqueue(db, job, { n }, { companyId: COMPANY, actor: operator, now: at(clock) })).id);
      worker.start();
      const stateOf = async (id: string) => (await getJob(db, id, { companyId: COMPANY }))?.state;
      await vi.waitFor(async () => expect(await stateOf(ids[1])).toBe('succeeded'), { timeout: 10_000, interval: 10 });
      // A job enqueued later is found by the next poll.
      ids.push((await enqueue(db, job, { n: 3 }, { companyId: COMPANY, actor: operator, now: at(clock) })).id);
      await started.opened;
      const stopping = worker.stop();
      hold.open();
      await stopping;
      expect(await Promise.all(ids.map(stateOf))).toEqual(['succeeded', 'succeeded', 'succeeded']);
    });

    it('lists a company’s jobs newest first, by person and state, a page at a time', async () => {
      const clock = manualClock(T0);
      const job = defineJob<{ n: number }>(unique('listed'), { title: '导出报表' }, async () => null);
      const colleague: Actor = { kind: 'user', userId: 8, name: '优化师小李' };
      const ids: string[] = [];
      for (const [n, actor, companyId] of [
        [1, operator, COMPANY],
        [2, colleague, COMPANY],
        [3, operator, COMPANY],
        [4, operator, OTHER_COMPANY],
        [5, operator, COMPANY],
      ] as const) {
        clock.advance(1_000);
        ids.push((await enqueue(db, job, { n }, { companyId, actor, now: at(clock) })).id);
      }
      await cancelJob(db, ids[2], { companyId: COMPANY }, at(clock));

      const mine = await listJobs(db, { companyId: COMPANY, userId: 7, name: job.name, current: 1, size: 2 });
      expect(mine.total).toBe(3);
      expect(mine.records.map((record) => record.payload)).toEqual([{ n: 5 }, { n: 3 }]);
      const next = await listJobs(db, { companyId: COMPANY, userId: 7, name: job.name, current: 2, size: 2 });
      expect(next.records.map((record) => record.payload)).toEqual([{ n: 1 }]);
      const queued = await listJobs(db, { companyId: COMPANY, name: job.name, state: 'queued', current: 1, size: 10 });
      expect(queued.records.map((record) => record.payload)).toEqual([{ n: 5 }, { n: 2 }, { n: 1 }]);
      const other = await listJobs(db, { companyId: OTHER_COMPANY, name: job.name, current: 1, size: 10 });
      expect(other.records.map((record) => record.payload)).toEqual([{ n: 4 }]);
      const cancelledOrFailed = await listJobs(db, { companyId: COMPANY, name: job.name, state: ['cancelled', 'failed'], current: 1, size: 10 });
      expect(cancelledOrFailed.records.map((record) => record.id)).toEqual([ids[2]]);
    });
  });
}

/** Once-only: two workers over one database (in one process) run N jobs; every job's side effect happens once. */
export function describeOnceAcrossWorkers(label: string, openDb: () => Promise<TestDb>): void {
  describe(label, () => {
    let testDb: TestDb;
    let db: Db;
    beforeAll(async () => {
      testDb = await openDb();
      db = testDb.db;
      await db.exec('CREATE TABLE job_effects (job_id uuid NOT NULL, item integer NOT NULL)');
    });
    afterAll(async () => {
      await testDb?.close();
    });

    it('runs each job exactly once with two workers over one database in one process', async () => {
      const clock = manualClock(T0);
      const job = defineJob<{ n: number }>('test.once-in-process', { title: '测试任务' }, async (context) => {
        await db.query('INSERT INTO job_effects (job_id, item) VALUES ($1, $2)', [context.jobId, context.payload.n]);
        return null;
      });
      const total = 30;
      for (let n = 1; n <= total; n += 1) await enqueue(db, job, { n }, { companyId: COMPANY, actor: operator, now: new Date(clock.now()) });
      const drain = async (worker: Worker) => {
        let ran = 0;
        for (let claimed = await worker.runOnce(); claimed > 0; claimed = await worker.runOnce()) ran += claimed;
        return ran;
      };
      const ran = await Promise.all(['a', 'b'].map((id) => drain(createWorker(testContext(db), { jobs: [job], schedules: [], clock, workerId: id, concurrency: 2, heartbeatMs: false }))));
      expect(ran[0] + ran[1]).toBe(total);
      const effects = await db.query<{ n: number; times: number }>(
        `SELECT e.item AS n, count(*)::int AS times FROM job_effects e JOIN jobs j ON j.id = e.job_id
         WHERE j.name = $1 GROUP BY e.item ORDER BY e.item`,
        [job.name],
      );
      expect(effects).toEqual(Array.from({ length: total }, (_, index) => ({ n: index + 1, times: 1 })));
      const states = await db.query<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM jobs WHERE name = $1 GROUP BY state', [job.name]);
      expect(states).toEqual([{ state: 'succeeded', n: total }]);
    });
  });
}
