import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import { renderOrgPage } from '../../testing/org-page-test-kit';
import ProjectManagePage from './project-manage-page';

type Project = Schemas['Project'];
const PATH = '/account-app/account/project-manage';

type User = Schemas['ManagedUser'];

const managed = (id: number, username: string, name: string, roleName: string): User => ({
  id,
  username,
  name,
  email: null,
  phone: null,
  role: 'OPERATE',
  roleCode: 'OPERATE',
  roleName,
  rbacVersion: null,
  departmentId: null,
  departmentName: null,
  status: 'enabled',
  startTime: '2026-01-01 00:00:00',
  expireTime: '2027-01-01 00:00:00',
  dueDays: 30,
  parentId: null,
  parentName: null,
  accountIds: [],
  projectIds: [],
  mustChangePassword: false,
  lastLoginTime: null,
  createTime: '2026-01-01 00:00:00',
  editable: true,
});

const USERS: User[] = [managed(3, 'operator', '孙浩', '优化师'), managed(4, 'designer', '李静', '设计师'), managed(5, 'rbac', '王欣', '投放分析员')];

function serve() {
  let projects: Project[] = [
    {
      id: 1,
      name: '春节大促',
      createdAt: '2026-11-01 10:00:00',
      accounts: [{ id: 11, mediaCode: 'gdt', accountId: '30000001', accountName: '青柠互娱-腾讯-01' }],
      members: [{ id: 3, username: 'operator', name: '孙浩' }],
    },
  ];
  const api = fakeApi()
    .on('post', '/api/user/project/list', (body) => projects.filter((p) => !body?.keyword || p.name.includes(body.keyword)))
    .on('post', '/api/user/list_columns/get', ({ listId }) => ({ listId, columns: null }))
    .on('post', '/api/user/project/save', ({ id, name }) => {
      if (projects.some((p) => p.name === name && p.id !== id)) return refuse(409, '项目名称已存在，请换一个名称');
      const saved = { id: id ?? 2, name, createdAt: '2026-11-25 10:00:00', accounts: [], members: [] };
      projects = id ? projects.map((p) => (p.id === id ? { ...p, name } : p)) : [...projects, saved];
      return saved;
    })
    .on('post', '/api/user/project/remove', ({ id }) => {
      projects = projects.filter((p) => p.id !== id);
      return undefined;
    })
    .on('post', '/api/user/media_account/page', ({ mediaCode, current, size }) => ({
      records: [
        {
          id: mediaCode === 'gdt' ? 11 : 21,
          mediaCode,
          accountId: mediaCode === 'gdt' ? '30000001' : '1700000000000021',
          accountName: mediaCode === 'gdt' ? '青柠互娱-腾讯-01' : '青柠互娱-巨量-21',
          sandbox: true,
          status: 'active',
          statusText: '正常',
          balance: 1,
          todayCost: 0,
          dailyBudget: null,
          groupId: null,
          groupName: null,
          projectId: null,
          projectName: null,
          operators: [],
          authorizationId: 1,
          authStatus: 'active',
          authStatusText: '有效',
          authExpiresAt: null,
          lastSyncedAt: null,
          lastSyncError: null,
          remark: '',
          product: '',
        },
      ],
      total: 1,
      current,
      size,
    }))
    .on('post', '/api/user/user_manage/page', ({ current, size }) => ({ records: USERS, total: USERS.length, current, size }))
    .on('post', '/api/user/project/members', ({ projectId, userIds }) => {
      projects = projects.map((p) => (p.id === projectId ? { ...p, members: USERS.filter((u) => userIds.includes(u.id)).map(({ id, username, name }) => ({ id, username, name })) } : p));
      return projects.find((p) => p.id === projectId) as Project;
    })
    .on('post', '/api/user/project/accounts', ({ projectId, accountIds }) => {
      const project = projects.find((p) => p.id === projectId) as Project;
      return { ...project, accounts: accountIds.map((id) => ({ id, mediaCode: 'gdt' as const, accountId: String(id), accountName: String(id) })) };
    });
  api.install();
  return api;
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('项目管理', () => {
  it('a copied link asks for the same projects (the list kit), and 导出 sends that query', async () => {
    const api = serve();
    api.on('post', '/api/list/export', () => ({ exportId: 5, state: 'queued', fileName: '项目.xlsx', rows: null, url: null, expiresAt: null, reason: null }));
    const filters = encodeURIComponent(JSON.stringify({ keyword: { method: 'LIKE', value: '春节' } }));
    renderOrgPage(ProjectManagePage, `${PATH}?filters=${filters}`);
    const table = within(await screen.findByRole('region', { name: '项目列表' }));
    expect(await table.findByText('春节大促')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/user/project/list')?.body).toEqual({ keyword: '春节' });
    expect(screen.getAllByDisplayValue('春节').length).toBeGreaterThan(0);
    await userEvent.setup().click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/list/export')?.body).toEqual({ listId: 'org.projects', query: { keyword: '春节' } }));
  });

  it('tells a search that finds nothing from no projects, and says when the list cannot load, with 重试', async () => {
    const api = serve();
    const filters = encodeURIComponent(JSON.stringify({ keyword: { method: 'LIKE', value: '没有' } }));
    renderOrgPage(ProjectManagePage, `${PATH}?filters=${filters}`);
    expect(await screen.findByText('没有符合筛选条件的项目')).toBeInTheDocument();
    let fail = true;
    api.on('post', '/api/user/project/list', () => (fail ? refuse(500, '服务器开小差了') : []));
    act(() => void screen.getByRole('button', { name: '查询' }).click());
    expect(await screen.findByText('项目加载失败')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('没有符合筛选条件的项目')).toBeInTheDocument();
  });

  it('lists projects with their accounts and creates one, showing a taken name in place', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderOrgPage(ProjectManagePage, PATH);
    const table = within(await screen.findByRole('region', { name: '项目列表' }));
    expect(await table.findByText('春节大促')).toBeInTheDocument();
    expect(table.getByText('青柠互娱-腾讯-01（腾讯广告3.0）')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '新建项目' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: '项目名称' }), '春节大促');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('项目名称已存在，请换一个名称');
    await user.clear(dialog.getByRole('textbox', { name: '项目名称' }));
    await user.type(dialog.getByRole('textbox', { name: '项目名称' }), '品牌推广');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await table.findByText('品牌推广')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/user/project/save').map((c) => c.body)).toEqual([{ name: '春节大促' }, { name: '品牌推广' }]);
  });

  it('sets the accounts of a project across media, keeping the ones already in it', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderOrgPage(ProjectManagePage, PATH);
    await user.click(await screen.findByRole('button', { name: '设置账户 春节大促' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('已选 1 个账户')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/user/project/accounts')?.body).toEqual({ projectId: 1, accountIds: [11] }));
  });

  it('shows the members of a project and sets them from the company users, keeping the choice across the search', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    renderOrgPage(ProjectManagePage, PATH);
    const table = within(await screen.findByRole('region', { name: '项目列表' }));
    expect(await table.findByText('孙浩')).toBeInTheDocument();
    await user.click(table.getByRole('button', { name: '设置成员 春节大促' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('已选 1 名成员')).toBeInTheDocument();
    expect(await dialog.findByRole('checkbox', { name: '选择 孙浩' })).toBeChecked();
    await user.type(dialog.getByRole('textbox', { name: '搜索成员' }), '王');
    await waitFor(() => expect(dialog.queryByRole('checkbox', { name: '选择 李静' })).toBeNull());
    await user.click(dialog.getByRole('checkbox', { name: '选择 王欣' }));
    expect(dialog.getByText('已选 2 名成员')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/user/project/members')?.body).toEqual({ projectId: 1, userIds: [3, 5] }));
    expect(await table.findByText('孙浩、王欣')).toBeInTheDocument();
  });

  it('deletes a project after the confirmation', async () => {
    serve();
    const user = userEvent.setup();
    renderOrgPage(ProjectManagePage, PATH);
    await user.click(await screen.findByRole('button', { name: '删除 春节大促' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('还没有项目，点击「新建项目」开始')).toBeInTheDocument();
  });
});
