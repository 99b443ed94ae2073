// Contract tests of the data platform over the real server (PGlite, or the PostgreSQL of DATABASE_URL): a hashed
// file uploaded through the server becomes a crowd, a clear line or wrong counts store nothing, a push makes the
// media's pack that goes 计算中 → 可用 on the sandbox's clock, gdt's cap of 50 refuses the pair past it, consume
// sums equal the bound objects' figures, a small seed is refused for expansion, another company's crowd is 404,
// and a user without deliveryDmp or USER_LIB_BUTTON is refused (403). toutiao's sandbox declares the kit's test
// audience type (property-test-config.ts); gdt's takes the same type with gdt's cap of 50.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_METRICS, formatChinaTime, type BaseSums, type MediaCode } from '@toufang/domain';
import type { components } from '@toufang/api/contract';
import { authorizationTokens, type MediaPorts } from '@toufang/server-context';
import { sqlOn, type Db } from '@toufang/server-db';
import { createWorker, manualClock } from '@toufang/server-jobs';
import { MediaGateway, type MediaPort } from '@toufang/server-media';
import { SandboxMedia } from '@toufang/server-sandbox';
import { PROPERTY_TEST_CONFIG, TEST_AUDIENCE } from '@toufang/server-sandbox/testing';
import { registeredSandbox, startTestServer, type Answer, type TestServer } from '@toufang/server-testing';
import { syncAccountType } from '@toufang/server-properties';
import { crowdPushJob } from './push';

type Crowd = components['schemas']['Crowd'];
type CrowdDetail = components['schemas']['CrowdDetail'];
type PushStart = components['schemas']['CrowdPushStart'];

/** The media's time: real time (so its per-second windows pass) moved ahead where a test needs a pack computed. */
let ahead = 0;
const sandboxClock = { now: () => Date.now() + ahead, advance: (ms: number) => void (ahead += ms) };

/** toutiao with the kit's test audience type, gdt with the same type under gdt's cap of 50; the rest as registered. */
function testPorts(db: Db): MediaPorts {
  const ports = new Map<MediaCode, SandboxMedia>();
  const portOf = (media: MediaCode): SandboxMedia => {
    let port = ports.get(media);
    if (!port) {
      const plain = registeredSandbox(db, media);
      const audience = media === 'gdt' ? { ...TEST_AUDIENCE, limits: { ...TEST_AUDIENCE.limits, PER_ACCOUNT: 50 } } : TEST_AUDIENCE;
      const properties = media === 'toutiao' ? PROPERTY_TEST_CONFIG.properties : media === 'gdt' ? { ...plain.config.properties, 'custom-audience': audience } : plain.config.properties;
      port = new SandboxMedia(db, { ...plain.config, properties }, { clock: sandboxClock });
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

const md5 = (text: string | Buffer) => createHash('md5').update(text).digest('hex');

/** A hashed list as the browser's worker writes it: `rows` distinct MD5 lines. */
function hashedFile(rows: number, salt: string) {
  const text = Array.from({ length: rows }, (_, i) => `${md5(`${salt}${860000000000000 + i}`)}\n`).join('');
  return { text, md5: md5(text), size: Buffer.byteLength(text) };
}

let server: TestServer;
const tokens: Record<string, string> = {};
const db = () => server.app.toufang.db;
let toutiao: { id: number; account_name: string }[];
let gdt: { id: number; account_name: string; account_id: string; authorization_id: number | null }[];

beforeAll(async () => {
  server = await startTestServer({ media: (database) => testPorts(database) });
  // yuanhang (another company) holds the data platform too, so its refusals are the 404 of another company's rows.
  await sqlOn(server.app.toufang.db).updateTable('users').set({ dmp_permissions: '["deliveryDmp"]' }).where('username', '=', 'yuanhang').execute();
  for (const username of ['admin', 'manager', 'operator', 'yuanhang']) tokens[username] = await server.login(username);
  const accounts = (media: MediaCode) =>
    sqlOn(db())
      .selectFrom('media_accounts')
      .select(['id', 'account_name', 'account_id', 'authorization_id'])
      .where('customer_id', '=', 1)
      .where('media_code', '=', media)
      .where('authorization_id', 'is not', null)
      .orderBy('id')
      .execute();
  toutiao = await accounts('toutiao');
  gdt = await accounts('gdt');
});
afterAll(async () => {
  await server?.close();
});

const post = <T>(urlPath: string, username: string, body: unknown) => server.call<T>(urlPath, { body, token: tokens[username] });
function expectOk<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}
function expectRefusal(answer: Answer<unknown>, code: number, message?: string) {
  expect(answer.body?.code, answer.text).toBe(code);
  if (message !== undefined) expect(answer.body.message).toBe(message);
}

function upload(username: string, file: { text: string; md5: string; size: number }, counts: { rowsTotal: number; rowsValid: number; rowsInvalid: number }, name: string) {
  const query = new URLSearchParams({ name, idType: 'imei', md5: file.md5, size: String(file.size), rowsTotal: String(counts.rowsTotal), rowsValid: String(counts.rowsValid), rowsInvalid: String(counts.rowsInvalid) });
  return server.call<Crowd>(`/api/dmp/crowd/upload?${query}`, { method: 'PUT', rawBody: file.text, token: tokens[username], headers: { 'content-type': 'application/octet-stream' } });
}

async function uploaded(name: string, rows: number): Promise<Crowd> {
  return expectOk(await upload('admin', hashedFile(rows, name), { rowsTotal: rows + 3, rowsValid: rows, rowsInvalid: 3 }, name));
}

async function runJobs(): Promise<void> {
  const worker = createWorker(server.app.toufang, { jobs: [crowdPushJob], schedules: [], clock: manualClock(new Date()), heartbeatMs: false });
  while ((await worker.runOnce()) > 0) {
    // a job may leave work for the next claim
  }
}

const detail = async (id: number) => expectOk(await post<CrowdDetail>('/api/dmp/crowd/detail', 'admin', { id }));
const crowdCount = async () => Number((await sqlOn(db()).selectFrom('dmp_crowds').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('uploading a crowd', () => {
  it('takes a hashed file streamed through the server, answers the same file as the existing crowd', async () => {
    const file = hashedFile(500, 'first');
    const counts = { rowsTotal: 503, rowsValid: 500, rowsInvalid: 3 };
    const check = { name: '上传人群', idType: 'imei', hashed: true, md5: file.md5, size: file.size, ...counts };
    expect(expectOk(await post('/api/dmp/crowd/check', 'admin', check))).toEqual({ existing: null });
    const crowd = expectOk(await upload('admin', file, counts, '上传人群'));
    expect(crowd).toMatchObject({ name: '上传人群', source: 'upload', state: 'none', stateText: '未推送', idType: 'imei', rowsValid: 500, rowsInvalid: 3, fileSize: file.size });
    expect(await server.app.toufang.storage.has({ customerId: 1, md5: file.md5 })).toBe(true);
    expect(expectOk(await post<{ existing: Crowd | null }>('/api/dmp/crowd/check', 'admin', check)).existing?.id).toBe(crowd.id);
    expectRefusal(await upload('admin', file, counts, '再传一次'), 1801, '该文件已上传为人群「上传人群」');
  });

  it('refuses a clear line, wrong counts and an empty file with 1801, storing nothing', async () => {
    const before = await crowdCount();
    const good = hashedFile(10, 'clear');
    // The first line a clear IMEI: the file as a page that skipped the hashing would send it.
    const text = good.text.replace(/^[0-9a-f]{32}$/m, '861234567890123');
    const withClear = { text, md5: md5(text), size: Buffer.byteLength(text) };
    expectRefusal(await upload('admin', withClear, { rowsTotal: 10, rowsValid: 10, rowsInvalid: 0 }, '明文'), 1801, '第1行不是MD5，设备号须在浏览器中加密后上传，明文不会被接收');
    expect(await server.app.toufang.storage.has({ customerId: 1, md5: withClear.md5 })).toBe(false);
    expectRefusal(await upload('admin', good, { rowsTotal: 12, rowsValid: 11, rowsInvalid: 0 }, '行数不符'), 1801);
    expect(await server.app.toufang.storage.has({ customerId: 1, md5: good.md5 })).toBe(false);
    const empty = { name: '空文件', idType: 'imei', hashed: true, md5: md5(''), size: 0, rowsTotal: 0, rowsValid: 0, rowsInvalid: 0 };
    expectRefusal(await post('/api/dmp/crowd/check', 'admin', empty), 1801, '文件为空，请选择包含设备号的文件');
    expect(await crowdCount()).toBe(before);
  });
});

describe('pushing a crowd', () => {
  it('makes the media’s pack, 计算中 and then 可用 on the media’s clock', async () => {
    const crowd = await uploaded('推送人群', 800);
    const start = expectOk(await post<PushStart>('/api/dmp/crowd/push', 'admin', { crowdId: crowd.id, accountIds: [toutiao[0].id, toutiao[1].id] }));
    expect(start).toMatchObject({ queued: 2, refused: [] });
    expect((await detail(crowd.id)).state).toBe('pushing');
    await runJobs();
    const computing = await detail(crowd.id);
    expect(computing).toMatchObject({ state: 'computing', stateText: '计算中', accounts: 2, media: ['toutiao'] });
    expect(computing.copies.map((c) => [c.accountId, c.state, c.stateText])).toEqual([
      [toutiao[0].id, 'ok', '计算中'],
      [toutiao[1].id, 'ok', '计算中'],
    ]);
    expect(computing.size).toBeGreaterThanOrEqual(Math.floor(800 * 0.55));
    sandboxClock.advance(60_000);
    const ready = await detail(crowd.id);
    expect(ready).toMatchObject({ state: 'available', stateText: '可用' });
    // The copies are the media's packs on its 自定义人群 page too.
    const listed = await sqlOn(db()).selectFrom('media_properties').select('lifecycle').where('account_id', '=', toutiao[0].id).where('media_property_id', '=', ready.copies[0].mediaId ?? '').executeTakeFirstOrThrow();
    expect(listed.lifecycle).toBe('available');
    // Pushed again: the copies made are not sent again.
    expect(expectOk(await post<PushStart>('/api/dmp/crowd/push', 'admin', { crowdId: crowd.id, accountIds: [toutiao[0].id] }))).toEqual({ jobId: null, queued: 0, refused: [] });
  });

  it('keeps gdt’s cap of 50 packs an account: the pair past it is refused before any call, in the desk’s words', async () => {
    const account = gdt[0];
    const held = Number(
      (await sqlOn(db()).selectFrom('media_properties').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', account.id).where('property_type', '=', 'custom-audience').where('state', '<>', 'deleted').executeTakeFirstOrThrow()).n,
    );
    const gateway = server.app.toufang.media.gateway('gdt', account.authorization_id ?? 0);
    for (let i = held; i < 49; i++) {
      const file = hashedFile(1, `cap${i}`);
      await gateway.uploadAudience(account.account_id, { name: `上限人群${i}`, idType: 'imei', content: Buffer.from(file.text), rows: 1 });
      // The media's per-second and per-minute windows run on its clock.
      sandboxClock.advance(1_500);
    }
    await syncAccountType(db(), server.app.toufang.media, { id: account.id, customerId: 1, media: 'gdt', advertiserId: account.account_id, name: account.account_name, authorizationId: account.authorization_id ?? 0 }, 'custom-audience', new Date());
    const first = await uploaded('第五十个', 50);
    const second = await uploaded('第五十一个', 51);
    expect(expectOk(await post<PushStart>('/api/dmp/crowd/push', 'admin', { crowdId: first.id, accountIds: [account.id] }))).toMatchObject({ queued: 1, refused: [] });
    const past = expectOk(await post<PushStart>('/api/dmp/crowd/push', 'admin', { crowdId: second.id, accountIds: [account.id] }));
    expect(past).toEqual({ jobId: null, queued: 0, refused: [{ accountId: account.id, accountName: account.account_name, reason: `腾讯广告3.0每个账户最多50个人群包，账户「${account.account_name}」已有50个，本次推送1个` }] });
    // The push dialog sees the account full before any call.
    const listed = expectOk(await post<components['schemas']['DmpAccount'][]>('/api/dmp/accounts', 'admin', { media: 'gdt' }));
    expect(listed.find((a) => a.accountId === account.id)).toMatchObject({ packs: 50, perAccount: 50, authorized: true });
    await runJobs();
    expect((await detail(first.id)).copies).toMatchObject([{ state: 'ok' }]);
    expect((await detail(second.id))).toMatchObject({ state: 'refused', stateText: '推送失败', copies: [{ state: 'refused', stateText: '推送失败' }] });
  });

  it('names another company’s crowd and accounts outside the caller’s scope as missing', async () => {
    const crowd = await uploaded('别家看不到', 20);
    expectRefusal(await post('/api/dmp/crowd/detail', 'yuanhang', { id: crowd.id }), 404, '人群不存在或已删除');
    expectRefusal(await post('/api/dmp/crowd/push', 'yuanhang', { crowdId: crowd.id, accountIds: [toutiao[0].id] }), 404);
    const other = await sqlOn(db()).selectFrom('media_accounts').select('id').where('customer_id', '<>', 1).orderBy('id').executeTakeFirstOrThrow();
    expectRefusal(await post('/api/dmp/crowd/push', 'admin', { crowdId: crowd.id, accountIds: [other.id] }), 404, '账户不存在或无权操作');
    expectRefusal(await post('/api/dmp/crowd/remove', 'yuanhang', { id: crowd.id }), 404);
  });
});

describe('expanding and spend', () => {
  it('refuses a seed under the media’s minimum and grows a ready seed', async () => {
    const small = await uploaded('小种子', 30);
    expectOk(await post('/api/dmp/crowd/push', 'admin', { crowdId: small.id, accountIds: [toutiao[0].id] }));
    await runJobs();
    sandboxClock.advance(60_000);
    await detail(small.id);
    const refused = await post('/api/dmp/expand', 'admin', { seedCrowdId: small.id, media: 'toutiao', accountId: toutiao[0].id, level: 3 });
    expectRefusal(refused, 1701);
    expect(refused.body.message).toContain('不足1,000');

    const seed = await uploaded('大种子', 2_000);
    expectOk(await post('/api/dmp/crowd/push', 'admin', { crowdId: seed.id, accountIds: [toutiao[0].id] }));
    await runJobs();
    expectRefusal(await post('/api/dmp/expand', 'admin', { seedCrowdId: seed.id, media: 'toutiao', accountId: toutiao[0].id, level: 2 }), 1701, '巨量引擎：种子人群包尚未计算完成或已失效，不能扩量');
    sandboxClock.advance(60_000);
    const seedSize = (await detail(seed.id)).size ?? 0;
    const lookalike = expectOk(await post<Crowd>('/api/dmp/expand', 'admin', { seedCrowdId: seed.id, media: 'toutiao', accountId: toutiao[0].id, level: 2 }));
    expect(lookalike).toMatchObject({ source: 'expand', seedCrowdId: seed.id, expandLevel: 2, state: 'computing', size: Math.round(seedSize * (1.8 + 0.9 * 2)) });
    expectRefusal(await post('/api/dmp/expand', 'admin', { seedCrowdId: seed.id, media: 'toutiao', accountId: toutiao[2]?.id ?? toutiao[1].id, level: 2 }), 1701);
  });

  it('sums the spend of the objects bound to a crowd’s copies, by day and account; an ad of two crowds counts for each', async () => {
    const account = toutiao[0].id;
    const one = await uploaded('消耗人群一', 40);
    const two = await uploaded('消耗人群二', 41);
    for (const crowd of [one, two]) expectOk(await post('/api/dmp/crowd/push', 'admin', { crowdId: crowd.id, accountIds: [account] }));
    await runJobs();
    const copyOf = async (id: number) => (await detail(id)).copies[0].mediaId ?? '';
    const now = new Date();
    const today = formatChinaTime(now).slice(0, 10);
    const yesterday = formatChinaTime(now.getTime() - 86_400_000).slice(0, 10);
    const ads = [
      { id: 'dmp-ad-1', cost: 100, show: 1000, click: 20, convert: 2 },
      { id: 'dmp-ad-2', cost: 40, show: 500, click: 10, convert: 1 },
    ];
    await sqlOn(db())
      .insertInto('delivery_objects')
      .values(ads.map((ad) => ({ media_code: 'toutiao', object_id: ad.id, account_id: account, customer_id: 1, level: 'ad', parent_id: null, name: ad.id, opt_status: 'enabled' as const, review: 'approved' as const, learning: 'none' as const, status_text: '投放中', created_at: now, modified_at: now, synced_at: now, attributes: '{}' })))
      .execute();
    const store = server.app.toufang.metrics;
    await store.upsertObjects(ads.map((ad) => ({ media: 'toutiao', level: 'ad', objectId: ad.id, customerId: 1, accountId: account, parentId: null, name: ad.id, status: 'enabled', budgetFen: null, bidFen: null, createdAt: now.getTime() })));
    const sums = (p: Partial<BaseSums>) => Object.fromEntries(BASE_METRICS.map((m) => [m, p[m] ?? 0])) as BaseSums;
    await store.writeDaily(
      ads.flatMap((ad) => [yesterday, today].map((time) => ({ media: 'toutiao' as const, level: 'ad', objectId: ad.id, customerId: 1, accountId: account, time, sums: sums({ cost: ad.cost / 2, show: ad.show / 2, click: ad.click / 2, convert: ad.convert }) }))),
    );
    // Crowd one is used by both ads, crowd two by the second.
    const bind = (objectId: string, mediaId: string) => ({ media_code: 'toutiao', account_id: account, object_id: objectId, property_type: 'custom-audience', media_property_id: mediaId, role: 'include' as const });
    await sqlOn(db()).insertInto('property_bindings').values([bind('dmp-ad-1', await copyOf(one.id)), bind('dmp-ad-2', await copyOf(one.id)), bind('dmp-ad-2', await copyOf(two.id))]).execute();
    type Rows = { rows: components['schemas']['CrowdConsumeRow'][] };
    const query = { crowdIds: [one.id, two.id], from: yesterday, to: today };
    const byDay = expectOk(await post<Rows>('/api/dmp/consume', 'admin', { ...query, groupBy: 'day' }));
    expect(byDay.rows.map((r) => [r.crowdId, r.day, r.cost, r.show, r.click, r.convert])).toEqual([
      [one.id, today, 70, 750, 15, 3],
      [two.id, today, 20, 250, 5, 1],
      [one.id, yesterday, 70, 750, 15, 3],
      [two.id, yesterday, 20, 250, 5, 1],
    ]);
    const byAccount = expectOk(await post<Rows>('/api/dmp/consume', 'admin', { ...query, groupBy: 'account' }));
    expect(byAccount.rows.map((r) => [r.crowdId, r.day, r.accountId, r.cost])).toEqual([
      [one.id, null, account, 140],
      [two.id, null, account, 40],
    ]);
    expect((await detail(one.id)).lastUsedAt).toBe(today);
  });
});

describe('handpicked packs and the list', () => {
  it('lists a media’s packs and adds one to an account once', async () => {
    const packs = expectOk(await post<components['schemas']['HandpickedPack'][]>('/api/dmp/handpick/list', 'manager', { media: 'toutiao' }));
    expect(packs.length).toBeGreaterThan(30);
    const added = expectOk(await post<components['schemas']['HandpickAddAnswer']>('/api/dmp/handpick/add', 'manager', { media: 'toutiao', handpickId: packs[0].handpickId, accountIds: [toutiao[0].id] }));
    expect(added.push).toMatchObject({ queued: 1, refused: [] });
    await runJobs();
    expect((await detail(added.crowd.id)).copies).toMatchObject([{ state: 'ok', size: packs[0].size }]);
    const again = expectOk(await post<components['schemas']['HandpickedPack'][]>('/api/dmp/handpick/list', 'manager', { media: 'toutiao', keyword: packs[0].name }));
    expect(again.find((p) => p.handpickId === packs[0].handpickId)?.crowdId).toBe(added.crowd.id);
    expectRefusal(await post('/api/dmp/handpick/add', 'manager', { media: 'toutiao', handpickId: 'hp_none', accountIds: [toutiao[0].id] }), 404);
  });

  it('lists the company’s crowds newest first and filters by state', async () => {
    const page = expectOk(await post<components['schemas']['CrowdPage']>('/api/dmp/crowd/list', 'admin', { current: 1, size: 100 }));
    // The demo crowds and the ones the tests above made.
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.rows.map((r) => r.createdAt)).toEqual([...page.rows.map((r) => r.createdAt)].sort().reverse());
    const available = expectOk(await post<components['schemas']['CrowdPage']>('/api/dmp/crowd/list', 'admin', { current: 1, size: 100, state: 'available' }));
    expect(available.rows.map((r) => r.id)).toEqual(page.rows.filter((r) => r.state === 'available').map((r) => r.id));
  });
});

describe('who may call', () => {
  it('refuses (403) a user without the server’s deliveryDmp key or without USER_LIB_BUTTON', async () => {
    const limits = () => post('/api/dmp/limits', 'operator', {});
    expect((await limits()).status).toBe(200);
    const users = sqlOn(db()).updateTable('users').where('username', '=', 'operator');
    await users.set({ dmp_permissions: '[]' }).execute();
    expect((await limits()).status).toBe(403);
    await users.set({ dmp_permissions: '["deliveryDmp"]' }).execute();
    const row = await sqlOn(db()).selectFrom('users').select('button_config').where('username', '=', 'operator').executeTakeFirstOrThrow();
    await users.set({ button_config: JSON.stringify({ ...row.button_config, USER_LIB_BUTTON: false }) }).execute();
    expect((await limits()).status).toBe(403);
    await users.set({ button_config: JSON.stringify(row.button_config) }).execute();
    expect((await limits()).status).toBe(200);
  });
});
