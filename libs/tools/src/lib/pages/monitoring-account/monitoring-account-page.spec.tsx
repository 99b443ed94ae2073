import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, renderSubAppPage, testUser } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import MonitoringAccountPage, { toMonitorQuery } from './monitoring-account-page';

type Monitor = Schemas['MonitorAccount'];

const PATH = '/tools-app/tool/monitoring-tool/monitoring-account';

function monitor(accountId: number, overrides: Partial<Monitor> = {}): Monitor {
  return {
    accountId,
    media: 'toutiao',
    advertiserId: `17000${accountId}`,
    accountName: `巨量账户${accountId}`,
    sandbox: true,
    enabled: true,
    thresholds: { balanceBelow: 1000, costAbove: 500, ctrBelow: 1.5, ctrAbove: null, convertCostAbove: null, notifyStopped: true },
    recipients: { users: [], emails: [] },
    today: { balance: 800, cost: 120.5, show: 20_000, click: 100, convert: 2, ctr: 0.5, convertCost: 60.25, stopped: null, syncTime: '2026-11-30 09:00:00', breaches: ['balance', 'ctr_low'], alerted: ['balance'] },
    lastAlert: { kind: 'balance', day: '2026-11-30', raiseTime: '2026-11-30 09:03:00', value: 800, threshold: 1000, title: '账户余额不足：巨量账户1', content: '<p>余额不足</p>' },
    updateTime: '2026-11-29 10:00:00',
    createdBy: '李静',
    ...overrides,
  };
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('监测账户', () => {
  it('lists the monitors: account, media, lines, recipients, today\'s state and the last alert', async () => {
    const api = fakeApi().on('post', '/api/tools/monitor/account/list', ({ current, size }) => ({
      records: [
        monitor(1),
        monitor(2, {
          media: 'gdt',
          sandbox: false,
          thresholds: { balanceBelow: null, costAbove: null, ctrBelow: null, ctrAbove: 5, convertCostAbove: 80, notifyStopped: false },
          recipients: { users: [{ id: 3, name: '钱芳' }], emails: ['ops@example.com'] },
          today: { balance: 9000, cost: 0, show: null, click: null, convert: null, ctr: null, convertCost: null, stopped: null, syncTime: null, breaches: [], alerted: [] },
          lastAlert: null,
        }),
        monitor(3, { enabled: false }),
      ],
      total: 3,
      current,
      size,
    }));
    api.install();
    renderSubAppPage(MonitoringAccountPage, PATH);
    const table = within(await screen.findByRole('region', { name: '监测账户列表' }));
    expect(await table.findByText('巨量账户1')).toBeInTheDocument();
    for (const header of ['账户', '媒体', '监测条件', '接收人', '今日状态', '最近告警', '操作']) expect(table.getAllByText(header).length).toBeGreaterThan(0);
    expect(table.getAllByText('沙箱')).toHaveLength(2);
    expect(table.getAllByText('余额 < 1,000.00 元')).toHaveLength(2);
    expect(table.getAllByText('点击率 < 1.50%')).toHaveLength(2);
    expect(table.getByText('点击率 > 5.00%')).toBeInTheDocument();
    expect(table.getByText('转化成本 > 80.00 元')).toBeInTheDocument();
    expect(table.getAllByText('默认（管理员、主管和账户的运营人员）')).toHaveLength(2);
    expect(table.getByText('钱芳')).toBeInTheDocument();
    expect(table.getByText('邮箱 1 个')).toBeInTheDocument();
    // Today: the crossed lines by name, the figures, and the day's alerts already told.
    expect(table.getByText('余额不足', { selector: '.semi-tag-content' })).toBeInTheDocument();
    expect(table.getByText('点击率过低')).toBeInTheDocument();
    expect(table.getByText('点击率 0.50%')).toBeInTheDocument();
    expect(table.getByText('今日已告警')).toBeInTheDocument();
    expect(table.getByText('正常')).toBeInTheDocument();
    expect(table.getByText('今日暂无投放数据')).toBeInTheDocument();
    expect(table.getByText('已停用')).toBeInTheDocument();
    expect(table.getAllByText('2026-11-30 09:03:00')).toHaveLength(2);
    expect(api.bodiesOf('/api/tools/monitor/account/list')[0]).toEqual({ current: 1, size: 20 });
    // The ADMIN writes.
    expect(screen.getByRole('button', { name: '添加监测账户' })).toBeEnabled();
    expect(table.getByRole('button', { name: '编辑 巨量账户1' })).toBeInTheDocument();
  });

  it('lets an optimiser read, says why they cannot write, and opens an account\'s alert history', async () => {
    const api = fakeApi()
      .on('post', '/api/tools/monitor/account/list', ({ current, size }) => ({ records: [monitor(1)], total: 1, current, size }))
      .on('post', '/api/tools/monitor/account/alerts', ({ current, size }) => ({
        records: [
          { kind: 'ctr_low', day: '2026-11-30', raiseTime: '2026-11-30 10:03:00', value: 0.5, threshold: 1.5, title: '账户点击率过低：巨量账户1', content: '<p>账户「巨量账户1」今日点击率为 0.50%</p>' },
          { kind: 'stopped', day: '2026-11-29', raiseTime: '2026-11-29 09:03:00', value: null, threshold: null, title: '账户已停投：巨量账户1', content: '<p>账户「巨量账户1」已被媒体冻结</p>' },
        ],
        total: 2,
        current,
        size,
      }));
    api.install();
    const user = userEvent.setup();
    renderSubAppPage(MonitoringAccountPage, PATH, { user: testUser({ role: 'DESIGNER' }) });
    const table = within(await screen.findByRole('region', { name: '监测账户列表' }));
    expect(await table.findByText('巨量账户1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加监测账户' })).toBeDisabled();
    expect(screen.getByText('仅管理员、主管和优化师可以添加、修改和移除监测设置')).toBeInTheDocument();
    expect(table.queryByRole('button', { name: '编辑 巨量账户1' })).not.toBeInTheDocument();
    expect(table.queryByRole('button', { name: '移除 巨量账户1' })).not.toBeInTheDocument();
    await user.click(table.getByRole('button', { name: '告警记录 巨量账户1' }));
    const history = within(await screen.findByRole('region', { name: '告警记录列表' }));
    expect(await history.findByText('账户「巨量账户1」今日点击率为 0.50%')).toBeInTheDocument();
    expect(history.getByText('0.50%')).toBeInTheDocument();
    expect(history.getByText('1.50%')).toBeInTheDocument();
    expect(history.getByText('账户停投')).toBeInTheDocument();
    expect(api.bodiesOf('/api/tools/monitor/account/alerts')).toEqual([{ accountId: 1, current: 1, size: 20 }]);
  });

  it('removes a monitor after asking, and asks for the list again', async () => {
    let listed = [monitor(1)];
    const api = fakeApi()
      .on('post', '/api/tools/monitor/account/list', ({ current, size }) => ({ records: listed, total: listed.length, current, size }))
      .on('post', '/api/tools/monitor/account/remove', () => {
        listed = [];
        return undefined;
      });
    api.install();
    const user = userEvent.setup();
    renderSubAppPage(MonitoringAccountPage, PATH);
    const table = within(await screen.findByRole('region', { name: '监测账户列表' }));
    await user.click(await table.findByRole('button', { name: '移除 巨量账户1' }));
    expect(await screen.findByText('确定不再监测账户「巨量账户1」吗？已发生的告警记录会保留。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '移除' }));
    await waitFor(() => expect(api.bodiesOf('/api/tools/monitor/account/remove')).toEqual([{ accountId: 1 }]));
    expect(await table.findByText('暂无监测账户，添加后账户余额、消耗等越线时会发送消息提醒')).toBeInTheDocument();
  });

  it('turns the filters into the list call', () => {
    expect(toMonitorQuery({ media: 'gdt', state: 'alerting', keyword: ' 账户 ' }, { current: 2, size: 150 })).toEqual({ media: 'gdt', state: 'alerting', keyword: '账户', current: 2, size: 100 });
    expect(toMonitorQuery({ media: 'nope', state: 'odd', keyword: '' }, { current: 1, size: 20 })).toEqual({ current: 1, size: 20 });
  });
});
