// Contract tests of creation tasks (docs/design/creation.md §4) over the real server and kuaishou's sandbox: a
// submission becomes waves whose objects exist on the media with their parents; a media refusal fails its row with
// the media's words and its children with it, and 重试 sends them again; waiting waves are cancelled; a worker that
// dies after the media created a chunk, or a lock-out in the middle of a wave, creates nothing twice; the cap, a
// DELAY in the past and REPEAT 11 are refused; another company's task is missing and an operator builds only on
// their accounts; what a task created is deleted by a job, audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { CREATION_MAX_ACCOUNTS, CREATION_MAX_REPEATS, type CreationRow } from '@toufang/domain';
import { accountsByIds, syncDeliveryObjects } from '@toufang/server-accounts';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type TestServer } from '@toufang/server-testing';
import { variantSpecOf } from '@toufang/server-creation';
import { defaultSettings, drain, expectOk, expectRefusal, inMinutes, kuaishouAccounts, kuaishouBody, rowsOf, taskPorts, uploadPicture, type KitAccount, type TaskPorts } from './testing/task-kit';

type Submitted = components['schemas']['CreationTaskSubmitted'];
type Task = components['schemas']['CreationTask'];
type RowPage = components['schemas']['CreationTaskRowPage'];
type TaskPage = components['schemas']['CreationTaskPage'];

let server: TestServer;
let ports: TaskPorts;
const tokens: Record<string, string> = {};
let accounts: KitAccount[];
let picture: number;
const db = () => server.app.toufang.db;

beforeAll(async () => {
  server = await startTestServer({ media: (database) => (ports = taskPorts(database)).media });
  for (const username of ['manager', 'operator', 'yuanhang']) tokens[username] = await server.login(username);
  accounts = await kuaishouAccounts(db(), 4);
  picture = await uploadPicture(server, tokens.manager, '春季新品竖版.png');
  // The operator works on the first account only.
  const q = sqlOn(db());
  const operator = await q.selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow();
  await q.deleteFrom('media_account_operators').where('user_id', '=', operator.id).where('account_id', 'in', accounts.map((a) => a.id)).execute();
  await q.insertInto('media_account_operators').values({ account_id: accounts[0].id, user_id: operator.id }).execute();
  await q.updateTable('media_accounts').set({ project_id: null }).where('id', 'in', accounts.map((a) => a.id)).execute();
});
afterAll(async () => {
  await server?.close();
});

const post = <T>(urlPath: string, username: string, body: unknown) => server.call<T>(urlPath, { body, token: tokens[username] });
const submit = (username: string, body: ReturnType<typeof kuaishouBody>, rows: CreationRow[] = rowsOf(body)) =>
  post<Submitted>('/api/creation/task/submit', username, { templateName: '磁力批量模板', body, rows, acceptWarnings: true });
const task = async (id: number, as = 'manager') => expectOk(await post<Task>('/api/creation/task/get', as, { id }));
const rows = async (id: number, as = 'manager') => expectOk(await post<RowPage>('/api/creation/task/rows', as, { id, current: 1, size: 200 })).records;
const run = async () => {
  ports.clock.set(Math.max(ports.clock.now(), Date.now()));
  return drain(server, ports);
};
/** The live objects the sandbox holds under these names, in the account. */
const onMedia = (advertiserId: string, names: readonly string[]) =>
  sqlOn(db())
    .selectFrom('sandbox_objects')
    .select(['object_id', 'name', 'parent_id', 'level', 'opt_status'])
    .where('media_code', '=', 'kuaishou')
    .where('advertiser_id', '=', advertiserId)
    .where('name', 'in', [...names, ''])
    .where('opt_status', '<>', 'deleted')
    .execute();

describe('submission and execution', () => {
  it('creates every row on the media, parents first, audited, counted, with a message and a task-centre entry', async () => {
    const body = kuaishouBody(accounts.slice(0, 2), picture, { prefix: '首批' });
    const preview = rowsOf(body);
    expect(preview.map((r) => r.level)).toEqual(['plan', 'delivery-group', 'delivery-creative', 'plan', 'delivery-group', 'delivery-creative']);
    const before = ports.calls.createObjects;
    const submitted = expectOk(await submit('manager', body, preview));
    expect(submitted.waves).toMatchObject([{ n: 1, rows: 6, state: 'waiting' }]);
    expect((await task(submitted.taskId)).state).toBe('waiting');

    await run();
    const done = await task(submitted.taskId);
    expect(done).toMatchObject({ state: 'succeeded', counts: { total: 6, created: 6, failed: 0, waiting: 0, cancelled: 0 }, templateName: '磁力批量模板', ruleSummary: '立即提交', createdBy: expect.any(String) });
    // One call per level per account.
    expect(ports.calls.createObjects - before).toBe(6);
    const listed = await rows(submitted.taskId);
    for (const account of accounts.slice(0, 2)) {
      const mine = listed.filter((r) => r.accountId === account.id);
      const held = await onMedia(account.advertiserId, mine.map((r) => r.name));
      expect(held).toHaveLength(3);
      for (const row of mine) {
        expect(row).toMatchObject({ state: 'created', review: expect.any(String), attempts: 1 });
        const object = held.find((o) => o.name === row.name);
        expect(object?.object_id).toBe(row.mediaId);
        const parent = mine.find((p) => p.key === row.parentKey);
        expect(object?.parent_id ?? null).toBe(parent?.mediaId ?? null);
      }
    }
    const audits = await sqlOn(db()).selectFrom('audit_records').select(['action', 'outcome', 'object_id']).where('action', 'like', '%.create').where('object_id', 'in', listed.map((r) => r.mediaId ?? '')).execute();
    expect(audits).toHaveLength(6);
    expect(new Set(audits.map((a) => a.outcome))).toEqual(new Set(['ok']));
    const messages = (await server.call<{ unread: { title: string; link: string | null }[] }>('/api/user/message/init', { token: tokens.manager })).body.data.unread;
    expect(messages.find((m) => m.link === `/kuaishou-app/ad/add-report?taskId=${submitted.taskId}`)?.title).toBe('磁力智投 批量创建已完成：成功6个');
    const jobs = (await server.call<{ records: { target: string; result: { summary: string | null } }[] }>('/api/job/search', { token: tokens.manager, body: { type: 'push', current: 1, size: 100 } })).body.data.records;
    expect(jobs.find((j) => j.target === '磁力智投 创建任务 第1批 共6个')?.result.summary).toBe('成功6个');
    const report = expectOk(await post<components['schemas']['CreationReport']>('/api/creation/report', 'manager', { taskId: submitted.taskId }));
    expect(report.accounts.map((a) => [a.accountId, a.created, a.failed])).toEqual(expect.arrayContaining([[accounts[0].id, 3, 0], [accounts[1].id, 3, 0]]));
  });

  it('fails a row the media refuses with its words, its children with it, and 重试 sends them again', async () => {
    const body = kuaishouBody(accounts.slice(0, 2), picture, { prefix: '拒绝' });
    const preview = rowsOf(body);
    const plan = preview.find((r) => r.account === 1 && r.level === 'plan')!;
    // The media already holds a 广告计划 of that name (made outside the desk, not yet synced): it refuses the create.
    const sandbox = ports.sandboxOf('kuaishou');
    const token = await sqlOn(db()).selectFrom('media_accounts as a').innerJoin('media_authorizations as z', 'z.id', 'a.authorization_id').select('z.id').where('a.id', '=', accounts[1].id).executeTakeFirstOrThrow();
    const gateway = server.app.toufang.media.gateway('kuaishou', token.id);
    const [outside] = await gateway.createObjects(accounts[1].advertiserId, 'plan', [{ parentId: null, name: plan.name, budget: 1000 }]);
    expect(outside.ok).toBe(true);
    void sandbox;
    const submitted = expectOk(await submit('manager', body, preview));
    await run();
    const partial = await task(submitted.taskId);
    expect(partial).toMatchObject({ state: 'partial', counts: { created: 3, failed: 3 } });
    const failed = (await rows(submitted.taskId)).filter((r) => r.state === 'failed');
    expect(failed.map((r) => r.level)).toEqual(['plan', 'delivery-group', 'delivery-creative']);
    expect(failed[0].reason).toMatch(/名称|重复/);
    expect(failed[1].reason).toBe(`上级未创建成功：${plan.name}`);

    // Removed on the media; the failed rows go again in a new wave.
    if (outside.ok) await gateway.updateObjects({ advertiserId: accounts[1].advertiserId, level: 'plan', field: 'status', items: [{ id: outside.value.id, value: 'deleted' }] });
    const retried = expectOk(await post<components['schemas']['CreationTaskRetried']>('/api/creation/task/retry', 'manager', { id: submitted.taskId }));
    expect(retried).toMatchObject({ rows: 3, wave: { n: 2 } });
    await run();
    expect(await task(submitted.taskId)).toMatchObject({ state: 'succeeded', counts: { created: 6, failed: 0 } });
    expectRefusal(await post('/api/creation/task/retry', 'manager', { id: submitted.taskId }), 404, '没有可重试的失败行');
  });

  it('立即执行 moves a waiting BATCH wave to now, once, audited; a wave done or already due is refused', async () => {
    const body = kuaishouBody(accounts.slice(2, 4), picture, {
      prefix: '分批',
      submission: { submitType: 'submitAdOnly', adsSubmitRule: 'BATCH', adsSubmitNum: 1, adsSubmitInterval: 30, adsSubmitDimension: 'CAMPAIGN', adsMoreAccount: 'OFF' },
    });
    const submitted = expectOk(await submit('manager', body));
    expect(submitted.waves.length).toBeGreaterThanOrEqual(2);
    await run();
    const first = await task(submitted.taskId);
    expect(first.waves[0]).toMatchObject({ n: 1, state: 'done' });
    expect(first.waves[1]).toMatchObject({ n: 2, state: 'waiting' });
    const created = first.counts.created;
    // The interval has not passed: draining again creates nothing.
    await run();
    expect((await task(submitted.taskId)).counts.created).toBe(created);

    const runNow = (wave: number) => post<components['schemas']['CreationTaskWave']>('/api/creation/task/run-now', 'manager', { id: submitted.taskId, wave });
    expectRefusal(await runNow(1), 404, '第1批已执行完，不能立即执行');
    expectRefusal(await runNow(9), 404, '没有第9批');
    const moved = expectOk(await runNow(2));
    expect(moved).toMatchObject({ n: 2, state: 'waiting', rows: first.waves[1].rows });
    expect(new Date(moved.runAt).getTime()).toBeLessThan(new Date(first.waves[1].runAt).getTime());
    // Once only: the wave is due now.
    expectRefusal(await runNow(2), 404, '第2批已到执行时间，不能立即执行');
    const audits = await sqlOn(db()).selectFrom('audit_records').select(['action', 'object_id']).where('action', '=', 'creation.wave.run-now').where('object_id', '=', String(submitted.taskId)).execute();
    expect(audits).toHaveLength(1);

    await run();
    const after = await task(submitted.taskId);
    expect(after.waves[1]).toMatchObject({ n: 2, state: 'done' });
    expect(after.counts.created).toBeGreaterThan(created);
    expectRefusal(await runNow(2), 404, '第2批已执行完，不能立即执行');
    // Another company's task is missing.
    expectRefusal(await post('/api/creation/task/run-now', 'yuanhang', { id: submitted.taskId, wave: 3 }), 404);
  });

  it('cancels the waves that have not started; a DELAY wave waits for its time', async () => {
    const body = kuaishouBody(accounts.slice(2, 3), picture, { prefix: '定时', submission: { submitType: 'submitAdOnly', adsSubmitRule: 'DELAY', adsDelaySubmitTime: inMinutes(120) } });
    const submitted = expectOk(await submit('manager', body));
    const before = ports.calls.createObjects;
    await run();
    expect(ports.calls.createObjects).toBe(before);
    expect(await task(submitted.taskId)).toMatchObject({ state: 'waiting', rule: 'DELAY', counts: { waiting: 3 } });
    expect(expectOk(await post('/api/creation/task/cancel', 'manager', { id: submitted.taskId }))).toEqual({ waves: 1, rows: 3 });
    expect(await task(submitted.taskId)).toMatchObject({ state: 'cancelled', counts: { cancelled: 3, waiting: 0 }, waves: [{ n: 1, state: 'cancelled' }] });
    ports.clock.advance(3 * 3600_000);
    await drain(server, ports);
    expect(ports.calls.createObjects).toBe(before);
    expectRefusal(await post('/api/creation/task/cancel', 'manager', { id: submitted.taskId }), 404, '没有未开始的批次');
  });

  it('reads 执行中 with the counts of the chunks answered so far while its wave runs', async () => {
    const body = kuaishouBody(accounts.slice(2, 3), picture, { prefix: '进度' });
    const submitted = expectOk(await submit('manager', body));
    // The wave stops after its second chunk reached the media: the first chunk's answer is already counted.
    ports.state.crashAfterCreate = 2;
    await run();
    expect(await task(submitted.taskId)).toMatchObject({ state: 'running', counts: { total: 3, created: 1, failed: 0, waiting: 2 }, waves: [{ n: 1, state: 'running' }] });
    ports.clock.advance(60_000);
    await drain(server, ports);
    expect(await task(submitted.taskId)).toMatchObject({ state: 'succeeded', counts: { total: 3, created: 3, failed: 0, waiting: 0 } });
  });

  it('creates nothing twice when the worker dies after the media created a chunk', async () => {
    const body = kuaishouBody(accounts.slice(3, 4), picture, { prefix: '重启' });
    const submitted = expectOk(await submit('manager', body));
    // The second create (the 广告组) lands on the media, then the worker dies before it records the answer.
    ports.state.crashAfterCreate = 2;
    await run();
    const halfway = await rows(submitted.taskId);
    expect(halfway.map((r) => r.state)).toEqual(['created', 'creating', 'waiting']);
    // The job is retried later: the row sent without an answer is found on the media by its name, not sent again.
    const creates = ports.calls.createObjects;
    ports.clock.advance(60_000);
    await drain(server, ports);
    expect(await task(submitted.taskId)).toMatchObject({ state: 'succeeded', counts: { created: 3 } });
    expect(ports.calls.createObjects - creates).toBe(1);
    const held = await onMedia(accounts[3].advertiserId, halfway.map((r) => r.name));
    expect(held.map((o) => o.name).sort()).toEqual(halfway.map((r) => r.name).sort());
    const recorded = await rows(submitted.taskId);
    expect(recorded.find((r) => r.level === 'delivery-group')).toMatchObject({ state: 'created', attempts: 1, mediaId: held.find((o) => o.level === 'delivery-group')?.object_id });
  });

  it('creates creatives that share a name each once, also when the worker died before their answer was recorded', async () => {
    // kuaishou lets 广告创意 names repeat: three creatives of one name under one 广告组, told apart by their titles.
    const base = kuaishouBody(accounts.slice(2, 3), picture, { prefix: '同名' });
    const titles = [1, 2, 3].map((n) => `春季新品限时优惠立即下载体验${n}`);
    const body = {
      ...base,
      titles: { mode: 'cross' as const, groups: titles.map((t, i) => ({ key: `t${i}`, name: `标题${i}`, titles: [t] })) },
      naming: { ...base.naming, 'delivery-creative': { parts: [{ kind: 'text' as const, text: '同名创意_春季' }] } },
    };
    const preview = rowsOf(body);
    const creatives = preview.filter((r) => r.level === 'delivery-creative');
    expect(creatives.map((r) => r.name)).toEqual(['同名创意_春季', '同名创意_春季', '同名创意_春季']);
    const submitted = expectOk(await submit('manager', body, preview));
    // The third create (the three creatives in one call) lands on the media, then the worker dies before it records the answer.
    ports.state.crashAfterCreate = 3;
    await run();
    expect((await rows(submitted.taskId)).map((r) => r.state)).toEqual(['created', 'created', 'creating', 'creating', 'creating']);
    // The retry finds the three under their 广告组, one per row by its titles, and sends none again.
    const creates = ports.calls.createObjects;
    ports.clock.advance(60_000);
    await drain(server, ports);
    expect(await task(submitted.taskId)).toMatchObject({ state: 'succeeded', counts: { created: 5, failed: 0 } });
    expect(ports.calls.createObjects - creates).toBe(0);
    const held = await sqlOn(db())
      .selectFrom('sandbox_objects')
      .select(['object_id', 'parent_id', 'created_with'])
      .where('media_code', '=', 'kuaishou')
      .where('advertiser_id', '=', accounts[2].advertiserId)
      .where('name', '=', '同名创意_春季')
      .execute();
    expect(held).toHaveLength(3);
    const recorded = (await rows(submitted.taskId)).filter((r) => r.level === 'delivery-creative');
    const group = (await rows(submitted.taskId)).find((r) => r.level === 'delivery-group');
    expect(new Set(held.map((o) => o.parent_id))).toEqual(new Set([group?.mediaId]));
    for (const row of recorded) {
      const made = held.find((o) => o.object_id === row.mediaId);
      expect(made?.created_with?.titles).toEqual([titles[creatives.findIndex((c) => c.key === row.key)]]);
    }
  });

  it('sends a gdt row again under its request id after the worker died, and gdt answers the object it made', async () => {
    const gdt = await sqlOn(db())
      .selectFrom('media_accounts as a')
      .innerJoin('media_authorizations as z', 'z.id', 'a.authorization_id')
      .select(['a.id', 'a.account_id', 'a.account_name'])
      .where('a.customer_id', '=', 1)
      .where('a.media_code', '=', 'gdt')
      .where('z.status', '=', 'active')
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    const spec = variantSpecOf('gdt', '')!;
    const settings = defaultSettings(spec, 'group');
    const body = {
      ...kuaishouBody([], picture),
      media: 'gdt' as const,
      accounts: [{ mediaAccountId: gdt.id, advertiserId: gdt.account_id, name: gdt.account_name, ids: {} }],
      settings: { group: settings },
      materials: { mode: 'cross' as const, groups: [] },
      titles: { mode: 'cross' as const, groups: [] },
      naming: {},
    };
    // The 广告 only (the person removed the 创意 rows from the preview).
    const preview: CreationRow[] = [1, 2].map((n) => ({ key: `0:group:${n}`, level: 'group', parentKey: null, account: 0, name: `请求号广告_${n}`, targeting: null, materialGroups: null, titleGroups: null, settings, repeat: 1 }));
    const submitted = expectOk(await submit('manager', body, preview));
    ports.state.crashAfterCreate = 1;
    await run();
    expect((await rows(submitted.taskId)).map((r) => r.state)).toEqual(['creating', 'creating']);
    const lists = ports.calls.listObjects;
    ports.clock.advance(60_000);
    await drain(server, ports);
    expect(await task(submitted.taskId)).toMatchObject({ state: 'succeeded', counts: { created: 2 } });
    // No lookup: the same request ids were sent again and answered with the ads already made.
    expect(ports.calls.listObjects).toBe(lists);
    const held = await sqlOn(db()).selectFrom('sandbox_objects').select(['object_id', 'request_id']).where('media_code', '=', 'gdt').where('name', 'in', preview.map((r) => r.name)).execute();
    expect(held.map((o) => o.request_id).sort()).toEqual([`toufang-${submitted.taskId}-0:group:1`, `toufang-${submitted.taskId}-0:group:2`]);
    expect((await rows(submitted.taskId)).map((r) => r.mediaId).sort()).toEqual(held.map((o) => o.object_id).sort());
  });

  it('follows the media’s review from the object sync: 审核中, then 不通过 with the reason', async () => {
    const body = kuaishouBody(accounts.slice(3, 4), picture, { prefix: '最佳审核' });
    const submitted = expectOk(await submit('manager', body));
    await run();
    expect((await rows(submitted.taskId)).map((r) => r.review)).toEqual(['reviewing', 'reviewing', 'reviewing']);
    // An hour on, the account's objects are synced into the desk's copy; the rows read the review from it.
    ports.clock.advance(61 * 60_000);
    await syncDeliveryObjects(db(), ports.media, await accountsByIds(db(), [accounts[3].id]), new Date(ports.clock.now()));
    const reviewed = await rows(submitted.taskId);
    expect(reviewed.map((r) => r.review)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(reviewed[0].reviewReason).toBe('广告内容含有绝对化用语“最”，违反《广告法》相关规定');
    const report = expectOk(await post<components['schemas']['CreationReport']>('/api/creation/report', 'manager', { taskId: submitted.taskId }));
    expect(report.accounts).toMatchObject([{ accountId: accounts[3].id, created: 3, rejected: 3, approved: 0, reviewing: 0 }]);
  });

  it('uses a targeting pack in its own account and pushes it first to another account of the authorisation', async () => {
    const pack = expectOk(await post<{ id: number; mediaId: string; name: string }>('/api/property/create', 'manager', { accountId: accounts[0].id, input: { kind: 'kuaishou.target', name: '华东女性定向', values: { gender: 1 } } }));
    const body = kuaishouBody(accounts.slice(0, 2), picture, { prefix: '定向', targeting: { mode: 'cross', packs: [{ propertyId: pack.id, name: pack.name }] } });
    const submitted = expectOk(await submit('manager', body));
    await run();
    const listed = await rows(submitted.taskId);
    // The demo company's kuaishou accounts share one authorisation, so a pack reaches the others by the media's push.
    const authorisations = await sqlOn(db()).selectFrom('media_accounts').select('authorization_id').where('id', 'in', [accounts[0].id, accounts[1].id]).execute();
    expect(new Set(authorisations.map((a) => a.authorization_id)).size).toBe(1);
    expect(listed.every((r) => r.state === 'created')).toBe(true);
    const groups = listed.filter((r) => r.level === 'delivery-group');
    const held = await sqlOn(db()).selectFrom('sandbox_objects').select(['object_id', 'advertiser_id', 'created_with']).where('media_code', '=', 'kuaishou').where('object_id', 'in', groups.map((g) => g.mediaId ?? '')).execute();
    expect(held.find((o) => o.advertiser_id === accounts[0].advertiserId)?.created_with?.targetingId).toBe(pack.mediaId);
    // The second account holds a copy of the pack, pushed by the task and audited; its 广告组 carries the copy.
    const copy = await sqlOn(db()).selectFrom('sandbox_properties').select('property_id').where('media_code', '=', 'kuaishou').where('advertiser_id', '=', accounts[1].advertiserId).where('source_property_id', '=', pack.mediaId).executeTakeFirstOrThrow();
    expect(held.find((o) => o.advertiser_id === accounts[1].advertiserId)?.created_with?.targetingId).toBe(copy.property_id);
    const pushed = await sqlOn(db()).selectFrom('audit_records').select(['action', 'outcome']).where('object_id', '=', copy.property_id).execute();
    expect(pushed).toEqual([{ action: 'property.target.push', outcome: 'ok' }]);
    // The copy is in the desk's pack list of the second account at once, before any property sync.
    const listedCopy = await sqlOn(db()).selectFrom('media_properties').select(['name', 'state', 'property_type']).where('account_id', '=', accounts[1].id).where('media_property_id', '=', copy.property_id).executeTakeFirst();
    expect(listedCopy).toEqual({ name: '华东女性定向', state: 'enabled', property_type: 'target' });
    // So the next task with the pack uses the copy and pushes nothing again.
    const again = expectOk(await submit('manager', kuaishouBody(accounts.slice(0, 2), picture, { prefix: '再次定向', targeting: { mode: 'cross', packs: [{ propertyId: pack.id, name: pack.name }] } })));
    await run();
    const second = (await rows(again.taskId)).filter((r) => r.level === 'delivery-group');
    expect(second.every((r) => r.state === 'created')).toBe(true);
    const secondHeld = await sqlOn(db()).selectFrom('sandbox_objects').select(['advertiser_id', 'created_with']).where('media_code', '=', 'kuaishou').where('object_id', 'in', second.map((g) => g.mediaId ?? '')).execute();
    expect(secondHeld.find((o) => o.advertiser_id === accounts[1].advertiserId)?.created_with?.targetingId).toBe(copy.property_id);
    const pushes = await sqlOn(db()).selectFrom('audit_records').select('id').where('action', '=', 'property.target.push').where('object_name', '=', '华东女性定向').execute();
    expect(pushes).toHaveLength(1);
  });

  it('uses the account’s own pack of the same name rather than pushing a second one the media would refuse', async () => {
    const create = (accountId: number) =>
      post<{ id: number; mediaId: string; name: string }>('/api/property/create', 'manager', { accountId, input: { kind: 'kuaishou.target', name: '华南男性定向', values: { gender: 2 } } });
    const source = expectOk(await create(accounts[0].id));
    const own = expectOk(await create(accounts[1].id));
    const body = kuaishouBody(accounts.slice(0, 2), picture, { prefix: '同名', targeting: { mode: 'cross', packs: [{ propertyId: source.id, name: source.name }] } });
    const submitted = expectOk(await submit('manager', body));
    await run();
    const listed = await rows(submitted.taskId);
    expect(listed.every((r) => r.state === 'created')).toBe(true);
    const groups = listed.filter((r) => r.level === 'delivery-group');
    const held = await sqlOn(db()).selectFrom('sandbox_objects').select(['advertiser_id', 'created_with']).where('media_code', '=', 'kuaishou').where('object_id', 'in', groups.map((g) => g.mediaId ?? '')).execute();
    expect(held.find((o) => o.advertiser_id === accounts[1].advertiserId)?.created_with?.targetingId).toBe(own.mediaId);
    const pushed = await sqlOn(db()).selectFrom('sandbox_properties').select('property_id').where('media_code', '=', 'kuaishou').where('advertiser_id', '=', accounts[1].advertiserId).where('source_property_id', '=', source.mediaId).execute();
    expect(pushed).toEqual([]);
  });

  it('pauses an account the media locked out and goes on when the lock ends, failing nothing', async () => {
    const body = kuaishouBody(accounts.slice(0, 2), picture, { prefix: '封禁' });
    const submitted = expectOk(await submit('manager', body));
    const until = ports.clock.now() + 5 * 60_000;
    await sqlOn(db()).insertInto('sandbox_lockouts').values({ media_code: 'kuaishou', advertiser_id: accounts[1].advertiserId, locked_until: new Date(Math.max(until, Date.now() + 5 * 60_000)) }).execute();
    await run();
    const paused = await task(submitted.taskId);
    expect(paused).toMatchObject({ state: 'running', counts: { created: 3, failed: 0, waiting: 3 } });
    expect((await rows(submitted.taskId)).filter((r) => r.accountId === accounts[1].id).map((r) => r.state)).toEqual(['waiting', 'waiting', 'waiting']);
    ports.clock.advance(6 * 60_000);
    await drain(server, ports);
    expect(await task(submitted.taskId)).toMatchObject({ state: 'succeeded', counts: { created: 6, failed: 0 } });
  });
});

describe('refusals before any call', () => {
  it('refuses 10,000 ads with the cap, a DELAY in the past and a REPEAT of 11 times', async () => {
    const body = kuaishouBody(accounts.slice(0, 1), picture, { prefix: '上限' });
    const [plan, group, creative] = rowsOf(body);
    const many: CreationRow[] = [plan];
    for (let i = 1; i <= 10_000; i++) many.push({ ...group, key: `0:delivery-group:${i}`, name: `上限组_${i}` });
    many.push(creative);
    expectRefusal(await submit('manager', body, many), 400, '单个创建任务最多创建5000条广告，当前10000条，请减少后再提交');
    const past = kuaishouBody(accounts.slice(0, 1), picture, { prefix: '过去', submission: { submitType: 'submitAdOnly', adsSubmitRule: 'DELAY', adsDelaySubmitTime: inMinutes(-10) } });
    expectRefusal(await submit('manager', past), 400, '设定时间不可小于等于当前时间');
    const repeat = kuaishouBody(accounts.slice(0, 1), picture, { prefix: '重复', submission: { submitType: 'submitAdOnly', adsSubmitRule: 'REPEAT', adsSubmitNum: 11, adsSubmitInterval: 30 } });
    expectRefusal(await submit('manager', repeat, rowsOf({ ...repeat, submission: { ...repeat.submission, adsSubmitNum: 2 } })), 400, '提交数量请输入2-10整数');
    // Rows of the tenth repeat pass the cap (a missing parent, checked after it, refuses them here, so nothing
    // runs); a row of an eleventh repeat is refused by the contract with the same cap.
    const ten = kuaishouBody(accounts.slice(0, 1), picture, { prefix: '十次', submission: { submitType: 'submitAdOnly', adsSubmitRule: 'REPEAT', adsSubmitNum: CREATION_MAX_REPEATS, adsSubmitInterval: 30 } });
    const tenRows = rowsOf(ten);
    expect(Math.max(...tenRows.map((r) => r.repeat))).toBe(CREATION_MAX_REPEATS);
    const orphan = tenRows.map((r, i) => (i === tenRows.length - 1 ? { ...r, parentKey: '0:plan:999' } : r));
    expectRefusal(await submit('manager', ten, orphan), 400, /上级/);
    const eleventh = tenRows.map((r) => (r.repeat === CREATION_MAX_REPEATS ? { ...r, repeat: CREATION_MAX_REPEATS + 1 } : r));
    expectRefusal(await submit('manager', ten, eleventh), 400, `重复不能大于${CREATION_MAX_REPEATS}`);
    // More accounts than CREATION_MAX_ACCOUNTS: the contract's cap, as the template's.
    const crowded = { ...body, accounts: Array.from({ length: CREATION_MAX_ACCOUNTS + 1 }, () => body.accounts[0]) };
    expectRefusal(await submit('manager', crowded, rowsOf(body)), 400, `账户最多${CREATION_MAX_ACCOUNTS}个`);
    const kept = await sqlOn(db()).selectFrom('creation_task_rows').select('name').where('name', 'like', '上限%').execute();
    expect(kept).toEqual([]);
  });

  it('refuses the rows carrying a material whose file the media’s limits refuse, with the reason its push would give', async () => {
    // A 小图 of 456×300 in the library: no shape kuaishou takes (the push would refuse it before any call).
    const { id } = await sqlOn(db())
      .insertInto('materials')
      .values({ customer_id: 1, md5: 'f'.repeat(32), name: '年货节_小图_01.jpg', kind: 'image', format: 'jpg', mime: 'image/jpeg', size_bytes: 20_000, width: 456, height: 300, duration_ms: null, bitrate: null, designer_id: null, uploader_id: null, source: 'upload', shared: true, created_at: new Date(), updated_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = kuaishouBody(accounts.slice(0, 1), picture, { prefix: '小图' });
    body.materials.groups[0].materialIds = [Number(id)];
    const answer = await submit('manager', body);
    expectRefusal(answer, 400);
    const checks = (answer.body.data as unknown as components['schemas']['CreationTaskSubmitBlocked']).checks;
    expect(checks.map((c) => [c.field, c.code])).toEqual([['materials', 'material_unfit']]);
    expect(checks[0].message).toMatch(/^素材「年货节_小图_01\.jpg」不符合媒体要求：磁力智投不接受：图片尺寸456×300不符合要求/);
    expect(await sqlOn(db()).selectFrom('creation_task_rows').select('name').where('name', 'like', '小图%').execute()).toEqual([]);
  });

  it('answers code 2201 with the broken 防出错 rules for the modal, and keeps nothing', async () => {
    const rule = expectOk(
      await post<{ id: number }>('/api/creation/error-prevention/rule/save', 'manager', { name: '磁力出价上限', enabled: true, media: 'kuaishou', accountIds: [accounts[0].id], field: 'bid', min: 1, max: 10 }),
    );
    try {
      const body = kuaishouBody(accounts.slice(0, 1), picture, { prefix: '防出错' });
      const answer = await submit('manager', body);
      expectRefusal(answer, 2201, '配置内容与防出错设置不一致，请修改广告设置');
      const rules = (answer.body.data as unknown as components['schemas']['CreationTaskRuleBlocked']).rules;
      expect(rules).toMatchObject([{ ruleName: '磁力出价上限', ruleId: rule.id }]);
      expect(rules[0].rows.length).toBeGreaterThan(0);
    } finally {
      await post('/api/creation/error-prevention/rule/toggle', 'manager', { id: rule.id, enabled: false });
    }
    expect(await sqlOn(db()).selectFrom('creation_task_rows').select('name').where('name', 'like', '防出错%').execute()).toEqual([]);
  });

  it('keeps tasks to their company and an operator to their accounts and tasks', async () => {
    const mine = expectOk(await submit('operator', kuaishouBody(accounts.slice(0, 1), picture, { prefix: '运营' })));
    expectRefusal(await submit('operator', kuaishouBody(accounts.slice(0, 2), picture, { prefix: '越权' })), 400);
    const byManager = expectOk(await submit('manager', kuaishouBody(accounts.slice(1, 2), picture, { prefix: '主管' })));
    const seen = expectOk(await post<TaskPage>('/api/creation/task/list', 'operator', { current: 1, size: 100 })).records.map((t) => t.id);
    expect(seen).toContain(mine.taskId);
    expect(seen).not.toContain(byManager.taskId);
    expectRefusal(await post('/api/creation/task/get', 'operator', { id: byManager.taskId }), 404, '创建任务不存在');
    expectRefusal(await post('/api/creation/task/get', 'yuanhang', { id: mine.taskId }), 404, '创建任务不存在');
    expectRefusal(await post('/api/creation/task/rows', 'yuanhang', { id: mine.taskId, current: 1, size: 10 }), 404);
    expectRefusal(await post('/api/creation/task/delete-created', 'yuanhang', { id: mine.taskId }), 404);
    const all = expectOk(await post<TaskPage>('/api/creation/task/list', 'manager', { media: 'kuaishou', current: 1, size: 100 })).records.map((t) => t.id);
    expect(all).toEqual(expect.arrayContaining([mine.taskId, byManager.taskId]));
    await run();
  });
});

describe('删除本任务创建的对象', () => {
  it('deletes on the media what the task created, children first, each delete audited', async () => {
    const body = kuaishouBody(accounts.slice(2, 3), picture, { prefix: '删除' });
    const submitted = expectOk(await submit('manager', body));
    await run();
    const created = await rows(submitted.taskId);
    expect(created.every((r) => r.state === 'created')).toBe(true);
    const { jobId } = expectOk(await post<{ jobId: string }>('/api/creation/task/delete-created', 'manager', { id: submitted.taskId }));
    await run();
    expect(await onMedia(accounts[2].advertiserId, created.map((r) => r.name))).toEqual([]);
    const audits = await sqlOn(db()).selectFrom('audit_records').select(['object_level', 'outcome']).where('job_id', '=', jobId).orderBy('id').execute();
    expect(audits.map((a) => [a.object_level, a.outcome])).toEqual([
      ['delivery-creative', 'ok'],
      ['delivery-group', 'ok'],
      ['plan', 'ok'],
    ]);
    expectRefusal(await post('/api/creation/task/delete-created', 'manager', { id: submitted.taskId }), 404, '本任务没有已创建的对象');
  });

  it('writes the 创建报告 of a period as a spreadsheet by a job, offered in a message', async () => {
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const report = expectOk(await post<components['schemas']['CreationReport']>('/api/creation/report', 'manager', { media: 'kuaishou', from: today, to: today }));
    expect(report.tasks).toBeGreaterThan(0);
    expect(report.accounts.find((a) => a.accountId === accounts[0].id)).toMatchObject({ media: 'kuaishou', created: expect.any(Number), impressions: expect.any(Number) });
    const { jobId } = expectOk(await post<{ jobId: string }>('/api/creation/report/export', 'manager', { media: 'kuaishou', from: today, to: today }));
    await run();
    const file = await sqlOn(db()).selectFrom('delivery_exports').select(['state', 'rows', 'file_name']).where('job_id', '=', jobId).executeTakeFirstOrThrow();
    expect(file).toMatchObject({ state: 'ready', rows: report.accounts.length, file_name: expect.stringMatching(/^创建报告_\d{12}\.xlsx$/) });
    expectRefusal(await post('/api/creation/report', 'manager', { media: 'kuaishou' }), 400, '请选择创建任务，或选择媒体和日期范围');
  });
});
