// Contract tests of the material library: the real server over a fresh seeded database and its folder
// storage, called over HTTP with real files (sharp's images, ffmpeg's videos). Every refusal is checked for
// its code, its Chinese message and for leaving nothing behind.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { sqlOn } from '@toufang/server-db';
import { sampleImage, sampleVideo } from '@toufang/server-storage/testing';
import type { SessionUser } from '@toufang/server-http';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';
import { fileLinks } from './file-links';
import { MATERIAL_COLUMNS, materialAnswers, materialPage, materialsWithPeople, type MaterialRow } from './records';

const LIST = '/api/material/list';
const DETAIL = '/api/material/detail';
const CHECK = '/api/material/upload/check';
const FILE = '/api/material/upload/file';
const UPDATE = '/api/material/update';
const FAVORITE = '/api/material/favorite';
const REMOVE = '/api/material/remove';
const LABELS = '/api/material/label/list';

type Material = components['schemas']['Material'];
interface Page {
  records: Material[];
  total: number;
}

let server: TestServer;
let scratch: string;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  scratch = mkdtempSync(path.join(os.tmpdir(), 'toufang-material-test-'));
  for (const username of ['admin', 'designmanager', 'designer', 'operator', 'yuanhang', 'agent1']) tokens[username] = await server.login(username);
});
afterAll(async () => {
  await server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const post = <T>(urlPath: string, username: string, body: unknown = {}) => server.call<T>(urlPath, { body, token: tokens[username] });
const md5Of = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

function expectOk<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}

function expectRefusal(answer: Answer<unknown>, code: number, message: string | RegExp) {
  expect(answer.body?.code, answer.text).toBe(code);
  expect(answer.body.data).toBeNull();
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else expect(answer.body.message).toMatch(message);
}

interface UploadOptions {
  name?: string;
  md5?: string;
  size?: number;
  designerId?: number;
  labelIds?: number[];
  shared?: boolean;
}

async function upload(username: string, bytes: Buffer, options: UploadOptions = {}): Promise<Answer<Material>> {
  const params = new URLSearchParams({ md5: options.md5 ?? md5Of(bytes), size: String(options.size ?? bytes.length), name: options.name ?? 'upload.png' });
  if (options.designerId !== undefined) params.set('designerId', String(options.designerId));
  if (options.labelIds?.length) params.set('labelIds', options.labelIds.join(','));
  if (options.shared !== undefined) params.set('shared', String(options.shared));
  const response = await fetch(`${server.baseUrl}${FILE}?${params}`, {
    method: 'PUT',
    headers: { authorization: `Toufang ${tokens[username]}`, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text), text };
}

let shade = 0;
/** A new image each call (another colour, so another MD5). */
async function newImage(width = 1280, height = 720): Promise<Buffer> {
  shade += 1;
  const sharp = (await import('sharp')).default;
  const base = await sampleImage('png', width, height);
  return sharp(base).tint({ r: (shade * 37) % 256, g: (shade * 91) % 256, b: (shade * 53) % 256 }).png().toBuffer();
}

const list = async (username: string, query: Record<string, unknown> = {}) => expectOk(await post<Page>(LIST, username, { current: 1, size: 200, ...query }));
const fetchLink = (link: string, headers: Record<string, string> = {}) => fetch(new URL(link, server.baseUrl), { headers });
const storedFiles = async (md5: string) => sqlOn(server.app.toufang.db).selectFrom('materials').select('id').where('md5', '=', md5).execute();
const userId = async (username: string) => (await sqlOn(server.app.toufang.db).selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('上传素材 through the server', () => {
  it('makes an image a material with what the file says of itself, the designer uploading it as its designer', async () => {
    const bytes = await newImage(1280, 720);
    const check = expectOk(await post<{ duplicate: unknown; mode: string; upload: unknown }>(CHECK, 'designer', { md5: md5Of(bytes), size: bytes.length, name: '夏季大促.png' }));
    expect(check).toEqual({ duplicate: null, mode: 'server', upload: null });
    const material = expectOk(await upload('designer', bytes, { name: '夏季大促.png' }));
    expect(material).toMatchObject({ name: '夏季大促.png', kind: 'image', format: 'png', mime: 'image/png', size: bytes.length, width: 1280, height: 720, durationMs: null, md5: md5Of(bytes), source: 'upload', shared: false, favorite: false, posterUrl: null });
    expect(material.designer?.id).toBe(await userId('designer'));
    expect(material.uploader?.id).toBe(await userId('designer'));

    const original = await fetchLink(material.fileUrl);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true);
    const thumbnail = await fetchLink(material.thumbnailUrl);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect((await thumbnail.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('reads a video: duration, resolution and a poster frame, and serves byte ranges for seeking', async () => {
    const file = path.join(scratch, 'clip.mp4');
    await sampleVideo(file, { width: 720, height: 1280, seconds: 2 });
    const bytes = readFileSync(file);
    const material = expectOk(await upload('designer', bytes, { name: '口播_竖版.mp4' }));
    expect(material).toMatchObject({ kind: 'video', format: 'mp4', mime: 'video/mp4', width: 720, height: 1280 });
    expect(material.durationMs).toBeGreaterThanOrEqual(1900);
    expect(material.durationMs).toBeLessThanOrEqual(2200);
    const poster = await fetchLink(material.posterUrl ?? '');
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    const part = await fetchLink(material.fileUrl, { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(10, 20))).toBe(true);
    const outside = await fetchLink(material.fileUrl, { range: `bytes=${bytes.length + 10}-` });
    expect(outside.status).toBe(416);
  });

  it('answers 重复素材 for bytes the company already has, whoever uploaded them, and stores nothing twice', async () => {
    const bytes = await newImage();
    const first = expectOk(await upload('designer', bytes, { name: '第一次.png' }));
    const check = expectOk(await post<{ duplicate: Material | null }>(CHECK, 'operator', { md5: md5Of(bytes).toUpperCase(), size: bytes.length, name: '再来一次.png' }));
    expect(check.duplicate).toMatchObject({ id: first.id, name: '第一次.png' });
    expectRefusal(await upload('operator', bytes, { name: '再来一次.png' }), 1501, `重复素材：这个文件已在素材库中（素材「第一次.png」，ID ${first.id}），无需再次上传`);
    expect(await storedFiles(md5Of(bytes))).toHaveLength(1);
  });

  it('keeps companies apart: the same bytes are another company\'s own material, and its ids answer as missing', async () => {
    const bytes = await newImage();
    const ours = expectOk(await upload('admin', bytes));
    const theirs = expectOk(await upload('yuanhang', bytes));
    expect(theirs.id).not.toBe(ours.id);
    expectRefusal(await post(DETAIL, 'yuanhang', { id: ours.id }), 404, '素材不存在或已删除');
    expect((await list('yuanhang')).records.map((m) => m.id)).not.toContain(ours.id);
  });

  it('refuses bad files with the reason and leaves nothing behind', async () => {
    const bytes = await newImage();
    expectRefusal(await upload('designer', bytes, { md5: md5Of(Buffer.from('other')) }), 400, '文件内容与声明的 MD5 不一致，未保存（文件可能在上传途中损坏，请重新上传）');
    expect(await storedFiles(md5Of(Buffer.from('other')))).toHaveLength(0);
    expectRefusal(await upload('designer', bytes, { size: bytes.length + 5 }), 400, /文件大小与声明的不一致/);

    const zip = Buffer.concat([Buffer.from('504b030414000000080000000000', 'hex'), Buffer.alloc(200, 7)]);
    const refusedZip = await upload('designer', zip, { name: '海报.png' });
    expect(refusedZip.body.code, refusedZip.text).toBe(400);
    expect(refusedZip.body.message).toMatch(/png|zip|压缩/i);
    expect(await storedFiles(md5Of(zip))).toHaveLength(0);

    const truncated = bytes.subarray(0, Math.floor(bytes.length / 2));
    expect((await upload('designer', truncated)).body.code).toBe(400);
    expect(await storedFiles(md5Of(truncated))).toHaveLength(0);

    expectRefusal(await upload('designer', await newImage(), { labelIds: [99_999_999_999] }), 400, '标签不存在或已被删除，请刷新标签后重试');

    const tooLarge = await post(CHECK, 'designer', { md5: md5Of(bytes), size: 10 * 1024 ** 3, name: '超大.mp4' });
    expectRefusal(tooLarge, 400, /^文件超过 \d+ MB，所有媒体都不接受这么大的素材，请压缩后再上传$/);
  });

  it('keeps a name with path parts as a plain name, and refuses a JSON body on the file operation', async () => {
    const material = expectOk(await upload('designer', await newImage(), { name: '../../etc/主图.png' }));
    expect(material.name).toBe('主图.png');
    const json = await server.call(`${FILE}?md5=${'a'.repeat(32)}&size=10&name=x.png`, { method: 'POST', body: {}, token: tokens.designer });
    expect(json.status).toBe(404);
    const wrongType = await fetch(`${server.baseUrl}${FILE}?md5=${'a'.repeat(32)}&size=2&name=x.png`, {
      method: 'PUT',
      headers: { authorization: `Toufang ${tokens.designer}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(((await wrongType.json()) as { message: string }).message).toBe('请以文件内容（application/octet-stream）上传素材');
  });

  it('lets only the five internal roles in', async () => {
    expect((await post(LIST, 'agent1', { current: 1, size: 10 })).status).toBe(403);
    expect((await upload('agent1', await newImage())).status).toBe(403);
  });
});

describe('素材库: who sees what, and the edits', () => {
  it('shows a designer their own and the shared materials, the design manager the design team\'s, the operator all', async () => {
    const byAdmin = expectOk(await upload('admin', await newImage(), { name: '管理员上传.png' }));
    const sharedByAdmin = expectOk(await upload('admin', await newImage(), { name: '共享素材.png', shared: true }));
    const forDesigner = expectOk(await upload('admin', await newImage(), { name: '给设计师的.png', designerId: await userId('designer') }));
    const ids = async (username: string) => (await list(username)).records.map((m) => m.id);
    expect(await ids('designer')).toEqual(expect.arrayContaining([sharedByAdmin.id, forDesigner.id]));
    expect(await ids('designer')).not.toContain(byAdmin.id);
    expect(await ids('designmanager')).toEqual(expect.arrayContaining([sharedByAdmin.id, forDesigner.id]));
    expect(await ids('designmanager')).not.toContain(byAdmin.id);
    expect(await ids('operator')).toEqual(expect.arrayContaining([byAdmin.id, sharedByAdmin.id, forDesigner.id]));
    expectRefusal(await post(DETAIL, 'designer', { id: byAdmin.id }), 404, '素材不存在或已删除');
    // Shared is seen, not changed, by a designer who neither designed nor uploaded it.
    const refused = await post(UPDATE, 'designer', { ids: [sharedByAdmin.id], shared: false });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('其中 1 个素材不是你设计或上传的，设计师只能修改自己的素材');
  });

  it('offers the company\'s designers and the uploaders of what the caller sees', async () => {
    const people = expectOk(await post<{ designers: { id: number; name: string }[]; uploaders: { id: number; name: string }[] }>('/api/material/people', 'operator'));
    expect(people.designers.map((p) => p.id)).toEqual(expect.arrayContaining([await userId('designer'), await userId('designmanager')]));
    expect(people.designers.map((p) => p.id)).not.toContain(await userId('operator'));
    expect(people.uploaders.map((p) => p.id)).toEqual(expect.arrayContaining([await userId('admin'), await userId('designer')]));
    const theirs = expectOk(await post<{ designers: { id: number }[] }>('/api/material/people', 'yuanhang'));
    expect(theirs.designers.map((p) => p.id)).not.toContain(await userId('designer'));
  });

  it('filters by kind, orientation, designer, keyword and date, newest first', async () => {
    const portrait = expectOk(await upload('designer', await newImage(720, 1280), { name: '竖版海报_筛选.png' }));
    const square = expectOk(await upload('designer', await newImage(1080, 1080), { name: '方图_筛选.png' }));
    const found = (await list('designer', { keyword: '筛选' })).records.map((m) => m.id);
    expect(found).toEqual([square.id, portrait.id]);
    expect((await list('designer', { keyword: '筛选', orientation: 'portrait' })).records.map((m) => m.id)).toEqual([portrait.id]);
    expect((await list('designer', { keyword: '筛选', orientation: 'square' })).records.map((m) => m.id)).toEqual([square.id]);
    expect((await list('designer', { keyword: square.md5 })).records.map((m) => m.id)).toEqual([square.id]);
    expect((await list('designer', { keyword: '筛选', kind: 'video' })).total).toBe(0);
    expect((await list('designer', { keyword: '筛选', designerIds: [await userId('designer')] })).total).toBe(2);
    expect((await list('designer', { keyword: '筛选', from: '2000-01-01', to: '2000-01-02' })).total).toBe(0);
    expect((await list('designer', { keyword: '筛选', sort: 'name', order: 'asc' })).records.map((m) => m.name)).toEqual(['方图_筛选.png', '竖版海报_筛选.png']);
  });

  // Keywords of one or two characters take the name test the trigram index cannot serve, longer ones the
  // index (keyword.ts); Chinese goes either way with the database's ctype. Both find the same materials.
  it('finds names by keywords short and long, Chinese and Latin in either case, wildcards taken as they are', async () => {
    const both = expectOk(await upload('designer', await newImage(), { name: '兰花展Orchid_横版%2.png' }));
    const red = expectOk(await upload('designer', await newImage(), { name: '兰花展红包.png' }));
    const latin = expectOk(await upload('designer', await newImage(), { name: 'orchid-only.png' }));
    const found = async (keyword: string) => (await list('designer', { keyword })).records.map((m) => m.id);
    expect(await found('兰花')).toEqual([red.id, both.id]);
    expect(await found('兰花展红包')).toEqual([red.id]);
    expect(await found('ORCHID')).toEqual([latin.id, both.id]);
    expect(await found('id_横')).toEqual([both.id]);
    expect(await found('%2')).toEqual([both.id]);
    expect(await found('d_o')).toEqual([]);
    // A page past the matches: no rows, the total still told.
    const past = await list('designer', { keyword: '兰花展', current: 2, size: 2 });
    expect(past.total).toBe(2);
    expect(past.records).toEqual([]);
  });

  it('renames one, sets labels, designer and sharing on several, keeps favourites per person', async () => {
    const a = expectOk(await upload('designmanager', await newImage(), { name: '批量A.png' }));
    const b = expectOk(await upload('designmanager', await newImage(), { name: '批量B.png' }));
    const labels = expectOk(await post<{ labels: { id: number; name: string }[] }[]>(LABELS, 'admin')).flatMap((g) => g.labels);
    const [first, second] = labels;
    expectOk(await post(UPDATE, 'designmanager', { ids: [a.id, b.id], addLabelIds: [first.id, second.id], designerId: await userId('designer'), shared: true }));
    expectOk(await post(UPDATE, 'designmanager', { ids: [b.id], removeLabelIds: [first.id] }));
    expectOk(await post(UPDATE, 'designmanager', { ids: [a.id], name: '改名后的A.png' }));
    expectRefusal(await post(UPDATE, 'designmanager', { ids: [a.id, b.id], name: '同名' }), 400, '一次只能重命名一个素材');
    expectRefusal(await post(UPDATE, 'designmanager', { ids: [a.id], designerId: await userId('operator') }), 400, '设计师须为本公司的设计师或设计经理');
    const afterA = expectOk(await post<Material>(DETAIL, 'designmanager', { id: a.id }));
    const afterB = expectOk(await post<Material>(DETAIL, 'designmanager', { id: b.id }));
    expect(afterA).toMatchObject({ name: '改名后的A.png', shared: true, designer: { id: await userId('designer') } });
    expect(afterA.labels.map((l) => l.id).sort()).toEqual([first.id, second.id].sort());
    expect(afterB.labels.map((l) => l.id)).toEqual([second.id]);
    const labelled = (await list('designmanager', { labelIds: [first.id] })).records.map((m) => m.id);
    expect(labelled).toContain(a.id);
    expect(labelled).not.toContain(b.id);

    expectOk(await post(FAVORITE, 'designmanager', { ids: [a.id], favorite: true }));
    expect((await list('designmanager', { favoriteOnly: true })).records.map((m) => m.id)).toEqual([a.id]);
    expect((await list('operator', { favoriteOnly: true })).records.map((m) => m.id)).not.toContain(a.id);
    expectOk(await post(FAVORITE, 'designmanager', { ids: [a.id], favorite: false }));
    expect((await list('designmanager', { favoriteOnly: true })).total).toBe(0);
  });

  it('warns before removing a material that delivering ads use, names them, and removes it with its file when confirmed', async () => {
    const material = expectOk(await upload('admin', await newImage(), { name: '投放中的素材.png' }));
    const db = sqlOn(server.app.toufang.db);
    const account = await db.selectFrom('media_accounts').select(['id', 'media_code', 'account_id']).where('customer_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await db.insertInto('material_pushes').values({ material_id: material.id, media_account_id: account.id, media_code: account.media_code, media_material_id: 'mat-test-1', review_state: 'approved' }).execute();
    const now = new Date();
    await db
      .insertInto('delivery_objects')
      .values({
        media_code: account.media_code,
        object_id: 'ad-using-material-1',
        account_id: account.id,
        customer_id: 1,
        level: 'ad',
        parent_id: null,
        name: '用这个素材的广告',
        opt_status: 'enabled',
        review: 'approved',
        reject_reason: null,
        learning: 'none',
        status_text: '投放中',
        budget_fen: null,
        bid_fen: null,
        schedule: null,
        material_id: 'mat-test-1',
        created_at: now,
        modified_at: now,
        synced_at: now,
      } as never)
      .execute();
    const warned = expectOk(await post<{ removed: number; inUse: { id: number; adCount: number; ads: { adName: string; advertiserId: string }[] }[] }>(REMOVE, 'admin', { ids: [material.id] }));
    expect(warned).toEqual({ removed: 0, inUse: [{ id: material.id, name: '投放中的素材.png', adCount: 1, ads: [{ mediaCode: account.media_code, advertiserId: account.account_id, adId: 'ad-using-material-1', adName: '用这个素材的广告' }] }] });
    expect(await storedFiles(material.md5)).toHaveLength(1);

    expect(expectOk(await post(REMOVE, 'admin', { ids: [material.id], confirm: true }))).toEqual({ removed: 1, inUse: [] });
    expect(await storedFiles(material.md5)).toHaveLength(0);
    expect((await fetchLink(material.fileUrl)).status).toBe(404);
    await db.deleteFrom('delivery_objects').where('object_id', '=', 'ad-using-material-1').execute();
  });

  it('opens a file only through its own unaltered link', async () => {
    const material = expectOk(await upload('designer', await newImage()));
    const link = new URL(material.fileUrl, server.baseUrl);
    const altered = new URL(link);
    altered.searchParams.set('c', '2');
    const answer = await fetch(altered);
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { message: string }).message).toBe('文件链接已失效，请刷新页面');
    const expired = new URL(link);
    expired.searchParams.set('expires', '1000');
    expect((await fetch(expired)).status).toBe(404);
  });

  it('answers a page from its one statement exactly as material by material', async () => {
    const db = server.app.toufang.db;
    const material = expectOk(await upload('designmanager', await newImage(), { name: '一页对照.png' }));
    const labels = expectOk(await post<{ labels: { id: number }[] }[]>(LABELS, 'admin')).flatMap((g) => g.labels);
    expectOk(await post(UPDATE, 'designmanager', { ids: [material.id], addLabelIds: labels.slice(0, 3).map((l) => l.id) }));
    expectOk(await post(FAVORITE, 'designmanager', { ids: [material.id], favorite: true }));
    const accounts = await sqlOn(db).selectFrom('media_accounts').select(['id', 'media_code']).where('customer_id', '=', 1).orderBy('id').limit(2).execute();
    await sqlOn(db)
      .insertInto('material_pushes')
      .values(accounts.map((a, i) => ({ material_id: material.id, media_account_id: a.id, media_code: a.media_code, media_material_id: `page-${i}`, review_state: i ? 'rejected' : 'approved', reject_reason: i ? '画面模糊' : null, quality_labels: i ? ['低效'] : [] })))
      .execute();
    const ids = (await list('designmanager')).records.map((m) => String(m.id));
    expect(ids).toContain(String(material.id));
    const session = { userId: await userId('designmanager') } as SessionUser;
    const links = fileLinks(server.app.toufang.storage, 'a test secret', () => 0);
    const rows = (await materialsWithPeople(db).select(MATERIAL_COLUMNS).where('m.id', 'in', ids).execute()) as MaterialRow[];
    const inOrder = ids.map((id) => rows.find((row) => String(row.id) === id) as MaterialRow);
    const page = await materialPage(db, session, links, [...ids, '999999999']);
    expect(page).toEqual(await materialAnswers(db, session, links, inOrder));
    expect(page.find((m) => m.id === material.id)).toMatchObject({ favorite: true, pushes: [{ reviewState: 'approved' }, { reviewState: 'rejected', rejectReason: '画面模糊', qualityLabels: ['低效'] }] });
    expect(page.find((m) => m.id === material.id)?.labels).toHaveLength(3);
  });

  it('answers the same total from the kept counts as from counting the rows, after uploads, edits and removals', async () => {
    // Ran last in this file: every upload, designer change, sharing change and removal above has moved the counts.
    const mine = expectOk(await upload('designer', await newImage(), { name: '计数共享.png' }));
    expectOk(await post(UPDATE, 'designer', { ids: [mine.id], shared: true }));
    const gone = expectOk(await upload('designmanager', await newImage(), { name: '计数后删除.png' }));
    expectOk(await post(REMOVE, 'admin', { ids: [gone.id], confirm: true }));
    const queries = [{}, { kind: 'video' }, { kind: 'image', source: 'upload' }, { designerIds: [await userId('designer')] }, { uploaderIds: [await userId('admin')] }];
    for (const username of ['admin', 'operator', 'designmanager', 'designer', 'yuanhang']) {
      for (const query of queries) {
        const kept = await list(username, query);
        // A date filter every material passes makes the server count the rows themselves.
        const counted = await list(username, { ...query, from: '2000-01-01' });
        expect(kept.total, `${username} ${JSON.stringify(query)}`).toBe(counted.total);
        expect(kept.records.map((m) => m.id)).toEqual(counted.records.map((m) => m.id));
      }
    }
    expect((await list('operator', { source: 'upload' })).records.map((m) => m.id)).toContain(mine.id);
  });
});
