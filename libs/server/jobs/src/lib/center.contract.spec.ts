// Contract tests of the task centre: the jobs a person may see (their own; ADMIN and MANAGER the company's,
// as x-access companyWide declares), the seven states a person reads, cancel (a queued job at once, a
// running one at its next progress step), retry of the failed part, and an export's single-use link.
// The test's jobs are created in January 2020, so the demo company's seeded history stays out of the view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDate, chinaDay } from '@toufang/domain';
import { loadContract, listOperations } from '@toufang/server-http';
import { sqlOn, type JobState } from '@toufang/server-db';
import { startTestServer, type TestServer, seededUsers, type TestUser } from '@toufang/server-testing';
import { createWorker, defineJob, enqueue, type JobDefinition } from '..';

interface Job {
  id: string;
  type: string | null;
  title: string;
  target: string;
  startedBy: string;
  startedByKind: string;
  state: string;
  progress: { done: number; total: number | null; step: string | null };
  keptDays: number | null;
  result: { summary: string | null; download: { url: string; fileName: string } | null; downloadable: boolean; objects: unknown[] };
  failedItems: number;
  reason: string | null;
  cancellable: boolean;
  retryable: boolean;
}
interface Page {
  records: Job[];
  total: number;
}

const WINDOW = { from: '2020-01-01', to: '2020-01-31' };

let server: TestServer;
const tokens: Record<string, string> = {};
let users: Readonly<Record<string, TestUser>>;
const db = () => server.app.toufang.db;

// A job whose handler reports once, waits for the test, then reports again: cancel lands in between.
let release: () => void = () => undefined;
const released = () => new Promise<void>((resolve) => (release = resolve));
let gate = released();
const slowJob: JobDefinition<Record<string, never>, { done: true }> = defineJob('test.task-centre-slow', { title: '测试任务' }, async (job) => {
  await job.progress({ done: 1, total: 2, step: '第一步' });
  await gate;
  await job.progress({ done: 2, total: 2, step: '第二步' });
  return { done: true };
});

/** A job row as the queue would have left it, created in the test's window. */
async function insertJob(
  as: string | 'system',
  name: string,
  state: JobState,
  extra: { day?: number; finishedAt?: Date; itemErrors?: unknown[]; result?: unknown; payload?: unknown; lastError?: string; company?: number } = {},
): Promise<string> {
  const user = as === 'system' ? undefined : users[as];
  const created = new Date(Date.UTC(2020, 0, extra.day ?? 10, 2));
  const finished = state === 'queued' || state === 'running' ? null : (extra.finishedAt ?? created);
  const row = await sqlOn(db())
    .insertInto('jobs')
    .values({
      name,
      company_id: extra.company ?? user?.company ?? users.manager.company,
      actor_kind: user ? 'user' : 'system',
      actor_id: user ? String(user.id) : null,
      actor_name: user ? user.name : '定时任务',
      payload: JSON.stringify(extra.payload ?? { accountIds: [1, 2, 3] }),
      state,
      run_at: created,
      max_attempts: 3,
      attempts: state === 'queued' ? 0 : 1,
      progress_done: state === 'running' ? 1 : 0,
      progress_total: 3,
      result: extra.result === undefined ? null : JSON.stringify(extra.result),
      item_errors: JSON.stringify(extra.itemErrors ?? []),
      last_error: extra.lastError ?? null,
      created_at: created,
      started_at: state === 'queued' ? null : created,
      finished_at: finished,
      updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const search = (as: string, body: Record<string, unknown> = {}) => server.call<Page>('/api/job/search', { token: tokens[as], body: { current: 1, size: 50, ...WINDOW, ...body } });
const get = (as: string, jobId: string) => server.call<Job>('/api/job/get', { token: tokens[as], body: { jobId } });
const cancel = (as: string, jobId: string) => server.call<Job>('/api/job/cancel', { token: tokens[as], body: { jobId } });
const retry = (as: string, jobId: string) => server.call<Job>('/api/job/retry', { token: tokens[as], body: { jobId } });

const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  users = await seededUsers(db());
  for (const name of ['admin', 'manager', 'operator', 'designer', 'yuanhang']) tokens[name] = await server.login(name);
  ids.queued = await insertJob('manager', 'metrics.sync', 'queued', { day: 1 });
  ids.running = await insertJob('operator', 'metrics.sync', 'running', { day: 2 });
  ids.succeeded = await insertJob('manager', 'media-account.sync', 'succeeded', { day: 3, result: { synced: 3 } });
  ids.partial = await insertJob('system', 'metrics.sync', 'succeeded', {
    day: 4,
    result: { accounts: 2, rows: 40, refused: [], busy: 0 },
    itemErrors: [{ item: '百度-09（40000009）', message: '授权已失效' }],
  });
  ids.failed = await insertJob('operator', 'metrics.sync', 'failed', { day: 5, lastError: '任务执行出错：媒体接口超时' });
  ids.cancelled = await insertJob('manager', 'media-account.sync', 'cancelled', { day: 6 });
  // Finished on the 7th of January 2020: its file's 7 days are long over.
  ids.expired = await insertJob('manager', 'delivery.export', 'succeeded', { day: 7, result: { rows: 12 }, payload: { exportId: 0, request: {} } });
  ids.otherCompany = await insertJob('yuanhang', 'metrics.sync', 'failed', { day: 8 });
}, 120_000);
afterAll(async () => {
  release();
  await server?.close();
});

describe('task centre access', () => {
  it('declares companyWide [ADMIN, MANAGER] on every job operation, and opens the list to the tools roles', () => {
    const ops = listOperations(loadContract()).filter((op) => op.path.startsWith('/api/job/'));
    expect(ops.map((op) => op.operationId).sort()).toEqual(['cancelJob', 'getJob', 'retryJob', 'searchJobs']);
    for (const op of ops) expect(op.access).toMatchObject({ companyWide: ['ADMIN', 'MANAGER'] });
    expect(ops.find((op) => op.operationId === 'searchJobs')?.access).toMatchObject({ kind: 'restricted', area: 'tools', permission: 'taskCenter' });
  });

  it('shows a manager every job of the company, a person\'s and the system\'s, newest first, and never another company\'s', async () => {
    const answer = await search('manager');
    expect(answer.status).toBe(200);
    expect(answer.body.data.records.map((r) => r.id)).toEqual([ids.expired, ids.cancelled, ids.failed, ids.partial, ids.succeeded, ids.running, ids.queued]);
    expect((await search('admin')).body.data.total).toBe(7);
    expect((await search('yuanhang')).body.data.records.map((r) => r.id)).toEqual([ids.otherCompany]);
  });

  it('shows an operator only the jobs they started, and refuses the others like missing ones', async () => {
    expect((await search('operator')).body.data.records.map((r) => r.id)).toEqual([ids.failed, ids.running]);
    for (const answer of [await get('operator', ids.queued), await cancel('operator', ids.queued), await retry('operator', ids.partial), await get('manager', ids.otherCompany)]) {
      expect(answer.body).toMatchObject({ code: 404, data: null, message: '任务不存在或无权查看' });
    }
    expect((await get('operator', ids.running)).body.data.id).toBe(ids.running);
    expect((await get('operator', 'not-a-uuid')).body.message).toBe('任务不存在或无权查看');
  });

  it('lets a designer open the list (a tools page of theirs) with only their own jobs: none', async () => {
    const answer = await search('designer');
    expect(answer.status).toBe(200);
    expect(answer.body.data.total).toBe(0);
  });
});

describe('task centre states and facts', () => {
  it('maps the queue\'s states onto 排队中, 进行中, 成功, 部分成功, 失败, 已取消 and 已过期', async () => {
    const byId = new Map((await search('manager')).body.data.records.map((r) => [r.id, r]));
    expect(byId.get(ids.queued)?.state).toBe('queued');
    expect(byId.get(ids.running)?.state).toBe('running');
    expect(byId.get(ids.succeeded)?.state).toBe('succeeded');
    expect(byId.get(ids.partial)?.state).toBe('partial');
    expect(byId.get(ids.failed)).toMatchObject({ state: 'failed', reason: '任务执行出错：媒体接口超时', retryable: true });
    expect(byId.get(ids.cancelled)?.state).toBe('cancelled');
    expect(byId.get(ids.expired)).toMatchObject({ state: 'expired', type: 'export', title: '导出投放数据', keptDays: 7 });
  });

  it('filters by state, type and China dates', async () => {
    for (const state of ['queued', 'running', 'succeeded', 'partial', 'failed', 'cancelled', 'expired']) {
      expect((await search('manager', { state })).body.data.records.map((r) => r.state), state).toEqual([state]);
    }
    expect((await search('manager', { type: 'export' })).body.data.records.map((r) => r.id)).toEqual([ids.expired]);
    expect((await search('manager', { type: 'sync' })).body.data.total).toBe(6);
    expect((await search('manager', { type: 'edit' })).body.data.total).toBe(0);
    // 2020-01-03 China time holds the job created at 10:00 China time that day, and nothing else.
    expect((await search('manager', { from: '2020-01-03', to: '2020-01-03' })).body.data.records.map((r) => r.id)).toEqual([ids.succeeded]);
    expect((await search('manager', { size: 2, current: 2 })).body.data.records.map((r) => r.id)).toEqual([ids.failed, ids.partial]);
  });

  it('names who started a job (a person, or 系统 for the schedule), what it acts on and its result', async () => {
    const partial = (await get('manager', ids.partial)).body.data;
    expect(partial).toMatchObject({ startedBy: '系统', startedByKind: 'system', type: 'sync', title: '同步投放数据', target: '3个账户', failedItems: 1, retryable: true });
    expect(partial.result.summary).toBe('已同步2个账户，40行数据');
    const succeeded = (await get('manager', ids.succeeded)).body.data;
    expect(succeeded).toMatchObject({ startedBy: users.manager.name, startedByKind: 'user', state: 'succeeded', retryable: false, cancellable: false });
    expect(succeeded.result.summary).toBe('已同步3个账户');
  });
});

describe('cancel and retry', () => {
  it('cancels a queued job at once, and refuses a finished one in Chinese', async () => {
    const job = await insertJob('operator', 'metrics.sync', 'queued', { day: 20 });
    const answer = await cancel('operator', job);
    expect(answer.body.data).toMatchObject({ state: 'cancelled', cancellable: false });
    const again = await cancel('operator', job);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('任务已结束，无法取消');
  });

  it('stops a running job at its next progress step', async () => {
    gate = released();
    const { id } = await enqueue(db(), slowJob, {}, { companyId: users.manager.company, actor: { kind: 'user', userId: users.manager.id, name: users.manager.name } });
    const worker = createWorker(server.app.toufang, { jobs: [slowJob], heartbeatMs: false, schedules: [] });
    const run = worker.runOnce();
    await expect.poll(async () => (await get('manager', id)).body.data.progress.step, { timeout: 20_000 }).toBe('第一步');
    const asked = await cancel('manager', id);
    // Still running until its next report, but no longer cancellable.
    expect(asked.body.data).toMatchObject({ state: 'running', cancellable: false });
    release();
    await run;
    const after = (await get('manager', id)).body.data;
    expect(after.state).toBe('cancelled');
    expect(after.progress.step).toBe('第一步');
  });

  it('runs the failed part again as a new job of the caller, and refuses a job with nothing failed', async () => {
    const answer = await retry('manager', ids.failed);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ state: 'queued', startedBy: users.manager.name, type: 'sync', target: '3个账户' });
    expect(answer.body.data.id).not.toBe(ids.failed);
    const none = await retry('manager', ids.succeeded);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('该任务没有可重试的部分');
  });
});

describe('exports in the task centre', () => {
  it('lists an export written at once as a finished job whose file only its own user downloads, by a single-use link', async () => {
    const today = chinaDate(chinaDay(Date.now()));
    const started = await server.call<{ exportId: number; state: string; jobId: string | null }>('/api/delivery/export', {
      token: tokens.manager,
      body: { media: 'toutiao', level: 'plan', dateRange: { from: today, to: today }, columns: ['name', 'cost'] },
    });
    expect(started.body.data.state).toBe('ready');
    const jobId = started.body.data.jobId;
    expect(jobId).toEqual(expect.any(String));
    const listed = (await search('manager', { from: today, to: today, type: 'export' })).body.data.records.find((r) => r.id === jobId);
    expect(listed).toMatchObject({ state: 'succeeded', startedBy: users.manager.name, keptDays: 7, result: { downloadable: true, download: null } });
    const mine = (await get('manager', jobId!)).body.data;
    expect(mine.result.download?.fileName).toMatch(/^广告计划数据_\d{12}\.xlsx$/);
    const file = await fetch(server.baseUrl + mine.result.download!.url);
    expect(file.status).toBe(200);
    // The same link works once.
    expect((await fetch(server.baseUrl + mine.result.download!.url)).status).toBe(404);
    const admins = (await get('admin', jobId!)).body.data;
    expect(admins.result).toMatchObject({ download: null, downloadable: false });
    expect(admins.state).toBe('succeeded');
  });
});
