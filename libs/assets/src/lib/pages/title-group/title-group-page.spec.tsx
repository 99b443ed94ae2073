import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import TitleGroupPage from './title-group-page';

type TitleGroup = Schemas['TitleGroup'];
const PATH = '/common-app/assets/title-group';
const NO_FIGURES = { cost: 0, show: 0, click: 0, ctr: null, convert: 0, convertCost: null, ads: 0 };
const t = (id: number, text: string) => ({ id, text, figures: NO_FIGURES });

function group(id: number, name: string, titles: { id: number; text: string; figures: typeof NO_FIGURES }[]): TitleGroup {
  return { id, name, titleCount: titles.length, titles, creator: { id: 3, name: '王优化' }, createTime: '2026-11-20 10:00:00', updateTime: '2026-11-21 10:00:00', figures: { ...NO_FIGURES, cost: 88.8, show: 4000, click: 100, ctr: 2.5 } };
}

function serve(groups: TitleGroup[]) {
  let rows = groups;
  const api = fakeApi()
    .on('post', '/api/material/title-group/list', (body) => {
      const q = body as Schemas['TitleGroupListQuery'];
      return { records: rows, total: rows.length, current: q.current, size: q.size, creators: [{ id: 3, name: '王优化' }] };
    })
    .on('post', '/api/material/title/list', (body) => {
      const q = body as Schemas['TitleListQuery'];
      const all = [t(1, '换季干皮救星，这款补水面膜用过都说好'), t(2, '学生党也买得起的防晒喷雾'), t(3, '熬夜脸急救，素颜霜今晚就安排')];
      const records = all
        .filter((x) => !q.keyword || x.text.includes(q.keyword))
        .map((x) => ({ ...x, mediaCode: null, length: 10, labels: [], groups: [], creator: null, createTime: '', updateTime: '' }));
      return { records, total: records.length, current: 1, size: 20, creators: [] };
    })
    .on('post', '/api/user/filter_template/list', () => [])
    .on('post', '/api/material/title-group/save', (body) => {
      const b = body as Schemas['TitleGroupSaveRequest'];
      const saved = group(b.id ?? 50, b.name, b.titleIds.map((id) => t(id, `标题${id}`)));
      rows = [saved, ...rows.filter((g) => g.id !== saved.id)];
      return saved;
    })
    .on('post', '/api/material/title-group/remove', ({ ids }) => {
      rows = rows.filter((g) => !(ids as number[]).includes(g.id));
      return { count: (ids as number[]).length };
    });
  api.install();
  return api;
}


afterEach(() => {
  setApiClient(null);
  localStorage.clear();
  act(() => Toast.destroyAll());
});

describe('标题组', () => {
  it('lists the groups with their first titles and summed figures', async () => {
    const api = serve([group(7, '美妆换季主推', [t(1, '换季干皮救星，这款补水面膜用过都说好'), t(2, '学生党也买得起的防晒喷雾'), t(3, '熬夜脸急救，素颜霜今晚就安排')])]);
    renderSubAppPage(TitleGroupPage, PATH);
    const table = await screen.findByRole('region', { name: '标题组列表' });
    expect(await within(table).findByText('美妆换季主推')).toBeTruthy();
    expect(within(table).getByText('「换季干皮救星，这款补水面膜用过都说好」、「学生党也买得起的防晒喷雾」 等 3 个')).toBeTruthy();
    expect(within(table).getByText('88.80')).toBeTruthy();
    expect(api.bodiesOf('/api/material/title-group/list')[0]).toMatchObject({ current: 1, sort: 'createTime', order: 'desc' });
  });

  it('says when there is no group yet', async () => {
    serve([]);
    renderSubAppPage(TitleGroupPage, PATH);
    expect(await screen.findByText('还没有标题组，点击「新建标题组」开始')).toBeTruthy();
  });

  it('creates a group from titles found in the library, in the chosen order', async () => {
    const api = serve([]);
    renderSubAppPage(TitleGroupPage, PATH);
    await userEvent.click(await screen.findByRole('button', { name: '新建标题组' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('标题组名称'), '护肤种草');
    await userEvent.click(await within(dialog).findByRole('button', { name: '添加 学生党也买得起的防晒喷雾' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '添加 换季干皮救星，这款补水面膜用过都说好' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '上移 换季干皮救星，这款补水面膜用过都说好' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.bodiesOf('/api/material/title-group/save')).toEqual([{ name: '护肤种草', titleIds: [1, 2] }]));
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('removes a group after asking, keeping its titles', async () => {
    const api = serve([group(7, '美妆换季主推', [t(1, '换季干皮救星，这款补水面膜用过都说好')])]);
    renderSubAppPage(TitleGroupPage, PATH);
    await userEvent.click(await screen.findByRole('button', { name: '删除 美妆换季主推' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/组内的标题仍保留在标题库中/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(api.bodiesOf('/api/material/title-group/remove')).toEqual([{ ids: [7] }]));
  });
});
