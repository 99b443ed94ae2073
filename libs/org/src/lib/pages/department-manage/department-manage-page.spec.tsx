import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import { renderOrgPage, testUser } from '../../testing/org-page-test-kit';
import DepartmentManagePage from './department-manage-page';

type Department = Schemas['Department'];
type User = Schemas['ManagedUser'];
const PATH = '/account-app/manage/department-manage';

interface Row {
  id: number;
  name: string;
  parentId: number | null;
  userCount: number;
}

function serve() {
  let rows: Row[] = [
    { id: 101, name: '优化一部', parentId: null, userCount: 1 },
    { id: 103, name: '设计部', parentId: 101, userCount: 0 },
    { id: 201, name: '代理部', parentId: null, userCount: 0 },
  ];
  let next = 300;
  const tree = (parentId: number | null): Department[] =>
    rows.filter((r) => r.parentId === parentId).map((r) => ({ ...r, children: tree(r.id) }));
  const below = (id: number): number[] => [id, ...rows.filter((r) => r.parentId === id).flatMap((r) => below(r.id))];
  const operator = { id: 2, username: 'operator', name: '王优化', roleName: '优化师', departmentId: 101, departmentName: '优化一部', status: 'enabled' } as User;
  const api = fakeApi()
    .on('post', '/api/user/department/tree', () => tree(null))
    .on('post', '/api/user/department/save', ({ id, name, parentId }) => {
      const parent = id ? (rows.find((r) => r.id === id) as Row).parentId : (parentId ?? null);
      if (rows.some((r) => r.parentId === parent && r.name === name && r.id !== id)) return refuse(409, '同级部门中已有同名部门');
      if (id) rows = rows.map((r) => (r.id === id ? { ...r, name } : r));
      else rows = [...rows, { id: ++next, name, parentId: parent, userCount: 0 }];
      const saved = rows.find((r) => r.name === name && r.parentId === parent) as Row;
      return { ...saved, children: tree(saved.id) };
    })
    .on('post', '/api/user/department/move', ({ id, parentId }) => {
      if (parentId !== null && below(id).includes(parentId)) return refuse(1301, '不能把部门移到它自己或下级部门之下');
      rows = rows.map((r) => (r.id === id ? { ...r, parentId } : r));
      return undefined;
    })
    .on('post', '/api/user/department/remove', ({ id }) => {
      const row = rows.find((r) => r.id === id) as Row;
      if (row.userCount > 0) return refuse(1301, `部门下还有 ${row.userCount} 名用户，请先调走`);
      if (rows.some((r) => r.parentId === id)) return refuse(1301, '部门下还有下级部门，请先删除或移走');
      rows = rows.filter((r) => r.id !== id);
      return undefined;
    })
    .on('post', '/api/user/user_manage/page', ({ departmentId, current, size }) => {
      const records = departmentId && below(departmentId).includes(101) ? [operator] : [];
      return { records, total: records.length, current, size };
    });
  api.install();
  /** Another manager's change the page has not fetched yet. */
  const elsewhere = (id: number, parentId: number | null) => {
    rows = rows.map((r) => (r.id === id ? { ...r, parentId } : r));
  };
  return Object.assign(api, { elsewhere });
}

const node = (name: string) => screen.findByRole('button', { name: new RegExp(`(^|-)${name}（[^-]*$`) });

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('部门管理', () => {
  it('shows the tree with user counts and the users of a clicked department', async () => {
    serve();
    const user = userEvent.setup();
    renderOrgPage(DepartmentManagePage, PATH);
    const tree = await screen.findByRole('tree', { name: '部门树' });
    expect(within(tree).getByText('优化一部（1 人）')).toBeInTheDocument();
    expect(screen.getByText('选择左侧的部门查看其用户，或对其重命名、移动、删除。')).toBeInTheDocument();
    await user.click(await node('优化一部'));
    const users = await screen.findByRole('region', { name: '优化一部的用户' });
    expect(await within(users).findByText('operator')).toBeInTheDocument();
  });

  it('a copied link opens the same department and page of its users (the list kit), and 导出 exports the tree', async () => {
    const api = serve();
    api.on('post', '/api/list/export', () => ({ exportId: 7, state: 'queued', fileName: '部门.xlsx', rows: null, url: null, expiresAt: null, reason: null }));
    const { router } = renderOrgPage(DepartmentManagePage, `${PATH}?departmentId=101&page=2&size=20`);
    expect(await screen.findByRole('toolbar', { name: '优化一部' })).toBeInTheDocument();
    await waitFor(() => expect(api.bodiesOf('/api/user/user_manage/page').at(-1)).toEqual({ current: 2, size: 20, departmentId: 101 }));
    const user = userEvent.setup();
    await user.click(await node('代理部'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('departmentId')).toBe('201'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    await waitFor(() => expect(api.bodiesOf('/api/user/user_manage/page').at(-1)).toEqual({ current: 1, size: 20, departmentId: 201 }));
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(api.bodiesOf('/api/list/export')).toEqual([{ listId: 'org.departments', query: {} }]));
  });

  it('says when the tree cannot be loaded, with 重试', async () => {
    const api = serve();
    let fail = true;
    api.on('post', '/api/user/department/tree', () => (fail ? refuse(500, '服务器开小差了') : []));
    renderOrgPage(DepartmentManagePage, PATH);
    expect(await screen.findByText('部门加载失败')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('还没有部门，点击「新建部门」开始')).toBeInTheDocument();
  });

  it('creates a department at the top level and under the selected one; a sibling name is refused in place', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderOrgPage(DepartmentManagePage, PATH);
    await screen.findByRole('tree');
    await user.click(screen.getByRole('button', { name: '新建部门' }));
    let dialog = within(await screen.findByRole('dialog', { name: '新建部门' }));
    await user.type(dialog.getByLabelText('部门名称'), '代理部');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('同级部门中已有同名部门');
    await user.clear(dialog.getByLabelText('部门名称'));
    await user.type(dialog.getByLabelText('部门名称'), '华东优化部');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await within(screen.getByRole('tree')).findByText('华东优化部（0 人）')).toBeInTheDocument();

    await user.click(await node('代理部'));
    await user.click(screen.getByRole('button', { name: '新建部门' }));
    dialog = within(await screen.findByRole('dialog', { name: '新建部门' }));
    await user.type(dialog.getByLabelText('部门名称'), '二级代理组');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.bodiesOf('/api/user/department/save')).toHaveLength(3));
    expect(api.bodiesOf('/api/user/department/save')).toEqual([
      { name: '代理部', parentId: null },
      { name: '华东优化部', parentId: null },
      { name: '二级代理组', parentId: 201 },
    ]);
  });

  it('renames the selected department', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderOrgPage(DepartmentManagePage, PATH);
    await user.click(await node('代理部'));
    await user.click(screen.getByRole('button', { name: '重命名' }));
    const dialog = within(await screen.findByRole('dialog', { name: '重命名部门' }));
    expect(dialog.getByLabelText('部门名称')).toHaveValue('代理部');
    await user.clear(dialog.getByLabelText('部门名称'));
    await user.type(dialog.getByLabelText('部门名称'), '渠道部');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await within(screen.getByRole('tree')).findByText('渠道部（0 人）')).toBeInTheDocument();
    expect(api.bodiesOf('/api/user/department/save')).toEqual([{ id: 201, name: '渠道部' }]);
  });

  it('moves a department under another; itself and its children are not offered', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderOrgPage(DepartmentManagePage, PATH);
    await user.click(await node('优化一部'));
    await user.click(screen.getByRole('button', { name: '移动' }));
    const dialog = within(await screen.findByRole('dialog', { name: '移动部门：优化一部' }));
    await user.click(dialog.getByRole('combobox', { name: '上级部门' }));
    expect(await screen.findByRole('treeitem', { name: '设计部' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('treeitem', { name: '代理部' }));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.bodiesOf('/api/user/department/move')).toEqual([{ id: 101, parentId: 201 }]));
  });

  it('shows a move the server refuses in place (another manager moved a department meanwhile)', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderOrgPage(DepartmentManagePage, PATH);
    await user.click(await node('优化一部'));
    // The server now has 代理部 under 设计部 (under 优化一部); the page has not seen it.
    api.elsewhere(201, 103);
    await user.click(screen.getByRole('button', { name: '移动' }));
    const dialog = within(await screen.findByRole('dialog', { name: '移动部门：优化一部' }));
    expect(dialog.getByRole('combobox', { name: '上级部门' })).toHaveTextContent('顶级');
    await user.click(dialog.getByRole('combobox', { name: '上级部门' }));
    await user.click(await screen.findByRole('treeitem', { name: '代理部' }));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('不能把部门移到它自己或下级部门之下');
    expect(api.bodiesOf('/api/user/department/move')).toEqual([{ id: 101, parentId: 201 }]);
  });

  it('deletes an empty department after a confirmation and shows why one with users is refused', async () => {
    serve();
    const user = userEvent.setup();
    renderOrgPage(DepartmentManagePage, PATH);
    await user.click(await node('优化一部'));
    await user.click(screen.getByRole('button', { name: '删除' }));
    let dialog = within(await screen.findByRole('dialog', { name: '删除部门' }));
    await user.click(dialog.getByRole('button', { name: '删除' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('部门下还有 1 名用户，请先调走');
    await user.click(dialog.getByRole('button', { name: '取消' }));

    await user.click(await node('代理部'));
    await user.click(screen.getByRole('button', { name: '删除' }));
    dialog = within(await screen.findByRole('dialog', { name: '删除部门' }));
    await user.click(dialog.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(screen.getByRole('tree')).queryByText('代理部（0 人）')).toBeNull());
  });

  it('shows the tree read-only to a role that may not change it', async () => {
    serve();
    const user = userEvent.setup();
    renderOrgPage(DepartmentManagePage, PATH, testUser({ role: 'OPERATE' }));
    await user.click(await node('优化一部'));
    expect(await screen.findByRole('region', { name: '优化一部的用户' })).toBeInTheDocument();
    for (const name of ['新建部门', '重命名', '移动', '删除']) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
