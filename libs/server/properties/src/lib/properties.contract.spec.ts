// Contract tests of the property kit's operations over the real server, with toutiao's sandbox declaring the
// kit's test types (a reviewed targeting pack, an audience, the rest pending: property-test-config.ts): a write
// goes through the media and its answer is the desk's copy at once; the media's rules refuse before any call
// (1701, nothing stored); sync reads what the media holds; another company's ids and accounts outside the
// caller's scope are missing; the options answer the media's region tree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaCode } from '@toufang/domain';
import type { components } from '@toufang/api/contract';
import { authorizationTokens, type MediaPorts } from '@toufang/server-context';
import { sqlOn, type Db } from '@toufang/server-db';
import { createWorker, enqueue, manualClock } from '@toufang/server-jobs';
import { MediaGateway, type MediaPort } from '@toufang/server-media';
import { SandboxMedia } from '@toufang/server-sandbox';
import { PROPERTY_TEST_CONFIG } from '@toufang/server-sandbox/testing';
import { registeredSandbox, startTestServer, type Answer, type TestServer } from '@toufang/server-testing';
import { propertyHourlySyncJob } from './schedules';
import { propertySyncJob } from './sync';

type Row = components['schemas']['PropertyRow'];
type Page = components['schemas']['PropertyPage'];
type Outcomes = components['schemas']['PropertyOutcomes'];

/** toutiao's own 应用管理 and its child type 应用分包, beside the kit's test types (a child made under its parent). */
const parentAndChild = (own: SandboxMedia['config']['properties']) => ({ application: own['application'], 'application-subcontracting': own['application-subcontracting'] });

/**
 * The registered sandboxes, toutiao's with the kit's test property types and every other media's with none: a
 * media with nothing to sync, and an hourly sync that reads the test types only (every media's own types would
 * make it read every demo account's, paced by each media's limits).
 */
function testPorts(db: Db): MediaPorts {
  const ports = new Map<MediaCode, SandboxMedia>();
  const portOf = (media: MediaCode): SandboxMedia => {
    let port = ports.get(media);
    if (!port) {
      const plain = registeredSandbox(db, media);
      port =
        media === 'toutiao'
          ? new SandboxMedia(
              db,
              // The area's suite, not the media's pacing (the port suites hold that): its calls come in a row on a clock that does not move.
              { ...plain.config, limits: { ...plain.config.limits, callsPerSecond: 10_000, callsPerMinute: 1_000_000 }, properties: { ...PROPERTY_TEST_CONFIG.properties, ...parentAndChild(plain.config.properties) } },
              { clock: plain.clock },
            )
          : new SandboxMedia(db, { ...plain.config, properties: {} }, { clock: plain.clock });
      ports.set(media, port);
    }
    return port;
  };
  return {
    port: (media): MediaPort => portOf(media),
    sandbox: portOf,
    gateway: (media, authorizationId) => new MediaGateway(portOf(media), { db, tokens: authorizationTokens(db, authorizationId) }),
  };
}

let server: TestServer;
let media: MediaPorts;
const tokens: Record<string, string> = {};
let account: { id: number; account_id: string; account_name: string; authorization_id: number | null };
/** A toutiao account of the company outside the operator's scope. */
let notOperators: number;
const db = () => server.app.toufang.db;

beforeAll(async () => {
  server = await startTestServer({ media: (database) => (media = testPorts(database)) });
  for (const username of ['manager', 'operator', 'yuanhang']) tokens[username] = await server.login(username);
  const q = sqlOn(db());
  account = await q
    .selectFrom('media_accounts')
    .select(['id', 'account_id', 'account_name', 'authorization_id'])
    .where('customer_id', '=', 1)
    .where('media_code', '=', 'toutiao')
    .where('authorization_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const operator = await q.selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow();
  // The second toutiao account taken out of the operator's reach (no assignment, no project of theirs).
  notOperators = (await q.selectFrom('media_accounts').select('id').where('customer_id', '=', 1).where('media_code', '=', 'toutiao').where('id', '<>', account.id).orderBy('id').executeTakeFirstOrThrow()).id;
  await q.deleteFrom('media_account_operators').where('account_id', '=', notOperators).where('user_id', '=', operator.id).execute();
  await q.updateTable('media_accounts').set({ project_id: null }).where('id', '=', notOperators).execute();
  // toutiao's sandbox here holds the kit's test types under the names of toutiao's own (target, custom-audience):
  // the objects the demo seed made of those are toutiao's shapes, not the test types', so they go.
  await q.deleteFrom('sandbox_properties').where('media_code', '=', 'toutiao').where('property_type', 'in', ['target', 'custom-audience']).execute();
});
afterAll(async () => {
  await server?.close();
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
const target = (name: string) => ({ kind: 'toutiao.target', name, values: {} });
const list = (username: string, extra: Record<string, unknown> = {}) => post<Page>('/api/property/list', username, { media: 'toutiao', type: 'target', current: 1, size: 100, ...extra });
const stored = async () => Number((await sqlOn(db()).selectFrom('media_properties').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('writes through the media', () => {
  it('creates, lists, edits and removes a targeting pack, the desk copy answered at once', async () => {
    const made = expectOk(await post<Row>('/api/property/create', 'manager', { accountId: account.id, input: target('华北_一线城市') }));
    expect(made).toMatchObject({ media: 'toutiao', type: 'target', accountId: account.id, advertiserId: account.account_id, name: '华北_一线城市', review: 'reviewing', statusText: '审核中', values: {} });
    expect(expectOk(await list('manager')).rows.map((r) => r.id)).toContain(made.id);
    const detail = expectOk(await post<Row>('/api/property/detail', 'manager', { media: 'toutiao', type: 'target', id: made.id }));
    expect(detail).toMatchObject({ id: made.id, mediaId: made.mediaId, values: {} });

    const edited = expectOk(await post<Row>('/api/property/update', 'manager', { id: made.id, input: target('华北_一线城市_改') }));
    expect(edited).toMatchObject({ id: made.id, name: '华北_一线城市_改' });
    const audit = await sqlOn(db()).selectFrom('audit_records').select(['action', 'action_name']).where('object_id', '=', made.mediaId).orderBy('at').execute();
    expect(audit.map((a) => a.action_name)).toEqual(['新建定向包', '编辑定向包']);

    const removed = expectOk(await post<Outcomes>('/api/property/remove', 'manager', { media: 'toutiao', type: 'target', ids: [made.id] }));
    expect(removed.outcomes).toEqual([{ id: made.id, name: '华北_一线城市_改', ok: true, reason: null }]);
    expect(expectOk(await list('manager')).rows.map((r) => r.id)).not.toContain(made.id);
    expectRefusal(await post('/api/property/detail', 'manager', { media: 'toutiao', type: 'target', id: made.id }), 404, '资产不存在或已删除');
  });

  it('refuses what the media would refuse before any call, storing nothing', async () => {
    const before = await stored();
    expectRefusal(await post('/api/property/create', 'manager', { accountId: account.id, input: target('名'.repeat(21)) }), 1701, '巨量引擎：名称最长20个字');
    expectRefusal(
      await post('/api/property/create', 'manager', { accountId: account.id, input: { kind: 'toutiao.landing-page', name: '落地页', values: { function_type: 'SITE_FUNC_TYPE_NORMAL', status: 'ENABLE', page_url: 'https://www.sandbox-demo.cn/site/618' } } }),
      1701,
      '巨量引擎：落地页不支持新建',
    );
    // The media's own refusal (a duplicate name) comes back in its words.
    expectOk(await post('/api/property/create', 'manager', { accountId: account.id, input: target('重名包') }));
    const again = await post('/api/property/create', 'manager', { accountId: account.id, input: target('重名包') });
    expect(again.body.code).toBe(1701);
    expect(again.body.message).toMatch(/^巨量引擎：名称“重名包”已存在/);
    expect(await stored()).toBe(before + 1);
  });

  it('refuses a kind the contract does not know, and values another kind does not take', async () => {
    expect((await post('/api/property/create', 'manager', { accountId: account.id, input: { kind: 'toutiao.nothing', name: 'x', values: {} } })).status).toBe(400);
    expect((await post('/api/property/create', 'manager', { accountId: account.id, input: { kind: 'toutiao.target', name: 'x', values: { not_a_toutiao_field: 1 } } })).status).toBe(400);
    expect((await post('/api/property/create', 'manager', { accountId: account.id, input: ['toutiao.target'] })).status).toBe(400);
  });
});

describe('child types', () => {
  it('makes a child under its parent, listed under that parent, and refuses one under a parent not the account’s', async () => {
    const app = expectOk(
      await post<Row>('/api/property/create', 'manager', {
        accountId: account.id,
        input: { kind: 'toutiao.application', name: '分包所属应用', values: { app_type: 'ANDROID', package_name: 'com.sandboxdemo.shop', download_url: 'https://download.sandbox-demo.cn/shop/shop_3.2.0.apk' } },
      }),
    );
    const channel = (name: string, parentId: string) => ({ kind: 'toutiao.application-subcontracting', name, parentId, values: { channel_id: `${name}_01` } });
    const made = expectOk(await post<Row>('/api/property/create', 'manager', { accountId: account.id, input: channel('feed', app.mediaId) }));
    expect(made).toMatchObject({ type: 'application-subcontracting', parentMediaId: app.mediaId, accountId: account.id });
    const under = expectOk(await post<Page>('/api/property/list', 'manager', { media: 'toutiao', type: 'application-subcontracting', parentId: app.mediaId, current: 1, size: 100 }));
    expect(under.rows.map((r) => r.id)).toEqual([made.id]);
    const elsewhere = expectOk(await post<Page>('/api/property/list', 'manager', { media: 'toutiao', type: 'application-subcontracting', parentId: '1900000000000000', current: 1, size: 100 }));
    expect(elsewhere.rows.map((r) => r.id)).not.toContain(made.id);
    const before = await stored();
    const orphan = await post('/api/property/create', 'manager', { accountId: account.id, input: channel('search', '1900000000000000') });
    expect(orphan.body.code, orphan.text).toBe(1701);
    expect(await stored()).toBe(before);
  });
});

describe('who sees what', () => {
  it('answers another company’s objects and accounts as missing', async () => {
    const made = expectOk(await post<Row>('/api/property/create', 'manager', { accountId: account.id, input: target('本公司的包') }));
    expectRefusal(await post('/api/property/detail', 'yuanhang', { media: 'toutiao', type: 'target', id: made.id }), 404, '资产不存在或已删除');
    expectRefusal(await post('/api/property/remove', 'yuanhang', { media: 'toutiao', type: 'target', ids: [made.id] }), 404, '资产不存在或已删除');
    expectRefusal(await post('/api/property/create', 'yuanhang', { accountId: account.id, input: target('借别人的账户') }), 404, '账户不存在或无权操作');
    expect(expectOk(await list('yuanhang')).rows.map((r) => r.id)).not.toContain(made.id);
  });

  it('keeps an operator to the accounts assigned to them', async () => {
    const made = expectOk(await post<Row>('/api/property/create', 'manager', { accountId: notOperators, input: target('不归运营的包') }));
    expect(expectOk(await list('operator')).rows.map((r) => r.id)).not.toContain(made.id);
    expectRefusal(await post('/api/property/detail', 'operator', { media: 'toutiao', type: 'target', id: made.id }), 404, '资产不存在或已删除');
  });
});

describe('sync and options', () => {
  it('reads what the media holds into the desk’s copy, and refuses a media with nothing to sync', async () => {
    const sandbox = media.port('toutiao') as SandboxMedia;
    const row = await sqlOn(db()).selectFrom('media_authorizations').select('access_token').where('id', '=', account.authorization_id ?? 0).executeTakeFirstOrThrow();
    const [onMedia] = await sandbox.createProperties(row.access_token, { advertiserId: account.account_id, type: 'custom-audience', drafts: [{ name: '媒体侧建的人群', values: {} }] });
    expect(onMedia.ok).toBe(true);
    const { jobId } = expectOk(await post<{ jobId: string }>('/api/property/sync', 'manager', { media: 'toutiao', type: 'custom-audience', accountIds: [account.id] }));
    expect(jobId).toBeTruthy();
    // Only this sync: the seed's own (every demo account of every media) would take longer than the pack's
    // computing time, paced by each media's call limits, and the pack would be 可用 before it is read.
    await sqlOn(db()).updateTable('jobs').set({ state: 'cancelled' }).where('name', '=', propertySyncJob.name).where('state', '=', 'queued').where('id', '<>', jobId).execute();
    const worker = createWorker(server.app.toufang, { jobs: [propertySyncJob], schedules: [], clock: manualClock(new Date()), heartbeatMs: false });
    while ((await worker.runOnce()) > 0) {
      // a job may leave work for the next claim
    }
    const page = expectOk(await list('manager', { type: 'custom-audience' }));
    expect(page.rows.map((r) => [r.name, r.lifecycle, r.statusText])).toContainEqual(['媒体侧建的人群', 'computing', '计算中']);
    expectRefusal(await post('/api/property/sync', 'manager', { media: 'bilibili', accountIds: [account.id] }), 1701, '所选账户没有可同步的资产');
    expectRefusal(await post('/api/property/sync', 'yuanhang', { media: 'toutiao', accountIds: [account.id] }), 404, '账户不存在或无权操作');
  });

  it('reads every active account’s changes each hour', async () => {
    const sandbox = media.port('toutiao') as SandboxMedia;
    const row = await sqlOn(db()).selectFrom('media_authorizations').select('access_token').where('id', '=', account.authorization_id ?? 0).executeTakeFirstOrThrow();
    await sandbox.createProperties(row.access_token, { advertiserId: account.account_id, type: 'target', drafts: [{ name: '每小时同步来的包', values: {} }] });
    await enqueue(db(), propertyHourlySyncJob, {}, { companyId: null, actor: { kind: 'system', name: '定时任务' } });
    const worker = createWorker(server.app.toufang, { jobs: [propertyHourlySyncJob], schedules: [], clock: manualClock(new Date()), heartbeatMs: false });
    while ((await worker.runOnce()) > 0) {
      // a job may leave work for the next claim
    }
    expect(expectOk(await list('manager')).rows.map((r) => r.name)).toContain('每小时同步来的包');
  });

  it('answers the media’s region tree, the same version each time', async () => {
    const tree = expectOk(await post<components['schemas']['PropertyOptionTree']>('/api/property/options', 'operator', { media: 'toutiao', kind: 'region' }));
    expect(tree.tree).toHaveLength(34);
    expect(tree.tree.find((p) => p.code === 110000)?.name).toBe('北京市');
    expect(expectOk(await post<components['schemas']['PropertyOptionTree']>('/api/property/options', 'operator', { media: 'toutiao', kind: 'region' })).version).toBe(tree.version);
  });
});
