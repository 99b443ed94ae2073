import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi, refuse } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import { renderOrgPage, testUser } from '../../testing/org-page-test-kit';
import AccountGroupPage from './account-group-page';

const PATH = '/account-app/account/account-group';

function serve() {
  let groups = [
    { groupId: 1, groupName: '华东组', children: [{ mediaAccountId: '30000001', mediaAccountName: '青柠互娱-腾讯-01', num: 3 }] },
    { groupId: 2, groupName: '华南组', children: [] },
  ];
  const api = fakeApi()
    .on('post', '/api/user/group_user/select', () => groups)
    .on('post', '/api/user/media_account/group/save', ({ id, name }) => {
      if (id) groups = groups.map((g) => (g.groupId === id ? { ...g, groupName: name } : g));
      else groups = [...groups, { groupId: 3, groupName: name, children: [] }];
      return { id: id ?? 3, name };
    })
    .on('post', '/api/user/media_account/group/remove', ({ id }) => {
      groups = groups.filter((g) => g.groupId !== id);
      return { count: 1 };
    });
  api.install();
  return api;
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('账户分组', () => {
  it('lists each group with its accounts, and lets an admin create, rename and delete', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderOrgPage(AccountGroupPage, PATH);
    const east = await screen.findByRole('list', { name: '华东组的账户' });
    expect(within(east).getByText('青柠互娱-腾讯-01')).toBeInTheDocument();
    expect(screen.getByText('暂无账户')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '新建分组' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入分组名称');
    await user.type(screen.getByRole('textbox', { name: '分组名称' }), '华北组');
    await user.click(screen.getByRole('button', { name: '新建分组' }));
    expect(await screen.findByText('华北组')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '重命名 华南组' }));
    const input = screen.getByRole('textbox', { name: '重命名 华南组' });
    await user.clear(input);
    await user.type(input, '华南一组');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('华南一组')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '删除 华东组' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: '华东组的账户' })).toBeNull());
    expect(api.calls.filter((c) => c.path === '/api/user/media_account/group/save').map((c) => c.body)).toEqual([{ name: '华北组' }, { id: 2, name: '华南一组' }]);
  });

  it('shows a manager the groups without the controls that manage them (shell spec §6)', async () => {
    serve();
    renderOrgPage(AccountGroupPage, PATH, testUser({ role: 'MANAGER' }));
    expect(await screen.findByRole('list', { name: '华东组的账户' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建分组' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除 华东组' })).toBeNull();
  });

  it('says when the groups cannot be loaded, with 重试, and when there are none', async () => {
    const api = serve();
    let fail = true;
    api.on('post', '/api/user/group_user/select', () => (fail ? refuse(500, '服务器开小差了') : []));
    renderOrgPage(AccountGroupPage, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('分组加载失败');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('还没有账户分组')).toBeInTheDocument();
  });
});
