// Contract tests of roles: the seven built-ins, custom roles of the 2.0 model (create, the menu tree's
// rules, names unique in a company, rename and base role carried to their holders, removal), my-tree of a
// holder after the next login, another company's ids, who may call, and the audit trail.
import { LEGACY_ROLES, ROLE_DESCRIPTIONS, ROLE_NAMES } from '@toufang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type TestServer } from '@toufang/server-testing';

type RoleDefinition = components['schemas']['RoleDefinition'];
type MenuNode = components['schemas']['MenuNode'];
type UserInfo = components['schemas']['UserInfo'];

/** A password that passes the rule of shell spec §5. */
const PASSWORD = 'Holder2026x';

const node = (code: string, name: string, children: MenuNode[] = [], flags: Partial<MenuNode> = {}): MenuNode => ({
  code,
  name,
  disable: false,
  isHomePage: false,
  children,
  ...flags,
});

/** The tree an editor would save: two sections, a home page, one unchecked node. */
const TREE: MenuNode[] = [
  node('promote', '推广管理', [node('toutiaoDelivery', '巨量引擎投放', [], { isHomePage: true }), node('gdtDelivery', '腾讯广告投放', [], { disable: true })]),
  node('tools', '工具', [node('accountTool', '账户工具', [node('operationLog', '操作日志'), node('messageCenter', '消息中心')])]),
];

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  // The second company needs an ADMIN of its own to try our role ids.
  await sqlOn(server.app.toufang.db).updateTable('users').set({ role: 'ADMIN' }).where('username', '=', 'yuanhang').execute();
  for (const name of ['admin', 'manager', 'operator', 'designer', 'agent1', 'yuanhang']) tokens[name] = await server.login(name);
});
afterAll(async () => {
  await server?.close();
});

const role = <T = RoleDefinition>(path: 'list' | 'save' | 'remove', as: string, body?: unknown) =>
  server.call<T>(`/api/user-pro/role/${path}`, { token: tokens[as], body: body ?? {} });

const save = (as: string, body: Partial<Omit<RoleDefinition, 'id'>> & { id?: number | null }) =>
  role('save', as, { baseRole: 'OPERATE', menuTree: TREE, actions: [], ...body });

async function createHolder(username: string, roleCode: string): Promise<number> {
  const created = await server.call<{ user: { id: number } }>('/api/user/user_manage/create', {
    token: tokens.admin,
    body: { username, name: `持有者${username}`, roleCode, departmentId: null, startTime: '2020-01-01', expireTime: '2099-12-31', password: PASSWORD },
  });
  expect(created.body, created.text).toMatchObject({ code: 200 });
  // The holder has changed the given password: a one-time password session answers only that change.
  await sqlOn(server.app.toufang.db).updateTable('users').set({ must_change_password: false }).where('id', '=', created.body.data.user.id).execute();
  return created.body.data.user.id;
}

const myTree = (token: string) => server.call<MenuNode[]>('/api/user-pro/permission/my-tree', { token, body: { source: 'web' } });
const userInfo = (token: string) => server.call<UserInfo>('/api/user/user/get', { token, body: {} });

async function auditOf(action: string, objectId: string) {
  return sqlOn(server.app.toufang.db)
    .selectFrom('audit_records')
    .select(['company_id', 'action', 'action_name', 'object_level', 'object_id', 'object_name', 'before', 'after', 'actor_name'])
    .where('action', '=', action)
    .where('object_id', '=', objectId)
    .orderBy('id')
    .execute();
}

describe('the role list', () => {
  it('opens on the seven built-in roles with their names, descriptions and user counts, then the custom roles', async () => {
    const list = (await role<RoleDefinition[]>('list', 'operator')).body.data;
    expect(list.slice(0, 7).map((r) => r.code)).toEqual([...LEGACY_ROLES]);
    for (const [i, code] of LEGACY_ROLES.entries()) {
      expect(list[i]).toEqual({
        id: null,
        code,
        name: ROLE_NAMES[code],
        builtin: true,
        rbacVersion: null,
        baseRole: code,
        description: ROLE_DESCRIPTIONS[code],
        menuTree: [],
        actions: [],
        userCount: expect.any(Number),
      });
    }
    const count = (code: string) => list.find((r) => r.code === code)?.userCount;
    // The demo company: one of each legacy role, the rbac user holding the seeded custom role.
    expect([count('ADMIN'), count('OPERATE'), count('DESIGNER'), count('DESIGNMANAGER'), count('AGENT_SECOND')]).toEqual([1, 1, 1, 1, 1]);
    expect(list.slice(7)).toEqual([expect.objectContaining({ code: 'OPTIMIZER', builtin: false, rbacVersion: '2.0', baseRole: 'OPERATE', userCount: 1 })]);
  });

  it('is open to the manage section and closed to designers; only ADMIN writes', async () => {
    expect((await role('list', 'agent1')).body.code).toBe(200);
    expect((await role('list', 'designer')).status).toBe(403);
    const byManager = await save('manager', { name: '经理建的角色' });
    expect(byManager.status).toBe(403);
    expect(byManager.body.message).toBe('无权限访问该功能，请联系管理员开通');
    expect((await role('remove', 'manager', { id: 1 })).status).toBe(403);
  });
});

describe('saving a custom role', () => {
  it('creates it with the code ROLE_<id>, exactly the tree and actions given, and records it', async () => {
    const created = await save('admin', { name: ' 投放专员 ', description: '只投巨量', actions: ['SHOW_BOARD_BUTTON', 'AI_LAB_BUTTON'] });
    expect(created.body).toMatchObject({ code: 200 });
    const saved = created.body.data;
    expect(saved).toEqual({
      id: expect.any(Number),
      code: `ROLE_${saved.id}`,
      name: '投放专员',
      builtin: false,
      rbacVersion: '2.0',
      baseRole: 'OPERATE',
      description: '只投巨量',
      menuTree: TREE,
      // In the flags' own order.
      actions: ['AI_LAB_BUTTON', 'SHOW_BOARD_BUTTON'],
      userCount: 0,
    });
    expect((await role<RoleDefinition[]>('list', 'admin')).body.data.at(-1)).toEqual(saved);
    const [audit] = await auditOf('role.create', String(saved.id));
    expect(audit).toMatchObject({ company_id: 1, action_name: '新建角色', object_level: 'role', object_name: '投放专员', before: null, actor_name: '赵磊' });
    expect(audit.after).toMatchObject({ code: saved.code, name: '投放专员', menuTree: TREE });
    // The operation log (工具 › 账户工具 › 操作日志) shows it, with no media.
    const log = await server.call<{ records: { mediaCode: string | null; objectLevel: string; objectName: string; actionName: string }[] }>('/api/user/operation_log/search', {
      token: tokens.admin,
      body: { object: '投放专员', current: 1, size: 10 },
    });
    expect(log.body.data.records).toEqual([expect.objectContaining({ mediaCode: null, objectLevel: 'role', objectName: '投放专员', actionName: '新建角色' })]);
  });

  it.each([
    ['a code that is not a route name', [node('tool-box', '工具')], '菜单编码不合法：tool-box（以字母开头，只含字母、数字和下划线）'],
    ['a code twice', [node('tools', '工具', [node('tools', '工具')])], '菜单编码重复：tools'],
    ['two home pages', [node('a', '甲', [], { isHomePage: true }), node('b', '乙', [], { isHomePage: true })], '只能设置一个首页'],
    ['the home page on an unchecked node', [node('a', '甲', [], { isHomePage: true, disable: true })], '首页“甲”未勾选，不能设为首页'],
    ['the home page under an unchecked node', [node('p', '推广', [node('a', '甲', [], { isHomePage: true })], { disable: true })], '首页“甲”未勾选，不能设为首页'],
  ])('refuses %s (400), saving nothing', async (_case, menuTree, message) => {
    const answer = await save('admin', { name: `坏树${message.length}`, menuTree });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, message, data: null });
    expect((await role<RoleDefinition[]>('list', 'admin')).body.data.map((r) => r.name)).not.toContain(`坏树${message.length}`);
  });

  it('refuses an empty name and a body off the contract', async () => {
    expect((await save('admin', { name: '  ' })).body).toMatchObject({ code: 400, message: '请输入角色名称' });
    expect((await save('admin', { name: '缺基础角色', baseRole: 'ROOT' as never })).status).toBe(400);
  });

  it('refuses a name another custom role of the company has (409), on create and on rename', async () => {
    const first = (await save('admin', { name: '素材审核' })).body.data;
    expect((await save('admin', { name: '素材审核' })).body).toMatchObject({ code: 409, message: '角色名称已存在', data: null });
    const second = (await save('admin', { name: '素材上传' })).body.data;
    expect((await save('admin', { id: second.id, name: '素材审核' })).body).toMatchObject({ code: 409, message: '角色名称已存在' });
    // A built-in role's name too: the role list could not tell the two apart.
    expect((await save('admin', { name: '优化师' })).body).toMatchObject({ code: 409, message: '角色名称已存在', data: null });
    // Saving a role under its own name is no clash.
    expect((await save('admin', { id: first.id, name: '素材审核', description: '改了说明' })).body.data.description).toBe('改了说明');
  });

  it("answers another company's role id like a missing one (404), and keeps each company to its own roles", async () => {
    const ours = (await save('admin', { name: '本公司角色' })).body.data;
    expect((await save('yuanhang', { id: ours.id, name: '抢来的角色' })).body).toMatchObject({ code: 404, message: '角色不存在' });
    expect((await role('remove', 'yuanhang', { id: ours.id })).body).toMatchObject({ code: 404, message: '角色不存在' });
    expect((await save('admin', { id: 999_999, name: '不存在的角色' })).body).toMatchObject({ code: 404, message: '角色不存在' });
    // The other company may use the same name, and sees none of ours.
    expect((await save('yuanhang', { name: '本公司角色' })).body.code).toBe(200);
    const theirs = (await role<RoleDefinition[]>('list', 'yuanhang')).body.data.filter((r) => !r.builtin);
    expect(theirs.map((r) => r.name)).toEqual(['本公司角色']);
    expect((await role<RoleDefinition[]>('list', 'admin')).body.data.find((r) => r.id === ours.id)?.name).toBe('本公司角色');
  });
});

describe('the holders of a custom role', () => {
  it('get exactly the saved tree from my-tree at login, and the edited one at the next login', async () => {
    const saved = (await save('admin', { name: '巨量投放', actions: ['SHOW_BOARD_BUTTON'] })).body.data;
    await createHolder('holder1', saved.code);
    let token = await server.login('holder1', PASSWORD);
    expect((await myTree(token)).body.data).toEqual(TREE);
    const info = (await userInfo(token)).body.data;
    expect(info).toMatchObject({ role: 'OPERATE', rbacVersion: '2.0', roleCodeV2: saved.code, roleNameV2: '巨量投放' });
    expect(Object.entries(info.buttonConfig).filter(([, on]) => on).map(([flag]) => flag)).toEqual(['SHOW_BOARD_BUTTON']);

    // The editor removes 消息中心 and renames the role.
    const edited: MenuNode[] = [TREE[0], node('tools', '工具', [node('accountTool', '账户工具', [node('operationLog', '操作日志')])])];
    const after = await save('admin', { id: saved.id, name: '巨量投放专员', menuTree: edited, actions: ['SHOW_BOARD_BUTTON'] });
    expect(after.body.data).toMatchObject({ code: saved.code, menuTree: edited, userCount: 1 });
    token = await server.login('holder1', PASSWORD);
    const tree = (await myTree(token)).body.data;
    expect(tree).toEqual(edited);
    expect(JSON.stringify(tree)).not.toContain('messageCenter');
    expect((await userInfo(token)).body.data).toMatchObject({ roleCodeV2: saved.code, roleNameV2: '巨量投放专员' });
    const row = await sqlOn(server.app.toufang.db).selectFrom('users').select(['role_name_v2', 'role_id']).where('username', '=', 'holder1').executeTakeFirstOrThrow();
    expect(row).toEqual({ role_name_v2: '巨量投放专员', role_id: saved.id });

    const [audit] = await auditOf('role.update', String(saved.id));
    expect(audit).toMatchObject({ action_name: '修改角色', object_name: '巨量投放专员' });
    expect(audit.before).toMatchObject({ name: '巨量投放', menuTree: TREE });
    expect(audit.after).toMatchObject({ name: '巨量投放专员', menuTree: edited });
  });

  it("moves a new base role onto the holders' rows at once (DESIGNMANAGER as DESIGNER with the design-manager flag)", async () => {
    const saved = (await save('admin', { name: '设计审核' })).body.data;
    const id = await createHolder('holder2', saved.code);
    const rowOf = () => sqlOn(server.app.toufang.db).selectFrom('users').select(['role', 'is_design_manager']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(await rowOf()).toEqual({ role: 'OPERATE', is_design_manager: 0 });
    await save('admin', { id: saved.id, name: '设计审核', baseRole: 'DESIGNMANAGER' });
    expect(await rowOf()).toEqual({ role: 'DESIGNER', is_design_manager: 1 });
    await save('admin', { id: saved.id, name: '设计审核', baseRole: 'MANAGER' });
    expect(await rowOf()).toEqual({ role: 'MANAGER', is_design_manager: 0 });
    const list = (await server.call<{ records: { id: number; role: string; roleCode: string }[] }>('/api/user/user_manage/page', { token: tokens.admin, body: { current: 1, size: 200 } })).body.data;
    expect(list.records.find((u) => u.id === id)).toMatchObject({ role: 'MANAGER', roleCode: saved.code });
  });

  it('refuses an ADMIN changing the base role of the role they hold (1301)', async () => {
    const saved = (await save('admin', { name: '副管理员', baseRole: 'ADMIN' })).body.data;
    await createHolder('holder3', saved.code);
    const token = await server.login('holder3', PASSWORD);
    const answer = await server.call<RoleDefinition>('/api/user-pro/role/save', { token, body: { id: saved.id, name: '副管理员', baseRole: 'OPERATE', menuTree: TREE, actions: [] } });
    expect(answer.body).toMatchObject({ code: 1301, message: '不能修改自己的角色', data: null });
    expect((await sqlOn(server.app.toufang.db).selectFrom('roles').select('base_role').where('id', '=', saved.id).executeTakeFirstOrThrow()).base_role).toBe('ADMIN');
  });
});

describe('removing a custom role', () => {
  it('is refused while users hold it (1301, saying how many), and done once nobody does', async () => {
    const saved = (await save('admin', { name: '临时角色' })).body.data;
    const id = await createHolder('holder4', saved.code);
    expect((await role('remove', 'admin', { id: saved.id })).body).toMatchObject({ code: 1301, message: '还有 1 名用户使用该角色，请先为他们更换角色', data: null });
    expect((await role<RoleDefinition[]>('list', 'admin')).body.data.some((r) => r.id === saved.id)).toBe(true);

    const moved = await server.call('/api/user/user_manage/update', {
      token: tokens.admin,
      body: { id, name: '持有者holder4', roleCode: 'OPERATE', departmentId: null, startTime: '2020-01-01', expireTime: '2099-12-31' },
    });
    expect(moved.body, moved.text).toMatchObject({ code: 200 });
    expect((await role('remove', 'admin', { id: saved.id })).body).toMatchObject({ code: 200, data: null });
    expect((await role<RoleDefinition[]>('list', 'admin')).body.data.some((r) => r.id === saved.id)).toBe(false);
    const [audit] = await auditOf('role.remove', String(saved.id));
    expect(audit).toMatchObject({ action_name: '删除角色', object_name: '临时角色', after: null });
    expect(audit.before).toMatchObject({ code: saved.code, name: '临时角色' });
    expect((await role('remove', 'admin', { id: saved.id })).body).toMatchObject({ code: 404, message: '角色不存在' });
  });
});
