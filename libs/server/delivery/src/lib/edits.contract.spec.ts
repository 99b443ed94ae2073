// Contract tests of the delivery edits over the real server and the sandbox media: a bulk edit runs as a
// job through the media's limits and ends with a message whose 撤销 restores the values once; every check
// that can refuse before a call does so without calling the media (another company's ids, objects deleted
// since the last sync, gdt's daily budget edit cap); the media refusing half of an edit is reported row by row.
// An AI助手 rule's edit (no person's, with an origin) audits each row with its rule as the actor, and its rows are
// undone one at a time, only while the desk still holds the value the rule set.
import { DELIVERY } from '@toufang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleActor } from '@toufang/server-audit';
import { sqlOn } from '@toufang/server-db';
import { accountScopeOfUser, type AccountScope } from '@toufang/server-org';
import { startTestServer, type TestServer } from '@toufang/server-testing';
import { deliveryEditJob } from './edit-job';
import { planEdit } from './edit-plan';
import { createEdit, RULE_UNDO_WINDOW_MS, undoEditItems } from './edits';
import { drainJobs, objectsOf, syncedAccounts, testStoreOptions } from '../testing/fixture';
import { testPorts, type TestPorts } from '../testing/ports';

interface EditStart {
  state: 'queued' | 'refused';
  editId: number | null;
  message: string | null;
  refusals: { id: string; name: string; accountName: string; rule: string; reason: string }[];
}
interface EditView {
  editId: number;
  state: string;
  total: number;
  done: number;
  failed: number;
  results: { id: string; name: string; accountName: string; ok: boolean | null; reason: string | null; before: unknown; after: unknown }[];
  finishedAt: string | null;
  undoUntil: string | null;
  undoneBy: number | null;
  undoOf: number | null;
  link: string;
}
interface Message {
  msg_id: number;
  title: string;
  link: string | null;
  action: { kind: string; editId?: number; until?: string } | null;
}

let server: TestServer;
let ports: TestPorts;
const tokens: Record<string, string> = {};
let toutiao: { id: number; accountId: string; name: string }[];
let plans: Awaited<ReturnType<typeof objectsOf>>;
let foreignPlans: Awaited<ReturnType<typeof objectsOf>>;
let managerScope: AccountScope;

const db = () => server.app.toufang.db;
const call = <T>(path: string, body: unknown, as = 'manager') => server.call<T>(`/api/delivery/${path}`, { token: tokens[as], body });
const edit = (body: Record<string, unknown>, as = 'manager') => call<EditStart>('edit', { media: 'toutiao', level: 'plan', ...body }, as);
const view = async (editId: number, as = 'manager') => (await call<EditView>('edit/get', { editId }, as)).body;
const run = (now = new Date()) => drainJobs(server.app.toufang, [deliveryEditJob], now);
const sandboxBids = async (ids: readonly string[]) =>
  new Map(
    (await sqlOn(db()).selectFrom('sandbox_objects').select(['object_id', 'bid_fen']).where('media_code', '=', 'toutiao').where('object_id', 'in', [...ids]).execute()).map((r) => [
      r.object_id,
      Number(r.bid_fen) / 100,
    ]),
  );
const messages = async (as = 'manager') => (await server.call<{ unread: Message[] }>('/api/user/message/init', { token: tokens[as] })).body.data.unread;
/** Plans not yet touched by a test, n from each of the given accounts. */
const taken = new Set<string>();
function freshPlans(perAccount: number, accountCount: number) {
  const out: typeof plans = [];
  for (const account of toutiao.slice(0, accountCount + 10)) {
    const mine = plans.filter((p) => p.account_id === account.id && !taken.has(p.object_id) && p.opt_status !== 'deleted' && p.bid_fen !== null);
    if (mine.length < perAccount) continue;
    out.push(...mine.slice(0, perAccount));
    if (out.length === perAccount * accountCount) break;
  }
  if (out.length !== perAccount * accountCount) throw new Error('not enough plans left for the test');
  for (const p of out) taken.add(p.object_id);
  return out;
}

beforeAll(async () => {
  // The media on a fake clock, counted, failing on cue (delivery/testing/ports.ts), as the server's own.
  server = await startTestServer({ ...testStoreOptions(), media: (db) => (ports = testPorts(db)) });
  for (const user of ['manager', 'yuanhang']) tokens[user] = await server.login(user);
  const manager = await sqlOn(db()).selectFrom('users').select('id').where('username', '=', 'manager').executeTakeFirstOrThrow();
  managerScope = (await accountScopeOfUser(db(), manager.id))!;
  toutiao = await syncedAccounts(server.app.toufang, 'toutiao');
  plans = await objectsOf(db(), 'toutiao', 'plan', toutiao.map((a) => a.id));
  const foreign = await syncedAccounts(server.app.toufang, 'toutiao', 2);
  foreignPlans = await objectsOf(db(), 'toutiao', 'plan', foreign.map((a) => a.id));
});
afterAll(async () => {
  await server?.close();
});

describe('a bulk bid edit', () => {
  it('runs as a job across two accounts, lands in the operation log, and its message\'s 撤销 restores every value once', async () => {
    const chosen = freshPlans(3, 2);
    const before = await sandboxBids(chosen.map((p) => p.object_id));
    const items = chosen.map((p, i) => ({ id: p.object_id, value: Math.round((before.get(p.object_id)! + 1 + i * 0.1) * 100) / 100 }));
    const started = await edit({ field: 'bid', items });
    expect(started.body).toMatchObject({ code: 200, data: { state: 'queued', refusals: [], message: null } });
    const editId = started.body.data.editId!;
    expect((await view(editId)).data).toMatchObject({ state: 'queued', total: 6, done: 0 });

    await run();
    const done = (await view(editId)).data;
    expect(done).toMatchObject({ state: 'done', total: 6, done: 6, failed: 0, undoneBy: null, undoOf: null, link: `/toutiao-app/promote/toutiao/delivery/plan?editId=${editId}` });
    expect(done.results.map((r) => [r.id, r.ok, r.before, r.after])).toEqual(items.map((i) => [i.id, true, before.get(i.id), i.value]));
    expect(new Date(done.undoUntil!).getTime() - new Date(done.finishedAt!).getTime()).toBe(DELIVERY.UNDO_WINDOW_MS);
    const after = await sandboxBids(chosen.map((p) => p.object_id));
    for (const item of items) expect(after.get(item.id)).toBe(item.value);

    const copy = await sqlOn(db()).selectFrom('delivery_objects').select(['object_id', 'bid_fen']).where('object_id', 'in', items.map((i) => i.id)).execute();
    for (const item of items) expect(Number(copy.find((c) => c.object_id === item.id)?.bid_fen)).toBe(Math.round(item.value * 100));

    // The edit job's records (the seed's operation-log history has none: it ran no job).
    const log = await sqlOn(db()).selectFrom('audit_records').select(['object_id', 'action', 'action_name', 'before', 'after', 'outcome', 'actor_name', 'job_id']).where('action', '=', 'delivery.bid').where('job_id', 'is not', null).where('object_id', 'in', items.map((i) => i.id)).execute();
    expect(log).toHaveLength(6);
    expect(log.every((r) => r.outcome === 'ok' && r.action_name === '修改出价' && r.job_id !== null && r.actor_name === '钱芳')).toBe(true);
    expect(log.find((r) => r.object_id === items[0].id)).toMatchObject({ before: { bid: before.get(items[0].id) }, after: { bid: items[0].value } });
    // A person's edit: theirs, from no rule or diagnosis, its rows audited with the person.
    const kinds = await sqlOn(db()).selectFrom('audit_records').select(['actor_kind', 'actor_id']).where('action', '=', 'delivery.bid').where('job_id', 'is not', null).where('object_id', 'in', items.map((i) => i.id)).execute();
    expect(new Set(kinds.map((k) => `${k.actor_kind}:${k.actor_id}`))).toEqual(new Set([`user:${managerScope.userId}`]));
    expect(await sqlOn(db()).selectFrom('delivery_edits').select(['user_id', 'origin_kind', 'origin_id']).where('id', '=', editId).executeTakeFirst()).toEqual({ user_id: managerScope.userId, origin_kind: null, origin_id: null });

    const message = (await messages()).find((m) => m.link === done.link)!;
    expect(message.title).toBe('广告计划修改出价完成：成功6个');
    expect(message.action).toEqual({ kind: 'undo', editId, until: done.undoUntil });

    const undo = await call<EditStart>('edit/undo', { editId });
    expect(undo.body).toMatchObject({ code: 200, data: { state: 'queued' } });
    const undoId = undo.body.data.editId!;
    await run();
    expect((await view(undoId)).data).toMatchObject({ state: 'done', done: 6, failed: 0, undoOf: editId, undoUntil: null });
    expect((await view(editId)).data).toMatchObject({ undoneBy: undoId, undoUntil: null });
    const restored = await sandboxBids(chosen.map((p) => p.object_id));
    for (const item of items) expect(restored.get(item.id)).toBe(before.get(item.id));
    // A whole undo marks every row it restored, so no row can be undone again on its own.
    const marks = await sqlOn(db()).selectFrom('delivery_edit_items').select(['undone_by', 'actor']).where('edit_id', '=', editId).execute();
    expect(marks.map((m) => [m.undone_by, m.actor])).toEqual(items.map(() => [undoId, null]));
    const undoMessage = (await messages()).find((m) => m.link?.endsWith(`editId=${undoId}`))!;
    expect(undoMessage).toMatchObject({ title: '广告计划撤销修改出价完成：成功6个', action: null });

    expect((await call('edit/undo', { editId })).body).toMatchObject({ code: 1201, message: '该操作已撤销' });
    expect((await call('edit/undo', { editId: undoId })).body).toMatchObject({ code: 1201, message: '撤销操作不能再撤销' });
  });

  it('offers 撤销 for ten minutes only', async () => {
    const [plan] = freshPlans(1, 1);
    const [bid] = (await sandboxBids([plan.object_id])).values();
    const started = await edit({ field: 'bid', items: [{ id: plan.object_id, value: bid + 2 }] });
    const editId = started.body.data.editId!;
    expect((await call('edit/undo', { editId })).body).toMatchObject({ code: 1201, message: '操作尚未完成，暂不能撤销' });
    await run();
    expect((await view(editId)).data.undoUntil).not.toBeNull();
    // The edit ended eleven minutes ago.
    const ended = new Date(Date.now() - DELIVERY.UNDO_WINDOW_MS - 60_000);
    await sqlOn(db()).updateTable('delivery_edits').set({ finished_at: ended }).where('id', '=', editId).execute();
    expect((await call('edit/undo', { editId })).body).toMatchObject({ code: 1201, message: '已超过10分钟，无法撤销' });
  });
});

describe('an AI助手 rule\'s edit', () => {
  const ruleA = ruleActor({ id: 9001, name: '高出价降价' });
  const ruleB = ruleActor({ id: 9002, name: '夜间提价' });

  /** A round's edit of two plans' bids, one row per rule, made by no person; answers the edit's id and values. */
  async function ruleEdit() {
    const chosen = freshPlans(2, 1);
    const before = await sandboxBids(chosen.map((p) => p.object_id));
    const request = { media: 'toutiao' as const, level: 'plan' as const, field: 'bid' as const, items: chosen.map((p) => ({ id: p.object_id, value: Math.round((before.get(p.object_id)! + 1) * 100) / 100 })) };
    const now = new Date();
    const plan = await planEdit(server.app.toufang, managerScope, request, now);
    if (!plan.ok) throw new Error(plan.refusals[0].reason);
    const rows = plan.items.map((item, i) => ({ ...item, actor: i === 0 ? ruleA : ruleB }));
    const editId = await db().transaction((tx) =>
      createEdit(tx, managerScope, { kind: 'system', name: 'AI助手' }, request, rows, now, { origin: { kind: 'rule_run', id: 77 }, userId: null }),
    );
    await run();
    return { editId, chosen, before, request };
  }
  const undoRows = (editId: number, ids: string[], now = new Date()) =>
    undoEditItems(server.app.toufang, managerScope, { kind: 'user', userId: managerScope.userId, name: '钱芳' }, editId, ids, now, { windowMs: RULE_UNDO_WINDOW_MS });

  it('audits each row with its rule as the actor, and tells no person of the edit', async () => {
    const { editId, request } = await ruleEdit();
    expect(await sqlOn(db()).selectFrom('delivery_edits').select(['state', 'user_id', 'origin_kind', 'origin_id']).where('id', '=', editId).executeTakeFirst()).toEqual({
      state: 'done',
      user_id: null,
      origin_kind: 'rule_run',
      origin_id: 77,
    });
    const log = await sqlOn(db())
      .selectFrom('audit_records')
      .select(['object_id', 'actor_kind', 'actor_id', 'actor_name', 'action_name', 'outcome'])
      .where('action', '=', 'delivery.bid')
      .where('object_id', 'in', request.items.map((i) => i.id))
      .orderBy('object_id')
      .execute();
    expect(log).toEqual(
      [
        { object_id: request.items[0].id, actor_kind: 'rule', actor_id: '9001', actor_name: 'AI助手规则：高出价降价', action_name: '修改出价', outcome: 'ok' },
        { object_id: request.items[1].id, actor_kind: 'rule', actor_id: '9002', actor_name: 'AI助手规则：夜间提价', action_name: '修改出价', outcome: 'ok' },
      ].sort((a, b) => a.object_id.localeCompare(b.object_id)),
    );
    // The operation log names the rule as it is and finds its writes by kind.
    const page = await server.call<{ records: { objectId: string; operator: string; operatorKind: string }[] }>('/api/user/operation_log/search', {
      token: tokens.manager,
      body: { current: 1, size: 10, operatorKind: 'rule', object: request.items[0].id },
    });
    expect(page.body.data.records).toEqual([expect.objectContaining({ objectId: request.items[0].id, operator: 'AI助手规则：高出价降价', operatorKind: 'rule' })]);
    expect((await messages()).some((m) => m.link?.endsWith(`editId=${editId}`))).toBe(false);
  });

  it('undoes one row of two within 24 hours: that row restored and marked, the other the rule\'s still', async () => {
    const { editId, chosen, before, request } = await ruleEdit();
    const [first, second] = request.items;
    // Past the delivery tables' ten minutes, inside the rule's day.
    const later = new Date(Date.now() + 2 * 3_600_000);
    const undo = await undoRows(editId, [first.id], later);
    expect(undo).toMatchObject({ state: 'queued', refusals: [] });
    await run(later);
    const bids = await sandboxBids(chosen.map((p) => p.object_id));
    expect(bids.get(first.id)).toBe(before.get(first.id));
    expect(bids.get(second.id)).toBe(second.value);
    const marks = await sqlOn(db()).selectFrom('delivery_edit_items').select(['object_id', 'undone_by']).where('edit_id', '=', editId).orderBy('seq').execute();
    expect(marks).toEqual([
      { object_id: first.id, undone_by: undo.editId },
      { object_id: second.id, undone_by: null },
    ]);
    // The undo is the person's, named as an undo, and an undo of this edit (not of its whole).
    const undoEdit = await sqlOn(db()).selectFrom('delivery_edits').select(['state', 'undo_of', 'undo_items', 'user_id', 'origin_kind']).where('id', '=', undo.editId!).executeTakeFirst();
    expect(undoEdit).toEqual({ state: 'done', undo_of: editId, undo_items: true, user_id: managerScope.userId, origin_kind: null });
    const undoLog = await sqlOn(db()).selectFrom('audit_records').select(['actor_kind', 'actor_id', 'action_name']).where('object_id', '=', first.id).where('action_name', '=', '撤销修改出价').execute();
    expect(undoLog).toEqual([{ actor_kind: 'user', actor_id: String(managerScope.userId), action_name: '撤销修改出价' }]);
    expect((await view(editId)).data.undoneBy).toBeNull();

    await expect(undoRows(editId, [first.id], later)).rejects.toMatchObject({ code: 1201, message: `“${chosen.find((p) => p.object_id === first.id)!.name}”的修改已撤销` });
    await expect(undoRows(undo.editId!, [first.id], later)).rejects.toMatchObject({ code: 1201, message: '撤销操作不能再撤销' });
    await expect(undoRows(editId, [second.id], new Date(Date.now() + RULE_UNDO_WINDOW_MS + 60_000))).rejects.toMatchObject({ code: 1201, message: '已超过24小时，无法撤销' });
    await expect(undoRows(editId, ['0'], later)).rejects.toMatchObject({ message: '部分对象不存在或无权访问' });
  });

  it('refuses to undo a row whose value was changed since the rule set it, and sends nothing', async () => {
    const { editId, request } = await ruleEdit();
    const [, second] = request.items;
    // Someone set the bid again since (the desk's copy holds their value, not the rule's).
    await sqlOn(db()).updateTable('delivery_objects').set({ bid_fen: Math.round((second.value + 0.5) * 100) }).where('media_code', '=', 'toutiao').where('object_id', '=', second.id).execute();
    const edits = await sqlOn(db()).selectFrom('delivery_edits').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await expect(undoRows(editId, [second.id])).rejects.toMatchObject({ code: 1201, message: '对象已被修改，无法撤销' });
    expect(await sqlOn(db()).selectFrom('delivery_edits').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(edits);
    const mark = await sqlOn(db()).selectFrom('delivery_edit_items').select('undone_by').where('edit_id', '=', editId).where('object_id', '=', second.id).executeTakeFirstOrThrow();
    expect(mark.undone_by).toBeNull();
  });
});

describe('checks before any call', () => {
  it('answers another company\'s ids like missing ones, naming none, and sends nothing', async () => {
    const calls = ports.calls.updateObjects ?? 0;
    const [own] = freshPlans(1, 1);
    const foreign = foreignPlans[0];
    const mixed = await edit({ field: 'status', items: [{ id: own.object_id, value: 'paused' }, { id: foreign.object_id, value: 'paused' }] });
    expect(mixed.body).toMatchObject({ code: 404, message: '部分对象不存在或无权访问' });
    expect(mixed.text).not.toContain(foreign.object_id);
    const theirs = await edit({ field: 'status', items: [{ id: own.object_id, value: 'paused' }] }, 'yuanhang');
    expect(theirs.body).toMatchObject({ code: 404, message: '部分对象不存在或无权访问' });
    expect((await call('edit/get', { editId: 1 }, 'yuanhang')).body).toMatchObject({ code: 404, message: '操作记录不存在' });
    expect(ports.calls.updateObjects ?? 0).toBe(calls);
  });

  it('refuses values of the wrong kind, fields a level does not have and repeated rows', async () => {
    const [plan] = freshPlans(1, 1);
    expect((await edit({ field: 'status', items: [{ id: plan.object_id, value: 'deleted' }] })).body.message).toBe('状态只能是启用（enabled）或暂停（paused）');
    expect((await edit({ field: 'bid', items: [{ id: plan.object_id, value: -1 }] })).body.message).toBe('出价须为大于0的数字');
    expect((await edit({ field: 'budget', level: 'ad', items: [{ id: plan.object_id, value: 500 }] })).body.message).toBe('广告不能修改预算');
    expect((await edit({ field: 'status', level: 'account', items: [{ id: String(toutiao[0].id), value: 'paused' }] })).body.message).toBe('账户不能修改状态');
    expect((await edit({ field: 'name', items: [{ id: plan.object_id, value: 'a' }, { id: plan.object_id, value: 'b' }] })).body.message).toBe('同一对象不能在一次修改中出现两次');
  });

  it('refuses, row by row, objects the last sync saw deleted, with nothing sent', async () => {
    const calls = ports.calls.updateObjects ?? 0;
    const [gone, alive] = freshPlans(2, 1);
    await sqlOn(db()).updateTable('delivery_objects').set({ opt_status: 'deleted' }).where('media_code', '=', 'toutiao').where('object_id', '=', gone.object_id).execute();
    const answer = await edit({ field: 'status', items: [{ id: alive.object_id, value: 'paused' }, { id: gone.object_id, value: 'paused' }] });
    expect(answer.body.data).toEqual({
      state: 'refused',
      editId: null,
      message: `广告计划“${gone.name}”已在媒体删除，请刷新后再试（本次修改未执行）`,
      refusals: [{ id: gone.object_id, name: gone.name, accountName: expect.any(String), rule: 'deleted', reason: `广告计划“${gone.name}”已在媒体删除，请刷新后再试` }],
    });
    expect(ports.calls.updateObjects ?? 0).toBe(calls);
  });

  it('refuses a budget change that breaks gdt\'s daily edit cap before any call, naming the rule', async () => {
    const gdt = await syncedAccounts(server.app.toufang, 'gdt');
    const [group] = (await objectsOf(db(), 'gdt', 'group', gdt.map((a) => a.id))).filter((g) => g.opt_status !== 'deleted');
    const gdtEdit = (value: number) => call<EditStart>('edit', { media: 'gdt', level: 'group', field: 'budget', items: [{ id: group.object_id, value }] });
    // Five changes a day are allowed (each a real call to the media) …
    for (let i = 1; i <= 5; i++) {
      const answer = await gdtEdit(1000 + i * 100);
      expect(answer.body.data.state, answer.body.data.message ?? '').toBe('queued');
      await run();
      expect((await view(answer.body.data.editId!)).data).toMatchObject({ state: 'done', failed: 0 });
    }
    // … the sixth is refused with the rule named, and the media is not asked.
    const calls = ports.calls.updateObjects ?? 0;
    const sixth = await gdtEdit(2000);
    expect(sixth.body.data).toMatchObject({
      state: 'refused',
      editId: null,
      message: '腾讯广告3.0：广告预算每天最多修改5次，今日已达上限（本次修改未执行）',
      refusals: [{ id: group.object_id, rule: 'budget_edit_cap' }],
    });
    expect(ports.calls.updateObjects ?? 0).toBe(calls);
    // The smallest budget and step are refused the same way.
    expect((await gdtEdit(10)).body.data).toMatchObject({ state: 'refused', refusals: [{ rule: 'budget_too_low' }] });
    expect((await gdtEdit(1510)).body.data).toMatchObject({ state: 'refused', refusals: [{ rule: 'budget_step_too_small' }] });
  });
});

describe('faults during an edit', () => {
  it('reports per row what the media refused when half the objects were deleted on the media since the last sync', async () => {
    const chosen = freshPlans(2, 2);
    const half = [chosen[0].object_id, chosen[2].object_id];
    await sqlOn(db()).updateTable('sandbox_objects').set({ opt_status: 'deleted' }).where('media_code', '=', 'toutiao').where('object_id', 'in', half).execute();
    const answer = await edit({ field: 'status', items: chosen.map((p) => ({ id: p.object_id, value: 'paused' })) });
    expect(answer.body.data.state).toBe('queued');
    const editId = answer.body.data.editId!;
    await run();
    const done = (await view(editId)).data;
    expect(done).toMatchObject({ state: 'done', total: 4, done: 4, failed: 2 });
    for (const r of done.results) {
      if (half.includes(r.id)) expect(r).toMatchObject({ ok: false, reason: '巨量引擎：广告计划不存在或已删除' });
      else expect(r).toMatchObject({ ok: true, reason: null, after: 'paused' });
    }
    // The desk now knows they are gone: the next edit refuses them before any call.
    const copy = await sqlOn(db()).selectFrom('delivery_objects').select(['object_id', 'opt_status']).where('object_id', 'in', half).execute();
    expect(copy.every((c) => c.opt_status === 'deleted')).toBe(true);
    const message = (await messages()).find((m) => m.link?.endsWith(`editId=${editId}`))!;
    expect(message.title).toBe('广告计划修改状态完成：成功2个，失败2个');
    const refused = await sqlOn(db()).selectFrom('audit_records').select(['object_id', 'outcome', 'outcome_message']).where('action', '=', 'delivery.status').where('job_id', 'is not', null).where('object_id', 'in', half).execute();
    expect(refused.map((r) => r.outcome)).toEqual(['refused', 'refused']);
  });

  it('reports a media that refuses a whole account\'s calls on that account\'s rows only', async () => {
    const chosen = freshPlans(2, 2);
    const refusing = toutiao.find((a) => a.id === chosen[0].account_id)!;
    ports.sandboxOf('toutiao').faults.push({ advertiserId: refusing.accountId, rule: 'no_permission', times: 1 });
    const answer = await edit({ field: 'status', items: chosen.map((p) => ({ id: p.object_id, value: 'paused' })) });
    await run();
    const done = (await view(answer.body.data.editId!)).data;
    expect(done.failed).toBe(2);
    for (const r of done.results) {
      const plan = chosen.find((p) => p.object_id === r.id)!;
      if (plan.account_id === refusing.id) expect(r).toMatchObject({ ok: false, reason: '巨量引擎：当前授权不包含该账户，请重新授权该账户' });
      else expect(r.ok).toBe(true);
    }
  });
});

describe('an edit whose job fails for good', () => {
  const jobOf = async (editId: number) =>
    (await sqlOn(db()).selectFrom('delivery_edits').select('job_id').where('id', '=', editId).executeTakeFirstOrThrow()).job_id!;
  const attempts = async (editId: number, max: number) =>
    sqlOn(db()).updateTable('jobs').set({ max_attempts: max }).where('id', '=', await jobOf(editId)).execute();

  it('tells the user it failed, with the rows applied before, and offers 撤销 of those only', async () => {
    const chosen = freshPlans(1, 2);
    const before = await sandboxBids(chosen.map((p) => p.object_id));
    const items = chosen.map((p) => ({ id: p.object_id, value: Math.round((before.get(p.object_id)! + 1) * 100) / 100 }));
    const editId = (await edit({ field: 'bid', items })).body.data.editId!;
    await attempts(editId, 1);
    // One account's call is answered; the other's applies on the media and the worker dies: the last attempt.
    ports.crashAfterUpdate(2);
    await run();
    const failed = (await view(editId)).data;
    expect(failed).toMatchObject({ state: 'failed', total: 2, done: 1, failed: 0 });
    expect(failed.undoUntil).not.toBeNull();
    const message = (await messages()).find((m) => m.link === failed.link)!;
    expect(message.title).toBe('广告计划修改出价失败：失败前已成功1个');
    expect(message.action).toEqual({ kind: 'undo', editId, until: failed.undoUntil });
    const [applied] = failed.results.filter((r) => r.ok === true);
    const undo = await call<EditStart>('edit/undo', { editId });
    expect(undo.body).toMatchObject({ code: 200, data: { state: 'queued' } });
    await run();
    expect((await view(undo.body.data.editId!)).data).toMatchObject({ state: 'done', total: 1, done: 1, results: [{ id: applied.id, after: before.get(applied.id) }] });
    expect((await sandboxBids([applied.id])).get(applied.id)).toBe(before.get(applied.id));
  });

  it('says nothing while retries remain, and offers no 撤销 when no row is known applied', async () => {
    const [plan, other] = freshPlans(2, 1);
    const bids = await sandboxBids([plan.object_id, other.object_id]);
    const retried = (await edit({ field: 'bid', items: [{ id: plan.object_id, value: bids.get(plan.object_id)! + 3 }] })).body.data.editId!;
    await attempts(retried, 2);
    ports.crashAfterUpdate(1);
    await run();
    expect((await view(retried)).data.state).not.toBe('failed');
    expect((await messages()).some((m) => m.link?.endsWith(`editId=${retried}`))).toBe(false);
    // The retry finds the chunk applied on the media and ends the edit.
    await run(new Date(Date.now() + 3_600_000));
    expect((await view(retried)).data).toMatchObject({ state: 'done', done: 1 });

    const lost = (await edit({ field: 'bid', items: [{ id: other.object_id, value: bids.get(other.object_id)! + 3 }] })).body.data.editId!;
    await attempts(lost, 1);
    ports.crashAfterUpdate(1);
    await run();
    const failed = (await view(lost)).data;
    expect(failed).toMatchObject({ state: 'failed', done: 0, undoUntil: null });
    const message = (await messages()).find((m) => m.link === failed.link)!;
    expect(message).toMatchObject({ title: '广告计划修改出价失败：没有已确认成功的对象', action: null });
    expect((await call('edit/undo', { editId: lost })).body).toMatchObject({ code: 1201 });
  });
});
