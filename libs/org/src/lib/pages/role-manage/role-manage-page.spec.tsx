import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse } from '@toufang/api/testing';
import type { SubAppRoute } from '@toufang/api/sub-app';
import { rbacAllowedNames, rbacHomeRoute } from '@toufang/domain';
import { Toast } from '@toufang/ui';
import { renderOrgPage, testUser } from '../../testing/org-page-test-kit';
import RoleManagePage from './role-manage-page';

type Role = Schemas['RoleDefinition'];
type MenuNode = Schemas['MenuNode'];
const PATH = '/account-app/manage/role-manage';

/** A small composed table: three sections, a nested group, the always-kept entry and a hidden working page. */
const ROUTES: SubAppRoute[] = [
  { name: 'projectManage', path: 'account-app/account/project-manage', title: '项目管理', section: 'account' },
  {
    name: 'mediaAccountManage',
    path: 'account-app/account/media-account-manage',
    title: '媒体账户管理',
    section: 'account',
    children: [{ name: 'toutiaoMediaAccountManage', path: 'account-app/account/media-account-manage/toutiao', title: '巨量引擎' }],
  },
  {
    name: 'toutiaoDelivery',
    path: 'toutiao-app/promote/toutiao/delivery',
    title: '巨量引擎',
    section: 'promote',
    children: [
      { name: 'toutiaoDeliveryAccount', path: 'toutiao-app/promote/toutiao/delivery/account', title: '账户' },
      { name: 'toutiaoDeliveryPlan', path: 'toutiao-app/promote/toutiao/delivery/plan', title: '广告计划' },
    ],
  },
  { name: 'toutiaoAdSpeedCreate', path: 'toutiao-app/promote/speed-create', title: '快速创建广告计划', section: 'promote', hidden: true },
  {
    name: 'manage',
    path: 'account-app/manage',
    title: '系统管理',
    section: 'manage',
    children: [
      { name: 'userManage', path: 'account-app/manage/user-manage', title: '用户管理' },
      { name: 'roleManage', path: 'account-app/manage/role-manage', title: '角色管理' },
    ],
  },
];

const node = (code: string, name: string, disable: boolean, children: MenuNode[] = [], isHomePage = false): MenuNode => ({ code, name, disable, isHomePage, children });

const builtin = (code: Role['code'], name: string, description: string, userCount: number): Role => ({
  id: null,
  code,
  name,
  builtin: true,
  rbacVersion: null,
  baseRole: code as Role['baseRole'],
  description,
  menuTree: [],
  actions: [],
  userCount,
});

const ANALYST: Role = {
  id: 5,
  code: 'ROLE_5',
  name: '投放分析员',
  builtin: false,
  rbacVersion: '2.0',
  baseRole: 'OPERATE',
  description: '只看巨量引擎的广告计划',
  menuTree: [
    node('account', '账户管理', false, [node('projectManage', '项目管理', true), node('mediaAccountManage', '媒体账户管理', false, [node('toutiaoMediaAccountManage', '巨量引擎', false)])]),
    node('promote', '推广管理', false, [
      node('toutiaoDelivery', '巨量引擎', false, [node('toutiaoDeliveryAccount', '账户', true), node('toutiaoDeliveryPlan', '广告计划', false, [], true)]),
    ]),
    node('manage', '系统管理', true, [node('userManage', '用户管理', true), node('roleManage', '角色管理', true)]),
  ],
  actions: ['SHOW_BOARD_BUTTON'],
  userCount: 2,
};

function serve({ removeRefusal }: { removeRefusal?: string } = {}) {
  let roles: Role[] = [
    builtin('ADMIN', '管理员', '打开全部功能，管理用户、角色和账户', 1),
    builtin('OPERATE', '优化师', '投放分配给自己的账户，不能管理分组', 3),
    ANALYST,
  ];
  const api = fakeApi()
    .on('post', '/api/user-pro/role/list', () => roles)
    .on('post', '/api/user/list_columns/get', ({ listId }) => ({ listId, columns: null }))
    .on('post', '/api/user-pro/role/save', (body) => {
      if (roles.some((r) => r.name === body.name && r.id !== (body.id ?? null))) return refuse(409, '角色名称已存在');
      const saved: Role = {
        id: body.id ?? 6,
        code: body.id ? `ROLE_${body.id}` : 'ROLE_6',
        name: body.name,
        builtin: false,
        rbacVersion: '2.0',
        baseRole: body.baseRole,
        description: body.description ?? '',
        menuTree: body.menuTree,
        actions: body.actions,
        userCount: 0,
      };
      roles = body.id ? roles.map((r) => (r.id === body.id ? saved : r)) : [...roles, saved];
      return saved;
    })
    .on('post', '/api/user-pro/role/remove', ({ id }) => {
      if (removeRefusal) return refuse(1301, removeRefusal);
      roles = roles.filter((r) => r.id !== id);
      return undefined;
    });
  api.install();
  return api;
}


/** Picks an option of a Semi select; jsdom runs no animations, and Semi applies the choice when its popup has closed. */
async function pick(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  // Semi's option names start with its tick icon's label ("tick 设计师").
  const choice = await screen.findByRole('option', { name: (name) => name === option || name.endsWith(` ${option}`) });
  const popup = choice.closest('.semi-popover-wrapper');
  await user.click(choice);
  if (popup) fireEvent.animationEnd(popup);
}

async function rowOf(table: string, text: string) {
  const region = await screen.findByRole('region', { name: table });
  const cell = await within(region).findByText(text);
  return within(cell.closest('tr') as HTMLElement);
}

async function openEditor(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  await user.click(button);
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: '全部展开' }));
  return dialog;
}

/** The editor is a big dialog (a tree, selects, a text area): on a busy machine its tests need more than the default. */
const EDITOR_TEST_MS = 40_000;

const enabledCodes = (tree: readonly MenuNode[]) => [...rbacAllowedNames(tree)].sort();

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('角色管理', () => {
  it('lists the built-in roles read-only, with what each means and how many users hold it, and the custom roles', async () => {
    serve();
    renderOrgPage(RoleManagePage, PATH, testUser(), ROUTES);
    const admin = await rowOf('内置角色', '管理员');
    expect(admin.getByText('打开全部功能，管理用户、角色和账户')).toBeInTheDocument();
    expect(admin.getByText('1')).toBeInTheDocument();
    expect(admin.queryByRole('button', { name: '编辑' })).toBeNull();
    const analyst = await rowOf('自定义角色', '投放分析员');
    expect(analyst.getByText('优化师')).toBeInTheDocument();
    expect(analyst.getByText('数据看板与效果分析报告')).toBeInTheDocument();
    // Two pages (the plan page and the always-kept media-account page), held by two users.
    expect(analyst.getAllByText('2')).toHaveLength(2);
    expect(analyst.getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新建角色' })).toBeInTheDocument();
  });

  it('shows the custom roles\' columns the user saved, keeps 操作 last, and exports the roles (the list kit)', async () => {
    const api = serve();
    api.on('post', '/api/user/list_columns/get', ({ listId }) => ({ listId, columns: listId === 'org.roles' ? ['userCount'] : null }));
    api.on('post', '/api/list/export', () => ({ exportId: 6, state: 'queued', fileName: '角色.xlsx', rows: null, url: null, expiresAt: null, reason: null }));
    renderOrgPage(RoleManagePage, PATH, testUser(), ROUTES);
    await rowOf('自定义角色', '投放分析员');
    const custom = screen.getByRole('region', { name: '自定义角色' });
    await waitFor(() => expect(within(custom).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['角色名称', '用户数', '操作']));
    await userEvent.setup().click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/list/export')?.body).toEqual({ listId: 'org.roles', query: {} }));
  });

  it('says when the roles cannot be loaded, with 重试', async () => {
    const api = serve();
    let fail = true;
    api.on('post', '/api/user-pro/role/list', () => (fail ? refuse(500, '服务器开小差了') : []));
    renderOrgPage(RoleManagePage, PATH, testUser(), ROUTES);
    expect(await screen.findAllByText('角色加载失败')).toHaveLength(2);
    fail = false;
    await userEvent.setup().click(screen.getAllByRole('button', { name: '重试' })[0]);
    expect(await screen.findByText('还没有自定义角色，点击「新建角色」按菜单配置权限')).toBeInTheDocument();
  });

  it('creates a role from the checked pages, action codes and home page, sending the menu tree my-tree will answer', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    renderOrgPage(RoleManagePage, PATH, testUser(), ROUTES);
    const dialog = await openEditor(user, await screen.findByRole('button', { name: '新建角色' }));
    expect(dialog.getByRole('checkbox', { name: '账户管理-媒体账户管理-巨量引擎' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: '账户管理-媒体账户管理-巨量引擎' })).toBeDisabled();
    // The working page is no menu node.
    expect(dialog.queryByRole('checkbox', { name: /快速创建广告计划/ })).toBeNull();

    await user.type(dialog.getByLabelText('角色名称'), '素材专员');
    await pick(user, dialog.getByRole('combobox', { name: '基础角色' }), '设计师');
    await user.type(dialog.getByLabelText('角色说明'), '管理素材');
    await user.click(dialog.getByRole('checkbox', { name: '推广管理-巨量引擎' }));
    await user.click(dialog.getByRole('checkbox', { name: '系统管理-角色管理' }));
    await user.click(dialog.getByRole('checkbox', { name: '推广管理-巨量引擎-账户' }));
    expect(dialog.getByRole('checkbox', { name: '推广管理-巨量引擎' })).not.toBeChecked();
    await user.click(dialog.getByRole('checkbox', { name: 'AI助手' }));
    await pick(user, dialog.getByRole('combobox', { name: '设为首页' }), '系统管理-角色管理');
    await user.click(dialog.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(api.bodiesOf('/api/user-pro/role/save')).toHaveLength(1));
    const [body] = api.bodiesOf('/api/user-pro/role/save') as Schemas['RoleSaveRequest'][];
    expect(body).toMatchObject({ name: '素材专员', baseRole: 'DESIGNER', description: '管理素材', actions: ['AI_AIDE_CONFIG_BUTTON'] });
    expect(body.id).toBeUndefined();
    expect(enabledCodes(body.menuTree)).toEqual(
      ['account', 'manage', 'mediaAccountManage', 'promote', 'roleManage', 'toutiaoDelivery', 'toutiaoDeliveryPlan', 'toutiaoMediaAccountManage'].sort(),
    );
    expect(rbacHomeRoute(body.menuTree)).toBe('roleManage');
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(await rowOf('自定义角色', '素材专员')).toBeTruthy();
  }, EDITOR_TEST_MS);

  it('opens a saved role as it was saved and sends the unchecked page disabled', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    renderOrgPage(RoleManagePage, PATH, testUser(), ROUTES);
    const dialog = await openEditor(user, (await rowOf('自定义角色', '投放分析员')).getByRole('button', { name: '编辑' }));
    expect(dialog.getByLabelText('角色名称')).toHaveValue('投放分析员');
    expect(dialog.getByRole('combobox', { name: '基础角色' })).toHaveTextContent('优化师');
    expect(dialog.getByRole('checkbox', { name: '推广管理-巨量引擎-广告计划' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: '推广管理-巨量引擎-账户' })).not.toBeChecked();
    expect(dialog.getByRole('checkbox', { name: '账户管理-项目管理' })).not.toBeChecked();
    expect(dialog.getByRole('checkbox', { name: '数据看板与效果分析报告' })).toBeChecked();
    expect(dialog.getByRole('combobox', { name: '设为首页' })).toHaveTextContent('推广管理-巨量引擎-广告计划');

    await user.click(dialog.getByRole('checkbox', { name: '推广管理-巨量引擎-广告计划' }));
    await user.click(dialog.getByRole('checkbox', { name: '账户管理-项目管理' }));
    // The home page went with its page.
    expect(dialog.getByRole('combobox', { name: '设为首页' })).not.toHaveTextContent('广告计划');
    await user.click(dialog.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(api.bodiesOf('/api/user-pro/role/save')).toHaveLength(1));
    const [body] = api.bodiesOf('/api/user-pro/role/save') as Schemas['RoleSaveRequest'][];
    expect(body.id).toBe(5);
    const allowed = rbacAllowedNames(body.menuTree);
    expect(allowed.has('toutiaoDeliveryPlan')).toBe(false);
    expect(allowed.has('toutiaoDelivery')).toBe(false);
    expect(allowed.has('projectManage')).toBe(true);
    expect(JSON.stringify(body.menuTree)).not.toContain('"isHomePage":true');
  }, EDITOR_TEST_MS);

  it('shows a taken name in place and keeps what was typed', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    renderOrgPage(RoleManagePage, PATH, testUser(), ROUTES);
    const dialog = await openEditor(user, await screen.findByRole('button', { name: '新建角色' }));
    await user.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('请输入角色名称');
    expect(api.bodiesOf('/api/user-pro/role/save')).toHaveLength(0);

    await user.type(dialog.getByLabelText('角色名称'), '投放分析员');
    await user.click(dialog.getByRole('checkbox', { name: '系统管理-用户管理' }));
    await user.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('角色名称已存在')).toBeInTheDocument();
    expect(dialog.getByLabelText('角色名称')).toHaveValue('投放分析员');
    expect(dialog.getByRole('checkbox', { name: '系统管理-用户管理' })).toBeChecked();
  }, EDITOR_TEST_MS);

  it('deletes a custom role after confirmation, and shows the server’s reason when it refuses', async () => {
    serve({ removeRefusal: '还有 2 名用户使用该角色，请先为他们换一个角色' });
    const user = userEvent.setup({ delay: null });
    renderOrgPage(RoleManagePage, PATH, testUser(), ROUTES);
    await user.click((await rowOf('自定义角色', '投放分析员')).getByRole('button', { name: '删除' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: '删除' }));
    expect(await dialog.findByText('还有 2 名用户使用该角色，请先为他们换一个角色')).toBeInTheDocument();
  });

  it('removes a role nobody holds', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    renderOrgPage(RoleManagePage, PATH, testUser(), ROUTES);
    await user.click((await rowOf('自定义角色', '投放分析员')).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(api.bodiesOf('/api/user-pro/role/remove')).toEqual([{ id: 5 }]));
    await waitFor(() => expect(screen.queryByText('投放分析员')).toBeNull());
  });

  it('is read-only for a manager: no 新建角色, 编辑 or 删除', async () => {
    serve();
    renderOrgPage(RoleManagePage, PATH, testUser({ role: 'MANAGER' }), ROUTES);
    const analyst = await rowOf('自定义角色', '投放分析员');
    expect(analyst.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(analyst.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新建角色' })).toBeNull();
    expect(screen.getByText('只有管理员可以新建、编辑或删除角色')).toBeInTheDocument();
  });
});
