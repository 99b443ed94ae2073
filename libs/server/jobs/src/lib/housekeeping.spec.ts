import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '@toufang/server-context';
import { defineJob } from './define';
import { pruneFinishedJobs, pruneFinishedJobsDaily } from './housekeeping';
import { JOB_LIMITS } from './limits';
import { cancelJob, enqueue, getJob } from './queue';
import { openTestDb, type TestDb } from '@toufang/server-testing';
import { testContext } from '@toufang/server-context/testing';
import { createWorker } from './worker';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  await testDb?.close();
});

describe('pruning finished jobs', () => {
  it('deletes jobs finished longer ago than the retention, once a day at midnight China time', async () => {
    const { db } = testDb;
    // 15:30 UTC is 23:30 China time: the day's prune is enqueued at once, the next one at 16:00 UTC.
    const clock = manualClock('2026-11-25T15:30:00.000Z');
    const now = () => new Date(clock.now());
    const actor = { kind: 'user', userId: 7, name: '优化师小王' } as const;
    const job = defineJob<{ n: number }>('test.prunable', { title: '测试任务' }, async () => null);
    const worker = createWorker(testContext(db), { jobs: [job], schedules: [], clock, heartbeatMs: false });
    const old = await enqueue(db, job, { n: 1 }, { companyId: 1, actor, now: now() });
    const oldCancelled = await enqueue(db, job, { n: 2 }, { companyId: 1, actor, now: now() });
    await worker.runOnce();
    await cancelJob(db, oldCancelled.id, { companyId: 1 }, now());
    clock.advance(JOB_LIMITS.RETENTION_MS);
    const recent = await enqueue(db, job, { n: 3 }, { companyId: 1, actor, now: now() });
    await worker.runOnce();
    const waiting = await enqueue(db, job, { n: 4 }, { companyId: 1, actor, now: now() });
    clock.advance(1);

    const housekeeper = createWorker(testContext(db), { jobs: [pruneFinishedJobs], schedules: [pruneFinishedJobsDaily], clock, heartbeatMs: false });
    expect(await housekeeper.runOnce()).toBe(1);
    expect(await housekeeper.runOnce()).toBe(0);
    const states = await Promise.all([old, oldCancelled, recent, waiting].map(async ({ id }) => (await getJob(db, id, { companyId: 1 }))?.state));
    expect(states).toEqual([undefined, undefined, 'succeeded', 'queued']);
    clock.advance(30 * 60_000);
    expect(await housekeeper.runOnce()).toBe(1);
  });
});
