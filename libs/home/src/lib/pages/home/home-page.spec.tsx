import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import HomePage from './home-page';

const sums = (cost: number, convert: number) => ({ cost, show: cost * 40, click: cost / 2, convert });
const FIGURES: Schemas['HomeFigures'] = {
  asOf: '2026-12-01T06:10:00.000Z',
  toHour: 14,
  today: '2026-12-01',
  yesterday: '2026-11-30',
  lastWeek: '2026-11-24',
  total: { today: sums(1100, 10), yesterday: sums(1000, 8), lastWeek: null },
  media: [{ media: 'gdt', today: sums(1100, 10), yesterday: sums(1000, 8), lastWeek: null }],
  hours: [
    { hour: 0, today: sums(100, 1), yesterday: sums(80, 1), lastWeek: null },
    { hour: 1, today: sums(1000, 9), yesterday: sums(920, 7), lastWeek: null },
  ],
  topAccounts: [{ accountId: 7, media: 'gdt', name: '腾讯账户七', sandbox: true, sums: sums(1100, 10) }],
  topPlans: [],
};
const LISTS: Schemas['HomeLists'] = {
  lowBalance: [{ accountId: 7, media: 'gdt', name: '腾讯账户七', sandbox: true, balance: 12.5, line: 300, reason: 'yesterdayCost' }],
  recentTasks: [],
  recentRuleActions: [{ id: 1, ruleId: 2, ruleName: '高成本降价', media: 'gdt', objectName: '广告一', type: 'BID', outcome: 'applied', at: '2026-12-01T05:00:00.000Z' }],
};

function serve(figures: () => unknown = () => FIGURES) {
  fakeApi()
    .on('post', '/api/home/figures', figures as never)
    .on('post', '/api/home/lists', () => LISTS)
    .on('get', '/api/user/message/init', () => ({ unread: [{ msg_id: 3, title: '同步完成', type: 'TASK', create_time: '2026-12-01 14:00:00', link: null, action: null }], readed: [], trash: [] }))
    .install();
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('首页', () => {
  it('compares today with yesterday to the synced hour, says when last week has no figures, and fills the lists', async () => {
    serve();
    renderSubAppPage(HomePage, '/index-app/home');
    expect(screen.getByText('首页与报表功能即将下线，届时将由全新的数据看板替代。')).toBeInTheDocument();
    const cost = await screen.findByRole('listitem', { name: '消耗' });
    expect(within(cost).getByText('1,100.00')).toBeInTheDocument();
    expect(within(cost).getByText('+10.0%')).toBeInTheDocument();
    expect(within(cost).getByText('上周同期暂无数据')).toBeInTheDocument();
    // 转化成本 from the sums: 1100 ÷ 10 against 1000 ÷ 8.
    expect(within(screen.getByRole('listitem', { name: '转化成本' })).getByText('-12.0%')).toBeInTheDocument();
    expect(screen.getByText('今日 00:00 – 14:59，与昨日、上周同期同一时段对比')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '今日分时消耗' })).queryByText('今日尚无完整一小时的数据')).not.toBeInTheDocument();
    const top = screen.getByRole('region', { name: '消耗前10账户（今日）' });
    expect(within(top).getByText('腾讯账户七')).toBeInTheDocument();
    expect(within(top).getByTestId('sandbox-tag')).toBeInTheDocument();
    expect(within(await screen.findByRole('region', { name: '余额不足账户' })).getByText('余额不足一天消耗')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '最近规则动作' })).getByText('高成本降价 · 调整出价')).toBeInTheDocument();
    expect(await screen.findByText('同步完成')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '最近创建任务' })).getByText('暂无数据')).toBeInTheDocument();
  });

  it('shows a failed call with 重试, and the figures once it answers', async () => {
    let fail = true;
    serve(() => (fail ? refuse(500, '服务器繁忙') : FIGURES));
    const user = userEvent.setup();
    renderSubAppPage(HomePage, '/index-app/home');
    const compare = screen.getByRole('region', { name: '今日对比' });
    expect(await within(compare).findByRole('alert')).toHaveTextContent('服务器繁忙');
    fail = false;
    await user.click(within(compare).getByRole('button', { name: '重试' }));
    expect(await within(compare).findByRole('listitem', { name: '展示' })).toBeInTheDocument();
  });
});
