import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, type FakeHandler } from '@toufang/api/testing';
import { EFFECT_REPORT_TEXTS } from '@toufang/domain';
import { Toast } from '@toufang/ui';
import EffectAnalysisReportPage from './effect-analysis-report-page';
import { chartModel, defaultBody, lastDays } from './effect-report-rules';

type Answer = Schemas['EffectReportAnswer'];
type Saved = Schemas['EffectReportSaved'];

const METRICS = ['cost', 'show', 'click', 'ctr', 'convert', 'convertCost'] as const;
function answerOf(body: Schemas['EffectReportBody']): Answer {
  return {
    dimensions: body.dimensions,
    metrics: body.metrics,
    from: body.from,
    to: body.to,
    rows: [
      { key: { media: 'toutiao', date: body.from }, values: { cost: 120.5, show: 10000, click: 200, ctr: 2, convert: 4, convertCost: 30.13 } },
      { key: { media: 'gdt', date: body.from }, values: { cost: 80, show: 0, click: 0, ctr: null, convert: 0, convertCost: null } },
    ],
    // The server's totals: rates from the summed sums (200 / 10,000).
    totals: { cost: 200.5, show: 10000, click: 200, ctr: 2, convert: 4, convertCost: 50.13 },
    namePartLabel: null,
  };
}
const SAVED: Saved = { id: 9, name: '分账户周报', body: { ...defaultBody(), dimensions: ['account'], metrics: ['cost'] }, createdAt: '2026-11-30 10:00:00', updatedAt: '2026-11-30 10:00:00' };

function api(query: FakeHandler<'post', '/api/tools/effect-report/query'> = (body) => answerOf(body), saved: Saved[] = [SAVED]) {
  const fake = fakeApi()
    .on('post', '/api/tools/effect-report/query', query)
    .on('post', '/api/tools/effect-report/options', () => ({ accounts: [], projects: [], nameRules: [] }))
    .on('post', '/api/tools/effect-report/saved/list', () => saved);
  fake.install();
  return fake;
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EffectAnalysisReportPage />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('效果分析报告', () => {
  it('opens on the last 7 days by media and day, with the groups and the server\'s 合计 row', async () => {
    const fake = api();
    renderPage();
    const table = within(await screen.findByRole('region', { name: '效果分析数据' }));
    expect(await table.findByText('巨量引擎')).toBeInTheDocument();
    expect(table.getByText('腾讯广告3.0')).toBeInTheDocument();
    expect(table.getByText('120.50')).toBeInTheDocument();
    expect(table.getByText('合计')).toBeInTheDocument();
    expect(table.getByText('200.50')).toBeInTheDocument();
    expect(table.getByText('50.13')).toBeInTheDocument();
    // A ratio over 0 has no value.
    expect(table.getAllByText('-').length).toBeGreaterThan(0);
    const [from, to] = lastDays(7);
    expect(fake.bodiesOf('/api/tools/effect-report/query')[0]).toEqual({ dimensions: ['media', 'date'], metrics: [...METRICS], from, to, filters: {} });
  });

  it('asks again with the dimensions in the order picked; 素材 and 设计师 cannot be picked and say why', async () => {
    const fake = api();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('120.50');
    const dims = within(screen.getByRole('group', { name: '维度' }));
    expect(dims.getByRole('checkbox', { name: '素材' })).toBeDisabled();
    expect(dims.getByRole('checkbox', { name: '设计师' })).toBeDisabled();
    expect(screen.getByText(/素材、设计师暂不支持/)).toBeInTheDocument();
    await user.click(dims.getByRole('checkbox', { name: /媒体/ }));
    await user.click(dims.getByRole('checkbox', { name: /账户/ }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(fake.bodiesOf('/api/tools/effect-report/query')).toHaveLength(2));
    expect(fake.bodiesOf('/api/tools/effect-report/query')[1]?.dimensions).toEqual(['date', 'account']);
  });

  it('will not ask without a metric, and shows the server\'s refusal (分组过多) as the failed state', async () => {
    api(() => refuse(400, EFFECT_REPORT_TEXTS.TOO_MANY_GROUPS));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(EFFECT_REPORT_TEXTS.TOO_MANY_GROUPS)).toBeInTheDocument();
    const metrics = within(screen.getByRole('group', { name: '指标' }));
    for (const label of ['总消耗', '展示数', '点击数', '点击率', '转化数', '转化成本']) await user.click(metrics.getByRole('checkbox', { name: label }));
    expect(screen.getByText(EFFECT_REPORT_TEXTS.NO_METRIC)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查询' })).toBeDisabled();
  });

  it('opens a saved report, saves the current body as a new one and removes one', async () => {
    const fake = api();
    fake.on('post', '/api/tools/effect-report/saved/save', (body) => ({ ...SAVED, id: 10, name: body.name, body: body.body }));
    fake.on('post', '/api/tools/effect-report/saved/remove', () => undefined);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '打开 分账户周报' }));
    await waitFor(() => expect(fake.bodiesOf('/api/tools/effect-report/query').at(-1)?.dimensions).toEqual(['account']));
    expect(screen.getByText('当前报告：分账户周报')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '另存为' }));
    await user.type(await screen.findByRole('textbox', { name: '报告名称' }), '分账户日报');
    await user.click(within(screen.getByRole('dialog', { name: '保存报告' })).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(fake.bodiesOf('/api/tools/effect-report/saved/save')).toHaveLength(1));
    expect(fake.bodiesOf('/api/tools/effect-report/saved/save')[0]).toEqual({ name: '分账户日报', body: SAVED.body });
    await user.click(screen.getByRole('button', { name: '删除 分账户周报' }));
    await user.click(within(await screen.findByRole('dialog', { name: '删除' })).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(fake.bodiesOf('/api/tools/effect-report/saved/remove')).toEqual([{ id: 9 }]));
  });

  it('says so when nothing matches and when the saved list is empty', async () => {
    api((body) => ({ ...answerOf(body), rows: [] }), []);
    renderPage();
    expect(await screen.findByText('所选条件下暂无数据')).toBeInTheDocument();
    expect(await screen.findByText('暂无保存的报告')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeDisabled();
  });
});

describe('效果分析报告 chart', () => {
  it('draws one series per group of the other dimensions over days, the costliest first; none without the date dimension', () => {
    const body = defaultBody();
    const model = chartModel(answerOf(body));
    expect(model?.series.map((s) => s.name)).toEqual(['巨量引擎', '腾讯广告3.0']);
    expect(model?.metrics.map((m) => m.key)).toEqual(['cost', 'show', 'click', 'ctr']);
    expect(chartModel({ ...answerOf(body), dimensions: ['media'] })).toBeNull();
  });
});
