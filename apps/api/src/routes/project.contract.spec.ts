// Contract tests of projects: create, rename, list with accounts, set the accounts, delete, the name rule,
// who may call, and that nothing crosses companies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOn } from '../db/kysely';
import { startTestServer, type TestServer } from '../testing/harness';

interface Project {
  id: number;
  name: string;
  createdAt: string;
  accounts: { id: number; mediaCode: string; accountId: string; accountName: string }[];
}

let server: TestServer;
const tokens: Record<string, string> = {};
let ownAccounts: number[] = [];
let otherAccount = 0;
beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.toufang.db;
  const accounts = await sqlOn(db).selectFrom('media_accounts').select(['id', 'customer_id']).orderBy('id').execute();
  ownAccounts = accounts.filter((a) => a.customer_id === 1).map((a) => a.id).slice(0, 3);
  otherAccount = accounts.find((a) => a.customer_id === 2)?.id ?? 0;
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
    expect(created.body).toMatchObject({ code: 200, data: { name: '年中大促', accounts: [] } });
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
