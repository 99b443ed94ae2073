// Contract tests of update and copy (issue 22 "Update and copy") over the real server and kuaishou's sandbox:
// objects a task created (and those the media made before, with the settings it answers) are opened as a creation body (only on accounts the caller sees; fixed fields locked in
// update), changed through the delivery edit path (applied on the media, a cap's refusal with its reason, a fixed
// field refused before anything is sent), and copied to another account with new names, nothing created twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import type { CreationTemplateBody } from '@toufang/domain';
import { accountsByIds, syncDeliveryObjects } from '@toufang/server-accounts';
import { sqlOn } from '@toufang/server-db';
import { deliveryEditJob } from '@toufang/server-delivery';
import { createWorker } from '@toufang/server-jobs';
import { startTestServer, type TestServer } from '@toufang/server-testing';
import { creationWaveJob } from '../execute/wave-job';
import { expectOk, expectRefusal, kuaishouAccounts, kuaishouBody, rowsOf, taskPorts, uploadPicture, type KitAccount, type TaskPorts } from '../testing/task-kit';

type Existing = components['schemas']['CreationExisting'];
type Updated = components['schemas']['CreationExistingUpdated'];
type Submitted = components['schemas']['CreationTaskSubmitted'];
type Task = components['schemas']['CreationTask'];

let server: TestServer;
let ports: TaskPorts;
const tokens: Record<string, string> = {};
let accounts: KitAccount[];
let picture: number;
const db = () => server.app.toufang.db;
const post = <T>(urlPath: string, username: string, body: unknown) => server.call<T>(urlPath, { body, token: tokens[username] });

/** Every due job of creation and of the delivery edits, on the test's clock. */
async function run() {
  ports.clock.set(Math.max(ports.clock.now(), Date.now()));
  const worker = createWorker(server.app.toufang, { jobs: [creationWaveJob, deliveryEditJob], schedules: [], clock: ports.clock, heartbeatMs: false });
  for (let n = await worker.runOnce(); n > 0; n = await worker.runOnce());
}
const sync = async (ids: number[]) => syncDeliveryObjects(db(), ports.media, await accountsByIds(db(), ids), new Date(ports.clock.now()));
const submit = async (body: CreationTemplateBody) => expectOk(await post<Submitted>('/api/creation/task/submit', 'manager', { templateName: '复制来源', body, rows: rowsOf(body), acceptWarnings: true }));
const objectsNamed = (accountId: number, prefix: string) =>
  sqlOn(db()).selectFrom('delivery_objects').select(['object_id', 'level', 'name', 'parent_id', 'bid_fen']).where('account_id', '=', accountId).where('name', 'like', `${prefix}%`).where('opt_status', '<>', 'deleted').orderBy('created_at').execute();
const load = (username: string, mode: string, id: string, level?: string) => post<Existing>('/api/creation/existing/load', username, { media: 'kuaishou', mode, id, ...(level ? { level } : {}) });

let plan: string;
let unit: string;

beforeAll(async () => {
  server = await startTestServer({ media: (database) => (ports = taskPorts(database)).media });
  for (const username of ['manager', 'operator', 'yuanhang']) tokens[username] = await server.login(username);
  accounts = await kuaishouAccounts(db(), 2);
  picture = await uploadPicture(server, tokens.manager, '复制来源竖版.png');
  const q = sqlOn(db());
  const operator = await q.selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow();
  await q.deleteFrom('media_account_operators').where('user_id', '=', operator.id).where('account_id', 'in', accounts.map((a) => a.id)).execute();
  await q.insertInto('media_account_operators').values({ account_id: accounts[0].id, user_id: operator.id }).execute();
  await q.updateTable('media_accounts').set({ project_id: null }).where('id', 'in', accounts.map((a) => a.id)).execute();
  // The objects to open: one 广告计划 → 广告组 → 创意 on the first account, made by a task and synced.
  const submitted = await submit(kuaishouBody(accounts.slice(0, 1), picture, { prefix: '原件' }));
  await run();
  expect(expectOk(await post<Task>('/api/creation/task/get', 'manager', { id: submitted.taskId })).state).toBe('succeeded');
  await sync([accounts[0].id]);
  const made = await objectsNamed(accounts[0].id, '原件');
  plan = made.find((o) => o.level === 'plan')!.object_id;
  unit = made.find((o) => o.level === 'delivery-group')!.object_id;
});
afterAll(async () => {
  await server?.close();
});

describe('load', () => {
  it('opens a plan with its children as a body: settings, materials, titles, the account, names for a copy', async () => {
    const copy = expectOk(await load('manager', 'copyPlan', plan, 'plan'));
    expect(copy).toMatchObject({ media: 'kuaishou', variant: '', mode: 'copyPlan', level: 'plan', id: plan, locked: [] });
    expect(copy.objects.map((o) => o.level)).toEqual(['plan', 'delivery-group', 'delivery-creative']);
    const body = copy.body as unknown as CreationTemplateBody;
    expect(body.accounts).toEqual([expect.objectContaining({ mediaAccountId: accounts[0].id, advertiserId: accounts[0].advertiserId })]);
    expect(body.settings.plan).toMatchObject({ campaign_type: '2', day_budget: 1000 });
    expect(body.settings['delivery-group']).toMatchObject({ ocpx_action_type: '180', bid_type: '10', cpa_bid: 20, day_budget: 500 });
    expect(body.materials.groups).toEqual([expect.objectContaining({ materialIds: [picture] })]);
    expect(body.titles.groups).toEqual([expect.objectContaining({ titles: ['春季新品限时优惠立即下载体验'] })]);
    expect(body.naming.plan?.parts[0]).toEqual({ kind: 'text', text: `${copy.objects[0].name}_复制_` });
    // copy of a 广告组 brings its plan along (a 广告组 needs one) and its creatives.
    const unitCopy = expectOk(await load('manager', 'copy', unit));
    expect(unitCopy.objects.map((o) => o.level)).toEqual(['plan', 'delivery-group', 'delivery-creative']);
  });

  it('opens an object the media made before the desk with the settings the media answers of it', async () => {
    const older = await sqlOn(db())
      .selectFrom('delivery_objects')
      .select(['object_id', 'attributes'])
      .where('account_id', '=', accounts[0].id)
      .where('level', '=', 'delivery-group')
      .where('name', 'not like', '原件%')
      .where('opt_status', '<>', 'deleted')
      .orderBy('object_id')
      .executeTakeFirstOrThrow();
    const answered = older.attributes as Record<string, string>;
    // The media answers its 优化目标 and 出价方式 like those of an object the desk created.
    expect(answered).toMatchObject({ ocpx_action_type: expect.any(String), bid_type: expect.any(String) });
    const opened = expectOk(await load('manager', 'update', older.object_id));
    const settings = (opened.body as unknown as CreationTemplateBody).settings['delivery-group'];
    expect(settings).toMatchObject({ ocpx_action_type: answered.ocpx_action_type, bid_type: answered.bid_type });
  });

  it('locks in update what the media fixes at creation, and what its edit path cannot change', async () => {
    const opened = expectOk(await load('manager', 'update', unit));
    expect(opened.objects).toHaveLength(1);
    const reasons = Object.fromEntries(opened.locked.map((l) => [l.field, l.reason]));
    expect(reasons.ocpx_action_type).toBe('创建后不可修改');
    expect(reasons.app_id).toBe('创建后不可修改');
    expect(reasons.scene_id).toBe('只能修改名称、状态、预算和出价');
    expect(reasons.cpa_bid).toBeUndefined();
    expect(reasons.day_budget).toBeUndefined();
  });

  it('answers an object the caller may not see exactly like a missing one', async () => {
    expectRefusal(await load('yuanhang', 'update', unit), 404, '对象不存在或无权访问');
    expectRefusal(await load('manager', 'update', '999999999999'), 404, '对象不存在或无权访问');
    // The operator sees the first account only.
    expectOk(await load('operator', 'update', unit));
    await sqlOn(db()).deleteFrom('media_account_operators').where('account_id', '=', accounts[0].id).execute();
    expectRefusal(await load('operator', 'copyPlan', plan), 404, '对象不存在或无权访问');
    const operator = await sqlOn(db()).selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow();
    await sqlOn(db()).insertInto('media_account_operators').values({ account_id: accounts[0].id, user_id: operator.id }).execute();
  });
});

describe('update', () => {
  it('applies a changed name and bid on the media through the edit path, audited', async () => {
    const opened = expectOk(await load('manager', 'update', unit));
    const settings = { ...opened.body.settings['delivery-group'], cpa_bid: 25 };
    const answer = expectOk(await post<Updated>('/api/creation/existing/update', 'manager', { media: 'kuaishou', id: unit, name: '原件组_改名', settings }));
    expect(answer.edits.map((e) => [e.field, e.state])).toEqual([
      ['name', 'queued'],
      ['bid', 'queued'],
    ]);
    await run();
    const onMedia = await sqlOn(db()).selectFrom('sandbox_objects').select(['name', 'bid_fen']).where('media_code', '=', 'kuaishou').where('object_id', '=', unit).executeTakeFirstOrThrow();
    expect(onMedia.name).toBe('原件组_改名');
    expect(Number(onMedia.bid_fen)).toBe(2500);
    const logged = await sqlOn(db()).selectFrom('delivery_edits').select(['field']).where('id', 'in', answer.edits.map((e) => e.editId!)).execute();
    expect(logged.map((e) => e.field).sort()).toEqual(['bid', 'name']);
  });

  it('refuses a field fixed at creation, and one the edit path cannot change, before anything is sent', async () => {
    const opened = expectOk(await load('manager', 'update', unit));
    const before = await sqlOn(db()).selectFrom('delivery_edits').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const fixed = { ...opened.body.settings['delivery-group'], ocpx_action_type: '396', cpa_bid: 30 };
    expectRefusal(await post('/api/creation/existing/update', 'manager', { media: 'kuaishou', id: unit, settings: fixed }), 400, '创建后不可修改：转化目标');
    const other = { ...opened.body.settings['delivery-group'], scene_id: ['7'] };
    expectRefusal(await post('/api/creation/existing/update', 'manager', { media: 'kuaishou', id: unit, settings: other }), 400, '广告位置不支持修改');
    const after = await sqlOn(db()).selectFrom('delivery_edits').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers a refused edit with the media rule broken, and sends nothing of it', async () => {
    // A budget below the media's minimum is refused by the edit path's own checks.
    const answer = expectOk(await post<Updated>('/api/creation/existing/update', 'manager', { media: 'kuaishou', id: plan, budget: 1 }));
    expect(answer.edits).toEqual([expect.objectContaining({ field: 'budget', state: 'refused', editId: null })]);
    expect(answer.edits[0].message).toMatch(/预算/);
    expect(answer.edits[0].refusals[0]).toMatchObject({ id: plan });
  });
});

describe('copy', () => {
  it('creates the loaded plan in another account with new names, once', async () => {
    const copy = expectOk(await load('manager', 'copyPlan', plan));
    const body = copy.body as unknown as CreationTemplateBody;
    const target: CreationTemplateBody = { ...body, accounts: [{ mediaAccountId: accounts[1].id, advertiserId: accounts[1].advertiserId, name: accounts[1].name, ids: { app_id: 'app-2', url: 'https://example.com/2' } }] };
    // The target account's own ids (应用, 落地页), asked by the submission as by the template's save.
    const submitted = await submit(target);
    await run();
    // The job runs again: nothing is made twice.
    await run();
    expect(expectOk(await post<Task>('/api/creation/task/get', 'manager', { id: submitted.taskId }))).toMatchObject({ state: 'succeeded', counts: { created: 3, failed: 0 } });
    await sync([accounts[1].id]);
    const made = await objectsNamed(accounts[1].id, copy.objects[0].name);
    expect(made.map((o) => o.level)).toEqual(['plan']);
    expect(made[0].name).toMatch(new RegExp(`^${copy.objects[0].name}_复制_\\d{8}\\d{4}_1$`));
    const children = await sqlOn(db()).selectFrom('delivery_objects').select(['level', 'name']).where('account_id', '=', accounts[1].id).where('name', 'like', '%_复制_%').execute();
    expect(children.map((c) => c.level).sort()).toEqual(['delivery-creative', 'delivery-group', 'plan']);
    // The original stays as it was.
    expect((await objectsNamed(accounts[0].id, copy.objects[0].name)).map((o) => o.object_id)).toContain(plan);
  });
});
