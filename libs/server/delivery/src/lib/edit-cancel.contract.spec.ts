// Contract tests of cancelling a bulk edit in the task centre: the edit ends as cancelled (not left queued or
// running) and its starter gets a message saying so, with 撤销 of the rows the media applied before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type TestServer } from '@toufang/server-testing';
import { deliveryEditJob } from './edit-job';
import { drainJobs, objectsOf, syncedAccounts, testStoreOptions } from '../testing/fixture';
import { testPorts, type TestPorts } from '../testing/ports';

interface EditView {
  state: string;
  total: number;
  finishedAt: string | null;
  results: { id: string; ok: boolean | null }[];
}
interface Message {
  title: string;
  link: string | null;
  action: { kind: string; editId?: number } | null;
}

let server: TestServer;
let ports: TestPorts;
let token: string;
let plans: Awaited<ReturnType<typeof objectsOf>>;
let accounts: { id: number }[];

const db = () => server.app.toufang.db;
const edit = (items: { id: string; value: number }[]) =>
  server.call<{ state: string; editId: number | null }>('/api/delivery/edit', { token, body: { media: 'toutiao', level: 'plan', field: 'bid', items } });
const view = async (editId: number) => (await server.call<EditView>('/api/delivery/edit/get', { token, body: { editId } })).body.data;
const cancel = (jobId: string) => server.call<{ state: string }>('/api/job/cancel', { token, body: { jobId } });
const messages = async () => (await server.call<{ unread: Message[] }>('/api/user/message/init', { token })).body.data.unread;
const jobOf = async (editId: number) => (await sqlOn(db()).selectFrom('delivery_edits').select('job_id').where('id', '=', editId).executeTakeFirstOrThrow()).job_id!;
/** A bid edit of n plans of each of the first accounts that have them, each raised by a cent or more. */
async function startEdit(perAccount: number, accountCount: number, skip: number): Promise<number> {
  const chosen = accounts
    .slice(0, accountCount)
    .flatMap((a) => plans.filter((p) => p.account_id === a.id && p.opt_status !== 'deleted' && p.bid_fen !== null).slice(skip, skip + perAccount));
  expect(chosen).toHaveLength(perAccount * accountCount);
  const started = await edit(chosen.map((p, i) => ({ id: p.object_id, value: Math.round(Number(p.bid_fen) + 1 + i) / 100 })));
  expect(started.body.data.state, started.text).toBe('queued');
  return started.body.data.editId!;
}

beforeAll(async () => {
  server = await startTestServer({ ...testStoreOptions(), media: (db) => (ports = testPorts(db)) });
  token = await server.login('manager');
  accounts = await syncedAccounts(server.app.toufang, 'toutiao');
  plans = await objectsOf(db(), 'toutiao', 'plan', accounts.map((a) => a.id));
});
afterAll(async () => {
  await server?.close();
});

describe('cancelling a bulk edit in the task centre', () => {
  it('ends a queued edit as cancelled at once and tells its starter, with no 撤销', async () => {
    const editId = await startEdit(2, 1, 0);
    const answer = await cancel(await jobOf(editId));
    expect(answer.body.data.state, answer.text).toBe('cancelled');
    const ended = await view(editId);
    expect(ended.state).toBe('cancelled');
    expect(ended.finishedAt).not.toBeNull();
    const message = (await messages()).find((m) => m.link?.endsWith(`editId=${editId}`));
    expect(message?.title).toContain('已取消：没有对象修改成功');
    expect(message?.action).toBeNull();
    // The worker finds nothing to run and sends nothing.
    const before = ports.calls.updateObjects ?? 0;
    await drainJobs(server.app.toufang, [deliveryEditJob]);
    expect(ports.calls.updateObjects ?? 0).toBe(before);
  });

  it('stops a running edit at its next step, ends it as cancelled and tells its starter', async () => {
    const editId = await startEdit(2, 2, 2);
    const jobId = await jobOf(editId);
    // The first chunk reaches the media; the starter cancels before the worker hears its answer.
    ports.afterUpdate(1, async () => {
      const answer = await cancel(jobId);
      expect(answer.body.data.state, answer.text).toBe('running');
    });
    await drainJobs(server.app.toufang, [deliveryEditJob]);
    const ended = await view(editId);
    expect(ended.state).toBe('cancelled');
    expect(ended.finishedAt).not.toBeNull();
    expect(ended.results.some((r) => r.ok === null)).toBe(true);
    const job = await sqlOn(db()).selectFrom('jobs').select('state').where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(job.state).toBe('cancelled');
    const message = (await messages()).find((m) => m.link?.endsWith(`editId=${editId}`));
    expect(message?.title).toContain('已取消');
  });
});
