// Contract tests of bulk edits at scale and across a restart, on benchmark accounts of the toutiao sandbox
// (on a fake clock, so the media's pacing costs no real time): a worker dying right after the media applied
// a chunk never gets that chunk applied twice, and a 1,000-plan bid edit over 20 accounts loses nothing.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsByIds, syncDeliveryObjects } from '@toufang/server-accounts';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type TestServer } from '@toufang/server-testing';
import { deliveryEditJob } from './edit-job';
import { deliveryExportJob } from './export';
import { chinaDate, chinaDay, DELIVERY } from '@toufang/domain';
import { drainJobs, importBenchAccounts, mirrorDims, objectsOf, testStore, testStoreOptions } from '../testing/fixture';
import type { MetricsStore } from '@toufang/server-context';
import { testPorts, type TestPorts } from '../testing/ports';

interface EditView {
  state: string;
  total: number;
  done: number;
  failed: number;
  results: { id: string; ok: boolean | null; after: unknown }[];
}

const ACCOUNTS = 20;
const PER_ACCOUNT = 50;

let server: TestServer;
let ports: TestPorts;
let store: MetricsStore;
let token: string;
let accountIds: number[];
let plans: Awaited<ReturnType<typeof objectsOf>>;

const db = () => server.app.toufang.db;
const call = <T>(path: string, body: unknown) => server.call<T>(`/api/delivery/${path}`, { token, body });
const snapshots = async (ids: readonly string[]) =>
  new Map(
    (
      await sqlOn(db())
        .selectFrom('sandbox_objects')
        .select(['object_id', 'bid_fen', (eb) => eb.fn<number>('jsonb_array_length', ['settings_log']).as('changes')])
        .where('media_code', '=', 'toutiao')
        .where('object_id', 'in', [...ids])
        .execute()
    ).map((r) => [r.object_id, { bid: Number(r.bid_fen) / 100, changes: Number(r.changes) }]),
  );

beforeAll(async () => {
  server = await startTestServer({ ...testStoreOptions(), media: (db) => (ports = testPorts(db)) });
  token = await server.login('manager');
  store = testStore(server);
  accountIds = await importBenchAccounts(db(), 'toutiao', { accountsPerMedia: ACCOUNTS, deliveringPerAccount: PER_ACCOUNT });
  // The media's own page size: a first sync of a level spans several pages.
  await syncDeliveryObjects(db(), ports, await accountsByIds(db(), accountIds), new Date());
  plans = (await objectsOf(db(), 'toutiao', 'plan', accountIds)).filter((p) => p.opt_status !== 'deleted');
});
afterAll(async () => {
  await server?.close();
});

describe('a restart in the middle of a bulk edit', () => {
  it('resumes after the chunk the media applied, checks it with the media instead of sending it again, and applies nothing twice', async () => {
    const chosen = plans.filter((p) => p.account_id === accountIds[0]).slice(0, 30);
    expect(chosen).toHaveLength(30);
    const before = await snapshots(chosen.map((p) => p.object_id));
    const items = chosen.map((p) => ({ id: p.object_id, value: Math.round((before.get(p.object_id)!.bid + 1) * 100) / 100 }));
    const calls = ports.calls.updateObjects ?? 0;
    const started = await call<{ editId: number }>('edit', { media: 'toutiao', level: 'plan', field: 'bid', items });
    const editId = started.body.data.editId;

    // The media applies the second chunk (of three, 10 a call), then the worker dies before writing its answers.
    ports.crashAfterUpdate(2);
    const now = Date.now();
    await drainJobs(server.app.toufang, [deliveryEditJob], new Date(now));
    const halfway = (await call<EditView>('edit/get', { editId })).body.data;
    expect(halfway).toMatchObject({ state: 'running', done: 10, failed: 0 });
    const job = await sqlOn(db()).selectFrom('jobs').select(['state', 'attempts', 'last_error']).where('name', '=', 'delivery.edit').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'queued', attempts: 1 });

    // Another worker takes the job over after its back-off.
    await drainJobs(server.app.toufang, [deliveryEditJob], new Date(now + 5 * 60_000));
    const done = (await call<EditView>('edit/get', { editId })).body.data;
    expect(done).toMatchObject({ state: 'done', total: 30, done: 30, failed: 0 });
    expect((ports.calls.updateObjects ?? 0) - calls).toBe(3);
    const after = await snapshots(chosen.map((p) => p.object_id));
    for (const item of items) {
      expect(after.get(item.id)!.bid).toBe(item.value);
      // One change on the media per object: nothing was applied twice.
      expect(after.get(item.id)!.changes).toBe(before.get(item.id)!.changes + 1);
    }
    const log = await sqlOn(db())
      .selectFrom('audit_records')
      .select(['object_id'])
      .where('action', '=', 'delivery.bid')
      // The edit job's records (the seed's operation-log history has none: it ran no job).
      .where('job_id', 'is not', null)
      .where('object_id', 'in', items.map((i) => i.id))
      .execute();
    expect(log).toHaveLength(30);
    expect(new Set(log.map((l) => l.object_id)).size).toBe(30);
  });
});

describe('a 1,000-plan bulk bid edit across 20 toutiao accounts', () => {
  it('completes with every row answered and applied, nothing lost, in as many calls as the media\'s batch size needs', async () => {
    const chosen = accountIds.flatMap((id) => plans.filter((p) => p.account_id === id).slice(0, PER_ACCOUNT));
    expect(chosen).toHaveLength(ACCOUNTS * PER_ACCOUNT);
    const before = await snapshots(chosen.map((p) => p.object_id));
    const items = chosen.map((p, i) => ({ id: p.object_id, value: Math.round((before.get(p.object_id)!.bid + 0.5 + (i % 7) * 0.01) * 100) / 100 }));
    const calls = ports.calls.updateObjects ?? 0;
    const mediaClock = ports.clock.now();
    const started = performance.now();
    const answer = await call<{ state: string; editId: number }>('edit', { media: 'toutiao', level: 'plan', field: 'bid', items });
    expect(answer.body.data.state).toBe('queued');
    const checked = performance.now();
    await drainJobs(server.app.toufang, [deliveryEditJob]);
    const finished = performance.now();

    const done = (await call<EditView>('edit/get', { editId: answer.body.data.editId })).body.data;
    expect(done).toMatchObject({ state: 'done', total: 1000, done: 1000, failed: 0 });
    const after = await snapshots(chosen.map((p) => p.object_id));
    for (const item of items) expect(after.get(item.id)!.bid).toBe(item.value);
    const made = (ports.calls.updateObjects ?? 0) - calls;
    // toutiao takes 10 bids a call: 5 calls for each account's 50 plans.
    expect(made).toBe(ACCOUNTS * Math.ceil(PER_ACCOUNT / ports.port('toutiao').limits.batch.bid));
    const log = await sqlOn(db())
      .selectFrom('audit_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'delivery.bid')
      .where('job_id', 'is not', null)
      .where('object_id', 'in', items.map((i) => i.id))
      .where('at', '>=', new Date(Date.now() - 3_600_000))
      .executeTakeFirstOrThrow();
    expect(Number(log.n)).toBeGreaterThanOrEqual(1000);
    console.info(
      `bulk bid edit: 1000 plans over ${ACCOUNTS} accounts; checks ${Math.round(checked - started)} ms, job ${Math.round(finished - checked)} ms (real), ` +
        `${made} media calls, ${Math.round((ports.clock.now() - mediaClock) / 1000)} s of media pacing on the fake clock`,
    );
  });
});

describe('an export larger than the inline limit', () => {
  it('becomes a job whose file a message offers (no link stored), with every row of every page', async () => {
    const creatives = await sqlOn(db()).selectFrom('delivery_objects').select('object_id').where('media_code', '=', 'toutiao').where('level', '=', 'creative').where('customer_id', '=', 1).where('opt_status', '<>', 'deleted').execute();
    expect(creatives.length).toBeGreaterThan(DELIVERY.EXPORT_INLINE_MAX_ROWS);
    await mirrorDims(store, db(), 'toutiao', 'creative', creatives.map((c) => c.object_id));
    const today = chinaDate(chinaDay(Date.now()));
    const answer = await call<{ exportId: number; state: string; url: string | null }>('export', {
      media: 'toutiao',
      level: 'creative',
      dateRange: { from: today, to: today },
      columns: ['id', 'name', 'cost'],
    });
    expect(answer.body.data).toMatchObject({ state: 'queued', url: null });
    const { exportId } = answer.body.data;
    await drainJobs(server.app.toufang, [deliveryExportJob]);
    const messages = (await server.call<{ unread: { title: string; action: unknown }[] }>('/api/user/message/init', { token })).body.data.unread;
    const message = messages.find((m) => JSON.stringify(m.action) === JSON.stringify({ kind: 'download', exportId }));
    expect(message?.title).toMatch(new RegExp(`^导出完成：广告创意数据_\\d{12}\\.xlsx（${creatives.length}行）$`));
    // The stored message names the export only: a link is issued to its user at each 下载 (download.ts).
    const stored = await sqlOn(db()).selectFrom('messages').select(['link', 'content', 'action']).where('title', '=', message!.title).executeTakeFirstOrThrow();
    expect(stored.link).toBeNull();
    expect(JSON.stringify(stored)).not.toMatch(/files\/delivery-export|token|ticket/);
    const ready = (await call<{ state: string; rows: number; url: string }>('export/get', { exportId })).body.data;
    expect(ready).toMatchObject({ state: 'ready', rows: creatives.length });
    const file = await fetch(server.baseUrl + ready.url);
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    expect(workbook.worksheets[0].rowCount).toBe(creatives.length + 2);
  });
});
