// Contract tests of the organisation (departments, managed users) and the login and session rules it adds:
// the real server over a fresh seeded database, called over HTTP. Every refusal is checked for its code and
// Chinese message, and for leaving nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatChinaTime } from '@toufang/domain';
import { startTestServer, type Answer, type TestServer } from '@toufang/server-testing';

const TREE = '/api/user/department/tree';
const SAVE_DEPT = '/api/user/department/save';
const MOVE_DEPT = '/api/user/department/move';
const REMOVE_DEPT = '/api/user/department/remove';
const PAGE = '/api/user/user_manage/page';
const CREATE = '/api/user/user_manage/create';
const UPDATE = '/api/user/user_manage/update';
const STATUS = '/api/user/user_manage/status';
const RESET = '/api/user/user_manage/reset_password';
const ACCOUNTS = '/api/user/user_manage/accounts';
const PROJECTS = '/api/user/user_manage/projects';
const ASSIGNABLE = '/api/user/user_manage/assignable_accounts';
const LOGIN = '/api/user/user/login';
const GET_USER = '/api/user/user/get';
const EDIT_PASSWORD = '/api/user/password/edit';
const DELIVERY_ACCOUNTS = '/api/delivery/accounts';
const OPERATION_LOG = '/api/user/operation_log/search';
const PROJECT_LIST = '/api/user/project/list';
const MEDIA_ACCOUNT_PAGE = '/api/user/media_account/page';
const DELIVERY_LIST = '/api/delivery/list';

interface Dept {
  id: number;
  name: string;
  parentId: number | null;
  userCount: number;
  children: Dept[];
}
interface ManagedUser {
  id: number;
  username: string;
  name: string;
  role: string;
  roleCode: string;
  roleName: string;
  rbacVersion: string | null;
  departmentId: number | null;
  departmentName: string | null;
  status: string;
  startTime: string;
  expireTime: string;
  parentId: number | null;
  accountIds: number[];
  projectIds: number[];
  mustChangePassword: boolean;
  editable: boolean;
}
interface Page {
  records: ManagedUser[];
  total: number;
}

let server: TestServer;
let admin: string;
let yuanhangUserId: number;
let yuanhangToken: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  yuanhangToken = await server.login('yuanhang');
  yuanhangUserId = (await server.call<{ userId: number }>(GET_USER, { method: 'POST', token: yuanhangToken })).body.data.userId;
});
afterAll(async () => {
  await server?.close();
});

function expectOk<T>(answer: Answer<T>): T {
  expect(answer.body, answer.text).toMatchObject({ code: 200 });
  return answer.body.data;
}

function expectRefusal(answer: Answer<unknown>, code: number, message: string | RegExp) {
  expect(answer.body.code, answer.text).toBe(code);
  expect(answer.body.data).toBeNull();
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else expect(answer.body.message).toMatch(message);
}

const post = <T>(path: string, token: string, body?: unknown) => server.call<T>(path, { body: body ?? {}, token });

async function tree(token = admin): Promise<Dept[]> {
  return expectOk(await server.call<Dept[]>(TREE, { method: 'POST', token }));
}
const flatten = (nodes: Dept[]): Dept[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

async function users(body: Record<string, unknown> = {}, token = admin): Promise<Page> {
  return expectOk(await post<Page>(PAGE, token, { current: 1, size: 200, ...body }));
}

async function auditActions(object: string): Promise<string[]> {
  const page = expectOk(await post<{ records: { actionName: string; before: unknown; after: unknown }[] }>(OPERATION_LOG, admin, { current: 1, size: 200, object }));
  return page.records.map((r) => r.actionName);
}

let serial = 0;
const fields = (over: Record<string, unknown> = {}) => ({
  name: '测试用户',
  email: null,
  phone: null,
  roleCode: 'OPERATE',
  departmentId: 102,
  startTime: '2025-01-01 00:00:00',
  expireTime: '2099-12-31 23:59:59',
  ...over,
});

/** Creates a user as the caller; answers the user and the one-time password. */
async function createUser(over: Record<string, unknown> = {}, token = admin) {
  serial += 1;
  const body = { username: `user${serial}_${Date.now() % 100000}`, ...fields(over) };
  const created = expectOk(await post<{ user: ManagedUser; oneTimePassword: string | null }>(CREATE, token, body));
  return { ...created, username: body.username };
}

async function loginAnswer(username: string, password: string) {
  return server.call<{ token: string; mustChangePassword: boolean }>(LOGIN, { body: { username, password } });
}

/** Logs in with a one-time password and changes it, as the 请修改初始密码 dialog does: a token for every call. */
async function changedPasswordToken(username: string, password: string) {
  const first = expectOk(await loginAnswer(username, password)).token;
  expectOk(await post(EDIT_PASSWORD, first, { username, oldPassword: password, newPassword: 'Chosen2026', syncAccountCenter: false }));
  return expectOk(await loginAnswer(username, 'Chosen2026')).token;
}

async function accountIdsOf(media: string, token = admin): Promise<number[]> {
  return expectOk(await post<{ id: number }[]>(ASSIGNABLE, token, { mediaCode: media })).map((a) => a.id);
}

describe('departments', () => {
  it('lists the company tree with the users directly in each, never another company', async () => {
    const nodes = flatten(await tree());
    const byId = new Map(nodes.map((n) => [n.id, n]));
    expect(byId.get(100)).toMatchObject({ name: '运营中心', parentId: null });
    expect(byId.get(103)).toMatchObject({ name: '设计部', parentId: 100, userCount: 2 });
    expect(byId.get(101)?.userCount).toBe(2);
    expect(byId.has(301)).toBe(false);
    expect(flatten(await tree(yuanhangToken)).map((n) => n.id)).toEqual([301]);
  });

  it('creates, renames and refuses a sibling name already taken, anywhere else it is fine', async () => {
    const top = expectOk(await post<Dept>(SAVE_DEPT, admin, { name: '  品牌部 ' }));
    expect(top).toMatchObject({ name: '品牌部', parentId: null, userCount: 0, children: [] });
    const child = expectOk(await post<Dept>(SAVE_DEPT, admin, { name: '品牌一组', parentId: top.id }));
    expect(child.parentId).toBe(top.id);
    expectRefusal(await post(SAVE_DEPT, admin, { name: '品牌部' }), 409, '同级部门中已有同名部门');
    expect(expectOk(await post<Dept>(SAVE_DEPT, admin, { id: child.id, name: '品牌一组' })).name).toBe('品牌一组');
  });

  it('renames, and a rename onto a sibling name changes nothing', async () => {
    const a = expectOk(await post<Dept>(SAVE_DEPT, admin, { name: '渠道甲', parentId: 100 }));
    const b = expectOk(await post<Dept>(SAVE_DEPT, admin, { name: '渠道乙', parentId: 100 }));
    expect(expectOk(await post<Dept>(SAVE_DEPT, admin, { id: a.id, name: '渠道丙' })).name).toBe('渠道丙');
    expectRefusal(await post(SAVE_DEPT, admin, { id: b.id, name: '渠道丙' }), 409, '同级部门中已有同名部门');
    expectRefusal(await post(SAVE_DEPT, admin, { id: b.id, name: '优化一部' }), 409, '同级部门中已有同名部门');
    const names = flatten(await tree()).filter((n) => n.id === a.id || n.id === b.id).map((n) => n.name);
    expect(names.sort()).toEqual(['渠道丙', '渠道乙'].sort());
    expect(await auditActions('渠道')).toEqual(expect.arrayContaining(['新建部门', '重命名部门']));
  });

  it('moves a department, and refuses a move under itself or below itself', async () => {
    const outer = expectOk(await post<Dept>(SAVE_DEPT, admin, { name: '移动外层' }));
    const inner = expectOk(await post<Dept>(SAVE_DEPT, admin, { name: '移动内层', parentId: outer.id }));
    const leaf = expectOk(await post<Dept>(SAVE_DEPT, admin, { name: '移动叶子', parentId: inner.id }));
    expectRefusal(await post(MOVE_DEPT, admin, { id: outer.id, parentId: leaf.id }), 1301, '不能把部门移到它自己或下级部门之下');
    expectRefusal(await post(MOVE_DEPT, admin, { id: outer.id, parentId: outer.id }), 1301, '不能把部门移到它自己或下级部门之下');
    expectRefusal(await post(MOVE_DEPT, admin, { id: outer.id, parentId: 301 }), 404, '部门不存在');
    expect(flatten(await tree()).find((n) => n.id === outer.id)?.parentId).toBeNull();
    expectOk(await post(MOVE_DEPT, admin, { id: leaf.id, parentId: null }));
    expectOk(await post(MOVE_DEPT, admin, { id: inner.id, parentId: 101 }));
    const after = new Map(flatten(await tree()).map((n) => [n.id, n]));
    expect(after.get(leaf.id)?.parentId).toBeNull();
    expect(after.get(inner.id)?.parentId).toBe(101);
    expect(await auditActions('移动内层')).toContain('移动部门');
  });

  it('deletes only an empty department, saying why otherwise', async () => {
    expectRefusal(await post(REMOVE_DEPT, admin, { id: 103 }), 1301, '部门下还有 2 名用户，请先调走');
    expectRefusal(await post(REMOVE_DEPT, admin, { id: 100 }), 1301, '部门下还有下级部门，请先删除或移走');
    expectRefusal(await post(REMOVE_DEPT, admin, { id: 301 }), 404, '部门不存在');
    expect(flatten(await tree(yuanhangToken)).map((n) => n.id)).toEqual([301]);
    const empty = expectOk(await post<Dept>(SAVE_DEPT, admin, { name: '临时部门' }));
    expectOk(await post(REMOVE_DEPT, admin, { id: empty.id }));
    const ids = flatten(await tree()).map((n) => n.id);
    expect(ids).toContain(103);
    expect(ids).toContain(100);
    expect(ids).not.toContain(empty.id);
    expect(await auditActions('临时部门')).toEqual(expect.arrayContaining(['新建部门', '删除部门']));
  });

  it('lets only ADMIN and MANAGER change the tree', async () => {
    const operator = await server.login('operator');
    expect((await post(SAVE_DEPT, operator, { name: '越权部门' })).body.code).toBe(403);
    expect(flatten(await tree()).some((n) => n.name === '越权部门')).toBe(false);
    const manager = await server.login('manager');
    expectOk(await post(SAVE_DEPT, manager, { name: '经理建的部门' }));
  });
});

describe('managed users: who sees and manages whom', () => {
  it('shows ADMIN the whole company, never another company, with roles and departments', async () => {
    const page = await users();
    const names = page.records.map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining(['admin', 'manager', 'operator', 'designer', 'designmanager', 'agent1', 'agent2', 'rbac']));
    expect(names).not.toContain('yuanhang');
    const byName = new Map(page.records.map((u) => [u.username, u]));
    expect(byName.get('designmanager')).toMatchObject({ role: 'DESIGNMANAGER', roleCode: 'DESIGNMANAGER', roleName: '设计经理', departmentName: '设计部' });
    expect(byName.get('rbac')).toMatchObject({ role: 'OPERATE', roleCode: 'OPTIMIZER', roleName: '投放优化师', rbacVersion: '2.0' });
    expect(byName.get('agent2')?.parentId).toBe(byName.get('agent1')?.id);
    expect(byName.get('operator')?.accountIds.length).toBeGreaterThan(0);
    expect(page.records.every((u) => u.editable)).toBe(true);
  });

  it('shows MANAGER the company with ADMIN rows read-only, an agent their own agents, anyone else themself', async () => {
    const manager = await users({}, await server.login('manager'));
    expect(manager.records.find((u) => u.username === 'admin')?.editable).toBe(false);
    expect(manager.records.find((u) => u.username === 'operator')?.editable).toBe(true);
    const agent = await users({}, await server.login('agent1'));
    expect(agent.records.map((u) => [u.username, u.editable])).toEqual(expect.arrayContaining([['agent1', false], ['agent2', true]]));
    expect(agent.records.every((u) => u.username === 'agent1' || u.role === 'AGENT_SECOND')).toBe(true);
    const operator = await users({}, await server.login('operator'));
    expect(operator.records.map((u) => [u.username, u.editable])).toEqual([['operator', false]]);
    // Designers do not open the manage section at all.
    expect((await post(PAGE, await server.login('designer'), { current: 1, size: 20 })).body.code).toBe(403);
  });

  it('filters by keyword, department (with those below), role and status', async () => {
    expect((await users({ keyword: 'design' })).records.map((u) => u.username).sort()).toEqual(['designer', 'designmanager']);
    const centre = (await users({ departmentId: 100 })).records.map((u) => u.username);
    expect(centre).toEqual(expect.arrayContaining(['admin', 'operator', 'designer', 'rbac']));
    expect(centre).not.toContain('agent1');
    expect((await users({ departmentId: 301 })).total).toBe(0);
    expect((await users({ roleCode: 'DESIGNER' })).records.map((u) => u.username)).toEqual(['designer']);
    expect((await users({ roleCode: 'OPTIMIZER' })).records.map((u) => u.username)).toContain('rbac');
    expect((await users({ status: 'enabled' })).records.map((u) => u.username)).toContain('admin');
  });

  it('answers another company\'s user like a missing one, changing nothing', async () => {
    expectRefusal(await post(UPDATE, admin, { id: yuanhangUserId, ...fields() }), 404, '用户不存在');
    expectRefusal(await post(STATUS, admin, { id: yuanhangUserId, enabled: false }), 404, '用户不存在');
    expectRefusal(await post(RESET, admin, { id: yuanhangUserId }), 404, '用户不存在');
    expectRefusal(await post(ACCOUNTS, admin, { userId: yuanhangUserId, accountIds: [] }), 404, '用户不存在');
    expectRefusal(await post(PROJECTS, admin, { userId: yuanhangUserId, projectIds: [] }), 404, '用户不存在');
    expect((await post(GET_USER, yuanhangToken)).body.code).toBe(200);
  });
});

describe('creating users', () => {
  it('makes a one-time password shown once, which must be changed at the first login', async () => {
    const { user, oneTimePassword, username } = await createUser({ name: '新优化师', email: 'new@toufang.example.com', phone: '13800000000' });
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(user).toMatchObject({ username, name: '新优化师', role: 'OPERATE', roleName: '优化师', departmentName: '优化二部', status: 'enabled', mustChangePassword: true });
    const login = await loginAnswer(username, oneTimePassword as string);
    expect(expectOk(login).mustChangePassword).toBe(true);
    const token = login.body.data.token;
    expect(expectOk(await post<{ mustChangePassword: boolean }>(GET_USER, token)).mustChangePassword).toBe(true);
    // Until the password is changed, nothing but the change, the user info and logout answers.
    const refused = await post(PAGE, token, { current: 1, size: 20 });
    expect(refused.status).toBe(403);
    expectRefusal(refused, 1010, '当前密码为初始密码，请先修改密码后再使用');
    expectOk(await post(EDIT_PASSWORD, token, { username, oldPassword: oneTimePassword, newPassword: 'Chosen2026', syncAccountCenter: false }));
    const again = expectOk(await loginAnswer(username, 'Chosen2026'));
    expect(again.mustChangePassword).toBe(false);
    expect(await auditActions(String(user.id))).toContain('新建用户');
  });

  it('takes a given password that follows the rule, and still asks for a change', async () => {
    const { oneTimePassword, username } = await createUser({ password: 'Given2026' });
    expect(oneTimePassword).toBeNull();
    expect(expectOk(await loginAnswer(username, 'Given2026')).mustChangePassword).toBe(true);
  });

  it.each([
    ['too short', 'ab1'],
    ['no digit', 'abcdefgh'],
    ['no letter', '12345678'],
  ])('refuses a password breaking the rule (%s) and writes nothing', async (_case, password) => {
    const username = `badpass_${password}`;
    expectRefusal(await post(CREATE, admin, { username, ...fields(), password }), 1003, '密码设置不符合要求');
    expect((await users({ keyword: username })).total).toBe(0);
  });

  it('refuses a username already taken (any company) and writes nothing', async () => {
    const before = (await users()).total;
    expectRefusal(await post(CREATE, admin, { username: 'operator', ...fields({ name: '重名用户' }) }), 409, '该用户名不可用，请换一个用户名');
    expectRefusal(await post(CREATE, admin, { username: 'yuanhang', ...fields({ name: '重名用户' }) }), 409, '该用户名不可用，请换一个用户名');
    expect((await users()).total).toBe(before);
    expect(await auditActions('重名用户')).toEqual([]);
  });

  it('refuses an unknown role, another company\'s department and reversed validity, writing nothing', async () => {
    expectRefusal(await post(CREATE, admin, { username: 'norole', ...fields({ roleCode: 'ROLE_999' }) }), 400, '角色不存在');
    expectRefusal(await post(CREATE, admin, { username: 'nodept', ...fields({ departmentId: 301 }) }), 404, '部门不存在');
    expectRefusal(await post(CREATE, admin, { username: 'notime', ...fields({ startTime: '2026-05-01', expireTime: '2026-04-01' }) }), 400, '到期时间必须晚于生效时间');
    expectRefusal(await post(CREATE, admin, { username: 'badtime', ...fields({ startTime: '2026-02-31' }) }), 400, '时间格式不正确，应为 YYYY-MM-DD HH:mm:ss');
    for (const username of ['norole', 'nodept', 'notime', 'badtime']) expect((await users({ keyword: username })).total).toBe(0);
  });

  it('gives a custom role\'s user its code, name, menu and actions', async () => {
    const { user, username } = await createUser({ roleCode: 'OPTIMIZER', password: 'Given2026' });
    expect(user).toMatchObject({ role: 'OPERATE', roleCode: 'OPTIMIZER', roleName: '投放优化师', rbacVersion: '2.0' });
    const token = expectOk(await loginAnswer(username, 'Given2026')).token;
    const info = expectOk(await post<{ rbacVersion: string; roleCodeV2: string; roleNameV2: string; role: string; buttonConfig: Record<string, boolean> }>(GET_USER, token));
    expect(info).toMatchObject({ rbacVersion: '2.0', roleCodeV2: 'OPTIMIZER', roleNameV2: '投放优化师', role: 'OPERATE' });
    expect(Object.values(info.buttonConfig).every(Boolean)).toBe(true);
  });

  it('reads a custom role holder\'s actions and name from the role, so an edit shows in the same session', async () => {
    const menuNode = (code: string, name: string, children: unknown[] = []) => ({ code, name, disable: false, isHomePage: false, children });
    const menu = [menuNode('promote', '推广管理', [menuNode('toutiaoDelivery', '巨量引擎投放')])];
    const role = expectOk(await post<{ id: number; code: string }>('/api/user-pro/role/save', admin, { name: '看板专员', baseRole: 'OPERATE', menuTree: menu, actions: [] }));
    const { username } = await createUser({ roleCode: role.code, password: 'Given2026' });
    const token = expectOk(await loginAnswer(username, 'Given2026')).token;
    const info = async () => expectOk(await post<{ roleNameV2: string; buttonConfig: Record<string, boolean> }>(GET_USER, token));
    const flagsOn = (config: Record<string, boolean>) => Object.entries(config).filter(([, on]) => on).map(([flag]) => flag);
    expect(flagsOn((await info()).buttonConfig)).toEqual([]);
    expectOk(await post('/api/user-pro/role/save', admin, { id: role.id, name: '看板专员二', baseRole: 'OPERATE', menuTree: menu, actions: ['SHOW_BOARD_BUTTON'] }));
    // Editing a role ends no session; what the server reads of the holder follows the role at once.
    const after = await info();
    expect(flagsOn(after.buttonConfig)).toEqual(['SHOW_BOARD_BUTTON']);
    expect(after.roleNameV2).toBe('看板专员二');
  });

  it('does not let MANAGER grant ADMIN or change an ADMIN', async () => {
    const manager = await server.login('manager');
    expectRefusal(await post(CREATE, manager, { username: 'wannabe', ...fields({ roleCode: 'ADMIN' }) }), 1301, '优化经理不能授予管理员角色');
    expect((await users({ keyword: 'wannabe' })).total).toBe(0);
    const adminRow = (await users({ keyword: 'admin@' })).records.find((u) => u.username === 'admin') as ManagedUser;
    expectRefusal(await post(STATUS, manager, { id: adminRow.id, enabled: false }), 1301, '优化经理不能管理管理员');
    expectRefusal(await post(RESET, manager, { id: adminRow.id }), 1301, '优化经理不能管理管理员');
    expect((await post(GET_USER, admin)).body.code).toBe(200);
  });
});

describe('disabling, roles, resets and validity end sessions at once', () => {
  it('disables a logged-in user: their next call answers 401 and login says why; enabling lets them back', async () => {
    const { user, username } = await createUser({ password: 'Given2026' });
    const token = expectOk(await loginAnswer(username, 'Given2026')).token;
    expect((await post(GET_USER, token)).status).toBe(200);
    expect(expectOk(await post<ManagedUser>(STATUS, admin, { id: user.id, enabled: false })).status).toBe('disabled');
    const after = await post(GET_USER, token);
    expect(after.status).toBe(401);
    expectRefusal(await loginAnswer(username, 'Given2026'), 1008, '账号已停用，请联系管理员');
    // A wrong password tells a guesser nothing about the account's status.
    expectRefusal(await loginAnswer(username, 'Wrong2026x'), 1001, '用户名或密码错误');
    expectOk(await post(STATUS, admin, { id: user.id, enabled: true }));
    expect(expectOk(await loginAnswer(username, 'Given2026')).token).toBeTruthy();
    expect(await auditActions(String(user.id))).toEqual(expect.arrayContaining(['停用用户', '启用用户']));
  });

  it('refuses disabling oneself and changing one\'s own role', async () => {
    const self = (await users({ keyword: 'admin@' })).records.find((u) => u.username === 'admin') as ManagedUser;
    expectRefusal(await post(STATUS, admin, { id: self.id, enabled: false }), 1301, '不能停用自己');
    expectRefusal(await post(UPDATE, admin, { id: self.id, ...fields({ name: self.name, roleCode: 'MANAGER', departmentId: 101 }) }), 1301, '不能修改自己的角色');
    expect((await post(GET_USER, admin)).status).toBe(200);
    expect((await users({ keyword: 'admin@' })).records.find((u) => u.username === 'admin')?.role).toBe('ADMIN');
  });

  it('keeps the last enabled ADMIN: moving their expiry into the past is refused', async () => {
    const self = (await users({ keyword: 'admin@' })).records.find((u) => u.username === 'admin') as ManagedUser;
    const past = { name: self.name, roleCode: 'ADMIN', departmentId: 101, startTime: '2020-01-01', expireTime: '2021-01-01' };
    expectRefusal(await post(UPDATE, admin, { id: self.id, ...fields(past) }), 1301, '至少保留一名启用的管理员');
    expect((await post(GET_USER, admin)).status).toBe(200);
  });

  it('lets one ADMIN disable another while one stays enabled, and ADMIN be taken from one of two', async () => {
    const second = await createUser({ roleCode: 'ADMIN', password: 'Given2026', departmentId: 101 });
    const secondToken = await changedPasswordToken(second.username, 'Given2026');
    const first = (await users({ keyword: 'admin@' })).records.find((u) => u.username === 'admin') as ManagedUser;
    // The second ADMIN disables the first: one enabled ADMIN remains.
    expectOk(await post(STATUS, secondToken, { id: first.id, enabled: false }));
    expect((await post(GET_USER, admin)).status).toBe(401);
    // The first comes back; with two enabled ADMINs again, the second may become a MANAGER.
    expectOk(await post(STATUS, secondToken, { id: first.id, enabled: true }));
    admin = await server.login('admin');
    expectOk(await post(UPDATE, admin, { id: second.user.id, ...fields({ roleCode: 'MANAGER' }) }));
    expect((await post(GET_USER, secondToken)).status).toBe(401);
  });

  it('ends the sessions of a user whose role changes', async () => {
    const { user, username } = await createUser({ password: 'Given2026' });
    const token = expectOk(await loginAnswer(username, 'Given2026')).token;
    const updated = expectOk(await post<ManagedUser>(UPDATE, admin, { id: user.id, ...fields({ roleCode: 'DESIGNMANAGER', name: '改角色' }) }));
    expect(updated).toMatchObject({ role: 'DESIGNMANAGER', roleName: '设计经理', name: '改角色' });
    expect((await post(GET_USER, token)).status).toBe(401);
    const info = expectOk(await post<{ role: string; isDesignManager: number }>(GET_USER, expectOk(await loginAnswer(username, 'Given2026')).token));
    expect(info).toMatchObject({ role: 'DESIGNER', isDesignManager: 1 });
    expect(await auditActions(String(user.id))).toContain('修改用户');
  });

  it('keeps the sessions of a user whose name alone changes', async () => {
    const { user, username } = await createUser({ password: 'Given2026' });
    const token = expectOk(await loginAnswer(username, 'Given2026')).token;
    expectOk(await post(UPDATE, admin, { id: user.id, ...fields({ name: '只改姓名' }) }));
    expect((await post(GET_USER, token)).status).toBe(200);
  });

  it('resets a password: a new one-time password, the old password and sessions gone', async () => {
    const { user, username } = await createUser({ password: 'Given2026' });
    const token = expectOk(await loginAnswer(username, 'Given2026')).token;
    const { oneTimePassword } = expectOk(await post<{ oneTimePassword: string }>(RESET, admin, { id: user.id }));
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await post(GET_USER, token)).status).toBe(401);
    expectRefusal(await loginAnswer(username, 'Given2026'), 1001, '用户名或密码错误');
    expect(expectOk(await loginAnswer(username, oneTimePassword)).mustChangePassword).toBe(true);
    const log = expectOk(await post<{ records: { actionName: string; before: unknown; after: unknown }[] }>(OPERATION_LOG, admin, { current: 1, size: 50, object: String(user.id) }));
    expect(log.records.map((r) => r.actionName)).toContain('重置密码');
    expect(JSON.stringify(log.records)).not.toMatch(/scrypt|Given2026/);
    expect(JSON.stringify(log.records)).not.toContain(oneTimePassword);
  });

  it('ends the sessions of a user whose expiry moves into the past, and login says when it ended', async () => {
    const { user, username } = await createUser({ password: 'Given2026' });
    const token = expectOk(await loginAnswer(username, 'Given2026')).token;
    expectOk(await post(UPDATE, admin, { id: user.id, ...fields({ startTime: '2020-01-01', expireTime: '2021-03-04' }) }));
    expect((await post(GET_USER, token)).status).toBe(401);
    expectRefusal(await loginAnswer(username, 'Given2026'), 1007, '账号已于 2021-03-04 到期，请联系管理员续期');
    expect((await users({ status: 'expired' })).records.map((u) => u.id)).toContain(user.id);
  });

  it('refuses a login before the start time, saying when it starts', async () => {
    const { user, username } = await createUser({ password: 'Given2026', startTime: '2099-01-01 09:30:00', expireTime: '2099-12-31' });
    expect(user.status).toBe('pending');
    expect(user.expireTime).toBe('2099-12-31 23:59:59');
    expectRefusal(await loginAnswer(username, 'Given2026'), 1009, '账号将于 2099-01-01 09:30 生效，请届时登录');
  });
});

describe('accounts, projects and what a user sees', () => {
  it('an optimiser assigned two accounts sees only those two; another company\'s account changes nothing', async () => {
    const toutiao = await accountIdsOf('toutiao');
    expect(toutiao.length).toBeGreaterThan(2);
    const { user, username } = await createUser({ password: 'Given2026' });
    const assigned = expectOk(await post<ManagedUser>(ACCOUNTS, admin, { userId: user.id, accountIds: toutiao.slice(0, 2) }));
    expect(assigned.accountIds).toEqual([...toutiao.slice(0, 2)].sort((a, b) => a - b));
    const token = await changedPasswordToken(username, 'Given2026');
    const seen = expectOk(await post<{ id: number }[]>(DELIVERY_ACCOUNTS, token, { media: 'toutiao' })).map((a) => a.id);
    expect(seen.sort((a, b) => a - b)).toEqual([...toutiao.slice(0, 2)].sort((a, b) => a - b));
    expect(expectOk(await post<{ id: number }[]>(DELIVERY_ACCOUNTS, token, { media: 'gdt' }))).toEqual([]);
    // The delivery tables take the same scope: an account not assigned answers like a missing one.
    const today = formatChinaTime(new Date()).slice(0, 10);
    const list = (accountIds: number[]) => post(DELIVERY_LIST, token, { media: 'toutiao', level: 'plan', dateRange: { from: today, to: today }, accountIds, page: 1, size: 20 });
    expect((await list([toutiao[0]])).body.code).toBe(200);
    expectRefusal(await list([toutiao[0], toutiao[2]]), 404, '账户不存在或无权访问');

    const otherCompany = await accountIdsOf('toutiao', yuanhangToken);
    expect(otherCompany.length).toBeGreaterThan(0);
    expectRefusal(await post(ACCOUNTS, admin, { userId: user.id, accountIds: [toutiao[2], otherCompany[0]] }), 404, '账户不存在或不属于本公司');
    const unchanged = (await users({ keyword: username })).records[0];
    expect(unchanged.accountIds).toEqual([...toutiao.slice(0, 2)].sort((a, b) => a - b));
    expect(await auditActions(String(user.id))).toContain('分配账户');
  });

  it('a project member sees the project\'s accounts; another company\'s project changes nothing', async () => {
    const projects = expectOk(await post<{ id: number; name: string; accounts: { id: number; mediaCode: string }[] }[]>(PROJECT_LIST, admin, {}));
    const spring = projects.find((p) => p.name === '春节大促');
    expect(spring).toBeDefined();
    const { user, username } = await createUser({ password: 'Given2026' });
    expect(expectOk(await post<ManagedUser>(PROJECTS, admin, { userId: user.id, projectIds: [spring?.id] })).projectIds).toEqual([spring?.id]);
    const token = await changedPasswordToken(username, 'Given2026');
    const seen = expectOk(await post<{ id: number }[]>(DELIVERY_ACCOUNTS, token, { media: 'toutiao' })).map((a) => a.id);
    const expected = (spring?.accounts ?? []).filter((a) => a.mediaCode === 'toutiao').map((a) => a.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(seen.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expectRefusal(await post(PROJECTS, admin, { userId: user.id, projectIds: [spring?.id, 999_999] }), 404, '项目不存在');
    expect((await users({ keyword: username })).records[0].projectIds).toEqual([spring?.id]);
    expect(await auditActions(String(user.id))).toContain('分配项目');
  });

  it('the demo optimisers still see every account of the demo company; MANAGER sees the company', async () => {
    const all = await accountIdsOf('toutiao');
    for (const username of ['operator', 'rbac', 'manager']) {
      const seen = expectOk(await post<{ id: number }[]>(DELIVERY_ACCOUNTS, await server.login(username), { media: 'toutiao' })).map((a) => a.id);
      expect(seen.sort((a, b) => a - b), username).toEqual([...all].sort((a, b) => a - b));
    }
  });
});

describe('first-level agents', () => {
  it('create only second-level agents under themself and assign only their own accounts', async () => {
    const agent1 = await server.login('agent1');
    const agent1Row = (await users({ keyword: 'agent1' })).records[0];
    const toutiao = await accountIdsOf('toutiao');
    // The agent holds two accounts; they can hand those on, nothing else.
    expectOk(await post(ACCOUNTS, admin, { userId: agent1Row.id, accountIds: toutiao.slice(0, 2) }));
    expect((await accountIdsOf('toutiao', agent1)).sort((a, b) => a - b)).toEqual([...toutiao.slice(0, 2)].sort((a, b) => a - b));

    expectRefusal(await post(CREATE, agent1, { username: 'agent_op', ...fields({ roleCode: 'OPERATE', departmentId: 201 }) }), 1301, '只能管理自己的二级代理');
    expect((await users({ keyword: 'agent_op' })).total).toBe(0);
    const sub = await createUser({ roleCode: 'AGENT_SECOND', departmentId: 201, password: 'Given2026' }, agent1);
    expect(sub.user).toMatchObject({ role: 'AGENT_SECOND', parentId: agent1Row.id, editable: true });

    expectOk(await post(ACCOUNTS, agent1, { userId: sub.user.id, accountIds: [toutiao[0]] }));
    expectRefusal(await post(ACCOUNTS, agent1, { userId: sub.user.id, accountIds: [toutiao[0], toutiao[3]] }), 1301, '只能分配自己名下的账户');
    expect((await users({ keyword: sub.username })).records[0].accountIds).toEqual([toutiao[0]]);

    const subToken = await changedPasswordToken(sub.username, 'Given2026');
    const seen = expectOk(await post<{ records: { id: number }[] }>(MEDIA_ACCOUNT_PAGE, subToken, { mediaCode: 'toutiao', current: 1, size: 50 }));
    expect(seen.records.map((a) => a.id)).toEqual([toutiao[0]]);

    const operatorRow = (await users({ keyword: 'operator@' })).records[0];
    expectRefusal(await post(STATUS, agent1, { id: operatorRow.id, enabled: false }), 1301, '只能管理自己的二级代理');
    expectRefusal(await post(UPDATE, agent1, { id: sub.user.id, ...fields({ roleCode: 'AGENT_FIRST', departmentId: 201 }) }), 1301, '只能管理自己的二级代理');
    expect((await post(PROJECTS, agent1, { userId: sub.user.id, projectIds: [] })).body.code).toBe(403);
    expectOk(await post(STATUS, agent1, { id: sub.user.id, enabled: false }));
    expect((await post(GET_USER, subToken)).status).toBe(401);
  });
});
