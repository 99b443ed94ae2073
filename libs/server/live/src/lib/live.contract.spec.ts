// Contract tests of live control (issue 24, docs/design/live-home.md §4.2, §4.4, §4.5, §7, §8) over the real server and
// the seeded template (apps/api/src/seed/live.ts: the first four qianchuan accounts' 抖音号, one expiring, one expired,
// today's streams, two rules and three past alerts): 我的抖音号's states, the 抖音号 consent round trip through the
// sandbox's page, renew and unbind (audited, unbind confirmed first), 工作台's rooms, the 404s of design §7, a console
// edit through the delivery job with its origin and undo, a rule's save check and one alert round with its message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { LIVE_TEXTS } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { accountsByIds, syncDeliveryObjects } from '@toufang/server-accounts';
import { deliveryEditJob } from '@toufang/server-delivery';
import { drainJobs } from '@toufang/server-delivery/testing';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';
import { enqueue } from '@toufang/server-jobs';
import { catchUpMinutes, runAlertRound } from './alerts';
import { liveAlertsJob, liveAwemesJob, liveRoomsJob } from './jobs';
import { pruneMinutes } from './minutes';
import { roomsInScope } from './stream/stream-handler';
import { LIVE_SERVER_TEXTS as T } from './texts';

type Schemas = components['schemas'];

let server: TestServer;
const tokens: Record<string, string> = {};
const post = <T>(path: string, body: unknown, as = 'manager') => server.call<T>(`/api/${path}`, { method: 'POST', token: tokens[as], body });
function ok<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}
const db = () => sqlOn(server.app.toufang.db);
/** The value, failing the test when there is none. */
function found<T>(value: T | null | undefined): T {
  expect(value).toBeDefined();
  expect(value).not.toBeNull();
  return value as T;
}

let awemes: Schemas['LiveAweme'][];

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['manager', 'operator']) tokens[username] = await server.login(username);
  awemes = ok(await post<Schemas['LiveAwemeList']>('live/aweme/list', {})).rows;
});
afterAll(async () => {
  await server?.close();
});

describe('我的抖音号', () => {
  it('lists the seeded 抖音号 with their bindings: one expiring within 30 days, one expired', () => {
    expect(awemes.length).toBeGreaterThanOrEqual(8);
    const states = awemes.flatMap((a) => a.bindings.map((b) => b.state));
    expect(states).toContain('expiring');
    expect(states).toContain('expired');
    expect(states).toContain('active');
    expect(awemes.every((a) => a.sandbox && a.bindings.length > 0)).toBe(true);
  });

  it('binds a spare 抖音号 through the sandbox consent page, once per state', async () => {
    const account = awemes[0].bindings[0].accountId;
    const start = ok(await post<Schemas['LiveAwemeAuthorizeStart']>('live/aweme/authorize/start', { accountIds: [account] }));
    const url = new URL(start.consentUrl, 'http://desk');
    expect(url.pathname).toBe('/media-sandbox/aweme-consent');
    const page = await server.call(`${url.pathname}${url.search}`, { method: 'GET' });
    expect(page.text).toContain('沙箱');
    // The spare 抖音号 (合作达人) are offered after the account's own; take the last.
    const links = [...page.text.matchAll(/href="([^"]*code=[^"]*)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
    expect(links.length).toBeGreaterThan(0);
    const back = new URL(links[links.length - 1], 'http://desk');
    expect(back.pathname).toBe('/qianchuan-app/live-control/authorization/tiktok');
    const granted = ok(await post<Schemas['LiveAweme']>('live/aweme/authorize/complete', { code: back.searchParams.get('code'), state: start.state }));
    expect(granted.authType).toBe('partner');
    expect(granted.bindings.map((b) => [b.accountId, b.state])).toEqual([[account, 'active']]);
    const again = await post('live/aweme/authorize/complete', { code: back.searchParams.get('code'), state: start.state });
    expect(again.body).toMatchObject({ code: 400, message: T.STATE_INVALID });
    // Another company's or an unknown account cannot be chosen.
    expect((await post('live/aweme/authorize/start', { accountIds: ['1'] })).body).toMatchObject({ code: 404, message: T.ACCOUNT_NOT_FOUND });
  });

  it('renews an expired binding and unbinds another after confirming, both audited', async () => {
    const expired = found(awemes.find((a) => a.bindings.some((b) => b.state === 'expired')));
    const binding = found(expired.bindings.find((b) => b.state === 'expired'));
    const renewed = ok(await post<Schemas['LiveAweme']>('live/aweme/renew', { accountId: binding.accountId, awemeId: expired.awemeId }));
    expect(renewed.bindings.find((b) => b.accountId === binding.accountId)?.state).toBe('active');

    const target = found(awemes.find((a) => a.awemeId !== expired.awemeId && a.bindings.some((b) => b.state === 'active')));
    const ref = { accountId: found(target.bindings.find((b) => b.state === 'active')).accountId, awemeId: target.awemeId };
    const asked = ok(await post<Schemas['LiveAwemeUnbindAnswer']>('live/aweme/unbind', { ...ref, confirm: false }));
    expect(asked.done).toBe(false);
    expect(asked.message).toContain('解绑');
    const done = ok(await post<Schemas['LiveAwemeUnbindAnswer']>('live/aweme/unbind', { ...ref, confirm: true }));
    expect(done.done).toBe(true);
    expect(done.aweme?.bindings.find((b) => b.accountId === ref.accountId)?.state).toBe('unbound');
    expect((await post('live/aweme/renew', ref)).body).toMatchObject({ code: 404, message: T.AWEME_NOT_BOUND });
    const audits = await db().selectFrom('audit_records').select(['action', 'actor_name']).where('action', 'in', ['live-aweme.renew', 'live-aweme.unbind', 'live-aweme.grant']).execute();
    expect(audits.map((a) => a.action).sort()).toEqual(['live-aweme.grant', 'live-aweme.renew', 'live-aweme.unbind']);
  });
});

describe('工作台 and 直播中控台', () => {
  it('lists today\'s streams with living rooms first, with the figures the rooms job read, and sorts by a figure', async () => {
    // The rooms job reads every authorised account's streams again (the seed read the first four's).
    await enqueue(server.app.toufang.db, liveRoomsJob, {}, { companyId: null, actor: { kind: 'system', name: '定时任务' } });
    await drainJobs(server.app.toufang, [liveRoomsJob]);
    const page = ok(await post<Schemas['LiveRoomPage']>('live/room/list', { current: 1, size: 50 }));
    expect(page.living).toBeGreaterThan(0);
    expect(page.records[0].state).toBe('living');
    expect(page.records[0].totalsAt).not.toBeNull();
    const byOnline = ok(await post<Schemas['LiveRoomPage']>('live/room/list', { current: 1, size: 50, state: 'living', sortField: 'online', sortOrder: 'desc' }));
    const online = byOnline.records.map((r) => r.online ?? -1);
    expect(online).toEqual([...online].sort((a, b) => b - a));
  });

  it('answers the same 404 for an unknown and another company\'s account, and names a 抖音号 not bound', async () => {
    // Another company's account (of any media: the live operations know only qianchuan's, by media id).
    const other = await db().selectFrom('media_accounts').select('account_id').where('customer_id', '!=', 1).orderBy((eb) => eb.case().when('media_code', '=', 'qianchuan').then(0).else(1).end()).executeTakeFirstOrThrow();
    const awemeId = awemes[0].awemeId;
    for (const accountId of ['9', other.account_id]) expect((await post('live/room/get', { accountId, awemeId })).body).toMatchObject({ code: 404, message: T.ROOM_NOT_FOUND });
    expect((await post('live/room/get', { accountId: awemes[0].bindings[0].accountId, awemeId: '123' })).body).toMatchObject({ code: 404, message: T.AWEME_NOT_BOUND });
  });

  it('pauses a live plan from the console through the delivery job, with its origin, and undoes it', async () => {
    // The seeded accounts' plans copied into the desk, as the hourly account sync does.
    const ids = [...new Set(awemes.flatMap((a) => a.bindings.map((b) => b.deskAccountId)))];
    await syncDeliveryObjects(server.app.toufang.db, server.app.toufang.media, await accountsByIds(server.app.toufang.db, ids), new Date());
    awemes = ok(await post<Schemas['LiveAwemeList']>('live/aweme/list', {})).rows;
    // The room whose live plans include an enabled one.
    let room: Schemas['LiveConsolePlans'] | null = null;
    for (const a of awemes) {
      for (const b of a.bindings.filter((x) => x.state === 'active' && x.enabledLivePlans > 0)) {
        const plans = ok(await post<Schemas['LiveConsolePlans']>('live/console/plans', { accountId: b.accountId, awemeId: a.awemeId }));
        if (plans.room.stream && plans.rows.some((r) => r.status === 'enabled')) room = plans;
      }
      if (room) break;
    }
    const opened = found(room);
    const { accountId, awemeId } = opened.room;
    const plan = found(opened.rows.find((r) => r.status === 'enabled'));
    const formerText = plan.statusText;
    expect((await post('live/console/edit', { accountId, awemeId, field: 'status', items: [{ id: '1', value: 'paused' }] })).body).toMatchObject({ code: 404, message: T.PLANS_NOT_FOUND });
    const start = ok(await post<Schemas['DeliveryEditStart']>('live/console/edit', { accountId, awemeId, field: 'status', items: [{ id: plan.planId, value: 'paused' }] }));
    expect(start.state).toBe('queued');
    await drainJobs(server.app.toufang, [deliveryEditJob]);
    const edit = ok(await post<Schemas['DeliveryEdit']>('live/console/edit/get', { editId: start.editId }));
    expect(edit.state).toBe('done');
    expect(edit.results[0]).toMatchObject({ id: plan.planId, ok: true, after: 'paused' });
    const row = await db().selectFrom('delivery_edits').select(['origin_kind', 'origin_id']).where('id', '=', found(start.editId)).executeTakeFirstOrThrow();
    expect(row).toEqual({ origin_kind: 'live_console', origin_id: found(opened.room.stream).liveRoomId });
    const after = ok(await post<Schemas['LiveConsolePlans']>('live/console/plans', { accountId, awemeId }));
    expect(after.rows.find((r) => r.planId === plan.planId)).toMatchObject({ status: 'paused', statusText: '已暂停' });
    const audit = await db().selectFrom('audit_records').select('actor_name').where('object_id', '=', plan.planId).orderBy('at', 'desc').executeTakeFirstOrThrow();
    expect(audit.actor_name).toContain('直播中控台');

    const undo = ok(await post<Schemas['DeliveryEditStart']>('live/console/edit/undo', { editId: start.editId }));
    expect(undo.state).toBe('queued');
    await drainJobs(server.app.toufang, [deliveryEditJob]);
    expect(ok(await post<Schemas['DeliveryEdit']>('live/console/edit/get', { editId: undo.editId })).state).toBe('done');
    // Undone, the plan reads as it did before the 暂停, not 已暂停 until the next object sync.
    const undone = ok(await post<Schemas['LiveConsolePlans']>('live/console/plans', { accountId, awemeId }));
    expect(undone.rows.find((r) => r.planId === plan.planId)).toMatchObject({ status: 'enabled', statusText: formerText });
    // An edit that is not the console's is not found here.
    const other = await db().selectFrom('delivery_edits').select('id').where('origin_kind', 'is', null).where('undo_of', 'is', null).executeTakeFirst();
    if (other) expect((await post('live/console/edit/get', { editId: other.id })).body).toMatchObject({ code: 404 });
  });
});

describe('预警', () => {
  it('refuses a rule outside the bounds with the editor\'s message, and only the owner changes a rule', async () => {
    const deskAccountId = awemes[0].bindings[0].deskAccountId;
    const rule = { name: '测试预警', viewersDropPct: 5, gmvRateDropPct: null, windowMinutes: 10, roiBelow: null, minCostYuan: 100, cooldownMinutes: 30, scope: { kind: 'accounts', accountIds: [deskAccountId] } };
    expect((await post('live/alert-rule/save', { rule, recipientUserIds: [] })).body).toMatchObject({ code: 400, message: LIVE_TEXTS.VIEWERS_DROP_INVALID });
    const saved = ok(await post<Schemas['LiveAlertRule']>('live/alert-rule/save', { rule: { ...rule, viewersDropPct: 20 }, recipientUserIds: [] }));
    expect(saved).toMatchObject({ mine: true, enabled: true });
    expect((await post('live/alert-rule/toggle', { id: saved.id, enabled: false }, 'operator')).body).toMatchObject({ code: 404, message: T.RULE_NOT_FOUND });
    expect(ok(await post<Schemas['LiveAlertRule']>('live/alert-rule/toggle', { id: saved.id, enabled: false })).enabled).toBe(false);
    expect(ok(await post('live/alert-rule/remove', { id: saved.id }))).toBeNull();
    const rules = ok(await post<Schemas['LiveAlertRuleList']>('live/alert-rule/list', {})).rows;
    expect(rules.map((r) => r.id)).not.toContain(saved.id);
    // The seed's past alerts: the manager's rule raised two.
    const alerts = ok(await post<Schemas['LiveAlertPage']>('live/alert/list', { current: 1, size: 20 }));
    expect(alerts.records.filter((a) => a.kind === 'viewers').length).toBeGreaterThanOrEqual(2);
  });

  it('raises an alert in a round with its message to the owner, and not again inside the cooldown', async () => {
    // A ROI line no living stream with spend stays under: the round must raise it where a stream has spent.
    // A stream whose 抖音号 is still bound (the test above unbound one, whose rooms the media no longer answers).
    const living = await db()
      .selectFrom('live_rooms as r')
      .innerJoin('live_aweme_bindings as b', (j) => j.onRef('b.account_id', '=', 'r.account_id').onRef('b.aweme_id', '=', 'r.aweme_id'))
      .select(['r.account_id', 'r.aweme_id'])
      .where('r.state', '=', 'living')
      .where('r.company_id', '=', 1)
      .where('b.unbound_at', 'is', null)
      .where('b.status', '=', 'active')
      .where((eb) => eb(eb.cast(eb.ref('r.totals'), 'text'), 'not like', '%"costFen": 0,%'))
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    const rule = { name: 'ROI巡检', viewersDropPct: null, gmvRateDropPct: null, windowMinutes: 10, roiBelow: 50, minCostYuan: 0, cooldownMinutes: 240, scope: { kind: 'awemes', awemeIds: [living.aweme_id] } };
    const saved = ok(await post<Schemas['LiveAlertRule']>('live/alert-rule/save', { rule, recipientUserIds: [] }, 'operator'));
    const now = new Date();
    await runAlertRound(server.app.toufang, now);
    const raised = await db().selectFrom('live_alerts').select(['kind', 'message_id', 'title']).where('rule_id', '=', saved.id).execute();
    expect(raised.length).toBeGreaterThan(0);
    expect(raised[0].kind).toBe('roi');
    const operator = await db().selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow();
    const message = await db().selectFrom('user_messages').select('message_id').where('user_id', '=', operator.id).where('message_id', '=', found(raised[0].message_id)).executeTakeFirst();
    expect(message).toBeDefined();
    await runAlertRound(server.app.toufang, new Date(now.getTime() + 60_000));
    expect((await db().selectFrom('live_alerts').select('id').where('rule_id', '=', saved.id).execute()).length).toBe(raised.length);
    const minutes = await db().selectFrom('live_room_minutes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(minutes.n)).toBeGreaterThan(0);
  });
});

describe('the jobs', () => {
  const enqueueAt = (at: string) =>
    enqueue(server.app.toufang.db, liveAlertsJob, { at }, { companyId: null, actor: { kind: 'system', name: '定时任务' }, dedupeKey: `test:live.alerts:${at}` });
  const resultOf = async (id: string) => (await db().selectFrom('jobs').select(['state', 'result']).where('id', '=', id).executeTakeFirstOrThrow()) as { state: string; result: Record<string, unknown> };

  it('coalesces the alerts runs a busy worker let pile up into the latest', async () => {
    const base = Date.parse('2026-12-01T02:00:00Z');
    const queued = [];
    for (let k = 0; k < 3; k++) queued.push(await enqueueAt(new Date(base + k * 60_000).toISOString()));
    await drainJobs(server.app.toufang, [liveAlertsJob]);
    const results = await Promise.all(queued.map((q) => resultOf(q.id)));
    expect(results.map((r) => r.state)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(results.map((r) => r.result['coalesced'] === true)).toEqual([true, true, false]);
    expect(typeof results[2].result['raised']).toBe('number');
  });

  it('reads a stream\'s minutes from the media only when the stored rows lack a closed minute', async () => {
    const stream = await db()
      .selectFrom('live_rooms as s')
      .innerJoin('media_accounts as a', 'a.id', 's.account_id')
      .innerJoin('live_aweme_bindings as b', (j) => j.onRef('b.account_id', '=', 's.account_id').onRef('b.aweme_id', '=', 's.aweme_id'))
      .select(['s.id', 's.room_id', 's.started_at', 's.company_id', 's.account_id', 'a.account_id as media_id', 'a.account_name', 'a.authorization_id'])
      .where('s.state', '=', 'living')
      .where('s.company_id', '=', 1)
      .where('b.unbound_at', 'is', null)
      .where('b.status', '=', 'active')
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    const account = { id: stream.account_id, companyId: stream.company_id, accountId: stream.media_id, name: stream.account_name, sandbox: true, authorizationId: stream.authorization_id };
    const ref = { id: stream.id, roomId: stream.room_id, startedAt: stream.started_at };
    const count = async () => Number((await db().selectFrom('live_room_minutes').select((eb) => eb.fn.countAll<number>().as('n')).where('live_room_id', '=', stream.id).executeTakeFirstOrThrow()).n);
    await catchUpMinutes(server.app.toufang, account, ref);
    const stored = await count();
    expect(stored).toBeGreaterThan(0);
    // The last row gone (a producer that stopped before writing it): the media is read again for it.
    await db().deleteFrom('live_room_minutes').where('live_room_id', '=', stream.id).where('minute', '=', stored - 1).execute();
    expect(await catchUpMinutes(server.app.toufang, account, ref)).toBe(true);
    expect(await count()).toBeGreaterThanOrEqual(stored);
    // Everything closed is stored: no media call. A minute closing between the two calls reads once more, so the
    // pair is tried again (twice at most) until they fall inside one minute.
    const asked: boolean[] = [];
    for (let attempt = 0; attempt < 3 && asked.at(-1) !== false; attempt++) {
      await catchUpMinutes(server.app.toufang, account, ref);
      asked.push(await catchUpMinutes(server.app.toufang, account, ref));
    }
    expect(asked.at(-1)).toBe(false);
  });

  it('deletes minute rows older than 30 days, and keeps the recent ones', async () => {
    const now = server.app.toufang.sandboxClock.now();
    const old = new Date(now - 40 * 24 * 3_600_000);
    const first = await db().selectFrom('live_rooms').select(['company_id', 'account_id', 'aweme_id']).where('company_id', '=', 1).executeTakeFirstOrThrow();
    const room = await db()
      .insertInto('live_rooms')
      .values({ ...first, room_id: '9000000000000000001', title: '旧场次', started_at: old, ended_at: new Date(old.getTime() + 3_600_000), state: 'ended' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const minute = (k: number, at: Date) => ({ live_room_id: room.id, minute: k, at, online: 1, entries: 1, watch: 1, orders: 0, gmv_fen: 0, refunds: 0, refund_fen: 0, cost_fen: 0, ad_orders: 0, ad_gmv_fen: 0, ad_entries: 0 });
    await db().insertInto('live_room_minutes').values([minute(0, old), minute(1, new Date(old.getTime() + 60_000))]).execute();
    const recent = await db().selectFrom('live_room_minutes').select((eb) => eb.fn.countAll<number>().as('n')).where('live_room_id', '!=', room.id).executeTakeFirstOrThrow();
    expect(await pruneMinutes(server.app.toufang.db, now)).toBe(2);
    expect(await db().selectFrom('live_room_minutes').select('minute').where('live_room_id', '=', room.id).execute()).toEqual([]);
    const kept = await db().selectFrom('live_room_minutes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBe(Number(recent.n));
  });

  it('does not read again the 抖音号 of accounts read in the last hours (the seed read the first four)', async () => {
    const queued = await enqueue(server.app.toufang.db, liveAwemesJob, {}, { companyId: null, actor: { kind: 'system', name: '定时任务' }, dedupeKey: 'test:live.awemes' });
    await drainJobs(server.app.toufang, [liveAwemesJob]);
    const { state, result } = await resultOf(queued.id);
    expect(state).toBe('succeeded');
    expect(Number(result['fresh'])).toBeGreaterThanOrEqual(4);
    const authorised = await db()
      .selectFrom('media_accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('media_code', '=', 'qianchuan')
      .where('authorization_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(result['accounts'])).toBeLessThanOrEqual(Number(authorised.n) - Number(result['fresh']));
  });
});

describe('the push channel\'s scope', () => {
  it('keeps a person\'s stream of a room they see and ends it once the account leaves their scope', async () => {
    const operator = await db().selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow();
    const assigned = await db()
      .selectFrom('media_account_operators as o')
      .innerJoin('media_accounts as a', 'a.id', 'o.account_id')
      .select(['a.id', 'a.account_id', 'a.project_id'])
      .where('o.user_id', '=', operator.id)
      .where('a.media_code', '=', 'qianchuan')
      .executeTakeFirstOrThrow();
    const sub = { userId: operator.id, key: { accountId: assigned.account_id, awemeId: '1' } };
    expect([...(await roomsInScope(server.app.toufang.db, [sub]))]).toEqual([`${operator.id}:${assigned.account_id}`]);
    // Unassigned (and out of any project): the next check ends the stream with 'scope'.
    await db().deleteFrom('media_account_operators').where('user_id', '=', operator.id).where('account_id', '=', assigned.id).execute();
    await db().updateTable('media_accounts').set({ project_id: null }).where('id', '=', assigned.id).execute();
    expect([...(await roomsInScope(server.app.toufang.db, [sub]))]).toEqual([]);
    await db().insertInto('media_account_operators').values({ user_id: operator.id, account_id: assigned.id }).execute();
    await db().updateTable('media_accounts').set({ project_id: assigned.project_id }).where('id', '=', assigned.id).execute();
  });
});
