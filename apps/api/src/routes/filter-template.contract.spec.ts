// Contract tests of the saved filter templates: save, list, rename, remove, the name and count rules, and
// that templates belong to one user (and follow that user to a new login).
import { FILTER_TEMPLATE } from '@toufang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';

interface Template {
  id: number;
  scene: string;
  name: string;
  filters: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('operator');
});
afterAll(async () => {
  await server?.close();
});

const SCENE = 'toutiao.plan';
const FILTERS = { status: ['ENABLE'], planName: { method: 'LIKE', value: '春季' }, budget: null, nested: { a: [1, 2, { b: true }] } };

const list = async (scene = SCENE, as = token) => {
  const answer = await server.call<Template[]>('/api/user/filter_template/list', { token: as, body: { scene } });
  expect(answer.body.code).toBe(200);
  return answer.body.data;
};
const add = (name: string, scene = SCENE, as = token, filters: Record<string, unknown> = FILTERS) =>
  server.call<Template>('/api/user/filter_template/add', { token: as, body: { scene, name, filters } });
const rename = (id: number, name: string, as = token) => server.call<Template>('/api/user/filter_template/rename', { token: as, body: { id, name } });
const remove = (id: number, as = token) => server.call<null>('/api/user/filter_template/remove', { token: as, body: { id } });

function expectRefusal(answer: Answer, status: number, code: number, message: string) {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ code, message, data: null });
}

describe('save and list', () => {
  it('saves the filters under a trimmed name and lists them back unchanged', async () => {
    const saved = await add('  春季计划  ');
    expect(saved.status).toBe(200);
    expect(saved.body.code).toBe(200);
    const template = saved.body.data;
    expect(template).toMatchObject({ scene: SCENE, name: '春季计划', filters: FILTERS });
    expect(template.id).toBeGreaterThan(0);
    expect(new Date(template.createdAt).toISOString()).toBe(template.createdAt);
    expect(template.updatedAt).toBe(template.createdAt);
    expect(await list()).toEqual([template]);
  });

  it('lists in the order saved, one scene at a time', async () => {
    const second = (await add('夏季计划')).body.data;
    const other = (await add('春季计划', 'kuaishou.unit')).body.data;
    expect((await list()).map((t) => t.name)).toEqual(['春季计划', '夏季计划']);
    expect(await list('kuaishou.unit')).toEqual([other]);
    expect(await list('never.used')).toEqual([]);
    expect(second.scene).toBe(SCENE);
  });

  it('refuses a duplicate name in the same scene (code 409) and keeps the first', async () => {
    const before = await list();
    expectRefusal(await add('春季计划'), 200, 409, '模板名称已存在，请换一个名称');
    expectRefusal(await add(' 春季计划 '), 200, 409, '模板名称已存在，请换一个名称');
    expect(await list()).toEqual(before);
  });

  it('refuses empty, blank, too long and malformed requests (HTTP 400)', async () => {
    const bad = [
      [{ scene: SCENE, name: '', filters: {} }, '模板名称不能为空'],
      [{ scene: SCENE, name: '   ', filters: {} }, '请输入模板名称'],
      [{ scene: SCENE, name: '一'.repeat(FILTER_TEMPLATE.NAME_MAX_LENGTH + 1), filters: {} }, '模板名称长度不能超过20个字符'],
      [{ scene: SCENE, name: '模板' }, '缺少必填字段：筛选条件'],
      [{ name: '模板', filters: {} }, '缺少必填字段：列表场景'],
      [{ scene: '', name: '模板', filters: {} }, '列表场景不能为空'],
      [{ scene: 'plan list', name: '模板', filters: {} }, '列表场景格式不正确'],
      [{ scene: SCENE, name: '模板', filters: [] }, '字段「筛选条件」类型不正确'],
      [{ scene: SCENE, name: '模板', filters: 'status=1' }, '字段「筛选条件」类型不正确'],
      [{ scene: SCENE, name: '模板', filters: {}, owner: 2 }, '不支持的字段：owner'],
    ] as const;
    for (const [body, message] of bad) {
      const answer = await server.call('/api/user/filter_template/add', { token, body });
      expect(answer.status, message).toBe(400);
      expect(answer.body).toMatchObject({ code: 400, message });
    }
    // A name of exactly 20 characters (Chinese count 1 each) fits.
    const longest = await add('二'.repeat(FILTER_TEMPLATE.NAME_MAX_LENGTH), 'length.check');
    expect(longest.body.code).toBe(200);
  });

  it(`refuses a template beyond ${FILTER_TEMPLATE.MAX_PER_SCENE} per scene (code 1006), other scenes unaffected`, async () => {
    const scene = 'limit.check';
    for (let i = 1; i <= FILTER_TEMPLATE.MAX_PER_SCENE; i++) expect((await add(`模板${i}`, scene, token, { i })).body.code).toBe(200);
    expectRefusal(await add('再来一个', scene), 200, 1006, '每个列表最多保存50个筛选模板');
    expect(await list(scene)).toHaveLength(FILTER_TEMPLATE.MAX_PER_SCENE);
    expect((await add('再来一个', 'limit.other')).body.code).toBe(200);
    // Removing one makes room again.
    const [first] = await list(scene);
    expect((await remove(first.id)).body.code).toBe(200);
    expect((await add('再来一个', scene)).body.code).toBe(200);
  });
});

describe('rename and remove', () => {
  it('renames, moving updatedAt and keeping the filters', async () => {
    const created = (await add('待改名')).body.data;
    const renamed = await rename(created.id, '  已改名 ');
    expect(renamed.body.code).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: created.id, name: '已改名', filters: FILTERS, createdAt: created.createdAt });
    expect(Date.parse(renamed.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect((await list()).find((t) => t.id === created.id)?.name).toBe('已改名');
    // The same name again is no change and no refusal.
    expect((await rename(created.id, '已改名')).body.code).toBe(200);
  });

  it('refuses renaming onto another template of the scene, but allows a name used in another scene', async () => {
    const target = (await add('改名目标')).body.data;
    expectRefusal(await rename(target.id, '春季计划'), 200, 409, '模板名称已存在，请换一个名称');
    expect((await list()).find((t) => t.id === target.id)?.name).toBe('改名目标');
    const elsewhere = (await add('只在别处', 'kuaishou.unit')).body.data;
    expect((await rename(elsewhere.id, '夏季计划')).body.code).toBe(200);
  });

  it('refuses bad rename and remove requests', async () => {
    expectRefusal(await rename(99999, '不存在'), 200, 404, '筛选模板不存在');
    expectRefusal(await remove(99999), 200, 404, '筛选模板不存在');
    const [first] = await list();
    expectRefusal(await rename(first.id, ' '), 400, 400, '请输入模板名称');
    expectRefusal(await server.call('/api/user/filter_template/rename', { token, body: { id: 0, name: 'x' } }), 400, 400, '模板ID不能小于1');
    expectRefusal(await server.call('/api/user/filter_template/remove', { token, body: { id: '1' } }), 400, 400, '字段「模板ID」类型不正确');
    expectRefusal(await server.call('/api/user/filter_template/remove', { token, body: {} }), 400, 400, '缺少必填字段：模板ID');
  });

  it('removes a template once', async () => {
    const doomed = (await add('待删除')).body.data;
    const removed = await remove(doomed.id);
    expect(removed.body).toMatchObject({ code: 200, data: null });
    expect((await list()).map((t) => t.id)).not.toContain(doomed.id);
    expectRefusal(await remove(doomed.id), 200, 404, '筛选模板不存在');
    // The name is free again.
    expect((await add('待删除')).body.code).toBe(200);
  });
});

describe('ownership', () => {
  it("hides one user's templates from another and refuses their changes as not found", async () => {
    const mine = await list();
    expect(mine.length).toBeGreaterThan(0);
    const designer = await server.login('designer');
    expect(await list(SCENE, designer)).toEqual([]);
    const target = mine[0];
    expectRefusal(await rename(target.id, '被别人改名', designer), 200, 404, '筛选模板不存在');
    expectRefusal(await remove(target.id, designer), 200, 404, '筛选模板不存在');
    expect(await list()).toEqual(mine);
    // The same name is free for another user, even in the same company.
    const theirs = await add(target.name, SCENE, designer);
    expect(theirs.body.code).toBe(200);
    expect(await list()).toEqual(mine);
    // A user of another company sees none of them either.
    const otherCompany = await server.login('yuanhang');
    expect(await list(SCENE, otherCompany)).toEqual([]);
  });

  it('follows the user to a new login (another browser), where the old token stops working', async () => {
    const before = await list();
    const second = await server.login('operator');
    expect(await list(SCENE, second)).toEqual(before);
    // One active session per user: the first browser's token now answers 401.
    const stale = await server.call('/api/user/filter_template/list', { token, body: { scene: SCENE } });
    expect(stale.status).toBe(401);
    token = second;
    const saved = (await add('新浏览器保存')).body.data;
    expect((await list()).map((t) => t.id)).toContain(saved.id);
  });

  it('needs a token', async () => {
    for (const answer of [
      await server.call('/api/user/filter_template/list', { body: { scene: SCENE } }),
      await server.call('/api/user/filter_template/add', { body: { scene: SCENE, name: 'x', filters: {} } }),
      await server.call('/api/user/filter_template/rename', { body: { id: 1, name: 'x' } }),
      await server.call('/api/user/filter_template/remove', { body: { id: 1 } }),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 401, message: '登录已失效，请重新登录' });
    }
  });
});
