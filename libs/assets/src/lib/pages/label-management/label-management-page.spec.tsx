import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage, testUser } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import LabelManagementPage from './label-management-page';

type Label = Schemas['Label'];
const PATH = '/common-app/assets/label-management';

function serve() {
  let groups = [
    { id: 1, name: '风格' },
    { id: 2, name: '行业' },
    { id: 3, name: '空分组' },
  ];
  let labels: Label[] = [
    { id: 11, groupId: 1, name: '国潮', materialCount: 12, titleCount: 3, createdBy: '李静', createTime: '2026-10-01 10:00:00' },
    { id: 12, groupId: 1, name: '清新', materialCount: 0, titleCount: 0, createdBy: '李静', createTime: '2026-10-02 10:00:00' },
    { id: 21, groupId: 2, name: '美妆', materialCount: 4, titleCount: 0, createdBy: null, createTime: '2026-10-03 10:00:00' },
  ];
  let next = 100;
  const list = () => groups.map((g) => ({ ...g, labels: labels.filter((l) => l.groupId === g.id) }));
  const api = fakeApi()
    .on('post', '/api/material/label/list', () => list())
    .on('post', '/api/material/label/create', ({ groupId, name }) => {
      if (labels.some((l) => l.name === name)) return refuse(409, '已有同名的标签（标签名称在全公司唯一）');
      const label = { id: ++next, groupId, name, materialCount: 0, titleCount: 0, createdBy: '测试管理员', createTime: '2026-11-29 10:00:00' };
      labels = [...labels, label];
      return label;
    })
    .on('post', '/api/material/label/update', ({ id, groupId, name }) => {
      labels = labels.map((l) => (l.id === id ? { ...l, groupId, name } : l));
      return labels.find((l) => l.id === id) as Label;
    })
    .on('post', '/api/material/label/remove', ({ id, confirm }) => {
      const label = labels.find((l) => l.id === id) as Label;
      if (label.materialCount + label.titleCount > 0 && !confirm) return refuse(1401, `标签「${label.name}」正用于别处`);
      labels = labels.filter((l) => l.id !== id);
      return undefined;
    })
    .on('post', '/api/material/label-group/save', ({ id, name }) => {
      if (groups.some((g) => g.name === name && g.id !== id)) return refuse(409, '已有同名的标签分组');
      if (id) groups = groups.map((g) => (g.id === id ? { ...g, name } : g));
      else groups = [...groups, { id: ++next, name }];
      return list().find((g) => g.name === name) as Schemas['LabelGroup'];
    })
    .on('post', '/api/material/label-group/remove', ({ id }) => {
      const count = labels.filter((l) => l.groupId === id).length;
      if (count > 0) return refuse(1401, `分组下还有 ${count} 个标签，请先移走或删除`);
      groups = groups.filter((g) => g.id !== id);
      return undefined;
    });
  api.install();
  return api;
}

const groupButton = (name: RegExp) => screen.findByRole('button', { name });
const tableRows = (name: string) => within(screen.getByRole('region', { name })).getAllByRole('row').slice(1);
const rowNames = (name: string) => tableRows(name).map((row) => row.querySelector('td')?.textContent);

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('标签管理', () => {
  it('lists every label with its group and uses, and narrows to a group and a search kept in the URL', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderSubAppPage(LabelManagementPage, PATH);
    const nav = await screen.findByRole('navigation', { name: '标签分组列表' });
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['全部标签3', '风格2', '行业1', '空分组0']);
    await waitFor(() => expect(rowNames('全部标签')).toEqual(['国潮', '清新', '美妆']));
    expect(within(tableRows('全部标签')[0]).getByText('12')).toBeInTheDocument();

    await user.click(await groupButton(/^风格/));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('groupId')).toBe('1'));
    expect(await groupButton(/^风格/)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('toolbar', { name: '风格' })).toHaveTextContent('风格（2 个标签）');
    await waitFor(() => expect(rowNames('风格')).toEqual(['国潮', '清新']));

    await user.type(screen.getByRole('textbox', { name: '搜索标签名称' }), '清');
    await waitFor(() => expect(rowNames('风格')).toEqual(['清新']));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('清');
  });

  it('opens a copied link on the same group and search, and says when nothing matches', async () => {
    serve();
    renderSubAppPage(LabelManagementPage, `${PATH}?groupId=2&keyword=${encodeURIComponent('汽车')}`);
    expect(await screen.findByRole('toolbar', { name: '行业' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '搜索标签名称' })).toHaveValue('汽车');
    expect(await screen.findByText('没有符合搜索的标签')).toBeInTheDocument();
  });

  it('says when the labels cannot be loaded, with 重试', async () => {
    const api = serve();
    let fail = true;
    api.on('post', '/api/material/label/list', () => (fail ? refuse(500, '服务器开小差了') : []));
    renderSubAppPage(LabelManagementPage, PATH);
    expect(await screen.findByText('标签加载失败')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('还没有标签分组，点击「新建分组」开始')).toBeInTheDocument();
  });

  it('adds a label in the chosen group; a name the company has is refused under the name', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderSubAppPage(LabelManagementPage, `${PATH}?groupId=2`);
    await screen.findByRole('toolbar', { name: '行业' });
    await user.click(screen.getByRole('button', { name: '新建标签' }));
    const dialog = within(await screen.findByRole('dialog', { name: '新建标签' }));
    expect(dialog.getByRole('combobox', { name: '所属分组' })).toHaveTextContent('行业');
    await user.type(dialog.getByLabelText('标签名称'), '国潮');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('已有同名的标签（标签名称在全公司唯一）')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('标签名称'));
    await user.type(dialog.getByLabelText('标签名称'), '汽车');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(rowNames('行业')).toEqual(['美妆', '汽车']));
    expect(api.bodiesOf('/api/material/label/create')).toEqual([
      { groupId: 2, name: '国潮' },
      { groupId: 2, name: '汽车' },
    ]);
  });

  it('renames a label for everyone, saying so, and moves it to another group', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderSubAppPage(LabelManagementPage, PATH);
    await user.click(await screen.findByRole('button', { name: '编辑 国潮' }));
    const dialog = within(await screen.findByRole('dialog', { name: '编辑标签' }));
    expect(dialog.getByText('标签名称在全公司唯一，改名后所有素材和标题上的标签一起改。')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('标签名称'));
    await user.type(dialog.getByLabelText('标签名称'), '新中式');
    // Semi applies a choice when its popup has closed; jsdom runs no animations.
    await user.click(dialog.getByRole('combobox', { name: '所属分组' }));
    const choice = await screen.findByRole('option', { name: '行业' });
    const popup = choice.closest('.semi-popover-wrapper');
    await user.click(choice);
    if (popup) fireEvent.animationEnd(popup);
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.bodiesOf('/api/material/label/update')).toEqual([{ id: 11, name: '新中式', groupId: 2 }]));
    // The table keeps the server's order within a group (the fake keeps insertion order).
    await waitFor(() => expect(rowNames('全部标签')).toEqual(['清新', '新中式', '美妆']));
  });

  it('says where a label is used before removing it, and removes it from them on confirmation', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderSubAppPage(LabelManagementPage, PATH);
    await user.click(await screen.findByRole('button', { name: '删除 国潮' }));
    const dialog = within(await screen.findByRole('dialog', { name: '删除标签' }));
    expect(dialog.getByText('标签「国潮」正用于 12 个素材、3 个标题。删除后，这些素材和标题上的该标签会一起去掉。')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(rowNames('全部标签')).toEqual(['清新', '美妆']));
    expect(api.bodiesOf('/api/material/label/remove')).toEqual([{ id: 11, confirm: true }]);
  });

  it('creates and removes groups; a group with labels is refused with the reason in the dialog', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderSubAppPage(LabelManagementPage, `${PATH}?groupId=1`);
    await user.click(await screen.findByRole('button', { name: '删除分组' }));
    let dialog = within(await screen.findByRole('dialog', { name: '删除分组' }));
    await user.click(dialog.getByRole('button', { name: '删除' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('分组下还有 2 个标签，请先移走或删除');
    await user.click(dialog.getByRole('button', { name: '取消' }));

    await user.click(screen.getByRole('button', { name: '新建分组' }));
    dialog = within(await screen.findByRole('dialog', { name: '新建分组' }));
    await user.type(dialog.getByLabelText('分组名称'), '风格');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('已有同名的标签分组')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('分组名称'));
    await user.type(dialog.getByLabelText('分组名称'), '节日');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    // The new group is chosen, empty.
    expect(await screen.findByRole('toolbar', { name: '节日' })).toHaveTextContent('节日（0 个标签）');
    expect(screen.getByText('该分组还没有标签')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '删除分组' }));
    dialog = within(await screen.findByRole('dialog', { name: '删除分组' }));
    await user.click(dialog.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('groupId')).toBeNull());
    expect(await screen.findByRole('toolbar', { name: '全部标签' })).toBeInTheDocument();
  });

  it('lets a designer add labels but not rename, move or remove them or their groups', async () => {
    serve();
    renderSubAppPage(LabelManagementPage, `${PATH}?groupId=1`, { user: testUser({ role: 'DESIGNER', isDesignManager: 0 }) });
    expect(await screen.findByRole('toolbar', { name: '风格' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新建标签' })).toBeEnabled();
    for (const name of ['新建分组', '重命名分组', '删除分组', '编辑 国潮', '删除 国潮']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('lets the design manager manage them', async () => {
    serve();
    renderSubAppPage(LabelManagementPage, `${PATH}?groupId=1`, { user: testUser({ role: 'DESIGNER', isDesignManager: 1 }) });
    expect(await screen.findByRole('button', { name: '编辑 国潮' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除分组' })).toBeInTheDocument();
  });
});
