// Contract tests of 素材审核 and its share links: the real server over a fresh seeded database, called over
// HTTP. The materials are rows of the company's library (their files are not read by these calls; the
// upload has its own suite). Every refusal is checked for its code and its Chinese message.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';
import { REVIEW_CODES, REVIEW_TEXTS } from './texts';

const QUEUE = '/api/material/review/list';
const DETAIL = '/api/material/review/detail';
const DECIDE = '/api/material/review/decide';
const COMMENT = '/api/material/review/comment';
const SHARE = '/api/material/review/share/create';
const SHARES = '/api/material/review/share/list';
const REVOKE = '/api/material/review/share/revoke';
const OPEN = '/api/open_api/material-review-share/open';
const GUEST_COMMENT = '/api/open_api/material-review-share/comment';
const GUEST_DECIDE = '/api/open_api/material-review-share/decide';

type Page = components['schemas']['MaterialReviewPage'];
type Detail = components['schemas']['MaterialReviewDetail'];
type Share = components['schemas']['MaterialReviewShare'];
type View = components['schemas']['MaterialReviewShareView'];
type Shared = components['schemas']['SharedMaterial'];

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['admin', 'manager', 'operator', 'designer', 'designmanager', 'yuanhang']) tokens[username] = await server.login(username);
});
afterAll(async () => {
  await server?.close();
});

const post = <T>(urlPath: string, username: string | null, body: unknown = {}) => server.call<T>(urlPath, { body, ...(username ? { token: tokens[username] } : {}) });

function expectOk<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}

function expectRefusal(answer: Answer<unknown>, code: number, message: string) {
  expect(answer.body?.code, answer.text).toBe(code);
  expect(answer.body.data).toBeNull();
  expect(answer.body.message).toBe(message);
}

const db = () => sqlOn(server.app.toufang.db);
const userId = async (username: string) => (await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

let made = 0;
/** A material row of the company, designed by `designer` (a new MD5 each). */
async function material(designer: string, customerId = 1, name = `审核素材-${++made}.png`): Promise<number> {
  const id = await userId(designer);
  const row = await db()
    .insertInto('materials')
    .values({
      customer_id: customerId,
      md5: randomBytes(16).toString('hex'),
      name,
      kind: 'image',
      format: 'png',
      mime: 'image/png',
      size_bytes: 1024,
      width: 1280,
      height: 720,
      designer_id: id,
      uploader_id: id,
      source: 'upload',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const queue = async (username: string, query: Record<string, unknown> = {}) => expectOk(await post<Page>(QUEUE, username, { current: 1, size: 200, ...query }));
const share = async (username: string, body: Record<string, unknown>) => expectOk(await post<Share>(SHARE, username, { guestName: '王总', rights: 'approve', expiresInDays: 7, ...body }));
const open = (token: string, password?: string) => post<View>(OPEN, null, { token, ...(password === undefined ? {} : { password }) });

describe('素材审核: the queue', () => {
  it('holds new materials as 待审核, takes 通过 and 驳回 with a reason, and counts each state', async () => {
    const [a, b, c] = [await material('designer'), await material('designer'), await material('designmanager')];
    const before = await queue('designmanager');
    for (const id of [a, b, c]) expect(before.records.find((r) => r.material.id === id)).toMatchObject({ state: 'pending', reason: null, deciderName: null, commentCount: 0 });

    expectRefusal(await post(DECIDE, 'designmanager', { materialIds: [b], verdict: 'rejected' }), 400, REVIEW_TEXTS.REASON_REQUIRED);
    expectRefusal(await post(DECIDE, 'designmanager', { materialIds: [b], verdict: 'rejected', reason: '   ' }), 400, REVIEW_TEXTS.REASON_REQUIRED);
    expect(expectOk(await post(DECIDE, 'designmanager', { materialIds: [a], verdict: 'approved' }))).toEqual({ updated: 1 });
    expect(expectOk(await post(DECIDE, 'manager', { materialIds: [b], verdict: 'rejected', reason: ' 字体侵权 ' }))).toEqual({ updated: 1 });

    const after = await queue('admin');
    expect(after.records.find((r) => r.material.id === a)).toMatchObject({ state: 'approved', reason: null, deciderName: '周婷' });
    expect(after.records.find((r) => r.material.id === b)).toMatchObject({ state: 'rejected', reason: '字体侵权' });
    expect(after.counts.approved - before.counts.approved).toBe(1);
    expect(after.counts.rejected - before.counts.rejected).toBe(1);
    expect(before.counts.pending - after.counts.pending).toBe(2);

    const rejected = await queue('admin', { state: 'rejected' });
    expect(rejected.records.every((r) => r.state === 'rejected')).toBe(true);
    expect(rejected.total).toBe(after.counts.rejected);
    const designerId = await userId('designmanager');
    expect((await queue('admin', { designerIds: [designerId] })).records.every((r) => r.material.designer?.id === designerId)).toBe(true);
  });

  it('shows a designer their own materials\' verdicts only, and lets only ADMIN, MANAGER and the design manager decide', async () => {
    const mine = await material('designer');
    const theirs = await material('designmanager');
    const designerQueue = await queue('designer');
    expect(designerQueue.records.some((r) => r.material.id === mine)).toBe(true);
    expect(designerQueue.records.some((r) => r.material.id === theirs)).toBe(false);
    for (const username of ['designer', 'operator']) {
      const refused = await post(DECIDE, username, { materialIds: [mine], verdict: 'approved' });
      expect(refused.status).toBe(403);
    }
    expectRefusal(await post(DETAIL, 'designer', { materialId: theirs }), 404, '素材不存在或已删除');
  });

  it('keeps comments with their author and time, and every verdict in the history, newest first', async () => {
    const id = await material('designer');
    const comment = expectOk(await post<components['schemas']['MaterialReviewComment']>(COMMENT, 'designer', { materialId: id, text: '  请看下第二版  ' }));
    expect(comment).toMatchObject({ authorName: '李静', guest: false, text: '请看下第二版' });
    expect(comment.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expectOk(await post(DECIDE, 'designmanager', { materialIds: [id], verdict: 'rejected', reason: '画面偏暗' }));
    expectOk(await post(DECIDE, 'designmanager', { materialIds: [id], verdict: 'approved' }));
    const detail = expectOk(await post<Detail>(DETAIL, 'designer', { materialId: id }));
    expect(detail.item).toMatchObject({ state: 'approved', commentCount: 1 });
    expect(detail.comments.map((c) => c.text)).toEqual(['请看下第二版']);
    expect(detail.history.map((h) => [h.state, h.reason, h.deciderName])).toEqual([
      ['approved', null, '周婷'],
      ['rejected', '画面偏暗', '周婷'],
    ]);
    const audit = await db().selectFrom('audit_records').select(['action', 'action_name']).where('object_id', '=', String(id)).orderBy('id').execute();
    expect(audit.map((a) => a.action_name)).toEqual(['素材审核驳回', '素材审核通过']);
  });

  it('answers another company\'s material ids like missing ones, and never lists them', async () => {
    const other = await material('yuanhang', 2);
    expect((await queue('admin')).records.some((r) => r.material.id === other)).toBe(false);
    expect((await queue('yuanhang')).records.map((r) => r.material.id)).toContain(other);
    expectRefusal(await post(DETAIL, 'admin', { materialId: other }), 404, '素材不存在或已删除');
    expectRefusal(await post(DECIDE, 'admin', { materialIds: [other], verdict: 'approved' }), 404, '素材不存在或已删除');
    expectRefusal(await post(COMMENT, 'admin', { materialId: other, text: '你好' }), 404, '素材不存在或已删除');
    expectRefusal(await post(SHARE, 'admin', { materialIds: [other], guestName: '王总', rights: 'approve', expiresInDays: 7 }), 404, '素材不存在或已删除');
    expect(await db().selectFrom('material_reviews').select('material_id').where('material_id', '=', other).execute()).toEqual([]);
  });
});

describe('素材审核分享: the sharer', () => {
  it('creates a link with a 256-bit token, lists it while it lives, and revokes it; the guest is told it was revoked', async () => {
    const ids = [await material('designer'), await material('designer')];
    const link = await share('designmanager', { materialIds: ids, rights: 'comment', password: 'abcd1234' });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ path: `/common-app/material-review-share/${link.token}`, guestName: '王总', rights: 'comment', hasPassword: true, materialCount: 2 });
    const stored = await db().selectFrom('material_review_shares').select('password_hash').where('id', '=', link.id).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain('abcd1234');

    expect(expectOk(await post<Share[]>(SHARES, 'designmanager')).map((s) => s.id)).toContain(link.id);
    expect(expectOk(await post<Share[]>(SHARES, 'admin')).map((s) => s.id)).not.toContain(link.id);
    expectRefusal(await post(REVOKE, 'admin', { id: link.id }), 404, REVIEW_TEXTS.SHARE_NOT_FOUND);
    expect(expectOk(await post(REVOKE, 'designmanager', { id: link.id }))).toEqual({ revoked: true });
    expect(expectOk(await post<Share[]>(SHARES, 'designmanager')).map((s) => s.id)).not.toContain(link.id);
    expectRefusal(await open(link.token, 'abcd1234'), REVIEW_CODES.SHARE_UNUSABLE, REVIEW_TEXTS.SHARE_REVOKED);
  });

  it('is refused to designers and optimisers (HTTP 403)', async () => {
    const id = await material('designer');
    for (const username of ['designer', 'operator']) {
      expect((await post(SHARE, username, { materialIds: [id], guestName: '王总', rights: 'approve', expiresInDays: 1 })).status).toBe(403);
    }
  });
});

describe('素材审核分享: the guest, without a token', () => {
  it('says an unknown link and an expired link apart, in Chinese', async () => {
    expectRefusal(await open('x'.repeat(43)), REVIEW_CODES.SHARE_UNUSABLE, REVIEW_TEXTS.SHARE_UNKNOWN);
    const link = await share('designmanager', { materialIds: [await material('designer')] });
    await db().updateTable('material_review_shares').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', link.id).execute();
    expectRefusal(await open(link.token), REVIEW_CODES.SHARE_UNUSABLE, REVIEW_TEXTS.SHARE_EXPIRED);
    expect(expectOk(await post<Share[]>(SHARES, 'designmanager')).map((s) => s.id)).not.toContain(link.id);
  });

  it('asks for the password, refuses a wrong one, and opens with the right one', async () => {
    const link = await share('designmanager', { materialIds: [await material('designer')], password: 'secret-42' });
    expectRefusal(await open(link.token), REVIEW_CODES.SHARE_PASSWORD, REVIEW_TEXTS.PASSWORD_REQUIRED);
    expectRefusal(await open(link.token, 'secret-41'), REVIEW_CODES.SHARE_PASSWORD, REVIEW_TEXTS.PASSWORD_WRONG);
    const view = expectOk(await open(link.token, 'secret-42'));
    expect(view).toMatchObject({ guestName: '王总', rights: 'approve', sharerName: '周婷' });
    expect(view.accessKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sees only the link\'s materials, with signed file links and none of the desk\'s people, labels or MD5', async () => {
    const ids = [await material('designer'), await material('designmanager')];
    await material('designer');
    const link = await share('admin', { materialIds: ids });
    const view = expectOk(await open(link.token));
    expect(view.materials.map((m) => m.id)).toEqual(ids);
    for (const m of view.materials) {
      expect(Object.keys(m).sort()).toEqual(['comments', 'durationMs', 'fileUrl', 'height', 'id', 'kind', 'name', 'posterUrl', 'reason', 'state', 'thumbnailUrl', 'width']);
      expect(m.thumbnailUrl).toMatch(/^\/files\/material\?c=1&md5=[0-9a-f]{32}&variant=thumbnail&.*signature=[0-9a-f]{64}$/);
    }
  });

  it('comments under the guest name on a comment-only link, and cannot decide there', async () => {
    const id = await material('designer');
    const link = await share('designmanager', { materialIds: [id], rights: 'comment', guestName: '品牌方李总' });
    const { accessKey } = expectOk(await open(link.token));
    const commented = expectOk(await post<Shared>(GUEST_COMMENT, null, { token: link.token, accessKey, materialId: id, text: 'logo 再大一点' }));
    expect(commented.comments).toMatchObject([{ authorName: '品牌方李总', guest: true, text: 'logo 再大一点' }]);
    const refused = await post(GUEST_DECIDE, null, { token: link.token, accessKey, materialId: id, verdict: 'approved' });
    expect(refused.status).toBe(403);
    expectRefusal(refused, 403, REVIEW_TEXTS.COMMENT_ONLY);
    const detail = expectOk(await post<Detail>(DETAIL, 'designmanager', { materialId: id }));
    expect(detail.item.state).toBe('pending');
    expect(detail.comments).toMatchObject([{ authorName: '品牌方李总', guest: true }]);
  });

  it('approves and rejects through an approve link, and the sharer\'s queue shows the guest\'s verdict', async () => {
    const [a, b] = [await material('designer'), await material('designer')];
    const link = await share('designmanager', { materialIds: [a, b], guestName: '王总' });
    const { accessKey } = expectOk(await open(link.token));
    expectRefusal(await post(GUEST_DECIDE, null, { token: link.token, accessKey, materialId: b, verdict: 'rejected' }), 400, REVIEW_TEXTS.REASON_REQUIRED);
    expect(expectOk(await post<Shared>(GUEST_DECIDE, null, { token: link.token, accessKey, materialId: a, verdict: 'approved' }))).toMatchObject({ id: a, state: 'approved' });
    expect(expectOk(await post<Shared>(GUEST_DECIDE, null, { token: link.token, accessKey, materialId: b, verdict: 'rejected', reason: '色调不对' }))).toMatchObject({ state: 'rejected', reason: '色调不对' });
    const seen = (await queue('designmanager')).records;
    expect(seen.find((r) => r.material.id === a)).toMatchObject({ state: 'approved', deciderName: '王总（访客）' });
    const detail = expectOk(await post<Detail>(DETAIL, 'designmanager', { materialId: b }));
    expect(detail.history).toMatchObject([{ state: 'rejected', reason: '色调不对', deciderName: '王总（访客）', guest: true }]);
  });

  it('never reaches a material outside its set, another company\'s, or any other operation', async () => {
    const inside = await material('designer');
    const outside = await material('designer');
    const foreign = await material('yuanhang', 2);
    const link = await share('designmanager', { materialIds: [inside] });
    const { accessKey } = expectOk(await open(link.token));
    for (const materialId of [outside, foreign]) {
      expectRefusal(await post(GUEST_COMMENT, null, { token: link.token, accessKey, materialId, text: '看看' }), 404, REVIEW_TEXTS.NOT_IN_SHARE);
      expectRefusal(await post(GUEST_DECIDE, null, { token: link.token, accessKey, materialId, verdict: 'approved' }), 404, REVIEW_TEXTS.NOT_IN_SHARE);
    }
    expect(await db().selectFrom('material_review_comments').select('id').where('material_id', 'in', [outside, foreign]).execute()).toEqual([]);
    expect(await db().selectFrom('material_reviews').select('material_id').where('material_id', 'in', [outside, foreign]).execute()).toEqual([]);
    // Another link's access key, or none that fits, is refused.
    const other = await share('designmanager', { materialIds: [outside] });
    const otherKey = expectOk(await open(other.token)).accessKey;
    expectRefusal(await post(GUEST_DECIDE, null, { token: link.token, accessKey: otherKey, materialId: inside, verdict: 'approved' }), REVIEW_CODES.SHARE_PASSWORD, REVIEW_TEXTS.ACCESS_KEY_STALE);
    // The token is no desk token: every secured operation answers 401 to it.
    for (const path of [QUEUE, DETAIL, '/api/material/list', '/api/material/detail', '/api/user/user/get']) {
      const answer = await server.call(path, { body: { current: 1, size: 10, materialId: inside, id: inside }, token: link.token });
      expect(answer.status, path).toBe(401);
    }
  });
});

// Last in the file: it spends this address's minute of password attempts.
describe('素材审核分享: password attempts', () => {
  it('are limited per address (HTTP 429 with Retry-After), the right password included once the minute is spent', async () => {
    const link = await share('designmanager', { materialIds: [await material('designer')], password: 'right-one' });
    let answer: Answer<View> | undefined;
    for (let i = 0; i < 12 && answer?.status !== 429; i++) answer = await open(link.token, `wrong-${i}`);
    expect(answer?.status).toBe(429);
    const wait = answer?.headers.get('retry-after');
    expect(answer?.body.message).toBe(`请求过于频繁，请在${wait}秒后重试`);
    expect((await open(link.token, 'right-one')).status).toBe(429);
  });
});
