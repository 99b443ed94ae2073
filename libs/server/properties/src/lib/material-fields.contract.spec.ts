// Contract tests of a property's material fields over the real server and toutiao's sandbox with its own
// property types (图文素材's image_ids): the desk's material ids the picker sends reach the media as the
// account's own material ids (reused where a push to the account already landed, pushed now and recorded in
// material_pushes where not), and come back as the desk's ids when the object is read; an id the caller does
// not see is a 400 naming the field; a material the media refuses fails the write with the media's words,
// nothing of the property written; an object's media ids with no desk material stay as they are. 推送到账户
// (kuaishou's 推广卡片) carries each material to the target: the copy holds the target's own material ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { materialPushJob } from '@toufang/server-assets';
import { sqlOn, type Db } from '@toufang/server-db';
import { createWorker, manualClock } from '@toufang/server-jobs';
import type { MediaPort } from '@toufang/server-media';
import type { SandboxMedia } from '@toufang/server-sandbox';
import { sampleImage } from '@toufang/server-storage/testing';
import { startTestServer, uploadMaterialFile, type Answer, type TestServer } from '@toufang/server-testing';
import { propertyPushJob } from './push/push-job';
import { unpacedSandboxes } from './sandbox-test-kit';

type Row = components['schemas']['PropertyRow'];
type Material = components['schemas']['Material'];

/** The registered sandboxes with their own property types, unpaced (the port suites hold pacing), material pushes counted. */
function testPorts(db: Db) {
  const calls: Record<string, number> = {};
  const wrap = (sandbox: SandboxMedia): MediaPort =>
    new Proxy(sandbox, {
      get(target, prop, receiver) {
        const value: unknown = Reflect.get(target, prop, receiver);
        if (prop !== 'pushMaterials' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.pushMaterials = (calls.pushMaterials ?? 0) + 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  return { ...unpacedSandboxes(db, { wrap }), calls };
}

let server: TestServer;
let ports: ReturnType<typeof testPorts>;
const tokens: Record<string, string> = {};
let account: { id: number; account_id: string; account_name: string };
const db = () => server.app.toufang.db;

beforeAll(async () => {
  server = await startTestServer({ media: (database) => (ports = testPorts(database)).media });
  for (const username of ['manager', 'designer', 'yuanhang']) tokens[username] = await server.login(username);
  account = await sqlOn(db())
    .selectFrom('media_accounts')
    .select(['id', 'account_id', 'account_name'])
    .where('customer_id', '=', 1)
    .where('media_code', '=', 'toutiao')
    .where('bound', '=', true)
    .where('authorization_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
});
afterAll(async () => {
  await server?.close();
});

const post = <T>(urlPath: string, username: string, body: unknown) => server.call<T>(urlPath, { body, token: tokens[username] });
function expectOk<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}
function expectRefusal(answer: Answer<unknown>, code: number, message: string | RegExp) {
  expect(answer.body?.code, answer.text).toBe(code);
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else expect(answer.body.message).toMatch(message);
}

let shade = 0;
/** A distinct image in the library, uploaded as `username`. */
async function upload(username: string, name: string, width = 1280, height = 720): Promise<Material> {
  shade += 1;
  const sharp = (await import('sharp')).default;
  const bytes = await sharp(await sampleImage('png', width, height))
    .tint({ r: (shade * 41) % 256, g: (shade * 83) % 256, b: (shade * 29) % 256 })
    .png()
    .toBuffer();
  const body = (await uploadMaterialFile(server, tokens[username], bytes, name)) as unknown as { code: number; data: Material };
  expect(body.code).toBe(200);
  return body.data;
}

const graphic = (name: string, imageIds: string[]) => ({ kind: 'toutiao.graphic-material', name, values: { title: '夏季大促，全场限时八折', image_mode: imageIds.length === 1 ? 'LARGE' : 'GROUP', image_ids: imageIds } });
const pushesOf = (materialIds: readonly number[]) =>
  sqlOn(db()).selectFrom('material_pushes').select(['material_id', 'media_material_id', 'review_state']).where('media_account_id', '=', account.id).where('material_id', 'in', materialIds.map(String)).execute();
const sandboxValues = async (mediaId: string) =>
  (await sqlOn(db()).selectFrom('sandbox_properties').select('values').where('media_code', '=', 'toutiao').where('property_id', '=', mediaId).executeTakeFirstOrThrow()).values as { image_ids: string[] };
const detail = (id: number) => post<Row>('/api/property/detail', 'manager', { media: 'toutiao', type: 'graphic-material', id });

describe('a property’s material fields', () => {
  it('sends the media its own material ids, reusing a push that landed and pushing the rest now, and reads back the desk’s ids', async () => {
    const pushed = await upload('designer', '夏季大促_主图.png');
    const fresh = await upload('designer', '夏季大促_细节.png');
    const third = await upload('designer', '夏季大促_场景.png');
    // The first is already the account's own: pushed by the library's push job.
    const start = expectOk(await post<{ pushId: number }>('/api/material/push/start', 'designer', { materialIds: [pushed.id], accountIds: [account.id] }));
    const worker = createWorker(server.app.toufang, { jobs: [materialPushJob], schedules: [], clock: manualClock(new Date()), heartbeatMs: false });
    while ((await worker.runOnce()) > 0) {
      // until the push is done
    }
    const [earlier] = await pushesOf([pushed.id]);
    expect(earlier, `push ${start.pushId}`).toBeDefined();

    const before = ports.calls.pushMaterials ?? 0;
    const deskIds = [pushed.id, fresh.id, third.id].map(String);
    const made = expectOk(await post<Row>('/api/property/create', 'manager', { accountId: account.id, input: graphic('夏季大促组图', deskIds) }));
    // One call for the two the account lacked; the pushed one reused.
    expect((ports.calls.pushMaterials ?? 0) - before).toBe(1);
    const landed = await pushesOf([pushed.id, fresh.id, third.id]);
    const mediaIdOf = new Map(landed.map((p) => [Number(p.material_id), p.media_material_id]));
    expect(landed).toHaveLength(3);
    expect(mediaIdOf.get(pushed.id)).toBe(earlier.media_material_id);
    const mediaIds = [pushed.id, fresh.id, third.id].map((id) => mediaIdOf.get(id)!);
    expect(mediaIds.every((id) => !deskIds.includes(id))).toBe(true);

    // The media holds its own ids; the desk's copy too; every reading answers the desk's.
    expect((await sandboxValues(made.mediaId)).image_ids).toEqual(mediaIds);
    const copy = await sqlOn(db()).selectFrom('media_properties').select('values').where('id', '=', String(made.id)).executeTakeFirstOrThrow();
    expect((copy.values as { image_ids: string[] }).image_ids).toEqual(mediaIds);
    expect(made.values).toMatchObject({ image_ids: deskIds });
    expect(expectOk(await detail(made.id)).values).toMatchObject({ image_ids: deskIds });
    // The new pushes are audited as the library's pushes are.
    const audits = await sqlOn(db()).selectFrom('audit_records').select(['action', 'object_id']).where('action', '=', 'material.push').where('object_id', 'in', mediaIds.slice(1)).execute();
    expect(audits).toHaveLength(2);

    // An edit with the desk's ids again pushes nothing and changes nothing of the images.
    const again = ports.calls.pushMaterials ?? 0;
    const edited = expectOk(await post<Row>('/api/property/update', 'manager', { id: made.id, input: graphic('夏季大促组图_改', [third.id, fresh.id, pushed.id].map(String)) }));
    expect(ports.calls.pushMaterials ?? 0).toBe(again);
    expect(edited.values).toMatchObject({ image_ids: [third.id, fresh.id, pushed.id].map(String) });
    expect((await sandboxValues(made.mediaId)).image_ids).toEqual([mediaIds[2], mediaIds[1], mediaIds[0]]);
  });

  it('refuses an id the caller does not see, naming the field, before any call', async () => {
    const theirs = await upload('yuanhang', '远航_横版.png');
    const mine = await upload('designer', '夏季大促_横版.png');
    const before = ports.calls.pushMaterials ?? 0;
    const count = async () => Number((await sqlOn(db()).selectFrom('media_properties').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const stored = await count();
    expectRefusal(await post('/api/property/create', 'manager', { accountId: account.id, input: graphic('别家的图', [String(theirs.id)]) }), 400, `图片：素材库中没有ID为${theirs.id}的素材，或无权使用`);
    expectRefusal(await post('/api/property/create', 'manager', { accountId: account.id, input: graphic('没有的图', [String(mine.id), '99999999', String(mine.id)]) }), 400, '图片：素材库中没有ID为99999999的素材，或无权使用');
    expect(ports.calls.pushMaterials ?? 0).toBe(before);
    expect(await pushesOf([mine.id])).toEqual([]);
    expect(await count()).toBe(stored);
  });

  it('fails the write with the media’s words when it refuses a material, nothing of the property written', async () => {
    const count = async (name: string) =>
      (await sqlOn(db()).selectFrom('sandbox_properties').select('property_id').where('media_code', '=', 'toutiao').where('name', '=', name).execute()).length +
      (await sqlOn(db()).selectFrom('media_properties').select('id').where('name', '=', name).execute()).length;
    // The media refuses the push (its daily count of new materials reached).
    const refusedOne = await upload('designer', '夏季大促_竖版.png');
    ports.sandboxOf('toutiao').faults.push({ advertiserId: account.account_id, rule: 'material_quota', params: { limit: 5000 }, times: 1 });
    expectRefusal(await post('/api/property/create', 'manager', { accountId: account.id, input: graphic('推送失败的图', [String(refusedOne.id)]) }), 1701, /^图片：素材「夏季大促_竖版\.png」推送到账户失败，.*5000/);
    expect(await count('推送失败的图')).toBe(0);
    expect(await pushesOf([refusedOne.id])).toEqual([]);

    // The desk knows the media's format limits: refused before any call, in the media's words.
    const wide = await upload('designer', '大图_1200x628.png', 1200, 628);
    expectRefusal(await post('/api/property/create', 'manager', { accountId: account.id, input: graphic('尺寸不符的图', [String(wide.id)]) }), 1701, /^图片：素材「大图_1200x628\.png」推送到账户失败，巨量引擎不接受：图片尺寸1200×628不符合要求/);

    // A material whose push the media's review refused is not used.
    const rejected = await upload('designer', '夏季大促_最好.png');
    const made = expectOk(await post<Row>('/api/property/create', 'manager', { accountId: account.id, input: graphic('审核前的图', [String(rejected.id)]) }));
    await sqlOn(db()).updateTable('material_pushes').set({ review_state: 'rejected', reject_reason: '素材含有绝对化用语“最”' }).where('material_id', '=', String(rejected.id)).execute();
    expectRefusal(await post('/api/property/update', 'manager', { id: made.id, input: graphic('审核后的图', [String(rejected.id)]) }), 1701, '图片：素材「夏季大促_最好.png」推送到账户失败，媒体审核未通过：素材含有绝对化用语“最”');
    expect(expectOk(await detail(made.id)).name).toBe('审核前的图');
  });

  it('shows media ids with no desk material as they are, and an edit sends them back unchanged', async () => {
    const gone = await upload('designer', '夏季大促_已下架.png');
    const made = expectOk(await post<Row>('/api/property/create', 'manager', { accountId: account.id, input: graphic('素材已删的图', [String(gone.id)]) }));
    const [mediaId] = (await sandboxValues(made.mediaId)).image_ids;
    // The material leaves the library (its pushes with it): the object still names the media's material.
    await sqlOn(db()).deleteFrom('materials').where('id', '=', String(gone.id)).execute();
    const shown = expectOk(await detail(made.id));
    expect(shown.values).toMatchObject({ image_ids: [mediaId] });
    const before = ports.calls.pushMaterials ?? 0;
    const edited = expectOk(await post<Row>('/api/property/update', 'manager', { id: made.id, input: { kind: 'toutiao.graphic-material', name: '素材已删的图_改', values: shown.values } }));
    expect(edited.values).toMatchObject({ image_ids: [mediaId] });
    expect(ports.calls.pushMaterials ?? 0).toBe(before);
    expect((await sandboxValues(made.mediaId)).image_ids).toEqual([mediaId]);
  });
});

describe('推送到账户 of a type with material fields', () => {
  const card = (name: string, imageIds: string[]) => ({ kind: 'kuaishou.promotion-card', name, values: { title: '新人专享礼包', selling_points: ['首单立减', '包邮到家'], button_text: '立即购买', image_ids: imageIds } });
  const cardValues = async (mediaId: string) =>
    (await sqlOn(db()).selectFrom('sandbox_properties').select('values').where('media_code', '=', 'kuaishou').where('property_id', '=', mediaId).executeTakeFirstOrThrow()).values as { image_ids: string[] };
  const landedIn = async (accountId: number, materialId: number) =>
    (await sqlOn(db()).selectFrom('material_pushes').select('media_material_id').where('media_account_id', '=', accountId).where('material_id', '=', String(materialId)).executeTakeFirst())?.media_material_id;

  it('gives each copy the target’s own material ids, pushing the material there; a media id with no desk material fails its pair only', async () => {
    // Two kuaishou accounts of the company under one authorisation.
    const q = sqlOn(db());
    const all = await q
      .selectFrom('media_accounts')
      .select(['id', 'account_id', 'account_name', 'authorization_id'])
      .where('customer_id', '=', 1)
      .where('media_code', '=', 'kuaishou')
      .where('bound', '=', true)
      .where('authorization_id', 'is not', null)
      .orderBy('id')
      .execute();
    const source = all[0];
    const target = all.find((a) => a.id !== source.id && a.authorization_id === source.authorization_id)!;
    expect(target).toBeDefined();

    const image = await upload('designer', '新人礼包_卡片图.png');
    const gone = await upload('designer', '新人礼包_旧卡片图.png');
    const carried = expectOk(await post<Row>('/api/property/create', 'manager', { accountId: source.id, input: card('新人礼包_可推送', [String(image.id)]) }));
    const stranded = expectOk(await post<Row>('/api/property/create', 'manager', { accountId: source.id, input: card('新人礼包_素材已删', [String(gone.id)]) }));
    const sourceMediaId = await landedIn(source.id, image.id);
    const strandedMediaId = (await cardValues(stranded.mediaId)).image_ids[0];
    // The second card's material leaves the library: its media id has no desk material behind it.
    await q.deleteFrom('materials').where('id', '=', String(gone.id)).execute();
    expect(await landedIn(target.id, image.id)).toBeUndefined();

    const start = expectOk(await post<{ pushId: number }>('/api/property/push', 'manager', { media: 'kuaishou', type: 'promotion-card', ids: [carried.id, stranded.id], accountIds: [target.id] }));
    const worker = createWorker(server.app.toufang, { jobs: [propertyPushJob], schedules: [], clock: manualClock(new Date()), heartbeatMs: false });
    while ((await worker.runOnce()) > 0) {
      // until the push is done
    }
    const run = expectOk(await post<components['schemas']['PropertyPushRun']>('/api/property/push/detail', 'manager', { pushId: start.pushId }));
    const item = (id: number) => run.items.find((i) => i.propertyId === id)!;
    expect(item(carried.id)).toMatchObject({ state: 'succeeded' });
    expect(item(stranded.id)).toMatchObject({ state: 'refused', reason: `图片：媒体素材ID ${strandedMediaId}不在素材库中，无法带到其他账户，请先在源账户中改用素材库的素材` });

    // The material was pushed to the target and recorded; the copy names the target's id, not the source's.
    const targetMediaId = await landedIn(target.id, image.id);
    expect(targetMediaId).toBeDefined();
    expect(targetMediaId).not.toBe(sourceMediaId);
    const copyId = item(carried.id).copyId!;
    expect((await cardValues(copyId)).image_ids).toEqual([targetMediaId]);
    // The desk's copy holds it too, and its detail answers the desk's id.
    const copy = await q.selectFrom('media_properties').select(['id', 'values']).where('account_id', '=', target.id).where('media_property_id', '=', copyId).executeTakeFirstOrThrow();
    expect((copy.values as { image_ids: string[] }).image_ids).toEqual([targetMediaId]);
    const shown = expectOk(await post<Row>('/api/property/detail', 'manager', { media: 'kuaishou', type: 'promotion-card', id: Number(copy.id) }));
    expect(shown.values).toMatchObject({ image_ids: [String(image.id)] });
  });
});

describe('a field of one material (gdt 朋友圈头像昵称’s avatar)', () => {
  it('sends the account’s own image id as one id, and reads back the desk’s', async () => {
    const gdt = await sqlOn(db())
      .selectFrom('media_accounts')
      .select(['id'])
      .where('customer_id', '=', 1)
      .where('media_code', '=', 'gdt')
      .where('bound', '=', true)
      .where('authorization_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const avatar = await upload('designer', '官方头像.png', 800, 800);
    const made = expectOk(
      await post<Row>('/api/property/create', 'manager', { accountId: gdt.id, input: { kind: 'gdt.friends-circle-avatar', name: '官方头像', values: { profile_name: '优选生活', head_image_id: String(avatar.id) } } }),
    );
    const pushed = await sqlOn(db()).selectFrom('material_pushes').select('media_material_id').where('media_account_id', '=', gdt.id).where('material_id', '=', String(avatar.id)).executeTakeFirstOrThrow();
    const held = await sqlOn(db()).selectFrom('sandbox_properties').select('values').where('media_code', '=', 'gdt').where('property_id', '=', made.mediaId).executeTakeFirstOrThrow();
    expect((held.values as { head_image_id: unknown }).head_image_id).toBe(pushed.media_material_id);
    expect(made.values).toMatchObject({ head_image_id: String(avatar.id) });
    expect(expectOk(await post<Row>('/api/property/detail', 'manager', { media: 'gdt', type: 'friends-circle-avatar', id: made.id })).values).toMatchObject({ head_image_id: String(avatar.id) });
  });
});
