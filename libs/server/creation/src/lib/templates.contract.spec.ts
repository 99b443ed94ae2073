// Contract tests of templates, drafts and the preview's facts (issue 22; docs/design/creation.md §4) over the real
// server: personal templates are their owner's alone and shared ones the company's, changed by the owner, ADMIN
// and MANAGER; an optimiser builds only on accounts they see; a body with a deleted pack, another company's ids
// or an account out of reach is refused with HTTP 400 naming each; drafts are per person; the facts are the desk's
// own tables' (names in use, quota left, creates left today, 低效 labels).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { CREATION_MAX_ACCOUNTS, CREATION_MAX_REPEATS, checkRows, expandTemplate } from '@toufang/domain';
import { sqlOn } from '@toufang/server-db';
import { loadContract } from '@toufang/server-http';
import { startTestServer, type TestServer } from '@toufang/server-testing';
import { variantSpecOf } from './specs';
import { markTemplateUsed } from './templates';
import { accountOf, bodyOf, caller, creationFixture, expectOk, expectRefusal, type CreationFixture } from './testing/fixtures';

type Template = components['schemas']['CreationTemplate'];
type Page = components['schemas']['CreationTemplatePage'];
type Draft = components['schemas']['CreationDraft'];
type Facts = components['schemas']['CreationPreviewFacts'];

let server: TestServer;
let f: CreationFixture;
let post: ReturnType<typeof caller>;
const tokens: Record<string, string> = {};
const db = () => server.app.toufang.db;

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['admin', 'manager', 'operator', 'rbac', 'designer', 'yuanhang']) tokens[username] = await server.login(username);
  post = caller(server, tokens);
  f = await creationFixture(db());
});
afterAll(async () => {
  await server?.close();
});

const save = (username: string, request: Record<string, unknown>) => post<Template>('/api/creation/template/save', username, { shared: false, body: bodyOf(f), ...request });
const list = (username: string, query: Record<string, unknown> = {}) => post<Page>('/api/creation/template/list', username, { scope: 'all', current: 1, size: 200, ...query });
const ids = async (username: string, query: Record<string, unknown> = {}) => expectOk(await list(username, query)).records.map((r) => r.id);

describe('templates', () => {
  it('keeps a personal template for its owner alone, with the names the desk holds', async () => {
    const made = expectOk(await save('operator', { name: '运营的个人模板', body: bodyOf(f, { accounts: [{ ...accountOf(f.mine), advertiserId: 'x', name: '随便写的名字' }] }) }));
    expect(made).toMatchObject({ name: '运营的个人模板', media: 'toutiao', variant: '', shared: false, ownerName: '孙浩', accountCount: 1, lastUsedAt: null, lastUsedBy: null, editable: true });
    expect(made.body.accounts[0]).toEqual(accountOf(f.mine));
    expect(await ids('operator', { scope: 'mine' })).toContain(made.id);
    expect(await ids('manager')).not.toContain(made.id);
    expect(await ids('rbac')).not.toContain(made.id);
    expectRefusal(await post('/api/creation/template/get', 'manager', { id: made.id }), 404, '模板不存在或已删除');
    expectRefusal(await post('/api/creation/template/get', 'yuanhang', { id: made.id }), 404, '模板不存在或已删除');
    expectRefusal(await save('yuanhang', { id: made.id, name: '借来的', body: bodyOf(f, { accounts: [], targeting: { mode: 'cross', packs: [] }, materials: { mode: 'cross', groups: [] }, titles: { mode: 'cross', groups: [] } }) }), 404, '模板不存在或已删除');
    const audit = await sqlOn(db()).selectFrom('audit_records').select(['action_name', 'company_id']).where('object_level', '=', 'creationTemplate').where('object_id', '=', String(made.id)).execute();
    expect(audit).toEqual([{ action_name: '新建创建模板', company_id: 1 }]);
  });

  it('shows a shared template to the company, changed by its owner, ADMIN and MANAGER only', async () => {
    const shared = expectOk(await save('rbac', { name: '共享模板甲', shared: true }));
    expect(await ids('operator', { scope: 'shared' })).toContain(shared.id);
    expect(await ids('operator', { scope: 'mine' })).not.toContain(shared.id);
    const seen = expectOk(await post<Template>('/api/creation/template/get', 'operator', { id: shared.id }));
    expect(seen.editable).toBe(false);
    expectRefusal(await save('operator', { id: shared.id, name: '别人改的', shared: true }), 403, '共享模板只能由创建人、管理员或主管修改');
    expectRefusal(await post('/api/creation/template/remove', 'operator', { id: shared.id }), 403, '共享模板只能由创建人、管理员或主管修改');
    expect(expectOk(await post<Template>('/api/creation/template/get', 'manager', { id: shared.id })).editable).toBe(true);
    const changed = expectOk(await save('manager', { id: shared.id, name: '主管改过的共享模板', shared: true }));
    expect(changed).toMatchObject({ name: '主管改过的共享模板', ownerName: seen.ownerName });
    expectRefusal(await save('manager', { id: shared.id, name: '换媒体', shared: true, body: bodyOf(f, { variant: 'project' }) }), 400, '模板的媒体和创建方式不能修改');
    expectOk(await post('/api/creation/template/remove', 'admin', { id: shared.id }));
    expect(await ids('operator')).not.toContain(shared.id);
    const audit = await sqlOn(db()).selectFrom('audit_records').select('action_name').where('object_level', '=', 'creationTemplate').where('object_id', '=', String(shared.id)).orderBy('at').orderBy('id').execute();
    expect(audit.map((a) => a.action_name)).toEqual(['新建创建模板', '保存创建模板', '删除创建模板']);
  });

  it('filters the list by media, variant and name, and pages it', async () => {
    const a = expectOk(await save('manager', { name: '筛选用模板-甲' }));
    const b = expectOk(await save('manager', { name: '筛选用模板-乙', body: bodyOf(f, { variant: 'project' }) }));
    expect(await ids('manager', { keyword: '筛选用模板', variant: 'project' })).toEqual([b.id]);
    expect(await ids('manager', { keyword: '筛选用模板', media: 'toutiao' })).toEqual([b.id, a.id]);
    expect(await ids('manager', { keyword: '筛选用模板', media: 'gdt' })).toEqual([]);
    const page = expectOk(await list('manager', { keyword: '筛选用模板', size: 1, current: 2 }));
    expect(page).toMatchObject({ total: 2, current: 2, size: 1 });
    expect(page.records.map((r) => r.id)).toEqual([a.id]);
  });

  it('copies a template as the caller’s own personal one, with the accounts the caller sees', async () => {
    const source = expectOk(
      await save('manager', {
        name: '两个账户的共享模板',
        shared: true,
        body: bodyOf(f, { accounts: [accountOf(f.mine), accountOf(f.notMine)] }),
      }),
    );
    expect(source.accountCount).toBe(2);
    // The operator opens it with the account they see only.
    expect(expectOk(await post<Template>('/api/creation/template/get', 'operator', { id: source.id })).body.accounts.map((a) => a.mediaAccountId)).toEqual([f.mine.id]);
    const copy = expectOk(await post<Template>('/api/creation/template/copy', 'operator', { id: source.id }));
    expect(copy).toMatchObject({ name: '两个账户的共享模板-副本', shared: false, ownerName: '孙浩', accountCount: 1, editable: true });
    expect(copy.id).not.toBe(source.id);
    const named = expectOk(await post<Template>('/api/creation/template/copy', 'manager', { id: source.id, name: '主管的副本' }));
    expect(named.body.accounts).toHaveLength(2);
    expect(await ids('manager', { scope: 'mine' })).toContain(named.id);
    expectRefusal(await post('/api/creation/template/copy', 'yuanhang', { id: source.id }), 404, '模板不存在或已删除');
  });

  it('refuses every bad reference of a body at once, naming each', async () => {
    const body = bodyOf(f, {
      accounts: [
        accountOf(f.mine),
        accountOf(f.notMine, '看不到的账户'),
      ],
      targeting: { mode: 'cross', packs: [{ propertyId: f.packs.ok, name: '华东女性25-40' }, { propertyId: f.packs.deleted, name: '已删定向' }] },
      materials: { mode: 'cross', groups: [{ key: 'g1', name: '组', materialIds: [f.materials.ok, f.materials.foreign] }] },
    });
    const answer = await save('operator', { name: '坏模板', body });
    expect(answer.status).toBe(400);
    expectRefusal(answer, 400, `账户「看不到的账户」(${f.notMine.id})不存在或无权使用；定向包「已删定向」(${f.packs.deleted})不存在或已删除；素材${f.materials.foreign}不存在或已删除`);
    // The manager sees the second account, so only the deleted pack and the other company's material remain.
    expectRefusal(await save('manager', { name: '坏模板', body }), 400, `定向包「已删定向」(${f.packs.deleted})不存在或已删除；素材${f.materials.foreign}不存在或已删除`);
    // A pack in an account the operator cannot see, another company's account and pack, a gdt account in a toutiao body.
    const strangers = bodyOf(f, {
      accounts: [
        accountOf(f.foreignAccount, '外公司账户'),
        accountOf(f.gdt),
      ],
      targeting: { mode: 'cross', packs: [{ propertyId: f.packs.inNotMine, name: '别的账户的定向' }, { propertyId: f.packs.foreign, name: '外公司定向' }] },
    });
    expectRefusal(
      await save('operator', { name: '坏模板', body: strangers }),
      400,
      `账户「外公司账户」(${f.foreignAccount.id})不存在或无权使用；账户「${f.gdt.name}」不是本媒体的账户；定向包「别的账户的定向」(${f.packs.inNotMine})不存在或已删除；定向包「外公司定向」(${f.packs.foreign})不存在或已删除`,
    );
    expectRefusal(await save('operator', { name: '坏模板', body: bodyOf(f, { variant: 'wechat' }) }), 400, 'toutiao没有创建方式"wechat"');
    // The ids toutiao asks per account: 转化目标 always, 落地页 for 销售线索 (the 广告组's 推广目的), 下载链接 not then.
    const noIds = bodyOf(f, { accounts: [{ ...accountOf(f.mine), ids: { convert_id: ' ' } }] });
    expectRefusal(await save('operator', { name: '坏模板', body: noIds }), 400, `账户「${f.mine.name}」缺少转化目标；账户「${f.mine.name}」缺少落地页`);
    expect(await sqlOn(db()).selectFrom('creation_templates').select('id').where('name', '=', '坏模板').execute()).toEqual([]);
  });

  it('holds the contract to the caps of libs/domain: CREATION_MAX_ACCOUNTS accounts, CREATION_MAX_REPEATS repeats', () => {
    const schemas = (loadContract().components as { schemas: Record<string, { properties: Record<string, { maxItems?: number; maximum?: number }> }> }).schemas;
    expect(schemas.CreationTemplateBody?.properties.accounts?.maxItems).toBe(CREATION_MAX_ACCOUNTS);
    expect(schemas.CreationRow?.properties.account?.maximum).toBe(CREATION_MAX_ACCOUNTS - 1);
    expect(schemas.CreationRow?.properties.repeat?.maximum).toBe(CREATION_MAX_REPEATS);
  });

  it('refuses by the contract a body over its caps, a name too long and a designer', async () => {
    // At the cap the accounts pass the contract (and are judged one by one: here the same account twice);
    // one more is refused with the cap.
    const atCap = await save('manager', { name: '刚好100个账户', body: bodyOf(f, { accounts: Array.from({ length: CREATION_MAX_ACCOUNTS }, () => accountOf(f.mine)) }) });
    expect(atCap.status).toBe(400);
    expect(atCap.body.message).not.toMatch(/最多/);
    const accounts = Array.from({ length: CREATION_MAX_ACCOUNTS + 1 }, () => accountOf(f.mine));
    expectRefusal(await save('manager', { name: '太多账户', body: bodyOf(f, { accounts }) }), 400, `账户最多${CREATION_MAX_ACCOUNTS}个`);
    const groups = [{ key: 'g', name: '组', materialIds: Array.from({ length: 31 }, () => f.materials.ok) }];
    expect((await save('manager', { name: '太多素材', body: bodyOf(f, { materials: { mode: 'cross', groups } }) })).status).toBe(400);
    expect((await save('manager', { name: '长'.repeat(51) })).status).toBe(400);
    expect((await save('manager', { name: '   ' })).status).toBe(400);
    expect((await save('manager', { name: '多余字段', body: { ...bodyOf(f), extra: 1 } })).status).toBe(400);
    expect((await list('designer')).status).toBe(403);
    expect((await save('designer', { name: '设计师模板' })).status).toBe(403);
  });

  it('shows who submitted from a template last', async () => {
    const made = expectOk(await save('operator', { name: '用过的模板' }));
    const operator = await sqlOn(db()).selectFrom('users').select('id').where('username', '=', 'operator').executeTakeFirstOrThrow();
    await markTemplateUsed(db(), { customerId: 2, templateId: made.id, userId: operator.id, at: new Date('2026-03-10T04:00:00Z') });
    expect(expectOk(await post<Template>('/api/creation/template/get', 'operator', { id: made.id })).lastUsedAt).toBeNull();
    await markTemplateUsed(db(), { customerId: 1, templateId: made.id, userId: operator.id, at: new Date('2026-03-10T04:00:00Z') });
    const record = expectOk(await list('operator', { scope: 'mine', keyword: '用过的模板' })).records[0];
    expect(record).toMatchObject({ id: made.id, lastUsedAt: '2026-03-10 12:00:00', lastUsedBy: '孙浩' });
  });
});

describe('drafts', () => {
  it('keeps one draft per person and key, the person’s own', async () => {
    const key = 'new:toutiao:project';
    expect(expectOk(await post<Draft | null>('/api/creation/draft/get', 'operator', { key }))).toBeNull();
    const saved = expectOk(await post<Draft>('/api/creation/draft/save', 'operator', { key, name: '写了一半', body: bodyOf(f, { variant: 'project' }) }));
    expect(saved).toMatchObject({ key, name: '写了一半' });
    const again = expectOk(await post<Draft>('/api/creation/draft/save', 'operator', { key, body: bodyOf(f, { variant: 'project', accounts: [] }) }));
    expect(again.body.accounts).toEqual([]);
    expect(expectOk(await post<Draft>('/api/creation/draft/get', 'operator', { key }))).toMatchObject({ key, name: '', body: { variant: 'project', accounts: [] } });
    expect(expectOk(await post<Draft | null>('/api/creation/draft/get', 'rbac', { key }))).toBeNull();
    expectOk(await post('/api/creation/draft/save', 'rbac', { key, body: bodyOf(f) }));
    expectOk(await post('/api/creation/draft/remove', 'operator', { key }));
    expect(expectOk(await post<Draft | null>('/api/creation/draft/get', 'operator', { key }))).toBeNull();
    expect(expectOk(await post<Draft>('/api/creation/draft/get', 'rbac', { key }))?.key).toBe(key);
  });

  it('keeps a draft of a template only the person sees, and drops it with the template', async () => {
    const made = expectOk(await save('manager', { name: '有草稿的模板' }));
    const key = `template:${made.id}`;
    expectRefusal(await post('/api/creation/draft/save', 'operator', { key, body: bodyOf(f) }), 404, '模板不存在或已删除，无法保存草稿');
    expectOk(await post('/api/creation/draft/save', 'manager', { key, body: bodyOf(f) }));
    expectOk(await post('/api/creation/template/remove', 'manager', { id: made.id }));
    expect(expectOk(await post<Draft | null>('/api/creation/draft/get', 'manager', { key }))).toBeNull();
    expect((await post('/api/creation/draft/get', 'operator', { key: 'template:abc' })).status).toBe(400);
    expect((await post('/api/creation/draft/get', 'designer', { key: 'new:toutiao:' })).status).toBe(403);
  });
});

describe('preview facts', () => {
  it('answers names in use, quota left, creates left today and 低效 materials from the desk’s tables', async () => {
    const q = sqlOn(db());
    const now = new Date(server.app.toufang.sandboxClock.now());
    const before = await q.selectFrom('delivery_objects').select(['level', 'name', 'opt_status', 'created_at']).where('account_id', '=', f.mine.id).execute();
    const object = (id: string, level: string, name: string, status: 'enabled' | 'paused' | 'deleted', createdAt: Date) => ({
      media_code: 'toutiao', object_id: id, account_id: f.mine.id, customer_id: 1, level, parent_id: null, name,
      opt_status: status, review: 'approved' as const, learning: 'none' as const, status_text: '投放中', attributes: JSON.stringify({}),
      created_at: createdAt, modified_at: createdAt, synced_at: createdAt,
    });
    const longAgo = new Date('2026-01-05T02:00:00Z');
    await q.insertInto('delivery_objects').values([
      object('creation-1', 'plan', '已有计划_1', 'enabled', now),
      object('creation-2', 'plan', '已有计划_2', 'paused', longAgo),
      object('creation-3', 'plan', '删掉的计划', 'deleted', longAgo),
      object('creation-4', 'delivery-group', '已有广告组', 'enabled', now),
    ]).execute();
    const facts = expectOk(await post<Facts>('/api/creation/preview/facts', 'operator', { body: bodyOf(f) }));
    const names = [...before.filter((o) => o.level === 'plan' && o.opt_status !== 'deleted').map((o) => o.name), '已有计划_1', '已有计划_2'];
    expect([...(facts.existingNames['0']?.plan ?? [])].sort()).toEqual([...new Set(names)].sort());
    expect(facts.existingNames['0']?.plan).not.toContain('删掉的计划');
    expect(facts.existingNames['0']?.['delivery-group']).toContain('已有广告组');
    // toutiao's quota is 500 enabled plans (the 1.0 variant's delivering level); today's creates count every level.
    const enabledPlans = before.filter((o) => o.level === 'plan' && o.opt_status === 'enabled').length + 1;
    expect(facts.quotaLeft['0']).toBe(Math.max(0, 500 - enabledPlans));
    const dayStart = Date.parse(`${new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)}T00:00:00+08:00`);
    const today = before.filter((o) => new Date(o.created_at).getTime() >= dayStart).length + 2;
    expect(facts.createsLeftToday['0']).toBe(Math.max(0, (variantSpecOf('toutiao', '')?.createsPerDay ?? 5000) - today));
    expect(facts.lowEfficiencyMaterials['0']).toEqual([f.materials.lowEfficiency]);
    expect(facts.accountNames['0']).toBe(f.mine.name);
    expect(facts.packNames[String(f.packs.ok)]).toBe('华东女性25-40');
    expect(facts.materialNames[String(f.materials.ok)]).toBe('春季上新_横版_01.jpg');
    expect(facts.materialKinds).toEqual({ [String(f.materials.ok)]: 'image', [String(f.materials.lowEfficiency)]: 'image' });
  });

  it('names each material whose file the media refuses, with the reason its push would give, with or without accounts', async () => {
    const body = bodyOf(f, { materials: { mode: 'cross', groups: [{ key: 'g1', name: '素材组1', materialIds: [f.materials.ok, f.materials.unfit] }] } });
    const facts = expectOk(await post<Facts>('/api/creation/preview/facts', 'operator', { body }));
    expect(Object.keys(facts.materialProblems)).toEqual([String(f.materials.unfit)]);
    expect(facts.materialProblems[String(f.materials.unfit)]).toMatch(/^巨量引擎不接受：图片尺寸1200×628不符合要求，支持：横版大图16:9/);
    expect(facts.materialNames[String(f.materials.unfit)]).toBe('618狂欢_大图_主图.jpg');
    // The 素材组 picker asks with the materials alone.
    const alone = expectOk(await post<Facts>('/api/creation/preview/facts', 'operator', { body: { ...body, accounts: [], targeting: { mode: 'cross', packs: [] }, titles: { mode: 'cross', groups: [] } } }));
    expect(alone.materialProblems).toEqual(facts.materialProblems);
    // The rows that carry it fail the preview's check with the material and the reason.
    const spec = variantSpecOf('toutiao', '');
    if (!spec) throw new Error('toutiao declares its 1.0 variant');
    const expansion = expandTemplate(body, spec);
    if (!expansion.ok) throw new Error(JSON.stringify(expansion.problems));
    const checks = checkRows(expansion.rows, body, spec, facts).filter((c) => c.code === 'material_unfit');
    expect(checks.length).toBeGreaterThan(0);
    expect(checks[0].message).toBe(`素材「618狂欢_大图_主图.jpg」不符合媒体要求：${facts.materialProblems[String(f.materials.unfit)]}`);
  });

  it('refuses a body with a deleted pack, another company’s material or an account out of reach', async () => {
    const body = bodyOf(f, {
      accounts: [accountOf(f.notMine, '看不到的账户')],
      targeting: { mode: 'cross', packs: [{ propertyId: f.packs.deleted, name: '已删定向' }] },
      materials: { mode: 'cross', groups: [{ key: 'g', name: '组', materialIds: [f.materials.foreign] }] },
    });
    const answer = await post('/api/creation/preview/facts', 'operator', { body });
    expect(answer.status).toBe(400);
    expectRefusal(answer, 400, `账户「看不到的账户」(${f.notMine.id})不存在或无权使用；定向包「已删定向」(${f.packs.deleted})不存在或已删除；素材${f.materials.foreign}不存在或已删除`);
    expect((await post('/api/creation/preview/facts', 'designer', { body: bodyOf(f) })).status).toBe(403);
  });
});
