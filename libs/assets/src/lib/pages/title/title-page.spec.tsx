import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import TitlePage from './title-page';

type Title = Schemas['Title'];
const PATH = '/common-app/assets/title';
const NO_FIGURES = { cost: 0, show: 0, click: 0, ctr: null, convert: 0, convertCost: null, ads: 0 };

function title(id: number, text: string, over: Partial<Title> = {}): Title {
  return {
    id,
    text,
    mediaCode: null,
    length: [...text].length,
    labels: [],
    groups: [],
    creator: { id: 3, name: '王优化' },
    createTime: '2026-11-20 10:00:00',
    updateTime: '2026-11-20 10:00:00',
    figures: NO_FIGURES,
    ...over,
  };
}

function serve(records: Title[], { failList = false } = {}) {
  let rows = records;
  const api = fakeApi()
    .on('post', '/api/material/title/list', (body) => {
      if (failList) throw new Error('服务器开小差了');
      const q = body as Schemas['TitleListQuery'];
      const shown = rows.filter((t) => !q.keyword || t.text.includes(q.keyword));
      return { records: shown, total: shown.length, current: q.current, size: q.size, creators: [{ id: 3, name: '王优化' }] };
    })
    .on('post', '/api/material/title-group/list', () => ({ records: [{ id: 9, name: '美妆主推', titleCount: 0, titles: [], creator: null, createTime: '', updateTime: '', figures: NO_FIGURES }], total: 1, current: 1, size: 200, creators: [] }))
    .on('post', '/api/material/label/list', () => [{ id: 1, name: '行业', labels: [{ id: 11, groupId: 1, name: '美妆', materialCount: 0, titleCount: 0, createdBy: null, createTime: '2026-11-01 10:00:00' }] }])
    .on('post', '/api/user/filter_template/list', () => [])
    .on('post', '/api/material/title/add', ({ texts }) => {
      const lines = (texts as string[]).filter((t) => t.trim());
      const fresh = lines.filter((t) => !rows.some((r) => r.text === t));
      rows = [...fresh.map((t, i) => title(100 + i, t)), ...rows];
      return {
        created: fresh.length,
        ids: fresh.map((_, i) => 100 + i),
        duplicates: lines.filter((t) => !fresh.includes(t)).map((t) => ({ line: (texts as string[]).indexOf(t) + 1, text: t, reason: 'exists', titleId: 1 })),
      };
    })
    .on('post', '/api/material/title/labels', ({ ids }) => ({ count: (ids as number[]).length }))
    .on('post', '/api/material/title-group/add-titles', ({ groupId }) => ({ id: groupId, name: '美妆主推', titleCount: 1, titles: [], creator: null, createTime: '', updateTime: '', figures: NO_FIGURES }))
    .on('post', '/api/material/title/remove', ({ ids }) => {
      rows = rows.filter((t) => !(ids as number[]).includes(t.id));
      return { count: (ids as number[]).length };
    });
  api.install();
  return api;
}


// jsdom has no layout: give the batch editor's scroll box the height the browser would, so its lines render.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('tf-title-lines__scroll') ? 300 : 0;
    },
  });
});

afterEach(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
  setApiClient(null);
  localStorage.clear();
  act(() => Toast.destroyAll());
});

describe('标题', () => {
  it('lists the titles with their figures over the last 7 days, newest first, created in the last year', async () => {
    const api = serve([
      title(1, '换季干皮救星，这款补水面膜用过都说好', { labels: [{ id: 11, name: '美妆' }], figures: { cost: 1234.5, show: 100_000, click: 2500, ctr: 2.5, convert: 40, convertCost: 30.86, ads: 6 } }),
      title(2, '{地区}姐妹都在回购的补水面膜', { mediaCode: 'baidu', length: 26 }),
    ]);
    renderSubAppPage(TitlePage, PATH);
    const table = await screen.findByRole('region', { name: '标题列表' });
    expect(await within(table).findByText('换季干皮救星，这款补水面膜用过都说好')).toBeTruthy();
    expect(within(table).getByText('1,234.50')).toBeTruthy();
    expect(within(table).getByText('2.50%')).toBeTruthy();
    expect(within(table).getByText('百度营销')).toBeTruthy();
    expect(within(table).getByText('美妆')).toBeTruthy();
    expect(api.bodiesOf('/api/material/title/list')[0]).toEqual({
      current: 1,
      size: expect.any(Number),
      from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      figureFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      figureTo: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      sort: 'createTime',
      order: 'desc',
    });
  });

  it('sorts by a figure from the column header and keeps the filters of the URL', async () => {
    const api = serve([title(1, '换季干皮救星，这款补水面膜用过都说好')]);
    renderSubAppPage(TitlePage, `${PATH}?filters=${encodeURIComponent(JSON.stringify({ keyword: { value: '面膜' }, labelIds: [11] }))}`);
    await screen.findByText('换季干皮救星，这款补水面膜用过都说好');
    expect(api.bodiesOf('/api/material/title/list').at(-1)).toMatchObject({ keyword: '面膜', labelIds: [11] });
    await userEvent.click(screen.getByRole('button', { name: /点击率/ }));
    await waitFor(() => expect(api.bodiesOf('/api/material/title/list').at(-1)).toMatchObject({ sort: 'ctr', order: 'desc', keyword: '面膜' }));
  });

  it('says when there is no title yet, and when the list failed', async () => {
    serve([]);
    renderSubAppPage(TitlePage, PATH);
    expect(await screen.findByText('还没有标题，点击「批量添加」或「导入」开始')).toBeTruthy();
    cleanup();
    setApiClient(null);
    serve([], { failList: true });
    renderSubAppPage(TitlePage, PATH);
    expect(await screen.findByText(/标题加载失败/)).toBeTruthy();
  });

  it('adds titles from the batch editor and lists the lines the library already had', async () => {
    const api = serve([title(1, '换季干皮救星，这款补水面膜用过都说好')]);
    renderSubAppPage(TitlePage, PATH);
    await screen.findByText('换季干皮救星，这款补水面膜用过都说好');
    await userEvent.click(screen.getByRole('button', { name: '批量添加' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/长度 6-30 个字符/)).toBeTruthy();
    const editor = within(dialog).getByTestId('batch-title-editor');
    const inputs = within(editor).getAllByRole('textbox');
    fireEvent.change(inputs[0], { target: { value: '换季干皮救星，这款补水面膜用过都说好' } });
    fireEvent.change(within(editor).getAllByRole('textbox')[1], { target: { value: '学生党也买得起的防晒喷雾' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '{地区}' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.bodiesOf('/api/material/title/add')).toEqual([{ texts: ['换季干皮救星，这款补水面膜用过都说好', '学生党也买得起的防晒喷雾{地区}'] }]));
    expect(await screen.findByText('已添加 1 个标题')).toBeTruthy();
    const result = await screen.findByRole('dialog', { name: '以下标题没有重复添加' });
    expect(within(result).getByText(/第1行：换季干皮救星，这款补水面膜用过都说好（标题库已有）/)).toBeTruthy();
  });

  it('refuses to send lines the editor marks too short', async () => {
    const api = serve([]);
    renderSubAppPage(TitlePage, PATH);
    await userEvent.click(await screen.findByRole('button', { name: '批量添加' }));
    const dialog = await screen.findByRole('dialog');
    const editor = within(dialog).getByTestId('batch-title-editor');
    fireEvent.change(within(editor).getAllByRole('textbox')[0], { target: { value: '太短' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('有标题不符合要求，请按提示修改')).toBeTruthy();
    expect(api.bodiesOf('/api/material/title/add')).toEqual([]);
  });

  it('removes the chosen titles from the footer after asking', async () => {
    const api = serve([title(1, '换季干皮救星，这款补水面膜用过都说好'), title(2, '学生党也买得起的防晒喷雾')]);
    renderSubAppPage(TitlePage, PATH);
    await screen.findByText('换季干皮救星，这款补水面膜用过都说好');
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 换季干皮救星，这款补水面膜用过都说好' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 学生党也买得起的防晒喷雾' }));
    const footer = await screen.findByLabelText('底部操作栏');
    expect(within(footer).getByText('已选 2 个')).toBeTruthy();
    await userEvent.click(within(footer).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(api.bodiesOf('/api/material/title/remove')).toEqual([{ ids: [1, 2] }]));
    expect(await screen.findByText('已删除 2 个标题')).toBeTruthy();
  });
});
