import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import { renderOrgPage, testUser } from '../../testing/org-page-test-kit';
import UserManagePage from './user-manage-page';

type User = Schemas['ManagedUser'];
type Role = Schemas['RoleDefinition'];
const INDEX = '/account-app/account/users-account/index';
const NEW = '/account-app/account/users-account/new';
const MANAGE = '/account-app/manage/user-manage';

const builtin = (code: Role['baseRole'], name: string): Role => ({
  id: null,
  code,
  name,
  builtin: true,
  rbacVersion: null,
  baseRole: code,
  description: '',
  menuTree: [],
  actions: [],
  userCount: 1,
});

function person(overrides: Partial<User>): User {
  return {
    id: 1,
    username: 'admin',
    name: '测试管理员',
    email: 'admin@example.com',
    phone: null,
    role: 'ADMIN',
    roleCode: 'ADMIN',
    roleName: '管理员',
    rbacVersion: null,
    departmentId: null,
    departmentName: null,
    status: 'enabled',
    startTime: '2024-03-01 09:30:45',
    expireTime: '2027-03-01 09:30:45',
    dueDays: 120,
    parentId: null,
    parentName: null,
    accountIds: [],
    projectIds: [],
    mustChangePassword: false,
    lastLoginTime: '2026-11-24 10:00:00',
    createTime: '2024-03-01 09:30:45',
    editable: true,
    ...overrides,
  };
}

function serve(options: { failList?: boolean } = {}) {
  let users: User[] = [
    person({}),
    person({ id: 2, username: 'operator', name: '王优化', role: 'OPERATE', roleCode: 'OPERATE', roleName: '优化师', departmentId: 101, departmentName: '优化一部', accountIds: [11] }),
    person({ id: 3, username: 'boss', name: '别的公司', status: 'disabled', editable: false }),
  ];
  const api = fakeApi()
    .on('post', '/api/user/user_manage/page', ({ current, size }) =>
      options.failList ? refuse(500, '服务器开小差了') : { records: users, total: users.length, current, size },
    )
    .on('post', '/api/user/list_columns/get', ({ listId }) => ({ listId, columns: null }))
    .on('post', '/api/user/department/tree', () => [
      { id: 101, name: '优化一部', parentId: null, userCount: 1, children: [{ id: 103, name: '设计部', parentId: 101, userCount: 0, children: [] }] },
    ])
    .on('post', '/api/user-pro/role/list', () => [builtin('ADMIN', '管理员'), builtin('MANAGER', '优化经理'), builtin('OPERATE', '优化师'), builtin('AGENT_SECOND', '二级代理')])
    .on('post', '/api/user/user_manage/create', (body) => {
      if (users.some((u) => u.username === body.username)) return refuse(409, '该用户名不可用，请换一个用户名');
      const created = person({ id: 9, username: body.username, name: body.name, roleCode: body.roleCode, departmentId: body.departmentId ?? null, mustChangePassword: true });
      users = [...users, created];
      return { user: created, oneTimePassword: body.password ? null : 'Kp7mQ2xw9Rt4' };
    })
    .on('post', '/api/user/user_manage/update', (body) => {
      users = users.map((u) => (u.id === body.id ? { ...u, name: body.name } : u));
      return users.find((u) => u.id === body.id) as User;
    })
    .on('post', '/api/user/user_manage/status', ({ id, enabled }) => {
      if (id === 1) return refuse(1301, '至少保留一名启用的管理员');
      users = users.map((u) => (u.id === id ? { ...u, status: enabled ? 'enabled' : 'disabled' } : u));
      return users.find((u) => u.id === id) as User;
    })
    .on('post', '/api/user/user_manage/reset_password', () => ({ oneTimePassword: 'Zx8nB3vc5Lm2' }))
    .on('post', '/api/user/user_manage/assignable_accounts', () => [
      { id: 11, mediaCode: 'toutiao', accountId: '1700000000000011', accountName: '青柠-巨量-11', sandbox: true },
      { id: 12, mediaCode: 'toutiao', accountId: '1700000000000012', accountName: '青柠-巨量-12', sandbox: true },
      { id: 21, mediaCode: 'gdt', accountId: '30000021', accountName: '青柠-腾讯-21', sandbox: false },
    ])
    .on('post', '/api/user/user_manage/accounts', ({ userId, accountIds }) => {
      if (accountIds.includes(21)) return refuse(1301, '只能分配自己名下的账户');
      users = users.map((u) => (u.id === userId ? { ...u, accountIds } : u));
      return users.find((u) => u.id === userId) as User;
    })
    .on('post', '/api/user/project/list', () => [
      { id: 1, name: '春节大促', createdAt: '2026-11-01 10:00:00', accounts: [], members: [] },
      { id: 2, name: '品牌推广', createdAt: '2026-11-02 10:00:00', accounts: [], members: [] },
    ])
    .on('post', '/api/user/user_manage/projects', ({ userId, projectIds }) => {
      users = users.map((u) => (u.id === userId ? { ...u, projectIds } : u));
      return users.find((u) => u.id === userId) as User;
    });
  api.install();
  return api;
}


async function rowOf(username: string) {
  const table = await screen.findByRole('region', { name: '用户列表' });
  const cell = await within(table).findByText(username);
  return within(cell.closest('tr') as HTMLElement);
}

/** Picks an option of a Semi select; jsdom runs no animations, and Semi applies the choice when its popup has closed. */
async function pick(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  const choice = await screen.findByRole('option', { name: option });
  const popup = choice.closest('.semi-popover-wrapper');
  await user.click(choice);
  if (popup) fireEvent.animationEnd(popup);
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('用户管理 / 用户账户', () => {
  it('lists the users with status, expiry, counts and last login; a row the caller may not change has no actions', async () => {
    serve();
    renderOrgPage(UserManagePage, INDEX);
    const operator = await rowOf('operator');
    expect(operator.getByText('优化一部')).toBeInTheDocument();
    expect(operator.getByText('启用')).toBeInTheDocument();
    expect(operator.getByText('2027-03-01 09:30:45（剩 120 天）')).toBeInTheDocument();
    expect(operator.getByText('2026-11-24 10:00:00')).toBeInTheDocument();
    for (const name of ['编辑', '停用', '重置密码', '分配账户', '分配项目']) expect(operator.getByRole('button', { name })).toBeInTheDocument();
    const boss = await rowOf('boss');
    expect(boss.getByText('停用')).toBeInTheDocument();
    expect(boss.queryAllByRole('button')).toHaveLength(0);
    // The caller never gets 停用 on their own row.
    expect((await rowOf('admin')).queryByRole('button', { name: '停用' })).toBeNull();
  });

  it('a copied link asks for the same users (the list kit), and 导出 sends that query', async () => {
    const api = serve();
    api.on('post', '/api/list/export', () => ({ exportId: 3, state: 'queued', fileName: '用户.xlsx', rows: null, url: null, expiresAt: null, reason: null }));
    const filters = encodeURIComponent(JSON.stringify({ keyword: { method: 'LIKE', value: '王' }, roleCode: 'OPERATE' }));
    renderOrgPage(UserManagePage, `${INDEX}?filters=${filters}&page=2&size=20`);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/user/user_manage/page')).toBe(true));
    expect(api.calls.find((c) => c.path === '/api/user/user_manage/page')?.body).toEqual({ current: 2, size: 20, keyword: '王', roleCode: 'OPERATE' });
    await userEvent.setup().click(await screen.findByRole('button', { name: '导出' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/list/export')?.body).toEqual({ listId: 'org.users', query: { keyword: '王', roleCode: 'OPERATE' } }));
  });

  it('says when the list cannot be loaded, with 重试', async () => {
    serve({ failList: true });
    renderOrgPage(UserManagePage, MANAGE);
    expect(await screen.findByText('用户加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  // It types a whole form into Semi's inputs: 20 s on a busy two-core machine, so it has a minute.
  it('creates a user: the §5 rule and a taken username shown in place, then the one-time password once with a copy button', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderOrgPage(UserManagePage, MANAGE);
    await user.click(await screen.findByRole('button', { name: '新建用户' }));
    const form = within(await screen.findByRole('dialog', { name: '新建用户' }));
    await user.click(form.getByRole('button', { name: '确定' }));
    expect(form.getByText('请输入用户名')).toBeInTheDocument();
    expect(form.getByText('请输入姓名')).toBeInTheDocument();
    expect(form.getByText('请选择角色')).toBeInTheDocument();

    await user.type(form.getByLabelText('用户名'), 'operator');
    await user.type(form.getByLabelText('姓名'), '林晓');
    await user.type(form.getByLabelText('邮箱'), 'lin@example.com');
    await user.type(form.getByLabelText('手机号'), '13800000000');
    await pick(user, form.getByRole('combobox', { name: '角色' }), '优化师');
    await user.click(form.getByRole('combobox', { name: '部门' }));
    await user.click(await screen.findByRole('treeitem', { name: '设计部' }));
    expect((form.getByLabelText('生效时间') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/);
    await user.type(form.getByLabelText('初始密码'), 'abcdefgh');
    await user.click(form.getByRole('button', { name: '确定' }));
    expect(form.getByText('密码设置不符合要求')).toBeInTheDocument();
    expect(api.bodiesOf('/api/user/user_manage/create')).toEqual([]);

    await user.clear(form.getByLabelText('初始密码'));
    await user.click(form.getByRole('button', { name: '确定' }));
    expect(await form.findByRole('alert')).toHaveTextContent('该用户名不可用，请换一个用户名');
    // Nothing typed is lost on a refusal.
    expect(form.getByLabelText('姓名')).toHaveValue('林晓');
    await user.clear(form.getByLabelText('用户名'));
    await user.type(form.getByLabelText('用户名'), 'lin');
    await user.click(form.getByRole('button', { name: '确定' }));

    const shown = within(await screen.findByRole('dialog', { name: '初始密码' }));
    expect(shown.getByTestId('one-time-password')).toHaveTextContent('Kp7mQ2xw9Rt4');
    expect(shown.getByRole('button', { name: '复制' })).toBeInTheDocument();
    const sent = api.bodiesOf('/api/user/user_manage/create').at(-1);
    expect(sent).toMatchObject({ username: 'lin', name: '林晓', email: 'lin@example.com', phone: '13800000000', roleCode: 'OPERATE', departmentId: 103 });
    expect(sent).not.toHaveProperty('password');
    await user.click(shown.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '初始密码' })).toBeNull());
    expect(await rowOf('lin')).toBeTruthy();
  }, 60_000);

  it('users-account/new opens with the form open and goes back to the index when it closes', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderOrgPage(UserManagePage, NEW);
    const form = await screen.findByRole('dialog', { name: '新建用户' });
    await user.click(within(form).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(INDEX));
  });

  it('asks before the new-user form throws typed input away, by 取消 or by leaving the page', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderOrgPage(UserManagePage, NEW);
    const form = within(await screen.findByRole('dialog', { name: '新建用户' }));
    await user.type(form.getByLabelText('姓名'), '林晓');
    await user.click(form.getByRole('button', { name: '取消' }));
    const ask = within(await screen.findByRole('dialog', { name: '放弃未保存的修改？' }));
    await user.click(ask.getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '放弃未保存的修改？' })).toBeNull());
    expect(form.getByLabelText('姓名')).toHaveValue('林晓');
    expect(router.state.location.pathname).toBe(NEW);

    await router.navigate('/account-app/manage/role-manage');
    await user.click(within(await screen.findByRole('dialog', { name: '放弃未保存的修改？' })).getByRole('button', { name: '放弃修改' }));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  }, 60_000);

  it('links to 部门管理 and 角色管理, which the legacy menu never shows', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderOrgPage(UserManagePage, INDEX);
    await user.click(await screen.findByRole('button', { name: '部门管理' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-app/manage/department-manage'));
  });

  it('edits a user, keeping the username read-only', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderOrgPage(UserManagePage, MANAGE);
    await user.click((await rowOf('operator')).getByRole('button', { name: '编辑' }));
    const form = within(await screen.findByRole('dialog', { name: '编辑用户' }));
    expect(form.getByLabelText('用户名')).toBeDisabled();
    expect(form.queryByLabelText('初始密码')).toBeNull();
    await user.clear(form.getByLabelText('姓名'));
    await user.type(form.getByLabelText('姓名'), '王小优');
    await user.click(form.getByRole('button', { name: '确定' }));
    expect(await (await rowOf('operator')).findByText('王小优')).toBeInTheDocument();
    expect(api.bodiesOf('/api/user/user_manage/update')).toEqual([
      { id: 2, name: '王小优', email: 'admin@example.com', phone: null, roleCode: 'OPERATE', departmentId: 101, startTime: '2024-03-01 09:30:45', expireTime: '2027-03-01 09:30:45' },
    ]);
  });

  it('disables and enables after a confirmation, and shows a refusal in place', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderOrgPage(UserManagePage, MANAGE);
    await user.click((await rowOf('operator')).getByRole('button', { name: '停用' }));
    const confirm = within(await screen.findByRole('dialog', { name: '停用用户' }));
    expect(confirm.getByText(/立即退出登录/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: '确定' }));
    expect(await (await rowOf('operator')).findByRole('button', { name: '启用' })).toBeInTheDocument();
    await user.click((await rowOf('operator')).getByRole('button', { name: '启用' }));
    await user.click(within(await screen.findByRole('dialog', { name: '启用用户' })).getByRole('button', { name: '确定' }));
    expect(await (await rowOf('operator')).findByRole('button', { name: '停用' })).toBeInTheDocument();
    expect(api.bodiesOf('/api/user/user_manage/status')).toEqual([
      { id: 2, enabled: false },
      { id: 2, enabled: true },
    ]);
  });

  it('shows a refused disable in the confirmation', async () => {
    // The last ADMIN, seen by another admin (the caller is user 7 here).
    serve();
    const user = userEvent.setup();
    renderOrgPage(UserManagePage, MANAGE, testUser({ userId: 7 }));
    await user.click((await rowOf('admin')).getByRole('button', { name: '停用' }));
    const confirm = within(await screen.findByRole('dialog', { name: '停用用户' }));
    await user.click(confirm.getByRole('button', { name: '确定' }));
    expect(await confirm.findByRole('alert')).toHaveTextContent('至少保留一名启用的管理员');
  });

  it('resets a password after a confirmation and shows the one-time password once', async () => {
    serve();
    const user = userEvent.setup();
    renderOrgPage(UserManagePage, MANAGE);
    await user.click((await rowOf('operator')).getByRole('button', { name: '重置密码' }));
    await user.click(within(await screen.findByRole('dialog', { name: '重置密码' })).getByRole('button', { name: '确定' }));
    const shown = within(await screen.findByRole('dialog', { name: '新密码' }));
    expect(shown.getByTestId('one-time-password')).toHaveTextContent('Zx8nB3vc5Lm2');
    expect(shown.getByText(/只显示这一次/)).toBeInTheDocument();
  });

  it('assigns accounts by media with a search; a refusal stays in place with the choice', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderOrgPage(UserManagePage, MANAGE);
    await user.click((await rowOf('operator')).getByRole('button', { name: '分配账户' }));
    const dialog = within(await screen.findByRole('dialog', { name: '分配账户' }));
    expect(await dialog.findByRole('checkbox', { name: '巨量引擎 青柠-巨量-11 1700000000000011' })).toBeChecked();
    expect(dialog.getByText('已选 1 个账户')).toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: '巨量引擎 青柠-巨量-12 1700000000000012' }));
    await user.click(dialog.getByRole('checkbox', { name: /青柠-腾讯-21/ }));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('只能分配自己名下的账户');
    await user.type(dialog.getByRole('textbox', { name: '搜索账户名称或ID' }), '腾讯');
    expect(dialog.queryByRole('checkbox', { name: /青柠-巨量-11/ })).toBeNull();
    await user.click(dialog.getByRole('checkbox', { name: /青柠-腾讯-21/ }));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '分配账户' })).toBeNull());
    expect(api.bodiesOf('/api/user/user_manage/accounts').at(-1)).toEqual({ userId: 2, accountIds: [11, 12] });
    expect(await (await rowOf('operator')).findByText('2')).toBeInTheDocument();
  });

  it('assigns projects (ADMIN and MANAGER only)', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderOrgPage(UserManagePage, MANAGE);
    await user.click((await rowOf('operator')).getByRole('button', { name: '分配项目' }));
    const dialog = within(await screen.findByRole('dialog', { name: '分配项目' }));
    await user.click(await dialog.findByRole('checkbox', { name: '品牌推广' }));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.bodiesOf('/api/user/user_manage/projects')).toEqual([{ userId: 2, projectIds: [2] }]));
  });

  it('a first-level agent creates only second-level agents and assigns no projects', async () => {
    serve();
    const user = userEvent.setup();
    renderOrgPage(UserManagePage, MANAGE, testUser({ role: 'AGENT_FIRST', userId: 40 }));
    expect((await rowOf('operator')).queryByRole('button', { name: '分配项目' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '新建用户' }));
    const form = within(await screen.findByRole('dialog', { name: '新建用户' }));
    await waitFor(() => expect(form.getByRole('combobox', { name: '角色' })).toHaveTextContent('二级代理'));
  });
});
