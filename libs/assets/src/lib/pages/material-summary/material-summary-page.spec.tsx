import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import MaterialSummaryPage from './material-summary-page';

type Row = Schemas['MaterialSummaryRow'];
type Figures = Schemas['MaterialFigures'];
const PATH = '/common-app/assets/material-summary';
const figures = (cost: number, over: Partial<Figures> = {}): Figures => ({ cost, show: 10_000, click: 250, ctr: 2.5, convert: 10, convertCost: cost / 10, ads: 3, ...over });
const LI = { id: 4, name: '李静' };
const ZHOU = { id: 5, name: '周婷' };

function row(id: number, name: string, cost: number, designer = LI): Row {
  return { id, md5: String(id).padStart(32, '0'), name, kind: 'image', width: 1280, height: 720, durationSeconds: null, thumbnailUrl: `/files/material?t=${id}`, designer, figures: figures(cost) };
}

function serve({ rows = [row(1, '春季上新-横版大图', 1234.5), { ...row(2, '品牌曝光-竖版', 88, ZHOU), designerParsed: true }], fail = false } = {}) {
  const api = fakeApi()
    .on('post', '/api/material/summary', (body) => {
      if (fail) throw new Error('服务器开小差了');
      const q = body as Schemas['MaterialSummaryQuery'];
      return {
        from: q.from ?? '2026-11-23',
        to: q.to ?? '2026-11-29',
        records: rows,
        total: rows.length,
        current: q.current,
        size: q.size,
        totals: figures(rows.reduce((a, r) => a + r.figures.cost, 0), { ads: 6 }),
        designers: rows.length === 0 ? [] : [
          { designer: LI, materials: 1, figures: figures(1234.5) },
          { designer: ZHOU, materials: 1, parsedMaterials: 1, figures: figures(88) },
        ],
        top: rows,
      };
    })
    .on('post', '/api/material/summary/trend', () => ({ from: '2026-11-28', to: '2026-11-29', points: [
      { time: '2026-11-28', cost: 600, show: 5000, click: 100, ctr: 2, convert: 4, convertCost: 150 },
      { time: '2026-11-29', cost: 722.5, show: 5000, click: 150, ctr: 3, convert: 6, convertCost: 120.42 },
    ] }))
    .on('post', '/api/material/people', () => ({ designers: [LI, ZHOU], uploaders: [] }))
    .on('post', '/api/user/filter_template/list', () => [])
    .on('post', '/api/list/export', () => ({ exportId: 1, state: 'queued' as const, fileName: '素材汇总.xlsx', rows: null, url: null, expiresAt: null, reason: null }));
  api.install();
  return api;
}


afterEach(() => {
  setApiClient(null);
  localStorage.clear();
  act(() => Toast.destroyAll());
});

describe('素材汇总', () => {
  it('shows the totals, each designer’s and material’s figures and the top materials over the last 7 days', async () => {
    const api = serve();
    renderSubAppPage(MaterialSummaryPage, PATH);
    const designers = await screen.findByRole('region', { name: '设计师数据' });
    expect(await within(designers).findByText('李静')).toBeTruthy();
    expect(within(designers).getByText('1,234.50')).toBeTruthy();
    const materials = screen.getByRole('region', { name: '素材数据' });
    expect(within(materials).getByText('春季上新-横版大图')).toBeTruthy();
    expect(within(materials).getAllByText('2.50%').length).toBeGreaterThan(0);
    // A designer read from the name (命名解析) says so, in both tables.
    expect(within(materials).getByText(`${ZHOU.name}（命名解析）`)).toBeTruthy();
    expect(within(designers).getByText(`${ZHOU.name}（1个来自命名解析）`)).toBeTruthy();
    expect(within(screen.getByLabelText('数据概览')).getByText('1,322.50')).toBeTruthy();
    const top = screen.getByRole('list', { name: '消耗 TOP 素材' });
    expect(within(top).getByRole('listitem', { name: '第1名 春季上新-横版大图' })).toBeTruthy();
    expect(api.bodiesOf('/api/material/summary')[0]).toEqual({
      current: 1,
      size: expect.any(Number),
      from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      sort: 'cost',
      order: 'desc',
    });
    const { from, to } = api.bodiesOf('/api/material/summary')[0] as { from: string; to: string };
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
    await waitFor(() => expect(api.bodiesOf('/api/material/summary/trend')[0]).toEqual({ from, to }));
  });

  it('sorts by a figure from the column header, with the filters of the URL, and sends them to the trend', async () => {
    const api = serve();
    const filters = { designerIds: [4], kind: 'video', mediaCodes: ['toutiao'], dates: ['2026-11-01', '2026-11-15'] };
    renderSubAppPage(MaterialSummaryPage, `${PATH}?filters=${encodeURIComponent(JSON.stringify(filters))}`);
    await screen.findAllByText('春季上新-横版大图');
    const expected = { designerIds: [4], kind: 'video', mediaCodes: ['toutiao'], from: '2026-11-01', to: '2026-11-15' };
    expect(api.bodiesOf('/api/material/summary').at(-1)).toMatchObject(expected);
    await waitFor(() => expect(api.bodiesOf('/api/material/summary/trend').at(-1)).toEqual(expected));
    const materials = screen.getByRole('region', { name: '素材数据' });
    await userEvent.click(within(materials).getByRole('button', { name: /点击率/ }));
    await waitFor(() => expect(api.bodiesOf('/api/material/summary').at(-1)).toMatchObject({ sort: 'ctr', order: 'desc', ...expected }));
  });

  it('shows one designer’s materials from their row, and links a material to 素材库', async () => {
    const api = serve();
    renderSubAppPage(MaterialSummaryPage, PATH);
    const designers = await screen.findByRole('region', { name: '设计师数据' });
    await userEvent.click(await within(designers).findByRole('button', { name: '只看周婷的素材' }));
    await waitFor(() => expect(api.bodiesOf('/api/material/summary').at(-1)).toMatchObject({ designerIds: [5] }));
    const materials = screen.getByRole('region', { name: '素材数据' });
    const link = within(materials).getByRole('link', { name: '春季上新-横版大图' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe(`/common-app/assets/material-library-all?filters={"keyword":{"value":"${'1'.padStart(32, '0')}"}}`);
  });

  it('exports with the page’s filters through the list export', async () => {
    const api = serve();
    renderSubAppPage(MaterialSummaryPage, PATH);
    await screen.findAllByText('春季上新-横版大图');
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(api.bodiesOf('/api/list/export')).toHaveLength(1));
    expect(api.bodiesOf('/api/list/export')[0]).toMatchObject({ listId: 'material.summary', query: { sort: 'cost', order: 'desc', from: expect.any(String), to: expect.any(String) } });
    expect(await screen.findByText(/导出任务已提交/)).toBeTruthy();
  });

  it('says when there are no figures, and when loading failed', async () => {
    serve({ rows: [] });
    renderSubAppPage(MaterialSummaryPage, PATH);
    expect((await screen.findAllByText(/所选日期内没有素材数据/)).length).toBeGreaterThan(0);
    expect(screen.getByText('所选日期内没有素材消耗')).toBeTruthy();
    expect(screen.getByRole('button', { name: '导出' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    setApiClient(null);
    serve({ fail: true });
    renderSubAppPage(MaterialSummaryPage, PATH);
    expect((await screen.findAllByText(/素材数据加载失败/)).length).toBeGreaterThan(0);
  });
});
