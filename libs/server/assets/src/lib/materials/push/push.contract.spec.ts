// Contract tests of 推送 (push to media accounts) over the real server and the sandbox media on a fake clock:
// pairs the media's format limits refuse are answered before any call, the rest go through the gateway in the
// media's batches as a job that records per pair (partial failure), writes where each landed, audits and
// sends a TASK message; the media's review follows on a later read; another company's ids and a designer's
// push of what they cannot change are refused whole, nothing stored; a worker that dies after the media
// answered resumes without pushing the chunk again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaCode } from '@toufang/domain';
import type { components } from '@toufang/api/contract';
import { authorizationTokens, type MediaPorts } from '@toufang/server-context';
import { sqlOn, type Db } from '@toufang/server-db';
import { createWorker, manualClock } from '@toufang/server-jobs';
import { fakeClock, fakeTime, MediaGateway, type FakeClock, type MediaPort } from '@toufang/server-media';
import type { SandboxMedia } from '@toufang/server-sandbox';
import { sampleImage } from '@toufang/server-storage/testing';
import { registeredSandbox, startTestServer, uploadMaterialFile, type Answer, type TestServer } from '@toufang/server-testing';
import { materialPushJob } from './push-job';

type Material = components['schemas']['Material'];
type Targets = components['schemas']['MaterialPushTargets'];
type Start = components['schemas']['MaterialPushStart'];
type Run = components['schemas']['MaterialPushRun'];

const COUNTED = new Set(['pushMaterials', 'uploadMaterial', 'listMaterials', 'getMaterials']);

/** The sandbox media on a fake clock, toutiao pushing one account a call, calls counted, a crash on cue. */
function testPorts(db: Db) {
  const clock: FakeClock = fakeClock(Date.now());
  const time = fakeTime(clock);
  const calls: Record<string, number> = {};
  const sandboxes = new Map<MediaCode, SandboxMedia>();
  const ports = new Map<MediaCode, MediaPort>();
  const state = { crashAfterPush: false };
  const sandboxOf = (media: MediaCode) => {
    let sandbox = sandboxes.get(media);
    if (!sandbox) {
      const plain = registeredSandbox(db, media, { clock });
      // One account a call, so each account's pairs are a call of their own (the media refusing one account's).
      sandbox = media === 'toutiao' ? registeredSandbox(db, media, { clock, limits: { material: { ...plain.limits.material, PUSH: { ACCOUNTS: 1, MATERIALS: 50 } } } }) : plain;
      sandboxes.set(media, sandbox);
    }
    return sandbox;
  };
  const portOf = (media: MediaCode): MediaPort => {
    let port = ports.get(media);
    if (!port) {
      port = new Proxy(sandboxOf(media), {
        get(target, prop, receiver) {
          const value: unknown = Reflect.get(target, prop, receiver);
          if (typeof value !== 'function' || typeof prop !== 'string' || !COUNTED.has(prop)) return value;
          return async (...args: unknown[]) => {
            calls[prop] = (calls[prop] ?? 0) + 1;
            const answer: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
            if (prop === 'pushMaterials' && state.crashAfterPush) {
              state.crashAfterPush = false;
              throw new Error('the worker died after the media received the chunk');
            }
            return answer;
          };
        },
      });
      ports.set(media, port);
    }
    return port;
  };
  const media: MediaPorts = {
    port: portOf,
    sandbox: sandboxOf,
    gateway: (code, authorizationId) => new MediaGateway(portOf(code), { db, tokens: authorizationTokens(db, authorizationId), time }),
  };
  return { media, clock, calls, state, sandboxOf };
}

let server: TestServer;
let ports: ReturnType<typeof testPorts>;
const tokens: Record<string, string> = {};
let toutiao: { id: number; account_id: string; account_name: string }[];
let foreignAccount: number;
const db = () => server.app.toufang.db;

beforeAll(async () => {
  server = await startTestServer({ media: (database) => (ports = testPorts(database)).media });
  for (const username of ['admin', 'designer', 'designmanager', 'yuanhang']) tokens[username] = await server.login(username);
  const q = sqlOn(db());
  toutiao = await q
    .selectFrom('media_accounts')
    .select(['id', 'account_id', 'account_name'])
    .where('customer_id', '=', 1)
    .where('media_code', '=', 'toutiao')
    .where('bound', '=', true)
    .where('authorization_id', 'is not', null)
    .orderBy('id')
    .limit(2)
    .execute();
  foreignAccount = (await q.selectFrom('media_accounts').select('id').where('customer_id', '=', 2).orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await server?.close();
});

const post = <T>(urlPath: string, username: string, body: unknown = {}) => server.call<T>(urlPath, { body, token: tokens[username] });
function expectOk<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}
function expectRefusal(answer: Answer<unknown>, code: number, message: string) {
  expect(answer.body?.code, answer.text).toBe(code);
  expect(answer.body.message).toBe(message);
}

let shade = 0;
async function upload(username: string, name: string, width = 1280, height = 720, shared?: boolean): Promise<Material> {
  shade += 1;
  const sharp = (await import('sharp')).default;
  const bytes = await sharp(await sampleImage('png', width, height))
    .tint({ r: (shade * 37) % 256, g: (shade * 91) % 256, b: (shade * 53) % 256 })
    .png()
    .toBuffer();
  const body = (await uploadMaterialFile(server, tokens[username], bytes, name, { shared })) as unknown as { code: number; data: Material };
  expect(body.code).toBe(200);
  return body.data;
}

const drain = async (now = new Date()) => {
  const worker = createWorker(server.app.toufang, { jobs: [materialPushJob], schedules: [], clock: manualClock(now), heartbeatMs: false });
  while ((await worker.runOnce()) > 0) {
    // a job may leave work for the next claim
  }
};
const runs = async () => (await sqlOn(db()).selectFrom('material_push_runs').select('id').execute()).length;
const view = (pushId: number, as = 'designer') => post<Run>('/api/material/push/detail', as, { pushId });

describe('推送 to media accounts', () => {
  it('refuses what a media’s limits refuse before any call, sends the rest in the media’s batches, and records each pair', async () => {
    const claim = await upload('designer', '夏季大促_最好.png');
    const plain = await upload('designer', '夏季大促_横版.png');
    const wide = await upload('designer', '大图_1200x628.png', 1200, 628);
    const ids = [claim.id, plain.id, wide.id];

    const targets = expectOk(await post<Targets>('/api/material/push/targets', 'designer', { materialIds: ids }));
    expect(targets.accounts.some((a) => a.id === toutiao[0].id && a.mediaCode === 'toutiao' && a.authorised)).toBe(true);
    const toutiaoCheck = targets.media.find((m) => m.mediaCode === 'toutiao')!;
    expect(toutiaoCheck.refused).toEqual([{ materialId: wide.id, name: '大图_1200x628.png', reason: expect.stringMatching(/^巨量引擎不接受：图片尺寸1200×628不符合要求/) }]);

    // The media refuses the second account's call (its daily count of new materials reached).
    ports.sandboxOf('toutiao').faults.push({ advertiserId: toutiao[1].account_id, rule: 'material_quota', params: { limit: 5000 }, times: 1 });
    const before = ports.calls.pushMaterials ?? 0;
    const start = expectOk(await post<Start>('/api/material/push/start', 'designer', { materialIds: ids, accountIds: toutiao.map((a) => a.id) }));
    expect(start).toMatchObject({ total: 6, refusedBeforeCall: 2 });
    expect(ports.calls.pushMaterials ?? 0).toBe(before);
    const queued = expectOk(await view(start.pushId));
    expect(queued.state).toBe('queued');
    expect(queued.results.filter((r) => r.state === 'waiting')).toHaveLength(4);

    await drain();
    expect((ports.calls.pushMaterials ?? 0) - before).toBe(2);
    const run = expectOk(await view(start.pushId));
    expect(run).toMatchObject({ state: 'done', total: 6, done: 6, succeeded: 2, refused: 4 });
    const of = (materialId: number, accountId: number) => run.results.find((r) => r.materialId === materialId && r.mediaAccountId === accountId)!;
    expect(of(claim.id, toutiao[0].id)).toMatchObject({ state: 'succeeded', mediaMaterialId: expect.any(String), reason: null });
    expect(of(plain.id, toutiao[0].id).state).toBe('succeeded');
    expect(of(wide.id, toutiao[0].id)).toMatchObject({ state: 'refused', mediaMaterialId: null, reason: toutiaoCheck.refused[0].reason });
    expect(of(plain.id, toutiao[1].id)).toMatchObject({ state: 'refused', reason: expect.stringContaining('5000') });

    // Where they landed, audited per pair sent, and the starter told.
    const pushes = await sqlOn(db()).selectFrom('material_pushes').selectAll().where('material_id', 'in', ids.map(String)).execute();
    expect(pushes.map((p) => [Number(p.material_id), p.media_account_id, p.media_material_id]).sort()).toEqual(
      [
        [claim.id, toutiao[0].id, of(claim.id, toutiao[0].id).mediaMaterialId],
        [plain.id, toutiao[0].id, of(plain.id, toutiao[0].id).mediaMaterialId],
      ].sort(),
    );
    const audits = await sqlOn(db()).selectFrom('audit_records').select(['action', 'outcome']).where('job_id', '=', start.jobId).execute();
    expect(audits.filter((a) => a.action === 'material.push').map((a) => a.outcome).sort()).toEqual(['ok', 'ok', 'refused', 'refused']);
    const messages = (await server.call<{ unread: { title: string; link: string | null }[] }>('/api/user/message/init', { token: tokens.designer })).body.data.unread;
    expect(messages.find((m) => m.link === `/common-app/assets/material-library-all?push=${start.pushId}`)?.title).toBe('素材推送完成：成功2个，失败4个');
    // 任务中心 lists it among the pushes (its own type, 推送), not among the bulk edits.
    const listed = async (type: string) =>
      (await server.call<{ records: { id: string; type: string; target: string }[] }>('/api/job/search', { token: tokens.designer, body: { type, current: 1, size: 100 } })).body.data.records;
    expect((await listed('push')).find((j) => j.id === start.jobId)).toMatchObject({ type: 'push', target: '3个素材 × 2个账户 · 推送素材' });
    expect((await listed('edit')).some((j) => j.id === start.jobId)).toBe(false);

    // Review follows the media: read through when the detail is read and the stored verdicts are older than the recheck window.
    ports.clock.advance(3 * 3_600_000);
    const asked = ports.calls.getMaterials ?? 0;
    expect(expectOk(await post<Material>('/api/material/detail', 'designer', { id: claim.id })).pushes[0].reviewState).toBe('reviewing');
    expect(ports.calls.getMaterials ?? 0).toBe(asked);
    await sqlOn(db()).updateTable('material_pushes').set({ checked_at: new Date(Date.now() - 10 * 60_000) }).where('material_id', 'in', ids.map(String)).execute();
    const reviewed = expectOk(await post<Material>('/api/material/detail', 'designer', { id: claim.id }));
    expect(reviewed.pushes).toEqual([expect.objectContaining({ mediaAccountId: toutiao[0].id, reviewState: 'rejected', rejectReason: '素材含有绝对化用语“最”，违反《广告法》相关规定', qualityLabels: [] })]);
    // The other file's verdict is the media's own (its md5 draws approval or one of a few refusals): the same as the media answers.
    const decided = expectOk(await post<Material>('/api/material/detail', 'designer', { id: plain.id })).pushes[0];
    const auth = await sqlOn(db()).selectFrom('media_accounts').select('authorization_id').where('id', '=', toutiao[0].id).executeTakeFirstOrThrow();
    const [onMedia] = await ports.media.gateway('toutiao', auth.authorization_id!).getMaterials(toutiao[0].account_id, [decided.mediaMaterialId]);
    if (!onMedia.ok) throw new Error(onMedia.reason);
    expect(decided.reviewState).not.toBe('reviewing');
    expect(decided).toMatchObject({ reviewState: onMedia.value.review, rejectReason: onMedia.value.rejectReason, qualityLabels: onMedia.value.qualityLabels.map((l) => l.text) });
  });

  it('lists and filters by the media\'s review without a material being opened, asking the media once per window', async () => {
    const claim = await upload('designer', '双十一_最低价.png');
    const start = expectOk(await post<Start>('/api/material/push/start', 'designer', { materialIds: [claim.id], accountIds: [toutiao[0].id] }));
    await drain();
    expect(expectOk(await view(start.pushId)).succeeded).toBe(1);
    type Page = components['schemas']['MaterialPage'];
    const list = async (reviewState: 'reviewing' | 'rejected') => expectOk(await post<Page>('/api/material/list', 'designer', { current: 1, size: 20, keyword: '双十一_最低价', reviewState })).records.map((m) => m.id);
    expect(await list('reviewing')).toEqual([claim.id]);
    // The media decides (its review takes up to two hours); once the stored verdict is older than the window, a listing asks.
    ports.clock.advance(3 * 3_600_000);
    await sqlOn(db()).updateTable('material_pushes').set({ checked_at: new Date(Date.now() - 10 * 60_000) }).where('material_id', '=', String(claim.id)).execute();
    const asked = ports.calls.getMaterials ?? 0;
    expect(await list('rejected')).toEqual([claim.id]);
    expect(await list('reviewing')).toEqual([]);
    expect((ports.calls.getMaterials ?? 0) - asked).toBe(1);
    const [shown] = expectOk(await post<Page>('/api/material/list', 'designer', { current: 1, size: 20, keyword: '双十一_最低价' })).records;
    expect(shown.pushes).toEqual([expect.objectContaining({ reviewState: 'rejected', rejectReason: '素材含有绝对化用语“最”，违反《广告法》相关规定' })]);
    expect((ports.calls.getMaterials ?? 0) - asked).toBe(1);
  });

  it('refuses another company’s materials and accounts without naming them, storing nothing', async () => {
    const mine = await upload('designer', '口播_竖版.png');
    const theirs = await upload('yuanhang', '远航_横版.png');
    const count = await runs();
    expectRefusal(await post('/api/material/push/start', 'designer', { materialIds: [mine.id, theirs.id], accountIds: [toutiao[0].id] }), 404, '素材不存在或已删除');
    expectRefusal(await post('/api/material/push/targets', 'designer', { materialIds: [theirs.id] }), 404, '素材不存在或已删除');
    expectRefusal(await post('/api/material/push/start', 'designer', { materialIds: [mine.id], accountIds: [toutiao[0].id, foreignAccount] }), 404, '媒体账户不存在或无权推送');
    expect(await runs()).toBe(count);
  });

  it('lets a designer push only what they designed or uploaded, and read only their own pushes', async () => {
    const shared = await upload('admin', '共享_横版.png', 1280, 720, true);
    const count = await runs();
    expectRefusal(await post('/api/material/push/start', 'designer', { materialIds: [shared.id], accountIds: [toutiao[0].id] }), 403, '其中 1 个素材不是你设计或上传的，设计师只能修改自己的素材');
    expect(await runs()).toBe(count);
    const adminPush = expectOk(await post<Start>('/api/material/push/start', 'admin', { materialIds: [shared.id], accountIds: [toutiao[0].id] }));
    expectRefusal(await view(adminPush.pushId, 'designer'), 404, '推送记录不存在');
    expectRefusal(await view(adminPush.pushId, 'yuanhang'), 404, '推送记录不存在');
    await drain();
    expect(expectOk(await view(adminPush.pushId, 'admin')).succeeded).toBe(1);
  });

  it('resumes a push whose worker died after the media received a chunk without pushing it again', async () => {
    const one = await upload('designer', '秋季上新_横版.png');
    const two = await upload('designer', '秋季上新_横版_2.png');
    const start = expectOk(await post<Start>('/api/material/push/start', 'designer', { materialIds: [one.id, two.id], accountIds: [toutiao[0].id] }));
    const before = ports.calls.pushMaterials ?? 0;
    ports.state.crashAfterPush = true;
    await drain();
    expect((ports.calls.pushMaterials ?? 0) - before).toBe(1);
    expect(expectOk(await view(start.pushId)).results.map((r) => r.state)).toEqual(['sent', 'sent']);
    // The retry, once its back-off has passed: the media is asked what the account holds, nothing is sent again.
    await drain(new Date(Date.now() + 3_600_000));
    expect((ports.calls.pushMaterials ?? 0) - before).toBe(1);
    const run = expectOk(await view(start.pushId));
    expect(run).toMatchObject({ state: 'done', succeeded: 2, refused: 0 });
    const held = await sqlOn(db()).selectFrom('sandbox_materials').select('material_id').where('advertiser_id', '=', toutiao[0].account_id).where('signature', 'in', [one.md5, two.md5]).execute();
    expect(run.results.map((r) => r.mediaMaterialId).sort()).toEqual(held.map((h) => h.material_id).sort());
  });
});
