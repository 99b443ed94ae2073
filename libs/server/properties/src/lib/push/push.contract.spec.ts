// Contract tests of 推送到账户 (docs/design/properties.md §2.10) over the real server, with toutiao's sandbox
// declaring the kit's test types (PROPERTY_TEST_CONFIG: a reviewed targeting pack, at most 5 an account, 3
// targets a call): a push answers copies in the targets, listed and audited at once; pairs the desk knows the
// media would refuse (the target's cap, the source's own account) are answered before any call; another
// company's ids and accounts outside an operator's scope are missing, nothing stored; a worker that died after
// the media answered resumes without pushing the chunk again; a busy media's pairs are retried from 任务中心.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MediaCode } from '@toufang/domain';
import type { components } from '@toufang/api/contract';
import { authorizationTokens, type MediaPorts } from '@toufang/server-context';
import { sqlOn, type Db } from '@toufang/server-db';
import { createWorker, manualClock } from '@toufang/server-jobs';
import { fakeClock, fakeTime, MediaGateway, type MediaPort } from '@toufang/server-media';
import { SandboxMedia } from '@toufang/server-sandbox';
import { PROPERTY_TEST_CONFIG } from '@toufang/server-sandbox/testing';
import { registeredSandbox, startTestServer, type Answer, type TestServer } from '@toufang/server-testing';
import { propertyPushJob } from './push-job';

type Row = components['schemas']['PropertyRow'];
type Page = components['schemas']['PropertyPage'];
type Start = components['schemas']['PropertyPushStart'];
type Run = components['schemas']['PropertyPushRun'];

/** toutiao with the kit's test types on a fake clock, its pushes counted, a crash after one on cue. */
function testPorts(db: Db) {
  const clock = fakeClock(Date.now());
  const time = fakeTime(clock);
  const calls = { pushProperties: 0 };
  const state = { crashAfterPush: false };
  const sandboxes = new Map<MediaCode, SandboxMedia>();
  const sandboxOf = (media: MediaCode): SandboxMedia => {
    let sandbox = sandboxes.get(media);
    if (!sandbox) {
      const plain = registeredSandbox(db, media, { clock });
      sandbox = media === 'toutiao' ? new SandboxMedia(db, { ...plain.config, properties: PROPERTY_TEST_CONFIG.properties }, { clock }) : plain;
      sandboxes.set(media, sandbox);
    }
    return sandbox;
  };
  const portOf = (media: MediaCode): MediaPort =>
    new Proxy(sandboxOf(media), {
      get(target, prop, receiver) {
        const value: unknown = Reflect.get(target, prop, receiver);
        if (prop !== 'pushProperties' || typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          calls.pushProperties += 1;
          const answer: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          if (state.crashAfterPush) {
            state.crashAfterPush = false;
            throw new Error('the worker died after the media received the chunk');
          }
          return answer;
        };
      },
    });
  const media: MediaPorts = {
    port: portOf,
    sandbox: sandboxOf,
    gateway: (code, authorizationId) => new MediaGateway(portOf(code), { db, tokens: authorizationTokens(db, authorizationId), time }),
  };
  return { media, calls, state, sandboxOf };
}

let server: TestServer;
let ports: ReturnType<typeof testPorts>;
const tokens: Record<string, string> = {};
/** Four toutiao accounts of the company under its one authorisation; the last outside the operator's scope. */
let accounts: { id: number; account_id: string; account_name: string }[];
let foreignAccount: number;
const db = () => server.app.toufang.db;

beforeAll(async () => {
  server = await startTestServer({ media: (database) => (ports = testPorts(database)).media });
  for (const username of ['manager', 'operator', 'yuanhang']) tokens[username] = await server.login(username);
  const q = sqlOn(db());
  accounts = await q
    .selectFrom('media_accounts')
    .select(['id', 'account_id', 'account_name'])
    .where('customer_id', '=', 1)
    .where('media_code', '=', 'toutiao')
    .where('bound', '=', true)
    .where('authorization_id', 'is not', null)
    .orderBy('id')
    .limit(4)
    .execute();
  expect(accounts).toHaveLength(4);
  foreignAccount = (await q.selectFrom('media_accounts').select('id').where('customer_id', '=', 2).where('media_code', '=', 'toutiao').orderBy('id').executeTakeFirstOrThrow()).id;
  const operator = await q.selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow();
  // The operator works on the first account and not on the last (no assignment, no project of theirs).
  await q.insertInto('media_account_operators').values({ account_id: accounts[0].id, user_id: operator.id }).onConflict((oc) => oc.doNothing()).execute();
  await q.deleteFrom('media_account_operators').where('account_id', '=', accounts[3].id).where('user_id', '=', operator.id).execute();
  await q.updateTable('media_accounts').set({ project_id: null }).where('id', '=', accounts[3].id).execute();
});
afterAll(async () => {
  await server?.close();
});
// Each case starts from accounts holding no packs on either side, so the cap of 5 an account is the case's own.
beforeEach(async () => {
  await sqlOn(db()).deleteFrom('sandbox_properties').where('media_code', '=', 'toutiao').where('property_type', '=', 'target').execute();
  await sqlOn(db()).deleteFrom('media_properties').where('media_code', '=', 'toutiao').where('property_type', '=', 'target').execute();
});

const post = <T>(urlPath: string, username: string, body: unknown) => server.call<T>(urlPath, { body, token: tokens[username] });
function expectOk<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}
function expectRefusal(answer: Answer<unknown>, code: number, message: string) {
  expect(answer.body?.code, answer.text).toBe(code);
  expect(answer.body.message).toBe(message);
}
const create = async (accountId: number, name: string) => expectOk(await post<Row>('/api/property/create', 'manager', { accountId, input: { kind: 'toutiao.target', name, values: {} } }));
const push = (username: string, ids: number[], accountIds: number[]) => post<Start>('/api/property/push', username, { media: 'toutiao', type: 'target', ids, accountIds });
const view = (pushId: number, as = 'manager') => post<Run>('/api/property/push/detail', as, { pushId });
const runs = async () => (await sqlOn(db()).selectFrom('property_push_runs').select('id').execute()).length;
const drain = async (now = new Date()) => {
  const worker = createWorker(server.app.toufang, { jobs: [propertyPushJob], schedules: [], clock: manualClock(now), heartbeatMs: false });
  while ((await worker.runOnce()) > 0) {
    // a job may leave work for the next claim
  }
};
/** What the media holds of the type in an account: the copies of `source`. */
const copiesOnMedia = (advertiserId: string, sourceId: string) =>
  sqlOn(db()).selectFrom('sandbox_properties').select('property_id').where('advertiser_id', '=', advertiserId).where('source_property_id', '=', sourceId).where('state', '<>', 'deleted').execute();

describe('推送到账户', () => {
  it('copies the chosen packs into the target accounts, listed, audited and announced at once', async () => {
    const [a, b, c] = accounts;
    const north = await create(a.id, '推送_华北');
    const south = await create(a.id, '推送_华南');
    const before = ports.calls.pushProperties;
    const start = expectOk(await push('manager', [north.id, south.id], [b.id, c.id]));
    expect(start).toMatchObject({ total: 4, refused: [] });
    expect(ports.calls.pushProperties).toBe(before);
    expect(expectOk(await view(start.pushId)).items.map((i) => i.state)).toEqual(['waiting', 'waiting', 'waiting', 'waiting']);

    await drain();
    // Two targets within the type's three a call, from one source account: one call.
    expect(ports.calls.pushProperties - before).toBe(1);
    const run = expectOk(await view(start.pushId));
    expect(run).toMatchObject({ media: 'toutiao', type: 'target', state: 'done', total: 4, done: 4, succeeded: 4, refused: 0 });
    for (const item of run.items) {
      const source = item.propertyId === north.id ? north : south;
      const held = await copiesOnMedia(item.advertiserId, source.mediaId);
      expect(held.map((h) => h.property_id)).toEqual([item.copyId]);
    }
    // The copies are in the targets' lists at once, review starting again.
    const listed = expectOk(await post<Page>('/api/property/list', 'manager', { media: 'toutiao', type: 'target', accountIds: [b.id], current: 1, size: 100 }));
    expect(listed.rows.filter((r) => r.name.startsWith('推送_')).map((r) => [r.name, r.review, r.mediaId]).sort()).toEqual(
      run.items.filter((i) => i.accountId === b.id).map((i) => [i.propertyName, 'reviewing', i.copyId]).sort(),
    );
    // One audit record per pair sent, in the target's account, by the job.
    const audits = await sqlOn(db()).selectFrom('audit_records').select(['action', 'action_name', 'outcome', 'object_id']).where('job_id', '=', start.jobId).execute();
    expect(audits.map((x) => [x.action, x.action_name, x.outcome])).toEqual(Array(4).fill(['property.target.push', '推送定向包', 'ok']));
    expect(audits.map((x) => x.object_id).sort()).toEqual(run.items.map((i) => i.copyId).sort());
    const messages = (await server.call<{ unread: { title: string; link: string | null }[] }>('/api/user/message/init', { token: tokens.manager })).body.data.unread;
    expect(messages.find((m) => m.link === `/toutiao-app/property/target?push=${start.pushId}`)?.title).toBe('定向包推送完成：成功4个');
    const jobs = (await server.call<{ records: { id: string; target: string }[] }>('/api/job/search', { token: tokens.manager, body: { type: 'push', current: 1, size: 100 } })).body.data.records;
    expect(jobs.find((j) => j.id === start.jobId)).toMatchObject({ target: '2个定向包 × 2个账户 · 推送定向包' });
  });

  it('refuses before any call a pair past the target’s cap (counting pushes still queued) and the source’s own account', async () => {
    const [a, , , d] = accounts;
    // The target holds 3 of its 5; one push of 1 waits, so 1 more fits.
    for (const name of ['满额_1', '满额_2', '满额_3']) await create(d.id, name);
    const waiting = await create(a.id, '排队中的包');
    const queued = expectOk(await push('manager', [waiting.id], [d.id]));
    expect(queued.refused).toEqual([]);
    const one = await create(a.id, '上限_甲');
    const two = await create(a.id, '上限_乙');
    const before = ports.calls.pushProperties;
    const start = expectOk(await push('manager', [one.id, two.id], [a.id, d.id]));
    expect(start.total).toBe(4);
    expect(start.refused).toEqual([
      { propertyId: one.id, propertyName: '上限_甲', accountId: a.id, accountName: a.account_name, reason: '不能推送到源账户' },
      { propertyId: two.id, propertyName: '上限_乙', accountId: a.id, accountName: a.account_name, reason: '不能推送到源账户' },
      { propertyId: two.id, propertyName: '上限_乙', accountId: d.id, accountName: d.account_name, reason: `巨量引擎每个账户最多5个定向包，账户「${d.account_name}」已有4个，本次推送2个` },
    ]);
    expect(ports.calls.pushProperties).toBe(before);
    await drain();
    const run = expectOk(await view(start.pushId));
    expect(run).toMatchObject({ succeeded: 1, refused: 3 });
    expect(run.items.find((i) => i.propertyId === one.id && i.accountId === d.id)).toMatchObject({ state: 'succeeded', copyId: expect.any(String) });
    // Refused before any call: nothing of them reached the media, so nothing of them is audited.
    const audits = await sqlOn(db()).selectFrom('audit_records').select('outcome').where('job_id', '=', start.jobId).execute();
    expect(audits.map((x) => x.outcome)).toEqual(['ok']);
  });

  it('answers another company’s objects and accounts, and an account outside an operator’s scope, as missing, storing nothing', async () => {
    const [a, b, , d] = accounts;
    const mine = await create(a.id, '别人看不到的包');
    const count = await runs();
    expectRefusal(await push('yuanhang', [mine.id], [foreignAccount]), 404, '资产不存在或已删除');
    expectRefusal(await push('manager', [mine.id], [b.id, foreignAccount]), 404, '账户不存在或无权操作');
    expectRefusal(await push('operator', [mine.id], [d.id]), 404, '账户不存在或无权操作');
    expect(await runs()).toBe(count);
    // The operator's own account is theirs to push to; the manager's push is not theirs to read.
    const started = expectOk(await push('manager', [mine.id], [b.id]));
    expectRefusal(await view(started.pushId, 'operator'), 404, '推送记录不存在');
    expectRefusal(await view(started.pushId, 'yuanhang'), 404, '推送记录不存在');
    await drain();
  });

  it('resumes a push whose worker died after the media received a chunk without pushing it again', async () => {
    const [a, b, c] = accounts;
    const one = await create(a.id, '重启_一');
    const start = expectOk(await push('manager', [one.id], [b.id, c.id]));
    const before = ports.calls.pushProperties;
    ports.state.crashAfterPush = true;
    await drain();
    expect(ports.calls.pushProperties - before).toBe(1);
    expect(expectOk(await view(start.pushId)).items.map((i) => i.state)).toEqual(['sent', 'sent']);
    // The retry, once its back-off has passed: the targets are asked what they hold, nothing is sent again.
    await drain(new Date(Date.now() + 3_600_000));
    expect(ports.calls.pushProperties - before).toBe(1);
    const run = expectOk(await view(start.pushId));
    expect(run).toMatchObject({ state: 'done', succeeded: 2, refused: 0 });
    for (const item of run.items) expect((await copiesOnMedia(item.advertiserId, one.mediaId)).map((h) => h.property_id)).toEqual([item.copyId]);
    const audits = await sqlOn(db()).selectFrom('audit_records').select('outcome').where('job_id', '=', start.jobId).execute();
    expect(audits.map((x) => x.outcome)).toEqual(['ok', 'ok']);
  });

  it('offers 重试失败部分 only for pairs a busy media refused, and sends just those again', async () => {
    const [a, b, c] = accounts;
    const busy = await create(a.id, '繁忙_一');
    // The media is busy for every attempt of the gateway's first call from the source account.
    ports.sandboxOf('toutiao').faults.push({ advertiserId: a.account_id, rule: 'system_busy', times: 5 });
    const start = expectOk(await push('manager', [busy.id], [b.id, c.id]));
    await drain();
    expect(expectOk(await view(start.pushId))).toMatchObject({ succeeded: 0, refused: 2 });
    type Job = { id: string; state: string; retryable: boolean; result: { summary: string | null } };
    const job = expectOk(await post<Job>('/api/job/get', 'manager', { jobId: start.jobId }));
    expect(job).toMatchObject({ state: 'partial', retryable: true, result: { summary: '成功0个，失败2个' } });
    const retried = expectOk(await post<Job>('/api/job/retry', 'manager', { jobId: start.jobId }));
    await drain();
    const again = await sqlOn(db()).selectFrom('property_push_runs').select('id').where('job_id', '=', retried.id).executeTakeFirstOrThrow();
    expect(expectOk(await view(again.id))).toMatchObject({ total: 2, succeeded: 2 });

    // A cap refusal would come again: the push ends 成功 with its failures counted, and no retry is offered.
    const capped = expectOk(await push('manager', [busy.id], [a.id]));
    await drain();
    expect(expectOk(await post<Job>('/api/job/get', 'manager', { jobId: capped.jobId }))).toMatchObject({ state: 'succeeded', retryable: false });
  });
});
