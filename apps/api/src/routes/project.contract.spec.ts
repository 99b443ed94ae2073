// Contract tests of projects: create, rename, list with accounts and members, set the accounts and the
// members, delete, the name rule, who may call, the audit trail, that a member sees the project's accounts,
// and that nothing crosses companies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOn } from '@toufang/server-db';
import { startTestServer, type TestServer, seededUsers, type TestUser } from '@toufang/server-testing';

interface Project {
  id: number;
  name: string;
  createdAt: string;
  accounts: { id: number; mediaCode: string; accountId: string; accountName: string }[];
  members: { id: number; username: string; name: string }[];
}

let server: TestServer;
const tokens: Record<string, string> = {};
let ownAccounts: number[] = [];
let otherAccount = 0;
let users: Readonly<Record<string, TestUser>>;
beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.toufang.db;
  const accounts = await sqlOn(db).selectFrom('media_accounts').select(['id', 'customer_id']).orderBy('id').execute();
  ownAccounts = accounts.filter((a) => a.customer_id === 1).map((a) => a.id).slice(0, 3);
  otherAccount = accounts.find((a) => a.customer_id === 2)?.id ?? 0;
  users = await seededUsers(db);
  for (const name of ['admin', 'manager', 'operator', 'yuanhang']) tokens[name] = await server.login(name);
});
afterAll(async () => {
  await server?.close();
});

const call = <T>(path: string, as: string, body: unknown) => server.call<T>(`/api/user/project/${path}`, { token: tokens[as], body });

describe('projects', () => {
  it('creates, renames and lists projects with their accounts', async () => {
    expect(ownAccounts.length).toBe(3);
    const created = await call<Project>('save', 'admin', { name: ' 年中大促 ' });
    expect(created.body).toMatchObject({ code: 200, data: { name: '年中大促', accounts: [], members: [] } });
    const id = created.body.data.id;
    const withAccounts = await call<Project>('accounts', 'manager', { projectId: id, accountIds: ownAccounts.slice(0, 2) });
    expect(withAccounts.body.data.accounts.map((a) => a.id)).toEqual(ownAccounts.slice(0, 2));
    // The project holds exactly the given accounts.
    const moved = await call<Project>('accounts', 'manager', { projectId: id, accountIds: [ownAccounts[2]] });
    expect(moved.body.data.accounts.map((a) => a.id)).toEqual([ownAccounts[2]]);
    const renamed = await call<Project>('save', 'admin', { id, name: '年中大促二期' });
    expect(renamed.body.data).toMatchObject({ id, name: '年中大促二期' });
    const list = await call<Project[]>('list', 'admin', {});
    expect(list.body.data.map((p) => p.name)).toContain('年中大促二期');
    expect((await call<Project[]>('list', 'admin', { keyword: '二期' })).body.data).toHaveLength(1);
  });

  it('refuses a name taken in the company, an empty name, and bad input, in Chinese', async () => {
    await call<Project>('save', 'admin', { name: '品牌' });
    const again = await call<Project>('save', 'manager', { name: '品牌' });
    expect(again.body).toMatchObject({ code: 409, message: '项目名称已存在，请换一个名称', data: null });
    const blank = await call<Project>('save', 'admin', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('请输入项目名称');
    const wrong = await call<Project>('save', 'admin', { name: 42 });
    expect(wrong.status).toBe(400);
  });

  it('opens on the demo company\'s projects, each holding accounts of several media', async () => {
    const seeded = (await call<Project[]>('list', 'manager', {})).body.data.filter((p) => ['春节大促', '品牌曝光'].includes(p.name));
    expect(seeded).toHaveLength(2);
    for (const project of seeded) expect(new Set(project.accounts.map((a) => a.mediaCode)).size).toBeGreaterThanOrEqual(2);
  });

  it('keeps each company to its own projects and accounts', async () => {
    const mine = (await call<Project>('save', 'admin', { name: '只属于本公司' })).body.data;
    // Another company may use the same name, and sees none of ours.
    expect((await call<Project>('save', 'yuanhang', { name: '只属于本公司' })).body.code).toBe(200);
    expect((await call<Project[]>('list', 'yuanhang', {})).body.data.map((p) => p.name)).toEqual(['只属于本公司']);
    expect((await call('remove', 'yuanhang', { id: mine.id })).body).toMatchObject({ code: 404, message: '项目不存在' });
    const foreign = await call('accounts', 'admin', { projectId: mine.id, accountIds: [otherAccount] });
    expect(foreign.body).toMatchObject({ code: 404, message: '账户不存在或不属于本公司' });
  });

  it('deletes a project, leaving its accounts outside any project', async () => {
    const project = (await call<Project>('save', 'admin', { name: '临时项目' })).body.data;
    await call('accounts', 'admin', { projectId: project.id, accountIds: [ownAccounts[0]] });
    expect((await call('remove', 'admin', { id: project.id })).body.code).toBe(200);
    const row = await sqlOn(server.app.toufang.db).selectFrom('media_accounts').select('project_id').where('id', '=', ownAccounts[0]).executeTakeFirstOrThrow();
    expect(row.project_id).toBeNull();
  });

  it('is for ADMIN and MANAGER only (shell spec §2.3)', async () => {
    const refused = await call('list', 'operator', {});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('无权限访问该功能，请联系管理员开通');
  });
});

const auditOf = (action: string, projectId: number) =>
  sqlOn(server.app.toufang.db)
    .selectFrom('audit_records')
    .select(['company_id', 'action_name', 'object_level', 'object_name', 'before', 'after', 'actor_name'])
    .where('action', '=', action)
    .where('object_id', '=', String(projectId))
    .orderBy('id')
    .execute();

describe('project members', () => {
  const member = (username: string) => ({ id: users[username].id, username, name: users[username].name });

  it('sets the members (replacing the set) and answers them on every project answer', async () => {
    const project = (await call<Project>('save', 'admin', { name: '成员项目' })).body.data;
    const set = await call<Project>('members', 'manager', { projectId: project.id, userIds: [users.designer.id, users.operator.id] });
    expect(set.body).toMatchObject({ code: 200, data: { id: project.id, name: '成员项目' } });
    // By user id.
    expect(set.body.data.members).toEqual([member('operator'), member('designer')].sort((a, b) => a.id - b.id));
    const listed = (await call<Project[]>('list', 'admin', { keyword: '成员项目' })).body.data;
    expect(listed[0].members).toEqual(set.body.data.members);
    expect((await call<Project>('save', 'admin', { id: project.id, name: '成员项目' })).body.data.members).toEqual(set.body.data.members);
    expect((await call<Project>('accounts', 'admin', { projectId: project.id, accountIds: [] })).body.data.members).toEqual(set.body.data.members);

    expect((await call<Project>('members', 'admin', { projectId: project.id, userIds: [users.designer.id] })).body.data.members).toEqual([member('designer')]);
    expect((await call<Project>('members', 'admin', { projectId: project.id, userIds: [] })).body.data.members).toEqual([]);
  });

  it("refuses another company's user or project like a missing one, changing nothing", async () => {
    const project = (await call<Project>('save', 'admin', { name: '不跨公司的成员' })).body.data;
    await call('members', 'admin', { projectId: project.id, userIds: [users.operator.id] });
    const foreignUser = await call('members', 'admin', { projectId: project.id, userIds: [users.operator.id, users.yuanhang.id] });
    expect(foreignUser.body).toMatchObject({ code: 404, message: '用户不存在', data: null });
    expect((await call('members', 'admin', { projectId: project.id, userIds: [999_999] })).body).toMatchObject({ code: 404, message: '用户不存在' });
    const foreignProject = await call('members', 'yuanhang', { projectId: project.id, userIds: [users.yuanhang.id] });
    expect(foreignProject.body).toMatchObject({ code: 404, message: '项目不存在' });
    expect((await call<Project[]>('list', 'admin', { keyword: '不跨公司的成员' })).body.data[0].members).toEqual([member('operator')]);
    expect((await call('members', 'operator', { projectId: project.id, userIds: [] })).status).toBe(403);
    expect((await call('members', 'admin', { projectId: project.id, userIds: [users.operator.id, users.operator.id] })).status).toBe(400);
  });

  it('records every project write in the audit trail, members with who was in before and after', async () => {
    const project = (await call<Project>('save', 'admin', { name: '审计项目' })).body.data;
    await call('save', 'admin', { id: project.id, name: '审计项目二' });
    await call('accounts', 'admin', { projectId: project.id, accountIds: [ownAccounts[1]] });
    await call('members', 'manager', { projectId: project.id, userIds: [users.operator.id] });
    await call('members', 'manager', { projectId: project.id, userIds: [users.designer.id] });
    await call('remove', 'admin', { id: project.id });

    expect(await auditOf('project.create', project.id)).toEqual([
      { company_id: 1, action_name: '新建项目', object_level: 'project', object_name: '审计项目', before: null, after: { name: '审计项目' }, actor_name: users.admin.name },
    ]);
    expect(await auditOf('project.rename', project.id)).toMatchObject([{ action_name: '重命名项目', before: { name: '审计项目' }, after: { name: '审计项目二' } }]);
    expect(await auditOf('project.accounts', project.id)).toMatchObject([{ action_name: '设置项目账户', before: { accountIds: [] }, after: { accountIds: [ownAccounts[1]] } }]);
    expect(await auditOf('project.members', project.id)).toMatchObject([
      { action_name: '设置项目成员', object_name: '审计项目二', actor_name: users.manager.name, before: { members: [] }, after: { members: [member('operator')] } },
      { action_name: '设置项目成员', before: { members: [member('operator')] }, after: { members: [member('designer')] } },
    ]);
    expect(await auditOf('project.remove', project.id)).toMatchObject([
      { action_name: '删除项目', before: { name: '审计项目二', accountIds: [ownAccounts[1]], memberIds: [users.designer.id] }, after: null },
    ]);
  });

  it("lets a member optimiser see the project's accounts, and nothing else unassigned", async () => {
    const seeded = (await call<Project[]>('list', 'admin', { keyword: '春节大促' })).body.data[0];
    const media = seeded.accounts[0].mediaCode;
    const expected = seeded.accounts.filter((a) => a.mediaCode === media).map((a) => a.id).sort((x, y) => x - y);
    expect(expected.length).toBeGreaterThan(0);
    const created = await server.call<{ user: { id: number } }>('/api/user/user_manage/create', {
      token: tokens.admin,
      body: { username: 'member1', name: '项目成员', roleCode: 'OPERATE', departmentId: null, startTime: '2020-01-01', expireTime: '2099-12-31', password: 'Member2026x' },
    });
    expect(created.body, created.text).toMatchObject({ code: 200 });
    // The member has changed the given password: a one-time password session answers only that change.
    await sqlOn(server.app.toufang.db).updateTable('users').set({ must_change_password: false }).where('id', '=', created.body.data.user.id).execute();
    const token = await server.login('member1', 'Member2026x');
    const page = async () =>
      (await server.call<{ records: { id: number }[] }>('/api/user/media_account/page', { token, body: { mediaCode: media, current: 1, size: 200 } })).body.data.records
        .map((a) => a.id)
        .sort((x, y) => x - y);
    expect(await page()).toEqual([]);
    await call('members', 'admin', { projectId: seeded.id, userIds: [...seeded.members.map((m) => m.id), created.body.data.user.id] });
    expect(await page()).toEqual(expected);
  });
});
