import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import { CreationReportPage } from './creation-report-page';

type Account = Schemas['CreationReportAccount'];

function account(accountId: number, overrides: Partial<Account> = {}): Account {
  return {
    accountId,
    accountName: `沙箱 快手账户${accountId}`,
    media: 'kuaishou',
    created: 18,
    failed: 2,
    reasons: [{ reason: '出价低于媒体最低出价', count: 2 }],
    reviewing: 3,
    approved: 14,
    rejected: 1,
    impressions: 12034,
    clicks: 321,
    cost: 256.5,
    conversions: 7,
    ...overrides,
  };
}

const Page = () => <CreationReportPage media="kuaishou" />;

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('创建报告', () => {
  it('shows one task per account: created, failed with reasons, review outcomes and the first figures; exports as a job', async () => {
    const api = fakeApi()
      .on('post', '/api/creation/report', () => ({ tasks: 1, accounts: [account(21), account(22, { failed: 0, reasons: [] })] }))
      .on('post', '/api/creation/report/export', () => ({ jobId: 'job-1' }));
    api.install();
    const user = userEvent.setup();
    renderSubAppPage(Page, '/kuaishou-app/ad/add-report?taskId=12');
    const table = within(await screen.findByRole('region', { name: '各账户创建结果' }));
    expect(await table.findByText('沙箱 快手账户21（21）')).toBeInTheDocument();
    expect(table.getAllByText('出价低于媒体最低出价（2）')).toHaveLength(1);
    expect(table.getAllByText('审核中 3 · 通过 14 · 不通过 1')).toHaveLength(2);
    expect(table.getAllByText('12,034')).toHaveLength(2);
    expect(table.getAllByText('256.50')).toHaveLength(2);
    expect(screen.getByText('共 1 个任务')).toBeInTheDocument();
    expect(api.bodiesOf('/api/creation/report')[0]).toEqual({ media: 'kuaishou', taskId: 12 });
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(api.bodiesOf('/api/creation/report/export')).toEqual([{ media: 'kuaishou', taskId: 12 }]));
    expect(await screen.findByText('导出任务已提交，文件生成后可在任务中心下载')).toBeInTheDocument();
  });

  it('without a task, reports the last 30 days, and says when nothing was created', async () => {
    const api = fakeApi().on('post', '/api/creation/report', () => ({ tasks: 0, accounts: [] }));
    api.install();
    renderSubAppPage(Page, '/kuaishou-app/ad/add-report');
    expect(await screen.findByText('所选范围内没有创建任务')).toBeInTheDocument();
    const body = api.bodiesOf('/api/creation/report')[0];
    expect(body).toMatchObject({ media: 'kuaishou' });
    expect(typeof body.from).toBe('string');
    expect(typeof body.to).toBe('string');
    expect(screen.getByRole('button', { name: '导出' })).toBeDisabled();
  });

  it('says when the report fails, and asks again on 重试', async () => {
    let fail = true;
    fakeApi()
      .on('post', '/api/creation/report', () => (fail ? refuse(500, '创建报告加载失败') : { tasks: 1, accounts: [account(21)] }))
      .install();
    const user = userEvent.setup();
    renderSubAppPage(Page, '/kuaishou-app/ad/add-report?taskId=12');
    expect(await screen.findByText('创建报告加载失败', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('沙箱 快手账户21（21）')).toBeInTheDocument();
  });
});
