// Contract tests of 评论管理 through the desk (docs/design/properties.md §2.5 actOnProperties, §2.7, §3.1): the
// comments toutiao's sandbox derives from the demo account's delivering ads are synced into the desk's copy, and
// each action answers per comment — the copy updated at once and an audit record per comment the media took, the
// media's refusal in its words, another company's comments missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { sqlOn } from '@toufang/server-db';
import { createWorker, manualClock } from '@toufang/server-jobs';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';
import { unpacedSandboxes } from './sandbox-test-kit';
import { propertySyncJob } from './sync';

type Page = components['schemas']['PropertyPage'];
type Outcomes = components['schemas']['PropertyOutcomes'];

let server: TestServer;
const tokens: Record<string, string> = {};
let accountId: number;
const db = () => server.app.toufang.db;

const post = <T>(urlPath: string, username: string, body: unknown) => server.call<T>(urlPath, { body, token: tokens[username] });
function expectOk<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}
const comments = (username = 'manager') => post<Page>('/api/property/list', username, { media: 'toutiao', type: 'comment-management', current: 1, size: 100 });
const act = (username: string, action: string, ids: number[], input?: Record<string, unknown>) =>
  post<Outcomes>('/api/property/act', username, { media: 'toutiao', type: 'comment-management', action, ids, input });

beforeAll(async () => {
  server = await startTestServer({ media: (database) => unpacedSandboxes(database).media });
  for (const username of ['manager', 'yuanhang']) tokens[username] = await server.login(username);
  accountId = (
    await sqlOn(db())
      .selectFrom('media_accounts')
      .select('id')
      .where('customer_id', '=', 1)
      .where('media_code', '=', 'toutiao')
      .where('authorization_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  expectOk(await post('/api/property/sync', 'manager', { media: 'toutiao', type: 'comment-management', accountIds: [accountId] }));
  const worker = createWorker(server.app.toufang, { jobs: [propertySyncJob], schedules: [], clock: manualClock(new Date()), heartbeatMs: false });
  while ((await worker.runOnce()) > 0) {
    // a job may leave work for the next claim
  }
});
afterAll(async () => {
  await server?.close();
});

describe('comments through the desk', () => {
  it('lists the comments the media’s users left on the account’s ads', async () => {
    const page = expectOk(await comments());
    expect(page.rows.filter((r) => r.accountId === accountId).length).toBeGreaterThan(0);
    for (const row of page.rows) {
      expect(row).toMatchObject({ media: 'toutiao', type: 'comment-management', review: null });
      expect(row.summary).toHaveProperty('评论人');
    }
  });

  it('replies, hides and pins per comment: the copy answered at once, an audit record per comment taken', async () => {
    const [a, b] = expectOk(await comments()).rows;
    const replied = expectOk(await act('manager', 'reply', [a.id], { text: '感谢您的关注，已为您安排客服' }));
    expect(replied.outcomes).toEqual([{ id: a.id, name: a.name, ok: true, reason: null }]);
    const tooLong = expectOk(await act('manager', 'reply', [b.id], { text: '长'.repeat(101) }));
    expect(tooLong.outcomes).toEqual([{ id: b.id, name: b.name, ok: false, reason: '巨量引擎：回复最长100个字' }]);
    expect(expectOk(await act('manager', 'hide', [b.id])).outcomes[0].ok).toBe(true);
    const hiddenReply = expectOk(await act('manager', 'reply', [b.id], { text: '您好' }));
    expect(hiddenReply.outcomes[0]).toMatchObject({ ok: false, reason: '巨量引擎：评论已隐藏，不能回复' });
    expect(expectOk(await act('manager', 'pin', [a.id])).outcomes[0].ok).toBe(true);

    const rows = expectOk(await comments()).rows;
    expect(rows.find((r) => r.id === a.id)?.summary.状态).toBe('已置顶');
    expect(rows.find((r) => r.id === b.id)?.statusText).toBe('已隐藏');
    // The comment page's filters: a value held exactly.
    const hidden = expectOk(await post<Page>('/api/property/list', 'manager', { media: 'toutiao', type: 'comment-management', current: 1, size: 100, values: { hidden: true } })).rows;
    expect(hidden.map((r) => r.id)).toContain(b.id);
    expect(hidden.map((r) => r.id)).not.toContain(a.id);
    const onAd = expectOk(await post<Page>('/api/property/list', 'manager', { media: 'toutiao', type: 'comment-management', current: 1, size: 100, values: { ad_id: a.summary['广告ID'] } })).rows;
    expect(onAd.length).toBeGreaterThan(0);
    expect(onAd.every((r) => r.summary['广告ID'] === a.summary['广告ID'])).toBe(true);
    const stored = await sqlOn(db()).selectFrom('media_properties').select('values').where('id', '=', String(a.id)).executeTakeFirstOrThrow();
    expect(stored.values).toMatchObject({ reply_text: '感谢您的关注，已为您安排客服', pinned: true });
    const audit = await sqlOn(db()).selectFrom('audit_records').select('object_id').where('object_id', 'in', [a.mediaId, b.mediaId]).execute();
    // reply and pin of a, hide of b: the two refusals left none.
    expect(audit).toHaveLength(3);
  });

  it('refuses an action toutiao does not offer on comments, and answers another company’s comments as missing', async () => {
    const [a] = expectOk(await comments()).rows;
    const publish = await act('manager', 'publish', [a.id]);
    expect(publish.body.code).not.toBe(200);
    const foreign = await act('yuanhang', 'hide', [a.id]);
    expect(foreign.body.code).toBe(404);
    expect(foreign.body.message).toBe('资产不存在或已删除');
    expect(expectOk(await comments()).rows.find((r) => r.id === a.id)?.statusText).not.toBe('已隐藏');
  });
});
