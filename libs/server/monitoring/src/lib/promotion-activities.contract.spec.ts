// Contract tests of 推广活动 (docs/design/tools.md §5.2) over the real server and the seeded template: the seed's
// activities came from the sandbox accounts' monitoring properties and their days through the port; the list,
// get and days keep to the caller's scope (an operator loses an account, an agent sees none, a designer reads and
// cannot save); a save makes an activity from a property and fetches its days at once; syncing again replaces
// each day rather than doubling it; a media without monitoring activities answers 该媒体暂不支持.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { chinaToday, DAY_MS, type MediaCode } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { createWorker, enqueue, manualClock } from '@toufang/server-jobs';
import { syncAccountType } from '@toufang/server-properties';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';
import { activitiesDailyJob } from './activity-schedules';
import { monitoringOf } from './promotion-activities';

type Schemas = components['schemas'];
type Page = Schemas['PromotionActivityPage'];
type Activity = Schemas['PromotionActivity'];
type Days = Schemas['PromotionActivityDays'];
type Options = Schemas['PromotionActivityOptions'];

let server: TestServer;
const tokens: Record<string, string> = {};
const db = () => server.app.toufang.db;
const post = <T>(path: string, body: unknown, as = 'manager') => server.call<T>(`/api/tools/monitor/activity/${path}`, { method: 'POST', token: tokens[as], body });
const list = (query: Record<string, unknown>, as = 'manager') => post<Page>('list', { current: 1, size: 200, ...query }, as);
const RANGE = { from: chinaToday(Date.now() - 30 * DAY_MS), to: chinaToday() };
function ok<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}
/** The seeded activities' account the operator no longer sees (taken out of their reach below). */
let hidden: number;

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['manager', 'operator', 'designer', 'agent1']) tokens[username] = await server.login(username);
  const q = sqlOn(db());
  const seeded = await q.selectFrom('promotion_activities').select('account_id').distinct().orderBy('account_id').execute();
  hidden = seeded[0].account_id;
  const operator = await q.selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow();
  await q.deleteFrom('media_account_operators').where('account_id', '=', hidden).where('user_id', '=', operator.id).execute();
  await q.updateTable('media_accounts').set({ project_id: null }).where('id', '=', hidden).execute();
});
afterAll(async () => {
  await server?.close();
});

describe('the seeded activities', () => {
  it('lists the monitoring properties of toutiao, gdt and bilibili with their URLs, watched ones with figures', async () => {
    const page = ok(await list({}));
    expect(new Set(page.records.map((r) => r.media))).toEqual(new Set(['toutiao', 'gdt', 'bilibili']));
    expect(page.records.every((r) => r.sandbox && r.clickUrl.startsWith('http'))).toBe(true);
    const watched = page.records.filter((r) => r.watched);
    const unwatched = page.records.filter((r) => !r.watched);
    expect(watched.length).toBeGreaterThan(0);
    expect(unwatched.length).toBeGreaterThan(0);
    expect(watched.every((r) => r.syncedAt !== null)).toBe(true);
    expect(unwatched.every((r) => r.syncedAt === null && r.last7Days.clicks === 0)).toBe(true);
    expect(watched.reduce((sum, r) => sum + r.last7Days.clicks, 0)).toBeGreaterThan(0);
    expect(ok(await list({ watched: false })).total).toBe(unwatched.length);
    expect(ok(await list({ media: 'gdt' })).records.every((r) => r.media === 'gdt')).toBe(true);
    const one = watched[0];
    expect(ok(await list({ keyword: one.propertyId })).records.map((r) => r.id)).toEqual([one.id]);
  });

  it('answers one activity and its days; the 7 days to yesterday are the sum of its synced days', async () => {
    const watched = ok(await list({ watched: true })).records;
    const busiest = [...watched].sort((a, b) => b.last7Days.clicks - a.last7Days.clicks)[0];
    expect(ok(await post<Activity>('get', { id: busiest.id }))).toEqual(busiest);
    const days = ok(await post<Days>('days', { id: busiest.id, ...RANGE }));
    const yesterday = chinaToday(Date.now() - DAY_MS);
    const week = days.days.filter((d) => d.date <= yesterday && d.date >= chinaToday(Date.now() - 7 * DAY_MS));
    expect(week.reduce((s, d) => s + d.clicks, 0)).toBe(busiest.last7Days.clicks);
    expect(week.reduce((s, d) => s + d.conversions, 0)).toBe(busiest.last7Days.conversions);
    expect(days.days.find((d) => d.date === yesterday)?.clicks ?? 0).toBe(busiest.yesterday.clicks);
    expect(days.totals.clicks).toBe(days.days.reduce((s, d) => s + d.clicks, 0));
    expect((await post('days', { id: busiest.id, from: '2020-01-01', to: '2020-12-31' })).body).toMatchObject({ code: 400, message: '日期范围须在93天以内' });
  });
});

describe('access and scope', () => {
  it('keeps an operator to their accounts, lets a designer read, and refuses an agent', async () => {
    const all = ok(await list({}));
    const mine = ok(await list({}, 'operator'));
    const ofHidden = all.records.filter((r) => r.accountId === hidden);
    expect(ofHidden.length).toBeGreaterThan(0);
    expect(mine.records.some((r) => r.accountId === hidden)).toBe(false);
    expect((await post('get', { id: ofHidden[0].id }, 'operator')).body).toMatchObject({ code: 404 });
    expect((await post('days', { id: ofHidden[0].id, ...RANGE }, 'operator')).body).toMatchObject({ code: 404 });
    expect(ok(await list({}, 'designer')).total).toBeGreaterThan(0);
    expect((await post('save', { id: ofHidden[0].id, name: '设计改名', watched: true }, 'designer')).status).toBe(403);
    expect((await post('options', {}, 'designer')).status).toBe(403);
    expect((await list({}, 'agent1')).status).toBe(403);
    expect((await post('save', { id: ofHidden[0].id, name: '越权改名', watched: true }, 'operator')).body).toMatchObject({ code: 404 });
  });
});

describe('save and sync', () => {
  it('makes an activity from a monitoring property, fetches its days at once, and refuses it twice', async () => {
    const q = sqlOn(db());
    const toutiao = await q
      .selectFrom('media_accounts')
      .select(['id', 'account_id', 'account_name', 'authorization_id'])
      .where('customer_id', '=', 1)
      .where('media_code', '=', 'toutiao')
      .where('authorization_id', 'is not', null)
      .where('id', 'not in', q.selectFrom('promotion_activities').select('account_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const spec = monitoringOf(server.app.toufang, 'toutiao');
    if (!spec) throw new Error('toutiao has monitoring activities');
    // The property sync's schedule is not ticked in tests: read the account's properties as it would.
    const account = { id: toutiao.id, customerId: 1, media: 'toutiao' as MediaCode, advertiserId: toutiao.account_id, name: toutiao.account_name, authorizationId: toutiao.authorization_id as number };
    await syncAccountType(db(), server.app.toufang.media, account, spec.propertyType, new Date());
    const options = ok(await post<Options>('options', { accountId: toutiao.id }));
    expect(options.accounts.every((a) => ['toutiao', 'gdt', 'bilibili'].includes(a.media))).toBe(true);
    const property = options.properties[0];
    expect(property).toMatchObject({ activityId: null });
    const made = ok(await post<Activity>('save', { accountId: toutiao.id, propertyId: property.id, name: '双十二监测', watched: true }));
    expect(made).toMatchObject({ name: '双十二监测', media: 'toutiao', propertyId: property.propertyId, clickUrl: property.clickUrl, watched: true, sandbox: true });
    expect(made.syncedAt).not.toBeNull();
    const days = ok(await post<Days>('days', { id: made.id, ...RANGE }));
    expect(days.days.length).toBe(8);
    expect((await post('save', { accountId: toutiao.id, propertyId: property.id, name: '再来一次', watched: true })).body).toMatchObject({ code: 409 });
    const other = ok(await list({ watched: true })).records.find((r) => r.accountId !== toutiao.id);
    const foreign = await q.selectFrom('promotion_activities').select('property_id').where('id', '=', other?.id ?? 0).executeTakeFirstOrThrow();
    expect((await post('save', { accountId: toutiao.id, propertyId: Number(foreign.property_id), name: '别人的', watched: true })).body).toMatchObject({ code: 400 });
    const kuaishou = await q.selectFrom('media_accounts').select('id').where('customer_id', '=', 1).where('media_code', '=', 'kuaishou').orderBy('id').executeTakeFirstOrThrow();
    expect((await post('options', { accountId: kuaishou.id })).body).toMatchObject({ code: 400, message: expect.stringContaining('该媒体暂不支持') });
    // Rename and stop watching; the audit trail has both writes.
    const edited = ok(await post<Activity>('save', { id: made.id, name: '双十二监测（停）', watched: false }, 'operator'));
    expect(edited).toMatchObject({ name: '双十二监测（停）', watched: false, clickUrl: made.clickUrl });
    const audits = await q.selectFrom('audit_records').select('action').where('action', '=', 'promotion-activity.save').execute();
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it('replaces each synced day when the daily sync runs again, never doubling a figure', async () => {
    const q = sqlOn(db());
    const count = async () => Number((await q.selectFrom('promotion_activity_days').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const sums = async () => ok(await list({ watched: true })).records.map((r) => [r.id, r.yesterday, r.last7Days]);
    const before = { rows: await count(), sums: await sums() };
    const now = new Date();
    for (let round = 0; round < 2; round++) {
      await enqueue(db(), activitiesDailyJob, {}, { companyId: null, actor: { kind: 'system', name: '定时任务' }, now });
      const worker = createWorker(server.app.toufang, { jobs: [activitiesDailyJob], schedules: [], clock: manualClock(now), heartbeatMs: false });
      while ((await worker.runOnce()) > 0) {
        // A job may leave work for the next claim.
      }
    }
    const jobs = await q.selectFrom('jobs').select(['state', 'result']).where('name', '=', 'promotion-activities.sync-daily').execute();
    expect(jobs.map((j) => j.state)).toEqual(['succeeded', 'succeeded']);
    expect(jobs[0].result).toEqual(jobs[1].result);
    expect(await count()).toBe(before.rows);
    expect(await sums()).toEqual(before.sums);
  });
});
