import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage } from '@toufang/api/testing';
import type { ReportView, ReportViewFigures } from '../../queries/report-view';
import ReportViewPage from './report-view-page';
import { defaultRange, figureCells, rangeBounds } from './report-view-rules';

const PATH = '/reportView/gdt';
const figures = (cost: number, show: number, click: number, convert: number): ReportViewFigures => ({
  cost,
  show,
  click,
  ctr: show === 0 ? null : Math.round((click / show) * 10000) / 100,
  convert,
  convertCost: convert === 0 ? null : Math.round((cost / convert) * 100) / 100,
});

function answer(from: string, to: string): ReportView {
  return {
    from,
    to,
    accounts: [
      { id: 1, advertiserId: '20000001', accountName: '腾讯-01', sandbox: true, figures: figures(1234.5, 10000, 250, 10) },
      { id: 2, advertiserId: '20000002', accountName: '腾讯-02', sandbox: false, figures: figures(0, 0, 0, 0) },
    ],
    total: figures(1234.5, 10000, 250, 10),
    days: [{ date: to, figures: figures(1234.5, 10000, 250, 10) }],
  };
}

afterEach(() => setApiClient(null));

describe('报表查看 rules', () => {
  it('defaults to the last 7 days and offers at most the kept 93', () => {
    expect(defaultRange('2026-12-01')).toEqual(['2026-11-25', '2026-12-01']);
    expect(rangeBounds('2026-12-01')).toEqual({ min: '2026-08-31', max: '2026-12-01' });
    expect(figureCells(figures(0, 0, 0, 0))).toEqual({ cost: '0.00', show: '0', click: '0', ctr: '-', convert: '0', convertCost: '-' });
  });
});

describe('报表查看 (reportView/gdt)', () => {
  it('shows the session\'s accounts with their figures and a 合计 row, for the last 7 days, with no action', async () => {
    const api = fakeApi().on('post', '/api/report-view/gdt', ({ from, to }) => answer(from, to));
    api.install();
    renderSubAppPage(ReportViewPage, PATH, { routerBase: '', gadget: true });
    const table = within(await screen.findByRole('region', { name: '腾讯广告账户报表' }));
    const row = (await table.findByText('腾讯-01')).closest('tr') as HTMLElement;
    for (const text of ['1,234.50', '10,000', '250', '2.50%', '10', '123.45']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByTestId('sandbox-tag')).toBeInTheDocument();
    expect(table.getByText('合计')).toBeInTheDocument();
    expect(screen.getByText(/嵌入模式：仅显示授权码指定的腾讯广告账户/)).toBeInTheDocument();
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).not.toContain('删除');
    const body = api.calls[0].body as { from: string; to: string };
    expect(defaultRange(body.to)).toEqual([body.from, body.to]);
  });

  it('says when there is no account, and when the report failed, with 重试', async () => {
    let fail = true;
    fakeApi()
      .on('post', '/api/report-view/gdt', ({ from, to }) => (fail ? refuse(500, '系统繁忙，请稍后重试！') : { ...answer(from, to), accounts: [] }))
      .install();
    renderSubAppPage(ReportViewPage, PATH, { routerBase: '' });
    expect(await screen.findByRole('alert')).toHaveTextContent('报表加载失败');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无可查看的腾讯广告账户')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '每日趋势' })).not.toBeInTheDocument();
  });
});
